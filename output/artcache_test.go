package output

import (
	"bytes"
	"errors"
	"image"
	"image/png"
	"math/rand/v2"
	"testing"
	"testing/fstest"

	"cardpress/jpegscale"
	"cardpress/layout"
)

// Art saved again between the first look at it (its hash) and its
// decoding is not decoded as the old content: the build fails rather than
// keep the new pixels under the old content's hash, and nothing of it is
// kept, so that the old content, back, shows its own pixels.
func TestArtChangedDuringTheBuild(t *testing.T) {
	forgetArt()
	r := rand.New(rand.NewPCG(15, 2))
	picture := func() ([]byte, image.Image) {
		m := image.NewNRGBA(image.Rect(0, 0, 64, 48))
		for i := range m.Pix {
			m.Pix[i] = byte(r.IntN(256)) | byte(0xff*(i%4/3))
		}
		var b bytes.Buffer
		if err := png.Encode(&b, m); err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(bytes.NewReader(b.Bytes()))
		if err != nil {
			t.Fatal(err)
		}
		return b.Bytes(), img
	}
	old, oldImg := picture()
	saved, _ := picture()
	fsys := fstest.MapFS{"art/a.png": {Data: old}}
	im := NewImages(fsys, 300)
	if _, err := im.info("art/a.png"); err != nil {
		t.Fatal(err)
	}
	fsys["art/a.png"] = &fstest.MapFile{Data: saved}
	if _, _, err := im.Fitted("art/a.png", 5, 4, false); !errors.Is(err, errChanged) {
		t.Fatalf("art changed after its hash was taken: got %v, want errChanged", err)
	}
	fsys["art/a.png"] = &fstest.MapFile{Data: old}
	again := NewImages(fsys, 300)
	got, _, err := again.Fitted("art/a.png", 5, 4, false)
	if err != nil {
		t.Fatal(err)
	}
	w, h := again.Pixels(5), again.Pixels(4)
	want := cover(reduce(oldImg, 1), w, h, layout.Point{X: 0.5, Y: 0.5}).(*image.NRGBA)
	if g, ok := got.(*image.NRGBA); !ok || g.Rect != want.Rect || !bytes.Equal(g.Pix, want.Pix) {
		t.Error("the old art, back, does not show its own pixels")
	}
}

// Anchors closer than a thousandth are other crops of a wide picture, and
// other placements: each shows its own crop.
func TestPlacedKeyHoldsTheAnchor(t *testing.T) {
	m := image.NewNRGBA(image.Rect(0, 0, 2000, 10))
	for i := range m.Pix {
		m.Pix[i] = byte(i*7) | byte(0xff*(i%4/3))
	}
	var b bytes.Buffer
	if err := png.Encode(&b, m); err != nil {
		t.Fatal(err)
	}
	src, err := png.Decode(bytes.NewReader(b.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	im := NewImages(fstest.MapFS{"wide.png": {Data: b.Bytes()}}, 25.4)
	keys := map[string]bool{}
	var crops [][]byte
	for _, x := range []float64{0.1, 0.1004} {
		anchor := layout.Point{X: x, Y: 0.5}
		got, key, err := im.Placed(layout.Image{Rect: layout.Rect{W: 10, H: 10}, Path: "wide.png", Fit: "cover", Anchor: anchor})
		if err != nil {
			t.Fatal(err)
		}
		keys[key] = true
		want := cover(reduce(src, 1), 10, 10, anchor).(*image.NRGBA)
		if g, ok := got.(*image.NRGBA); !ok || g.Rect != want.Rect || !bytes.Equal(g.Pix, want.Pix) {
			t.Errorf("anchor %v: not its own crop", anchor)
		}
		crops = append(crops, want.Pix)
	}
	if len(keys) != 2 || bytes.Equal(crops[0], crops[1]) {
		t.Errorf("two anchors gave %d keys; crops differ: %v", len(keys), !bytes.Equal(crops[0], crops[1]))
	}
}

// forgetArt drops what the process remembers of art files, their working
// copies and placements, for a test that counts decodings or changes a
// file under the same path: with -count=2 its second run found the
// first's pictures by their content and decoded nothing. Called from
// tests that do not run in parallel (nothing else reads the caches then).
func forgetArt() {
	working.forgetIf(func(workingKey, image.Image) bool { return true })
	lows.forgetIf(func(workingKey, *jpegscale.Coefficients) bool { return true })
	placed.forgetIf(func(placement, image.Image) bool { return true })
	infos.Clear()
}
