package ruleset

import (
	"slices"
	"testing"

	"cardpress/engine"
)

// TestLegalActionsAreEveryAcceptedAction holds LegalActions, with every
// shortcut it takes (the sets of faces and of values, the checks read
// once, those the phase decides), to Apply: along random games of each
// game below, every action a wide listing names — each card of the
// zone, each value of a choice, each plain action, in every phase — is
// tried on a clone, and those Apply accepts must be exactly those
// LegalActions lists. Actions aimed at a card, paid for or choosing a
// group are left to their own tests. The action played is played as
// listed and on a copy that checks it (applyAsChecked).
// Each game is played from seeds 1 to 60 with CARDPRESS_LONG (as CI's
// long run does); without it, from the few of them that together reach
// every phase, action and answer (accepted or refused) the 60 reach —
// Windia War's 326, Color Shed's 66, Hearts' 5 — at the least cost.
func TestLegalActionsAreEveryAcceptedAction(t *testing.T) {
	for _, tc := range []struct {
		name  string
		seeds []uint64
		edits [][2]string // the game's rules edited, for a check no game writes
	}{
		{"windia-war", []uint64{13, 18, 32, 44}, nil},
		{"color-shed", []uint64{7, 15}, nil},
		{"hearts", []uint64{1}, nil},
		// Color Shed's wild with a check whose part read once for every
		// card (the discard pile's size) holds early in a round, leaving
		// in_turn to decide card by card, and fails later whatever the card.
		{"color-shed", []uint64{7, 15}, [][2]string{{`require = [{ when = "in_turn", reason = "only-drawn" }]
do = ["exposed = none", "move(card, discard)", "drawn = none", "phase = 'color'"]`,
			`require = [{ when = "count(discard) < 8 && in_turn", reason = "only-drawn" }]
do = ["exposed = none", "move(card, discard)", "drawn = none", "phase = 'color'"]`}}},
		// A second zone of the player's cards, listed in the same phase
		// before the hand by an action whose set of faces reads the state:
		// its listing reads that zone's faces, and the hand's listing
		// after it must not offer them (review9, 5704517).
		{"color-shed", []uint64{7, 15}, [][2]string{
			{"hand = true\n", "hand = true\n\n[zones.stash]\nowner = \"player\"\nseen = \"owner\"\n"},
			{`"move_top(7, draw_pile, hand[*])",`, `"move_top(7, draw_pile, hand[*])", "move_top(3, draw_pile, stash[*])",`},
			{"[actions.play]\n", `[actions.unstash]
verb = "plays"
phase = ["play"]
card = "stash"
which = "card.color == color"
do = ["exposed = none", "move(card, discard)", "drawn = none", "player = next(1)", "phase = 'play'"]

[actions.play]
`},
			{`count(hand[*]) + count(draw_pile)`, `count(hand[*]) + count(stash[*]) + count(draw_pile)`},
		}},
	} {
		run := tc.name
		if tc.edits != nil {
			run += " edited"
		}
		t.Run(run, func(t *testing.T) {
			t.Parallel()
			g := playedGame(t, tc.name)
			if tc.edits != nil {
				g, _ = editedGame(t, tc.name, tc.edits, nil)
			}
			d, err := g.Dealer(engine.DealOptions{})
			if err != nil {
				t.Fatal(err)
			}
			seeds := longSeeds(60, tc.seeds...)
			var buf []engine.Action
			var scratch *State
			tried, fast := 0, 0
			for _, seed := range seeds {
				rng := engine.NewRand(seed)
				s := d.Deal(nil, seed).(*State)
				for steps := 0; !s.over && steps < 300; steps++ {
					buf = s.LegalActions(buf[:0])
					var n int
					n, scratch = sameAsAccepted(t, s, buf, scratch)
					tried += n
					if len(buf) == 0 {
						break
					}
					fast += applyAsChecked(t, s, buf[rng.Intn(len(buf))])
				}
			}
			t.Logf("%d actions tried, %d played from the list", tried, fast)
			if fast < 50*len(seeds) {
				t.Errorf("only %d actions played from the list", fast)
			}
			if tried < 500*len(seeds) {
				t.Errorf("only %d actions tried", tried)
			}
		})
	}
}

// sameAsAccepted compares listed, s's legal actions, with the actions of
// a wide listing Apply accepts on clones of s; it returns how many it
// tried, and the clone made last. The clones are made into scratch (as
// the search makes its own, CloneInto): a new clone for each action tried
// was more than half the test's CPU.
func sameAsAccepted(t *testing.T, s *State, listed []engine.Action, scratch *State) (int, *State) {
	t.Helper()
	var wide []engine.Action
	for i := range s.g.actions {
		a := &s.g.actions[i]
		switch {
		case a.group != nil || a.aim != nil || a.pay != nil:
			for _, act := range listed {
				if tt, _ := decode(act); tt == i {
					wide = append(wide, act) // not widened: kept as listed
				}
			}
		case a.zone >= 0:
			for _, k := range s.zones[s.handOf(a.zone)] {
				if act := encode(i, int(s.g.cardFace[k])); !slices.Contains(wide, act) {
					wide = append(wide, act)
				}
			}
		case a.choose != tBad:
			for v := range s.choices(a.choose) {
				wide = append(wide, encode(i, v+1))
			}
		default:
			wide = append(wide, encode(i, 0))
		}
	}
	var accepted []engine.Action
	for _, act := range wide {
		scratch = s.cloneInto(scratch)
		if scratch.Apply(act) == nil {
			accepted = append(accepted, act)
		}
	}
	slices.Sort(accepted)
	got := slices.Sorted(slices.Values(listed))
	if !slices.Equal(got, accepted) {
		t.Fatalf("phase %s, player %d: LegalActions lists %v, Apply accepts %v", s.g.phases[s.phase], s.player+1, names(s, got), names(s, accepted))
	}
	return len(wide), scratch
}

func names(s *State, acts []engine.Action) []string {
	var out []string
	for _, a := range acts {
		out = append(out, s.ActionString(a))
	}
	return out
}
