package xlsx

import (
	"archive/zip"
	"bytes"
	"errors"
	"fmt"
	"strings"
	"testing"

	"cardpress/xlsx/xlsxtest"
)

// bomb is a zip whose one entry, name, unpacks to size zero bytes from a
// few kilobytes; lie writes a smaller size into its headers.
func bomb(t *testing.T, name string, size int, lie bool) []byte {
	var b bytes.Buffer
	z := zip.NewWriter(&b)
	var w interface{ Write([]byte) (int, error) }
	var err error
	if lie {
		// The headers claim 10 bytes; the data unpacks to size.
		data := deflated(t, size)
		w, err = z.CreateRaw(&zip.FileHeader{Name: name, Method: zip.Deflate, UncompressedSize64: 10, CompressedSize64: uint64(len(data))})
		if err == nil {
			_, err = w.Write(data)
		}
	} else {
		w, err = z.Create(name)
		if err == nil {
			_, err = w.Write(make([]byte, size))
		}
	}
	if err != nil {
		t.Fatal(err)
	}
	z.Close()
	return b.Bytes()
}

// deflated is size zero bytes, deflated as a zip entry holds them.
func deflated(t *testing.T, size int) []byte {
	var b bytes.Buffer
	z := zip.NewWriter(&b)
	w, _ := z.Create("x")
	w.Write(make([]byte, size))
	z.Close()
	r, _ := zip.NewReader(bytes.NewReader(b.Bytes()), int64(b.Len()))
	raw, err := r.File[0].OpenRaw()
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	out.ReadFrom(raw)
	return out.Bytes()
}

// Every refusal names where (the part and its line, the sheet and cell)
// and why, with the limit when a limit refused it; none panics.
func TestErrors(t *testing.T) {
	t.Parallel()
	small := Limits{Unpacked: 900 << 10, Part: 512 << 10, Entries: 8, Cells: 20}
	sheet := func(rows string) []byte { return fixture{sheetRows: rows}.pack() }
	many := make([]string, 0, 20)
	for i := range 10 {
		many = append(many, fmt.Sprintf("f%d", i), "x")
	}
	rowOf := func(n int) string {
		var b strings.Builder
		fmt.Fprintf(&b, `<row r="%d">`, n)
		for c := 1; c <= 5; c++ {
			fmt.Fprintf(&b, `<c r="%s"><v>1</v></c>`, cellName(c, n))
		}
		return b.String() + `</row>`
	}
	tests := []struct {
		name string
		src  []byte
		want string // Error(), exactly
		cell [2]int // the row and column the error names
	}{
		{"not a zip", []byte("id,name\n"), "not a zip archive (zip: not a valid zip file)", [2]int{}},
		{"too many entries", xlsxtest.Zip(many...), "the archive has 10 entries, over the limit of 8", [2]int{}},
		{"no workbook", xlsxtest.Zip("a.txt", "x"), "the archive has no workbook part (xl/workbook.xml); it is not an XLSX workbook", [2]int{}},
		{"a part too big, as declared", bomb(t, "xl/workbook.xml", 600<<10, false), "xl/workbook.xml: it unpacks to over 512 KB, the limit of one part", [2]int{}},
		{"a zip bomb lying about its size", bomb(t, "xl/workbook.xml", 8<<20, true), "xl/workbook.xml: cannot unpack it (zip: not a valid zip file)", [2]int{}},
		{"the parts together too big", fixture{sheetRows: `<row r="1"><c r="A1"><v>1</v></c></row>`,
			sst: []string{`<si><t>` + strings.Repeat("x", 460<<10) + `</t></si>`}, parts: []string{"xl/worksheets/sheet1.xml", sheetXML(strings.Repeat(" ", 460<<10))}}.pack(),
			"Cards: xl/worksheets/sheet1.xml: the parts read unpack to over 900 KB, the limit of a workbook", [2]int{}},
		{"bad workbook XML", fixture{parts: []string{"xl/workbook.xml", "<workbook>\n<sheets><sheet name='a'></sheets>"}}.pack(),
			"xl/workbook.xml:2:34: XML syntax error on line 2: element <sheet> closed by </sheets>", [2]int{}},
		{"a sheet without a name", fixture{parts: []string{"xl/workbook.xml", `<workbook><sheets><sheet r:id="rId1" ` + nsRel + `/></sheets></workbook>`}}.pack(),
			"xl/workbook.xml:1:19: a sheet has no name", [2]int{}},
		{"two sheets of one name", fixture{parts: []string{"xl/workbook.xml", workbookXML("Cards", "Cards")}}.pack(),
			`xl/workbook.xml:1:246: two sheets are named "Cards"; a workbook's sheets have names of their own`, [2]int{}},
		{"a sheet without its part", fixture{parts: []string{"xl/_rels/workbook.xml.rels", rels("worksheet", "worksheets/gone.xml")}}.pack(),
			"Cards: the sheet has no worksheet part in the archive", [2]int{}},
		{"bad sheet XML", sheet(`<row r="1"><c r="A1"><v>1</v></c></row><row r="2"><c r="B2"><v>2</x></c></row>`),
			"Cards!B2: xl/worksheets/sheet1.xml:1:195: XML syntax error on line 1: element <v> closed by </x>", [2]int{2, 2}},
		{"a sheet cut short", fixture{parts: []string{"xl/worksheets/sheet1.xml", `<worksheet><sheetData><row r="1"><c r="A1"><v>1`}}.pack(),
			"Cards!A1: xl/worksheets/sheet1.xml:1:48: XML syntax error on line 1: unexpected EOF", [2]int{1, 1}},
		{"a shared string out of range", fixture{sheetRows: `<row r="3"><c r="C3" t="s"><v>5</v></c></row>`, sst: []string{`<si><t>a</t></si>`}}.pack(),
			"Cards!C3: xl/worksheets/sheet1.xml:1:138: the cell refers to shared string 5, but the workbook has 1", [2]int{3, 3}},
		{"a shared string that is no number", fixture{sheetRows: `<row r="1"><c r="A1" t="s"><v>x</v></c></row>`, sst: []string{`<si><t>a</t></si>`}}.pack(),
			`Cards!A1: xl/worksheets/sheet1.xml:1:138: a shared string cell holds "x", not an index`, [2]int{1, 1}},
		{"rows out of order", sheet(`<row r="5"><c r="A5"><v>1</v></c></row><row r="2"><c r="A2"><v>1</v></c></row>`),
			"Cards row 2: xl/worksheets/sheet1.xml:1:166: row 2 comes after row 5; a sheet's rows must be in order", [2]int{2, 0}},
		{"cells out of order", sheet(`<row r="1"><c r="C1"><v>1</v></c><c r="B1"><v>1</v></c></row>`),
			"Cards!B1: xl/worksheets/sheet1.xml:1:160: cell B1 comes after C1; a row's cells must be in column order", [2]int{1, 2}},
		{"a bad cell reference", sheet(`<row r="1"><c r="1A"><v>1</v></c></row>`),
			`Cards row 1: xl/worksheets/sheet1.xml:1:138: "1A" is not a cell reference like B7`, [2]int{1, 0}},
		{"a bad cell reference after a good one", sheet(`<row r="3"><c r="A3"><v>1</v></c><c r="3B"><v>1</v></c></row>`),
			`Cards row 3: xl/worksheets/sheet1.xml:1:160: "3B" is not a cell reference like B7`, [2]int{3, 0}},
		{"a cell beyond XFD without a reference", sheet(`<row r="1"><c r="XFD1"/><c><v>1</v></c></row>`),
			`Cards row 1: xl/worksheets/sheet1.xml:1:151: a cell beyond column XFD, the last of a sheet`, [2]int{1, 0}},
		{"a cell beyond XFD", sheet(`<row r="1"><c r="XFE1"><v>1</v></c></row>`),
			`Cards row 1: xl/worksheets/sheet1.xml:1:138: cell "XFE1" is beyond column XFD, the last of a sheet`, [2]int{1, 0}},
		{"a row beyond the grid", sheet(`<row r="1048577"><c><v>1</v></c></row>`),
			`Cards: xl/worksheets/sheet1.xml:1:127: a row's number is "1048577", not one of 1 to 1048576`, [2]int{}},
		{"too many cells", sheet(rowOf(1) + rowOf(2) + rowOf(3) + rowOf(4) + rowOf(5)),
			"Cards!A5: xl/worksheets/sheet1.xml:1:646: the sheet stands for more cells than the limit (20)", [2]int{5, 1}},
		{"a far-off cell", sheet(`<row r="1"><c r="A1"><v>1</v></c><c r="AA1"><v>1</v></c></row>`),
			"Cards!AA1: xl/worksheets/sheet1.xml:1:160: the sheet stands for more cells than the limit (20)", [2]int{1, 27}},
		{"a declared encoding", fixture{parts: []string{"xl/worksheets/sheet1.xml", `<?xml version="1.0" encoding="UTF-16"?><worksheet/>`}}.pack(),
			`Cards: xl/worksheets/sheet1.xml:1:40: xml: encoding "UTF-16" declared but Decoder.CharsetReader is nil`, [2]int{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := readAll(tt.src, small)
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("got %v (%T), want an *Error", err, err)
			}
			if err.Error() != tt.want || e.Row != tt.cell[0] || e.Col != tt.cell[1] {
				t.Errorf("got  %s (row %d, col %d)\nwant %s (row %d, col %d)", err, e.Row, e.Col, tt.want, tt.cell[0], tt.cell[1])
			}
		})
	}
}

// readAll opens a workbook and reads each of its sheets, to the first
// error.
func readAll(src []byte, limits Limits) error {
	wb, err := Open(src, limits)
	if err != nil {
		return err
	}
	for _, s := range wb.Sheets {
		if _, err := wb.Rows(s); err != nil {
			return err
		}
	}
	return nil
}

func TestTooManyCellsIs(t *testing.T) {
	err := readAll(fixture{sheetRows: `<row r="1"><c r="Z1"><v>1</v></c></row>`}.pack(), Limits{Cells: 25})
	if !errors.Is(err, ErrTooManyCells) {
		t.Fatalf("got %v, want ErrTooManyCells", err)
	}
	if err := readAll(fixture{sheetRows: `<row r="1"><c r="Y1"><v>1</v></c></row>`}.pack(), Limits{Cells: 25}); err != nil {
		t.Fatalf("25 cells with a limit of 25: %v", err)
	}
}
