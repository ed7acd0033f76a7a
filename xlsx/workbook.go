// Package xlsx reads the cells of an Office Open XML workbook (.xlsx,
// .xlsm): its sheets' names in order and one sheet's rows, every cell as
// stored (3 and not a number format's "3.00", a formula's cached value,
// TRUE as 1), within limits on what the archive may unpack and a sheet may
// stand for. It reads what card data needs of the format and nothing else
// (no styles, no formulas, no writing), so that a program reading
// spreadsheets does not link a whole office library; its values are
// those excelize gives with RawCellValue, which its tests check cell by
// cell. Every error is an *Error naming the part, the sheet and the cell.
package xlsx

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"path"
	"strings"
)

// Workbook is an opened workbook: its sheets' names, in the workbook's
// order, and what reading them needs.
type Workbook struct {
	Sheets  []string
	parts   map[string]string // a sheet's part, by name; "" when it has none
	shared  []string          // the shared strings, read on first need
	sstPart string            // the shared strings' part; "" when there are none
	sstRead bool
	a       *archive
}

// Open reads a workbook's sheet names from its archive, src.
func Open(src []byte, limits Limits) (*Workbook, error) {
	a, err := openArchive(src, limits.withDefaults())
	if err != nil {
		return nil, err
	}
	wbPart := officeDocument(a)
	if !a.has(wbPart) {
		return nil, &Error{Err: fmt.Errorf("the archive has no workbook part (%s); it is not an XLSX workbook", wbPart)}
	}
	sheets, err := readSheetList(a, wbPart)
	if err != nil {
		return nil, err
	}
	relsPart := path.Join(path.Dir(wbPart), "_rels", path.Base(wbPart)+".rels")
	var rels []relationship
	if a.has(relsPart) {
		if rels, err = readRels(a, relsPart); err != nil {
			return nil, err
		}
	}
	w := &Workbook{parts: map[string]string{}, a: a}
	for _, s := range sheets {
		w.Sheets = append(w.Sheets, s.name)
		w.parts[s.name] = ""
		for _, r := range rels {
			if r.id == s.rid {
				w.parts[s.name] = target(wbPart, r.target)
				break
			}
		}
	}
	for _, r := range rels {
		if strings.HasSuffix(r.typ, "/sharedStrings") {
			w.sstPart = target(wbPart, r.target)
			break
		}
	}
	// excelize reads xl/sharedStrings.xml whatever the relationships say;
	// every writer puts it there. A workbook without one (no text, or
	// inline strings only) is fine.
	if w.sstPart == "" || !a.has(w.sstPart) {
		w.sstPart = ""
		if a.has("xl/sharedStrings.xml") {
			w.sstPart = "xl/sharedStrings.xml"
		}
	}
	return w, nil
}

// officeDocument is the workbook's part, as the package relationships
// (_rels/.rels) name it; xl/workbook.xml when they do not.
func officeDocument(a *archive) string {
	if a.has("_rels/.rels") {
		if rels, err := readRels(a, "_rels/.rels"); err == nil {
			for _, r := range rels {
				if strings.HasSuffix(r.typ, "/officeDocument") {
					return target("/", r.target)
				}
			}
		}
	}
	return "xl/workbook.xml"
}

// target is the part a relationship of the part from names: a target is
// relative to from's folder unless it starts with /.
func target(from, to string) string {
	if strings.HasPrefix(to, "/") {
		return strings.TrimPrefix(path.Clean(to), "/")
	}
	return strings.TrimPrefix(path.Join(path.Dir("/"+from), to), "/")
}

type sheetEntry struct{ name, rid string }

type relationship struct{ id, typ, target string }

// readSheetList is the <sheet> entries of workbook.xml, in order.
func readSheetList(a *archive, part string) ([]sheetEntry, error) {
	var sheets []sheetEntry
	err := eachStart(a, part, func(t xml.StartElement) error {
		if t.Name.Local != "sheet" {
			return nil
		}
		s := sheetEntry{}
		for _, at := range t.Attr {
			switch {
			case at.Name.Local == "name" && at.Name.Space == "":
				s.name = at.Value
			case at.Name.Local == "id" && at.Name.Space != "":
				s.rid = at.Value
			}
		}
		if s.name == "" {
			return fmt.Errorf("a sheet has no name")
		}
		for _, o := range sheets {
			if o.name == s.name {
				return fmt.Errorf("two sheets are named %q; a workbook's sheets have names of their own", s.name)
			}
		}
		sheets = append(sheets, s)
		return nil
	})
	return sheets, err
}

// readRels is the relationships of a .rels part.
func readRels(a *archive, part string) ([]relationship, error) {
	var rels []relationship
	err := eachStart(a, part, func(t xml.StartElement) error {
		if t.Name.Local == "Relationship" {
			rels = append(rels, relationship{id: attr(t, "Id"), typ: attr(t, "Type"), target: attr(t, "Target")})
		}
		return nil
	})
	return rels, err
}

// eachStart calls fn with each start tag of a part's XML; an error,
// the decoder's or fn's, is positioned in the part.
func eachStart(a *archive, part string, fn func(xml.StartElement) error) error {
	data, err := a.read(part)
	if err != nil {
		return err
	}
	dec := newDecoder(data)
	for {
		line, col := dec.InputPos() // where fn's element starts
		tok, err := dec.Token()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			line, col = dec.InputPos()
		} else if t, ok := tok.(xml.StartElement); ok {
			err = fn(t)
		}
		if err != nil {
			return &Error{Part: part, Line: line, Column: col, Err: err}
		}
	}
}

// newDecoder reads XML in UTF-8, the only encoding spreadsheet programs
// write; a part declaring another is refused by the decoder.
func newDecoder(data []byte) *xml.Decoder {
	return xml.NewDecoder(bytes.NewReader(data))
}

// attr is the value of a start tag's attribute without a namespace.
func attr(t xml.StartElement, local string) string {
	for _, a := range t.Attr {
		if a.Name.Local == local && a.Name.Space == "" {
			return a.Value
		}
	}
	return ""
}
