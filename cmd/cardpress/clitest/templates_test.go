package clitest

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"cardpress/engine/enginetest"
	"cardpress/games"
)

// quickBuilds are the templates TestInitTemplates builds without
// CARDPRESS_LONG.
var quickBuilds = []string{"starter", "skirmish"}

// Every template init offers is a complete small game: its faces lay out,
// its rulebook's examples check (the starter has none, so its check has
// nothing to check), and it builds its cards and its manual. (init's
// help, which lists the templates by family, is TestHelpShowsNoSentinel's.)
// A build repeats the layout validate did and the check, and is most of a
// template's CPU: the quick run builds the starter (whose build writes its
// files although its check fails) and one template with examples,
// skirmish; CARDPRESS_LONG, which .ci/run sets, builds every template.
func TestInitTemplates(t *testing.T) {
	t.Parallel()
	for _, name := range games.Templates {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			tg := templateGame(t, name)
			game := tg.dir
			if r := cardpress(t, dir, "validate", game); r.code != 0 || !strings.Contains(r.stdout, "faces and backs laid out ✓") {
				t.Errorf("validate: exit %d\n%s%s", r.code, r.stdout, r.stderr)
			}
			r := tg.check
			if name == "starter" {
				if r.code != 1 || !strings.Contains(r.stderr, "nothing to check") {
					t.Errorf("check of the starter: exit %d\n%s", r.code, r.stderr)
				}
			} else if m := regexp.MustCompile(`\n(\d+) passed, 0 failed\n$`).FindStringSubmatch(r.stdout); r.code != 0 || m == nil {
				t.Errorf("check: exit %d\n%s%s", r.code, r.stdout, r.stderr)
			} else if n, _ := strconv.Atoi(m[1]); n < 10 {
				t.Errorf("check: %d examples, want a rulebook of 10 or more", n)
			}
			if !enginetest.Long() && !slices.Contains(quickBuilds, name) {
				return
			}
			out := filepath.Join(dir, "out")
			// At 40 dpi: the PNGs at 300 were half a template's build.
			if r := cardpress(t, dir, "build", game, "--out", out, "--dpi", "40", "-q"); r.code != 0 && name != "starter" {
				t.Fatalf("build: exit %d\n%s", r.code, r.stderr)
			}
			for _, f := range []string{"cards.pdf", "manual.pdf", "png/back.png"} {
				if _, err := os.Stat(filepath.Join(out, f)); err != nil {
					t.Errorf("build: %v", err)
				}
			}
		})
	}
}

// templateGame returns the template name as `cardpress init --template
// NAME` writes it into a folder of its own, and the answers of that init
// and of `cardpress check` of the folder, made once per test run for
// TestInitTemplates and TestDataEngineGame, which read the same runs (each
// ran both of its own for Color Shed, Hearts and Veiled Court), and the
// starter's for the tests that start from a copy of it (starterGame). The
// folder is read-only to its users.
func templateGame(t *testing.T, name string) *template {
	t.Helper()
	templatesMu.Lock()
	tg := templates[name]
	if tg == nil {
		tg = &template{dir: filepath.Join(goodRoot, "templates", name)}
		templates[name] = tg
	}
	templatesMu.Unlock()
	tg.once.Do(func() {
		// Shared: noted as the template's, not the first caller's.
		tg.init, tg.err = runAs("templateGame "+name, "init", "--template", name, tg.dir)
		if tg.err == nil && tg.init.code == 0 {
			tg.check, tg.err = runAs("templateGame "+name, "check", tg.dir)
		}
	})
	if tg.err != nil {
		t.Fatal(tg.err)
	}
	if tg.init.code != 0 {
		t.Fatalf("init --template %s: exit %d\n%s%s", name, tg.init.code, tg.init.stdout, tg.init.stderr)
	}
	return tg
}

// template is a template's folder as init wrote it, and the answers of
// that init and of its check.
type template struct {
	once        sync.Once
	dir         string
	init, check result
	err         error // a run that could not start
}

var (
	templatesMu sync.Mutex
	templates   = map[string]*template{}
)
