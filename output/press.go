package output

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"regexp"
	"sync"
)

// Press says how a PDF is meant to be printed, for the viewer that prints
// it: cards must come out at actual size and, with backs, on both sides.
type Press struct {
	// ActualSize asks viewers not to scale the pages to the printer's
	// printable area (PrintScaling /None): "fit to page", the default of
	// most viewers, shrinks the cards by a few per cent.
	ActualSize bool
	// Duplex is the viewer's preset for double-sided printing: "" (none),
	// "Simplex", "DuplexFlipLongEdge" or "DuplexFlipShortEdge".
	Duplex string
	// PDFX makes the file PDF/X-1a:2003 (pdfx.go), its colours CMYK: those
	// of CMYK by their RGB as the content writes it (CMYKKey), the others
	// converted by CMYKOf.
	PDFX bool
	CMYK map[string][4]float64
}

// catalogEntries are the entries p adds to the document catalog.
func (p Press) catalogEntries() string {
	var prefs string
	if p.ActualSize {
		prefs += "/PrintScaling /None "
	}
	if p.Duplex != "" {
		prefs += "/Duplex /" + p.Duplex + " "
	}
	var entries string
	if prefs != "" {
		entries = "/ViewerPreferences << " + prefs + ">>\n"
	}
	if p.PDFX {
		entries += pdfxCatalog()
	}
	return entries
}

// catalogStart opens the document catalog as fpdf writes it.
var catalogStart = []byte("<<\n/Type /Catalog\n")

// addCatalogEntries writes the press's entries into the document catalog
// object obj, and says whether it did; any other object is returned as it is.
func (p Press) addCatalogEntries(obj []byte) ([]byte, bool) {
	entries := p.catalogEntries()
	at := bytes.Index(obj, catalogStart)
	if entries == "" || at < 0 {
		return obj, false
	}
	at += len(catalogStart)
	out := make([]byte, 0, len(obj)+len(entries))
	out = append(append(append(out, obj[:at]...), entries...), obj[at:]...)
	return out, true
}

// fontNames are the names fpdf gives the fonts it embeds as subsets, where
// the font and its descriptor name them.
var fontNames = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(/(?:BaseFont|FontName) /)(utf8[!-~]*?)([\s/>\[]|$)`)
})

// tagSubsets puts a subset tag before the names of the fonts in obj: six
// capital letters and "+" (PDF 32000-1, 9.6.4), which tell a preflight
// check the font is a subset and keep subsets of the same font in merged
// files apart. The tag comes from the characters the document draws in
// all its fonts and the font's name: the same pages get the same tag.
func (d *Document) tagSubsets(obj []byte) []byte {
	if !bytes.Contains(obj, []byte(" /utf8")) {
		return obj
	}
	return fontNames().ReplaceAllFunc(obj, func(m []byte) []byte {
		sub := fontNames().FindSubmatch(m)
		return fmt.Appendf(nil, "%s%s+%s%s", sub[1], subsetTag(d.glyphsKey, sub[2]), sub[2], sub[3])
	})
}

// subsetTag is six capital letters from the document's glyphs and the
// font's name.
func subsetTag(glyphs [32]byte, name []byte) []byte {
	h := sha256.New()
	h.Write(glyphs[:])
	h.Write(name)
	sum := h.Sum(nil)
	tag := make([]byte, 6)
	for i := range tag {
		tag[i] = 'A' + sum[i]%26
	}
	return tag
}
