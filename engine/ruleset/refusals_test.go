package ruleset_test

import (
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"cardpress/engine"
	"cardpress/engine/enginetest"
	"cardpress/folder"
	"cardpress/internal/gametest"
)

// sourceKeys are the refusal keys of the package's Go source, read once
// for every game's refusalKeys: each read parses its 150 files, and a
// read a game was 0.3 CPU s of the package's tests in all.
var sourceKeys struct {
	once sync.Once
	keys []string
}

// refusalKeys are the refusals a data game can give: the data engine's own
// (its Go source's s.refuse calls) and the reasons its description's
// require lists name (every one declared in [reasons]).
func refusalKeys(t testing.TB, g *folder.Game) []string {
	sourceKeys.once.Do(func() { sourceKeys.keys = enginetest.RefusalKeys(t, ".") })
	keys := slices.Clone(sourceKeys.keys)
	for _, rt := range g.Rules.Dialect.Reasons {
		if !slices.Contains(keys, rt.Key) {
			keys = append(keys, rt.Key)
		}
	}
	return keys
}

// Every refusal of every data game has words in English, Japanese and
// Traditional Chinese (the languages its description words the game in),
// and each reads back, as an example's reason, as that refusal.
func TestEveryRefusalHasWords(t *testing.T) {
	for _, name := range []string{"color-shed", "hearts", "veiled-court"} {
		t.Run(name, func(t *testing.T) {
			g, err := loadShared("../../games/" + name)
			if err != nil {
				t.Fatal(err)
			}
			keys := refusalKeys(t, g)
			if len(keys) < 10 || !slices.Contains(keys, "not-your-turn") {
				t.Fatalf("%d refusal keys: %v", len(keys), keys)
			}
			enginetest.RefusalsOf(t, keys, g.Catalog, g.Rules, engine.Languages...)
		})
	}
}

// The check bites: a description whose reason lacks its Japanese words,
// or whose Chinese words are another reason's, is reported.
func TestRefusalWithoutWordsIsReported(t *testing.T) {
	dir := gametest.Copy(t, "color-shed")
	file := filepath.Join(dir, "rules", "game.toml")
	gametest.Edit(t, file, `ja = "引いたカードしか出せない"`+"\n", "")
	gametest.Edit(t, file, `zh-Hant = "必須先抽牌"`, `zh-Hant = "只能打出剛抽到的牌"`)
	g, err := folder.Load(dir, registry)
	if err != nil {
		t.Fatal(err)
	}
	rec := &enginetest.Errors{TB: t}
	enginetest.RefusalsOf(rec, refusalKeys(t, g), g.Catalog, g.Rules, engine.Languages...)
	got := strings.Join(rec.List, "\n")
	for _, want := range []string{"refusal only-drawn has no words in ja", `the zh-Hant words "只能打出剛抽到的牌" name`} {
		if !strings.Contains(got, want) {
			t.Errorf("no %q among:\n%s", want, got)
		}
	}
}
