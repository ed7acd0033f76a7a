package output

import (
	"bytes"
	"errors"
	"image"
	"image/png"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"cardpress/layout"
)

// A placement kept in the cache folder reads back as the same pixels; a
// file cut short or with a pixel changed is not used.
func TestArtCacheKeepsPixels(t *testing.T) {
	im := NewImages(nil, 300)
	im.Cache = filepath.Join(t.TempDir(), "cache")
	p := placement{sum: [32]byte{1, 2, 3}, w: 13, h: 7, fit: "cover", ax: 0.5, ay: 0.5}
	img := image.NewNRGBA(image.Rect(0, 0, p.w, p.h))
	for i := range img.Pix {
		img.Pix[i] = byte(i * 11)
	}
	if im.cached(p) != nil {
		t.Fatal("a placement found in an empty cache")
	}
	im.keep(p, img)
	got, ok := im.cached(p).(*image.NRGBA)
	if !ok || got.Rect != img.Rect || !bytes.Equal(got.Pix, img.Pix) {
		t.Fatalf("the cache gave back %v, want the pixels kept", got)
	}
	other := p
	other.gray = true
	if im.cached(other) != nil {
		t.Error("another placement found in the cache")
	}
	path := filepath.Join(im.Cache, p.name())
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for name, broken := range map[string][]byte{
		"cut short":       data[:len(data)-1],
		"a pixel changed": append(bytes.Clone(data[:len(data)-1]), data[len(data)-1]^1),
	} {
		if err := os.WriteFile(path, broken, 0o644); err != nil {
			t.Fatal(err)
		}
		if im.cached(p) != nil {
			t.Errorf("%s: the file was used", name)
		}
	}
}

// Art saved again between the first look at it (its hash) and its
// decoding is not decoded as the old content: the build fails rather than
// keep the new pixels under the old content's hash, and nothing of it is
// kept, so that the old content, back, shows its own pixels.
func TestArtChangedDuringTheBuild(t *testing.T) {
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

// A cache folder keeps what builds used within a week, and beyond its
// limit of bytes only the placements used most recently.
func TestArtCachePrunesLeastRecentlyUsed(t *testing.T) {
	dir := t.TempDir()
	now := time.Now()
	for name, age := range map[string]time.Duration{"a.art": 3 * time.Hour, "b.art": time.Hour, "c.art": 2 * time.Hour, "d.art": 8 * 24 * time.Hour, "e.art": 0} {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, make([]byte, 100), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(path, now.Add(-age), now.Add(-age)); err != nil {
			t.Fatal(err)
		}
	}
	pruneArtCache(dir, 350, now)
	entries, _ := os.ReadDir(dir)
	var left []string
	for _, e := range entries {
		left = append(left, e.Name())
	}
	if got := strings.Join(left, " "); got != "b.art c.art e.art" {
		t.Errorf("left %q, want the three used last within the week (b.art c.art e.art)", got)
	}
}
