package clamp

import (
	"slices"
	"testing"

	"cardpress/engine"
	"cardpress/engine/enginetest"
)

// everyCandidate is every action of the encoding that could be legal in
// any step: LegalActions tries fewer, and must find the same.
func (s *State) everyCandidate(p int) []move {
	pl := &s.P[p]
	if s.Phase == Setup && !pl.Mulliganed {
		// While preparing, each player first decides on the mulligan.
		return []move{{kind: actMulligan, id: -1}, {kind: actKeep, id: -1}}
	}
	out := []move{{kind: actDraw, id: -1}, {kind: actPass, id: -1}}
	targets := s.targetCandidates(p)
	for _, id := range s.oneOfEach(pl.Hand) {
		out = append(out, move{kind: actLay, id: id}, move{kind: actEnter, id: id})
		out = withTargets(out, move{kind: actEvent, id: id}, s.Inst[id].Effect, targets)
	}
	for _, ch := range pl.Stage {
		out = withTargets(out, move{kind: actUse, id: ch.ID}, s.Inst[ch.ID].Effect, targets)
	}
	for _, sc := range pl.Stories {
		out = append(out, move{kind: actChallenge, id: sc.ID})
	}
	for _, ch := range pl.Stage {
		out = append(out, move{kind: actRecover, id: ch.ID})
	}
	var stage []int
	for _, ch := range pl.Stage {
		stage = append(stage, ch.ID)
	}
	out = subsets(out, actSend, stage)
	if s.C != nil {
		out = subsets(out, actRemove, s.C.Sides[s.other(p)])
	}
	return out
}

// In every state of random whole games, LegalActions lists exactly the
// candidates of every step that Apply accepts.
func TestLegalActionsAreEveryAcceptedAction(t *testing.T) {
	d := enginetest.LoadDealer(t, "../../games/clamp-in-cardland", LoadDealer)
	var r engine.Rand
	for game := range 8 {
		s := d.Deal(nil, uint64(game)).(*State)
		for steps := 0; !s.IsTerminal() && steps < 2000; steps++ {
			p := s.CurrentPlayer()
			got := s.LegalActions(nil)
			var want []engine.Action
			for _, m := range s.everyCandidate(p) {
				if s.clone().apply(p, m) == nil && !slices.Contains(want, m.action()) {
					want = append(want, m.action())
				}
			}
			slices.Sort(got)
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Fatalf("game %d step %d: LegalActions %d actions, the rules accept %d", game, steps, len(got), len(want))
			}
			if err := s.Apply(got[r.Intn(len(got))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}
