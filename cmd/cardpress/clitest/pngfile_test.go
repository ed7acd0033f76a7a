package clitest

import (
	"bytes"
	"compress/zlib"
	bin "encoding/binary"
	"fmt"
	"hash/crc32"
	"image"
	"image/color"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// pngChunk is a chunk of a PNG file: its kind (IHDR, IDAT, ...) and data.
type pngChunk struct {
	kind string
	data []byte
}

// pngChunks splits a PNG file into its chunks, in order, after its 8-byte
// signature; a chunk that runs past the end of the file is an error.
func pngChunks(data []byte) ([]pngChunk, error) {
	var chunks []pngChunk
	for at := 8; at+12 <= len(data); {
		n := int(bin.BigEndian.Uint32(data[at:]))
		kind := string(data[at+4 : at+8])
		if at+12+n > len(data) {
			return chunks, fmt.Errorf("chunk %s runs past the end", kind)
		}
		chunks = append(chunks, pngChunk{kind, data[at+8 : at+8+n]})
		at += 12 + n
	}
	return chunks, nil
}

// writePNGChunk writes a chunk of a PNG file: its length, kind, data and
// checksum.
func writePNGChunk(w io.Writer, kind string, data []byte) {
	bin.Write(w, bin.BigEndian, uint32(len(data)))
	io.WriteString(w, kind)
	w.Write(data)
	bin.Write(w, bin.BigEndian, crc32.ChecksumIEEE(append([]byte(kind), data...)))
}

// decodeTopRows decodes the first rows of the PNG file path, a picture
// of its width and rows high: it inflates only their bytes and has
// image/png decode a copy of the file cut to them (a row's filter reads
// only the rows above it). A corner's pixel of the 20 shop images of
// TestProfileOutputs was 0.15 CPU s decoded whole. The file is 8 bits a
// channel and not interlaced, as the build writes its PNGs.
func decodeTopRows(t *testing.T, path string, rows int) image.Image {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	chunks, err := pngChunks(data)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	var ihdr, idat []byte
	var keep []pngChunk // the chunks between IHDR and IDAT (PLTE, tRNS, ...)
	for _, c := range chunks {
		switch {
		case c.kind == "IHDR":
			ihdr = slices.Clone(c.data)
		case c.kind == "IDAT":
			idat = append(idat, c.data...)
		case idat == nil:
			keep = append(keep, c)
		}
	}
	if len(ihdr) != 13 || ihdr[8] != 8 || ihdr[12] != 0 {
		t.Fatalf("%s: not a PNG of 8 bits a channel, not interlaced", path)
	}
	channels := map[byte]int{0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[ihdr[9]]
	raw := make([]byte, rows*(1+int(bin.BigEndian.Uint32(ihdr))*channels))
	zr, err := zlib.NewReader(bytes.NewReader(idat))
	if err == nil {
		_, err = io.ReadFull(zr, raw)
	}
	if channels == 0 || err != nil {
		t.Fatalf("%s: the first %d rows: %v", path, rows, err)
	}
	bin.BigEndian.PutUint32(ihdr[4:], uint32(rows))
	var cut, z bytes.Buffer
	zw := zlib.NewWriter(&z)
	zw.Write(raw)
	zw.Close()
	cut.Write(data[:8])
	writePNGChunk(&cut, "IHDR", ihdr)
	for _, c := range keep {
		writePNGChunk(&cut, c.kind, c.data)
	}
	writePNGChunk(&cut, "IDAT", z.Bytes())
	writePNGChunk(&cut, "IEND", nil)
	img, err := png.Decode(&cut)
	if err != nil {
		t.Fatalf("%s: the first %d rows: %v", path, rows, err)
	}
	return img
}

// decodeTopRows gives the pixels png.Decode gives of a picture's first
// rows, whatever filter a row was written with (the encoder picks one a
// row) and for color, gray and paletted pictures.
func TestDecodeTopRowsMatchesPNG(t *testing.T) {
	const w, h, rows = 61, 40, 5
	rgba, gray := image.NewNRGBA(image.Rect(0, 0, w, h)), image.NewGray(image.Rect(0, 0, w, h))
	var colors color.Palette // of more than 16 colors: 8 bits a pixel
	for i := range 20 {
		colors = append(colors, color.NRGBA{uint8(13 * i), 200, uint8(255 - 9*i), uint8(128 + i)})
	}
	pal := image.NewPaletted(image.Rect(0, 0, w, h), colors)
	for y := range h {
		for x := range w {
			v := uint8(x*x + 7*y*x + 3*y)
			rgba.Set(x, y, color.NRGBA{v, v ^ uint8(y), uint8(x * y), 255 - v})
			gray.Set(x, y, color.Gray{v})
			pal.SetColorIndex(x, y, v%20)
		}
	}
	for _, img := range []image.Image{rgba, gray, pal} {
		path := filepath.Join(t.TempDir(), "a.png")
		var buf bytes.Buffer
		png.Encode(&buf, img)
		os.WriteFile(path, buf.Bytes(), 0o644)
		top := decodeTopRows(t, path, rows)
		if b := top.Bounds(); b != image.Rect(0, 0, w, rows) {
			t.Fatalf("%T: bounds %v, want %d × %d", img, b, w, rows)
		}
		for y := range rows {
			for x := range w {
				if a, b := color.NRGBAModel.Convert(top.At(x, y)), color.NRGBAModel.Convert(img.At(x, y)); a != b {
					t.Fatalf("%T: (%d, %d) is %v, want %v", img, x, y, a, b)
				}
			}
		}
	}
}
