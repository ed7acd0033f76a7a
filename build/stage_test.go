package build

import (
	"crypto/sha256"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cardpress/folder"
)

// tinyGame writes a valid game with one card and a one-line manual.
func tinyGame(t *testing.T, dir string) *folder.Game {
	t.Helper()
	os.MkdirAll(filepath.Join(dir, "manual"), 0o755)
	os.WriteFile(filepath.Join(dir, "catalog.toml"), []byte("[game]\nid = \"tiny\"\ntitle = \"Tiny\"\nlanguage = \"en\"\n\n[[card]]\nid = \"one\"\nname = \"One\"\nkind = \"action\"\ntext = \"Draw a card.\"\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "manual", "10-rules.md"), []byte("# Rules\n\nPlay.\n"), 0o644)
	c, err := folder.Load(dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// reload loads game g's folder again, after its sources changed.
func reload(t *testing.T, g *folder.Game) *folder.Game {
	t.Helper()
	g, err := folder.Load(g.Dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestOutputsNeverGoIntoTheGameFolder(t *testing.T) {
	t.Parallel()
	base := t.TempDir()
	game := filepath.Join(base, "game")
	c := tinyGame(t, game)
	os.Symlink(game, filepath.Join(base, "alias"))
	before, _ := os.ReadFile(filepath.Join(game, "catalog.toml"))
	cases := map[string]error{
		"manual over the catalog": Manual(c, ManualOptions{Path: filepath.Join(game, "catalog.toml"), Paper: "b5"}, nil),
		"cards inside":            Cards(c.Catalog, CardOptions{Dir: filepath.Join(game, "out"), Paper: "a4", DPI: 300}, nil),
		"build inside":            errOf(Game(c, Options{Dir: filepath.Join(game, "out", "tiny")})),
		"build through a link":    errOf(Game(c, Options{Dir: filepath.Join(base, "alias", "tiny")})),
		"build over the game":     errOf(Game(c, Options{Dir: game})),
		"build around the game":   errOf(Game(c, Options{Dir: base})),
		"manual into a folder":    Manual(c, ManualOptions{Path: base, Paper: "b5"}, nil),
	}
	for name, err := range cases {
		if !errors.As(err, new(OptionError)) {
			t.Errorf("%s: err = %v, want an OptionError", name, err)
		}
	}
	after, _ := os.ReadFile(filepath.Join(game, "catalog.toml"))
	entries, _ := os.ReadDir(game)
	if string(before) != string(after) || len(entries) != 2 {
		t.Errorf("the game folder changed: %d entries", len(entries))
	}
}

func errOf(_ *Result, err error) error { return err }

// builtTiny builds tinyGame into base/out/tiny and returns the game, the
// folder and the options of the build.
func builtTiny(t *testing.T, base string) (*folder.Game, string, Options) {
	t.Helper()
	c := tinyGame(t, filepath.Join(base, "game"))
	out := filepath.Join(base, "out", "tiny")
	o := Options{Dir: out, Cards: CardOptions{Paper: "a4", Margin: 10, Gutter: -1, DPI: 100}}
	if _, err := Game(c, o); err != nil {
		t.Fatal(err)
	}
	return c, out, o
}

func TestFailedBuildLeavesThePreviousOutput(t *testing.T) {
	t.Parallel()
	base := t.TempDir()
	c, out, o := builtTiny(t, base)
	stale := filepath.Join(out, "png", "removed-card.png")
	os.WriteFile(stale, []byte("x"), 0o644)
	snapshot := tree(t, out)

	// A manual that cannot be typeset (a picture that is not there) fails
	// the build after the cards.
	os.WriteFile(filepath.Join(base, "game", "manual", "10-rules.md"), []byte("# Rules\n\n![Setup](img/nosuch.png)\n"), 0o644)
	c = reload(t, c)
	if _, err := Game(c, o); err == nil {
		t.Fatal("want an error")
	}
	if got := tree(t, out); got != snapshot {
		t.Errorf("the failed build changed the output folder:\n%s\nwas\n%s", got, snapshot)
	}
	if leftovers, _ := filepath.Glob(filepath.Join(base, "out", ".*")); len(leftovers) > 0 {
		t.Errorf("left behind: %v", leftovers)
	}
	// A good build replaces the folder whole: the stale PNG goes.
	os.WriteFile(filepath.Join(base, "game", "manual", "10-rules.md"), []byte("# Rules\n\nPlay.\n"), 0o644)
	if _, err := Game(reload(t, c), o); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(stale); !os.IsNotExist(err) {
		t.Errorf("a stale PNG survived a good build")
	}
}

func TestBuildRefusesToReplaceAFolderItDidNotWrite(t *testing.T) {
	t.Parallel()
	base := t.TempDir()
	c := tinyGame(t, filepath.Join(base, "game"))
	out := filepath.Join(base, "out", "tiny")
	os.MkdirAll(out, 0o755)
	os.WriteFile(filepath.Join(out, "notes.txt"), []byte("mine"), 0o644)
	_, err := Game(c, Options{Dir: out, Cards: CardOptions{Paper: "a4", DPI: 100}})
	if !errors.As(err, new(OptionError)) || !strings.Contains(err.Error(), "holds notes.txt, which cardpress did not write") {
		t.Errorf("got %v", err)
	}
	if data, _ := os.ReadFile(filepath.Join(out, "notes.txt")); string(data) != "mine" {
		t.Error("the designer's file was lost")
	}
}

// tree lists the files of dir with their contents, for comparing.
func tree(t *testing.T, dir string) string {
	t.Helper()
	var b strings.Builder
	filepath.Walk(dir, func(p string, info os.FileInfo, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		data := []byte{}
		if !info.IsDir() {
			data, _ = os.ReadFile(p)
		}
		fmt.Fprintf(&b, "%s %x\n", rel, sha256.Sum256(data))
		return nil
	})
	return b.String()
}

func TestBuildsAtOnceIntoOneFolder(t *testing.T) {
	t.Parallel()
	base := t.TempDir()
	c, out, o := builtTiny(t, base)
	want := tree(t, out)
	// A staging folder of a build that crashed: its process is gone.
	abandoned := filepath.Join(base, "out", ".tiny.999999999-1.new")
	os.MkdirAll(abandoned, 0o755)

	const builds = 4
	errs := make(chan error, builds)
	for range builds {
		go func() { _, err := Game(c, o); errs <- err }()
	}
	for range builds {
		if err := <-errs; err != nil {
			t.Errorf("a build at once with others: %v", err)
		}
	}
	if got := tree(t, out); got != want {
		t.Errorf("after builds at once the folder is not a clean build's:\n%s\nwant\n%s", got, want)
	}
	if leftovers, _ := filepath.Glob(filepath.Join(base, "out", ".*")); len(leftovers) > 0 {
		t.Errorf("left behind: %v", leftovers)
	}
}

// Progress lines name the files where they end up, for a relative output
// folder too.
func TestProgressNamesTheOutputFolder(t *testing.T) {
	base := t.TempDir()
	c := tinyGame(t, filepath.Join(base, "game"))
	t.Chdir(base)
	var log strings.Builder
	if _, err := Game(c, Options{Dir: "tiny", Log: &log, Cards: CardOptions{Paper: "a4", Margin: 10, Gutter: -1, DPI: 100}}); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(log.String(), ".new") || !strings.Contains(log.String(), "tiny/manual.pdf") {
		t.Errorf("progress names the staging folder:\n%s", log.String())
	}
}

// An output folder that cannot be written says why, naming the folder the
// designer gave and never the staging folder (its name is random).
func TestUnwritableOutputNamesTheFolderAndTheCause(t *testing.T) {
	t.Parallel()
	tmp := t.TempDir()
	file := filepath.Join(tmp, "file")
	os.WriteFile(file, nil, 0o644)
	locked := filepath.Join(tmp, "locked")
	os.Mkdir(locked, 0o555)
	cause := "permission denied"
	if os.Geteuid() == 0 { // root writes into any folder, not into /proc
		locked, cause = "/proc", "no such file or directory"
	}
	for _, tt := range []struct{ out, want string }{
		{filepath.Join(file, "out"), "cannot make the output folder " + filepath.Join(file, "out") + ": mkdir " + file + ": not a directory"},
		{filepath.Join(locked, "out"), "cannot write the output folder " + filepath.Join(locked, "out") + ": creating a folder in " + locked + ": " + cause},
	} {
		_, err := newStaging(tt.out)
		if err == nil || err.Error() != tt.want {
			t.Errorf("--out %s:\n got  %v\n want %s", tt.out, err, tt.want)
		}
	}
}
