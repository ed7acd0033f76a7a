package xlsx

import (
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// maxRows and maxCols are the size of a sheet's grid (1,048,576 rows by
// XFD, 16,384 columns): a reference beyond them is an error.
const (
	maxRows = 1 << 20
	maxCols = 1 << 14
)

// Rows reads one sheet: rows[i] is its row i+1 and rows[i][j] the cell of
// column j+1, as stored. A row ends at its last cell with a value (or a
// formula); a row without one is nil; rows after the last with a cell are
// left out. A sheet whose rows, each counted to its last cell, stand for
// more than Limits.Cells cells is refused at the cell that passes it
// (ErrTooManyCells), before it is padded out.
func (w *Workbook) Rows(sheet string) ([][]string, error) {
	part, ok := w.parts[sheet]
	if !ok {
		return nil, &Error{Err: fmt.Errorf("the workbook has no sheet %q", sheet)}
	}
	if part == "" || !w.a.has(part) {
		return nil, &Error{Sheet: sheet, Err: fmt.Errorf("the sheet has no worksheet part in the archive")}
	}
	if err := w.readShared(); err != nil {
		return nil, err
	}
	data, err := w.a.read(part)
	var e *Error
	if errors.As(err, &e) {
		e.Sheet = sheet
	}
	if err != nil {
		return nil, err
	}
	r := &sheetReader{w: w, dec: newDecoder(data), limit: w.a.limits.Cells}
	if err := r.read(); err != nil {
		// A cell's or row's error is at its start tag; the XML's where the
		// decoder stopped.
		line, col := r.dec.InputPos()
		var at *elementError
		if errors.As(err, &at) {
			line, col, err = at.line, at.col, at.err
		}
		return nil, &Error{Part: part, Line: line, Column: col, Sheet: sheet, Row: r.row, Col: r.col, Err: err}
	}
	return r.rows, nil
}

// sheetReader walks a worksheet's XML, keeping the row and cell being read.
type sheetReader struct {
	w        *Workbook
	dec      *xml.Decoder
	rows     [][]string
	row, col int // the row and cell being read (col 0: between cells)
	cells    int // cells the rows so far stand for
	limit    int
	// where the element being read starts in the XML
	line, column int
}

// elementError is why a row or cell is refused, at its start tag.
type elementError struct {
	err       error
	line, col int
}

func (e *elementError) Error() string { return e.err.Error() }

// refuse is an error of the row or cell being read.
func (r *sheetReader) refuse(format string, args ...any) error {
	return &elementError{err: fmt.Errorf(format, args...), line: r.line, col: r.column}
}

// read reads the rows of <sheetData>; what else the sheet holds (columns'
// widths, merged cells, drawings) is not card data.
func (r *sheetReader) read() error {
	for {
		r.line, r.column = r.dec.InputPos()
		tok, err := r.dec.Token()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		if t, ok := tok.(xml.StartElement); ok && t.Name.Local == "row" {
			if err := r.readRow(t); err != nil {
				return err
			}
		}
	}
}

// readRow reads one <row>: its number (the one after the last when not
// given) and its cells.
func (r *sheetReader) readRow(t xml.StartElement) error {
	n := r.row + 1
	if s := attr(t, "r"); s != "" {
		v, err := strconv.Atoi(s)
		if err != nil || v < 1 || v > maxRows {
			r.row, r.col = 0, 0
			return r.refuse("a row's number is %q, not one of 1 to %d", s, maxRows)
		}
		if v <= r.row {
			prev := r.row
			r.row, r.col = v, 0
			return r.refuse("row %d comes after row %d; a sheet's rows must be in order", v, prev)
		}
		n = v
	}
	r.row, r.col = n, 0
	var row []string
	for {
		r.line, r.column = r.dec.InputPos()
		tok, err := r.dec.Token()
		if err != nil {
			return unexpectedEOF(err)
		}
		switch t := tok.(type) {
		case xml.StartElement:
			if t.Name.Local != "c" {
				if err := r.dec.Skip(); err != nil {
					return unexpectedEOF(err)
				}
				continue
			}
			if row, err = r.readCell(t, row); err != nil {
				return err
			}
		case xml.EndElement:
			if len(row) > 0 {
				r.rows = append(r.rows, make([][]string, n-1-len(r.rows))...)
				r.rows = append(r.rows, row)
			}
			r.col = 0
			return nil
		}
	}
}

// readCell reads one <c> into row, at its column (the one after the last
// when not given).
func (r *sheetReader) readCell(t xml.StartElement, row []string) ([]string, error) {
	col := r.col + 1
	if ref := attr(t, "r"); ref != "" {
		c, err := column(ref)
		if err != nil {
			r.col = 0 // the cell's column is not known: the error names its row
			return row, &elementError{err: err, line: r.line, col: r.column}
		}
		if c <= r.col {
			prev := r.col
			r.col = c
			return row, r.refuse("cell %s comes after %s; a row's cells must be in column order", ref, cellName(prev, r.row))
		}
		col = c
	}
	if col > maxCols {
		r.col = 0
		return row, r.refuse("a cell beyond column %s, the last of a sheet", cellName(maxCols, 0))
	}
	r.col = col
	c, err := r.readC(t)
	if err != nil {
		return row, err
	}
	value, err := r.value(c)
	if err != nil {
		return row, &elementError{err: err, line: r.line, col: r.column}
	}
	if value == "" && !c.formula {
		return row, nil
	}
	// The row grows to this cell: counted before it is padded out.
	if r.cells += col - len(row); r.cells > r.limit {
		return row, &elementError{err: fmt.Errorf("%w (%d)", ErrTooManyCells, r.limit), line: r.line, col: r.column}
	}
	for len(row) < col-1 {
		row = append(row, "")
	}
	return append(row, value), nil
}

// cellXML is what a <c> holds: its type, stored value (<v>), inline
// string (<is>) and whether it has a formula.
type cellXML struct {
	typ, v   string
	inline   *string
	formula  bool
	hasValue bool
}

// readC reads a <c> element to its end.
func (r *sheetReader) readC(t xml.StartElement) (cellXML, error) {
	c := cellXML{typ: attr(t, "t")}
	for {
		tok, err := r.dec.Token()
		if err != nil {
			return c, unexpectedEOF(err)
		}
		switch t := tok.(type) {
		case xml.StartElement:
			switch t.Name.Local {
			case "v":
				c.v, err = elementText(r.dec)
				c.hasValue = true
			case "f":
				c.formula = true
				err = r.dec.Skip()
			case "is":
				var s string
				s, err = readStringItem(r.dec)
				c.inline = &s
			default:
				err = r.dec.Skip()
			}
			if err != nil {
				return c, unexpectedEOF(err)
			}
		case xml.EndElement:
			return c, nil
		}
	}
}

// value is a cell's value as stored, by its type: a shared string's text,
// an inline string's, and for the rest (numbers, booleans as 1 and 0,
// formulas' cached values, errors like #DIV/0!, ISO dates) <v> as written.
func (r *sheetReader) value(c cellXML) (string, error) {
	switch c.typ {
	case "s":
		if c.v == "" {
			return "", nil
		}
		return r.w.sharedString(c.v)
	case "inlineStr":
		if c.inline != nil {
			return *c.inline, nil
		}
	}
	return c.v, nil
}

// column is the column of a cell reference like B7 or $B$7, 1 for A.
func column(ref string) (int, error) {
	s := strings.TrimPrefix(ref, "$")
	n, i := 0, 0
	for ; i < len(s); i++ {
		ch := s[i]
		if ch >= 'a' && ch <= 'z' {
			ch -= 'a' - 'A'
		}
		if ch < 'A' || ch > 'Z' {
			break
		}
		if n = n*26 + int(ch-'A'+1); n > maxCols {
			return 0, fmt.Errorf("cell %q is beyond column %s, the last of a sheet", ref, cellName(maxCols, 0))
		}
	}
	rest := strings.TrimPrefix(s[i:], "$")
	row, err := strconv.Atoi(rest)
	if n == 0 || err != nil || row < 1 || rest[0] == '+' || row > maxRows {
		return 0, fmt.Errorf("%q is not a cell reference like B7", ref)
	}
	return n, nil
}

// unexpectedEOF makes the end of a part inside an element an error.
func unexpectedEOF(err error) error {
	if errors.Is(err, io.EOF) {
		return io.ErrUnexpectedEOF
	}
	return err
}
