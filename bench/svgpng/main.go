// Command svgpng rasterizes an SVG drawing into a PNG of the given size,
// for bench/svg.sh: the same art as a picture.
//
//	go run ./bench/svgpng IN.svg WIDTH HEIGHT > OUT.png
package main

import (
	"fmt"
	"image/png"
	"os"
	"strconv"

	"cardpress/svgart"
)

func main() {
	if len(os.Args) != 4 {
		fmt.Fprintln(os.Stderr, "usage: svgpng IN.svg WIDTH HEIGHT > OUT.png")
		os.Exit(2)
	}
	data, err := os.ReadFile(os.Args[1])
	w, _ := strconv.Atoi(os.Args[2])
	h, _ := strconv.Atoi(os.Args[3])
	if err != nil || w < 1 || h < 1 {
		fmt.Fprintln(os.Stderr, "svgpng:", err, "(want a file and a size in pixels)")
		os.Exit(1)
	}
	d, err := svgart.Read(data)
	if err != nil {
		fmt.Fprintln(os.Stderr, "svgpng:", err)
		os.Exit(1)
	}
	img := d.Rasterize(w, h, svgart.Transform{SX: float64(w) / d.W, SY: float64(h) / d.H})
	if err := png.Encode(os.Stdout, img); err != nil {
		fmt.Fprintln(os.Stderr, "svgpng:", err)
		os.Exit(1)
	}
}
