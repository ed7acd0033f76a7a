package jpegscale

import (
	"bytes"
	"fmt"
	"image"
	"image/jpeg"
	"os"
	"sync"
	"testing"
)

// bigArt is a 6000 × 4000 picture as image/jpeg encodes it (4:2:0, quality
// 90), the size of the art the benchmark game of bench/ uses.
// JPEGSCALE_BENCH_FILE names another file to decode instead.
var bigArt = sync.OnceValue(func() []byte {
	if f := os.Getenv("JPEGSCALE_BENCH_FILE"); f != "" {
		data, err := os.ReadFile(f)
		if err != nil {
			panic(err)
		}
		return data
	}
	var b bytes.Buffer
	if err := jpeg.Encode(&b, painting(6000, 4000, image.YCbCrSubsampleRatio420), &jpeg.Options{Quality: 90}); err != nil {
		panic(err)
	}
	return b.Bytes()
})

// BenchmarkDecode decodes big art with image/jpeg and at each scale here.
func BenchmarkDecode(b *testing.B) {
	data := bigArt()
	b.Run("image-jpeg", func(b *testing.B) {
		for b.Loop() {
			if _, err := jpeg.Decode(bytes.NewReader(data)); err != nil {
				b.Fatal(err)
			}
		}
	})
	for _, scale := range Scales {
		b.Run(fmt.Sprintf("1of%d", scale), func(b *testing.B) {
			for b.Loop() {
				if _, err := Decode(bytes.NewReader(data), scale); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkCoefficients reads big art's coefficients once and makes its
// pictures at 1/4 and 1/8, as a build does for a card PDF and its PNGs.
func BenchmarkCoefficients(b *testing.B) {
	data := bigArt()
	b.Run("read", func(b *testing.B) {
		for b.Loop() {
			if _, err := DecodeCoefficients(bytes.NewReader(data), 4); err != nil {
				b.Fatal(err)
			}
		}
	})
	k, err := DecodeCoefficients(bytes.NewReader(data), 4)
	if err != nil {
		b.Fatal(err)
	}
	for _, scale := range []int{4, 8} {
		b.Run(fmt.Sprintf("image-1of%d", scale), func(b *testing.B) {
			for b.Loop() {
				if _, err := k.Image(scale); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
