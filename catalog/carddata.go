package catalog

import (
	"archive/zip"
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"strconv"
	"strings"
)

// Card entries may come from spreadsheets: card_files = ["cards.csv"] (or
// "cards.xlsx") names files of the game folder whose header row holds card
// keys (id, name, kind, colors, …, stats.cost, custom fields) and whose
// every other row is one [[card]]. A CSV file and a workbook's sheet are
// decoded into the same rows of cells (csv.go, xlsx.go, ods.go) and read into
// cards once, here: each cell is decoded as that key would be in TOML, and
// every error points at the cell, file:line:column of a CSV file or
// file:Sheet1!C7 of a workbook.

// Keys whose cells hold integers, and those holding lists (items
// separated by ";").
var (
	csvIntegers = []string{"copies", "points", "number", "tableau_points"}
	csvLists    = []string{"colors", "icons"}
)

// cells is one table of card data: rows[0] is the header, the card keys;
// every other row is a card. The functions say where a cell is, in
// whatever terms its file has.
type cells struct {
	kind   string // the file type, for messages: "CSV" or "XLSX"
	rows   [][]string
	row    func(r int) span         // the start of row r
	cell   func(r, c int) span      // cell c of row r, underlined whole
	inCell func(r, c, off int) span // byte off of that cell's text
	column func(c int) string       // how a message names column c
	// short says that a row may end before the header does: a workbook
	// leaves the empty cells at the end of a row out.
	short bool
}

// tabularKinds names the card data files cardpress reads, for messages.
const tabularKinds = ".csv (UTF-8, comma-separated), .xlsx (Excel workbook) or .ods (OpenDocument spreadsheet)"

// zipMagic starts every zip archive: XLSX, ODS and Numbers files are ones.
var zipMagic = []byte("PK\x03\x04")

// cardFiles reads the card data files named by card_files; their rows
// continue the [[card]] list, numbered from first.
func (d *decoder) cardFiles(c *Catalog, top *table, fsys fs.FS, first int) []any {
	files, ok := top.strings("card_files")
	if !ok {
		return nil
	}
	var rows []any
	for i, name := range files {
		at := top.keyPath("card_files") + "." + strconv.Itoa(i)
		file, sheet := splitSheet(name)
		clean := path.Clean(file)
		if !fs.ValidPath(clean) || fsys == nil {
			d.errorf(at, "card_files: %q is not a path inside the game folder", name)
			continue
		}
		src, err := fs.ReadFile(fsys, clean)
		if err != nil {
			d.errorf(at, "card_files: cannot read %q: %v", file, errors.Unwrap(err))
			continue
		}
		shown := path.Join(path.Dir(d.x.File), clean)
		var t *cells
		switch ext := strings.ToLower(path.Ext(clean)); {
		case ext == ".xlsx" || ext == ".xlsm":
			t = d.xlsxCells(shown, src, sheet)
		case ext == ".ods" && zipKind(src) == odsKind:
			t = d.odsCells(shown, src, sheet)
		case sheet != "":
			d.errorf(at, "card_files: %q names a sheet (after #) of a file that is not a workbook; only .xlsx and .ods files have sheets", name)
		case ext == ".csv" && !bytes.HasPrefix(src, zipMagic):
			t = d.csvCells(shown, src)
		default:
			d.errorf(at, "card_files: %s", unreadable(file, ext, src))
		}
		if t != nil {
			rows = append(rows, d.cardRows(c, t, first+len(rows))...)
		}
	}
	return rows
}

// splitSheet parses "cards.xlsx#Spells", a workbook and the sheet to read;
// without a #, or when what comes before it is no workbook, the name is a
// file.
func splitSheet(name string) (file, sheet string) {
	i := strings.LastIndexByte(name, '#')
	if ext := strings.ToLower(path.Ext(name[:max(i, 0)])); i < 0 || ext != ".xlsx" && ext != ".xlsm" && ext != ".ods" {
		return name, ""
	}
	return name[:i], name[i+1:]
}

// unreadable says what a card data file is when cardpress does not read
// it, and what it reads. The bytes decide, not the name alone: a workbook
// saved as cards.csv is a zip archive.
func unreadable(name, ext string, src []byte) string {
	what := "not a file type cardpress reads card data from"
	switch kind := zipKind(src); {
	case kind == "XLSX":
		return fmt.Sprintf("%q is an XLSX workbook, not CSV text; name it %s", name, strings.TrimSuffix(name, path.Ext(name))+".xlsx")
	case kind == odsKind:
		return fmt.Sprintf("%q is an OpenDocument spreadsheet, not CSV text; name it %s", name, strings.TrimSuffix(name, path.Ext(name))+".ods")
	case kind != "":
		what = kind + ", which cardpress does not read"
	case bytes.HasPrefix(src, oleMagic):
		what = "an Excel 97–2003 workbook (.xls), which cardpress does not read"
	case ext == ".csv":
		what = "not CSV text"
	}
	return fmt.Sprintf("%q is %s; save the cards as %s", name, what, tabularKinds)
}

// odsKind is zipKind's name of an OpenDocument spreadsheet.
const odsKind = "an OpenDocument spreadsheet (.ods)"

// oleMagic starts a legacy Office file (.xls).
var oleMagic = []byte("\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1")

// zipKind names the document a zip archive holds, by the entries it has:
// "XLSX", "an OpenDocument spreadsheet (.ods)", "a Numbers document"; "" when src
// is no zip or none of them.
func zipKind(src []byte) string {
	if !bytes.HasPrefix(src, zipMagic) {
		return ""
	}
	z, err := zip.NewReader(bytes.NewReader(src), int64(len(src)))
	if err != nil {
		return "a zip archive"
	}
	kind := "a zip archive"
	for _, f := range z.File {
		switch {
		case f.Name == "xl/workbook.xml":
			return "XLSX"
		case f.Name == "Index/Document.iwa":
			kind = "a Numbers document"
		case f.Name == "mimetype":
			if b, err := readSmall(f); err == nil && strings.HasPrefix(b, "application/vnd.oasis.opendocument.spreadsheet") {
				kind = odsKind
			}
		}
	}
	return kind
}

// readSmall reads the first bytes of a zip entry, enough for a mimetype.
func readSmall(f *zip.File) (string, error) {
	r, err := f.Open()
	if err != nil {
		return "", err
	}
	defer r.Close()
	b := make([]byte, 64)
	n, err := io.ReadFull(r, b)
	if err == io.ErrUnexpectedEOF {
		err = nil
	}
	return string(b[:n]), err
}

// cardRows turns the rows of one table into card tables, recording where
// every cell is.
func (d *decoder) cardRows(c *Catalog, t *cells, first int) []any {
	header := t.rows[0]
	// Columns are checked once, at the header.
	known := append(append(append([]string{}, cardKeys...), ids(c.Fields, func(f Field) string { return f.ID })...), "")
	column := map[string]int{}
	for i, key := range header {
		if first, dup := column[key]; dup && key != "" {
			d.report(d.spanPos(t.cell(0, i)), false, "%s column %q is given twice (first in %s); remove one of them", t.kind, key, t.column(first))
			header[i] = ""
			continue
		}
		column[key] = i
		if stat, ok := strings.CutPrefix(key, "stats."); ok && stat != "" {
			continue
		}
		if !contains(known, key) {
			d.report(d.spanPos(t.cell(0, i)), false, "%s column %q is not a card key%s (stats are written stats.ID)", t.kind, key, DidYouMean(key, cardKeys))
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
	for r := 1; r < len(t.rows); r++ {
		rec := t.rows[r]
		p := "card." + strconv.Itoa(first+len(rows))
		d.spans[p] = t.row(r)
		if len(rec) > len(header) || len(rec) < len(header) && !t.short {
			d.report(d.spanPos(t.row(r)), false, "%s: this row has %d cells, the header %d", t.kind, len(rec), len(header))
			continue
		}
		m := map[string]any{}
		for i, cell := range rec {
			key, cell := header[i], strings.TrimSpace(cell)
			if cell == "" || key == "" {
				continue
			}
			kp := p + "." + key
			d.spans[kp] = t.cell(r, i)
			if stat, ok := strings.CutPrefix(key, "stats."); ok {
				stats, _ := m["stats"].(map[string]any)
				if stats == nil {
					stats = map[string]any{}
					m["stats"] = stats
					d.spans[p+".stats"] = t.inCell(r, i, 0)
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
					d.spans[kp+"."+strconv.Itoa(j)] = t.inCell(r, i, off)
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
