package catalog

import (
	"bytes"
	"fmt"
	"sort"
	"strings"
	"unicode/utf8"
)

// Pos is a place in a source file. Col counts characters, not bytes, so that
// it matches what an editor shows for Japanese text.
type Pos struct {
	File string
	Line int
	Col  int
}

func (p Pos) String() string {
	if p.Line == 0 {
		return p.File
	}
	return fmt.Sprintf("%s:%d:%d", p.File, p.Line, p.Col)
}

// Diagnostic is one finding of the loader: an error, or a warning that does
// not stop the game from building.
type Diagnostic struct {
	Pos     Pos
	Warning bool
	Msg     string
}

func (d Diagnostic) String() string {
	if d.Warning {
		return d.Pos.String() + ": warning: " + d.Msg
	}
	return d.Pos.String() + ": " + d.Msg
}

// ErrorList holds every error found in a catalog, in file order.
type ErrorList []Diagnostic

func (l ErrorList) Error() string {
	lines := make([]string, len(l))
	for i, d := range l {
		lines[i] = d.String()
	}
	return strings.Join(lines, "\n")
}

func sortDiagnostics(ds []Diagnostic) {
	sort.SliceStable(ds, func(i, j int) bool {
		a, b := ds[i].Pos, ds[j].Pos
		if a.File != b.File {
			return a.File < b.File
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Col < b.Col
	})
}

// lineIndex turns byte offsets of a source into positions.
type lineIndex struct {
	file   string
	src    string
	starts []int // byte offset of each line's first byte
}

func newLineIndex(file, src string) *lineIndex {
	starts := []int{0}
	for i := 0; i < len(src); i++ {
		if src[i] == '\n' {
			starts = append(starts, i+1)
		}
	}
	return &lineIndex{file: file, src: src, starts: starts}
}

// pos returns the position of byte offset off, clamped to the source.
func (x *lineIndex) pos(off int) Pos {
	if off < 0 {
		off = 0
	}
	if off > len(x.src) {
		off = len(x.src)
	}
	line := sort.Search(len(x.starts), func(i int) bool { return x.starts[i] > off }) - 1
	col := utf8.RuneCountInString(x.src[x.starts[line]:off]) + 1
	return Pos{File: x.file, Line: line + 1, Col: col}
}

// Position returns the position of byte offset off in a source file, with
// the column in characters (a UTF-8 byte order mark is not counted), for
// readers of a game's other files: the manual, rules.
func Position(file string, src []byte, off int) Pos {
	if bytes.HasPrefix(src, []byte("\ufeff")) {
		src, off = src[3:], off-3
	}
	return newLineIndex(file, string(src)).pos(off)
}

// InvalidUTF8 returns the offset of the first byte of src that is not
// UTF-8, or -1.
func InvalidUTF8(src []byte) int { return invalidUTF8(string(src)) }
