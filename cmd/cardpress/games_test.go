package main

import (
	"os"
	"path/filepath"
	"regexp"
	"testing"
)

// Every game in games/ builds: card sheets, manual and a passing check.
func TestEveryGameBuilds(t *testing.T) {
	t.Parallel()
	tests := []struct {
		dir, id string
		files   []string
	}{
		{"../../games/blackpoker", "blackpoker", []string{"cards.pdf", "cards-reference.pdf", "manual.pdf", "check.txt"}},
		{"../../games/world-end", "world-end", []string{"cards.pdf", "manual.pdf", "check.txt"}},
		{"../../games/clamp-in-cardland", "clamp-in-cardland", []string{"cards.pdf", "manual.pdf", "check.txt"}},
	}
	out := t.TempDir()
	for _, tt := range tests {
		t.Run(tt.id, func(t *testing.T) {
			r := cardpress(t, "", "build", tt.dir, "--out", filepath.Join(out, tt.id), "-q")
			if r.code != 0 {
				t.Fatalf("build: exit %d\n%s", r.code, r.stderr)
			}
			for _, f := range tt.files {
				if info, err := os.Stat(filepath.Join(out, tt.id, f)); err != nil || info.Size() == 0 {
					t.Errorf("%s/%s missing or empty: %v", tt.id, f, err)
				}
			}
			report, _ := os.ReadFile(filepath.Join(out, tt.id, "check.txt"))
			if !regexp.MustCompile(`(?m)^[1-9]\d* passed, 0 failed$`).Match(report) {
				t.Errorf("%s check report:\n%s", tt.id, report)
			}
		})
	}
}
