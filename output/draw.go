package output

import (
	"fmt"
	"image"
	"io"

	"codeberg.org/go-pdf/fpdf"

	"cardpress/layout"
)

// Draw paints laid-out boxes on the current page; images come from imgs.
func (d *Document) Draw(boxes []layout.Box, imgs *Images) error {
	for _, b := range boxes {
		if err := d.draw(b, imgs); err != nil {
			return err
		}
	}
	return d.pdf.Error()
}

func (d *Document) draw(b layout.Box, imgs *Images) error {
	switch b := b.(type) {
	case layout.Fill:
		d.fillColor(b.Color)
		d.pdf.Rect(b.X, b.Y, b.W, b.H, "F")
	case layout.Dots:
		b.Each(func(f layout.Fill) { d.draw(f, imgs) })
	case layout.Polygon:
		d.fillColor(b.Color)
		pts := make([]fpdf.PointType, len(b.Points))
		for i, p := range b.Points {
			pts[i] = fpdf.PointType{X: p.X, Y: p.Y}
		}
		d.pdf.Polygon(pts, "F")
	case layout.Line:
		d.pdf.SetDrawColor(int(b.Color.R), int(b.Color.G), int(b.Color.B))
		d.pdf.SetLineWidth(b.Width)
		d.pdf.SetLineCapStyle("butt")
		d.pdf.Line(b.A.X, b.A.Y, b.B.X, b.B.Y)
	case layout.Text:
		d.pdf.SetTextColor(int(b.Color.R), int(b.Color.G), int(b.Color.B))
		return d.Text(b.X, b.Y, b.Style, b.Size, b.Text)
	case layout.Image:
		return d.image(b, imgs)
	case layout.Rotated:
		return d.rotated(b, imgs)
	default:
		return fmt.Errorf("output: cannot draw %T", b)
	}
	return nil
}

func (d *Document) fillColor(c layout.Color) {
	d.pdf.SetFillColor(int(c.R), int(c.G), int(c.B))
}

// image embeds the picture once per size and placement key, resampled to
// the resolution of the output.
func (d *Document) image(b layout.Image, imgs *Images) error {
	if dr := d.vectorSVG(b, imgs); dr != nil {
		return d.drawSVG(b, dr)
	}
	img, key, err := d.placed(b, imgs)
	if err != nil {
		return err
	}
	dx, dy, w, h := imgs.Offset(b, img)
	if err := d.registerImage(key, img); err != nil {
		return err
	}
	d.pdf.ImageOptions(key, b.X+dx, b.Y+dy, w, h, false, fpdf.ImageOptions{ImageType: "PNG"}, 0, "")
	return d.pdf.Error()
}

// placed is an image box's picture as the document embeds it: as placed,
// or in a PDF/X flattened on white (PDF/X-1a has no transparency).
func (d *Document) placed(b layout.Image, imgs *Images) (image.Image, string, error) {
	img, key, err := imgs.Placed(b)
	if err != nil || !d.press.PDFX {
		return img, key, err
	}
	return flatten(img), key + "|flat", nil
}

// rotated draws a group upright about the center of its landing box and
// turns it there.
func (d *Document) rotated(b layout.Rotated, imgs *Images) error {
	w, h := b.Local()
	cx, cy := b.Rect.X+b.Rect.W/2, b.Rect.Y+b.Rect.H/2
	d.pdf.TransformBegin()
	d.pdf.TransformRotate(-90*float64(b.Turns), cx, cy) // fpdf turns counterclockwise
	err := d.Draw(layout.Shift(b.Boxes, cx-w/2, cy-h/2), imgs)
	d.pdf.TransformEnd()
	// The group's font and fill color ended with it; fpdf still counts
	// them as current, so the fill color is set again to match.
	d.font = ""
	r, g, bl := d.pdf.GetFillColor()
	d.pdf.SetFillColor(r, g, bl)
	return err
}

// WritePages writes laid-out pages as one PDF.
func WritePages(w io.Writer, title string, pages []layout.Page, imgs *Images) error {
	return NewPDF(title, pages, imgs).Write(w)
}

// pictures lists the image boxes of pages in drawing order, each once.
func pictures(pages []layout.Page) []layout.Image {
	var pics []layout.Image
	seen := map[layout.Image]bool{}
	for _, p := range pages {
		layout.EachBox(p.Boxes, func(b layout.Box) {
			if b, ok := b.(layout.Image); ok && !seen[b] {
				seen[b] = true
				pics = append(pics, b)
			}
		})
	}
	return pics
}

// prefetch resamples pictures on all cores, before the pages are drawn one
// after the other; a picture that fails is reported where the drawing
// meets it.
func prefetch(pics []layout.Image, imgs *Images) {
	Parallel(len(pics), func(i int) error {
		imgs.Placed(pics[i])
		return nil
	})
}
