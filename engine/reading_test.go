package engine

import (
	"os"
	"strings"
	"testing"

	"cardpress/catalog"
)

// A Reading tells another vocabulary that parses an example alike from
// one that does not: a card it names renamed (its printed name is what an
// engine reads) or gone, the colors changed, or any change at all after
// a parse that failed; other cards renamed do not matter.
func TestReadingSame(t *testing.T) {
	src, err := os.ReadFile("../games/windia-war/catalog.toml")
	if err != nil {
		t.Fatal(err)
	}
	vocab := func(old, new string) *Vocabulary {
		t.Helper()
		c, err := catalog.Parse("catalog.toml", []byte(strings.Replace(string(src), old, new, 1)), nil)
		if err != nil {
			t.Fatal(err)
		}
		return NewVocabulary(c, nil)
	}
	v := vocab("", "")
	_, rd, err := v.ParseReading("x.md", 1, "Skip", "players: Alice, Bob\nAlice: red skip, red 5\nAlice plays red skip")
	if err != nil {
		t.Fatal(err)
	}
	_, failed, err := v.ParseReading("x.md", 1, "Typo", "players: Alice, Bob\nAlice: red 5\nAlice plays red Sikp")
	if err == nil {
		t.Fatal("Sikp is no card")
	}
	for _, tt := range []struct {
		what, old, new   string
		same, failedSame bool
	}{
		{"nothing changed", "", "", true, true},
		{"a card's text", "次のプレイヤーの順番を飛ばし、", "次の人の順番を飛ばし、", true, true},
		{"another card renamed", `name = "Reverse"`, `name = "Back"`, true, false},
		{"the card renamed", `name = "Skip"`, `name = "Hop"`, false, false},
		{"the card's id", `id = "skip"`, `id = "hop"`, false, false},
		{"a color's name", `name = "赤"`, `name = "紅"`, false, false},
	} {
		w := vocab(tt.old, tt.new)
		if got := rd.Same(w); got != tt.same {
			t.Errorf("%s: Same %v, want %v", tt.what, got, tt.same)
		}
		if got := failed.Same(w); got != tt.failedSame {
			t.Errorf("%s: Same of a failed parse %v, want %v", tt.what, got, tt.failedSame)
		}
	}
}
