package clitest

import (
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"cardpress/engine/enginetest"
)

// Every game in games/ builds: card sheets, manual and a passing check.
// A build is a second or two of CPU; the quick run builds Windia War (the
// build the other tests share); CARDPRESS_LONG, which .ci/run sets, builds
// every game. A game of two sets that neither holds, as BlackPoker's
// reference sheet (cards-reference.pdf), is TestCardsPrintFlags's in the
// quick run. The games build at 40 dpi, as Windia War's shared build does
// (goodFlags): their PNGs at 300 were half of each build's CPU.
func TestEveryGameBuilds(t *testing.T) {
	t.Parallel()
	tests := []struct {
		id    string
		files []string
		long  bool // built only under CARDPRESS_LONG
	}{
		{"windia-war", []string{"cards.pdf", "manual.pdf", "check.txt", "png/back.png"}, false},
		{"blackpoker", []string{"cards.pdf", "cards-reference.pdf", "manual.pdf", "check.txt"}, true},
		{"world-end", []string{"cards.pdf", "manual.pdf", "check.txt"}, true},
		{"clamp-in-cardland", []string{"cards.pdf", "manual.pdf", "check.txt"}, true},
	}
	for _, tt := range tests {
		t.Run(tt.id, func(t *testing.T) {
			t.Parallel()
			if tt.long && !enginetest.Long() {
				t.Skip("built under CARDPRESS_LONG (.ci/run)")
			}
			out := filepath.Join(t.TempDir(), "out")
			if tt.id == "windia-war" {
				out = goodBuild(t, tt.id) // the build other tests share
			} else if r := cardpress(t, "", "build", filepath.Join("..", "..", "..", "games", tt.id), "--out", out, "--dpi", "40", "-q"); r.code != 0 {
				t.Fatalf("exit %d\n%s", r.code, r.stderr)
			}
			for _, f := range tt.files {
				if info, err := os.Stat(filepath.Join(out, f)); err != nil || info.Size() == 0 {
					t.Errorf("%s/%s missing or empty: %v", tt.id, f, err)
				}
			}
			report, _ := os.ReadFile(filepath.Join(out, "check.txt"))
			if !regexp.MustCompile(`(?m)^[1-9]\d* passed, 0 failed$`).Match(report) {
				t.Errorf("%s check report:\n%s", tt.id, report)
			}
		})
	}
}
