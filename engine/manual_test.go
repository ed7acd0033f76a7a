package engine_test

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"cardpress/catalog"
	"cardpress/engine"
	"cardpress/manual"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// examplesOf reads the example blocks of Markdown sources with the manual's
// reader, as check does; parse errors stay in the blocks.
func examplesOf(t testing.TB, c *catalog.Catalog, srcs []manual.Source) []*engine.Block {
	t.Helper()
	book, _ := manual.Read(c, windiaRules(t), srcs)
	return book.Examples()
}

// windiaCatalog is Windia War's catalog, the package's shared load of
// the folder's (gameFolder).
func windiaCatalog(t testing.TB) *catalog.Catalog {
	t.Helper()
	return gameFolder(t, "windia-war").Catalog
}

// windiaRules are Windia War's rules as its folder loads them (the
// package's shared load, gameFolder): its data description, with the
// example words it gives, for Windia War's catalog (windiaCatalog).
func windiaRules(t testing.TB) *engine.Rules {
	t.Helper()
	return gameFolder(t, "windia-war").Rules
}

// Every malformed block of testdata/malformed gives file:line and a clear
// message (golden .want files; go test -update rewrites them), never a panic.
func TestMalformedExamples(t *testing.T) {
	c := windiaCatalog(t)
	v := engine.NewVocabulary(c, windiaRules(t))
	files, _ := filepath.Glob("testdata/malformed/*.txt")
	if len(files) == 0 {
		t.Fatal("no test cases")
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			blocks := examplesOf(t, c, []manual.Source{{Name: filepath.Base(f), Data: src}})
			if len(blocks) != 1 {
				t.Fatalf("want 1 example block, got %d", len(blocks))
			}
			b := blocks[0]
			_, perr := v.Parse(b.Pos.File, b.Pos.Line, b.Title, b.Body)
			if perr == nil {
				t.Fatal("malformed example parsed without error")
			}
			got := perr.Error() + "\n"
			if strings.Contains(got, "internal error") {
				t.Fatalf("parser panicked: %s", got)
			}
			want := strings.TrimSuffix(f, ".txt") + ".want"
			if *update {
				os.WriteFile(want, []byte(got), 0o644)
				return
			}
			w, err := os.ReadFile(want)
			if err != nil {
				t.Fatalf("%v (run go test -update)", err)
			}
			if got != string(w) {
				t.Errorf("got  %s want %s", got, w)
			}
		})
	}
}

// FuzzParseExample feeds arbitrary example bodies to the parser: it must
// return an example or a positioned error, never panic.
func FuzzParseExample(f *testing.F) {
	c := windiaCatalog(f)
	v := engine.NewVocabulary(c, windiaRules(f))
	srcs, err := manual.Sources(c.FS, "games/windia-war")
	if err != nil {
		f.Fatal(err)
	}
	files, _ := filepath.Glob("testdata/malformed/*.txt")
	for _, file := range files {
		src, _ := os.ReadFile(file)
		srcs = append(srcs, manual.Source{Name: file, Data: src})
	}
	for _, b := range examplesOf(f, c, srcs) {
		f.Add(b.Title, b.Body)
	}
	f.Fuzz(func(t *testing.T, title, body string) {
		ex, err := v.Parse("f.md", 1, title, body)
		if err != nil {
			if strings.Contains(err.Error(), "internal error") {
				t.Fatalf("parser panicked: %v", err)
			}
			if !strings.HasPrefix(err.Error(), "f.md:") {
				t.Fatalf("error without position: %v", err)
			}
			return
		}
		if ex == nil || len(ex.Players) < 2 {
			t.Fatalf("parsed example without players")
		}
	})
}

// A failing step of an example in a block quote is reported at its column
// in the file, past the quote's marks, as the checker plays the very
// example node the manual prints.
func TestFailureInAQuoteAtItsSourceColumn(t *testing.T) {
	c := windiaCatalog(t)
	src := "# Q\n\n> ```example Quoted\n> players: Alice, Bob\n> play card: red 3\n> Alice: red 5, 2 more\n> Alice plays red 5 → Alice has 9 cards\n> ```\n"
	rules := windiaRules(t)
	book, errs := manual.Read(c, rules, []manual.Source{{Name: "m.md", Data: []byte(src)}})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	g, err := rules.Load(c)
	if err != nil {
		t.Fatal(err)
	}
	rep := engine.Check(c, g, book.Examples(), engine.Options{})
	if rep.Failed != 1 {
		t.Fatalf("%d failed", rep.Failed)
	}
	f := rep.Results[0].Failure
	line := "> Alice plays red 5 → Alice has 9 cards"
	if want := utf8.RuneCountInString(line[:strings.Index(line, "Alice has")]) + 1; f.Pos.File != "m.md" || f.Pos.Line != 7 || f.Pos.Col != want {
		t.Errorf("failure at %s (step %q, expected %q, got %q), want column %d (the expectation, past \"> \")", f.Pos, f.Step, f.Expected, f.Got, want)
	}
}
