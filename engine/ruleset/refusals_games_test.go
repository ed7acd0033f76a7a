package ruleset_test

import (
	"path/filepath"
	"slices"
	"testing"

	"cardpress/engine/enginetest"
	"cardpress/engine/ruleset"
	"cardpress/folder"
)

// describedGames are the game folders of the repository with a rules
// description (rules/game.toml), whatever engine their catalog names: the
// games the data engine plays and those whose Go engine it is checked
// against, which an example may play on data.
func describedGames(t *testing.T) []string {
	t.Helper()
	dirs, err := filepath.Glob("../../games/*/" + ruleset.File)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, d := range dirs {
		names = append(names, filepath.Base(filepath.Dir(filepath.Dir(d))))
	}
	if len(names) < 6 {
		t.Fatalf("only %d described games: %v", len(names), names)
	}
	return names
}

// Every game with a rules description, found in games/ rather than
// listed (a game moved onto the data engine is checked without a line
// here), names every refusal its description and the data engine can give
// by its wording: each has words in English and the game's language, and
// each wording, read as an example's reason, is that refusal.
func TestEveryDescribedGameNamesEveryRefusal(t *testing.T) {
	t.Parallel()
	for _, name := range describedGames(t) {
		t.Run(name, func(t *testing.T) {
			g, err := loadOnData(t, name)
			if g == nil || g.Rules == nil {
				t.Fatalf("%s does not load on data: %v", name, err)
			}
			keys := refusalKeys(t, g)
			if len(keys) < 10 || !slices.Contains(keys, "not-your-turn") {
				t.Fatalf("%d refusal keys: %v", len(keys), keys)
			}
			enginetest.RefusalsOf(t, keys, g.Catalog, g.Rules, manualLanguages(g)...)
		})
	}
}

// manualLanguages are the languages game g's rulebook may be written in:
// English, which every game's examples read, and the catalog's language.
func manualLanguages(g *folder.Game) []string {
	langs := []string{"en"}
	if l := g.Catalog.Game.Language; l != "" && l != "en" {
		langs = append(langs, l)
	}
	return langs
}
