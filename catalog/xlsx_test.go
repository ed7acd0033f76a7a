package catalog

import (
	"strings"
	"testing"
	"testing/fstest"

	"cardpress/xlsx/xlsxtest"
)

// workbook writes an XLSX file whose sheets hold the given rows, from A1;
// a nil row is left empty.
func workbook(t *testing.T, sheets map[string][][]any, order ...string) []byte {
	t.Helper()
	var list []xlsxtest.Sheet
	for _, name := range order {
		list = append(list, xlsxtest.Sheet{Name: name, Rows: sheets[name]})
	}
	return xlsxtest.Write(list...)
}

func parseWorkbook(t *testing.T, files string, wb []byte) (*Catalog, error) {
	t.Helper()
	game := strings.Replace(csvGame, `card_files = ["cards.csv"]`, "card_files = ["+files+"]", 1)
	return Parse("g/catalog.toml", []byte(game), fstest.MapFS{"cards.xlsx": {Data: wb}})
}

func TestCardsFromXLSX(t *testing.T) {
	wb := workbook(t, map[string][][]any{
		"Cards": {
			{"id", "name", "kind", "colors", "copies", "points", "stats.cost", "text"},
			{"fire", "Fire", "action", "red; blue", 2, 10, 3, "Deal **2**,\nthen draw."},
			nil, // an empty row between cards
			{"ice", "Ice", "action", nil, nil, nil, 1},
		},
		"Notes": {{"not", "cards"}},
	}, "Cards", "Notes")
	c, err := parseWorkbook(t, `"cards.xlsx"`, wb)
	if err != nil {
		t.Fatal(err)
	}
	fire := c.Entry("fire")
	if fire == nil || len(fire.Variants) != 2 || c.Copies(fire, "all") != 2 || fire.Points != 10 || fire.Stats["cost"] != "3" || fire.Text != "Deal **2**,\nthen draw." {
		t.Fatalf("fire = %+v", fire)
	}
	if ice := c.Entry("ice"); ice == nil || ice.Stats["cost"] != "1" || len(c.entries) != 2 {
		t.Fatalf("ice = %+v, %d entries", ice, len(c.entries))
	}
}

func TestXLSXErrorsNameSheetAndCell(t *testing.T) {
	header := []any{"id", "name", "kind", "colors", "points"}
	tests := []struct {
		rows  [][]any
		files string
		want  string
	}{
		{[][]any{{"id", "name", "kind", "colours"}, {"fire", "Fire", "action", "red"}}, "",
			`g/cards.xlsx:Sheet1!D1: XLSX column "colours" is not a card key; did you mean "colors"?`},
		{[][]any{{"id", "name", "kind", "name"}, {"fire", "Fire", "action", "Blaze"}}, "",
			`g/cards.xlsx:Sheet1!D1: XLSX column "name" is given twice (first in column B); remove one of them`},
		{[][]any{header, {"fire", "Fire", "action", "red", 1}, nil, nil, nil, {"ice", "Ice", "action", "red", "ten"}}, "",
			`g/cards.xlsx:Sheet1!E6: card "ice": points must be an integer, got string "ten"`},
		{[][]any{header, {"fire", "Fire", "action", "red;grene"}}, "",
			`g/cards.xlsx:Sheet1!D2: card "fire": unknown color "grene"; known: red, blue`},
		{[][]any{header, {"fire", "Fire", "action"}, {"fire", "Fire again", "action"}}, "",
			`g/cards.xlsx:Sheet1!A3: duplicate card id "fire"`},
		{[][]any{header, {"fire", "Fire", "action", nil, nil, "extra"}}, "",
			`g/cards.xlsx:Sheet1!A2: XLSX: this row has 6 cells, the header 5`},
		{[][]any{nil, nil}, "", `g/cards.xlsx:Sheet1: the sheet is empty; its first row names the card keys, like id, name, kind`},
		{[][]any{header}, `"cards.xlsx#Spels"`, `g/cards.xlsx: the workbook has no sheet "Spels"; known: Sheet1`},
	}
	for _, tt := range tests {
		files := tt.files
		if files == "" {
			files = `"cards.xlsx"`
		}
		_, err := parseWorkbook(t, files, workbook(t, map[string][][]any{"Sheet1": tt.rows}, "Sheet1"))
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("rows %v:\n got %v\nwant %s", tt.rows, err, tt.want)
		}
	}
}

func TestXLSXNamedSheet(t *testing.T) {
	wb := workbook(t, map[string][][]any{
		"Creatures": {{"id", "name", "kind"}, {"fire", "Fire", "action"}},
		"My spells": {{"id", "name", "kind", "points"}, {"ice", "Ice", "action", "x"}},
	}, "Creatures", "My spells")
	c, err := parseWorkbook(t, `"cards.xlsx", "cards.xlsx#Creatures"`, wb)
	if err == nil || !strings.Contains(err.Error(), `duplicate card id "fire"`) || c != nil && len(c.entries) != 0 {
		t.Fatalf("the first sheet twice: got %v", err)
	}
	_, err = parseWorkbook(t, `"cards.xlsx#My spells"`, wb)
	if want := `g/cards.xlsx:'My spells'!D2: card "ice": points must be an integer`; err == nil || !strings.Contains(err.Error(), want) {
		t.Fatalf("got %v, want %s", err, want)
	}
}

func TestCardFilesWeDoNotRead(t *testing.T) {
	xlsx := workbook(t, map[string][][]any{"Sheet1": {{"id", "name", "kind"}}}, "Sheet1")
	tests := []struct {
		name string
		data []byte
		want string
	}{
		{"cards.csv", xlsx, `card_files: "cards.csv" is an XLSX workbook, not CSV text; name it cards.xlsx`},
		{"cards.csv", xlsxtest.Zip("mimetype", "application/vnd.oasis.opendocument.spreadsheet", "content.xml", "<x/>"),
			`card_files: "cards.csv" is an OpenDocument spreadsheet, not CSV text; name it cards.ods`},
		{"cards.numbers", xlsxtest.Zip("Index/Document.iwa", "x"), `"cards.numbers" is a Numbers document, which cardpress does not read`},
		{"cards.xls", []byte("\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1rest"), `"cards.xls" is an Excel 97–2003 workbook (.xls), which cardpress does not read`},
		{"cards.csv", xlsxtest.Zip("a.txt", "x"), `"cards.csv" is a zip archive, which cardpress does not read`},
		{"cards.tsv", []byte("id\tname\n"), `"cards.tsv" is not a file type cardpress reads card data from; save the cards as .csv (UTF-8, comma-separated), .xlsx (Excel workbook) or .ods (OpenDocument spreadsheet)`},
	}
	for _, tt := range tests {
		game := strings.Replace(csvGame, `"cards.csv"`, `"`+tt.name+`"`, 1)
		_, err := Parse("g/catalog.toml", []byte(game), fstest.MapFS{tt.name: {Data: tt.data}})
		if want := "g/catalog.toml:1:15: " + tt.want; err == nil || !strings.Contains(err.Error(), tt.want) || !strings.Contains(err.Error(), "g/catalog.toml:1:15: ") {
			t.Errorf("%s:\n got %v\nwant %s", tt.name, err, want)
		}
	}
}

// BenchmarkCardData loads the same 200 cards from CSV and from XLSX: the
// ratio is what reading a workbook costs over reading its CSV export.
func BenchmarkCardData(b *testing.B) {
	rows := [][]any{{"id", "name", "kind", "colors", "copies", "points", "stats.cost", "text"}}
	var csv strings.Builder
	csv.WriteString("id,name,kind,colors,copies,points,stats.cost,text\n")
	for i := range 200 {
		id := "card-" + strings.Repeat("x", i%7) + string(rune('a'+i%26)) + string(rune('a'+i/26))
		rows = append(rows, []any{id, "Card", "action", "red;blue", 2, 10, 3, "Deal **2** damage, then draw a card."})
		csv.WriteString(id + ",Card,action,red;blue,2,10,3,\"Deal **2** damage, then draw a card.\"\n")
	}
	wb := workbook(&testing.T{}, map[string][][]any{"Sheet1": rows}, "Sheet1")
	game := []byte(strings.Replace(csvGame, `"cards.csv"`, `"cards.xlsx"`, 1))
	b.Run("csv", func(b *testing.B) {
		for b.Loop() {
			if _, err := Parse("g/catalog.toml", []byte(csvGame), fstest.MapFS{"cards.csv": {Data: []byte(csv.String())}}); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("xlsx", func(b *testing.B) {
		for b.Loop() {
			if _, err := Parse("g/catalog.toml", game, fstest.MapFS{"cards.xlsx": {Data: wb}}); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// A sheet whose far-off cells stand for more than maxSheetCells is refused
// at the cell that makes its row so long, before its rows are padded out:
// 200 rows with one cell at column XFD stand for 3.3 million cells.
func TestXLSXFarCellsRefused(t *testing.T) {
	far := make([]any, 16384) // a cell at XFD, the last column
	far[len(far)-1] = "x"
	rows := [][]any{{"id", "name", "kind"}}
	// Rows to 66, one past the one that passes the limit: a sheet that
	// goes on after it, no more rows than that needs.
	for len(rows) < 66 {
		rows = append(rows, far)
	}
	_, err := parseWorkbook(t, `"cards.xlsx"`, workbook(t, map[string][][]any{"Sheet1": rows}, "Sheet1"))
	// Row 1 holds 3 cells, rows 2… 16,384 each: row 65 passes 1,048,576.
	if want := "g/cards.xlsx:Sheet1!XFD65: cannot read the sheet: the sheet stands for over 1048576 cells"; err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("got %v, want %s", err, want)
	}
}

// A sheet the reader refuses is reported at the sheet and cell, with the
// part and line of the workbook's XML: rows out of order, a shared string
// that does not exist.
func TestXLSXBrokenSheet(t *testing.T) {
	rels := `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`
	book := `<workbook xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Cards" sheetId="1" r:id="rId1"/></sheets></workbook>`
	tests := []struct{ rows, want string }{
		{`<row r="5"><c r="A5"><v>1</v></c></row><row r="2"><c r="A2"><v>1</v></c></row>`,
			"g/cards.xlsx:Cards!A2: cannot read the sheet: xl/worksheets/sheet1.xml:1:62: row 2 comes after row 5; a sheet's rows must be in order"},
		{`<row r="1"><c r="A1" t="inlineStr"><is><t>id</t></is></c><c r="B1" t="s"><v>3</v></c></row>`,
			"g/cards.xlsx:Cards!B1: cannot read the sheet: xl/worksheets/sheet1.xml:1:80: the cell refers to shared string 3, but the workbook has 0"},
	}
	for _, tt := range tests {
		wb := xlsxtest.Zip("xl/workbook.xml", book, "xl/_rels/workbook.xml.rels", rels, "xl/worksheets/sheet1.xml", "<worksheet><sheetData>"+tt.rows+"</sheetData></worksheet>")
		_, err := parseWorkbook(t, `"cards.xlsx"`, wb)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("got %v\nwant %s", err, tt.want)
		}
	}
}
