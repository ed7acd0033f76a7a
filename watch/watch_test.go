package watch

import (
	"context"
	"os"
	"path/filepath"
	"reflect"
	"testing"
	"time"
)

func write(t *testing.T, path, text string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestChanges(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "catalog.toml"), "a")
	write(t, filepath.Join(dir, "manual", "01.md"), "a")
	f, err := New(dir)
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := f.Changes(); len(got) != 0 {
		t.Errorf("no change: got %v", got)
	}
	write(t, filepath.Join(dir, "catalog.toml"), "ab")          // changed
	write(t, filepath.Join(dir, "art", "x.png"), "png")         // added
	os.Remove(filepath.Join(dir, "manual", "01.md"))            // removed
	write(t, filepath.Join(dir, ".catalog.toml.swp"), "editor") // ignored
	write(t, filepath.Join(dir, ".git", "index"), "git")        // ignored
	write(t, filepath.Join(dir, "catalog.toml~"), "backup")     // ignored
	got, err := f.Changes()
	if want := []string{"art/x.png", "catalog.toml", "manual/01.md"}; err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("Changes = %v, %v; want %v", got, err, want)
	}
	// Same size, new time: a save of the same length.
	later := time.Now().Add(time.Second)
	os.Chtimes(filepath.Join(dir, "catalog.toml"), later, later)
	if got, _ := f.Changes(); !reflect.DeepEqual(got, []string{"catalog.toml"}) {
		t.Errorf("touched file: got %v", got)
	}
}

func TestPollReportsAChange(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "catalog.toml"), "a")
	f, err := New(dir)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	got := make(chan []string, 1)
	go Poll(ctx, f, 5*time.Millisecond, func(files []string) { got <- files; cancel() })
	write(t, filepath.Join(dir, "catalog.toml"), "abc")
	select {
	case files := <-got:
		if !reflect.DeepEqual(files, []string{"catalog.toml"}) {
			t.Errorf("Poll reported %v", files)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("Poll reported nothing within 10 s of a change")
	}
}
