package windia

import (
	"strings"
	"testing"

	"cardpress/engine"
)

// A choice no decision of the step asks for is an error at its column
// (engine.Unused), never a rule's rejection: "cannot … : …" does not pass on
// it, even when the rules refuse the step before they would ask. Red 5 asks
// for no color; a Wild asks for one, not for a player. A Japanese
// example is told so in Japanese, with the words as it wrote them.
func TestChoiceNotAskedIsUnused(t *testing.T) {
	c := defaultCatalog(t)
	g, err := Load(c)
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		step string
		col  int
		got  string
	}{
		{"Alice plays red 5 (green)", 20, `words the rules do not use: no card of this step ever asks for a color: take "green" out of the step`},
		{"Alice plays Wild (green, Bob)", 26, `words the rules do not use: no card of this step ever asks for a player: take "Bob" out of the step`},

		{"Alice cannot play red 5 (green): does not match the play card", 26, "words the rules do not use: "},
		// Refused before any choice is asked: blue 1 never asks for a
		// color or a player, so the words are unused all the same.
		{"Alice cannot play blue 1 (green, Bob): does not match the play card", 27, "words the rules do not use: "},
		{"Alice cannot play blue 1 (Bob): does not match the play card", 27, "words the rules do not use: "},
		{"アリスが赤５（緑）を出す", 8, "ルールが使わない言葉：この手順のカードは色を選ばない。手順から「緑」を取り除く"},
		{"アリスがWild（緑、ボブ）を出す", 12, "ルールが使わない言葉：この手順のカードはプレイヤーを選ばない。手順から「ボブ」を取り除く"},
	} {
		setup := []string{"players: Alice, Bob, Carol", "play card: red 3", "Alice: red 5, Wild, blue 1"}
		if strings.HasPrefix(tt.step, "アリス") {
			setup = []string{"プレイヤー：アリス、ボブ、キャロル", "プレイ札：赤３", "アリスの手札：赤５・Wild・青１"}
		}
		body := strings.Join(append(setup, tt.step), "\n")
		ex, err := engine.ParseExample(c, Engine, "m.md", 1, tt.step, body)
		if err != nil {
			t.Fatalf("%s: %v", tt.step, err)
		}
		r := engine.Run(g, ex)
		if r.Passed || r.Failure.Line != 5 || r.Failure.Col != tt.col || !strings.HasPrefix(r.Failure.Got, tt.got) {
			t.Errorf("%s: passed %v, %+v", tt.step, r.Passed, r.Failure)
		}
	}
}
