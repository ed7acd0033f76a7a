package clitest

import (
	"bytes"
	"encoding/csv"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"cardpress/diag"
	"cardpress/xlsx/xlsxtest"
)

// csvToXLSX writes the rows of a CSV file as the first sheet of an XLSX
// workbook, the way a designer's spreadsheet holds them: numbers as
// numbers, text as text; edit changes cells first ("F3": "two").
func csvToXLSX(t *testing.T, csvPath, xlsxPath string, edit map[string]string) {
	t.Helper()
	src, err := os.ReadFile(csvPath)
	if err != nil {
		t.Fatal(err)
	}
	rows, err := csv.NewReader(bytes.NewReader(src)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	sheet := make([][]any, len(rows))
	for r, row := range rows {
		sheet[r] = make([]any, len(row))
		for c, v := range row {
			cell := diag.ColumnName(c+1) + strconv.Itoa(r+1)
			if e, ok := edit[cell]; ok {
				v = e
			}
			var val any = v
			if n, err := strconv.Atoi(v); err == nil {
				val = n
			}
			if v != "" {
				sheet[r][c] = val
			}
		}
	}
	if err := os.WriteFile(xlsxPath, xlsxtest.Write(xlsxtest.Sheet{Name: "Sheet1", Rows: sheet}), 0o644); err != nil {
		t.Fatal(err)
	}
}

// The showcase game's cards read from an XLSX workbook print the same
// PDF as from its CSV file, and a bad cell is reported at sheet and cell.
func TestXLSXCardData(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	game, _ := filepath.Abs("../../../testdata/showcase")
	fromCSV, fromXLSX := filepath.Join(dir, "csv"), filepath.Join(dir, "xlsx")
	copyTree(t, game, fromCSV)
	copyTree(t, game, fromXLSX)
	cat := filepath.Join(fromXLSX, "catalog.toml")
	src, _ := os.ReadFile(cat)
	os.WriteFile(cat, bytes.Replace(src, []byte(`card_files = ["cards.csv"]`), []byte(`card_files = ["cards.xlsx"]`), 1), 0o644)
	os.Remove(filepath.Join(fromXLSX, "cards.csv"))
	csvToXLSX(t, filepath.Join(fromCSV, "cards.csv"), filepath.Join(fromXLSX, "cards.xlsx"), nil)
	for _, g := range []string{fromCSV, fromXLSX} {
		if r := cardpress(t, dir, "cards", g, "--out", g+"-out", "-q"); r.code != 0 {
			t.Fatalf("%s: exit %d\n%s", g, r.code, r.stderr)
		}
	}
	a, _ := os.ReadFile(filepath.Join(fromCSV+"-out", "cards.pdf"))
	b, _ := os.ReadFile(filepath.Join(fromXLSX+"-out", "cards.pdf"))
	if len(a) == 0 || !bytes.Equal(a, b) {
		t.Errorf("cards.pdf from XLSX (%d bytes) differs from the one from CSV (%d bytes)", len(b), len(a))
	}

	csvToXLSX(t, filepath.Join(fromCSV, "cards.csv"), filepath.Join(fromXLSX, "cards.xlsx"), map[string]string{"F3": "two", "D1": "colours"})
	r := cardpress(t, dir, "validate", fromXLSX)
	for _, want := range []string{
		`xlsx/cards.xlsx:Sheet1!D1: XLSX column "colours" is not a card key; did you mean "colors"? (stats are written stats.ID)`,
		`xlsx/cards.xlsx:Sheet1!F3: card "tidecaller": points must be an integer, got string "two"`,
	} {
		if r.code != 1 || !strings.Contains(r.stderr, want) {
			t.Errorf("exit %d, stderr lacks %q:\n%s", r.code, want, r.stderr)
		}
	}
}
