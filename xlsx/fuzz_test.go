package xlsx

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// fuzzLimits keep a fuzzed workbook's cost small: what a refused file may
// unpack and a sheet stand for.
var fuzzLimits = Limits{Unpacked: 4 << 20, Part: 2 << 20, Entries: 100, Cells: 5000}

// checkRead reads every sheet of src: it must not panic, an error must be
// an *Error, and a sheet read must stand for no more cells than the limit.
func checkRead(t *testing.T, src []byte) {
	wb, err := Open(src, fuzzLimits)
	if err != nil {
		var e *Error
		if !errors.As(err, &e) || err.Error() == "" {
			t.Fatalf("Open: %v (%T), not an *Error", err, err)
		}
		return
	}
	for _, s := range wb.Sheets {
		rows, err := wb.Rows(s)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) || e.Sheet == "" && e.Part == "" {
				t.Fatalf("Rows(%q): %v (%T), not an *Error naming where", s, err, err)
			}
			continue
		}
		cells := 0
		for _, r := range rows {
			cells += len(r)
		}
		if cells > fuzzLimits.Cells {
			t.Fatalf("sheet %q: %d cells read, over the limit of %d", s, cells, fuzzLimits.Cells)
		}
	}
}

// FuzzXLSX reads fuzzed archives: workbooks of every cell kind, the
// fixtures, and what the fuzzer makes of them.
func FuzzXLSX(f *testing.F) {
	rng := rand.New(rand.NewPCG(1, 2))
	for range 4 {
		f.Add(randomWorkbook(f, rng))
	}
	for _, fx := range fixtures {
		f.Add(fx.pack())
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		checkRead(t, src)
	})
}

// FuzzSheet reads fuzzed sheet and shared strings XML in a sound archive,
// where the fuzzer reaches the cells rather than the zip's checksums.
// Where both readers take a sheet, their cells must agree.
func FuzzSheet(f *testing.F) {
	for _, fx := range fixtures {
		if fx.parts == nil {
			f.Add(fx.sheetRows, strings.Join(fx.sst, ""))
		}
	}
	f.Add(`<row r="1"><c r="A1" t="s"><v>0</v></c><c r="XFD1"><v>1</v></c></row><row r="1048576"><c><v>2</v></c></row>`, `<si><t>x</t></si>`)
	f.Fuzz(func(t *testing.T, rows, items string) {
		src := fixture{sheetRows: rows, sst: []string{items}}.pack()
		checkRead(t, src)
		wb, err := Open(src, fuzzLimits)
		if err != nil {
			return
		}
		got, err := wb.Rows("Cards")
		if err != nil {
			return
		}
		want, _, err := excelizeRows(src)
		if err == nil && !slices.EqualFunc(got, want["Cards"], slices.Equal) {
			t.Fatalf("rows %q, items %q:\n got %q\nwant %q (excelize)", rows, items, got, want["Cards"])
		}
	})
}

// FuzzWorkbook reads fuzzed workbook XML and workbook relationships in a
// sound archive: sheet names and order, targets relative and absolute.
func FuzzWorkbook(f *testing.F) {
	f.Add(workbookXML("Cards", "Other"), rels("worksheet", "worksheets/sheet1.xml", "worksheet", "/xl/worksheets/sheet1.xml", "sharedStrings", "../xl/sharedStrings.xml"))
	f.Add(`<workbook xmlns:r="urn:r"><sheets><sheet name="Cards" r:id="a"/><sheet name="Cards" r:id="b"/></sheets></workbook>`,
		`<Relationships><Relationship Id="a" Target="worksheets/../worksheets/sheet1.xml"/><Relationship Id="b" Target="/"/></Relationships>`)
	f.Fuzz(func(t *testing.T, book, relations string) {
		src := fixture{sheetRows: `<row r="1"><c r="A1" t="s"><v>0</v></c></row>`, sst: []string{`<si><t>x</t></si>`},
			parts: []string{"xl/workbook.xml", book, "xl/_rels/workbook.xml.rels", relations}}.pack()
		checkRead(t, src)
	})
}
