package output

import (
	"errors"
	"maps"
	"reflect"
	"unsafe"

	"codeberg.org/go-pdf/fpdf"
)

// fpdf makes a font's PDF name, for every document it is added to, from a
// SHA-1 of the font's definition written out as JSON, widths of all 65,536
// characters included: about 0.7 ms a font, a tenth of writing a deck. So
// the definition fpdf makes from font data is kept (fontDefs), and a
// document given the same data again gets a copy of it instead, with the
// parts fpdf changes while writing (the characters used, the parsed font
// it cuts at the end) its own. fpdf's fonts are private: they are reached
// by reflection, and where fpdf's fields are not what this was written
// for (another version), fonts are added through fpdf as before; the file
// is the same bytes either way.

// copyFontDefs is false only in tests, to write documents whose fonts fpdf
// adds itself, as before addFont.
var copyFontDefs = true

// fontDefs keeps the definitions fpdf made, each in a document of its own
// holding that one font, by the font's name and data (the data a document
// embeds is a face's or a cut, neither of which changes once made, so its
// address names it; the definition holds the data, so the address is not
// reused while it is kept).
var fontDefs = newBudgeted[fontDefKey, reflect.Value](32 << 20)

type fontDefKey struct {
	name string
	data *byte
	size int
}

// fontDefBytes is what a kept definition holds besides the font data: its
// widths of 65,536 characters and about as much again parsed.
const fontDefBytes = 2 * 65536 * 8

// addFont adds font data under name to d's fpdf document, as
// AddUTF8FontFromBytes does: from a copy of the definition fpdf made for
// the same data before, when fpdf's fonts can be reached.
func (d *Document) addFont(name string, data []byte) {
	fonts := fpdfFonts(d.pdf)
	if copyFontDefs && fonts.IsValid() && len(data) > 0 && d.pdf.Error() == nil {
		def, err := fontDefs.get(fontDefKey{name, &data[0], len(data)}, func() (reflect.Value, int64, error) {
			def, err := madeFontDef(name, data)
			return def, int64(len(data)) + fontDefBytes, err
		})
		if err == nil {
			// As fpdf, a font already added under the key stays.
			if key := def.FieldByName("Name"); !fonts.MapIndex(key).IsValid() {
				fonts.SetMapIndex(key, copyFontDef(def))
			}
			return
		}
	}
	d.pdf.AddUTF8FontFromBytes(name, "", data)
}

// errNoFontDef is madeFontDef's answer where fpdf's font definition is
// not as copyFontDef expects or fpdf refuses the font (fpdf then says so
// when the font is added to the document itself).
var errNoFontDef = errors.New("output: no font definition to copy")

// madeFontDef is fpdf's definition of the font data under name, made in a
// document of its own.
func madeFontDef(name string, data []byte) (reflect.Value, error) {
	pdf := fpdf.NewCustom(&fpdf.InitType{UnitStr: "mm"})
	pdf.AddUTF8FontFromBytes(name, "", data)
	fonts := fpdfFonts(pdf)
	if pdf.Error() != nil || !fonts.IsValid() || fonts.Len() != 1 {
		return reflect.Value{}, errNoFontDef
	}
	iter := fonts.MapRange()
	iter.Next()
	def := iter.Value()
	if !fontDefCopies(def.Type()) || def.FieldByName("Name").String() != iter.Key().String() {
		return reflect.Value{}, errNoFontDef
	}
	return def, nil
}

// fpdfFonts is pdf's map of its fonts by key, or the zero Value when fpdf
// does not keep them as this expects.
func fpdfFonts(pdf *fpdf.Fpdf) reflect.Value {
	v := reflect.ValueOf(pdf).Elem().FieldByName("fonts")
	if !v.IsValid() || v.Kind() != reflect.Map || v.Type().Key().Kind() != reflect.String ||
		v.Type().Elem().Kind() != reflect.Struct {
		return reflect.Value{}
	}
	return reachable(v)
}

// fontDefCopies reports whether t, fpdf's font definition, has the parts
// copyFontDef gives each document its own of, and the Name fpdf keys its
// fonts by.
func fontDefCopies(t reflect.Type) bool {
	if key, ok := t.FieldByName("Name"); !ok || key.Type.Kind() != reflect.String {
		return false
	}
	runes, ok := t.FieldByName("usedRunes")
	if !ok || runes.Type != reflect.TypeFor[map[int]int]() {
		return false
	}
	file, ok := t.FieldByName("utf8File")
	if !ok || file.Type.Kind() != reflect.Pointer || file.Type.Elem().Kind() != reflect.Struct {
		return false
	}
	reader, ok := file.Type.Elem().FieldByName("fileReader")
	return ok && reader.Type.Kind() == reflect.Pointer && reader.Type.Elem().Kind() == reflect.Struct
}

// copyFontDef is a copy of fpdf's font definition def for one more
// document: the widths and the font data shared, as fpdf only reads them;
// the characters used, the parsed font (which fpdf parses anew into its
// own fields to cut it) and the parsed font's reading position its own.
func copyFontDef(def reflect.Value) reflect.Value {
	c := reflect.New(def.Type()).Elem()
	c.Set(def)
	runes := reachable(c.FieldByName("usedRunes"))
	runes.Set(reflect.ValueOf(maps.Clone(runes.Interface().(map[int]int))))
	file := reachable(c.FieldByName("utf8File"))
	file.Set(newCopy(file))
	reader := reachable(file.Elem().FieldByName("fileReader"))
	reader.Set(newCopy(reader))
	return c
}

// newCopy is a pointer to a new copy of what the pointer p points to.
func newCopy(p reflect.Value) reflect.Value {
	c := reflect.New(p.Type().Elem())
	c.Elem().Set(p.Elem())
	return c
}

// reachable is the addressable value v, a private field, made settable.
func reachable(v reflect.Value) reflect.Value {
	return reflect.NewAt(v.Type(), unsafe.Pointer(v.UnsafeAddr())).Elem()
}
