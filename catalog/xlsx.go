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
	sheets := f.GetSheetList()
	switch {
	case len(sheets) == 0:
		d.report(whole, false, "the workbook has no sheets")
		return nil
	case sheet == "":
		sheet = sheets[0]
	case !contains(sheets, sheet):
		d.report(whole, false, "the workbook has no sheet %q%s", sheet, DidYouMean(sheet, sheets))
		return nil
	}
	all, err := f.GetRows(sheet)
	at := func(r, c int) diag.Pos { return diag.Pos{File: shown, Sheet: sheet, Line: r, Col: c} }
	if err != nil {
		d.report(at(0, 0), false, "cannot read the sheet: %v", err)
		return nil
	}
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
		kind:   "XLSX",
		rows:   rows,
		row:    func(r int) span { return cell(r, 0) },
		cell:   cell,
		inCell: func(r, c, _ int) span { return cell(r, c) },
		column: func(c int) string { return fmt.Sprintf("column %s", diag.ColumnName(c+1)) },
		short:  true,
	}
}
