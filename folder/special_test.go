package folder

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"cardpress/diag"
	"cardpress/internal/gametest"
)

// A special file anywhere the game folder is read (a named pipe, a link
// to /dev/zero) is an error at the place that names it, read never (a
// pipe waited for a writer for good, /dev/zero filled memory); so is a
// file over its kind's size, with the limit.
func TestSpecialAndHugeFiles(t *testing.T) {
	const pipe = "is a named pipe, not a regular file; cardpress reads only regular files (put the file itself here)"
	fifo := func(path string) error { return syscall.Mkfifo(path, 0o644) }
	zero := func(path string) error { return os.Symlink("/dev/zero", path) }
	sparse := func(size int64) func(string) error {
		return func(path string) error { return os.Truncate(path, size) }
	}
	for _, c := range []struct {
		game, file string
		plant      func(string) error
		at, msg    string
	}{
		{"showcase", "catalog.toml", fifo, "catalog.toml", pipe},
		{"showcase", "cards.csv", fifo, "catalog.toml:6:15", `card_files: cannot read "cards.csv": ` + pipe},
		{"showcase", "art/forest.png", fifo, "cards.csv:4:56", `card "grove-keeper": cannot read "art/forest.png": ` + pipe},
		{"showcase", "art/forest.png", zero, "cards.csv:4:56", `card "grove-keeper": "art/forest.png" is a symbolic link to /dev/zero, outside the game folder`},
		{"showcase", "art/forest.png", sparse(300 << 20), "cards.csv:4:56", `card "grove-keeper": cannot read "art/forest.png": the file is 300.0 MB; cardpress reads art files of at most 256 MB`},
		{"showcase", "layouts.toml", fifo, "layouts.toml", "cannot read layouts.toml: " + pipe},
		{"showcase", "fonts/DejaVuSerifCondensed-Bold.ttf", fifo, "catalog.toml:53:8", `font "display": cannot read file "fonts/DejaVuSerifCondensed-Bold.ttf" in the game folder: ` + pipe},
		{"showcase", "fonts/DejaVuSerifCondensed-Bold.ttf", sparse(2400 << 20), "catalog.toml:53:8", `font "display": cannot read file "fonts/DejaVuSerifCondensed-Bold.ttf" in the game folder: the file is 2400.0 MB; cardpress reads font files of at most 64 MB`},
		{"showcase", "fonts/LICENSE-DejaVu.txt", zero, "catalog.toml:54:11", `font "display": license "fonts/LICENSE-DejaVu.txt" is a symbolic link to /dev/zero, outside the game folder`},
		{"windia-war", "manual/20-rules.md", fifo, "manual/20-rules.md", pipe},
		{"windia-war", "rules/game.toml", sparse(9 << 20), "rules/game.toml", "the file is 9.0 MB; cardpress reads source files of at most 8 MB"},
	} {
		t.Run(c.game+"/"+c.file, func(t *testing.T) {
			t.Parallel()
			dir := filepath.Join(t.TempDir(), c.game)
			src := filepath.Join("..", "games", c.game)
			if c.game == "showcase" {
				src = filepath.Join("..", "testdata", "showcase")
			}
			if err := os.CopyFS(dir, os.DirFS(src)); err != nil {
				t.Fatal(err)
			}
			path := filepath.Join(dir, c.file)
			if !strings.Contains(c.msg, "MB") {
				os.Remove(path)
			}
			if err := c.plant(path); err != nil {
				t.Fatal(err)
			}
			done := make(chan error, 1)
			go func() { _, err := Load(dir, gametest.Games); done <- err }()
			var err error
			select {
			case err = <-done:
			case <-time.After(30 * time.Second):
				t.Fatal("loading the game hung")
			}
			at := filepath.ToSlash(dir) + "/" + c.at + ": "
			for _, d := range diag.From(err) {
				// A file read whole (rather than named by a value) is
				// named again by its reader: what matters is where the
				// message starts and what it says.
				if got := d.Error(); strings.HasPrefix(got, at) && strings.Contains(got, c.msg) {
					return
				}
			}
			t.Errorf("want\n%s%s\ngot\n%v", at, c.msg, err)
		})
	}
}
