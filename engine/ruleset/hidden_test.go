package ruleset

import "testing"

// TestHiddenVariableErrors: who sees a variable is checked at load, at
// its line and column: a game's variable has no owner, a hidden number
// needs its guess, a guess of a variable everybody sees means nothing,
// and a guess is typed like the variable.
func TestHiddenVariableErrors(t *testing.T) {
	src := `[game]
players = { min = 2, max = 2 }
deck = "deck"

[zones.deck]
[zones.hand]
owner = "player"
seen = "owner"
hand = true

[vars.secret]
type = "int"
seen = "owner"

[vars.count]
type = "int"
seen = "nobody"

[player_vars.mark]
type = "bool"
guess = "true"

[player_vars.aim]
type = "player"
seen = "owner"
guess = "count(hand[p])"

[player_vars.sworn]
type = "color"
seen = "ownr"

[setup]
do = ["move_top(2, deck, hand[*])"]

[actions.pass]
verb = "passes"
do = ["player = left(player, 1)"]
`
	want := []string{
		`rules/game.toml:13:8: a game's variable has no owner to see it`,
		`rules/game.toml:15:1: a hidden number needs guess`,
		`rules/game.toml:21:1: guess is what a player who cannot see mark supposes; everybody sees it`,
		`rules/game.toml:26:10: a player is wanted here, this is a number`,
		`rules/game.toml:30:8: seen must be one of ["all" "nobody" "owner"], got "ownr"; did you mean "owner"?`,
	}
	wantProblems(t, "veiled-court", src, want)
}
