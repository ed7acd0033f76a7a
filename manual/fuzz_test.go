package manual

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cardpress/diag"
	"cardpress/internal/gametest"
)

// FuzzManual feeds arbitrary Markdown (directives, inline icons, example
// blocks, tables) to the manual: Build must never panic, and every error
// must point into the file.
func FuzzManual(f *testing.F) {
	c, _ := windia(f) // its sources are among the games' below
	for _, s := range []string{"@card skip\n", "@card skip extra\n", "@toc\n@icons\n@pagebreak\n@nosuch x\n", "text :attack: and :nosuch:\n",
		"```example Title\nA: hand 1 red\n", "| a | b |\n|---|---|\n| 1 | 2 |\n", "> > > > quote\n", "- a\n  - b\n    - c\n"} {
		f.Add([]byte(s))
	}
	files, _ := filepath.Glob("../games/*/manual/*.md")
	for _, p := range files {
		if data, err := os.ReadFile(p); err == nil {
			f.Add(data)
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		if len(src) > 4000 {
			return // typesetting long inputs is the speed tests' job
		}
		_, err := buildSources(c, []Source{{Name: "m.md", Data: src}}, Options{})
		if err == nil {
			return
		}
		var list diag.List
		if !errors.As(err, &list) {
			t.Fatalf("error is %T, want an ErrorList: %v", err, err)
		}
		lines := strings.Count(string(src), "\n") + 1
		for _, d := range list {
			if d.Pos.File == "m.md" && (d.Pos.Line < 1 || d.Pos.Line > lines || d.Pos.Col < 1) {
				t.Errorf("%s: position outside the %d-line source", d, lines)
			}
		}
	})
}

// maxFuzzRead bounds FuzzRead's inputs.
const maxFuzzRead = 3000

// FuzzRead feeds arbitrary Markdown to the rulebook reader (directives,
// icons, example blocks in quotes, lists and code blocks): Read must never
// panic, every diagnostic must point into the file, and every example node
// must be either read or carry the reason it is not.
func FuzzRead(f *testing.F) {
	c, srcs := windia(f)
	for _, s := range srcs {
		// Seeds cut at a line, small enough for the fuzzer to mutate quickly.
		data := s.Data[:min(len(s.Data), maxFuzzRead)]
		f.Add(data[:bytes.LastIndexByte(data, '\n')+1])
	}
	for _, s := range []string{"```example T\nplayers: Alice, Bob\n", "> ```example Q\n> players: Alice, Bob\n> ```\n",
		"- a\n\n  ```example L\n  players: Alice, Bob\n  Alice: red 5\n  ```\n", "    ```example Hidden\n", "````\n```example X\n```\n````\n",
		"~~~example Tilde\nplayers: A, B\n~~~\n", "```example\n```\n", "\ufeff```example T\r\nplayers: Alice, Bob\r\n```\r\n"} {
		f.Add([]byte(s))
	}
	rules := gametest.Games.Lookup(c.Game.RulesID())
	f.Fuzz(func(t *testing.T, src []byte) {
		if len(src) > maxFuzzRead {
			return // reading long inputs is the speed tests' job
		}
		book, errs := Read(c, rules, []Source{{Name: "m.md", Data: src}})
		lines := strings.Count(string(src), "\n") + 1
		inside := func(p diag.Pos) bool { return p.File == "m.md" && p.Line >= 1 && p.Line <= lines }
		for _, d := range errs {
			if !inside(d.Pos) || d.Pos.Col < 1 {
				t.Errorf("%s: position outside the %d-line source", d, lines)
			}
		}
		for _, b := range book.Examples() {
			if (b.Example == nil) == (b.Err == nil) || !inside(b.Pos) {
				t.Errorf("example %s %q: read %v, error %v", b.Pos, b.Title, b.Example != nil, b.Err)
			}
		}
	})
}
