package ruleset_test

import (
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"cardpress/engine"
	"cardpress/engine/ruleset"
	"cardpress/engine/windia"
	"cardpress/folder"
)

// TestWindiaToldOnData tells every example of Windia War's rulebook with
// the data description's words and with the Go engine's (engine/windia):
// the printed sentences and set-up pictures must be the same.
func TestWindiaToldOnData(t *testing.T) {
	goGame, err := folder.Load("../../games/windia-war", engine.NewRegistry(windia.Engine, ruleset.Rules))
	if err != nil {
		t.Fatal(err)
	}
	dataGame, err := folder.Load(onData(t, "windia-war"), registry)
	if err != nil {
		t.Fatal(err)
	}
	want, got := toldByLine(t, goGame, "ja"), toldByLine(t, dataGame, "ja")
	if len(want) < 1000 {
		t.Fatalf("%d told lines: the rulebook's 173 examples tell over 1,000", len(want))
	}
	var keys []string
	for k := range want {
		keys = append(keys, k)
	}
	for k := range got {
		if _, ok := want[k]; !ok {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	bad, examples := 0, map[string]bool{}
	for _, k := range keys {
		if want[k] != got[k] {
			bad++
			examples[strings.SplitN(k, "|", 2)[0]] = true
			if os.Getenv("CARDPRESS_WINDIA_VERBOSE") != "" || bad <= 20 {
				t.Errorf("%s\n got %s\nwant %s", k, got[k], want[k])
			}
		}
	}
	t.Logf("%d of %d lines differ, in %d examples", bad, len(want), len(examples))
}

// toldByLine is every told line of a game's examples in a language, keyed
// by example and line, with the picture of each example's set-up.
func toldByLine(t *testing.T, g *folder.Game, lang string) map[string]string {
	v := engine.NewVocabulary(g.Catalog, g.Rules)
	out := map[string]string{}
	for _, b := range g.Examples() {
		ex := b.Example
		key := fmt.Sprintf("%s:%04d %s", filepath.Base(ex.Pos.File), ex.Line, ex.Title)
		out[key+"|picture"] = windiaPicture(t, g, v, ex, lang)
		told, err := v.Tell(ex, lang)
		if err != nil {
			out[key+"|error"] = err.Error()
			continue
		}
		for i, l := range told.Situation {
			out[fmt.Sprintf("%s|s%02d %d", key, i, l.Line)] = toldLine(l)
		}
		for i, l := range told.Steps {
			out[fmt.Sprintf("%s|t%02d %d", key, i, l.Line)] = toldLine(l)
		}
	}
	return out
}

// toldLine is a told line's text and outcome, marked when a statement
// of it has no sentence (the rulebook then prints the example untold).
func toldLine(l engine.ToldLine) string {
	s := l.Text + " " + strings.TrimSpace(l.Outcome)
	if l.Compact {
		s += " [untold]"
	}
	return s
}

// windiaPicture is the picture of an example's set-up as the rulebook
// draws it: each player's piles in order, by their printed names, with
// the cards whose faces show and how many there are.
func windiaPicture(t *testing.T, g *folder.Game, v *engine.Vocabulary, ex *engine.Example, lang string) string {
	tb, err := g.Engine.Start(ex)
	if err != nil {
		return "no picture: the settings are refused"
	}
	var b strings.Builder
	sc := engine.SceneOf(tb.State())
	for _, p := range sc.Middle {
		name, _ := v.ZoneName(p.Zone, lang)
		fmt.Fprintf(&b, " middle %s %d %d [", name, p.Lie, p.Count)
		for _, c := range p.Cards {
			fmt.Fprintf(&b, "%s%v ", c.Entry, c.Colors)
		}
		b.WriteString("]")
	}
	for _, a := range sc.Areas {
		fmt.Fprintf(&b, " | player %d:", a.Player)
		for _, p := range a.Piles {
			name, _ := v.ZoneName(p.Zone, lang)
			fmt.Fprintf(&b, " %s %d %d [", name, p.Lie, p.Count)
			for i, c := range p.Cards {
				if p.Lie == engine.Held {
					break
				}
				fmt.Fprintf(&b, "%s%v%v ", c.Entry, c.Colors, i < len(p.Turned) && p.Turned[i])
			}
			b.WriteString("]")
		}
	}
	return b.String()
}

// TestWriteWindiaTold writes windiaToldFile from the Go engine
// (CARDPRESS_WRITE_GOLDEN=1).
func TestWriteWindiaTold(t *testing.T) {
	if os.Getenv("CARDPRESS_WRITE_GOLDEN") == "" {
		t.Skip("CARDPRESS_WRITE_GOLDEN=1 writes " + windiaToldFile)
	}
	g, err := folder.Load("../../games/windia-war", engine.NewRegistry(windia.Engine, ruleset.Rules))
	if err != nil {
		t.Fatal(err)
	}
	told := toldByLine(t, g, "ja")
	var b strings.Builder
	b.WriteString(windiaToldHeader)
	for _, k := range slices.Sorted(maps.Keys(told)) {
		fmt.Fprintf(&b, "%q %q\n", k, told[k])
	}
	if err := os.WriteFile(windiaToldFile, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("wrote %d told lines to %s", len(told), windiaToldFile)
}
