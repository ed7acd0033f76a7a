package output

import (
	"image"
	"math"

	"github.com/disintegration/imaging"
)

// imaging's Lanczos resampling reads the picture through a scanner a
// column at a time for the vertical pass and weighs every sample by its
// alpha; placed art is nearly always an opaque picture (NRGBA, or a
// JPEG's YCbCr), for which lanczos does the same arithmetic (each pixel's sum over the same
// weights in the same order, to the bit: tested against imaging) with
// the alpha's weights summed once per column and rows read as they lie.

// lanczos is imaging.Resize(img, w, h, imaging.Lanczos). A JPEG's pixels
// (YCbCr) are converted a row at a time as imaging converts them.
func lanczos(img image.Image, w, h int) *image.NRGBA {
	b := img.Bounds()
	rows := opaqueRows(img)
	if rows == nil || w <= 0 || h <= 0 || b.Dx() == w || b.Dy() == h {
		return imaging.Resize(img, w, h, imaging.Lanczos)
	}
	wide := resizeRows(rows, b.Dx(), b.Dy(), w)
	if wide == nil { // an alpha short of opaque: not this file's case
		return imaging.Resize(img, w, h, imaging.Lanczos)
	}
	return resizeColumns(wide, h)
}

// opaqueRows returns the rows of an opaque NRGBA or YCbCr picture, row y
// (from 0) as NRGBA, converted into scratch if it needs room; nil for
// other pictures.
func opaqueRows(img image.Image) func(y int, scratch []byte) []byte {
	b := img.Bounds()
	switch m := img.(type) {
	case *image.NRGBA:
		if m.Opaque() {
			return func(y int, _ []byte) []byte { return m.Pix[m.PixOffset(b.Min.X, b.Min.Y+y):][:4*b.Dx()] }
		}
	case *image.YCbCr:
		return func(y int, scratch []byte) []byte { ycbcrRow(scratch, m, b.Min.Y+y); return scratch }
	}
	return nil
}

// tap is a sample's weight in an output pixel, times the alpha of an
// opaque sample (255), as imaging weighs it.
type tap struct {
	at int
	aw float64
}

// lanczosTaps are the taps of each of n output samples from src input
// samples, computed as imaging's precomputeWeights does, and each output
// sample's alpha sum and its inverse.
func lanczosTaps(n, src int) (taps [][]tap, a, inv []float64) {
	du := float64(src) / float64(n)
	scale := max(du, 1.0)
	ru := math.Ceil(scale * imaging.Lanczos.Support)
	taps, a, inv = make([][]tap, n), make([]float64, n), make([]float64, n)
	for v := range n {
		fu := (float64(v)+0.5)*du - 0.5
		begin := max(int(math.Ceil(fu-ru)), 0)
		end := min(int(math.Floor(fu+ru)), src-1)
		var ts []tap
		var sum float64
		for u := begin; u <= end; u++ {
			if w := imaging.Lanczos.Kernel((float64(u) - fu) / scale); w != 0 {
				sum += w
				ts = append(ts, tap{u, w})
			}
		}
		for i := range ts {
			if sum != 0 {
				ts[i].aw /= sum
			}
			ts[i].aw *= 255 // float64(s[3]) * w.weight, s[3] = 255
			a[v] += ts[i].aw
		}
		taps[v] = ts
		if a[v] != 0 {
			inv[v] = 1 / a[v]
		}
	}
	return taps, a, inv
}

// resizeRows is imaging's horizontal pass on an opaque sw × sh picture
// whose row y rows gives (as NRGBA, in scratch if it needs room); nil if
// an output alpha is not 255 (the vertical pass would weigh it).
func resizeRows(rows func(y int, scratch []byte) []byte, sw, sh, w int) *image.NRGBA {
	taps, a, inv := lanczosTaps(w, sw)
	for x := range w {
		if a[x] == 0 || imagingClamp(a[x]) != 255 {
			return nil
		}
	}
	dst := image.NewNRGBA(image.Rect(0, 0, w, sh))
	parts := min(sh, 8)
	Parallel(parts, func(part int) error {
		scratch := make([]byte, 4*sw)
		for y := part * sh / parts; y < (part+1)*sh/parts; y++ {
			row := rows(y, scratch)
			out := dst.Pix[y*dst.Stride:][:4*w]
			for x, ts := range taps {
				var r, g, b float64
				for _, t := range ts {
					s := row[4*t.at : 4*t.at+4 : 4*t.at+4]
					r += float64(s[0]) * t.aw
					g += float64(s[1]) * t.aw
					b += float64(s[2]) * t.aw
				}
				d := out[4*x : 4*x+4 : 4*x+4]
				d[0], d[1], d[2], d[3] = imagingClamp(r*inv[x]), imagingClamp(g*inv[x]), imagingClamp(b*inv[x]), 255
			}
		}
		return nil
	})
	return dst
}

// resizeColumns is imaging's vertical pass on an opaque picture, a row
// of sums at a time: each pixel still sums its taps in their order.
func resizeColumns(src *image.NRGBA, h int) *image.NRGBA {
	sw, sh := src.Rect.Dx(), src.Rect.Dy()
	taps, a, inv := lanczosTaps(h, sh)
	dst := image.NewNRGBA(image.Rect(0, 0, sw, h))
	parts := min(h, 8)
	Parallel(parts, func(part int) error {
		sums := make([]float64, 3*sw)
		for y := part * h / parts; y < (part+1)*h/parts; y++ {
			clear(sums)
			for _, t := range taps[y] {
				row := src.Pix[src.PixOffset(src.Rect.Min.X, src.Rect.Min.Y+t.at):][:4*sw]
				for x := range sw {
					s := row[4*x : 4*x+4 : 4*x+4]
					p := sums[3*x : 3*x+3 : 3*x+3]
					p[0] += float64(s[0]) * t.aw
					p[1] += float64(s[1]) * t.aw
					p[2] += float64(s[2]) * t.aw
				}
			}
			out := dst.Pix[y*dst.Stride:][:4*sw]
			if a[y] == 0 {
				continue // imaging leaves such a pixel zero
			}
			alpha := imagingClamp(a[y])
			for x := range sw {
				p := sums[3*x : 3*x+3 : 3*x+3]
				d := out[4*x : 4*x+4 : 4*x+4]
				d[0], d[1], d[2], d[3] = imagingClamp(p[0]*inv[y]), imagingClamp(p[1]*inv[y]), imagingClamp(p[2]*inv[y]), alpha
			}
		}
		return nil
	})
	return dst
}

// imagingClamp rounds as imaging's clamp does.
func imagingClamp(x float64) uint8 {
	v := int64(x + 0.5)
	if v > 255 {
		return 255
	}
	if v > 0 {
		return uint8(v)
	}
	return 0
}
