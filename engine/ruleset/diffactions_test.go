package ruleset_test

import (
	"os"
	"strconv"
	"testing"
)

// diffActions is how many random actions a differential test plays:
// CARDPRESS_DIFF_ACTIONS, else ci (a few thousand, for CI).
func diffActions(t *testing.T, ci int) int {
	t.Helper()
	v := os.Getenv("CARDPRESS_DIFF_ACTIONS")
	if v == "" {
		return ci
	}
	n, err := strconv.Atoi(v)
	if err != nil {
		t.Fatalf("CARDPRESS_DIFF_ACTIONS=%q: a whole number", v)
	}
	return n
}
