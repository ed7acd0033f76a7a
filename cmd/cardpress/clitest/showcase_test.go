package clitest

import (
	"bytes"
	"image/color"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// showcase writes a picture of exactly the size asked, the cards on a
// transparent ground with their shadows (or on the color given), the same
// bytes from the same sources; a fan, a hand and a grid differ. The
// pictures are 320 × 180 px: at 640 × 360 each run was three times the
// CPU, for the same assertions.
func TestShowcase(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	game, _, _ := starterGame(t, dir)
	shot := func(name string, args ...string) []byte {
		t.Helper()
		out := filepath.Join(dir, name)
		r := cardpress(t, dir, append([]string{"showcase", game, "--only", "1,2,draw2", "--size", "320x180", "--out", out, "-q"}, args...)...)
		if r.code != 0 {
			t.Fatalf("%v: exit %d\n%s", args, r.code, r.stderr)
		}
		data, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		return data
	}
	fan := shot("fan.png")
	img := decodeFile(t, filepath.Join(dir, "fan.png"))
	if b := img.Bounds(); b.Dx() != 320 || b.Dy() != 180 {
		t.Errorf("picture of %v, want 320 × 180", b)
	}
	// The corners are the transparent ground; the middle is a card.
	if _, _, _, a := img.At(2, 2).RGBA(); a != 0 {
		t.Errorf("ground at (2, 2) has alpha %d, want transparent", a)
	}
	if _, _, _, a := img.At(160, 90).RGBA(); a != 0xffff {
		t.Errorf("middle of the fan has alpha %d, want a card", a)
	}
	if !hasShadow(img, 320, 180) {
		t.Error("no shadow: no pixel is dark and partly transparent")
	}
	if !bytes.Equal(fan, shot("fan2.png")) {
		t.Error("two showcases of the same cards differ")
	}
	hand, grid := shot("hand.png", "--arrange", "hand"), shot("grid.png", "--arrange", "grid")
	if bytes.Equal(fan, hand) || bytes.Equal(fan, grid) || bytes.Equal(hand, grid) {
		t.Error("fan, hand and grid make the same picture")
	}
	shot("bg.png", "--background", "#EDE8DF")
	if c := color.NRGBAModel.Convert(decodeFile(t, filepath.Join(dir, "bg.png")).At(2, 2)).(color.NRGBA); c != (color.NRGBA{0xED, 0xE8, 0xDF, 0xFF}) {
		t.Errorf("--background #EDE8DF: ground %v", c)
	}
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"--arrange", "pile"}, `--arrange "pile": want grid, fan, hand`},
		{[]string{"--size", "10x10"}, `--size "10x10": want WxH in pixels`},
		{[]string{"--background", "red"}, `--background "red": want a color #RRGGBB`},
		{[]string{"--only", "nosuch"}, `nosuch`},
	} {
		r := cardpress(t, dir, append([]string{"showcase", game, "--out", filepath.Join(dir, "x.png"), "-q"}, tt.args...)...)
		if r.code != 2 || !strings.Contains(r.stderr, tt.want) {
			t.Errorf("%v: exit %d, want 2 and %q\n%s", tt.args, r.code, tt.want, r.stderr)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "x.png")); err == nil {
		t.Error("a refused showcase wrote its picture")
	}
}

// hasShadow tells whether some pixel is the shadow: dark, and neither
// transparent nor opaque.
func hasShadow(img interface {
	At(x, y int) color.Color
}, w, h int) bool {
	for y := 0; y < h; y += 2 {
		for x := 0; x < w; x += 2 {
			c := color.NRGBAModel.Convert(img.At(x, y)).(color.NRGBA)
			if c.A > 20 && c.A < 200 && c.R < 60 && c.G < 60 && c.B < 60 {
				return true
			}
		}
	}
	return false
}
