package ruleset_test

import (
	"fmt"
	"strings"
	"testing"

	"cardpress/engine"
	"cardpress/engine/clamp"
	"cardpress/engine/ruleset"
	"cardpress/folder"
)

// TestClampToldOnData tells every example of CLAMP in CARDLAND's rulebook
// with the data description's words and with the Go engine's: the
// printed sentences must be the same, but where the data description
// tells a reason in the words the example wrote (the Go engine in its
// rule's first words).
func TestClampToldOnData(t *testing.T) {
	goGame, err := folder.Load("../../games/clamp-in-cardland", engine.NewRegistry(clamp.Engine, ruleset.Rules))
	if err != nil {
		t.Fatal(err)
	}
	dataGame, err := folder.Load(onData(t, "clamp-in-cardland"), registry)
	if err != nil {
		t.Fatal(err)
	}
	want, got := toldAll(t, goGame), toldAll(t, dataGame)
	if len(want) != len(got) {
		t.Fatalf("%d told lines, want %d", len(got), len(want))
	}
	asWritten := map[string]string{
		"381: 愛麗絲不能使用海邊的歌姬的條文，因為每回合限用一次。 ": "381: 愛麗絲不能使用海邊的歌姬的條文，因為本回合已經使用過。 ",
	}
	bad := 0
	for i := range want {
		if want[i] != got[i] && asWritten[want[i]] != got[i] {
			bad++
			t.Errorf("\n got %s\nwant %s", got[i], want[i])
		}
	}
	t.Logf("%d of %d lines differ", bad, len(want))
}

func toldAll(t *testing.T, g *folder.Game) []string {
	v := engine.NewVocabulary(g.Catalog, g.Rules)
	var out []string
	for _, b := range g.Examples() {
		out = append(out, pictured(t, g, v, b.Example))
		told, err := v.Tell(b.Example, "zh-Hant")
		if err != nil {
			t.Fatalf("%s: %v", b.Example.Title, err)
		}
		for _, l := range append(told.Situation, told.Steps...) {
			out = append(out, fmt.Sprintf("%d: %s %s", l.Line, l.Text, strings.TrimSpace(l.Outcome)))
		}
	}
	return out
}

// pictured is the picture of an example's set-up as the rulebook draws
// it: each player's piles in order, by their printed names, with the
// cards whose faces show (turned ones marked) and how many there are. A
// hand is drawn by what the example names of it, which the engines do
// not hold: its count only.
func pictured(t *testing.T, g *folder.Game, v *engine.Vocabulary, ex *engine.Example) string {
	tb, err := g.Engine.Start(ex)
	if err != nil {
		t.Fatalf("%s: %v", ex.Title, err)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%d: picture", ex.Line)
	for _, a := range engine.SceneOf(tb.State()).Areas {
		fmt.Fprintf(&b, " | player %d:", a.Player)
		for _, p := range a.Piles {
			name, _ := v.ZoneName(p.Zone, "zh-Hant")
			fmt.Fprintf(&b, " %s %d %d [", name, p.Lie, p.Count)
			for i, c := range p.Cards {
				if p.Lie == engine.Held {
					break
				}
				fmt.Fprintf(&b, "%s%v ", c.Name, i < len(p.Turned) && p.Turned[i])
			}
			b.WriteString("]")
		}
	}
	return b.String()
}
