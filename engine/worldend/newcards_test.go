package worldend

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cardpress/catalog"
	"cardpress/engine"
	"cardpress/engine/enginetest"
)

// designerCopy copies the World End game folder into a temporary folder,
// adds the cards of testdata/newcards/cards.toml to its catalog, the
// chapter 80-new-cards.md (changed by edit) to its manual and a deck with
// them, and checks it as cardpress check does. It returns the report and
// the folder.
func designerCopy(t *testing.T, edit func(catalog, chapter string) (string, string)) (*engine.Report, string) {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "world-end")
	if err := os.CopyFS(dir, os.DirFS("../../games/world-end")); err != nil {
		t.Fatal(err)
	}
	read := func(name string) string {
		b, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	cat := read(filepath.Join(dir, "catalog.toml"))
	cards, chapter := read("testdata/newcards/cards.toml"), read("testdata/newcards/80-new-cards.md")
	cat = strings.Replace(cat, "total = 45", "total = 54", 1) + "\n" + cards
	cat, chapter = edit(cat, chapter)
	files := map[string]string{"catalog.toml": cat, "manual/80-new-cards.md": chapter, "decks/new.toml": read("testdata/newcards/deck.toml")}
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	c, err := catalog.LoadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	rep, err := enginetest.Check(c, Engine)
	if err != nil {
		t.Fatal(err)
	}
	return rep, dir
}

func same(cat, chapter string) (string, string) { return cat, chapter }

// A designer adds cards from the vocabulary alone — a magic card that
// deals 2 damage to the opponent and draws 1, a character that draws 2
// when trashed, a quick card that exhausts — and their rule examples pass
// with every example of the game, each new card covered; whole games with
// a deck of them keep the invariants.
func TestNewCardsNeedNoGo(t *testing.T) {
	rep, dir := designerCopy(t, same)
	for _, r := range rep.Results {
		if !r.Passed {
			t.Errorf("%s:%d %s: line %d: expected %q, got %q", r.File, r.Line, r.Title, r.Failure.Line, r.Failure.Expected, r.Failure.Got)
		}
	}
	if rep.Examples != 49 || rep.Passed != rep.Examples {
		t.Errorf("%d examples, %d passed; want 49 (45 of the game, 4 new)", rep.Examples, rep.Passed)
	}
	for _, e := range rep.Uncovered {
		t.Errorf("no example uses %s (%s)", e.Name, e.ID)
	}
	enginetest.SelfPlay(t, enginetest.LoadDealer(t, dir, LoadDealer), 300, 30, 1)
}

// A mutated example of a new card fails at its line, with what the rules
// give instead: the card drew 2, not 1.
func TestNewCardMutatedExampleFails(t *testing.T) {
	const right, wrong = "→ ボブの場：なし；ボブの手札：２枚；ボブのデッキ：２６枚", "→ ボブの場：なし；ボブの手札：１枚；ボブのデッキ：２７枚"
	var line int
	rep, _ := designerCopy(t, func(cat, chapter string) (string, string) {
		i := strings.Index(chapter, right)
		if i < 0 {
			t.Fatalf("the chapter has no line %q", right)
		}
		line = strings.Count(chapter[:i], "\n") + 1
		return cat, strings.Replace(chapter, right, wrong, 1)
	})
	var failed []*engine.Result
	for _, r := range rep.Results {
		if !r.Passed {
			failed = append(failed, r)
		}
	}
	if len(failed) != 1 {
		t.Fatalf("%d examples failed; want the mutated one", len(failed))
	}
	f := failed[0]
	if !strings.HasSuffix(f.File, "manual/80-new-cards.md") || f.Failure.Line != line || !strings.Contains(f.Failure.Got, "2") {
		t.Errorf("%s:%d failed at line %d (got %q); want manual/80-new-cards.md at line %d", f.File, f.Line, f.Failure.Line, f.Failure.Got, line)
	}
}

// A designer who makes 火の矢 deal 3 damage changes one value of the
// catalog; the check names the two examples of the rule text that no
// longer hold, each at its expectation of the damage (炎の獣 and
// 大盾の兵士, L3, are now trashed instead of left with L1).
func TestChangedCardFailsItsExamples(t *testing.T) {
	const old = `rules = { target = "opponent-character", damage = 2 }`
	rep, _ := designerCopy(t, func(cat, chapter string) (string, string) {
		if !strings.Contains(cat, old) {
			t.Fatalf("the catalog has no %s", old)
		}
		return strings.Replace(cat, old, strings.Replace(old, "2", "3", 1), 1), chapter
	})
	lineOf := func(file, text string) int {
		src, err := os.ReadFile("../../games/world-end/manual/" + file)
		if err != nil {
			t.Fatal(err)
		}
		i := strings.Index(string(src), text)
		if i < 0 {
			t.Fatalf("%s has no line %q", file, text)
		}
		return strings.Count(string(src[:i]), "\n") + 1
	}
	want := map[string]int{
		"30-turn.md":  lineOf("30-turn.md", "→ ボブの場：炎の獣（Ｌ１）"),
		"70-cards.md": lineOf("70-cards.md", "→ ボブの場：大盾の兵士（Ｌ１）"),
	}
	got := map[string]int{}
	for _, r := range rep.Results {
		if !r.Passed {
			got[filepath.Base(r.File)] = r.Failure.Line
		}
	}
	if len(got) != len(want) || got["30-turn.md"] != want["30-turn.md"] || got["70-cards.md"] != want["70-cards.md"] {
		t.Errorf("failed at %v; want %v", got, want)
	}
}
