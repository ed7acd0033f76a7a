package output

import (
	"image"
	"image/color"
	"image/draw"

	"github.com/disintegration/imaging"
)

// reduce averages blocks of k × k pixels into one (k = 1 copies), as
// NRGBA, the form the resampler works in: a whole factor is cheap, where a
// resampling of all of a big image's pixels is not. A strip of k rows is
// converted at a time, so that a big image is never held twice in full.
func reduce(img image.Image, k int) *image.NRGBA {
	b := img.Bounds()
	k = max(k, 1)
	w, h := max(1, b.Dx()/k), max(1, b.Dy()/k)
	if k == 1 {
		if y, ok := img.(*image.YCbCr); ok {
			return ycbcrToNRGBA(y)
		}
		return imaging.Clone(img)
	}
	if y, ok := img.(*image.YCbCr); ok && (y.SubsampleRatio == image.YCbCrSubsampleRatio444 || y.SubsampleRatio == image.YCbCrSubsampleRatio420 && k%2 == 0) {
		return reduceYCbCr(y, k, w, h)
	}
	if m, ok := img.(*image.NRGBA); ok && m.Opaque() {
		return reduceOpaque(m, k, w, h)
	}
	out := image.NewNRGBA(image.Rect(0, 0, w, h))
	strip := image.NewRGBA(image.Rect(0, 0, b.Dx(), k))
	sums := make([]uint32, 4*w)
	n := uint32(k * k)
	for y := 0; y < h; y++ {
		draw.Draw(strip, strip.Bounds(), img, image.Pt(b.Min.X, b.Min.Y+y*k), draw.Src)
		clear(sums)
		for r := 0; r < k; r++ {
			row := strip.Pix[r*strip.Stride:]
			for x := 0; x < w*k; x++ {
				s, p := sums[4*(x/k):4*(x/k)+4], row[4*x:4*x+4]
				s[0] += uint32(p[0])
				s[1] += uint32(p[1])
				s[2] += uint32(p[2])
				s[3] += uint32(p[3])
			}
		}
		o := out.Pix[y*out.Stride:]
		for x := 0; x < w; x++ {
			s := sums[4*x : 4*x+4]
			a := (s[3] + n/2) / n
			o[4*x+3] = uint8(a)
			for c := 0; c < 3; c++ {
				if a == 0 {
					o[4*x+c] = 0
					continue
				}
				// Premultiplied sums, back to straight color.
				o[4*x+c] = uint8(min(255, (s[c]*255+s[3]/2)/s[3]))
			}
		}
	}
	return out
}

// reduceYCbCr is reduce for a JPEG's pixels: the planes are averaged as
// they are, and only the reduced pixels converted to RGB. Chroma is either
// full (4:4:4) or halved both ways (4:2:0, k even).
func reduceYCbCr(img *image.YCbCr, k, w, h int) *image.NRGBA {
	out := image.NewNRGBA(image.Rect(0, 0, w, h))
	ck := k // chroma samples a block spans each way
	if img.SubsampleRatio == image.YCbCrSubsampleRatio420 {
		ck = k / 2
	}
	ys, cbs, crs := make([]uint32, w), make([]uint32, w), make([]uint32, w)
	b := img.Bounds()
	for oy := 0; oy < h; oy++ {
		clear(ys)
		clear(cbs)
		clear(crs)
		sumRows(ys, img.Y, img.YOffset(b.Min.X, b.Min.Y+oy*k), img.YStride, k)
		co := img.COffset(b.Min.X, b.Min.Y+oy*k)
		sumRows(cbs, img.Cb, co, img.CStride, ck)
		sumRows(crs, img.Cr, co, img.CStride, ck)
		row := out.Pix[oy*out.Stride:]
		n, cn := uint32(k*k), uint32(ck*ck)
		for x := 0; x < w; x++ {
			r, g, bl := color.YCbCrToRGB(uint8((ys[x]+n/2)/n), uint8((cbs[x]+cn/2)/cn), uint8((crs[x]+cn/2)/cn))
			row[4*x], row[4*x+1], row[4*x+2], row[4*x+3] = r, g, bl, 0xff
		}
	}
	return out
}

// ycbcrToNRGBA converts a JPEG's pixels for the resampler, a row at a
// time (a working copy decoded at its size needs nothing else): the
// colors of imaging.Clone (color.YCbCrToRGB), without a call per pixel.
func ycbcrToNRGBA(img *image.YCbCr) *image.NRGBA {
	b := img.Bounds()
	out := image.NewNRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	for y := b.Min.Y; y < b.Max.Y; y++ {
		ycbcrRow(out.Pix[(y-b.Min.Y)*out.Stride:][:4*b.Dx()], img, y)
	}
	return out
}

// ycbcrRow converts row y of a JPEG's pixels into row, as ycbcrToNRGBA.
func ycbcrRow(row []byte, img *image.YCbCr, y int) {
	b := img.Bounds()
	hs, vs := chromaShifts(img.SubsampleRatio)
	ys := img.Y[img.YOffset(b.Min.X, y):][:b.Dx()]
	crow := (y>>vs - b.Min.Y>>vs) * img.CStride
	for i, yy := range ys {
		c := crow + (b.Min.X+i)>>hs - b.Min.X>>hs
		cb, cr := img.Cb[c], img.Cr[c]
		y1 := int32(yy) * 0x10101
		p := row[4*i : 4*i+4 : 4*i+4]
		p[0] = clamp16(y1 + chroma.rCr[cr])
		p[1] = clamp16(y1 + chroma.gCb[cb] + chroma.gCr[cr])
		p[2] = clamp16(y1 + chroma.bCb[cb])
		p[3] = 0xff
	}
}

// chromaShifts is a subsampling as shifts across and down.
func chromaShifts(r image.YCbCrSubsampleRatio) (hs, vs int) {
	switch r {
	case image.YCbCrSubsampleRatio422:
		return 1, 0
	case image.YCbCrSubsampleRatio420:
		return 1, 1
	case image.YCbCrSubsampleRatio440:
		return 0, 1
	case image.YCbCrSubsampleRatio411:
		return 2, 0
	case image.YCbCrSubsampleRatio410:
		return 2, 1
	}
	return 0, 0
}

// chroma holds the JFIF conversion's chroma terms in 16.16 fixed point,
// the arithmetic of color.YCbCrToRGB, looked up rather than multiplied.
var chroma = func() (t struct{ rCr, gCb, gCr, bCb [256]int32 }) {
	for i := range 256 {
		c := int32(i) - 128
		t.rCr[i], t.gCb[i], t.gCr[i], t.bCb[i] = 91881*c, -22554*c, -46802*c, 116130*c
	}
	return t
}()

// clamp16 is the 0–255 sample of a 16.16 fixed-point value.
func clamp16(v int32) uint8 {
	return uint8(min(max(v>>16, 0), 255))
}

// sumRows adds blocks of k × k samples of a plane, from offset at, into
// sums: one sum per block along the row.
func sumRows(sums []uint32, plane []byte, at, stride, k int) {
	for r := 0; r < k; r++ {
		row := plane[at+r*stride:]
		if k == 2 { // the common case, a 6000 px picture
			row = row[:2*len(sums)]
			for x := range sums {
				sums[x] += uint32(row[2*x]) + uint32(row[2*x+1])
			}
			continue
		}
		for x := range sums {
			var s uint32
			for _, v := range row[x*k : x*k+k] {
				s += uint32(v)
			}
			sums[x] += s
		}
	}
}

// reduceOpaque is reduce for an opaque NRGBA picture (a working copy of a
// JPEG): the samples are averaged as they are, with the results of the
// general reduction.
func reduceOpaque(img *image.NRGBA, k, w, h int) *image.NRGBA {
	out := image.NewNRGBA(image.Rect(0, 0, w, h))
	sums := make([]uint32, 3*w)
	n := uint32(k * k)
	for oy := 0; oy < h; oy++ {
		clear(sums)
		for r := 0; r < k; r++ {
			row := img.Pix[img.PixOffset(img.Rect.Min.X, img.Rect.Min.Y+oy*k+r):][:4*w*k]
			for x := 0; x < w; x++ {
				var sr, sg, sb uint32
				for i := 4 * k * x; i < 4*k*(x+1); i += 4 {
					sr += uint32(row[i])
					sg += uint32(row[i+1])
					sb += uint32(row[i+2])
				}
				sums[3*x] += sr
				sums[3*x+1] += sg
				sums[3*x+2] += sb
			}
		}
		o := out.Pix[oy*out.Stride:]
		for x := 0; x < w; x++ {
			o[4*x] = uint8((sums[3*x] + n/2) / n)
			o[4*x+1] = uint8((sums[3*x+1] + n/2) / n)
			o[4*x+2] = uint8((sums[3*x+2] + n/2) / n)
			o[4*x+3] = 0xff
		}
	}
	return out
}
