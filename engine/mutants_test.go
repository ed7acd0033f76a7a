// Tests of unexported behaviour the rest of the suite left unchecked, each
// found by a mutant of internal/mutate that survived it.

package engine

import (
	"errors"
	"fmt"
	"testing"

	"cardpress/catalog"
)

// "Bob holds red 5, red 5" needs two red 5s: a card matched once is not
// matched again, the first of the hand included.
func TestHoldsCountsEachCardOnce(t *testing.T) {
	red5 := Card{Entry: "5", Colors: []string{"red"}}
	blue1 := Card{Entry: "1", Colors: []string{"blue"}}
	ref := func(c Card) *CardRef { return &CardRef{Entry: c.Entry, Colors: c.Colors} }
	for _, tt := range []struct {
		hand []Card
		refs []*CardRef
		not  bool
		want bool
	}{
		{[]Card{red5, blue1}, []*CardRef{ref(red5), ref(red5)}, false, false},
		{[]Card{red5, red5}, []*CardRef{ref(red5), ref(red5)}, false, true},
		{[]Card{red5, blue1}, []*CardRef{ref(red5), ref(blue1)}, false, true},
		{[]Card{blue1}, []*CardRef{ref(red5)}, true, true},
		{[]Card{red5}, []*CardRef{ref(red5)}, true, false},
	} {
		if got := holds(tt.hand, &Expectation{Cards: tt.refs, Not: tt.not}); got != tt.want {
			t.Errorf("holds(%v, %d cards, not %v) = %v, want %v", tt.hand, len(tt.refs), tt.not, got, tt.want)
		}
	}
}

// fillCards writes each run of card names into the next {card} slot.
func TestFillCards(t *testing.T) {
	if got := fillCards("{card} beats {card}", []string{"赤５", "青３"}); got != "赤５ beats 青３" {
		t.Errorf("fillCards = %q", got)
	}
}

// Wide digits write digits and letters full-width and a minus as the
// minus sign; other text stays.
func TestWiden(t *testing.T) {
	f := &formatter{o: FormatOptions{WideDigits: true}}
	if got := f.widen("-3 Az9・"); got != "−３ Ａｚ９・" {
		t.Errorf("widen = %q", got)
	}
	if got := (&formatter{}).widen("-3"); got != "-3" {
		t.Errorf("widen without WideDigits = %q", got)
	}
}

// twoMoves is a state whose legal actions are "b" and "a".
type twoMoves struct{}

func (twoMoves) Players() int                         { return 1 }
func (twoMoves) CurrentPlayer() int                   { return 0 }
func (twoMoves) LegalActions(buf []Action) []Action   { return append(buf, 0, 1) }
func (twoMoves) Apply(Action) error                   { return nil }
func (s twoMoves) Clone() State                       { return s }
func (twoMoves) IsTerminal() bool                     { return false }
func (twoMoves) Returns() []float64                   { return []float64{0} }
func (twoMoves) ActionString(a Action) string         { return []string{"b", "a"}[a] }
func (s twoMoves) ParseAction(string) (Action, error) { return 0, nil }

// A text no legal action writes is rejected listing the legal ones,
// sorted, and nothing else.
func TestParseActionTextListsTheLegal(t *testing.T) {
	if a, err := ParseActionText(twoMoves{}, "a"); err != nil || a != 1 {
		t.Errorf("ParseActionText(a) = %v, %v", a, err)
	}
	_, err := ParseActionText(twoMoves{}, "c")
	var r *Rejection
	if !errors.As(err, &r) || r.Key != "not-a-legal-action" {
		t.Fatalf("ParseActionText(c) = %v", err)
	}
	for _, p := range r.Params {
		if p.Name == "legal" && fmt.Sprint(p.Value) != "a; b" {
			t.Errorf("legal = %q, want \"a; b\"", p.Value)
		}
	}
}

// A failure restates a hand of one card too: its count and the card.
func TestHandShownNamesOneCard(t *testing.T) {
	if got := handShown("Alice", []Card{{Name: "red 5"}}); got != "Alice has 1 cards; Alice holds red 5" {
		t.Errorf("handShown = %q", got)
	}
	if got := handShown("Alice", nil); got != "Alice has 0 cards" {
		t.Errorf("handShown of no cards = %q", got)
	}
}

// The key a vocabulary's readings are shared under holds the game's
// language: a game read in Japanese does not reuse its English readings.
func TestVocabularyKeyHoldsTheLanguage(t *testing.T) {
	key := func(lang string) vocabKey {
		return NewVocabulary(&catalog.Catalog{Game: catalog.Game{ID: "g", Title: "G", Language: lang}}, nil).sum(false)
	}
	if key("en") == key("ja") {
		t.Error("the same key for an English and a Japanese game")
	}
}
