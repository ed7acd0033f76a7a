package layout

import (
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"cardpress/catalog"
)

// In gray every game's colours stay at least GrayGap apart in lightness,
// in the order of their own lightness; colours of the same RGB share one
// gray, and a gray the catalog gives is the one printed.
func TestGrayKeepsTheColoursApart(t *testing.T) {
	dirs, _ := filepath.Glob("../games/*/catalog.toml")
	if len(dirs) < 4 {
		t.Fatalf("%d games", len(dirs))
	}
	for _, file := range dirs {
		c, err := catalog.LoadDir(filepath.Dir(file))
		if err != nil {
			t.Fatal(err)
		}
		pal := GrayPalette(c)
		var cols []Color
		for _, col := range c.Colors {
			if rgb := RGB(col.RGB); !slices.Contains(cols, rgb) {
				cols = append(cols, rgb)
			}
		}
		slices.SortFunc(cols, func(a, b Color) int { return cmpFloat(lightness(a), lightness(b)) })
		for i := 1; i < len(cols); i++ {
			a, b := pal(cols[i-1]), pal(cols[i])
			// Half a step of 255 gray levels is up to 0.4 L*.
			if gap := lightness(b) - lightness(a); gap < GrayGap-0.5 {
				t.Errorf("%s: %v and %v print as %v and %v, %.1f L* apart", c.Game.ID, cols[i-1], cols[i], a, b, gap)
			}
		}
	}
	// Windia War: red #D0312D and blue #1F5FBF, both a middle gray taken as
	// they are.
	c := loadWindia(t)
	red, blue := RGB(c.Color("red").RGB), RGB(c.Color("blue").RGB)
	if d := math.Abs(lightness(red) - lightness(blue)); d > 10 {
		t.Fatalf("red and blue are %.1f L* apart as plain grays: the test needs colours that collide", d)
	}
	if g := GrayPalette(c)(Ink); g != Ink {
		t.Errorf("ink #222222 prints as %v, want itself (a gray is its own gray)", g)
	}
	if g, want := GrayPalette(c)(Color{0xD0, 0x31, 0x2D}.Mix(White, 0.5)), grayOfLightness(lightness(Color{0xD0, 0x31, 0x2D}.Mix(White, 0.5))); g != want || g.R != g.G || g.G != g.B {
		t.Errorf("a tint prints as %v, want the gray of its lightness %v", g, want)
	}
}

// A gray in the catalog is the gray printed, and a gray that is not one
// is an error at its value.
func TestGrayFromTheCatalog(t *testing.T) {
	src, err := os.ReadFile("../games/windia-war/catalog.toml")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	os.CopyFS(dir, os.DirFS("../games/windia-war"))
	text := strings.Replace(string(src), `rgb = "#D0312D"`, `rgb = "#D0312D"`+"\ngray = \"#404040\"", 1)
	os.WriteFile(filepath.Join(dir, "catalog.toml"), []byte(text), 0o644)
	c, err := catalog.LoadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	pal := GrayPalette(c)
	if g := pal(RGB(c.Color("red").RGB)); g != (Color{0x40, 0x40, 0x40}) {
		t.Errorf("red prints as %v, want the catalog's #404040", g)
	}
	// The given gray is a fixed point of the spreading: the other colours
	// keep GrayGap from it too (spread without it, the darkest of them
	// printed at 41.6 L*, 14.5 from #404040's 27.1).
	var printed []float64
	for _, col := range c.Colors {
		printed = append(printed, lightness(pal(RGB(col.RGB))))
	}
	slices.Sort(printed)
	for i := 1; i < len(printed); i++ {
		if printed[i]-printed[i-1] < GrayGap-0.5 {
			t.Errorf("with red given as #404040, the colours print at L* %.1f: %.1f and %.1f are too near", printed, printed[i-1], printed[i])
		}
	}
	text = strings.Replace(string(src), `rgb = "#D0312D"`, `rgb = "#D0312D"`+"\ngray = \"#404041\"", 1)
	os.WriteFile(filepath.Join(dir, "catalog.toml"), []byte(text), 0o644)
	_, err = catalog.LoadDir(dir)
	if err == nil || !strings.Contains(err.Error(), `catalog.toml:18:8: color "red": gray "#404041" is not a gray`) {
		t.Errorf("a gray that is not one: %v", err)
	}
}

// A red and a blue card's faces in gray: their card-colour fills are as
// far apart as the palette says, on the boxes the PDF and PNG draw.
func TestGrayFacesKeepRedAndBlueApart(t *testing.T) {
	c := loadWindia(t)
	fill := func(id string) Color {
		for _, k := range c.Deck("basic") {
			if k.Face.ID != id {
				continue
			}
			boxes, err := CardFace(c, k.Face, FaceOptions{Gray: true})
			if err != nil {
				t.Fatal(err)
			}
			// The card's colour frames the face: the largest fill.
			var best Color
			area := 0.0
			for _, b := range boxes {
				if f, ok := b.(Fill); ok && f.W*f.H > area {
					best, area = f.Color, f.W*f.H
				}
			}
			return best
		}
		t.Fatalf("no card %s", id)
		return Color{}
	}
	red, blue := fill("skip/red"), fill("skip/blue")
	if red.R != red.G || red.G != red.B || math.Abs(lightness(red)-lightness(blue)) < GrayGap-0.5 {
		t.Errorf("red and blue cards in gray: %v and %v", red, blue)
	}
}

// The lightest gray stays at grayTop or darker, visibly apart from the
// paper, even for a colour lighter than that; the others keep GrayGap.
func TestSpreadLightnessKeepsOffThePaper(t *testing.T) {
	got := spreadLightness([]float64{10, 95, 97}, make([]bool, 3))
	if got[2] > grayTop || got[1] > got[2]-GrayGap || got[0] > got[1]-GrayGap {
		t.Errorf("spreadLightness(10, 95, 97) = %.1f", got)
	}
}

// A gray the catalog gives stays where it is, even beyond grayTop; the
// others move around it, GrayGap off; with no room between two given
// grays, one between sits halfway.
func TestSpreadLightnessKeepsGivenGrays(t *testing.T) {
	tests := []struct {
		ls    []float64
		fixed []bool
		want  []float64
	}{
		{[]float64{40, 45, 50}, []bool{false, true, false}, []float64{25, 45, 65}},
		{[]float64{30, 95}, []bool{false, true}, []float64{30, 95}},
		{[]float64{80, 95}, []bool{false, true}, []float64{75, 95}},
		{[]float64{40, 50, 60}, []bool{true, false, true}, []float64{40, 50, 60}},
		{[]float64{10, 20}, []bool{false, false}, []float64{10, 30}},
	}
	for _, tt := range tests {
		got := spreadLightness(tt.ls, tt.fixed)
		for i := range got {
			if math.Abs(got[i]-tt.want[i]) > 1e-9 {
				t.Errorf("spreadLightness(%v, fixed %v) = %v, want %v", tt.ls, tt.fixed, got, tt.want)
				break
			}
		}
	}
}
