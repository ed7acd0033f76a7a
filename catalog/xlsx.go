package catalog

import (
	"errors"
	"fmt"
	"strings"

	"cardpress/diag"
	"cardpress/xlsx"
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
// reporting a workbook it cannot read. The reader is cardpress's own
// (package xlsx): excelize, which it replaced, linked an office suite and
// its network stack into every program that reads a catalog.
func (d *decoder) xlsxCells(shown string, src []byte, sheet string) *cells {
	whole := diag.Pos{File: shown}
	limits := xlsx.Limits{Unpacked: maxUnzipped, Part: maxUnzipped, Cells: maxSheetCells}
	wb, err := xlsx.Open(src, limits)
	if err != nil {
		d.report(whole, false, "not a readable XLSX workbook (%v); save it again as .xlsx (Excel workbook)", err)
		return nil
	}
	sheet, ok := d.pickSheet(whole, wb.Sheets, sheet)
	if !ok {
		return nil
	}
	all, err := wb.Rows(sheet)
	if err != nil {
		d.reportSheet(shown, sheet, err)
		return nil
	}
	return d.sheetCells("XLSX", shown, sheet, all)
}

// reportSheet reports why a sheet cannot be read, at the cell being read:
// a sheet over maxSheetCells at the cell that passes it, the one that makes
// its row so long.
func (d *decoder) reportSheet(shown, sheet string, err error) {
	at := diag.Pos{File: shown, Sheet: sheet}
	why := err.Error()
	var e *xlsx.Error
	if errors.As(err, &e) {
		at.Line, at.Col, why = e.Row, e.Col, e.Reason()
		if at.Line > 0 && at.Col == 0 {
			at.Col = 1 // a row's error, at the row's first cell
		}
	}
	if errors.Is(err, xlsx.ErrTooManyCells) {
		why = errTooManyCells.Error()
	}
	d.report(at, false, "cannot read the sheet: %s", why)
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
	cell := func(r, c int) span {
		p := at(lines[r], c+1)
		return span{cell: &p}
	}
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
