package ruleset

import (
	"slices"
	"testing"
)

// TestCheckSplit asks which part of a card action's condition LegalActions
// reads once for every card: the operands of a run of || or && that read
// neither the card nor the choice (an any over the hand reads its own it,
// not the card), and the whole condition when no part reads them.
func TestCheckSplit(t *testing.T) {
	g := colorShed(t)
	cases := []struct {
		src            string
		pre, rest, and bool
	}{
		{"count(hand) > 1 || card.number >= 0", true, true, false},
		{"any(hand, it.number > 2) && card.number > 0 && count(discard) > 0", true, true, true},
		{"count(hand) > 1", true, false, false},
		{"card.number >= 0", false, false, false},
		{"any(hand, it.number == card.number) || card.number > 3", false, false, false},
		{"card.number > 3 || !(count(hand) > 1 && card.number < 2)", false, false, false},
	}
	for _, tc := range cases {
		cp := &compiler{g: g, lets: map[string]*node{}, letting: map[string]bool{}, phaseSet: map[int]bool{}}
		e := env{card: true}
		ch := check{cond: cp.expression("when", tc.src, tBool, e)}
		if ch.cond == nil {
			t.Fatalf("%s: %v", tc.src, cp.errs)
		}
		cp.split(&ch, tc.src, e)
		if got := [3]bool{ch.pre != nil, ch.rest != nil, ch.and}; got != [3]bool{tc.pre, tc.rest, tc.and} {
			t.Errorf("%s: pre, rest, and = %v, want %v", tc.src, got, [3]bool{tc.pre, tc.rest, tc.and})
		}
		if len(cp.errs) > 0 {
			t.Errorf("%s: splitting reported %v", tc.src, cp.errs)
		}
	}
	// A pre is read by phase at load only when it reads the phase alone:
	// player == actor holds on the empty state byPhase reads it on.
	for _, tc := range []struct {
		src     string
		byPhase bool
	}{{"phase == 'drawn' || card.number >= 0", true}, {"player == actor || card.number >= 0", false}} {
		cp := &compiler{g: g, lets: map[string]*node{}, letting: map[string]bool{}, phaseSet: map[int]bool{}}
		e := env{card: true}
		ch := check{cond: cp.expression("when", tc.src, tBool, e)}
		cp.split(&ch, tc.src, e)
		if (ch.preByPhase != nil) != tc.byPhase {
			t.Errorf("%s: pre by phase %v, want %v", tc.src, ch.preByPhase != nil, tc.byPhase)
		}
	}
}

// TestPreOfThePhaseNotRead holds a check whose pre reads the phase alone
// to its rest in the phases where rest decides: Windia War's "phase ==
// 'follow' || matches" is listed in the turn phase as matches alone (no
// pre to read), and in every phase listed a check's pre is what the
// phase gives (TestLegalActionsAreEveryAcceptedAction holds the listing
// to Apply's).
func TestPreOfThePhaseNotRead(t *testing.T) {
	t.Parallel()
	g := playedGame(t, "windia-war")
	turn := slices.Index(g.phases, "turn")
	found := false
	for ph, pl := range g.listings {
		for _, l := range pl.entries {
			ask := l.a.ask[ph] // the checks listingOf took, in order
			if l.kind == listCard {
				ask = l.a.listAsk[ph]
			}
			for j, ch := range l.checks {
				orig := &l.a.checks[ask[j]]
				if orig.preByPhase == nil {
					continue
				}
				if decides := orig.preByPhase[ph] == orig.and; (ch.pre == nil) != decides {
					t.Errorf("%s %s in phase %s: pre read %v, the phase gives it %v", l.a.id, ch.key, g.phases[ph], ch.pre != nil, orig.preByPhase[ph])
				}
				if l.a.id == "play" && ch.key == "no-match" && ph == turn {
					found = ch.pre == nil && ch.set != nil
				}
			}
		}
	}
	if !found {
		t.Error("play's no-match check in the turn phase: its pre is read, or it has no set")
	}
}
