// Command artgame writes a benchmark game: a copy of the default game in
// which 20 cards show art of their own, 6000 × 4000 px JPEGs drawn here (so
// that no big image is kept in the repository).
//
//	go run ./bench/artgame DIR
package main

import (
	"bufio"
	"fmt"
	"image"
	"image/jpeg"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"sync"
)

const (
	arts          = 20
	width, height = 6000, 4000
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: artgame DIR")
		os.Exit(2)
	}
	if err := write(os.Args[1]); err != nil {
		fmt.Fprintln(os.Stderr, "artgame:", err)
		os.Exit(1)
	}
}

// write copies games/windia-war into dir, the first arts cards with art.
func write(dir string) error {
	src := filepath.Join("games", "windia-war")
	if err := os.CopyFS(dir, os.DirFS(src)); err != nil {
		return err
	}
	cat, err := os.ReadFile(filepath.Join(dir, "catalog.toml"))
	if err != nil {
		return err
	}
	n := 0
	cat = regexp.MustCompile(`(?m)^\[\[card\]\]\nid = "[^"]*"\n`).ReplaceAllFunc(cat, func(m []byte) []byte {
		if n++; n > arts {
			return m
		}
		return fmt.Appendf(append([]byte(nil), m...), "art = \"art/%02d.jpg\"\n", n)
	})
	if err := os.WriteFile(filepath.Join(dir, "catalog.toml"), cat, 0o644); err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Join(dir, "art"), 0o755); err != nil {
		return err
	}
	errs := make([]error, arts)
	var wg sync.WaitGroup
	sem := make(chan bool, runtime.GOMAXPROCS(0))
	for i := range arts {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- true
			defer func() { <-sem }()
			errs[i] = writeArt(filepath.Join(dir, "art", fmt.Sprintf("%02d.jpg", i+1)), i)
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

// writeArt draws a picture of its own for seed i: soft waves of color with
// fine detail, like a painting's scan.
func writeArt(path string, i int) error {
	img := image.NewYCbCr(image.Rect(0, 0, width, height), image.YCbCrSubsampleRatio420)
	fi := float64(i + 1)
	// Sums of waves along x, along y and along the diagonal, from tables.
	wave := func(n int, f func(t float64) float64) []float64 {
		t := make([]float64, n)
		for k := range t {
			t[k] = f(float64(k))
		}
		return t
	}
	across := wave(width, func(t float64) float64 { return 60 * math.Sin(t/(300+10*fi)) })
	down := wave(height, func(t float64) float64 { return 30 * math.Cos(t/(90+fi)) })
	diagonal := wave(width+height, func(t float64) float64 { return 40 * math.Sin(t/(37+fi)) })
	for y := 0; y < height; y++ {
		row := img.Y[y*img.YStride:]
		for x := 0; x < width; x++ {
			row[x] = uint8(max(0, min(255, 128+across[x]+down[y]+diagonal[x+y])))
		}
	}
	cb := wave(width/2, func(t float64) float64 { return 128 + 50*math.Sin(t/(200+fi)) })
	cr := wave(height/2, func(t float64) float64 { return 128 + 50*math.Cos(t/(150+2*fi)) })
	for y := 0; y < height/2; y++ {
		for x := 0; x < width/2; x++ {
			o := img.COffset(2*x, 2*y)
			img.Cb[o], img.Cr[o] = uint8(cb[x]), uint8(cr[y])
		}
	}
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(f)
	if err := jpeg.Encode(w, img, &jpeg.Options{Quality: 90}); err != nil {
		f.Close()
		return err
	}
	if err := w.Flush(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
