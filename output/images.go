package output

import (
	"bytes"
	"fmt"
	"image"
	_ "image/jpeg" // art may be JPEG
	_ "image/png"  // art may be PNG
	"io"
	"io/fs"
	"math"

	"github.com/disintegration/imaging"

	"cardpress/catalog"
	"cardpress/layout"
)

// Images loads art from a game folder and resamples it to the pixel size a
// box needs at the output resolution, caching both steps.
type Images struct {
	FS  fs.FS
	DPI float64
	// Cache, when set, is a folder that keeps resampled art from process
	// to process, by content (artcache.go).
	Cache string

	fitted *budgeted[string, image.Image] // by Placed's key
	files  *artFiles                      // shared with the Images made by At
}

// PDFMaxDPI caps the resolution of art embedded in PDFs: finer than any
// printer, and the file stays small.
const PDFMaxDPI = 600

// NewImages serves the images of a game folder at dpi; dpi 0 keeps each
// image's own resolution, at most PDFMaxDPI, as PDFs want.
func NewImages(fsys fs.FS, dpi float64) *Images {
	return &Images{FS: fsys, DPI: dpi, fitted: newShared[string, image.Image](), files: newShared[string, *artInfo]()}
}

// At returns images of the same folder, files and cache at another
// resolution.
func (im *Images) At(dpi float64) *Images {
	n := NewImages(im.FS, dpi)
	n.Cache, n.files = im.Cache, im.files
	return n
}

// decodeWithinBudget decodes an image only once its header has passed the
// image budget, so that a forged header or a decompression bomb costs a
// message, not the memory of the machine.
func decodeWithinBudget(r io.Reader) (image.Image, error) {
	var head bytes.Buffer
	if _, _, err := catalog.ImageConfig(io.TeeReader(r, &head)); err != nil {
		return nil, err
	}
	img, _, err := image.Decode(io.MultiReader(&head, r))
	return img, err
}

// ImageError is an image of the game folder that cannot be read; Path is
// the file inside the folder, which the catalog maps to where it is named.
type ImageError struct {
	Path string
	Err  error
}

func (e *ImageError) Error() string {
	return fmt.Sprintf("image %s: %v", e.Path, e.Err)
}

func (e *ImageError) Unwrap() error { return e.Err }

// Pixels converts mm to whole pixels at the resolution.
func (im *Images) Pixels(mm float64) int {
	return max(1, int(math.Round(mm/25.4*im.DPI)))
}

// Fitted returns the image cropped to cover w × h mm and resampled to the
// resolution, in gray when asked.
func (im *Images) Fitted(path string, w, h float64, gray bool) (image.Image, string, error) {
	return im.Placed(layout.Image{Rect: layout.Rect{W: w, H: h}, Path: path, Gray: gray, Fit: "cover", Anchor: layout.Point{X: 0.5, Y: 0.5}})
}

// Placed returns an image box's picture resampled to the output
// resolution: cropped to cover the box about its anchor, contained in it
// (the returned image may then be smaller than the box), or stretched. The
// source file is decoded once, each size resampled once, whatever uses it.
func (im *Images) Placed(b layout.Image) (image.Image, string, error) {
	pw, ph, err := im.fittedSize(b.Path, b.W, b.H)
	if err != nil {
		return nil, "", err
	}
	fit := b.Fit
	if fit == "" {
		fit = "cover"
	}
	a, err := im.info(b.Path)
	if err != nil {
		return nil, "", err
	}
	if a.svg {
		key := svgKey(a.sum, b, pw, ph)
		img, err := im.fitted.get(key, func() (image.Image, int64, error) {
			d, err := im.drawing(b.Path)
			if err != nil {
				return nil, 0, err
			}
			return rasterSVG(d, b, pw, ph), 4 * int64(pw*ph), nil
		})
		return img, key, err
	}
	// The key names the content too: PDFs keep the encoded picture by it.
	// The anchor is printed exactly: the crop uses all of it.
	key := fmt.Sprintf("%x|%s|%dx%d|%v|%s|%v,%v", a.sum[:8], b.Path, pw, ph, b.Gray, fit, b.Anchor.X, b.Anchor.Y)
	img, err := im.fitted.get(key, func() (image.Image, int64, error) {
		p := placement{sum: a.sum, w: pw, h: ph, gray: b.Gray, fit: fit, ax: b.Anchor.X, ay: b.Anchor.Y}
		img, err := placed.get(p, func() (image.Image, int64, error) {
			if img := im.cached(p); img != nil {
				return img, 4 * int64(pw*ph), nil
			}
			img, err := im.resample(b.Path, p)
			if err == nil {
				im.keep(p, img)
			}
			return img, 4 * int64(pw*ph), err
		})
		return img, 0, err // its bytes count in placed
	})
	return img, key, err
}

// resample makes a placement from the working copy of the art file.
func (im *Images) resample(path string, p placement) (image.Image, error) {
	src, err := im.source(path, p)
	if err != nil {
		return nil, err
	}
	var img image.Image
	switch p.fit {
	case "contain":
		img = imaging.Fit(shrink(src, p.w, p.h), p.w, p.h, imaging.Lanczos)
	case "stretch":
		img = lanczos(shrink(src, p.w, p.h), p.w, p.h)
	default:
		img = cover(src, p.w, p.h, layout.Point{X: p.ax, Y: p.ay})
	}
	if p.gray {
		img = imaging.Grayscale(img)
	}
	return img, nil
}

// cover crops src to the proportions of pw × ph, keeping the anchor point
// (0–1 across and down) in view, and resamples it.
func cover(src image.Image, pw, ph int, anchor layout.Point) image.Image {
	sb := src.Bounds()
	sw, sh := float64(sb.Dx()), float64(sb.Dy())
	cw, ch := sw, sw*float64(ph)/float64(pw)
	if ch > sh {
		cw, ch = sh*float64(pw)/float64(ph), sh
	}
	x0 := sb.Min.X + int(math.Round((sw-cw)*anchor.X))
	y0 := sb.Min.Y + int(math.Round((sh-ch)*anchor.Y))
	r := image.Rect(x0, y0, x0+int(math.Round(cw)), y0+int(math.Round(ch)))
	var crop image.Image
	switch m := src.(type) {
	case *image.NRGBA:
		if r.In(sb) && !r.Empty() {
			crop = m.SubImage(r) // the same pixels as imaging.Crop's copy
		}
	case *image.YCbCr:
		if r.In(sb) && !r.Empty() {
			crop = m.SubImage(r) // converted as imaging.Crop would, by lanczos
		}
	}
	if crop == nil {
		crop = imaging.Crop(src, r)
	}
	return lanczos(shrink(crop, pw, ph), pw, ph)
}

// Offset is where a placed image sits in its box (mm from the box's
// corner): contained images keep their anchor.
func (im *Images) Offset(b layout.Image, img image.Image) (dx, dy, w, h float64) {
	if b.Fit != "contain" {
		return 0, 0, b.W, b.H
	}
	// The image keeps its proportions inside the box.
	a := float64(img.Bounds().Dx()) / float64(img.Bounds().Dy())
	w, h = b.W, b.W/a
	if a < b.W/b.H {
		w, h = b.H*a, b.H
	}
	return (b.W - w) * b.Anchor.X, (b.H - h) * b.Anchor.Y, w, h
}

// fittedSize is the pixel size of an image covering w × h mm: at the
// resolution, or at the image's own up to PDFMaxDPI.
func (im *Images) fittedSize(path string, w, h float64) (int, int, error) {
	if im.DPI > 0 {
		return im.Pixels(w), im.Pixels(h), nil
	}
	a, err := im.info(path)
	if err != nil {
		return 0, 0, err
	}
	if a.svg { // drawn at the size it prints
		return max(1, int(math.Round(w/25.4*PDFMaxDPI))), max(1, int(math.Round(h/25.4*PDFMaxDPI))), nil
	}
	// The part of the image that covers the box, in its own pixels.
	sw, sh := float64(a.w), float64(a.h)
	cropW, cropH := sw, sh
	if sw/sh > w/h {
		cropW = sh * w / h
	} else {
		cropH = sw * h / w
	}
	k := min(1, w/25.4*PDFMaxDPI/cropW) // never upsampled
	return max(1, int(math.Round(cropW*k))), max(1, int(math.Round(cropH*k))), nil
}

// shrink reduces an image cheaply, by a whole factor, to between two and
// four times the target size before the final Lanczos resampling, whose
// cost grows with the reduction.
func shrink(img image.Image, pw, ph int) image.Image {
	b := img.Bounds()
	k := min(b.Dx()/(2*pw), b.Dy()/(2*ph))
	if k < 2 {
		return img
	}
	if y, ok := img.(*image.YCbCr); ok {
		// A working copy kept as decoded: averaged as RGB, as a copy
		// converted when it was made would be.
		return reduce(ycbcrToNRGBA(y), k)
	}
	return reduce(img, k)
}

// PPI is the resolution an image box prints its picture at, in the
// picture's own pixels per inch of paper: a picture cropped to cover its
// box counts the part that shows, a contained one its whole width, a
// stretched one the lower of its two directions.
func (im *Images) PPI(b layout.Image) (float64, error) {
	a, err := im.info(b.Path)
	if err != nil {
		return 0, err
	}
	if a.svg {
		return math.Inf(1), nil // a drawing is as sharp as the output
	}
	sw, sh := float64(a.w), float64(a.h)
	perW, perH := sw/(b.W/25.4), sh/(b.H/25.4)
	if b.Fit == "contain" {
		return max(perW, perH), nil // scaled by the side that fills the box
	}
	return min(perW, perH), nil // cover: scaled by the side that fills it, the other cropped
}

// Size is the pixel size of the picture file at path.
func (im *Images) Size(path string) (int, int, error) {
	a, err := im.info(path)
	if err != nil {
		return 0, 0, err
	}
	return a.w, a.h, nil
}
