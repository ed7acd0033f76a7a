package catalog

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"strconv"
	"strings"

	"cardpress/diag"
)

// Card entries may come from spreadsheets: card_files = ["cards.csv"] names
// CSV files of the game folder whose header row holds card keys (id, name,
// kind, colors, …, stats.cost, custom fields) and whose every other row is
// one [[card]]. Each cell is decoded as that key would be in TOML, and every
// error points at the cell, file:line:column of the CSV.

// Keys whose CSV cells hold integers, and those holding lists (items
// separated by ";").
var (
	csvIntegers = []string{"copies", "points", "number", "tableau_points"}
	csvLists    = []string{"colors", "icons"}
)

// cardFiles reads the CSV files named by card_files; their rows continue
// the [[card]] list, numbered from first.
func (d *decoder) cardFiles(c *Catalog, top *table, fsys fs.FS, first int) []any {
	files, ok := top.strings("card_files")
	if !ok {
		return nil
	}
	var rows []any
	for i, name := range files {
		at := top.keyPath("card_files") + "." + strconv.Itoa(i)
		clean := path.Clean(name)
		if !fs.ValidPath(clean) || fsys == nil {
			d.errorf(at, "card_files: %q is not a path inside the game folder", name)
			continue
		}
		src, err := fs.ReadFile(fsys, clean)
		if err != nil {
			d.errorf(at, "card_files: cannot read %q: %v", name, errors.Unwrap(err))
			continue
		}
		shown := path.Join(path.Dir(d.x.File), clean)
		// Spreadsheets often save a byte order mark, which is not part of
		// the first column's name.
		x := diag.NewIndex(shown, diag.WithoutBOM(src))
		if bad := invalidUTF8(x.Src); bad >= 0 {
			d.report(x.Pos(bad), false, "invalid UTF-8 (byte 0x%02X): save the CSV as UTF-8 (in a spreadsheet: CSV UTF-8)", x.Src[bad])
			continue
		}
		rows = append(rows, d.csvRows(c, x, first+len(rows))...)
	}
	return rows
}

// csvRows turns the rows of one CSV file into card tables, recording where
// every cell is.
func (d *decoder) csvRows(c *Catalog, x *diag.Index, first int) []any {
	r := csv.NewReader(strings.NewReader(x.Src))
	r.FieldsPerRecord = -1
	offset := func(field int) int {
		line, col := r.FieldPos(field)
		return x.LineStart(line) + col - 1
	}
	header, err := r.Read()
	if err == io.EOF {
		d.report(x.Pos(0), false, "the CSV file is empty; its first row names the card keys, like id,name,kind")
		return nil
	}
	if err != nil {
		d.report(csvPos(x, err), false, "%s", csvError(x, err))
		return nil
	}
	headerAt := make([]int, len(header))
	for i := range header {
		headerAt[i] = offset(i)
		header[i] = strings.TrimSpace(header[i])
	}
	if sep := otherSeparator(header); sep != "" {
		d.report(x.Pos(0), false, "the cells of this file are separated by %s; a CSV file separates them with commas (in a spreadsheet: save as CSV, comma-separated)", sep)
		return nil
	}
	// Columns are checked once, at the header.
	known := append(append(append([]string{}, cardKeys...), ids(c.Fields, func(f Field) string { return f.ID })...), "")
	column := map[string]int{}
	for i, key := range header {
		if first, dup := column[key]; dup && key != "" {
			d.report(x.Pos(headerAt[i]), false, "CSV column %q is given twice (first in column %d); remove one of them", key, x.Pos(headerAt[first]).Col)
			header[i] = ""
			continue
		}
		column[key] = i
		if stat, ok := strings.CutPrefix(key, "stats."); ok && stat != "" {
			continue
		}
		if !contains(known, key) {
			d.report(x.Pos(headerAt[i]), false, "CSV column %q is not a card key%s (stats are written stats.ID)", key, DidYouMean(key, cardKeys))
			header[i] = ""
		}
	}
	ints := append([]string{}, csvIntegers...)
	for _, f := range c.Fields {
		if f.Type == "integer" {
			ints = append(ints, f.ID)
		}
	}
	var rows []any
	for {
		rec, err := r.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			d.report(csvPos(x, err), false, "%s", csvError(x, err))
			return rows
		}
		p := "card." + strconv.Itoa(first+len(rows))
		line, _ := r.FieldPos(0)
		d.spans[p] = span{key: x.LineStart(line), val: x.LineStart(line), in: x, headerOnly: true}
		if len(rec) != len(header) {
			d.report(x.Pos(x.LineStart(line)), false, "CSV: this row has %d cells, the header %d", len(rec), len(header))
			continue
		}
		m := map[string]any{}
		for i, cell := range rec {
			key, cell := header[i], strings.TrimSpace(cell)
			if cell == "" || key == "" {
				continue
			}
			at := offset(i)
			kp := p + "." + key
			d.spans[kp] = span{key: at, val: at, valEnd: at + len(rec[i]), in: x}
			if stat, ok := strings.CutPrefix(key, "stats."); ok {
				stats, _ := m["stats"].(map[string]any)
				if stats == nil {
					stats = map[string]any{}
					m["stats"] = stats
					d.spans[p+".stats"] = span{key: at, val: at, in: x}
				}
				stats[stat] = csvValue(cell, true)
				continue
			}
			switch {
			case contains(csvLists, key):
				var items []any
				from := 0
				for j, raw := range strings.Split(rec[i], ";") {
					item, off := trimmed(raw, from)
					from += len(raw) + 1
					items = append(items, item)
					d.spans[kp+"."+strconv.Itoa(j)] = span{key: at, val: cellOffset(x.Src, at, off), in: x}
				}
				m[key] = items
			case contains(ints, key):
				m[key] = csvValue(cell, true)
			default:
				m[key] = strings.ReplaceAll(cell, `\n`, "\n")
			}
		}
		rows = append(rows, m)
	}
	return rows
}

// csvValue is an integer where the cell holds one and integers are
// expected, else the text (which the decoder then reports as the wrong type).
func csvValue(cell string, integer bool) any {
	if n, err := strconv.ParseInt(cell, 10, 64); err == nil && integer {
		return n
	}
	return cell
}

// cellOffset is the source offset of byte off of the cell whose source
// starts at offset at: a quoted cell starts after its quote, and a doubled
// quote or a CRLF inside it is one byte of the cell.
func cellOffset(src string, at, off int) int {
	if at >= len(src) || src[at] != '"' {
		return at + off
	}
	p := at + 1
	for ; off > 0 && p < len(src); off-- {
		if src[p] == '"' || src[p] == '\r' && strings.HasPrefix(src[p:], "\r\n") {
			p++
		}
		p++
	}
	return p
}

// otherSeparator names the separator of a file whose header is one column
// holding semicolons or tabs: a spreadsheet's export in another dialect.
func otherSeparator(header []string) string {
	switch {
	case len(header) != 1:
		return ""
	case strings.Contains(header[0], ";"):
		return "semicolons"
	case strings.Contains(header[0], "\t"):
		return "tabs"
	}
	return ""
}

// quoteProblem finds the quote a CSV parse error is about in the record
// whose source starts at offset start, and says what is wrong with it; off
// is -1 when the record reads well.
func quoteProblem(src string, start int) (off int, msg string) {
	for i := start; i < len(src); i++ {
		if src[i] != '"' {
			for ; i < len(src) && src[i] != ',' && src[i] != '\n'; i++ {
				if src[i] == '"' {
					return i, `a " inside a cell that does not start with one; quote the whole cell and double the " inside it, like "say ""hi"""`
				}
			}
		} else {
			open := i
			for i++; ; i++ {
				j := strings.IndexByte(src[i:], '"')
				if j < 0 {
					return open, `the quoted cell that starts here is never closed; add its closing " (a " inside a quoted cell is written "")`
				}
				if i += j; !strings.HasPrefix(src[i:], `""`) {
					break
				}
				i++
			}
			if i++; i < len(src) && !strings.ContainsRune(",\r\n", rune(src[i])) {
				return i, `text after the closing " of a quoted cell; quote the whole cell and double each " inside it`
			}
		}
		if i >= len(src) || src[i] != ',' {
			break
		}
	}
	return -1, ""
}

func csvPos(x *diag.Index, err error) diag.Pos {
	var pe *csv.ParseError
	if errors.As(err, &pe) {
		if off, _ := quoteProblem(x.Src, x.LineStart(pe.StartLine)); off >= 0 {
			return x.Pos(off)
		}
	}
	if errors.As(err, &pe) && pe.StartLine > 0 && (pe.StartLine < pe.Line || pe.Err == csv.ErrQuote) && pe.StartLine <= x.Lines() {
		return x.Pos(x.LineStart(pe.StartLine)) // a quote left open: where its record starts
	}
	if errors.As(err, &pe) && pe.Line > 0 && pe.Line <= x.Lines() {
		return x.Pos(x.LineStart(pe.Line) + max(pe.Column-1, 0))
	}
	return diag.Pos{File: x.File, Line: 1, Col: 1}
}

func csvError(x *diag.Index, err error) string {
	var pe *csv.ParseError
	if errors.As(err, &pe) {
		if _, msg := quoteProblem(x.Src, x.LineStart(pe.StartLine)); msg != "" {
			return msg
		}
		if pe.Err == csv.ErrFieldCount {
			return pe.Err.Error()
		}
		return fmt.Sprintf("CSV: %v", pe.Err)
	}
	return "CSV: " + err.Error()
}
