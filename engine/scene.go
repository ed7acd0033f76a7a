package engine

import "strings"

// Scene is the table as a rulebook's picture of an example shows it:
// each player's area with the piles in front of them, and the piles
// between the players. Every engine's State shows one (SceneOf), so the
// manual draws the picture of any game from the state an example sets up.
type Scene struct {
	// Areas are the players' areas, by seat.
	Areas []Area
	// Middle are the piles of no player (a shared draw pile, the play
	// card, a stage of actions waiting to resolve).
	Middle []Pile
}

// Area is one player's part of the table.
type Area struct {
	Player int // the seat
	Piles  []Pile
}

// Pile is one place cards lie: a hand, a deck, a discard pile, a row of
// cards in play.
type Pile struct {
	// Zone names the pile as the example language does ("hand", "draw
	// pile", "tableau"): the key of the setting form that sets it, whose
	// word in the game's language labels it (Vocabulary.ZoneName).
	Zone string
	// Cards are the cards whose faces show, bottom (or leftmost) first:
	// every card of a hand or a row, the top card of a face-up stack,
	// none of a face-down one.
	Cards []Card
	// Count is the number of cards, shown or not.
	Count int
	// Lie says how the cards lie.
	Lie Lie
	// Turned marks the cards of Cards turned sideways (a driven
	// character, an exhausted one), by index; nil when none is.
	Turned []bool
}

// Lie is how a pile's cards lie on the table.
type Lie uint8

const (
	// Held cards are a hand: the picture shows their faces or their
	// backs with a count.
	Held Lie = iota
	// Stacked cards are one pile: its top card (or a back) on a stack,
	// with the count.
	Stacked
	// Spread cards lie side by side, faces up.
	Spread
)

// Scener is implemented by states that show their table beyond the
// players' hands.
type Scener interface {
	Scene() Scene
}

// SceneOf is the table of state s: its own Scene when it shows one, else
// each player's hand (every engine's State is a Hands).
func SceneOf(s State) Scene {
	if sc, ok := s.(Scener); ok {
		return sc.Scene()
	}
	var out Scene
	h, ok := s.(Hands)
	for p := range s.Players() {
		a := Area{Player: p}
		if ok {
			a.Piles = append(a.Piles, HandPile(h.Hand(p)))
		}
		out.Areas = append(out.Areas, a)
	}
	return out
}

// HandPile is a player's hand as a pile.
func HandPile(cards []Card) Pile {
	return Pile{Zone: "hand", Cards: cards, Count: len(cards), Lie: Held}
}

// StackPile is a face-down stack of n cards (a deck, a life); top, when
// given, shows face up on it (a discard pile's top card).
func StackPile(zone string, n int, top ...Card) Pile {
	return Pile{Zone: zone, Cards: top, Count: n, Lie: Stacked}
}

// RowPile is cards laid side by side, faces up.
func RowPile(zone string, cards []Card) Pile {
	return Pile{Zone: zone, Cards: cards, Count: len(cards), Lie: Spread}
}

// ZoneName is the word of zone (a Pile's Zone) in language lang, as the
// game's example language writes it: the key part of the wording of the
// statement that sets or checks it ("{P}の手札:{hand}" gives 手札,
// "山札:{n}枚" gives 山札). ok is false when no statement names the zone
// so.
func (v *Vocabulary) ZoneName(zone, lang string) (name string, ok bool) {
	for _, forms := range [][]*Form{v.dialect.Forms, CoreForms} {
		for _, f := range forms {
			if f.Key != zone || f.Kind == StepForm {
				continue
			}
			for _, w := range f.Say[lang].Do {
				if n, ok := zoneWord(w); ok {
					return n, true
				}
			}
		}
	}
	return "", false
}

// zoneWord is the zone's word in a "KEY: {v}" wording: what stands
// between the player (and its possessive) and the colon.
func zoneWord(w string) (string, bool) {
	key, _, ok := strings.Cut(w, ":")
	if !ok {
		return "", false
	}
	key = strings.TrimPrefix(key, "{P}")
	for _, of := range []string{"の", "的", "'s ", " "} {
		key = strings.TrimPrefix(key, of)
	}
	key = strings.TrimSpace(key)
	if key == "" || strings.ContainsAny(key, "{}[]<>|") {
		return "", false
	}
	return key, true
}
