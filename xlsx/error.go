package xlsx

import (
	"errors"
	"fmt"

	"cardpress/diag"
)

// Error is why a workbook or one of its sheets cannot be read, with where:
// the part of the archive (its zip entry) and the line and column in that
// part's XML when known, and the sheet and cell being read when known.
type Error struct {
	Part         string // the zip entry, "xl/worksheets/sheet1.xml"; "" for the archive
	Line, Column int    // in Part's XML, 1-based; 0 when not known
	Sheet        string // the sheet being read; "" outside one
	Row, Col     int    // the cell being read, 1-based; 0 when not known
	Err          error
}

func (e *Error) Error() string {
	where := ""
	if e.Sheet != "" {
		where = e.Sheet
		switch {
		case e.Col > 0:
			where += "!" + cellName(e.Col, e.Row)
		case e.Row > 0:
			where += fmt.Sprintf(" row %d", e.Row)
		}
		where += ": "
	}
	return where + e.Reason()
}

// Reason is the error without the sheet and cell, for a caller that shows
// those its own way: the part and its line when known, then why.
func (e *Error) Reason() string {
	switch {
	case e.Part == "":
		return e.Err.Error()
	case e.Line > 0:
		return fmt.Sprintf("%s:%d:%d: %v", e.Part, e.Line, e.Column, e.Err)
	}
	return fmt.Sprintf("%s: %v", e.Part, e.Err)
}

func (e *Error) Unwrap() error { return e.Err }

// ErrTooManyCells is why a sheet standing for more than Limits.Cells
// cells is refused (wrapped in an *Error at the cell that passes it).
var ErrTooManyCells = errors.New("the sheet stands for more cells than the limit")

// cellName is A1 for column 1, row 1; the column alone when row is 0.
func cellName(col, row int) string {
	if row == 0 {
		return diag.ColumnName(col)
	}
	return fmt.Sprintf("%s%d", diag.ColumnName(col), row)
}
