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
		id    string
		files []string
	}{
		{"windia-war", []string{"cards.pdf", "manual.pdf", "check.txt", "png/back.png"}},
		{"blackpoker", []string{"cards.pdf", "cards-reference.pdf", "manual.pdf", "check.txt"}},
		{"world-end", []string{"cards.pdf", "manual.pdf", "check.txt"}},
		{"clamp-in-cardland", []string{"cards.pdf", "manual.pdf", "check.txt"}},
	}
	for _, tt := range tests {
		t.Run(tt.id, func(t *testing.T) {
			t.Parallel()
			out := goodBuild(t, tt.id) // the build other tests share
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
