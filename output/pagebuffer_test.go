package output

import (
	"bytes"
	"testing"

	"cardpress/layout"
)

// TestReusedPageBufferHoldsOnlyItsPage: a finished page's content buffer
// is the next page's, and that page holds its own content only: a long
// page then a short one give the same file as pages left in fpdf, and
// the short page was written into the long one's buffer. Reusing the
// buffer without emptying it (mutation) puts the long page's content on
// the short one too.
func TestReusedPageBufferHoldsOnlyItsPage(t *testing.T) {
	defer func() { finishPages = true }()
	write := func(finish bool) []byte {
		t.Helper()
		finishPages = finish
		d := NewDocument(100, 100, "t")
		long := 0
		for i, n := range []int{400, 2} {
			d.AddPageSize(100, 100)
			if finish && i == 1 {
				if got := fpdfPages(d.pdf)[2].Cap(); got < long {
					t.Errorf("the second page's buffer holds %d bytes, want the first's %d reused", got, long)
				}
			}
			var boxes []layout.Box
			for k := range n {
				boxes = append(boxes, layout.Fill{Rect: layout.Rect{X: float64(k % 90), Y: float64(k / 90), W: 0.5, H: 0.5}, Color: layout.Black})
			}
			if err := d.Draw(boxes, nil); err != nil {
				t.Fatal(err)
			}
			if i == 0 {
				long = fpdfPages(d.pdf)[1].Len()
			}
			if err := d.finishPage(i); err != nil {
				t.Fatal(err)
			}
		}
		var buf bytes.Buffer
		if err := d.Write(&buf); err != nil {
			t.Fatal(err)
		}
		return buf.Bytes()
	}
	inFpdf, finished := write(false), write(true)
	if !bytes.Equal(inFpdf, finished) {
		t.Errorf("finished pages give %d bytes, pages left in fpdf %d", len(finished), len(inFpdf))
	}
}
