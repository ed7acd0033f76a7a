package clitest

import (
	"bufio"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"cardpress/internal/gametest"
)

// What 'cardpress watch' writes after a change is, byte for byte, what
// 'cardpress build' writes in a process of its own, without the caches a
// watching process keeps from rebuild to rebuild (faces' paragraphs, cut
// fonts, glyph and shape masks, compressed pages). Both at 40 dpi: the
// caches are the same at any resolution, and the PNGs at 300 dpi were
// half the CPU of each build. On Skirmish, whose build is a quarter of
// Windia War's CPU (three builds were 2.4 CPU s of Windia War): what is
// asserted is the caches, which any game with faces, a manual of several
// pages and a check goes through.
func TestWatchMatchesBuildInAnotherProcess(t *testing.T) {
	t.Parallel()
	game := gametest.Copy(t, "skirmish")
	out := filepath.Join(t.TempDir(), "watched")
	cmd := exec.Command(binary, "watch", game, "--out", out, "--dpi", "40")
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Signal(os.Interrupt); cmd.Wait(); noteRun(t, cmd) })
	lines := make(chan string)
	go func() {
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
	}()
	// next waits for the next rebuild, and reports false if none came
	// within wait.
	next := func(wait time.Duration) bool {
		timeout := time.After(wait)
		for {
			select {
			case line, ok := <-lines:
				if !ok {
					return false
				}
				if strings.HasPrefix(line, "rebuilt ") {
					return true
				}
			case <-timeout:
				return false
			}
		}
	}
	rebuilt := func(what string) {
		t.Helper()
		if !next(3 * time.Minute) {
			t.Fatalf("watch did not rebuild after %s within 3 minutes", what)
		}
	}
	rebuilt("starting")
	// One save of two files: in the catalog a rename (of the kind on the
	// magic cards' faces) and a face text with a character no page drew
	// before; at the start of the rules a paragraph more, in characters
	// the manual has, so that the pages before it are kept and the page
	// breaks after it move. (Two saves, each waited for, were a rebuild
	// more of the test's CPU for the same caches.)
	catalog := filepath.Join(game, "catalog.toml")
	data, err := os.ReadFile(catalog)
	if err != nil {
		t.Fatal(err)
	}
	changed := strings.NewReplacer(`name = "Magic"`, `name = "Magic Spell"`, `opposing character."`, `opposing character, however naïve."`).Replace(string(data))
	if strings.Count(changed, "Magic Spell") != 1 || !strings.Contains(changed, "naïve") {
		t.Fatal("the catalog no longer has the magic kind's name and the Arrow's text as the test edits them")
	}
	rules := filepath.Join(game, "manual", "10-rules.md")
	data, err = os.ReadFile(rules)
	if err != nil {
		t.Fatal(err)
	}
	const para = "Skirmish is a duel for two players."
	longer := strings.Replace(string(data), para, "Two players play it, one against the other.\n\n"+para, 1)
	if longer == string(data) {
		t.Fatal("the rules no longer start as the test edits them")
	}
	if err := os.WriteFile(catalog, []byte(changed), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(rules, []byte(longer), 0o644); err != nil {
		t.Fatal(err)
	}
	rebuilt("the changes")

	clean := filepath.Join(t.TempDir(), "built")
	build := exec.Command(binary, "build", game, "--out", clean, "--dpi", "40", "-q")
	b, err := build.CombinedOutput()
	noteRun(t, build)
	if err != nil {
		t.Fatalf("build: %v\n%s", err, b)
	}
	built := gametest.Files(clean)
	// A poll may see a save half done (os.WriteFile truncates, then
	// writes) or one file of the two saved, and watch then rebuilds twice:
	// the first rebuild seen may be of the empty file or of the catalog
	// alone. So the folders are compared after each rebuild, until they
	// match or watch has nothing more to rebuild.
	differ := gametest.Differing(built, gametest.Files(out))
	for len(differ) > 0 && next(20*time.Second) {
		differ = gametest.Differing(built, gametest.Files(out))
	}
	cmd.Process.Signal(os.Interrupt)
	cmd.Wait()
	if len(built) < 8 {
		t.Errorf("build wrote %d files", len(built))
	}
	for _, d := range differ {
		t.Errorf("%s: watch's differs from build's", d)
	}
}
