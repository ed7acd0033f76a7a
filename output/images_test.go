package output

import (
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"image"
	"image/png"
	"runtime"
	"testing"
	"testing/fstest"

	"cardpress/catalog"
)

// pngBomb is a small PNG whose header claims w × h pixels, with a zlib
// stream of zeros behind it.
func pngBomb(w, h uint32) []byte {
	chunk := func(typ string, data []byte) []byte {
		var b bytes.Buffer
		binary.Write(&b, binary.BigEndian, uint32(len(data)))
		b.WriteString(typ)
		b.Write(data)
		binary.Write(&b, binary.BigEndian, crc32.ChecksumIEEE(append([]byte(typ), data...)))
		return b.Bytes()
	}
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr, w)
	binary.BigEndian.PutUint32(ihdr[4:], h)
	copy(ihdr[8:], []byte{8, 6, 0, 0, 0})
	var z bytes.Buffer
	zw := zlib.NewWriter(&z)
	zw.Write(make([]byte, 1<<20))
	zw.Close()
	out := []byte("\x89PNG\r\n\x1a\n")
	out = append(out, chunk("IHDR", ihdr)...)
	out = append(out, chunk("IDAT", z.Bytes())...)
	return append(out, chunk("IEND", nil)...)
}

func TestImageBombsAreRefusedBeforeDecoding(t *testing.T) {
	for _, size := range [][2]uint32{{100000, 100000}, {30000, 10}, {7000, 7000}} {
		bomb := pngBomb(size[0], size[1])
		im := NewImages(fstest.MapFS{"art/bomb.png": {Data: bomb}}, 300)
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		_, _, err := im.Fitted("art/bomb.png", 29, 17, false)
		runtime.ReadMemStats(&after)
		var tooLarge *catalog.ImageTooLargeError
		var ie *ImageError
		if !errors.As(err, &tooLarge) || !errors.As(err, &ie) || ie.Path != "art/bomb.png" {
			t.Fatalf("%v: want an ImageTooLargeError for art/bomb.png, got %v", size, err)
		}
		if grew := after.TotalAlloc - before.TotalAlloc; grew > 4<<20 {
			t.Errorf("%v: refusing the bomb allocated %d bytes", size, grew)
		}
	}
}

func TestImagesWithinTheBudgetDecode(t *testing.T) {
	var buf bytes.Buffer
	png.Encode(&buf, image.NewGray(image.Rect(0, 0, 40, 30)))
	im := NewImages(fstest.MapFS{"a.png": {Data: buf.Bytes()}, "cut.png": {Data: buf.Bytes()[:buf.Len()-20]}}, 300)
	img, _, err := im.Fitted("a.png", 10, 10, false)
	if err != nil || img.Bounds().Dx() != im.Pixels(10) {
		t.Fatalf("a small PNG: %v", err)
	}
	_, _, err = im.Fitted("cut.png", 10, 10, false)
	var ie *ImageError
	if !errors.As(err, &ie) || ie.Path != "cut.png" {
		t.Errorf("a truncated PNG: want an ImageError naming it, got %v", err)
	}
}
