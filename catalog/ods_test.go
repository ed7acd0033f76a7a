package catalog

import (
	"strings"
	"testing"
	"testing/fstest"

	"cardpress/xlsx/xlsxtest"
)

// odsFile is an ODS spreadsheet whose content.xml holds the tables given.
func odsFile(tables string) []byte {
	return xlsxtest.Zip("mimetype", "application/vnd.oasis.opendocument.spreadsheet",
		"content.xml", `<?xml version="1.0" encoding="UTF-8"?>
<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"><office:body><office:spreadsheet>`+tables+`</office:spreadsheet></office:body></office:document-content>`)
}

// A row of string cells, "" an empty cell.
func odsRow(cells ...string) string {
	var b strings.Builder
	b.WriteString("<table:table-row>")
	for _, c := range cells {
		if c == "" {
			b.WriteString("<table:table-cell/>")
		} else {
			b.WriteString(`<table:table-cell office:value-type="string"><text:p>` + c + `</text:p></table:table-cell>`)
		}
	}
	b.WriteString("</table:table-row>")
	return b.String()
}

func parseODS(t *testing.T, files string, data []byte) (*Catalog, error) {
	game := strings.Replace(csvGame, `card_files = ["cards.csv"]`, "card_files = ["+files+"]", 1)
	return Parse("g/catalog.toml", []byte(game), fstest.MapFS{"cards.ods": {Data: data}})
}

// An ODS spreadsheet is card data as an XLSX workbook is: stored values,
// paragraphs as line breaks, repeated rows and cells counted, errors at
// sheet and cell.
func TestCardsFromODS(t *testing.T) {
	sheet := `<table:table table:name="Cards">` +
		`<table:table-row table:number-rows-repeated="2"><table:table-cell table:number-columns-repeated="1024"/></table:table-row>` +
		odsRow("id", "name", "kind", "colors", "copies", "stats.cost", "text") +
		`<table:table-row><table:table-cell office:value-type="string"><text:p>fire</text:p></table:table-cell>` +
		`<table:table-cell office:value-type="string"><text:p>Fire<text:s text:c="2"/>Ball</text:p></table:table-cell>` +
		`<table:table-cell office:value-type="string"><text:p>action</text:p></table:table-cell>` +
		`<table:table-cell office:value-type="string"><text:p>red;blue</text:p></table:table-cell>` +
		`<table:table-cell office:value-type="float" office:value="2"><text:p>2.00</text:p></table:table-cell>` +
		`<table:table-cell office:value-type="float" office:value="3"><text:p>3</text:p></table:table-cell>` +
		`<table:table-cell office:value-type="string"><text:p>Deal <text:span>2</text:span>,</text:p><text:p>then draw.</text:p></table:table-cell>` +
		`<table:table-cell table:number-columns-repeated="1017"/></table:table-row>` +
		`<table:table-row table:number-rows-repeated="1048000"><table:table-cell table:number-columns-repeated="1024"/></table:table-row>` +
		`</table:table>`
	c, err := parseODS(t, `"cards.ods"`, odsFile(sheet))
	if err != nil {
		t.Fatal(err)
	}
	fire := c.Entry("fire")
	if fire == nil || fire.Name != "Fire  Ball" || len(fire.Variants) != 2 || c.Copies(fire, "all") != 2 || fire.Stats["cost"] != "3" || fire.Text != "Deal 2,\nthen draw." {
		t.Fatalf("fire = %+v", fire)
	}
	_, err = parseODS(t, `"cards.ods#Cards"`, odsFile(`<table:table table:name="Notes"/>`+strings.Replace(sheet, `red;blue`, `red;grene`, 1)))
	if want := `g/cards.ods:Cards!D4: card "fire": unknown color "grene"`; err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("got %v, want %s", err, want)
	}
	withIce := strings.Replace(sheet, `<table:table-row table:number-rows-repeated="1048000">`, odsRow("ice", "Ice", "action", "", "x")+`<table:table-row table:number-rows-repeated="1048000">`, 1)
	_, err = parseODS(t, `"cards.ods"`, odsFile(withIce))
	if want := `g/cards.ods:Cards!E5: card "ice": copies must be an integer`; err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("got %v, want %s", err, want)
	}
	_, err = parseODS(t, `"cards.ods#Spels"`, odsFile(sheet))
	if want := `g/cards.ods: the workbook has no sheet "Spels"; known: Cards`; err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("got %v, want %s", err, want)
	}
	huge := `<table:table table:name="S">` + odsRow("id", "name", "kind") + `<table:table-row table:number-rows-repeated="2000000">` + `<table:table-cell office:value-type="string"><text:p>x</text:p></table:table-cell></table:table-row></table:table>`
	_, err = parseODS(t, `"cards.ods"`, odsFile(huge))
	if want := `g/cards.ods:S!A2: the sheet stands for over 1048576 cells`; err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("got %v, want %s", err, want)
	}
}

// A repeat so large that repeats × cells would wrap an int is refused, not
// wrapped to a small number that passes the cap and then written out: a
// 1 KB file that once ran out of memory.
func TestODSRepeatOverflowRefused(t *testing.T) {
	for _, tc := range []struct{ name, table, want string }{
		{"rows", odsRow("id", "name", "kind", "text") + `<table:table-row table:number-rows-repeated="4611686018427387905">` +
			strings.Repeat(`<table:table-cell office:value-type="string"><text:p>x</text:p></table:table-cell>`, 4) + `</table:table-row>`,
			`g/cards.ods:S!A2: the sheet stands for over 1048576 cells`},
		{"columns", odsRow("id", "name", "kind") + `<table:table-row><table:table-cell table:number-columns-repeated="9223372036854775807"/>` +
			`<table:table-cell office:value-type="string"><text:p>x</text:p></table:table-cell></table:table-row>`,
			`g/cards.ods:S!A2: the sheet stands for over 1048576 cells`},
		{"empty rows", odsRow("id", "name", "kind") + `<table:table-row table:number-rows-repeated="9223372036854775807"><table:table-cell/></table:table-row>` +
			odsRow("a", "b", "c"),
			`the sheet stands for over 1048576 cells`},
	} {
		_, err := parseODS(t, `"cards.ods"`, odsFile(`<table:table table:name="S">`+tc.table+`</table:table>`))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v, want %s", tc.name, err, tc.want)
		}
	}
}
