package ruleset_test

import (
	"bufio"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"cardpress/engine"
	"cardpress/folder"
)

// windiaToldFile is every told line and set-up picture of Windia War's
// rulebook examples as its Go engine (engine/windia) told them, kept as
// data: the rulebook printed from the data description is held to it.
const windiaToldFile = "testdata/windia-told.txt"

const windiaToldHeader = `# Windia War's rulebook examples as its Go engine (engine/windia) told
# them, kept as data once it was deleted: each line is an example's line
# (file:line title|s or t, the situation's or steps' index, the source
# line) or its set-up picture, and what was printed for it, both quoted.
# Written by TestWriteWindiaTold before the deletion (see the history of
# engine/ruleset/windia_tell_test.go); TestWindiaToldGolden holds the
# data description to it.
`

// TestWindiaToldGolden tells every example of Windia War's rulebook with
// its data description's words: every printed sentence and set-up
// picture is the one the Go engine printed (windiaToldFile).
func TestWindiaToldGolden(t *testing.T) {
	t.Parallel()
	f, err := os.Open(windiaToldFile)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	want := map[string]string{}
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		var k, v string
		if _, err := fmt.Sscanf(line, "%q %q", &k, &v); err != nil {
			t.Fatalf("%s:%d: %v", windiaToldFile, n, err)
		}
		want[k] = v
	}
	if len(want) < 1000 {
		t.Fatalf("%d told lines in %s: the rulebook's 173 examples tell over 1,000", len(want), windiaToldFile)
	}
	g, err := loadOnData(t, "windia-war")
	if err != nil {
		t.Fatal(err)
	}
	got := toldByLine(t, g, "ja")
	bad := 0
	keys := maps.Clone(want)
	maps.Copy(keys, got)
	for _, k := range slices.Sorted(maps.Keys(keys)) {
		if want[k] != got[k] {
			if bad++; bad <= 20 {
				t.Errorf("%s\n got %s\nwant %s", k, got[k], want[k])
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d of %d told lines differ from the Go engine's", bad, len(want))
	}
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
