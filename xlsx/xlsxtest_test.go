package xlsx

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"strconv"
	"testing"

	"cardpress/xlsx/xlsxtest"
)

// The workbooks xlsxtest writes for other packages' tests read, through
// excelize and through this package, as the values written: text as
// itself, numbers as written, booleans as 1 and 0, empty cells left out.
func TestTestWriterAgrees(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 29))
	values := []any{nil, nil, "", "Fire", " both ends ", "two\nlines", "cr\rlf", "ctl\x01", "_x0041_", "_x005F_", "<&>\"'", "火の玉", 3, -7, int64(1) << 40, 0.1, 1e21, true, false}
	for i := range 60 {
		var sheets []xlsxtest.Sheet
		want := map[string][][]string{}
		for s := range 1 + rng.IntN(3) {
			sheet := xlsxtest.Sheet{Name: []string{"Sheet1", "My spells", "カード"}[s]}
			var rows [][]string
			for r := range rng.IntN(9) {
				if rng.IntN(4) == 0 {
					sheet.Rows = append(sheet.Rows, nil)
					continue
				}
				row := make([]any, rng.IntN(7))
				var cells []string
				for c := range row {
					row[c] = values[rng.IntN(len(values))]
					if s := shown(row[c]); s != "" {
						for len(cells) < c {
							cells = append(cells, "")
						}
						cells = append(cells, s)
					}
				}
				sheet.Rows = append(sheet.Rows, row)
				if cells != nil {
					rows = append(rows, make([][]string, r-len(rows))...)
					rows = append(rows, cells)
				}
			}
			sheets = append(sheets, sheet)
			want[sheet.Name] = rows
		}
		got := agree(t, fmt.Sprintf("xlsxtest workbook %d", i), xlsxtest.Write(sheets...))
		for name, rows := range want {
			if !reflect.DeepEqual(got[name], rows) {
				t.Fatalf("workbook %d, sheet %q:\n got %q\nwant %q", i, name, got[name], rows)
			}
		}
	}
}

// shown is a cell value as a workbook stores it.
func shown(v any) string {
	switch v := v.(type) {
	case nil:
		return ""
	case string:
		return v
	case float64:
		return strconv.FormatFloat(v, 'G', -1, 64)
	case bool:
		if v {
			return "1"
		}
		return "0"
	}
	return fmt.Sprint(v)
}
