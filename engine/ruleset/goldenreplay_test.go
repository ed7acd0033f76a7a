package ruleset_test

import (
	"slices"
	"strings"
	"testing"

	"cardpress/engine"
	"cardpress/engine/ruleset"
)

// goldenStep plays one action line of a golden trace, "N ACTION | WHAT
// DIGEST | N legal DIGEST", on s: the action whose key (as the Go engine
// named it) is ACTION among the legal actions buf is applied, and the
// digest of view(s) after it must be the one recorded for WHAT (game,
// round). It returns the action and the recorded legal actions after it,
// for the caller's own check of those.
func goldenStep(t *testing.T, at, line, what string, s *ruleset.State, buf []engine.Action, key func(*ruleset.State, engine.Action) string, view func(*ruleset.State) string) (act, legal string) {
	t.Helper()
	f := strings.Split(line, " | ")
	if len(f) != 3 {
		t.Fatalf("%s: cannot read %q", at, line)
	}
	_, act, _ = strings.Cut(f[0], " ")
	j := slices.IndexFunc(buf, func(a engine.Action) bool { return key(s, a) == act })
	if j < 0 {
		t.Fatalf("%s: %s is not legal on the data description (%v)\n%s", at, act, keys(buf, func(a engine.Action) string { return key(s, a) }), view(s))
	}
	if err := s.Apply(buf[j]); err != nil {
		t.Fatalf("%s: %s: %v", at, act, err)
	}
	if got := what + " " + digest(view(s)); got != f[1] {
		t.Fatalf("%s: after %s the %s is %s, the Go engine's was %s:\n%s", at, act, what, got, f[1], view(s))
	}
	return act, f[2]
}
