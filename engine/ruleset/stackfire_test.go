package ruleset

import "testing"

// stackFireRules resolves a whole stack in one pass; a K leaving the
// stack sets off a trigger (flag = 1) that the card under it reads.
const stackFireRules = `[game]
players = { min = 2, max = 2 }
deck = "deck"
set = "deck"
[zones.deck]
seen = "nobody"
[zones.hand]
owner = "player"
seen = "owner"
hand = true
[zones.stack]
[zones.discard]
[vars.flag]
type = "int"
[vars.seen]
type = "int"
[setup]
do = ["move_top(2, deck, hand[*])"]
[actions.cast]
verb = "plays"
card = "hand"
do = ["move(card, stack)"]
[actions.pass]
verb = "passes"
do = ["while(count(stack) > 0, resolve(stack))"]
[[resolve]]
zone = "stack"
when = "card.number == 13"
do = ["move(card, discard)"]
[[resolve]]
zone = "stack"
do = ["seen = flag", "move(card, discard)"]
[[on]]
leave = "stack"
when = "card.number == 13"
do = ["flag = 1"]
`

// TestResolveFiresTriggers: the triggers a resolving card sets off run
// before the next card resolves, within one action (BlackPoker's
// generation change after a キル, before what lies under it resolves).
func TestResolveFiresTriggers(t *testing.T) {
	g, err := Compile(pokerCatalog(t), "rules/game.toml", []byte(stackFireRules))
	if err != nil {
		t.Fatal(err)
	}
	s := g.newState(2, 1)
	stack := s.zb[g.zoneIndex("stack")]
	for _, name := range []string{"spade 2", "spade K"} {
		for k, f := range g.cardFace {
			if g.faces[f].name == name {
				s.move(k, stack)
			}
		}
	}
	acts := s.LegalActions(nil)
	if len(acts) != 1 {
		t.Fatalf("legal actions %v, want the pass alone", acts)
	}
	if err := s.Apply(acts[0]); err != nil {
		t.Fatal(err)
	}
	if got := s.Var("seen", 0); got != 1 {
		t.Errorf("the card under the K saw flag %d, want 1: the K's trigger ran after it resolved", got)
	}
}
