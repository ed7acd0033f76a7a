package output

import (
	"bytes"
	"testing"
)

// Pages taken out of fpdf as they are finished give the same bytes as
// pages left in fpdf to the end: drawn or kept from an earlier document,
// with pictures, turned groups and astral characters, in a short document
// and in a long one (whose pages fpdf would compress itself), in RGB and
// as a PDF/X.
func TestFinishedPagesAreTheSameBytes(t *testing.T) {
	imgs := keptPagesTestImages(t)
	defer func(was int) { fpdfCompressesFrom = was }(fpdfCompressesFrom)
	defer func() { finishPages = true }()
	saved := keptPages
	defer func() { keptPages = saved }()
	write := func(finish bool, press Press) []byte {
		t.Helper()
		finishPages = finish
		p := NewPDF("finished", keptPagesTestDoc(-1, ""), imgs)
		p.Press = press
		var buf bytes.Buffer
		if err := p.Write(&buf); err != nil {
			t.Fatal(err)
		}
		return buf.Bytes()
	}
	for _, from := range []int{1 << 30, 1} {
		for _, press := range []Press{{}, {PDFX: true, CMYK: map[string][4]float64{}}} {
			fpdfCompressesFrom = from
			keptPages = newBudgeted[[32]byte, *keptPage](32 << 20)
			before := pagesDrawn.Load()
			inFpdf := write(false, press)
			kept := write(true, press)
			if drawn := pagesDrawn.Load() - before; drawn != 9 {
				t.Errorf("%d pages drawn for two documents of 9, want the second's kept", drawn)
			}
			keptPages = newBudgeted[[32]byte, *keptPage](32 << 20)
			drawn := write(true, press)
			if !bytes.Equal(inFpdf, kept) || !bytes.Equal(inFpdf, drawn) {
				t.Errorf("fpdf compresses from %d pages, PDF/X %v: finished pages give %d and %d bytes (kept, drawn), pages left in fpdf %d", from, press.PDFX, len(kept), len(drawn), len(inFpdf))
			}
		}
	}
}

// A finished page leaves fpdf an empty buffer, its memory let go, and its
// stream with the document; fpdf's pages are reached at all (a version of
// fpdf that keeps them otherwise fails here, not silently in memory). The
// document knows its pages' characters, as PDF.Write's does.
func TestFinishedPageLeavesFpdf(t *testing.T) {
	imgs := keptPagesTestImages(t)
	pages := keptPagesTestDoc(-1, "")[:3]
	d := NewDocument(182, 257, "t")
	d.glyphs = glyphsOf(pages, NewPDF("t", pages, imgs).sums)
	for i, p := range pages {
		d.AddPageSize(p.W, p.H)
		if err := d.Draw(p.Boxes, imgs); err != nil {
			t.Fatal(err)
		}
		if got := fpdfPages(d.pdf); len(got) != i+2 || got[i+1].Len() < 100 {
			t.Fatalf("page %d: fpdf's pages not reached (%d buffers)", i+1, len(got))
		}
		if err := d.finishPage(i); err != nil {
			t.Fatal(err)
		}
		if b := fpdfPages(d.pdf)[i+1]; b.Cap() != 0 {
			t.Errorf("page %d: fpdf holds %d bytes of its content after it was finished", i+1, b.Cap())
		}
		if len(d.finished[i]) == 0 {
			t.Errorf("page %d: no stream kept", i+1)
		}
	}
	if _, err := d.streamOf(1, []byte("0 g")); err == nil {
		t.Error("content fpdf wrote into a finished page was accepted")
	}
}
