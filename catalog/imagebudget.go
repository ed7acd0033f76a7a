package catalog

import (
	"bufio"
	"fmt"
	"image"
	"image/color"
	_ "image/jpeg" // art may be JPEG
	_ "image/png"
	"io"
	"math"

	"cardpress/svgart"
)

// The image budget. Art and icon images are measured from their header
// before anything is decoded, so that a small file claiming a huge picture
// (a forged header, a zlib or JPEG "bomb") is refused with a message instead
// of exhausting memory. Decoding an image that passes takes at most
// MaxImagePixels × 4 bytes (160 MB) for its pixels.
const (
	// MaxImageSide is the largest width or height accepted, in pixels.
	MaxImageSide = 20000
	// MaxImagePixels is the largest pixel count accepted (40 Mpx): a
	// 63 × 88 mm poker card needs 12 Mpx even at 1200 dpi.
	MaxImagePixels = 40_000_000
)

// ImageTooLargeError is an image whose header claims more pixels than the
// image budget allows.
type ImageTooLargeError struct {
	Width, Height int
}

func (e *ImageTooLargeError) Error() string {
	return fmt.Sprintf("the image is %d × %d pixels (%.1f Mpx); cardpress reads images of at most %d px a side and %d Mpx in all",
		e.Width, e.Height, float64(e.Width)*float64(e.Height)/1e6, MaxImageSide, MaxImagePixels/1_000_000)
}

// ImageConfig reads only the header of a PNG or JPEG image and checks the
// size it claims against the image budget. The error is an
// *ImageTooLargeError when the image is over budget.
//
// An SVG drawing (format "svg") is parsed whole, which checks that it can
// be drawn; its size is its viewBox's, rounded up. It has no pixels to
// budget: it is drawn at the size it prints, and its file is bounded as a
// text source is (MaxSourceSize).
func ImageConfig(r io.Reader) (image.Config, string, error) {
	br := bufio.NewReaderSize(r, 512)
	if head, _ := br.Peek(512); svgart.Sniff(head) {
		return svgConfig(br)
	}
	cfg, format, err := image.DecodeConfig(br)
	if err != nil {
		return cfg, format, err
	}
	if cfg.Width <= 0 || cfg.Height <= 0 {
		return cfg, format, fmt.Errorf("the image header claims %d × %d pixels", cfg.Width, cfg.Height)
	}
	if cfg.Width > MaxImageSide || cfg.Height > MaxImageSide || int64(cfg.Width)*int64(cfg.Height) > MaxImagePixels {
		return cfg, format, &ImageTooLargeError{Width: cfg.Width, Height: cfg.Height}
	}
	return cfg, format, nil
}

// maxDrawingSide bounds an SVG drawing's viewBox, in its own units: far
// beyond any drawing, and within an int however it is rounded.
const maxDrawingSide = 1 << 24

// svgConfig reads an SVG drawing for ImageConfig.
func svgConfig(r io.Reader) (image.Config, string, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxSourceSize+1))
	if err != nil {
		return image.Config{}, "svg", err
	}
	if len(data) > MaxSourceSize {
		return image.Config{}, "svg", fmt.Errorf("the SVG file is over %d MB; cardpress reads drawings of at most that", MaxSourceSize>>20)
	}
	d, err := svgart.Read(data)
	if err != nil {
		return image.Config{}, "svg", err
	}
	// Compared as floats: a viewBox of 1e300 would wrap the int.
	if d.W > maxDrawingSide || d.H > maxDrawingSide {
		return image.Config{}, "svg", fmt.Errorf("the drawing's viewBox is %g × %g units, too large; cardpress reads drawings of at most %d units a side (scale it down in the drawing program)", d.W, d.H, maxDrawingSide)
	}
	return image.Config{ColorModel: color.NRGBAModel, Width: int(math.Ceil(d.W)), Height: int(math.Ceil(d.H))}, "svg", nil
}
