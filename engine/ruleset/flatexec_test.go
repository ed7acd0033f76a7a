package ruleset

import "testing"

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
		g.eachFlatStep(func(o *flatOp) {
			if o.exec != o.code {
				made[o.exec] = true
			}
		})
		plain.eachFlatStep(func(o *flatOp) { o.exec = o.code })
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
