package ruleset

import "testing"

// flatOps calls f with each step of g's flat programs: the actions', the
// [[after]] triggers', the after program's and their whiles' bodies.
func flatOps(g *Game, f func(o *flatOp)) {
	var walk func(p *flatProg)
	walk = func(p *flatProg) {
		if p == nil {
			return
		}
		for i := range p.ops {
			f(&p.ops[i])
			walk(p.ops[i].body)
		}
	}
	for i := range g.actions {
		walk(g.actions[i].flat)
	}
	for i := range g.after {
		walk(g.after[i].flat)
	}
	walk(g.afterProg)
}

// TestFlatStepsRunSpecialized: link runs a step reading a variable, the
// player to move's variable, the size of their zone or a table by card,
// moving the action's card into a shared zone (move(card, discard)), or
// setting a variable of each card of a zone of the player to move
// (each_card(tableau, it.fresh = false)), by a code of its own that reads it in line (flatOp.specialized, the x
// codes; one no data game makes is not specialized). The data games'
// programs have a step of every such code, and random games of each
// played with the specialized codes and on another load of the game
// whose steps run by their plain codes (State.read, flatOp.value) leave
// the same states after every action.
func TestFlatStepsRunSpecialized(t *testing.T) {
	t.Parallel()
	made := map[flatCode]bool{}
	for _, name := range flatGames {
		g, plain, d, pd := twinDealers(t, name, loadGame, func(*Game) {})
		flatOps(g, func(o *flatOp) {
			if o.exec != o.code {
				made[o.exec] = true
			}
		})
		flatOps(plain, func(o *flatOp) { o.exec = o.code })
		if played := playAlike(t, name, d, pd, 40, 400, "specialized", "plain"); played < 100 {
			t.Errorf("%s: only %d actions played", name, played)
		}
	}
	for x := xVarNot; x <= xEachSetM; x++ {
		if !made[x] {
			t.Errorf("no step of the data games runs by x code %d", x)
		}
	}
}
