// Package enginetest helps the tests of rules engines: it changes a rule
// example so that it must fail, and says where.
package enginetest

import "cardpress/engine"

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
