package diag

import (
	"strconv"
	"strings"
)

// Cell names a workbook position as a spreadsheet does: Sheet1!C7, the
// sheet quoted when its name is more than letters, digits and _ ('My
// cards'!C7), a zero row or column left out (Sheet1!C for a column,
// Sheet1!7 for a row, Sheet1 for the sheet).
func (p Pos) Cell() string {
	s := p.Sheet
	if strings.ContainsFunc(s, func(r rune) bool {
		return !(r == '_' || r >= '0' && r <= '9' || r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' || r > 0x7F)
	}) {
		s = "'" + strings.ReplaceAll(s, "'", "''") + "'"
	}
	if p.Line == 0 && p.Col == 0 {
		return s
	}
	s += "!" + ColumnName(p.Col)
	if p.Line > 0 {
		s += strconv.Itoa(p.Line)
	}
	return s
}

// ColumnName is a spreadsheet's name of column n (from 1): A … Z, AA, AB,
// …; "" for n < 1.
func ColumnName(n int) string {
	var b []byte
	for ; n > 0; n = (n - 1) / 26 {
		b = append([]byte{byte('A' + (n-1)%26)}, b...)
	}
	return string(b)
}
