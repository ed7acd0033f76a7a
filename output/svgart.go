package output

import (
	"fmt"
	"image"
	"math"

	"github.com/disintegration/imaging"

	"cardpress/layout"
	"cardpress/svgart"
)

// SVG art and icons: a PDF draws them as vectors (the outlines svgart
// records), a PNG and a PDF/X get their pixels, rasterized at the size
// they print. A drawing with a gradient or transparency is embedded as
// pixels at PDFMaxDPI in a PDF too: fpdf's pages are kept and reused
// (pagecache.go) with no resources but fonts and images.

// drawings keeps parsed SVG files by content.
var drawings = newBudgeted[[32]byte, *svgart.Drawing](32 << 20)

// drawing returns the parsed SVG file at path; nil when it is no SVG.
func (im *Images) drawing(path string) (*svgart.Drawing, error) {
	a, err := im.info(path)
	if err != nil || !a.svg {
		return nil, err
	}
	return drawings.get(a.sum, func() (*svgart.Drawing, int64, error) {
		data, err := im.readArt(path, a.sum)
		if err != nil {
			return nil, 0, err
		}
		d, err := svgart.Read(data)
		if err != nil {
			return nil, 0, &ImageError{Path: path, Err: err}
		}
		return d, 16 * int64(len(data)), nil
	})
}

// svgFit places a dw × dh drawing in a w × h box as the box's fit says:
// stretched to it, contained in it (the drawn area cw × ch is then smaller
// than the box, placed by Offset) or covering it about the anchor (the
// parts outside the box are cut off by the caller).
func svgFit(dw, dh, w, h float64, fit string, anchor layout.Point) (t svgart.Transform, cw, ch float64) {
	switch fit {
	case "stretch":
		return svgart.Transform{SX: w / dw, SY: h / dh}, w, h
	case "contain":
		s := min(w/dw, h/dh)
		return svgart.Transform{SX: s, SY: s}, dw * s, dh * s
	}
	s := max(w/dw, h/dh)
	return svgart.Transform{SX: s, SY: s, TX: (w - dw*s) * anchor.X, TY: (h - dh*s) * anchor.Y}, w, h
}

// rasterSVG is Placed for a drawing: rasterized at pw × ph pixels for the
// box (fewer for a contained one), in gray when asked.
func rasterSVG(d *svgart.Drawing, b layout.Image, pw, ph int) image.Image {
	fit := b.Fit
	if fit == "" {
		fit = "cover"
	}
	t, cw, ch := svgFit(d.W, d.H, float64(pw), float64(ph), fit, b.Anchor)
	img := image.Image(d.Rasterize(max(1, int(math.Round(cw))), max(1, int(math.Round(ch))), t))
	if b.Gray {
		img = imaging.Grayscale(img)
	}
	return img
}

// vectorSVG returns the drawing an image box draws as vectors in this
// document, or nil when it is pixels here.
func (d *Document) vectorSVG(b layout.Image, imgs *Images) *svgart.Drawing {
	return vectorDrawing(b, imgs, d.press)
}

// vectorDrawing returns the drawing an image box draws as vectors in a
// PDF printed as press says, or nil when it is pixels there: a PDF/X has
// CMYK colours, which are put in by converting pixels.
func vectorDrawing(b layout.Image, imgs *Images, press Press) *svgart.Drawing {
	if press.PDFX {
		return nil
	}
	dr, err := imgs.drawing(b.Path)
	if err != nil || dr == nil || !dr.Flat() {
		return nil
	}
	return dr
}

// drawSVG draws a drawing's outlines in an image box: cut to the box when
// it covers it, in gray when asked.
func (d *Document) drawSVG(b layout.Image, dr *svgart.Drawing) error {
	fit := b.Fit
	if fit == "" {
		fit = "cover"
	}
	t, cw, ch := svgFit(dr.W, dr.H, b.W, b.H, fit, b.Anchor)
	// A contained drawing keeps its anchor in the box, as Offset does.
	t.TX += b.X + (b.W-cw)*b.Anchor.X
	t.TY += b.Y + (b.H-ch)*b.Anchor.Y
	r, g, bl := d.pdf.GetFillColor()
	d.pdf.ClipRect(b.X, b.Y, b.W, b.H, false)
	for _, s := range dr.Shapes(t) {
		c := *s.Color
		if b.Gray {
			y := grayLevel(c.R, c.G, c.B)
			c.R, c.G, c.B = y, y, y
		}
		d.pdf.SetFillColor(int(c.R), int(c.G), int(c.B))
		for _, poly := range s.Polygons {
			d.pdf.MoveTo(poly[0].X, poly[0].Y)
			for _, p := range poly[1:] {
				d.pdf.LineTo(p.X, p.Y)
			}
			d.pdf.ClosePath()
		}
		d.pdf.DrawPath(map[bool]string{false: "F", true: "F*"}[s.EvenOdd])
	}
	d.pdf.ClipEnd()
	// The clip's graphics state ended with it, the fill color too; fpdf
	// still counts the last shape's as current.
	d.pdf.SetFillColor(r, g, bl)
	return d.pdf.Error()
}

// grayLevel is a color's gray as imaging.Grayscale makes it, so that a
// gray icon is the same gray in a PDF and in a PNG.
func grayLevel(r, g, b uint8) uint8 {
	return uint8(math.Round(0.299*float64(r) + 0.587*float64(g) + 0.114*float64(b)))
}

// svgKey names a placed drawing's pixels in the caches, as Placed's key.
func svgKey(sum [32]byte, b layout.Image, pw, ph int) string {
	return fmt.Sprintf("%x|svg|%s|%dx%d|%v|%s|%v,%v", sum[:8], b.Path, pw, ph, b.Gray, b.Fit, b.Anchor.X, b.Anchor.Y)
}
