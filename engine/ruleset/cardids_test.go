package ruleset

import (
	"strings"
	"testing"

	"cardpress/catalog"
)

func windiaCards(t *testing.T) *catalog.Catalog {
	t.Helper()
	c := gameCatalog(t, "windia-war")
	return c
}

// cardIDRules is a small game on Windia War's cards whose one action
// names a card of the catalog (choose = "card") and reads its rules,
// icons, number and colors through a variable of type "id", as a card
// played as another (Almighty) follows the rules of the card declared.
const cardIDRules = `[game]
players = { min = 2, max = 4 }
deck = "draw_pile"
[zones.draw_pile]
seen = "nobody"
[zones.hand]
owner = "player"
seen = "owner"
hand = true
[setup]
do = ["move_top(1, draw_pile, hand[*])"]
[vars.as]
type = "id"
[vars.n]
type = "int"
[actions.declare]
verb = "chooses"
choose = "card"
require = [{ when = "choice.number < 0 && !choice.icons.tableau", reason = "excluded" }]
do = [
  "as = choice",
  "n = as.rules.attack.draw",
  "if contains(as.rules.attack.answers, 'pass-on') then n += 10",
  "if has(as.rules.protect) then n += 100",
  "if nth_color(as, 3) != none then n += 1000",
  "if as == 'shot-draw2' then n += 10000",
]
[reasons.excluded]
text = "{card} is a number or tableau card"
`

// TestCardIDsPlay: a card id reads the rules, icons, number and colors of
// the card it names; a number card and a tableau card are refused by
// the condition that reads them.
func TestCardIDsPlay(t *testing.T) {
	g, err := Compile(windiaCards(t), "rules/game.toml", []byte(cardIDRules))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		id   string
		n    int64
		fail bool
	}{
		{id: "draw2", n: 12}, {id: "shot-draw2", n: 10012}, {id: "wild-draw3", n: 1003},
		{id: "reflect", n: 100}, {id: "wild", n: 1000}, {id: "7", fail: true}, {id: "bind", fail: true},
	} {
		s := g.newState(2, 1)
		entry := -1
		for i, e := range g.cat.Cards {
			if e.ID == tc.id {
				entry = i
			}
		}
		err := s.Apply(encode(0, entry+1))
		if tc.fail {
			if err == nil || !strings.Contains(err.Error(), "number or tableau") {
				t.Errorf("%s: %v, want refused as a number or tableau card", tc.id, err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%s: %v", tc.id, err)
		}
		if n := s.Var("n", 0); n != tc.n {
			t.Errorf("%s: n = %d, want %d", tc.id, n, tc.n)
		}
	}
}

// TestCardIDsLint: a card id has no card variables, and what is neither a
// card nor a card id has no rules.
func TestCardIDsLint(t *testing.T) {
	src := strings.Replace(cardIDRules, `"as = choice",`, `"as = choice", "n = as.laid", "if n.rules.attack.draw > 0 then n = 1",`, 1)
	src = strings.Replace(src, "[vars.n]", "[card_vars.laid]\ntype = \"int\"\n[vars.n]", 1)
	_, err := Compile(windiaCards(t), "rules/game.toml", []byte(src))
	if err == nil {
		t.Fatal("compiled")
	}
	for _, w := range []string{`a card has no attribute "laid"`, `only a card or a card id has rules; this is a number`} {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("missing %q in\n%v", w, err)
		}
	}
}
