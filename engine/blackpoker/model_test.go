package blackpoker

import (
	"maps"
	"reflect"
	"slices"
	"strings"
	"testing"

	"cardpress/engine"
)

// In every state of random whole games, LegalActions lists exactly the
// moves the rules accept among the wide list (which also holds the moves
// the listing leaves out as illegal), each tried on a clone, and listing
// them leaves the game as it was.
func TestLegalActionsAreEveryAcceptedAction(t *testing.T) {
	d := dealer(t, false)
	var r engine.Rand
	for game := range 12 {
		s := d.Deal(nil, uint64(game)).(*State)
		for step := 0; !s.IsTerminal() && step < 3000; step++ {
			p := s.CurrentPlayer()
			before := bare(s)
			got := legalTexts(s)
			if !reflect.DeepEqual(bare(s), before) {
				t.Fatalf("game %d action %d: listing the legal actions changed the game", game, step)
			}
			wide := lister{s: s, p: p, wide: true}
			wide.moves()
			var want []string
			for _, m := range wide.out {
				if s.clone().do(&m, p) == nil {
					want = append(want, s.text(&m, p))
				}
			}
			slices.Sort(got)
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Fatalf("game %d action %d: LegalActions %q, the rules accept %q", game, step, got, want)
			}
			legal := s.LegalActions(nil)
			if err := s.Apply(legal[r.Intn(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// bare is a copy of s that reflect.DeepEqual can compare: without the
// cached move lists.
func bare(s *State) *State {
	c := s.clone()
	c.listing, c.spare, c.keys, c.next, c.spareKeys = nil, nil, nil, 0, nil
	return c
}

// legalTexts are the texts of the state's legal actions.
func legalTexts(s *State) []string {
	var out []string
	for _, a := range s.LegalActions(nil) {
		out = append(out, s.ActionString(a))
	}
	return out
}

// applyText plays the legal action whose text is text.
func applyText(t *testing.T, s *State, text string) {
	t.Helper()
	a, err := s.ParseAction(text)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Apply(a); err != nil {
		t.Fatalf("%s: %v", text, err)
	}
}

// An effect that chooses a card stops the resolution: the player who
// started it decides among the cards there at that moment, then the
// stage goes on. The decision is the model's, so self-play makes it.
func TestChoiceAtResolution(t *testing.T) {
	s := NewState()
	s.P[0].Hand = cards(t, "♥2", "♦3")
	s.P[0].Graveyard = cards(t, "♣7", "♠K")
	s.P[1].Hand = cards(t, "♣4", "♣5")
	for p := range s.P {
		s.P[p].Life = cards(t, "♥9", "♥10")
	}
	s.place(1, false, false, c(t, "♦6")).Entered = 0
	applyText(t, s, "再会 with ♥2 ♦3")
	for _, text := range legalTexts(s) {
		if strings.Contains(text, "taking") {
			t.Fatalf("再会 is started with its choice: %q", text)
		}
	}
	applyText(t, s, "キル with ♣4 ♣5 on ♦6")
	applyText(t, s, "pass")
	if s.Wait != WaitChoose || s.CurrentPlayer() != 0 || s.Resolving == nil || s.Resolving.ID != "reunion" {
		t.Fatalf("after the pass: wait %s for P%d, resolving %v; want P1 to choose for 再会", s.Wait, s.CurrentPlayer()+1, s.Resolving)
	}
	if got, want := strings.Join(legalTexts(s), "; "), "choose ♣7; choose ♠K"; got != want {
		t.Fatalf("choices: %s, want %s (the key cards go to the graveyard after the effect)", got, want)
	}
	applyText(t, s, "choose ♠K")
	if s.Wait != WaitNone || s.Resolving != nil || len(s.Stage) != 0 {
		t.Fatalf("after the choice: wait %s, stage %d", s.Wait, len(s.Stage))
	}
	if got := cardList(s.P[0].Hand); got != "♠K" {
		t.Errorf("hand: %s, want ♠K", got)
	}
}

// ハンデス's card is chosen by the player who started it, from the
// opponent's hand as it is when the effect resolves.
func TestHandDestructionChoiceIsTheCasters(t *testing.T) {
	s := NewState()
	s.P[0].Hand = cards(t, "♥3", "♠4")
	s.P[1].Hand = cards(t, "♣A", "♦6")
	for p := range s.P {
		s.P[p].Life = cards(t, "♥9", "♥10")
	}
	applyText(t, s, "ハンデス with ♥3 ♠4 on P2")
	applyText(t, s, "pass")
	if s.CurrentPlayer() != 0 {
		t.Fatalf("P%d chooses; want P1, who started ハンデス", s.CurrentPlayer()+1)
	}
	if err := s.Choose(1, Face{Suit: Diamond, Rank: 6}); err == nil {
		t.Error("P2 chose the card of P1's ハンデス")
	}
	if err := s.Choose(0, Face{Suit: Heart, Rank: 3}); err == nil {
		t.Error("P1 chose ♥3, which is not in P2's hand")
	}
	applyText(t, s, "choose ♦6")
	if got := cardList(s.P[1].Graveyard); got != "♦6" {
		t.Errorf("P2's graveyard: %s, want ♦6", got)
	}
}

// An action names one move wherever it is listed, not its place in the
// list: in the states of random games, a copy with the player's hand in the
// reverse order and a determinization for the player to move (the
// opponent's hand, life and bulwarks dealt otherwise, the player's own life
// in another order) list the player's moves with the same actions — in the
// copy each the same move (its text, the cards in any order) —, and no list
// holds an action twice. (Numbering the moves by their place in the list
// fails at once: action 0 is the first card of the hand, another in the
// copy, so a search's tree would add up the results of different moves.)
func TestActionsAreKeyedByTheMove(t *testing.T) {
	d := dealer(t, false)
	r := engine.NewRand(9)
	compared := 0
	for game := range 8 {
		s := d.Deal(nil, uint64(game)).(*State)
		for step := 0; !s.IsTerminal() && step < 400; step++ {
			p := s.CurrentPlayer()
			want := movesByAction(t, s)
			reversed := s.clone()
			slices.Reverse(reversed.P[p].Hand)
			if got := movesByAction(t, reversed); !maps.Equal(got, want) {
				t.Fatalf("game %d action %d: with the hand reversed the moves are %v, in the game %v", game, step, got, want)
			}
			compared += len(want)
			// (A choice of 手札破壊 is among the opponent's hand, which
			// the observation hides: its moves are another deal's.)
			if s.Wait != WaitChoose {
				det := s.Determinize(p, &r).LegalActions(nil)
				if !slices.Equal(slices.Sorted(slices.Values(det)), slices.Sorted(maps.Keys(want))) {
					t.Fatalf("game %d action %d: a determinization lists the actions %v, the game %v", game, step, det, slices.Collect(maps.Keys(want)))
				}
			}
			legal := s.LegalActions(nil)
			if err := s.Apply(legal[r.Intn(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if compared < 5000 {
		t.Fatalf("only %d moves compared", compared)
	}
}

// movesByAction are the legal actions of s and their texts, the words of
// each sorted (a discard's or a spell's cards are written in the hand's
// order).
func movesByAction(t *testing.T, s *State) map[engine.Action]string {
	out := map[engine.Action]string{}
	for _, a := range s.LegalActions(nil) {
		if _, ok := out[a]; ok {
			t.Fatalf("action %d listed twice", a)
		}
		words := strings.Fields(s.ActionString(a))
		slices.Sort(words)
		out[a] = strings.Join(words, " ")
	}
	return out
}
