package preview

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// A chapter replaced by a named pipe is an error on the page, at the
// file, and the server goes on following saves: the file written back
// is built again.
func TestServeFollowsSavesAfterANamedPipe(t *testing.T) {
	t.Parallel() // it waits for builds of its own server
	game, ts, _ := startGame(t, "starter")
	built := func(s *State) bool { return s.Check != nil && s.Building == "" && len(s.Errors) == 0 }
	first := waitState(t, ts, "a first build", built)
	chapter := filepath.Join(game, "manual", "10-rules.md")
	text, err := os.ReadFile(chapter)
	if err != nil {
		t.Fatal(err)
	}
	// Each replaced in one rename, lest a scan see the chapter gone.
	hidden := filepath.Join(game, "manual", ".swap")
	if err := syscall.Mkfifo(hidden, 0o644); err != nil {
		t.Skip(err)
	}
	if err := os.Rename(hidden, chapter); err != nil {
		t.Fatal(err)
	}
	s := waitState(t, ts, "the pipe's error", func(s *State) bool {
		for _, p := range s.Errors {
			if strings.Contains(p.Message, "10-rules.md: is a named pipe, not a regular file") {
				return true
			}
		}
		return false
	})
	if len(s.Pages) != len(first.Pages) {
		t.Errorf("the page lost the last good manual: %d pages, had %d", len(s.Pages), len(first.Pages))
	}
	// The one change, seen once: no build came between. (The test once
	// removed the chapter before making the pipe; a scan in between saw
	// it gone and built the manual without it, 3 pages short.)
	if s.Version != first.Version+1 {
		t.Errorf("the pipe's error is version %d, want %d: a build came between the last good one and it", s.Version, first.Version+1)
	}
	if err := os.WriteFile(hidden, append(text, "\nOne more line.\n"...), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(hidden, chapter); err != nil {
		t.Fatal(err)
	}
	waitState(t, ts, "the chapter built again", func(s *State) bool { return built(s) && s.Version > first.Version+2 })
}
