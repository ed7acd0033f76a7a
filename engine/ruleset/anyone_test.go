package ruleset

import "testing"

// TestByErrors: who may take an action is "turn" or "any", and a card
// action is taken in turn; both are errors at their line and column.
func TestByErrors(t *testing.T) {
	src := `[game]
players = { min = 2, max = 2 }
deck = "deck"

[zones.deck]
[zones.hand]
owner = "player"
seen = "owner"
hand = true

[setup]
do = ["move_top(2, deck, hand[*])"]

[actions.play]
verb = "plays"
card = "hand"
by = "any"
do = ["move(card, deck)"]

[actions.shout]
verb = "passes"
by = "anyone"
do = ["player = actor"]
`
	want := []string{
		`rules/game.toml:17:1: a card action plays a card of the player to move`,
		`rules/game.toml:22:6: by is who may take the action: "turn" (the player to move, the default) or "any"`,
	}
	wantProblems(t, "veiled-court", src, want)
}
