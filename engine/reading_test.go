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
	// A reasons table naming cards: a reason's card names are read
	// against the catalog.
	rules := &Rules{Dialect: DialectOf(Dialect{Reasons: []ReasonText{{Key: "alone", Say: map[string]string{"en": "{card} cannot be played alone"}}}})}
	vocab := func(old, new string) *Vocabulary {
		t.Helper()
		c, err := catalog.Parse("catalog.toml", []byte(strings.Replace(string(src), old, new, 1)), nil)
		if err != nil {
			t.Fatal(err)
		}
		return NewVocabulary(c, rules)
	}
	v := vocab("", "")
	_, rd, err := v.ParseReading("x.md", 1, "Skip", "players: Alice, Bob\nAlice: red skip, red 5\nAlice plays red skip")
	if err != nil {
		t.Fatal(err)
	}
	ex, reason, err := v.ParseReading("x.md", 1, "Alone", "players: Alice, Bob\nAlice: red 5, red skip\nAlice cannot play red skip: Skip cannot be played alone")
	if err != nil || ex.Steps[0].Reason != "alone" || ex.Steps[0].why.Cards[0] != "skip" {
		t.Fatalf("%v, %+v", err, ex)
	}
	_, failed, err := v.ParseReading("x.md", 1, "Typo", "players: Alice, Bob\nAlice: red 5\nAlice plays red Sikp")
	if err == nil {
		t.Fatal("Sikp is no card")
	}
	for _, tt := range []struct {
		what, old, new               string
		same, reasonSame, failedSame bool
	}{
		{"nothing changed", "", "", true, true, true},
		{"a card's text", "次のプレイヤーの順番を飛ばし、", "次の人の順番を飛ばし、", true, true, true},
		{"another card renamed", `name = "Reverse"`, `name = "Back"`, true, true, false},
		{"another card named as the reason writes", `name = "Reverse"`, `name = "played"`, true, false, false},
		{"the card renamed", `name = "Skip"`, `name = "Hop"`, false, false, false},
		{"the card's id", `id = "skip"`, `id = "hop"`, false, false, false},
		{"a color's name", `name = "赤"`, `name = "紅"`, false, false, false},
	} {
		w := vocab(tt.old, tt.new)
		if got := rd.Same(w); got != tt.same {
			t.Errorf("%s: Same %v, want %v", tt.what, got, tt.same)
		}
		if got := reason.Same(w); got != tt.reasonSame {
			t.Errorf("%s: Same of a reason with a card %v, want %v", tt.what, got, tt.reasonSame)
		}
		if got := failed.Same(w); got != tt.failedSame {
			t.Errorf("%s: Same of a failed parse %v, want %v", tt.what, got, tt.failedSame)
		}
	}
}
