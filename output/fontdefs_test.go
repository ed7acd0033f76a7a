package output

import (
	"bytes"
	"sync"
	"testing"

	"cardpress/fonts"
)

// Documents whose fonts are copies of definitions fpdf made for earlier
// documents are the same bytes as documents whose fonts fpdf adds itself:
// with the whole font (each document embeds the characters it drew, not
// those of the documents before it), cut down to a deck's characters, and
// written at the same time.
func TestCopiedFontDefsAreTheSameBytes(t *testing.T) {
	defer func() { copyFontDefs = true }()
	text := func(s string) []byte {
		t.Helper()
		d := NewDocument(100, 100, "t")
		d.AddPage()
		for i, st := range []fonts.Style{fonts.Serif, fonts.SansBold} {
			if err := d.Text(10, 20+10*float64(i), st, 10, s); err != nil {
				t.Fatal(err)
			}
		}
		var b bytes.Buffer
		if err := d.Write(&b); err != nil {
			t.Fatal(err)
		}
		return b.Bytes()
	}
	imgs := keptPagesTestImages(t)
	deck := func(s string) []byte {
		t.Helper()
		var b bytes.Buffer
		if err := WritePages(&b, "t", keptPagesTestDoc(2, s), imgs); err != nil {
			t.Fatal(err)
		}
		return b.Bytes()
	}
	docs := []struct {
		name  string
		write func(string) []byte
	}{{"text", text}, {"deck", deck}}
	for _, doc := range docs {
		copyFontDefs = false
		want := map[string][]byte{}
		for _, s := range []string{"abc カード", "xyz 説明"} {
			want[s] = doc.write(s)
		}
		copyFontDefs = true
		for _, s := range []string{"abc カード", "xyz 説明", "abc カード"} {
			if got := doc.write(s); !bytes.Equal(got, want[s]) {
				t.Errorf("%s %q: %d bytes with copied fonts, %d without", doc.name, s, len(got), len(want[s]))
			}
		}
		var wg sync.WaitGroup
		got := make([][]byte, 4)
		for i := range got {
			wg.Go(func() { got[i] = doc.write([]string{"abc カード", "xyz 説明"}[i%2]) })
		}
		wg.Wait()
		for i, b := range got {
			if s := []string{"abc カード", "xyz 説明"}[i%2]; !bytes.Equal(b, want[s]) {
				t.Errorf("%s %q written with three more at once: %d bytes, want %d", doc.name, s, len(b), len(want[s]))
			}
		}
	}
}

// fpdf's fonts are reached, and its font definitions copied, at all: a
// version of fpdf that keeps them otherwise fails here, not silently
// slower.
func TestFontDefsAreCopied(t *testing.T) {
	d := NewDocument(100, 100, "t")
	if !fpdfFonts(d.pdf).IsValid() {
		t.Fatal("fpdf's fonts not reached")
	}
	data, err := fonts.Serif.Primary().Data()
	if err != nil {
		t.Fatal(err)
	}
	def, err := madeFontDef("x", data)
	if err != nil {
		t.Fatalf("fpdf's font definition not copied: %v", err)
	}
	c := copyFontDef(def)
	if c.FieldByName("utf8File").Pointer() == def.FieldByName("utf8File").Pointer() ||
		c.FieldByName("usedRunes").Pointer() == def.FieldByName("usedRunes").Pointer() {
		t.Error("a copied font definition shares the parts fpdf changes")
	}
}
