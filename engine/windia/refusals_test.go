package windia

import (
	"testing"

	"cardpress/engine/enginetest"
)

// Every refusal of the engine has words in English and in the game's
// language that name it: an example can say why any step is refused.
func TestEveryRefusalHasWords(t *testing.T) { enginetest.Refusals(t, ".", defaultCatalog(t), Engine) }

// Drawing no card is refused as "a voluntary draw is one card", which is
// still the draw-several rule (its broad words pass); drawing two is not
// that case, so its words fail there.
func TestDrawNoneReason(t *testing.T) {
	playCases(t, []string{"players: Alice, Bob, Carol", "play card: red 3", "Alice: blue 7, green 9"}, []playCase{
		{"no card: its own words", []string{"Alice cannot draw 0 cards: a voluntary draw is one card"}, 0, ""},
		{"no card: the rule's broad words", []string{"Alice cannot draw 0 cards: is only for releasing as many"}, 0, ""},
		{"two cards are not the no-card case", []string{"Alice cannot draw 2 cards: a voluntary draw is one card"}, 5, "rejected: drawing 2 cards"},
	})
}
