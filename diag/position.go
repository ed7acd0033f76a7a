package diag

import (
	"bytes"
	"sort"
	"unicode/utf8"
)

// BOM is the UTF-8 byte order mark, which editors do not show and which
// columns therefore do not count.
const BOM = "\ufeff"

// WithoutBOM returns src without a leading byte order mark.
func WithoutBOM(src []byte) string {
	return string(bytes.TrimPrefix(src, []byte(BOM)))
}

// Index turns byte offsets of one source into positions.
type Index struct {
	File   string // the file as shown in messages
	Src    string
	starts []int // byte offset of each line's first byte
}

// NewIndex indexes the lines of src, the text of file.
func NewIndex(file, src string) *Index {
	starts := []int{0}
	for i := 0; i < len(src); i++ {
		if src[i] == '\n' {
			starts = append(starts, i+1)
		}
	}
	return &Index{File: file, Src: src, starts: starts}
}

// Lines is the number of lines of the source.
func (x *Index) Lines() int { return len(x.starts) }

// LineStart returns the byte offset of line n (from 1), clamped to the
// source.
func (x *Index) LineStart(n int) int {
	switch {
	case n < 1:
		return 0
	case n > len(x.starts):
		return len(x.Src)
	}
	return x.starts[n-1]
}

// Pos returns the position of byte offset off, clamped to the source; the
// column counts characters.
func (x *Index) Pos(off int) Pos {
	off = max(0, min(off, len(x.Src)))
	line := sort.Search(len(x.starts), func(i int) bool { return x.starts[i] > off }) - 1
	col := utf8.RuneCountInString(x.Src[x.starts[line]:off]) + 1
	return Pos{File: x.File, Line: line + 1, Col: col}
}

// Position returns the position of byte offset off in src, the text of
// file, not counting a byte order mark. For many look-ups in one source,
// build an Index.
func Position(file string, src []byte, off int) Pos {
	if bytes.HasPrefix(src, []byte(BOM)) {
		src, off = src[len(BOM):], off-len(BOM)
	}
	return NewIndex(file, string(src)).Pos(off)
}
