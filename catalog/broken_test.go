package catalog

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the want.txt golden files")

// Each folder in testdata/broken holds a catalog.toml with mistakes and, in
// want.txt, every line the loader must report (errors and warnings).
func TestBrokenCatalogs(t *testing.T) {
	dirs, _ := filepath.Glob("testdata/broken/*")
	if len(dirs) < 15 {
		t.Fatalf("want at least 15 broken catalogs, found %d", len(dirs))
	}
	for _, dir := range dirs {
		name := filepath.Base(dir)
		t.Run(name, func(t *testing.T) {
			got := report(t, dir, name)
			wantFile := filepath.Join(dir, "want.txt")
			if *update {
				os.WriteFile(wantFile, []byte(got), 0o644)
				return
			}
			want, err := os.ReadFile(wantFile)
			if err != nil {
				t.Fatal(err)
			}
			if got != string(want) {
				t.Errorf("report differs\n--- got\n%s--- want\n%s", got, want)
			}
		})
	}
}

// report loads a game folder and returns what the loader said, one line each.
func report(t *testing.T, dir, shown string) string {
	t.Helper()
	var c *Catalog
	var err error
	func() {
		defer func() {
			if r := recover(); r != nil {
				t.Fatalf("loader panicked: %v", r)
			}
		}()
		c, err = LoadFS(os.DirFS(dir), shown)
	}()
	var b strings.Builder
	if err != nil {
		b.WriteString(err.Error() + "\n")
	} else {
		for _, w := range c.Warnings {
			b.WriteString(w.String() + "\n")
		}
	}
	return b.String()
}
