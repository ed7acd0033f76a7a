package ruleset_test

import (
	"os"
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
	for _, rt := range g.Rules.Dialect().Reasons {
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

// enginetest.RefusalKeys, which refusalKeys reads this package's source
// with, reads every key an engine refuses by, or says where it cannot: a
// key returned by a helper is an error at its line, not a key silently
// left out of the check that an example can name it. A refusal type's keys
// are read where refusal{…} is written, whoever refuses by it. (The test
// lives with the reader's one user: in enginetest it was a test binary of
// its own, a link of the whole engine for a hundredth of a second of test.)
func TestRefusalKeysReadsEveryKey(t *testing.T) {
	for _, tt := range []struct {
		src, errs string
		keys      []string
	}{
		{`package x
func reject(key string) error { return nil }
func short() string { return "cost-short" }
func f() error { k := short(); _ = reject("not-held"); return reject(k) }
`, "x.go:4:70: a refusal key the test cannot read (k)", []string{"not-held"}},
		{`package x
type refusal struct{ key string }
func described(k string) refusal { return refusal{k} }
func (s *S) refuse(r refusal) error { return nil }
type S struct{ short string }
func (s *S) pay() refusal { if s.short != "" { return described(s.short) }; return refusal{"cost-short"} }
func (s *S) f() error { _ = s.refuse(refusal{"name-cost"}); return s.refuse(s.pay()) }
`, "", []string{"cost-short", "name-cost"}},
		{`package x
type refusal struct{ key string }
func (s *S) f(k string) refusal { return refusal{k} }
type S struct{}
`, "x.go:3:42: a refusal key the test cannot read (refusal{…})", nil},
	} {
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, "x.go"), []byte(tt.src), 0o644); err != nil {
			t.Fatal(err)
		}
		rec := &enginetest.Errors{TB: t}
		keys := enginetest.RefusalKeys(rec, dir)
		errs := strings.Join(rec.List, "\n")
		if tt.errs == "" && errs != "" || !strings.Contains(errs, tt.errs) || !slices.Equal(keys, tt.keys) {
			t.Errorf("%s\nkeys %q, errors:\n%s", tt.src, keys, errs)
		}
	}
}
