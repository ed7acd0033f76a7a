package jpegscale

import (
	"bytes"
	"errors"
	"image"
	"image/jpeg"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// plane is one channel of an image, for comparing samples.
type plane struct {
	w, h, stride int
	pix          []byte
}

func (p plane) at(x, y int) byte { return p.pix[y*p.stride+x] }

// planes returns the channels of a decoded image as they are stored.
func planes(t *testing.T, img image.Image) []plane {
	t.Helper()
	switch m := img.(type) {
	case *image.Gray:
		return []plane{{m.Rect.Dx(), m.Rect.Dy(), m.Stride, m.Pix}}
	case *image.YCbCr:
		w, h := m.Rect.Dx(), m.Rect.Dy()
		cw, ch := w, h
		switch m.SubsampleRatio {
		case image.YCbCrSubsampleRatio422:
			cw = (w + 1) / 2
		case image.YCbCrSubsampleRatio420:
			cw, ch = (w+1)/2, (h+1)/2
		case image.YCbCrSubsampleRatio440:
			ch = (h + 1) / 2
		}
		return []plane{{w, h, m.YStride, m.Y}, {cw, ch, m.CStride, m.Cb}, {cw, ch, m.CStride, m.Cr}}
	}
	t.Fatalf("decoded a %T", img)
	return nil
}

// boxReduce averages k × k samples into one. Only whole boxes are
// compared: past the right and bottom edges the encoder made up samples
// of its own, which the reduced blocks average in.
func boxReduce(p plane, k int) plane {
	w, h := p.w/k, p.h/k
	out := plane{w, h, w, make([]byte, w*h)}
	for y := range h {
		for x := range w {
			s := 0
			for j := y * k; j < y*k+k; j++ {
				for i := x * k; i < x*k+k; i++ {
					s += int(p.at(i, j))
				}
			}
			out.pix[y*w+x] = byte((s + k*k/2) / (k * k))
		}
	}
	return out
}

// within is the top left w × h of p.
func within(p plane, w, h int) plane {
	p.w, p.h = w, h
	return p
}

// psnr compares two planes of one size, in dB.
func psnr(t *testing.T, a, b plane) float64 {
	t.Helper()
	if a.w != b.w || a.h != b.h {
		t.Fatalf("planes of %d × %d and %d × %d", a.w, a.h, b.w, b.h)
	}
	var se float64
	for y := range a.h {
		for x := range a.w {
			d := float64(a.at(x, y)) - float64(b.at(x, y))
			se += d * d
		}
	}
	if se == 0 {
		return math.Inf(1)
	}
	return 10 * math.Log10(255*255*float64(a.w*a.h)/se)
}

// maxDiff is the largest difference of two planes' samples.
func maxDiff(t *testing.T, a, b plane) int {
	t.Helper()
	if a.w != b.w || a.h != b.h {
		t.Fatalf("planes of %d × %d and %d × %d", a.w, a.h, b.w, b.h)
	}
	m := 0
	for y := range a.h {
		for x := range a.w {
			m = max(m, int(a.at(x, y))-int(b.at(x, y)), int(b.at(x, y))-int(a.at(x, y)))
		}
	}
	return m
}

// checkAgainstStdlib decodes data at every scale and compares: at 1/1
// with image/jpeg's decoding, at the smaller scales with its box reduction.
func checkAgainstStdlib(t *testing.T, data []byte) {
	t.Helper()
	checkAgainst(t, data, data)
}

// checkAgainst is checkAgainstStdlib with image/jpeg decoding another
// file of the same coefficients (where image/jpeg cannot read data).
func checkAgainst(t *testing.T, data, refData []byte) {
	t.Helper()
	ref, err := jpeg.Decode(bytes.NewReader(refData))
	if err != nil {
		t.Fatal(err)
	}
	refPlanes := planes(t, ref)
	for _, scale := range Scales {
		img, err := Decode(bytes.NewReader(data), scale)
		if err != nil {
			t.Fatalf("1/%d: %v", scale, err)
		}
		w, h := ScaledSize(ref.Bounds().Dx(), ref.Bounds().Dy(), scale)
		if img.Bounds() != image.Rect(0, 0, w, h) {
			t.Fatalf("1/%d: bounds %v, want %d × %d", scale, img.Bounds(), w, h)
		}
		if r, ok := ref.(*image.YCbCr); ok && img.(*image.YCbCr).SubsampleRatio != r.SubsampleRatio {
			t.Fatalf("1/%d: subsampling %v, want %v", scale, img.(*image.YCbCr).SubsampleRatio, r.SubsampleRatio)
		}
		got := planes(t, img)
		if len(got) != len(refPlanes) {
			t.Fatalf("1/%d: %d planes, want %d", scale, len(got), len(refPlanes))
		}
		for i, p := range got {
			if scale == 1 {
				if d := maxDiff(t, p, refPlanes[i]); d > 1 {
					t.Errorf("1/1 plane %d: samples differ from image/jpeg's by up to %d", i, d)
				}
				continue
			}
			box := boxReduce(refPlanes[i], scale)
			if box.w == 0 || box.h == 0 {
				continue // no whole box to compare
			}
			if db := psnr(t, within(p, box.w, box.h), box); db < 35 {
				t.Errorf("1/%d plane %d: PSNR %.1f dB against the box reduction, want ≥ 35", scale, i, db)
			}
		}
	}
}

// painting draws a picture with smooth color and some fine detail, like
// scanned art.
func painting(w, h int, ratio image.YCbCrSubsampleRatio) *image.YCbCr {
	img := image.NewYCbCr(image.Rect(0, 0, w, h), ratio)
	for y := range h {
		for x := range w {
			fx, fy := float64(x), float64(y)
			img.Y[img.YOffset(x, y)] = byte(128 + 60*math.Sin(fx/23) + 30*math.Cos(fy/11) + 20*math.Sin((fx+fy)/5))
			o := img.COffset(x, y)
			img.Cb[o] = byte(128 + 50*math.Sin(fx/31))
			img.Cr[o] = byte(128 + 50*math.Cos(fy/17))
		}
	}
	return img
}

func encode(t testing.TB, img image.Image, quality int) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := jpeg.Encode(&b, img, &jpeg.Options{Quality: quality}); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// TestStdlibEncoded checks images made by image/jpeg's encoder: 4:2:0
// color and gray, of sizes that are and are not whole blocks. (The whole
// one is 320 × 240, 300 blocks of 16 × 16: at 640 × 480 it was half the
// package's CPU.)
func TestStdlibEncoded(t *testing.T) {
	for _, size := range [][2]int{{320, 240}, {333, 251}, {17, 9}, {1, 1}, {8, 8}, {16, 16}} {
		for _, q := range []int{75, 95} {
			color := painting(size[0], size[1], image.YCbCrSubsampleRatio420)
			gray := &image.Gray{Pix: color.Y, Stride: color.YStride, Rect: color.Rect}
			t.Run("", func(t *testing.T) {
				checkAgainstStdlib(t, encode(t, color, q))
				checkAgainstStdlib(t, encode(t, gray, q))
			})
		}
	}
}

// TestFixtures checks the files of testdata made by libjpeg-turbo's cjpeg
// (testdata/README.md): the other subsamplings, progressive scans,
// restart intervals, non-interleaved baseline scans and odd sizes.
func TestFixtures(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.jpg")
	n := 0
	for _, f := range files {
		if strings.Contains(f, "arithmetic") || strings.Contains(f, "rgb") || strings.HasSuffix(f, ".ref.jpg") {
			continue
		}
		n++
		t.Run(filepath.Base(f), func(t *testing.T) {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			ref, err := os.ReadFile(strings.TrimSuffix(f, ".jpg") + ".ref.jpg")
			if err != nil {
				ref = data
			}
			checkAgainst(t, data, ref)
		})
	}
	if n < 15 {
		t.Fatalf("%d fixtures found, want the 15 or more of testdata", n)
	}
}

// TestUnsupported checks that what the package does not read says so
// with its type, so that a caller can fall back to image/jpeg.
func TestUnsupported(t *testing.T) {
	cmyk := []byte{0xFF, 0xD8, 0xFF, 0xC0, 0, 20, 8, 0, 1, 0, 1, 4, 1, 0x11, 0, 2, 0x11, 0, 3, 0x11, 0, 4, 0x11, 0, 0xFF, 0xD9}
	twelve := []byte{0xFF, 0xD8, 0xFF, 0xC1, 0, 11, 12, 0, 1, 0, 1, 1, 1, 0x11, 0, 0xFF, 0xD9}
	lossless := []byte{0xFF, 0xD8, 0xFF, 0xC3, 0, 11, 8, 0, 1, 0, 1, 1, 1, 0x11, 0, 0xFF, 0xD9}
	arith, _ := os.ReadFile("testdata/arithmetic.jpg")
	rgb, _ := os.ReadFile("testdata/rgb.jpg")
	for name, data := range map[string][]byte{"CMYK": cmyk, "12-bit": twelve, "lossless": lossless, "arithmetic": arith, "RGB": rgb} {
		_, err := Decode(bytes.NewReader(data), 2)
		var u *UnsupportedError
		if !errors.As(err, &u) {
			t.Errorf("%s: error %v, want an UnsupportedError", name, err)
		}
	}
}

// TestBadInput checks that broken files give errors, not panics or
// pictures.
func TestBadInput(t *testing.T) {
	good := encode(t, painting(40, 24, image.YCbCrSubsampleRatio420), 80)
	for name, data := range map[string][]byte{
		"empty":     nil,
		"not JPEG":  []byte("GIF89a"),
		"truncated": good[:len(good)/2],
		"no EOI":    good[:len(good)-2],
		"header":    good[:200],
	} {
		if _, err := Decode(bytes.NewReader(data), 1); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
	if _, err := Decode(bytes.NewReader(good), 3); err == nil {
		t.Error("scale 3: no error")
	}
}

// TestReproducible decodes twice: the same pixels.
func TestReproducible(t *testing.T) {
	data, err := os.ReadFile("testdata/203x137-progressive-restart.jpg")
	if err != nil {
		t.Fatal(err)
	}
	for _, scale := range Scales {
		a, err := Decode(bytes.NewReader(data), scale)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := Decode(bytes.NewReader(data), scale)
		if !bytes.Equal(a.(*image.YCbCr).Y, b.(*image.YCbCr).Y) || !bytes.Equal(a.(*image.YCbCr).Cr, b.(*image.YCbCr).Cr) {
			t.Errorf("1/%d: two decodings differ", scale)
		}
	}
}

// TestDecodeConfig reads the size from the header.
func TestDecodeConfig(t *testing.T) {
	cfg, err := DecodeConfig(bytes.NewReader(encode(t, painting(333, 251, image.YCbCrSubsampleRatio420), 80)))
	if err != nil || cfg.Width != 333 || cfg.Height != 251 {
		t.Fatalf("config %+v, %v; want 333 × 251", cfg, err)
	}
}

// TestCoefficients checks that pictures made from kept coefficients are
// Decode's, sample for sample, at every scale they can make.
func TestCoefficients(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.jpg")
	inputs := [][]byte{encode(t, painting(333, 251, image.YCbCrSubsampleRatio420), 90)}
	for _, f := range files {
		if data, err := os.ReadFile(f); err == nil && !strings.Contains(f, "arithmetic") && !strings.Contains(f, "rgb") {
			inputs = append(inputs, data)
		}
	}
	for i, data := range inputs {
		for _, kept := range []int{2, 4, 8} {
			k, err := DecodeCoefficients(bytes.NewReader(data), kept)
			if err != nil {
				t.Fatalf("input %d: %v", i, err)
			}
			for _, scale := range []int{2, 4, 8} {
				img, err := k.Image(scale)
				if scale < kept {
					if err == nil {
						t.Errorf("input %d: 1/%d made from coefficients for 1/%d", i, scale, kept)
					}
					continue
				}
				want, _ := Decode(bytes.NewReader(data), scale)
				if err != nil || img.Bounds() != want.Bounds() {
					t.Fatalf("input %d, 1/%d from 1/%d: %v, %v", i, scale, kept, img, err)
				}
				for j, p := range planes(t, img) {
					if d := maxDiff(t, p, planes(t, want)[j]); d != 0 {
						t.Errorf("input %d, 1/%d from coefficients for 1/%d: plane %d differs from Decode's by up to %d", i, scale, kept, j, d)
					}
				}
			}
		}
	}
}

// The DC weighs the same in transforms of every size, which dcSample
// relies on, and each half of a table mirrors the other exactly.
func TestIDCTTables(t *testing.T) {
	for _, n := range []int{1, 2, 4, 8} {
		if idctTables[n][0][0] != idctTables[8][0][0] {
			t.Errorf("%d points: DC weight %d, want %d", n, idctTables[n][0][0], idctTables[8][0][0])
		}
		for v := range n {
			for y := range n {
				if w, m := idctTables[n][v][y], idctTables[n][v][n-1-y]; w != m*int64(1-2*(v%2)) {
					t.Errorf("%d points, frequency %d: weights %d and %d at %d and %d", n, v, w, m, y, n-1-y)
				}
			}
		}
	}
}
