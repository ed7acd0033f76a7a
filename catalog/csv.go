package catalog

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"strings"

	"cardpress/diag"
)

// csvCells reads a CSV file, src, shown as shown, into rows of cells; nil
// after reporting a file it cannot read at all. A record that does not
// parse is reported and ends the rows.
func (d *decoder) csvCells(shown string, src []byte) *cells {
	// Spreadsheets often save a byte order mark, which is not part of the
	// first column's name.
	x := diag.NewIndex(shown, diag.WithoutBOM(src))
	if bad := invalidUTF8(x.Src); bad >= 0 {
		d.report(x.Pos(bad), false, "invalid UTF-8 (byte 0x%02X): save the CSV as UTF-8 (in a spreadsheet: CSV UTF-8)", x.Src[bad])
		return nil
	}
	r := csv.NewReader(strings.NewReader(x.Src))
	r.FieldsPerRecord = -1
	var rows [][]string
	var starts [][]int // the offset of every cell
	failed := false
	for {
		rec, err := r.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			d.report(csvPos(x, err), false, "%s", csvError(x, err))
			failed = true
			break
		}
		at := make([]int, len(rec))
		for i := range rec {
			line, col := r.FieldPos(i)
			at[i] = x.LineStart(line) + col - 1
		}
		rows, starts = append(rows, rec), append(starts, at)
	}
	if len(rows) == 0 {
		if !failed {
			d.report(x.Pos(0), false, "the CSV file is empty; its first row names the card keys, like id,name,kind")
		}
		return nil
	}
	for i := range rows[0] {
		rows[0][i] = strings.TrimSpace(rows[0][i])
	}
	if sep := otherSeparator(rows[0]); sep != "" {
		d.report(x.Pos(0), false, "the cells of this file are separated by %s; a CSV file separates them with commas (in a spreadsheet: save as CSV, comma-separated)", sep)
		return nil
	}
	return &cells{
		kind: "CSV",
		rows: rows,
		row: func(r int) span {
			at := x.LineStart(x.Pos(starts[r][0]).Line)
			return span{key: at, val: at, in: x, headerOnly: true}
		},
		cell: func(r, c int) span {
			at := starts[r][c]
			return span{key: at, val: at, valEnd: at + len(rows[r][c]), in: x}
		},
		inCell: func(r, c, off int) span {
			at := starts[r][c]
			return span{key: at, val: cellOffset(x.Src, at, off), in: x}
		},
		column: func(c int) string { return fmt.Sprintf("column %d", x.Pos(starts[0][c]).Col) },
	}
}

// cellOffset is the source offset of byte off of the cell whose source
// starts at offset at: a quoted cell starts after its quote, and a doubled
// quote or a CRLF inside it is one byte of the cell.
func cellOffset(src string, at, off int) int {
	if at >= len(src) || src[at] != '"' {
		return at + off
	}
	p := at + 1
	for ; off > 0 && p < len(src); off-- {
		if src[p] == '"' || src[p] == '\r' && strings.HasPrefix(src[p:], "\r\n") {
			p++
		}
		p++
	}
	return p
}

// otherSeparator names the separator of a file whose header is one column
// holding semicolons or tabs: a spreadsheet's export in another dialect.
func otherSeparator(header []string) string {
	switch {
	case len(header) != 1:
		return ""
	case strings.Contains(header[0], ";"):
		return "semicolons"
	case strings.Contains(header[0], "\t"):
		return "tabs"
	}
	return ""
}

// quoteProblem finds the quote a CSV parse error is about in the record
// whose source starts at offset start, and says what is wrong with it; off
// is -1 when the record reads well.
func quoteProblem(src string, start int) (off int, msg string) {
	for i := start; i < len(src); i++ {
		if src[i] != '"' {
			for ; i < len(src) && src[i] != ',' && src[i] != '\n'; i++ {
				if src[i] == '"' {
					return i, `a " inside a cell that does not start with one; quote the whole cell and double the " inside it, like "say ""hi"""`
				}
			}
		} else {
			open := i
			for i++; ; i++ {
				j := strings.IndexByte(src[i:], '"')
				if j < 0 {
					return open, `the quoted cell that starts here is never closed; add its closing " (a " inside a quoted cell is written "")`
				}
				if i += j; !strings.HasPrefix(src[i:], `""`) {
					break
				}
				i++
			}
			if i++; i < len(src) && !strings.ContainsRune(",\r\n", rune(src[i])) {
				return i, `text after the closing " of a quoted cell; quote the whole cell and double each " inside it`
			}
		}
		if i >= len(src) || src[i] != ',' {
			break
		}
	}
	return -1, ""
}

func csvPos(x *diag.Index, err error) diag.Pos {
	var pe *csv.ParseError
	if errors.As(err, &pe) {
		if off, _ := quoteProblem(x.Src, x.LineStart(pe.StartLine)); off >= 0 {
			return x.Pos(off)
		}
	}
	if errors.As(err, &pe) && pe.StartLine > 0 && (pe.StartLine < pe.Line || pe.Err == csv.ErrQuote) && pe.StartLine <= x.Lines() {
		return x.Pos(x.LineStart(pe.StartLine)) // a quote left open: where its record starts
	}
	if errors.As(err, &pe) && pe.Line > 0 && pe.Line <= x.Lines() {
		return x.Pos(x.LineStart(pe.Line) + max(pe.Column-1, 0))
	}
	return diag.Pos{File: x.File, Line: 1, Col: 1}
}

func csvError(x *diag.Index, err error) string {
	var pe *csv.ParseError
	if errors.As(err, &pe) {
		if _, msg := quoteProblem(x.Src, x.LineStart(pe.StartLine)); msg != "" {
			return msg
		}
		if pe.Err == csv.ErrFieldCount {
			return pe.Err.Error()
		}
		return fmt.Sprintf("CSV: %v", pe.Err)
	}
	return "CSV: " + err.Error()
}
