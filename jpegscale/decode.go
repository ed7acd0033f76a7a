// Package jpegscale decodes JPEG images at 1/1, 1/2, 1/4 or 1/8 of their
// size in the DCT domain: each 8 × 8 block of coefficients goes through an
// inverse DCT of 8, 4, 2 or 1 points on its low frequencies only, so that
// a big picture wanted small never costs a full-size inverse DCT, a
// full-size image in memory or a reduction afterwards. It is what
// libjpeg's scaled decoding and "shrink on load" do, in Go.
//
// It reads baseline and progressive JPEGs with Huffman coding and 8-bit
// samples, grayscale or YCbCr (4:4:4, 4:2:2, 4:2:0, 4:4:0, 4:1:1, 4:1:0),
// with or without restart intervals, into an *image.Gray or *image.YCbCr.
// It does not read CMYK or RGB (Adobe) JPEGs, arithmetic coding, 12-bit
// samples, lossless or hierarchical JPEGs: those return an
// *UnsupportedError, and a caller decodes them with image/jpeg at full
// size. It never allocates more than the image's header asks for, so a
// caller that must bound memory checks the header first (DecodeConfig).
package jpegscale

import (
	"fmt"
	"image"
	"image/color"
	"io"
)

// UnsupportedError is a JPEG this package does not read, though it may be
// valid (image/jpeg reads some of these).
type UnsupportedError struct{ What string }

func (e *UnsupportedError) Error() string { return "jpegscale: unsupported JPEG: " + e.What }

// FormatError is input that is not a valid JPEG.
type FormatError struct{ What string }

func (e *FormatError) Error() string { return "jpegscale: invalid JPEG: " + e.What }

// InternalError is a bug of this package met while decoding, reported
// rather than crashing the program, so that a caller can decode the file
// another way (tests and the fuzz target fail on it).
type InternalError struct{ Panic any }

func (e *InternalError) Error() string {
	return fmt.Sprintf("jpegscale: internal error: %v", e.Panic)
}

// run decodes with d, a panic turned into an InternalError.
func (d *decoder) run(header bool) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = &InternalError{p}
		}
	}()
	return d.decode(header)
}

// Scales are the reductions Decode makes: 1, 2, 4, 8 (1/1 … 1/8).
var Scales = []int{1, 2, 4, 8}

// ScaledSize is the size of a w × h image decoded at 1/scale: each side
// divided, rounded up.
func ScaledSize(w, h, scale int) (int, int) {
	return (w + scale - 1) / scale, (h + scale - 1) / scale
}

// Decode reads a JPEG and returns it at 1/scale of its size (scale 1, 2,
// 4 or 8; see ScaledSize) as an *image.YCbCr or, for grayscale, an
// *image.Gray. The same input gives the same pixels on every machine.
func Decode(r io.Reader, scale int) (image.Image, error) {
	n := 0
	switch scale {
	case 1, 2, 4, 8:
		n = 8 / scale
	default:
		return nil, fmt.Errorf("jpegscale: scale %d is not 1, 2, 4 or 8", scale)
	}
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	d := &decoder{data: data, n: n}
	if err := d.run(false); err != nil {
		return nil, err
	}
	return d.image(), nil
}

// DecodeConfig returns the size and color model of a JPEG from its header,
// rejecting what Decode does not read.
func DecodeConfig(r io.Reader) (image.Config, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return image.Config{}, err
	}
	d := &decoder{data: data, n: 8}
	if err := d.run(true); err != nil {
		return image.Config{}, err
	}
	cfg := image.Config{Width: d.width, Height: d.height}
	if len(d.comps) == 1 {
		cfg.ColorModel = color.GrayModel
	} else {
		cfg.ColorModel = color.YCbCrModel
	}
	return cfg, nil
}

// image wraps the decoded planes, cropped to the scaled size.
func (d *decoder) image() image.Image {
	w, h := ScaledSize(d.width, d.height, 8/d.n)
	r := image.Rect(0, 0, w, h)
	y := &d.comps[0]
	if len(d.comps) == 1 {
		return &image.Gray{Pix: y.plane, Stride: y.stride, Rect: r}
	}
	c := &d.comps[1]
	return &image.YCbCr{Y: y.plane, Cb: c.plane, Cr: d.comps[2].plane, YStride: y.stride, CStride: c.stride, SubsampleRatio: d.ratio, Rect: r}
}
