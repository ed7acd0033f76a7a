// Package enginetest helps the tests of rules engines: it changes a rule
// example so that it must fail, and says where.
package enginetest

import (
	"testing"

	"cardpress/engine"
)

// Mutator changes an expectation so that it cannot hold any more; it
// reports false when it has no change for this kind of expectation.
type Mutator func(e *engine.Expectation, players []string) bool

// MutateNth applies the k-th mutation of an example: the k-th expectation
// is changed by mutate, a "can" step becomes a "cannot" step and a "cannot"
// step gets a reason no rule gives. It returns the line where the example
// must now fail; ok is false when nothing was changed, more is false past
// the last mutation.
func MutateNth(ex *engine.Example, k int, mutate Mutator) (line int, ok, more bool) {
	for _, e := range ex.Initial {
		if k == 0 {
			return e.Line, mutate(e, ex.Players), true
		}
		k--
	}
	for _, st := range ex.Steps {
		if k == 0 {
			switch {
			case st.Cannot:
				st.Reason = "a reason no rule gives"
				return st.Line, true, true
			case st.Can:
				st.Can, st.Cannot, st.Reason = false, true, "anything"
				return st.Line, true, true
			}
			return 0, false, true
		}
		k--
		for _, e := range st.Expect {
			if k == 0 {
				return e.Line, mutate(e, ex.Players), true
			}
			k--
		}
	}
	return 0, false, false
}

// CheckMutations plays every mutation of every example block on g and
// reports, through t, a mutation that still passes or fails at another line
// than the one changed. It returns how many mutations it tried.
func CheckMutations(t testing.TB, g engine.Game, v *engine.Vocabulary, blocks []*engine.Block, mutate Mutator) int {
	t.Helper()
	tried := 0
	for _, b := range blocks {
		for k := 0; ; k++ {
			// Each mutation works on a freshly parsed copy of the example.
			ex, err := v.Parse(b.Pos.File, b.Pos.Line, b.Title, b.Body)
			if err != nil {
				t.Fatal(err)
			}
			line, ok, more := MutateNth(ex, k, mutate)
			if !more {
				break
			}
			if !ok {
				continue
			}
			tried++
			res := engine.Run(g, ex)
			switch {
			case res.Passed:
				t.Errorf("%s %s: the mutation at line %d still passes", ex.Pos, ex.Title, line)
			case res.File != ex.File || res.Failure.Line != line:
				t.Errorf("%s %s: the mutation at line %d failed at %s:%d: %s", ex.Pos, ex.Title, line, res.File, res.Failure.Line, res.Failure.Got)
			}
		}
	}
	return tried
}
