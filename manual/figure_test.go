package manual

import (
	"math"
	"strings"
	"testing"

	"cardpress/catalog"
	"cardpress/layout"
)

func artGame(t *testing.T) *catalog.Catalog {
	t.Helper()
	c, err := catalog.LoadDir("../layout/testdata/artgame")
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// A picture alone in its paragraph is a figure: sized as its title says,
// grayscale in the gray manual, its caption under it; floated, the text
// after it wraps beside it.
func TestPictures(t *testing.T) {
	c := artGame(t)
	src := "# Pictures\n\n![A fire](../art/fire.png \"40%\")\n\n![](../art/fire.png \"right 30mm\")\n\n" + strings.Repeat("Text beside the picture. ", 40) + "\n"
	m, err := buildSources(c, []Source{{Name: "m.md", Data: []byte(src)}}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	st := layout.B5("")
	measure := st.W - st.Left - st.Right
	var imgs []layout.Image
	caption := false
	p := m.Pages[1]
	for _, b := range p.Boxes {
		switch b := b.(type) {
		case layout.Image:
			imgs = append(imgs, b)
		case layout.Text:
			caption = caption || b.Text == "A fire"
		}
	}
	if len(imgs) != 2 || !caption {
		t.Fatalf("%d pictures, caption %v", len(imgs), caption)
	}
	first, right := imgs[0], imgs[1]
	if !first.Gray || math.Abs(first.W-0.4*measure) > 0.01 || math.Abs(first.H-first.W*40/60) > 0.01 || math.Abs(first.X-(st.Left+(measure-first.W)/2)) > 0.01 {
		t.Errorf("first picture %+v: want 40%% of the column, centred, gray, 3:2", first)
	}
	if math.Abs(right.W-30) > 0.01 || math.Abs(right.X+right.W-(st.W-st.Right)) > 0.01 {
		t.Errorf("floated picture %+v: want 30 mm at the right margin", right)
	}
	beside := 0
	for _, l := range p.Lines {
		if l.Kind == layout.BodyLine && l.Baseline > right.Y && l.Baseline < right.Y+right.H {
			beside++
			if l.X1 > right.X-3.9 {
				t.Errorf("line beside the picture ends at %.1f, the picture starts at %.1f", l.X1, right.X)
			}
		}
	}
	if beside < 2 {
		t.Errorf("%d lines beside the floated picture", beside)
	}
}

func TestPictureErrors(t *testing.T) {
	c := artGame(t)
	tests := []struct{ src, want string }{
		{"![x](img/none.png)\n", `m.md:1:1: picture "img/none.png": no such file in the game folder`},
		{"\n![x](../../etc/passwd)\n", `m.md:2:1: picture "../../etc/passwd": write a path inside the game folder`},
		{"![x](../art/fire.png \"wide\")\n", `m.md:1:1: picture "../art/fire.png": "wide" in its title`},
		{"![x](../art/fire.png \"150%\")\n", `want a share of the column from 1% to 100%`},
		{"text ![x](../art/fire.png) text\n", `m.md:1:1: a picture inside running text`},
		{"![x](../catalog.toml)\n", `picture "../catalog.toml": image: unknown format`},
	}
	for _, tt := range tests {
		_, err := buildSources(c, []Source{{Name: "m.md", Data: []byte(tt.src)}}, Options{})
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%q: error %v, want %q", tt.src, err, tt.want)
		}
	}
}
