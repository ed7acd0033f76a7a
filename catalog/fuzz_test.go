package catalog

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"cardpress/diag"
)

// checkDiagnostics fails when an error is not a list of diagnostics, each
// with a message and a position inside the source.
func checkDiagnostics(t *testing.T, err error, file, src string) {
	t.Helper()
	if err == nil {
		return
	}
	var list diag.List
	if !errors.As(err, &list) || len(list) == 0 {
		t.Fatalf("error is %T, want a non-empty ErrorList: %v", err, err)
	}
	lines := strings.Count(src, "\n") + 1
	for _, d := range list {
		if d.Msg == "" || d.Pos.File == file && (d.Pos.Line < 1 || d.Pos.Line > lines || d.Pos.Col < 1) {
			t.Errorf("%s: no message, or a position outside the %d-line source", d, lines)
		}
	}
}

// seeds adds every catalog of the broken corpus and of the shipped games.
func seeds(f *testing.F, pattern string) {
	files, _ := filepath.Glob(pattern)
	for _, p := range files {
		if data, err := os.ReadFile(p); err == nil {
			f.Add(data)
		}
	}
}

// FuzzParse: no catalog source makes the loader (preflight, TOML parser,
// position scanner, decoder, validation) panic, and every diagnostic points
// into the file.
func FuzzParse(f *testing.F) {
	seeds(f, "testdata/broken/*/catalog.toml")
	seeds(f, "../games/*/catalog.toml")
	f.Fuzz(func(t *testing.T, src []byte) {
		c, err := Parse("c.toml", src, fstest.MapFS{"art/a.png": {Data: []byte("\x89PNG\r\n\x1a\n")}})
		if err == nil && c == nil {
			t.Fatal("no error and no catalog")
		}
		checkDiagnostics(t, err, "c.toml", diag.WithoutBOM(src))
	})
}

// FuzzDeck: the same for a player's deck, read against a catalog with
// deck rules.
func FuzzDeck(f *testing.F) {
	seeds(f, "../games/*/decks/*.toml")
	seeds(f, "testdata/broken/deck-rules/decks/*.toml")
	src, err := os.ReadFile("../games/clamp-in-cardland/catalog.toml")
	if err != nil {
		f.Fatal(err)
	}
	c, err := Parse("catalog.toml", src, nil)
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, deck []byte) {
		if _, diags := parseDeck(c, "decks/d.toml", deck); len(diags) > 0 {
			checkDiagnostics(t, diag.List(diags), "decks/d.toml", diag.WithoutBOM(deck))
		}
	})
}

// FuzzCSV: the same for card entries from a CSV file (card_files).
func FuzzCSV(f *testing.F) {
	seeds(f, "../testdata/showcase/*.csv")
	f.Add([]byte("\ufeffid,name,kind,colors,copies\nskip,Skip,action,red;blue,2\n"))
	f.Add([]byte("id,name,kind\n\"a\"\"b\",x\n"))
	f.Add([]byte("id;name;kind\nfire;Fire;action\n"))
	f.Add([]byte("id,name,kind,colors\nfire,\"Fi\"re,action,\"red;\"\"blu\"\"e\"\r\nice,I\"ce,action,red\n"))
	// card_files is a top-level key: before [game].
	cat := []byte("card_files = [\"cards.csv\"]\n[game]\nid = \"g\"\ntitle = \"G\"\nlanguage = \"en\"\n[colors.red]\nname = \"Red\"\nrgb = \"#FF0000\"\n[colors.blue]\nname = \"Blue\"\nrgb = \"#0000FF\"\n")
	if _, err := Parse("catalog.toml", cat, fstest.MapFS{"cards.csv": {Data: []byte("id,name,kind\na,A,action\n")}}); err != nil {
		f.Fatalf("the fuzzed catalog must read its CSV: %v", err)
	}
	f.Fuzz(func(t *testing.T, csv []byte) {
		_, err := Parse("catalog.toml", cat, fstest.MapFS{"cards.csv": {Data: csv}})
		if err == nil {
			return
		}
		var list diag.List
		if !errors.As(err, &list) {
			t.Fatalf("error is %T, want an ErrorList: %v", err, err)
		}
		lines := strings.Count(string(csv), "\n") + 1
		for _, d := range list {
			if d.Pos.File == "cards.csv" && (d.Pos.Line < 1 || d.Pos.Line > lines || d.Pos.Col < 1) {
				t.Errorf("%s: position outside the %d-line CSV", d, lines)
			}
		}
	})
}

// FuzzLayouts: the same for a layouts.toml beside the catalog.
func FuzzLayouts(f *testing.F) {
	seeds(f, "builtin/*.toml")
	seeds(f, "../testdata/showcase/layouts.toml")
	cat := []byte("[game]\nid = \"g\"\ntitle = \"G\"\nlanguage = \"en\"\ncard_size = { width = 63, height = 88 }\n[[card]]\nid = \"a\"\nname = \"A\"\nkind = \"action\"\ntext = \"Draw.\"\n")
	f.Fuzz(func(t *testing.T, layouts []byte) {
		_, err := Parse("catalog.toml", cat, fstest.MapFS{LayoutsFile: {Data: layouts}})
		checkDiagnostics(t, err, LayoutsFile, diag.WithoutBOM(layouts))
	})
}
