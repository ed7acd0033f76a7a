package ruleset

import (
	"fmt"
	"strings"
	"testing"
)

// TestLoadLint compiles a description with a mistake of each kind the
// load-time lint catches: a told sentence naming a slot its statement does
// not have, a by table naming an unknown phase or a word the statement
// never says, a player's number (each) of a statement without scores, a
// zone's shown_empty that is not true or false, a phase without words, a hand or a face-up row nobody sees,
// an action aimed at a zone nobody sees, and a requirement that never
// holds. Every one is reported at once, at its line and column, with what
// would be right.
func TestLoadLint(t *testing.T) {
	src := `[game]
players = { min = 2, max = 4 }
phases = ["play", "color"]
deck = "draw_pile"

[zones.draw_pile]
seen = "nobody"

[zones.discard]
seen = "nobody"
picture = "row"
say = { en = "discard pile: {cards}" }
tell = { en = "the discard pile holds {cards} of {total}" }

[zones.hand]
owner = "player"
seen = "nobody"
hand = true

[vars.color]
type = "color"
say = { en = "color: {value}" }

[vars.direction]
type = "direction"
say = { en = "direction: {value}" }

[setup]
do = ["move_top(7, draw_pile, hand[*])"]

[actions.play]
verb = "plays"
phase = "play"
require = [{ when = "1 > 2 || false", reason = "no-match" }]
do = ["phase = 'color'"]

[actions.peek]
verb = "chooses"
phase = "color"
target = { zone = "draw_pile" }
do = ["move(target, discard)", "phase = 'play'"]

[reasons.no-match]
text = "no"

[words.phases]
play = { en = "playing" }

[tell.expect.color.en]
do = "the color is {vlaue}"

[tell.expect.direction.en]
by = { clockwize = "play goes clockwise" }

[tell.expect.phase.en]
by = { plya = "a card may be played" }

[tell.expect."game over".en]
each = "{P} has {n}"

[zones.stock]
seen = "nobody"
shown_empty = "yes"
`
	want := []string{
		`rules/game.toml:10:1: nobody can see zone discard, which a picture lays face up as a row`,
		`rules/game.toml:13:15: {total} is not a slot of the setting "discard", which has {count}, {hand}`,
		`rules/game.toml:13:15: {total} is not a slot of the expect "discard", which has {list}`,
		`rules/game.toml:17:1: nobody can see zone hand, the players' hands`,
		`rules/game.toml:34:22: this requirement never holds: action play could never be taken`,
		`rules/game.toml:40:19: action peek aims at a card of zone draw_pile, which nobody can see`,
		`rules/game.toml:46:1: phase color has no words: give it words.phases.color = { en = "…" }`,
		`rules/game.toml:50:20: {vlaue} is not a slot of the expect "color", which has {value}; did you mean {value}?`,
		`rules/game.toml:53:8: "clockwize" is not a word of the "direction" statement, which says clockwise, counterclockwise, none; did you mean "clockwise"?`,
		`rules/game.toml:56:8: unknown phase "plya"; did you mean "play"?`,
		`rules/game.toml:59:8: each tells one player's number of a {scores} slot; the expect "game over" has none: leave each out`,
		`rules/game.toml:63:15: shown_empty is true or false: whether an example's picture shows the zone when it is empty; got yes`,
	}
	wantProblems(t, "color-shed", src, want)
}

// slotMarks finds the marks the tells' lint reads, as the regular
// expression \{([^{}]+)\} it replaced did: a name holds no brace, and an
// empty or unclosed mark is none.
func TestSlotMarks(t *testing.T) {
	for _, c := range []struct {
		text string
		want string
	}{
		{"{P} plays {card}", "0:P 10:card"},
		{"{a{b}", "2:b"},
		{"x{}{y}", "3:y"},
		{"{a}}{", "0:a"},
		{"{アリス}の{v}", "0:アリス 14:v"},
		{"{unclosed", ""},
		{"none", ""},
	} {
		var got []string
		for off, name := range slotMarks(c.text) {
			got = append(got, fmt.Sprintf("%d:%s", off, name))
		}
		if strings.Join(got, " ") != c.want {
			t.Errorf("%q: marks %q, want %q", c.text, strings.Join(got, " "), c.want)
		}
	}
}
