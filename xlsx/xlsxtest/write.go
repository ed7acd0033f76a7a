// Package xlsxtest writes small XLSX workbooks for tests, as a spreadsheet
// program saves them: text as shared strings, numbers and booleans as
// such. Tests of programs that read card data from workbooks use it
// instead of an office library, which would be linked into their test
// binaries; package xlsx's tests check its files read the same through
// excelize.
package xlsxtest

import (
	"archive/zip"
	"bytes"
	"fmt"
	"strconv"
	"strings"

	"cardpress/diag"
)

// Sheet is one sheet: Rows[i] is its row i+1 from column A; a nil row or
// cell is left out.
type Sheet struct {
	Name string
	Rows [][]any
}

// Write is an XLSX workbook of the sheets, in order. A cell is a string,
// an integer, a float64 or a bool; it panics on another type, a test's
// mistake.
func Write(sheets ...Sheet) []byte {
	var shared []string
	index := map[string]int{}
	var parts []string
	var sheetList, rels, types strings.Builder
	for i, s := range sheets {
		part := fmt.Sprintf("xl/worksheets/sheet%d.xml", i+1)
		parts = append(parts, part, worksheet(s.Rows, func(text string) int {
			n, ok := index[text]
			if !ok {
				n = len(shared)
				index[text] = n
				shared = append(shared, text)
			}
			return n
		}))
		fmt.Fprintf(&sheetList, `<sheet name="%s" sheetId="%d" r:id="rId%d"/>`, attr(s.Name), i+1, i+1)
		fmt.Fprintf(&rels, `<Relationship Id="rId%d" Type="%s/worksheet" Target="worksheets/sheet%d.xml"/>`, i+1, relNS, i+1)
		fmt.Fprintf(&types, `<Override PartName="/%s" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`, part)
	}
	fmt.Fprintf(&rels, `<Relationship Id="rId%d" Type="%s/sharedStrings" Target="sharedStrings.xml"/>`, len(sheets)+1, relNS)
	var sst strings.Builder
	fmt.Fprintf(&sst, `%s<sst xmlns="%s" count="%d" uniqueCount="%d">`, header, mainNS, len(shared), len(shared))
	for _, s := range shared {
		sst.WriteString(`<si><t xml:space="preserve">` + text(s) + `</t></si>`)
	}
	sst.WriteString(`</sst>`)
	parts = append(parts,
		"[Content_Types].xml", header+`<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">`+
			`<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>`+
			`<Default Extension="xml" ContentType="application/xml"/>`+
			`<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>`+
			`<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>`+
			types.String()+`</Types>`,
		"_rels/.rels", header+`<Relationships xmlns="`+pkgRelNS+`"><Relationship Id="rId1" Type="`+relNS+`/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
		"xl/workbook.xml", header+`<workbook xmlns="`+mainNS+`" xmlns:r="`+relNS+`"><sheets>`+sheetList.String()+`</sheets></workbook>`,
		"xl/_rels/workbook.xml.rels", header+`<Relationships xmlns="`+pkgRelNS+`">`+rels.String()+`</Relationships>`,
		"xl/sharedStrings.xml", sst.String())
	return Zip(parts...)
}

const (
	header   = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` + "\n"
	mainNS   = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
	relNS    = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
	pkgRelNS = "http://schemas.openxmlformats.org/package/2006/relationships"
)

// worksheet is a sheet's XML; share gives a text's shared string index.
func worksheet(rows [][]any, share func(string) int) string {
	var b strings.Builder
	b.WriteString(header + `<worksheet xmlns="` + mainNS + `"><sheetData>`)
	for r, row := range rows {
		if row == nil {
			continue
		}
		fmt.Fprintf(&b, `<row r="%d">`, r+1)
		for c, v := range row {
			if v == nil {
				continue
			}
			ref := diag.ColumnName(c+1) + strconv.Itoa(r+1)
			switch v := v.(type) {
			case string:
				fmt.Fprintf(&b, `<c r="%s" t="s"><v>%d</v></c>`, ref, share(v))
			case int:
				fmt.Fprintf(&b, `<c r="%s"><v>%d</v></c>`, ref, v)
			case int64:
				fmt.Fprintf(&b, `<c r="%s"><v>%d</v></c>`, ref, v)
			case float64:
				fmt.Fprintf(&b, `<c r="%s"><v>%s</v></c>`, ref, strconv.FormatFloat(v, 'G', -1, 64))
			case bool:
				n := 0
				if v {
					n = 1
				}
				fmt.Fprintf(&b, `<c r="%s" t="b"><v>%d</v></c>`, ref, n)
			default:
				panic(fmt.Sprintf("xlsxtest: a cell of type %T", v))
			}
		}
		b.WriteString(`</row>`)
	}
	b.WriteString(`</sheetData></worksheet>`)
	return b.String()
}

// text escapes a string for a <t>: XML's own escapes, and _xHHHH_ for a
// control character XML 1.0 cannot hold and for a literal _xHHHH_.
func text(s string) string {
	var b strings.Builder
	for i, r := range s {
		switch {
		case r == '&':
			b.WriteString("&amp;")
		case r == '<':
			b.WriteString("&lt;")
		case r == '>':
			b.WriteString("&gt;")
		case r < 0x20 && r != '\t' && r != '\n':
			fmt.Fprintf(&b, "_x%04X_", r)
		case r == '_' && looksEscaped(s[i:]):
			b.WriteString("_x005F_")
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// looksEscaped tells whether s starts with _xHHHH_.
func looksEscaped(s string) bool {
	if len(s) < 7 || s[1] != 'x' || s[6] != '_' {
		return false
	}
	_, err := strconv.ParseUint(s[2:6], 16, 32)
	return err == nil
}

func attr(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", `"`, "&quot;").Replace(s)
}

// Zip is a zip archive of parts: name, content, name, content, ….
func Zip(parts ...string) []byte {
	var b bytes.Buffer
	z := zip.NewWriter(&b)
	for i := 0; i+1 < len(parts); i += 2 {
		w, err := z.Create(parts[i])
		if err == nil {
			_, err = w.Write([]byte(parts[i+1]))
		}
		if err != nil {
			panic(err)
		}
	}
	if err := z.Close(); err != nil {
		panic(err)
	}
	return b.Bytes()
}
