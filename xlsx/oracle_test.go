package xlsx

import (
	"bytes"
	"fmt"
	"math"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"cardpress/xlsx/xlsxtest"
	"github.com/xuri/excelize/v2"
)

// excelizeRows is what catalog read through excelize before this package:
// every sheet's rows, streamed with RawCellValue, a row without a cell nil
// and rows past the last with one left out.
func excelizeRows(src []byte) (map[string][][]string, []string, error) {
	f, err := excelize.OpenReader(bytes.NewReader(src), excelize.Options{RawCellValue: true})
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	out := map[string][][]string{}
	for _, sheet := range f.GetSheetList() {
		rows, err := f.Rows(sheet)
		if err != nil {
			return nil, nil, err
		}
		var all [][]string
		for n := 1; rows.Next(); n++ {
			row, err := rows.Columns()
			if err != nil {
				return nil, nil, err
			}
			if len(row) == 0 {
				continue
			}
			all = append(all, make([][]string, n-1-len(all))...)
			all = append(all, row)
		}
		if err := rows.Error(); err != nil {
			return nil, nil, err
		}
		out[sheet] = all
	}
	return out, f.GetSheetList(), nil
}

// agree reads src with both readers and fails the test where they differ.
func agree(t *testing.T, name string, src []byte) map[string][][]string {
	t.Helper()
	want, names, err := excelizeRows(src)
	if err != nil {
		t.Fatalf("%s: excelize: %v", name, err)
	}
	wb, err := Open(src, Limits{})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if !reflect.DeepEqual(wb.Sheets, names) {
		t.Fatalf("%s: sheets %q, excelize %q", name, wb.Sheets, names)
	}
	got := map[string][][]string{}
	for _, s := range wb.Sheets {
		rows, err := wb.Rows(s)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if !reflect.DeepEqual(rows, want[s]) {
			t.Fatalf("%s: sheet %q:\n got %q\nwant %q (excelize)", name, s, rows, want[s])
		}
		got[s] = rows
	}
	return got
}

// texts are the strings random workbooks hold: spaces kept at the ends,
// line breaks, characters XML cannot hold (written _x0001_), text that
// looks like an escape, numbers as text, Japanese and Chinese.
var texts = []string{
	"Fire", " lead", "trail ", "two\nlines", "tab\there", "ctl\x01\x1f", "_x0041_", "_x005F_x0041_",
	"3", "0.50", "TRUE", "#N/A", "火の玉", "安靜的圖書委員", "a&b<c>\"d'", "emoji 🂡", "",
}

// randomWorkbook writes a workbook of every kind of cell excelize can
// write: shared strings, inline strings, rich text, integers, floats,
// booleans, formulas without a cached value, number formats (stored 3
// shown 3.00), gaps between cells and rows.
func randomWorkbook(t testing.TB, rng *rand.Rand) []byte {
	f := excelize.NewFile()
	style, err := f.NewStyle(&excelize.Style{NumFmt: 2})
	if err != nil {
		t.Fatal(err)
	}
	names := []string{"Sheet1", "My cards", "カード", "It's", "2"}
	nSheets := 1 + rng.IntN(3)
	for i := range nSheets {
		name := names[i]
		if i > 0 {
			if _, err := f.NewSheet(name); err != nil {
				t.Fatal(err)
			}
		}
		rows, cols := 1+rng.IntN(14), 1+rng.IntN(9)
		for r := 1; r <= rows; r++ {
			if rng.IntN(5) == 0 {
				continue // a gap of rows
			}
			for c := 1; c <= cols; c++ {
				cell, _ := excelize.CoordinatesToCellName(c, r)
				if err := randomCell(f, rng, name, cell, style); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	var b bytes.Buffer
	if err := f.Write(&b); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func randomCell(f *excelize.File, rng *rand.Rand, sheet, cell string, style int) error {
	text := texts[rng.IntN(len(texts))]
	switch rng.IntN(11) {
	case 0, 1:
		return nil // an empty cell
	case 2:
		return f.SetCellStr(sheet, cell, text)
	case 3:
		return f.SetCellDefault(sheet, cell, text) // inline, or a number when it reads as one
	case 4:
		return f.SetCellInt(sheet, cell, rng.Int64N(2000)-1000)
	case 5:
		v := []float64{0.1, 1.0 / 3, 1e21, -2.5e-9, math.Pi, 12345678901234567}[rng.IntN(6)]
		return f.SetCellFloat(sheet, cell, v, -1, 64)
	case 6:
		return f.SetCellBool(sheet, cell, rng.IntN(2) == 0)
	case 7:
		return f.SetCellRichText(sheet, cell, []excelize.RichTextRun{{Text: text}, {Text: " bold", Font: &excelize.Font{Bold: true}}})
	case 8:
		return f.SetCellFormula(sheet, cell, "1+2")
	case 9:
		if err := f.SetCellInt(sheet, cell, 3); err != nil {
			return err
		}
		return f.SetCellStyle(sheet, cell, cell, style)
	default:
		return f.SetCellValue(sheet, cell, text)
	}
}

// TestAgreesWithExcelize reads random workbooks of every cell kind, and
// the hand-written parts of fixtures, with both readers: every sheet's
// name and every cell must be the same. Twenty-five workbooks, 1,017
// cells not empty: of 60 mutants of the package (internal/mutate -n 60),
// 80 workbooks killed none that these did not; writing and reading them
// with excelize was most of the package's CPU.
func TestAgreesWithExcelize(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(29, 8))
	for i := range 25 {
		agree(t, fmt.Sprintf("random workbook %d", i), randomWorkbook(t, rng))
	}
	for _, fx := range fixtures {
		t.Run(fx.name, func(t *testing.T) {
			got := agree(t, fx.name, fx.pack())
			if fx.want != nil && !reflect.DeepEqual(got[fx.sheet()], fx.want) {
				t.Errorf("got %q\nwant %q", got[fx.sheet()], fx.want)
			}
		})
	}
}

const (
	nsMain   = `xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"`
	nsRel    = `xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"`
	relTypes = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/"
)

func contentTypes() string {
	return `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
		`<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>` +
		`<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>` +
		`<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>` +
		`<Override PartName="/xl/worksheets/sheet2.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>` +
		`<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`
}

func rels(targets ...string) string {
	var b strings.Builder
	b.WriteString(`<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">`)
	for i := 0; i+1 < len(targets); i += 2 {
		fmt.Fprintf(&b, `<Relationship Id="rId%d" Type="%s%s" Target="%s"/>`, i/2+1, relTypes, targets[i], targets[i+1])
	}
	return b.String() + `</Relationships>`
}

func workbookXML(names ...string) string {
	var b strings.Builder
	b.WriteString(`<?xml version="1.0" encoding="UTF-8"?><workbook ` + nsMain + ` ` + nsRel + `><sheets>`)
	for i, n := range names {
		fmt.Fprintf(&b, `<sheet name="%s" sheetId="%d" r:id="rId%d"/>`, n, i+1, i+1)
	}
	return b.String() + `</sheets></workbook>`
}

func sheetXML(rows string) string {
	return `<?xml version="1.0" encoding="UTF-8"?><worksheet ` + nsMain + `><sheetData>` + rows + `</sheetData></worksheet>`
}

func sstXML(items ...string) string {
	return `<?xml version="1.0" encoding="UTF-8"?><sst ` + nsMain + ` count="` + fmt.Sprint(len(items)) + `">` + strings.Join(items, "") + `</sst>`
}

// fixture is a workbook written part by part, as other programs write
// them: the parts excelize never writes itself.
type fixture struct {
	name      string
	sheetRows string   // sheet1.xml's <sheetData>
	sst       []string // <si> items; none: no shared strings part
	parts     []string // parts replacing the default ones, name then text
	want      [][]string
	sheetName string
}

func (fx fixture) sheet() string {
	if fx.sheetName != "" {
		return fx.sheetName
	}
	return "Cards"
}

func (fx fixture) pack() []byte {
	parts := map[string]string{
		"[Content_Types].xml":        contentTypes(),
		"_rels/.rels":                rels("officeDocument", "xl/workbook.xml"),
		"xl/workbook.xml":            workbookXML("Cards"),
		"xl/_rels/workbook.xml.rels": rels("worksheet", "worksheets/sheet1.xml", "sharedStrings", "sharedStrings.xml"),
		"xl/worksheets/sheet1.xml":   sheetXML(fx.sheetRows),
	}
	order := []string{"[Content_Types].xml", "_rels/.rels", "xl/workbook.xml", "xl/_rels/workbook.xml.rels", "xl/worksheets/sheet1.xml"}
	if fx.sst != nil {
		parts["xl/sharedStrings.xml"] = sstXML(fx.sst...)
		order = append(order, "xl/sharedStrings.xml")
	}
	for i := 0; i+1 < len(fx.parts); i += 2 {
		if _, ok := parts[fx.parts[i]]; !ok {
			order = append(order, fx.parts[i])
		}
		parts[fx.parts[i]] = fx.parts[i+1]
	}
	var list []string
	for _, name := range order {
		if parts[name] != "" {
			list = append(list, name, parts[name])
		}
	}
	return xlsxtest.Zip(list...)
}

var fixtures = []fixture{
	{name: "gaps between cells and rows",
		sheetRows: `<row r="1"><c r="A1" t="inlineStr"><is><t>id</t></is></c><c r="C1" t="inlineStr"><is><t>kind</t></is></c></row>` +
			`<row r="4"><c r="B4"><v>7</v></c></row>`,
		want: [][]string{{"id", "", "kind"}, nil, nil, {"", "7"}}},
	{name: "rows and cells without references",
		sheetRows: `<row><c><v>1</v></c><c><v>2</v></c></row><row><c t="inlineStr"><is><t>x</t></is></c></row>`,
		want:      [][]string{{"1", "2"}, {"x"}}},
	{name: "shared strings plain and rich",
		sheetRows: `<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v> 1 </v></c><c r="C1" t="s"><v>2</v></c></row>`,
		sst: []string{`<si><t xml:space="preserve"> lead and trail </t></si>`,
			`<si><r><rPr><b/></rPr><t>Deal </t></r><r><t xml:space="preserve">**2** </t></r></si>`,
			`<si><t>火</t><rPh sb="0" eb="1"><t>ひ</t></rPh><phoneticPr fontId="1"/></si>`},
		want: [][]string{{" lead and trail ", "Deal **2** ", "火"}}},
	{name: "escapes",
		sheetRows: `<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="inlineStr"><is><t>a_x0009_b_x005F_x0041_</t></is></c><c r="C1" t="str"><v>_x0041_</v></c></row>`,
		sst:       []string{`<si><t>_x0001_ctl_xD800_x</t></si>`},
		want:      [][]string{{"\x01ctlx", "a\tb_x0041_", "_x0041_"}}},
	{name: "every cell type",
		sheetRows: `<row r="2"><c r="A2" t="b"><v>1</v></c><c r="B2" t="b"><v>0</v></c><c r="C2" t="e"><v>#DIV/0!</v></c>` +
			`<c r="D2" t="str"><f>A1&amp;"x"</f><v>cached</v></c><c r="E2"><f>1+2</f><v>3</v></c><c r="F2" s="1"><v>3.5</v></c>` +
			`<c r="G2" t="n"><v>1.0000000000000001E-3</v></c><c r="H2" t="d"><v>2024-01-02T00:00:00Z</v></c><c r="I2"><f>NOW()</f></c></row>`,
		want: [][]string{nil, {"1", "0", "#DIV/0!", "cached", "3", "3.5", "1.0000000000000001E-3", "2024-01-02T00:00:00Z", ""}}},
	{name: "empty cells and trailing empties",
		sheetRows: `<row r="1"><c r="A1"><v>1</v></c><c r="B1" s="3"/><c r="C1" t="s"><v></v></c></row><row r="2"><c r="A2" s="1"/></row><row r="3" spans="1:3"/>`,
		want:      [][]string{{"1"}}},
	{name: "absolute targets and a workbook elsewhere",
		parts: []string{"_rels/.rels", rels("officeDocument", "/book/main.xml"),
			"book/main.xml", workbookXML("Cards", "Other"),
			"book/_rels/main.xml.rels", rels("worksheet", "/xl/worksheets/sheet1.xml", "worksheet", "../xl/worksheets/sheet2.xml"),
			"xl/worksheets/sheet2.xml", sheetXML(`<row r="1"><c r="A1"><v>2</v></c></row>`)},
		sheetRows: `<row r="1"><c r="A1"><v>1</v></c></row>`,
		want:      [][]string{{"1"}}},
	{name: "dimension, columns, merged cells and a sheet view around the data",
		parts: []string{"xl/worksheets/sheet1.xml", `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` + "\r\n" +
			`<worksheet ` + nsMain + ` ` + nsRel + `><dimension ref="A1:B2"/><sheetViews><sheetView workbookViewId="0"/></sheetViews>` +
			`<cols><col min="1" max="2" width="12"/></cols><sheetData><row r="1" spans="1:2" ht="20" customHeight="1"><c r="A1" t="inlineStr"><is><t>line one` + "\r\n" + `two</t></is></c></row></sheetData>` +
			`<mergeCells count="1"><mergeCell ref="A1:B1"/></mergeCells><pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/></worksheet>`},
		want: [][]string{{"line one\ntwo"}}},
	{name: "strict namespaces",
		parts: []string{"xl/workbook.xml", `<workbook xmlns="http://purl.oclc.org/ooxml/spreadsheetml/main" xmlns:r="http://purl.oclc.org/ooxml/officeDocument/relationships"><sheets><sheet name="Cards" sheetId="1" r:id="rId1"/></sheets></workbook>`,
			"xl/worksheets/sheet1.xml", `<worksheet xmlns="http://purl.oclc.org/ooxml/spreadsheetml/main"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row></sheetData></worksheet>`},
		sst:  []string{`<si><t>strict</t></si>`},
		want: [][]string{{"strict"}}},
}
