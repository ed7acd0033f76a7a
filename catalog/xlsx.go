package catalog

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/xuri/excelize/v2"

	"cardpress/diag"
)

// maxUnzipped bounds what reading a workbook may unpack: 64 MB of XML is
// hundreds of thousands of cells, far beyond a card game, while a zip bomb
// of a few kilobytes could otherwise unpack to gigabytes. Below it every
// part stays in memory (no temporary files).
const maxUnzipped = 64 << 20

// maxSheetCells bounds the cells one workbook's sheet may expand to, for
// both readers (XLSX and ODS): a card game has thousands; a file whose
// repeats or far-off cells stand for billions is refused before they are
// written out.
const maxSheetCells = 1 << 20

// errTooManyCells is why a sheet over maxSheetCells is refused.
var errTooManyCells = fmt.Errorf("the sheet stands for over %d cells (the limit of a sheet of card data); delete the rows and columns past the cards, or give the cards a sheet of their own", maxSheetCells)

// xlsxCells reads one sheet of an XLSX workbook, src, shown as shown, into
// rows of cells: the sheet named (the first when sheet is ""), its cells'
// stored values (3, not a number format's "3.00"). Empty rows are left out,
// so the header is the first row with a cell. It returns nil after
// reporting a workbook it cannot read.
func (d *decoder) xlsxCells(shown string, src []byte, sheet string) *cells {
	whole := diag.Pos{File: shown}
	f, err := excelize.OpenReader(bytes.NewReader(src), excelize.Options{RawCellValue: true, UnzipSizeLimit: maxUnzipped, UnzipXMLSizeLimit: maxUnzipped})
	if err != nil {
		d.report(whole, false, "not a readable XLSX workbook (%v); save it again as .xlsx (Excel workbook)", err)
		return nil
	}
	defer f.Close()
	sheet, ok := d.pickSheet(whole, f.GetSheetList(), sheet)
	if !ok {
		return nil
	}
	all, at, err := xlsxRows(f, sheet)
	if err != nil {
		d.report(diag.Pos{File: shown, Sheet: sheet, Line: at.Line, Col: at.Col}, false, "cannot read the sheet: %v", err)
		return nil
	}
	return d.sheetCells("XLSX", shown, sheet, all)
}

// xlsxRows reads a sheet row by row (excelize's stream, not GetRows, which
// would pad every row to its last cell before any could be counted):
// all[i] is row i+1. A sheet over maxSheetCells is refused at (at) the
// last cell of the row that passes it, the one that makes the row so long.
func xlsxRows(f *excelize.File, sheet string) (all [][]string, at diag.Pos, err error) {
	rows, err := f.Rows(sheet)
	if err != nil {
		return nil, at, err
	}
	defer rows.Close()
	cells := 0
	for n := 1; rows.Next(); n++ {
		row, err := rows.Columns()
		if err != nil {
			return nil, diag.Pos{Line: n}, err
		}
		if len(row) == 0 {
			continue
		}
		if cells += len(row); cells > maxSheetCells {
			return nil, diag.Pos{Line: n, Col: len(row)}, errTooManyCells
		}
		all = append(all, make([][]string, n-1-len(all))...)
		all = append(all, row)
	}
	return all, at, rows.Error()
}

// pickSheet is the sheet of a workbook (its sheets names) that card_files
// names, or its first; ok is false after reporting that there is none.
func (d *decoder) pickSheet(whole diag.Pos, names []string, sheet string) (string, bool) {
	switch {
	case len(names) == 0:
		d.report(whole, false, "the workbook has no sheets")
		return "", false
	case sheet == "":
		return names[0], true
	case !contains(names, sheet):
		d.report(whole, false, "the workbook has no sheet %q%s", sheet, DidYouMean(sheet, names))
		return "", false
	}
	return sheet, true
}

// sheetCells makes one sheet's rows (rows[i] is the sheet's row i+1, a
// cell a string) the card data of a workbook: empty rows are left out, so
// the header is the first row with a cell, and every cell is known as
// Sheet!C7. It returns nil after reporting an empty sheet.
func (d *decoder) sheetCells(kind, shown, sheet string, all [][]string) *cells {
	at := func(r, c int) diag.Pos { return diag.Pos{File: shown, Sheet: sheet, Line: r, Col: c} }
	var rows [][]string
	var lines []int // the sheet's row number of each row kept
	for i, row := range all {
		if strings.TrimSpace(strings.Join(row, "")) != "" {
			rows, lines = append(rows, row), append(lines, i+1)
		}
	}
	if len(rows) == 0 {
		d.report(at(0, 0), false, "the sheet is empty; its first row names the card keys, like id, name, kind")
		return nil
	}
	for i := range rows[0] {
		rows[0][i] = strings.TrimSpace(rows[0][i])
	}
	cell := func(r, c int) span { return span{cell: at(lines[r], c+1)} }
	return &cells{
		kind:   kind,
		rows:   rows,
		row:    func(r int) span { return cell(r, 0) },
		cell:   cell,
		inCell: func(r, c, _ int) span { return cell(r, c) },
		column: func(c int) string { return fmt.Sprintf("column %s", diag.ColumnName(c+1)) },
		short:  true,
	}
}
