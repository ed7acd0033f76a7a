package ruleset

import (
	"strings"
	"testing"
)

// TestWordsSummedAtDialect: a game's example words are summed when its
// Dialect is first asked, not by the load: the sum is the description's
// and its card texts', and a game whose load failed still words its
// rulebook without one (zero), as before. Summing nothing at Dialect
// (mutation: wordsOnce's function left empty) fails it, as does summing
// a failed load's words (mutation: wordsDue set before the errors).
func TestWordsSummedAtDialect(t *testing.T) {
	g := loadGame(t, "windia-war")
	if g.wordsSum != ([32]byte{}) {
		t.Error("the load summed the words nobody asked for")
	}
	sum := g.Dialect().Sum
	if sum == ([32]byte{}) || sum != g.sumWords(g.source, g.wordsText) {
		t.Errorf("Dialect's sum %x, want the words' %x", sum, g.sumWords(g.source, g.wordsText))
	}
	if again := g.Dialect().Sum; again != sum {
		t.Errorf("asked again, the sum is %x, was %x", again, sum)
	}
	broken := strings.Replace(cardIDRules, `"as = choice",`, `"as = choice", "n = as.laid",`, 1)
	failed, err := compile(windiaCards(t), "rules/game.toml", []byte(broken))
	if err == nil || failed == nil {
		t.Fatalf("a description with an error: game %v, error %v; want both", failed, err)
	}
	if s := failed.Dialect().Sum; s != ([32]byte{}) {
		t.Errorf("a failed load's words summed: %x", s)
	}
}
