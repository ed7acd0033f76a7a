package xlsx

import (
	"encoding/xml"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"
)

// readShared reads the shared strings part, once, when a sheet is read.
func (w *Workbook) readShared() error {
	if w.sstRead || w.sstPart == "" {
		w.sstRead = true
		return nil
	}
	w.sstRead = true
	data, err := w.a.read(w.sstPart)
	if err != nil {
		return err
	}
	dec := newDecoder(data)
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			return nil
		}
		if t, ok := tok.(xml.StartElement); ok && err == nil && t.Name.Local == "si" {
			var s string
			s, err = readStringItem(dec)
			w.shared = append(w.shared, s)
		}
		if err != nil {
			line, col := dec.InputPos()
			return &Error{Part: w.sstPart, Line: line, Column: col, Err: unexpectedEOF(err)}
		}
	}
}

// sharedString is the shared string a cell of type s refers to by its
// index, v.
func (w *Workbook) sharedString(v string) (string, error) {
	i, err := strconv.Atoi(strings.TrimSpace(v))
	switch {
	case err != nil:
		return "", fmt.Errorf("a shared string cell holds %q, not an index", v)
	case i < 0 || i >= len(w.shared):
		return "", fmt.Errorf("the cell refers to shared string %d, but the workbook has %d", i, len(w.shared))
	}
	return w.shared[i], nil
}

// readStringItem reads a string item (<si> of the shared strings, <is> of
// an inline string) just opened, to its end: its text (<t>) and its rich
// text runs' texts (<r><t>), in order, with _xHHHH_ escapes undone.
// Phonetic runs (<rPh>, the reading of Japanese text) are not its text.
// The text is kept as written, spaces and all, whatever xml:space says.
func readStringItem(dec *xml.Decoder) (string, error) {
	var t string
	var runs strings.Builder
	for {
		tok, err := dec.Token()
		if err != nil {
			return "", unexpectedEOF(err)
		}
		switch e := tok.(type) {
		case xml.StartElement:
			switch e.Name.Local {
			case "t": // a second <t> replaces the first, as in excelize
				t, err = elementText(dec)
			case "r":
				err = runText(dec, &runs)
			default:
				err = dec.Skip()
			}
			if err != nil {
				return "", unexpectedEOF(err)
			}
		case xml.EndElement:
			return unescape(t + runs.String()), nil
		}
	}
}

// runText adds the text of a rich text run just opened to b.
func runText(dec *xml.Decoder, b *strings.Builder) error {
	var t string
	for {
		tok, err := dec.Token()
		if err != nil {
			return err
		}
		switch e := tok.(type) {
		case xml.StartElement:
			if e.Name.Local == "t" {
				t, err = elementText(dec)
			} else {
				err = dec.Skip()
			}
			if err != nil {
				return err
			}
		case xml.EndElement:
			b.WriteString(t)
			return nil
		}
	}
}

// elementText is the character data directly inside the element just
// opened, to its end.
func elementText(dec *xml.Decoder) (string, error) {
	var b strings.Builder
	for {
		tok, err := dec.Token()
		if err != nil {
			return "", err
		}
		switch e := tok.(type) {
		case xml.CharData:
			b.Write(e)
		case xml.StartElement:
			if err := dec.Skip(); err != nil {
				return "", err
			}
		case xml.EndElement:
			return b.String(), nil
		}
	}
}

// unescape undoes the _xHHHH_ escapes a workbook writes for characters XML
// cannot hold (a control character, _x0009_ a tab): _x005F_ is a literal
// _, so _x005F_x0041_ is the text _x0041_. A code that is not a character
// (a lone surrogate) is dropped, as excelize drops it.
func unescape(s string) string {
	if !strings.Contains(s, "_x") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		if r, ok := escapeAt(s, i); ok {
			if utf8.ValidRune(r) {
				b.WriteRune(r)
			}
			i += 7
			continue
		}
		b.WriteByte(s[i])
		i++
	}
	return b.String()
}

// escapeAt reads an _xHHHH_ escape at s[i:].
func escapeAt(s string, i int) (rune, bool) {
	if i+7 > len(s) || s[i] != '_' || s[i+1] != 'x' || s[i+6] != '_' {
		return 0, false
	}
	n, err := strconv.ParseUint(s[i+2:i+6], 16, 32)
	if err != nil {
		return 0, false
	}
	return rune(n), true
}
