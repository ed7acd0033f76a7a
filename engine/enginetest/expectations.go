package enginetest

import (
	"fmt"
	"strings"
	"testing"

	"cardpress/engine"
)

// ExpectationsDoNotPlay checks that no expectation changes what a game
// does: each example of blocks (a manual's, as the manual reader found
// them) is played on the engine g with all its expectations, without any
// and with those of each step alone (a "rejected" expectation stays with
// its step: it says how the step is played), and every step all of them
// reach is allowed or refused alike. An engine that settled what is
// pending to show it (BlackPoker's stage, a challenge) plays the next step
// differently with an expectation before it than without. It returns the
// variants played.
func ExpectationsDoNotPlay(t testing.TB, g engine.Game, blocks []*engine.Block) int {
	t.Helper()
	played := 0
	for _, b := range blocks {
		ex := b.Example
		if ex == nil {
			continue
		}
		whole := engine.Run(g, ex)
		variants := map[string]*engine.Example{"without expectations": onlyStep(ex, -1)}
		for k, st := range ex.Steps {
			if len(kept(st.Expect)) < len(st.Expect) {
				variants[fmt.Sprintf("with only the expectations of line %d", st.Line)] = onlyStep(ex, k)
			}
		}
		for name, v := range variants {
			played++
			res := engine.Run(g, v)
			if line, ok := differ(whole, res); ok {
				t.Errorf("%s:%d %s: the step at line %d plays differently with all the expectations (%s) and %s (%s)",
					ex.File, ex.Line, ex.Title, line, outcome(whole), name, outcome(res))
			}
		}
	}
	return played
}

// differ reports whether two plays of an example's steps disagree on a
// step both reached: one failed at a step (allowed where the example said
// refused, or the other way round, or for another rule) before the other
// stopped.
func differ(a, b *engine.Result) (int, bool) {
	stop := func(r *engine.Result) int {
		if r.Failure == nil {
			return int(^uint(0) >> 1)
		}
		return r.Failure.Line
	}
	for _, x := range [2][2]*engine.Result{{a, b}, {b, a}} {
		if f := x[0].Failure; atStep(f) && (f.Line < stop(x[1]) || !atStep(x[1].Failure) || x[1].Failure.Got != f.Got) && f.Line <= stop(x[1]) {
			return f.Line, true
		}
	}
	return 0, false
}

// atStep reports whether a failure is a step's: the step was allowed or
// refused other than the example says, rather than an expectation that
// does not hold.
func atStep(f *engine.Failure) bool {
	return f != nil && (f.Expected == "allowed" || strings.HasPrefix(f.Expected, "rejected: "))
}

func outcome(r *engine.Result) string {
	if r.Failure == nil {
		return "passes"
	}
	return fmt.Sprintf("line %d: expected %q, got %q", r.Failure.Line, r.Failure.Expected, r.Failure.Got)
}

// onlyStep is a copy of ex (read-only: the manual's) with the
// expectations of step k only (none for -1), and the "rejected" ones of
// every step.
func onlyStep(ex *engine.Example, k int) *engine.Example {
	v := *ex
	v.Initial = nil
	v.Steps = make([]*engine.Step, len(ex.Steps))
	for i, st := range ex.Steps {
		cp := *st
		if i != k {
			cp.Expect = kept(st.Expect)
		}
		v.Steps[i] = &cp
	}
	return &v
}

// kept are the "rejected" expectations of a list.
func kept(list []*engine.Expectation) []*engine.Expectation {
	var out []*engine.Expectation
	for _, e := range list {
		if e.Key == "rejected" {
			out = append(out, e)
		}
	}
	return out
}

// Errors records a test's errors instead of failing it: a test that a
// check of this package reports what it should.
type Errors struct {
	testing.TB
	List []string
}

// Helper does nothing: the errors are only recorded.
func (e *Errors) Helper() {}

// Errorf records an error.
func (e *Errors) Errorf(format string, args ...any) {
	e.List = append(e.List, fmt.Sprintf(format, args...))
}
