package enginetest

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"cardpress/engine"
)

// ExpectationsDoNotPlay checks that no expectation changes what a game
// does: each example of blocks (a manual's, as the manual reader found
// them) is played on the engine g with all its expectations, without any
// and with those of each step alone (a "rejected" expectation stays with
// its step: it says how the step is played), and every step all of them
// reach is allowed or refused alike and leaves the game in the same state
// (View). An engine that settled what is
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
		wholeViews := map[*engine.Step]string{}
		whole := engine.Watch(g, ex, func(st *engine.Step, s engine.State) { wholeViews[st] = View(s) })
		variants := map[string]variant{"without expectations": {onlyStep(ex, -1), 0}}
		var names []string
		for k, st := range ex.Steps {
			if len(kept(st.Expect)) < len(st.Expect) {
				variants[fmt.Sprintf("with only the expectations of line %d", st.Line)] = variant{onlyStep(ex, k), k}
			}
		}
		for name := range variants {
			names = append(names, name)
		}
		slices.Sort(names)
		for _, name := range names {
			played++
			var diff string
			v := variants[name]
			res := engine.Watch(g, v.ex, func(st *engine.Step, s engine.State) {
				if i := slices.Index(v.ex.Steps, st); i < v.from || diff != "" {
					return
				} else if w, ok := wholeViews[ex.Steps[i]]; ok {
					if d := firstDiff(w, View(s)); d != "" {
						diff = fmt.Sprintf("line %d: %s", st.Line, d)
					}
				}
			})
			if line, ok := differ(whole, res); ok {
				t.Errorf("%s:%d %s: the step at line %d plays differently with all the expectations (%s) and %s (%s)",
					ex.File, ex.Line, ex.Title, line, outcome(whole), name, outcome(res))
			} else if diff != "" {
				t.Errorf("%s:%d %s: the game after the step at %s, with all the expectations and %s",
					ex.File, ex.Line, ex.Title, diff, name)
			}
		}
	}
	return played
}

// variant is an example played with some of its expectations, from its
// step from on (its first with expectations of its own): before it, it
// plays as the variant without expectations, whose game after each step
// is compared already.
type variant struct {
	ex   *engine.Example
	from int
}

// View is a game's state as the engine's interfaces show it, canonically:
// who is to move, whether the game is over and its returns, every legal
// action by its text, each player's hand and draws, and the state's own
// text when it has one. Two plays whose states after a step have different
// views played that step differently, even when both allowed it.
func View(s engine.State) string {
	var b strings.Builder
	fmt.Fprintf(&b, "to move: %d\nover: %v\n", s.CurrentPlayer(), s.IsTerminal())
	if s.IsTerminal() {
		fmt.Fprintf(&b, "returns: %v\n", s.Returns())
	}
	for _, a := range s.LegalActions(nil) {
		fmt.Fprintf(&b, "legal: %s\n", s.ActionString(a))
	}
	if h, ok := s.(engine.Hands); ok {
		for p := range s.Players() {
			fmt.Fprintf(&b, "hand %d: %v; drew %d\n", p, h.Hand(p), h.Drawn(p))
		}
	}
	if str, ok := s.(fmt.Stringer); ok {
		b.WriteString(str.String())
	}
	return b.String()
}

// firstDiff is the first line two views differ on, "" when they agree.
func firstDiff(a, b string) string {
	la, lb := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := range max(len(la), len(lb)) {
		var x, y string
		if i < len(la) {
			x = la[i]
		}
		if i < len(lb) {
			y = lb[i]
		}
		if x != y {
			return fmt.Sprintf("%q against %q", x, y)
		}
	}
	return ""
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
