package output

import (
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"io"
	"math"
	"sync"

	"github.com/disintegration/imaging"
	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
	"golang.org/x/image/vector"

	"cardpress/catalog"
	"cardpress/fonts"
	"cardpress/layout"
)

// Raster draws laid-out boxes into a bitmap; it is the PNG twin of Document.
type Raster struct {
	Img    *image.RGBA
	scale  float64 // pixels per mm
	ox, oy float64 // mm of the box coordinates at pixel (0, 0)
	imgs   *Images
	tools  *fillTools           // taken at the first fill
	faces  map[string]font.Face // opentype faces are not safe to share
}

// NewRaster makes a white bitmap showing the area (x, y, w, h) mm of the box
// coordinates at the images' resolution.
func NewRaster(area layout.Rect, imgs *Images) *Raster {
	r := newRaster(area, imgs)
	r.whiten()
	return r
}

// whiten paints every pixel white.
func (r *Raster) whiten() {
	draw.Draw(r.Img, r.Img.Bounds(), image.White, image.Point{}, draw.Src)
}

// newRaster is NewRaster with its pixels left as they come, for a drawing
// that paints them all.
func newRaster(area layout.Rect, imgs *Images) *Raster {
	img := newRGBA(image.Rect(0, 0, imgs.Pixels(area.W), imgs.Pixels(area.H)))
	return &Raster{Img: img, scale: imgs.DPI / 25.4, ox: area.X, oy: area.Y, imgs: imgs, faces: map[string]font.Face{}}
}

// bitmaps are the pixels of released bitmaps: a card image is drawn,
// encoded and dropped, and the next one can reuse its megabytes.
var bitmaps sync.Pool

// newRGBA returns a bitmap of bounds r whose pixels are not cleared.
func newRGBA(r image.Rectangle) *image.RGBA {
	n := 4 * r.Dx() * r.Dy()
	if p, ok := bitmaps.Get().(*[]byte); ok && cap(*p) >= n {
		return &image.RGBA{Pix: (*p)[:n], Stride: 4 * r.Dx(), Rect: r}
	}
	return image.NewRGBA(r)
}

// releaseRGBA hands a bitmap nobody uses any more back for reuse.
func releaseRGBA(img *image.RGBA) {
	p := img.Pix
	bitmaps.Put(&p)
}

func (r *Raster) px(p layout.Point) (float32, float32) {
	return float32((p.X - r.ox) * r.scale), float32((p.Y - r.oy) * r.scale)
}

// Draw paints boxes in order. Runs of shapes of one color are rasterized in
// one pass, which matters for hatching.
func (r *Raster) Draw(boxes []layout.Box) error {
	for i := 0; i < len(boxes); i++ {
		var err error
		switch b := boxes[i].(type) {
		case layout.Fill:
			r.rect(b)
		case layout.Dots:
			b.Each(r.rect)
		case layout.Polygon, layout.Line:
			c, _ := shapeOf(b, r.minLine())
			paths := [][]layout.Point{}
			for ; i < len(boxes); i++ {
				pc, pts := shapeOf(boxes[i], r.minLine())
				if pts == nil || pc != c {
					break
				}
				paths = append(paths, pts)
			}
			i--
			r.fill(paths, c)
		case layout.Text:
			err = r.text(b)
		case layout.Image:
			err = r.image(b)
		case layout.Rotated:
			err = r.rotated(b)
		default:
			err = fmt.Errorf("output: cannot draw %T", b)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

func (r *Raster) minLine() float64 { return 25.4 / r.imgs.DPI }

// rect paints an axis-aligned rectangle straight into the pixels, rounded
// to whole pixels: a card's frame and panels cover most of a face, and at
// print resolutions anti-aliasing their edges changes nothing visible.
func (r *Raster) rect(f layout.Fill) {
	draw.Draw(r.Img, r.pixels(f), image.NewUniform(color.RGBA{f.Color.R, f.Color.G, f.Color.B, 255}), image.Point{}, draw.Src)
}

// pixels are the whole pixels a rectangle paints.
func (r *Raster) pixels(f layout.Fill) image.Rectangle {
	x0, y0 := r.px(layout.Point{X: f.X, Y: f.Y})
	x1, y1 := r.px(layout.Point{X: f.X + f.W, Y: f.Y + f.H})
	return image.Rect(int(math.Round(float64(x0))), int(math.Round(float64(y0))), int(math.Round(float64(x1))), int(math.Round(float64(y1))))
}

// paintsAll reports whether drawing boxes starts by painting every pixel:
// a card's background fill, which makes the white start needless.
func (r *Raster) paintsAll(boxes []layout.Box) bool {
	f, ok := boxes[0].(layout.Fill)
	return ok && r.Img.Bounds().In(r.pixels(f))
}

// shapeOf returns a fill, polygon or line as a color and an outline; other
// boxes give no outline.
func shapeOf(b layout.Box, minWidth float64) (layout.Color, []layout.Point) {
	switch b := b.(type) {
	case layout.Fill:
		return b.Color, []layout.Point{{X: b.X, Y: b.Y}, {X: b.X + b.W, Y: b.Y}, {X: b.X + b.W, Y: b.Y + b.H}, {X: b.X, Y: b.Y + b.H}}
	case layout.Polygon:
		return b.Color, b.Points
	case layout.Line:
		dx, dy := b.B.X-b.A.X, b.B.Y-b.A.Y
		n := math.Hypot(dx, dy)
		if n == 0 {
			return b.Color, []layout.Point{}
		}
		// At least a pixel wide, so hairlines stay visible; butt ends.
		hw := math.Max(b.Width, minWidth) / 2
		nx, ny := -dy/n*hw, dx/n*hw
		return b.Color, []layout.Point{
			{X: b.A.X + nx, Y: b.A.Y + ny}, {X: b.B.X + nx, Y: b.B.Y + ny},
			{X: b.B.X - nx, Y: b.B.Y - ny}, {X: b.A.X - nx, Y: b.A.Y - ny},
		}
	}
	return layout.Color{}, nil
}

// fill paints anti-aliased polygons of one color in one pass over their
// common bounding box.
func (r *Raster) fill(paths [][]layout.Point, c layout.Color) {
	minX, minY := math.Inf(1), math.Inf(1)
	maxX, maxY := math.Inf(-1), math.Inf(-1)
	for _, pts := range paths {
		for _, p := range pts {
			x, y := r.px(p)
			minX, maxX = math.Min(minX, float64(x)), math.Max(maxX, float64(x))
			minY, maxY = math.Min(minY, float64(y)), math.Max(maxY, float64(y))
		}
	}
	if math.IsInf(minX, 0) {
		return
	}
	bounds := image.Rect(int(math.Floor(minX)), int(math.Floor(minY)), int(math.Ceil(maxX)), int(math.Ceil(maxY))).Intersect(r.Img.Bounds())
	if bounds.Empty() {
		return
	}
	mask, _ := shapeMasks.get(r.shapeKey(paths, bounds), func() (*image.Alpha, int64, error) {
		m := r.rasterize(paths, bounds)
		return m, int64(len(m.Pix)) + 64, nil
	})
	paintMask(r.Img, bounds, mask, image.Point{}, c, vectorRounding)
}

// shapeMasks keeps the coverage masks of the shapes rasters filled, for
// the process: the faces of one layout share their panels, frames and
// hatching, whatever their colors.
var shapeMasks = newBudgeted[[32]byte, *image.Alpha](64 << 20)

// shapeKey names the coverage of paths over bounds: their points in pixels.
func (r *Raster) shapeKey(paths [][]layout.Point, bounds image.Rectangle) [32]byte {
	b := make([]byte, 0, 1024)
	for _, v := range []int{bounds.Min.X, bounds.Min.Y, bounds.Max.X, bounds.Max.Y} {
		b = binary.LittleEndian.AppendUint64(b, uint64(v))
	}
	for _, pts := range paths {
		b = binary.AppendUvarint(b, uint64(len(pts)))
		for _, p := range pts {
			x, y := r.px(p)
			b = binary.LittleEndian.AppendUint32(b, math.Float32bits(x))
			b = binary.LittleEndian.AppendUint32(b, math.Float32bits(y))
		}
	}
	return sha256.Sum256(b)
}

// rasterize returns the coverage of paths over bounds, as a mask of its own.
func (r *Raster) rasterize(paths [][]layout.Point, bounds image.Rectangle) *image.Alpha {
	if r.tools == nil {
		r.tools, _ = fillToolPool.Get().(*fillTools)
		if r.tools == nil {
			r.tools = &fillTools{}
		}
	}
	z := &r.tools.z
	z.Reset(bounds.Dx(), bounds.Dy())
	dx, dy := float32(bounds.Min.X), float32(bounds.Min.Y)
	for _, pts := range paths {
		if len(pts) < 3 {
			continue
		}
		x, y := r.px(pts[0])
		z.MoveTo(x-dx, y-dy)
		for _, p := range pts[1:] {
			x, y := r.px(p)
			z.LineTo(x-dx, y-dy)
		}
		z.ClosePath()
	}
	z.DrawOp = draw.Src
	mask := image.NewAlpha(image.Rectangle{Max: bounds.Size()})
	z.Draw(mask, mask.Rect, image.Opaque, image.Point{})
	return mask
}

// fillTools are a rasterizer whose buffers grow to the largest shape
// drawn; pooled, so that the card images drawn one after the other reuse
// them.
type fillTools struct {
	z vector.Rasterizer
}

var fillToolPool sync.Pool

// release hands the raster's fill tools back for the next raster.
func (r *Raster) release() {
	if r.tools != nil {
		fillToolPool.Put(r.tools)
		r.tools = nil
	}
}

// rounding is how a blend of partial coverage rounds: a quotient per term
// (vectorRounding: the shapes' rounding since f3c6e51, which the showcase
// goldens hold; x/image/vector itself divides once), or as image/draw's
// glyph path (one quotient of the sum).
type rounding bool

const (
	vectorRounding rounding = false
	glyphRounding  rounding = true
)

// paintMask lays color c over the pixels of bounds through the coverage
// mask m, whose pixel mp falls on the bounds' corner: the blend of Over
// for an opaque color, rounded by r, in a pass that skips what the mask
// leaves untouched and sets what it covers whole, eight pixels at a time
// where it can. Blending every pixel of the bounds, touched or not, was
// most of drawing a face.
func paintMask(dst *image.RGBA, bounds image.Rectangle, m *image.Alpha, mp image.Point, c layout.Color, r rounding) {
	px := uint64(c.R) | uint64(c.G)<<8 | uint64(c.B)<<16 | 0xff<<24
	two := px | px<<32 // two pixels of c, as a word
	w := bounds.Dx()
	for y := 0; y < bounds.Dy(); y++ {
		at := m.PixOffset(mp.X, mp.Y+y)
		row := m.Pix[at : at+w]
		pix := dst.Pix[dst.PixOffset(bounds.Min.X, bounds.Min.Y+y):]
		x := 0
		for ; x+8 <= w; x += 8 {
			switch binary.LittleEndian.Uint64(row[x:]) {
			case 0: // eight untouched pixels
			case ^uint64(0): // eight covered whole
				p := pix[4*x : 4*x+32]
				binary.LittleEndian.PutUint64(p, two)
				binary.LittleEndian.PutUint64(p[8:], two)
				binary.LittleEndian.PutUint64(p[16:], two)
				binary.LittleEndian.PutUint64(p[24:], two)
			default:
				blend(pix[4*x:4*x+32], row[x:x+8], c, r)
			}
		}
		blend(pix[4*x:4*w], row[x:w], c, r)
	}
}

// blend lays opaque color c over pixels through their coverage, as Over
// does, rounded by r.
func blend(pix, cov []byte, c layout.Color, r rounding) {
	sr, sg, sb := uint32(c.R)*0x101, uint32(c.G)*0x101, uint32(c.B)*0x101
	for i, ma8 := range cov {
		if ma8 == 0 {
			continue
		}
		p := pix[4*i : 4*i+4 : 4*i+4]
		if ma8 == 0xff {
			p[0], p[1], p[2], p[3] = c.R, c.G, c.B, 0xff
			continue
		}
		ma := uint32(ma8) * 0x101
		a := (0xffff - ma) * 0x101
		if r == glyphRounding {
			p[0] = uint8((uint32(p[0])*a + sr*ma) / 0xffff >> 8)
			p[1] = uint8((uint32(p[1])*a + sg*ma) / 0xffff >> 8)
			p[2] = uint8((uint32(p[2])*a + sb*ma) / 0xffff >> 8)
			p[3] = uint8((uint32(p[3])*a + 0xffff*ma) / 0xffff >> 8)
			continue
		}
		p[0] = uint8((uint32(p[0])*a/0xffff + sr*ma/0xffff) >> 8)
		p[1] = uint8((uint32(p[1])*a/0xffff + sg*ma/0xffff) >> 8)
		p[2] = uint8((uint32(p[2])*a/0xffff + sb*ma/0xffff) >> 8)
		p[3] = uint8((uint32(p[3])*a/0xffff + 0xffff*ma/0xffff) >> 8)
	}
}

func (r *Raster) text(t layout.Text) error {
	var runBuf [4]fonts.Run
	runs, err := fonts.AppendRuns(runBuf[:0], t.Style, t.Text)
	if err != nil {
		return err
	}
	x := t.X
	for _, run := range runs {
		face, err := r.face(run.Face, t.Size)
		if err != nil {
			return err
		}
		px, py := r.px(layout.Point{X: x, Y: t.Y})
		r.drawString(face, fixed.Point26_6{X: fixed.Int26_6(px * 64), Y: fixed.Int26_6(py * 64)}, run.Text, t.Color)
		x += layout.TextWidth(t.Style, run.Text, t.Size)
	}
	return nil
}

// drawString is font.Drawer's DrawString for an opaque color, its glyphs
// painted by paintMask rather than through image/draw's generic entry.
func (r *Raster) drawString(face font.Face, dot fixed.Point26_6, s string, c layout.Color) {
	prev := rune(-1)
	for _, ch := range s {
		if prev >= 0 {
			dot.X += face.Kern(prev, ch)
		}
		dr, mask, maskp, advance, _ := face.Glyph(dot, ch)
		if !dr.Empty() {
			r.paintGlyph(dr, mask, maskp, c)
		}
		dot.X += advance
		prev = ch
	}
}

// paintGlyph lays color c over dr through a glyph's mask, clipped to the
// bitmap and the mask as image/draw clips them.
func (r *Raster) paintGlyph(dr image.Rectangle, mask image.Image, mp image.Point, c layout.Color) {
	m, ok := mask.(*image.Alpha)
	if !ok {
		draw.DrawMask(r.Img, dr, image.NewUniform(color.RGBA{c.R, c.G, c.B, 255}), image.Point{}, mask, mp, draw.Over)
		return
	}
	clipped := dr.Intersect(r.Img.Bounds()).Intersect(m.Bounds().Add(dr.Min.Sub(mp)))
	if clipped.Empty() {
		return
	}
	paintMask(r.Img, clipped, m, mp.Add(clipped.Min.Sub(dr.Min)), c, glyphRounding)
}

func (r *Raster) image(b layout.Image) error {
	img, _, err := r.imgs.Placed(b)
	if err != nil {
		return err
	}
	dx, dy, _, _ := r.imgs.Offset(b, img)
	x, y := r.px(layout.Point{X: b.X + dx, Y: b.Y + dy})
	at := image.Pt(int(math.Round(float64(x))), int(math.Round(float64(y))))
	if m, ok := img.(*image.NRGBA); ok {
		nrgbaOver(r.Img, m.Bounds().Add(at), m, m.Bounds().Min)
		return nil
	}
	draw.Draw(r.Img, img.Bounds().Add(at), img, img.Bounds().Min, draw.Over)
	return nil
}

// nrgbaOver is draw.Draw's Over of an NRGBA picture onto dst at rect
// (from src's pixel sp), pixel for pixel its arithmetic, where the
// picture's opaque pixels, most of a card's art, are copied as they are:
// the standard path blends every one.
func nrgbaOver(dst *image.RGBA, rect image.Rectangle, src *image.NRGBA, sp image.Point) {
	clipped := rect.Intersect(dst.Bounds()).Intersect(src.Bounds().Add(rect.Min.Sub(sp)))
	if clipped.Empty() {
		return
	}
	sp = sp.Add(clipped.Min.Sub(rect.Min))
	w := 4 * clipped.Dx()
	for y := 0; y < clipped.Dy(); y++ {
		d := dst.Pix[dst.PixOffset(clipped.Min.X, clipped.Min.Y+y):][:w]
		s := src.Pix[src.PixOffset(sp.X, sp.Y+y):][:w]
		for i := 0; i < w; i += 4 {
			switch s[i+3] {
			case 0xff:
				copy(d[i:i+4], s[i:i+4])
			case 0:
			default:
				overNRGBA(d[i:i+4:i+4], s[i:i+4:i+4])
			}
		}
	}
}

// overNRGBA lays one non-premultiplied pixel s over the premultiplied
// pixel d, as image/draw does.
func overNRGBA(d, s []byte) {
	sa := uint32(s[3]) * 0x101
	sr, sg, sb := uint32(s[0])*sa/0xff, uint32(s[1])*sa/0xff, uint32(s[2])*sa/0xff
	a := (0xffff - sa) * 0x101
	d[0] = uint8((uint32(d[0])*a/0xffff + sr) >> 8)
	d[1] = uint8((uint32(d[1])*a/0xffff + sg) >> 8)
	d[2] = uint8((uint32(d[2])*a/0xffff + sb) >> 8)
	d[3] = uint8((uint32(d[3])*a/0xffff + sa) >> 8)
}

// rotated draws a group upright into a transparent bitmap of its own,
// turns it and lays it over the picture.
func (r *Raster) rotated(b layout.Rotated) error {
	w, h := b.Local()
	sub := &Raster{Img: image.NewRGBA(image.Rect(0, 0, r.imgs.Pixels(w), r.imgs.Pixels(h))), scale: r.scale, imgs: r.imgs, faces: r.faces, tools: r.tools}
	err := sub.Draw(b.Boxes)
	r.tools = sub.tools
	if err != nil {
		return err
	}
	var turned image.Image = sub.Img
	switch b.Turns % 4 {
	case 1:
		turned = imaging.Rotate270(sub.Img) // imaging turns counterclockwise
	case 2:
		turned = imaging.Rotate180(sub.Img)
	case 3:
		turned = imaging.Rotate90(sub.Img)
	}
	x, y := r.px(layout.Point{X: b.Rect.X, Y: b.Rect.Y})
	at := image.Pt(int(math.Round(float64(x))), int(math.Round(float64(y))))
	draw.Draw(r.Img, turned.Bounds().Add(at), turned, turned.Bounds().Min, draw.Over)
	return nil
}

// Parsed fonts for rasterizing, shared: an opentype.Font may be used
// concurrently, its faces may not.
var (
	rasterMu    sync.Mutex
	rasterFonts = map[*fonts.Face]*opentype.Font{}
)

// face returns this raster's glyph face for a font at a size.
func (r *Raster) face(f *fonts.Face, size float64) (font.Face, error) {
	key := fmt.Sprintf("%s|%.3f", f.Name, size)
	if face, ok := r.faces[key]; ok {
		return face, nil
	}
	rasterMu.Lock()
	otf, ok := rasterFonts[f]
	if !ok {
		data, err := f.Outlines() // opentype reads CFF outlines as they are
		if err == nil {
			otf, err = opentype.Parse(data)
		}
		if err != nil {
			rasterMu.Unlock()
			return nil, fmt.Errorf("font %s: %w", f.Name, err)
		}
		rasterFonts[f] = otf
	}
	rasterMu.Unlock()
	face, err := opentype.NewFace(otf, &opentype.FaceOptions{Size: size, DPI: r.imgs.DPI, Hinting: font.HintingNone})
	if err != nil {
		return nil, err
	}
	cached := cachedFace{Face: face, font: glyphFont{f, size, r.imgs.DPI}}
	r.faces[key] = cached
	return cached, nil
}

// cachedFace is a glyph face whose glyphs' coverage masks are kept for
// every raster of the process, by character and sub-pixel position: the
// color variants of a card show the same text in the same places, and the
// cards of a game share their labels and numbers. A glyph's mask is the
// same wherever the whole-pixel part of the dot lies (the rasterizer sees
// only the fraction), so a kept mask draws what drawing anew would.
type cachedFace struct {
	font.Face
	font glyphFont
}

type glyphFont struct {
	face      *fonts.Face
	size, dpi float64
}

type glyphKey struct {
	glyphFont
	r      rune
	fx, fy fixed.Int26_6 // the dot's fraction of a pixel
}

type glyph struct {
	dr      image.Rectangle // at a dot of the fraction alone
	mask    *image.Alpha
	maskp   image.Point
	advance fixed.Int26_6
	ok      bool
}

var glyphs = newBudgeted[glyphKey, glyph](32 << 20)

// Glyph is font.Face's, through the process's kept masks.
func (c cachedFace) Glyph(dot fixed.Point26_6, r rune) (image.Rectangle, image.Image, image.Point, fixed.Int26_6, bool) {
	whole := image.Pt(dot.X.Floor(), dot.Y.Floor())
	frac := fixed.Point26_6{X: dot.X - fixed.I(whole.X), Y: dot.Y - fixed.I(whole.Y)}
	g, _ := glyphs.get(glyphKey{c.font, r, frac.X, frac.Y}, func() (glyph, int64, error) {
		dr, mask, maskp, advance, ok := c.Face.Glyph(frac, r)
		g := glyph{dr: dr, maskp: maskp, advance: advance, ok: ok}
		if mask != nil { // the face's own buffer, reused by its next glyph: copied
			b := mask.Bounds()
			g.mask = image.NewAlpha(b)
			draw.Draw(g.mask, b, mask, b.Min, draw.Src)
			return g, int64(len(g.mask.Pix)) + 96, nil
		}
		return g, 96, nil
	})
	if g.mask == nil {
		return g.dr.Add(whole), nil, g.maskp, g.advance, g.ok
	}
	return g.dr.Add(whole), g.mask, g.maskp, g.advance, g.ok
}

// GrayImage converts a bitmap to 8-bit gray for the grayscale variant.
func GrayImage(img image.Image) *image.Gray {
	g := image.NewGray(img.Bounds())
	draw.Draw(g, g.Bounds(), img, img.Bounds().Min, draw.Src)
	return g
}

// RasterTooLargeError is a picture that would have more pixels at its
// resolution than cardpress draws (catalog's image budget): a 300 mm card
// at 1200 dpi is 200 Mpx, 800 MB of RGBA, and ran out of memory.
type RasterTooLargeError struct {
	W, H int
	DPI  float64
}

func (e *RasterTooLargeError) Error() string {
	return fmt.Sprintf("at %v dpi the picture is %d × %d px (%.1f Mpx); cardpress draws pictures of at most %d px a side and %d Mpx in all",
		e.DPI, e.W, e.H, float64(e.W)*float64(e.H)/1e6, catalog.MaxImageSide, catalog.MaxImagePixels/1_000_000)
}

// CheckRaster says whether a picture of area w × h mm fits the image
// budget at the images' resolution.
func CheckRaster(w, h float64, imgs *Images) error {
	pw, ph := imgs.Pixels(w), imgs.Pixels(h)
	if pw > catalog.MaxImageSide || ph > catalog.MaxImageSide || pw*ph > catalog.MaxImagePixels {
		return &RasterTooLargeError{W: pw, H: ph, DPI: imgs.DPI}
	}
	return nil
}

// RenderArea rasterizes boxes covering area (mm) at the images'
// resolution, within the image budget (CheckRaster).
func RenderArea(boxes []layout.Box, area layout.Rect, imgs *Images) (*image.RGBA, error) {
	if err := CheckRaster(area.W, area.H, imgs); err != nil {
		return nil, err
	}
	r := newRaster(area, imgs)
	if len(boxes) == 0 || !r.paintsAll(boxes) {
		r.whiten()
	}
	defer r.release()
	if err := r.Draw(boxes); err != nil {
		return nil, err
	}
	return r.Img, nil
}

// Grid places equally sized images row by row on a cols × rows sheet, as
// Tabletop Simulator's deck import expects; nil cells stay black. The first
// image sets the cell size.
func Grid(imgs []image.Image, cols, rows int) *image.RGBA {
	if len(imgs) == 0 {
		return image.NewRGBA(image.Rect(0, 0, 1, 1))
	}
	cw, ch := imgs[0].Bounds().Dx(), imgs[0].Bounds().Dy()
	sheet := image.NewRGBA(image.Rect(0, 0, cols*cw, rows*ch))
	draw.Draw(sheet, sheet.Bounds(), image.Black, image.Point{}, draw.Src)
	for i, img := range imgs[:min(len(imgs), cols*rows)] {
		if img == nil {
			continue // an empty cell stays black
		}
		at := image.Pt(i%cols*cw, i/cols*ch)
		draw.Draw(sheet, img.Bounds().Sub(img.Bounds().Min).Add(at), img, img.Bounds().Min, draw.Src)
	}
	return sheet
}

// WritePNG writes an image atomically as PNG, printed at dpi (0: a picture
// for the screen, see EncodePNGAt).
func WritePNG(path string, img image.Image, dpi float64) error {
	data, err := EncodePNGAt(img, dpi)
	if err != nil {
		return err
	}
	return WriteFile(path, func(w io.Writer) error { _, err := w.Write(data); return err })
}
