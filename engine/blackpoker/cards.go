// Package blackpoker is the rules engine of BlackPoker (action list v8.0):
// the summons and the characters they make, bulwarks, the attack, the
// block and the damage judgement, generation change, the quick and normal
// spells, the stage on which actions wait to resolve, and the end of a
// turn. It plays the rule examples of games/blackpoker (see
// docs/examples-blackpoker.md for the example words and the rules
// decisions) for the catalog id "blackpoker" (Engine, listed in a
// program's engine.Registry).
package blackpoker

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// Suits of a standard deck, in the catalog's order; a Joker has none.
const (
	Spade int8 = iota
	Heart
	Diamond
	Club
	NoSuit int8 = -1
)

// Ranks: Ace is 1, Jack 11, Queen 12, King 13; a Joker's rank is 0.
const (
	Ace   int8 = 1
	Jack  int8 = 11
	Queen int8 = 12
	King  int8 = 13
	Joker int8 = 0
)

// Card is one physical card: a player's own deck has every suit and rank
// once and two Jokers (Copy 0 and 1). Owner is the player whose deck it
// belongs to (死の槍 returns a soldier to its owner's life).
type Card struct {
	Owner int8
	Suit  int8
	Rank  int8
	Copy  int8
}

// IsJoker reports whether the card is a Joker.
func (c Card) IsJoker() bool { return c.Rank == Joker }

// Number is the card's number in the action list's comparisons and sums:
// A is 1, J 11, Q 12, K 13. A Joker shows no number; it counts as 0 (the
// magician's size).
func (c Card) Number() int { return int(c.Rank) }

// Royal reports whether the card triggers generation change when it goes
// from its player's field to the graveyard: Joker, A, J, Q or K.
func (c Card) Royal() bool {
	return c.Rank == Joker || c.Rank == Ace || c.Rank >= Jack
}

var rankNames = [...]string{"Joker", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"}

// suitSymbols are the catalog's suit symbols (colors.*.symbol).
var suitSymbols = [...]string{"♠", "♥", "♦", "♣"}

// String names the card as examples write it: "♠7", "♥A", "Joker".
func (c Card) String() string {
	if c.IsJoker() {
		return "Joker"
	}
	return suitSymbols[c.Suit] + rankNames[c.Rank]
}

// same reports whether two cards have the same face (suit and rank),
// whoever owns them.
func (c Card) same(d Card) bool { return c.Suit == d.Suit && c.Rank == d.Rank }

// deck returns a player's 54 cards: A–K of each suit and two Jokers.
func deck(owner int8) []Card {
	out := make([]Card, 0, 54)
	for s := Spade; s <= Club; s++ {
		for r := Ace; r <= King; r++ {
			out = append(out, Card{Owner: owner, Suit: s, Rank: r})
		}
	}
	return append(out, Card{Owner: owner, Suit: NoSuit, Rank: Joker}, Card{Owner: owner, Suit: NoSuit, Rank: Joker, Copy: 1})
}

// Face is a card as an example names it: a suit and a rank, or a Joker.
type Face struct {
	Suit int8
	Rank int8
}

func (f Face) String() string { return Card{Suit: f.Suit, Rank: f.Rank}.String() }

// matches reports whether a card shows this face.
func (f Face) matches(c Card) bool { return c.Rank == f.Rank && (f.Rank == Joker || c.Suit == f.Suit) }

// suitWords maps the words that name a suit to it: the catalog's color ids,
// names and symbols, and the white symbols of the printed source (♡ ♢ ♤ ♧).
var suitWords = map[string]int8{
	"♠": Spade, "♤": Spade, "spade": Spade, "spades": Spade, "スペード": Spade,
	"♥": Heart, "♡": Heart, "heart": Heart, "hearts": Heart, "ハート": Heart,
	"♦": Diamond, "♢": Diamond, "diamond": Diamond, "diamonds": Diamond, "ダイヤ": Diamond,
	"♣": Club, "♧": Club, "club": Club, "clubs": Club, "クラブ": Club,
}

// suitWordOrder lists suitWords longest first, so that "spades" is not
// read as "spade" and "s".
var suitWordOrder = func() []string {
	var out []string
	for w := range suitWords {
		out = append(out, w)
	}
	sort.Slice(out, func(i, j int) bool {
		if len(out[i]) != len(out[j]) {
			return len(out[i]) > len(out[j])
		}
		return out[i] < out[j]
	})
	return out
}()

// parseFace reads "♠7", "spade 7", "♥A", "Joker".
func parseFace(s string) (Face, error) {
	s = strings.TrimSpace(s)
	if strings.EqualFold(s, "joker") || s == "ジョーカー" {
		return Face{Suit: NoSuit, Rank: Joker}, nil
	}
	for _, w := range suitWordOrder {
		suit := suitWords[w]
		if len(s) > len(w) && strings.EqualFold(s[:len(w)], w) {
			rank, err := parseRank(strings.TrimSpace(s[len(w):]))
			if err != nil {
				return Face{}, fmt.Errorf("%q: %v", s, err)
			}
			return Face{Suit: suit, Rank: rank}, nil
		}
	}
	if _, err := parseRank(s); err == nil {
		return Face{}, fmt.Errorf("%q: write the suit first, like \"♠%s\"", s, s)
	}
	return Face{}, fmt.Errorf("%q is not a card: write a suit and a rank, like \"♠7\" or \"♥A\", or \"Joker\"", s)
}

func parseRank(s string) (int8, error) {
	switch strings.ToUpper(s) {
	case "A":
		return Ace, nil
	case "J":
		return Jack, nil
	case "Q":
		return Queen, nil
	case "K":
		return King, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 2 || n > 10 {
		return 0, fmt.Errorf("the rank is A, 2–10, J, Q or K, not %q", s)
	}
	return int8(n), nil
}

// cardList formats cards as examples write them, "none" for no card.
func cardList(cs []Card) string {
	if len(cs) == 0 {
		return "none"
	}
	names := make([]string, len(cs))
	for i, c := range cs {
		names[i] = c.String()
	}
	return strings.Join(names, ", ")
}
