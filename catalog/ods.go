package catalog

import (
	"archive/zip"
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"cardpress/diag"
)

// An OpenDocument spreadsheet (.ods, LibreOffice's own) is read by a small
// reader of its content.xml rather than a library: the Go ODS readers are
// unmaintained, and what card data needs of the format is its tables,
// rows and cells, a page of XML. A cell is read as stored (office:value
// for a number, 3 and not a format's 3.00), its paragraphs joined by line
// breaks; rows and cells a spreadsheet repeats (number-rows-repeated) are
// counted, not written out, unless they hold something.

// odsCells reads one sheet of an ODS spreadsheet: the sheet named, or the
// first. It returns nil after reporting a file it cannot read.
func (d *decoder) odsCells(shown string, src []byte, sheet string) *cells {
	whole := diag.Pos{File: shown}
	content, err := odsContent(src)
	var sheets []odsSheet
	if err == nil {
		sheets, err = odsSheets(content)
	}
	var big *odsTooBig
	switch {
	case errors.As(err, &big):
		d.report(diag.Pos{File: shown, Sheet: big.sheet, Line: big.line, Col: big.col}, false, "%v", errTooManyCells)
		return nil
	case err != nil:
		d.report(whole, false, "not a readable OpenDocument spreadsheet (%v); save it again as .ods", err)
		return nil
	}
	var names []string
	for _, s := range sheets {
		names = append(names, s.name)
	}
	sheet, ok := d.pickSheet(whole, names, sheet)
	if !ok {
		return nil
	}
	i := slices.Index(names, sheet)
	return d.sheetCells("ODS", shown, sheet, sheets[i].rows)
}

// odsContent is the content.xml of an ODS file, at most maxUnzipped bytes.
func odsContent(src []byte) ([]byte, error) {
	z, err := zip.NewReader(bytes.NewReader(src), int64(len(src)))
	if err != nil {
		return nil, err
	}
	f, err := z.Open("content.xml")
	if err != nil {
		return nil, errors.New("it has no content.xml")
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, maxUnzipped+1))
	if err == nil && len(data) > maxUnzipped {
		err = fmt.Errorf("its content unpacks to over %d MB", maxUnzipped>>20)
	}
	return data, err
}

// odsSheet is one table of a spreadsheet: rows[i] is its row i+1.
type odsSheet struct {
	name string
	rows [][]string
}

// The namespaces of the elements and attributes read.
const (
	odsTable  = "urn:oasis:names:tc:opendocument:xmlns:table:1.0"
	odsText   = "urn:oasis:names:tc:opendocument:xmlns:text:1.0"
	odsOffice = "urn:oasis:names:tc:opendocument:xmlns:office:1.0"
)

// odsReader walks content.xml, keeping the sheet being read.
type odsReader struct {
	sheets []odsSheet
	row    []string // the row being read
	rowRep int      // how many times it stands
	// Empty cells and rows a spreadsheet repeats to the end of its grid
	// are only counted (pending), and written out before one that is not
	// empty.
	emptyCells, emptyRows int
	cell                  *strings.Builder
	value                 string // a cell's stored value, when not its text
	colRep                int
	paras                 int // paragraphs of the cell so far
	cells                 int // cells expanded so far
}

// odsSheets reads the tables of content.xml.
func odsSheets(content []byte) ([]odsSheet, error) {
	dec := xml.NewDecoder(bytes.NewReader(content))
	r := &odsReader{}
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			return r.sheets, nil
		}
		if err != nil {
			return nil, err
		}
		switch t := tok.(type) {
		case xml.StartElement:
			if err := r.start(t); err != nil {
				return nil, err
			}
		case xml.EndElement:
			if err := r.end(t); err != nil {
				return nil, err
			}
		case xml.CharData:
			if r.cell != nil && r.value == "" {
				r.cell.Write(t)
			}
		}
	}
}

func attr(t xml.StartElement, space, local string) string {
	for _, a := range t.Attr {
		if a.Name.Space == space && a.Name.Local == local {
			return a.Value
		}
	}
	return ""
}

// repeat is a number-…-repeated attribute: 1 when absent or bad.
func repeat(t xml.StartElement, local string) int {
	n, err := strconv.Atoi(attr(t, odsTable, local))
	if err != nil || n < 1 {
		return 1
	}
	return n
}

func (r *odsReader) start(t xml.StartElement) error {
	switch {
	case t.Name.Space == odsTable && t.Name.Local == "table":
		r.sheets = append(r.sheets, odsSheet{name: attr(t, odsTable, "name")})
		r.emptyRows, r.cells = 0, 0
	case t.Name.Space == odsTable && t.Name.Local == "table-row":
		r.row, r.rowRep, r.emptyCells = nil, repeat(t, "number-rows-repeated"), 0
	case t.Name.Space == odsTable && (t.Name.Local == "table-cell" || t.Name.Local == "covered-table-cell"):
		r.cell, r.paras, r.colRep = &strings.Builder{}, 0, repeat(t, "number-columns-repeated")
		r.value = ""
		switch attr(t, odsOffice, "value-type") {
		case "float", "percentage", "currency":
			r.value = attr(t, odsOffice, "value")
		case "boolean":
			r.value = strings.ToUpper(attr(t, odsOffice, "boolean-value"))
		}
	case r.cell == nil || r.value != "" || t.Name.Space != odsText:
	case t.Name.Local == "p":
		if r.paras++; r.paras > 1 {
			r.cell.WriteByte('\n')
		}
	case t.Name.Local == "s":
		n, err := strconv.Atoi(attr(t, odsText, "c"))
		if err != nil || n < 1 {
			n = 1
		}
		r.cell.WriteString(strings.Repeat(" ", min(n, 1000)))
	case t.Name.Local == "tab":
		r.cell.WriteByte('\t')
	case t.Name.Local == "line-break":
		r.cell.WriteByte('\n')
	}
	return nil
}

func (r *odsReader) end(t xml.EndElement) error {
	if t.Name.Space != odsTable || len(r.sheets) == 0 {
		return nil
	}
	s := &r.sheets[len(r.sheets)-1]
	switch t.Name.Local {
	case "table-cell", "covered-table-cell":
		text := r.cell.String()
		if r.value != "" {
			text = r.value
		}
		r.cell = nil
		if text == "" {
			r.emptyCells = pending(r.emptyCells, r.colRep)
			return nil
		}
		if err := r.count(s, r.emptyCells, r.colRep, 1, len(r.row)+1); err != nil {
			return err
		}
		for range r.emptyCells {
			r.row = append(r.row, "")
		}
		for range r.colRep {
			r.row = append(r.row, text)
		}
		r.emptyCells = 0
	case "table-row":
		row := r.row
		if len(row) == 0 {
			r.emptyRows = pending(r.emptyRows, r.rowRep)
			return nil
		}
		if err := r.count(s, r.emptyRows, r.rowRep, len(row), 1); err != nil {
			return err
		}
		s.rows = append(s.rows, make([][]string, r.emptyRows)...)
		for range r.rowRep {
			s.rows = append(s.rows, row)
		}
		r.emptyRows = 0
	}
	return nil
}

// pending adds rep empty cells or rows to the n pending, saturating at
// maxSheetCells: a repeat may be as large as an int, and a sum that wraps
// would pass any cap.
func pending(n, rep int) int {
	if rep > maxSheetCells-n {
		return maxSheetCells
	}
	return n + rep
}

// count adds to the cells expanded in sheet s the pending empty cells (or
// rows) and rep repeats of per cells, refusing a sheet over
// maxSheetCells at column col of the row being read, where the repeat
// that passes it starts. It compares before it adds or multiplies, since
// number-rows-repeated="4611686018427387905" times a 4-cell row wraps to 4.
func (r *odsReader) count(s *odsSheet, pending, rep, per, col int) error {
	room := maxSheetCells - r.cells
	if pending > room || rep > (room-pending)/per {
		return &odsTooBig{sheet: s.name, line: len(s.rows) + r.emptyRows + 1, col: col}
	}
	r.cells += pending + rep*per
	return nil
}

// odsTooBig is a sheet over maxSheetCells, at the row (and cell) that
// passes it.
type odsTooBig struct {
	sheet     string
	line, col int
}

func (e *odsTooBig) Error() string { return errTooManyCells.Error() }
