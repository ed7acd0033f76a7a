package engine

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cardpress/catalog"
	"cardpress/games"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

func windia(t testing.TB) *catalog.Catalog {
	t.Helper()
	c, err := catalog.LoadFS(games.Default(), games.DefaultPath)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// Every malformed block of testdata/malformed gives file:line and a clear
// message (golden .want files; go test -update rewrites them), never a panic.
func TestMalformedExamples(t *testing.T) {
	v := NewVocabulary(windia(t))
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
			blocks := FindBlocks(filepath.Base(f), string(src))
			if len(blocks) != 1 {
				t.Fatalf("want 1 example block, got %d", len(blocks))
			}
			b := blocks[0]
			_, perr := v.Parse(b.File, b.Line, b.Title, b.Body)
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

// The parsed form lists, for the manual, every card a step mentions with its
// entry id and colors, and the choices written with it.
func TestParseStructure(t *testing.T) {
	body := strings.Join([]string{
		"players: Alice, Bob, Carol",
		"play card: 赤３",
		"Alice: 赤Chain、赤５, Wild D Draw5, 黄/緑１５, 2 more",
		"Alice plays Wild D Draw5 (青, skip) → turn: Carol; pending draw: 5",
		"Carol cannot play yellow/green 15 (green): does not match",
		"→ Carol drew 0",
	}, "\n")
	ex, err := ParseExample(windia(t), "x.md", 10, "Title", body)
	if err != nil {
		t.Fatal(err)
	}
	if len(ex.Players) != 3 || ex.Players[2] != "Carol" {
		t.Fatalf("players %v", ex.Players)
	}
	hand := ex.Setup[2]
	if hand.Key != "hand" || hand.Player != "Alice" || hand.More != 2 || len(hand.Cards) != 4 || hand.Line != 13 {
		t.Fatalf("hand setting %+v", hand)
	}
	if c := hand.Cards[0]; c.Entry != "chain" || strings.Join(c.Colors, "/") != "red" {
		t.Errorf("赤Chain read as %+v", c)
	}
	if c := hand.Cards[3]; c.Entry != "15" || strings.Join(c.Colors, "/") != "yellow/green" {
		t.Errorf("黄/緑１５ read as %+v", c)
	}
	st := ex.Steps[0]
	if st.Verb != "plays" || st.Line != 14 || len(st.Cards) != 1 || st.Cards[0].Entry != "wild-d-draw5" || st.Cards[0].Colors != nil {
		t.Fatalf("step %+v", st)
	}
	ch := st.Cards[0].Choices
	if len(ch) != 2 || ch[0].Kind != ChoiceColor || ch[0].Value != "blue" || ch[1].Kind != ChoiceOption || ch[1].Value != "skip" {
		t.Errorf("choices %+v %+v", ch[0], ch[1])
	}
	if len(st.Expect) != 2 || st.Expect[0].Key != "turn" || st.Expect[1].Key != "pending draw" || st.Expect[1].N != 5 {
		t.Errorf("inline expectations %+v", st.Expect)
	}
	c2 := ex.Steps[1]
	if !c2.Cannot || c2.Reason != "does not match" || len(c2.Expect) != 1 || c2.Expect[0].Line != 16 {
		t.Errorf("cannot step %+v", c2)
	}
}

func TestFindBlocks(t *testing.T) {
	src := "# T\n\n```example One\nplayers: A, B\n```\n\n````\n```example not a block\n````\n~~~example Two\nx\n~~~\n```go\ncode\n```\n```example Unclosed\nbody"
	got := FindBlocks("f.md", src)
	var titles []string
	for _, b := range got {
		titles = append(titles, fmt.Sprintf("%s@%d", b.Title, b.Line))
	}
	if strings.Join(titles, ",") != "One@3,Two@10,Unclosed@16" {
		t.Errorf("blocks %v", titles)
	}
}

// FuzzParseExample feeds arbitrary example bodies to the parser: it must
// return an example or a positioned error, never panic.
func FuzzParseExample(f *testing.F) {
	c := windia(f)
	v := NewVocabulary(c)
	blocks, err := ReadBlocks(c.FS, "games/windia-war")
	if err != nil {
		f.Fatal(err)
	}
	for _, b := range blocks {
		f.Add(b.Title, b.Body)
	}
	files, _ := filepath.Glob("testdata/malformed/*.txt")
	for _, file := range files {
		src, _ := os.ReadFile(file)
		for _, b := range FindBlocks(file, string(src)) {
			f.Add(b.Title, b.Body)
		}
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

func TestUnclosedExampleIsReportedWhereItOpens(t *testing.T) {
	c := windia(t)
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, "manual"), 0o755)
	os.WriteFile(filepath.Join(dir, "manual", "10.md"), []byte("# Rules\n\n```example Unclosed\nplayers: Alice, Bob\n\n# Next section\n\nText.\n"), 0o644)
	c.FS = os.DirFS(dir)
	c.Path = "g/catalog.toml"
	rep, err := Check(c, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Failed != 1 || rep.Results[0].Failure.Line != 3 || !strings.Contains(rep.Results[0].Failure.Got, "never closed") {
		t.Fatalf("got %+v", rep.Results[0].Failure)
	}
}
