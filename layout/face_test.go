package layout

import (
	"strings"
	"testing"

	"cardpress/catalog"
)

func loadArtGame(t *testing.T) *catalog.Catalog {
	t.Helper()
	c, err := catalog.LoadDir("testdata/artgame")
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Warnings) != 1 || !strings.Contains(c.Warnings[0].Msg, `art file "art/ice.png" not found`) {
		t.Fatalf("want one warning for the missing art, got %v", c.Warnings)
	}
	return c
}

func face(t *testing.T, c *catalog.Catalog, id string, o FaceOptions) []Box {
	t.Helper()
	boxes, err := CardFace(c, c.Entry(id).Faces()[0], o)
	if err != nil {
		t.Fatal(err)
	}
	return boxes
}

func texts(boxes []Box) []string {
	var out []string
	for _, b := range boxes {
		if t, ok := b.(Text); ok {
			out = append(out, t.Text)
		}
	}
	return out
}

func TestFaceShowsArtOrPlaceholder(t *testing.T) {
	c := loadArtGame(t)
	tests := []struct {
		id        string
		wantImage bool
		wantTexts []string
	}{
		{"fire", true, []string{"10", "Fire"}},
		{"ice", false, []string{"10", "Ice", "Art Game"}}, // missing art: the "Now Printing" face
		{"void", false, []string{"5", "Void", "Art Game"}},
	}
	for _, tt := range tests {
		boxes := face(t, c, tt.id, FaceOptions{})
		hasImage := false
		for _, b := range boxes {
			if img, ok := b.(Image); ok && img.Path == "art/fire.png" {
				hasImage = true
			}
		}
		if hasImage != tt.wantImage {
			t.Errorf("%s: image %v, want %v", tt.id, hasImage, tt.wantImage)
		}
		if got := strings.Join(texts(boxes), "|"); got != strings.Join(tt.wantTexts, "|") {
			t.Errorf("%s: texts %q, want %q", tt.id, got, strings.Join(tt.wantTexts, "|"))
		}
	}
}

func TestTooLongNameIsAnErrorNamingTheCard(t *testing.T) {
	c := loadArtGame(t)
	_, err := CardFace(c, c.Entry("long").Faces()[0], FaceOptions{})
	want := `card long: name "The Extraordinarily Long Name Of A Card That Cannot Fit" needs`
	if err == nil || !strings.HasPrefix(err.Error(), want) || !strings.Contains(err.Error(), "enlarge [game] card_size") {
		t.Fatalf("err = %v, want it to start with %q", err, want)
	}
}

// Every Windia War face lays out, and all its text stays inside the card.
func TestWindiaFacesFit(t *testing.T) {
	c := loadWindia(t)
	for _, f := range c.FacesIn("expansion") {
		boxes, err := CardFace(c, f, FaceOptions{})
		if err != nil {
			t.Fatal(err)
		}
		for _, b := range boxes {
			tx, ok := b.(Text)
			if !ok {
				continue
			}
			w := TextWidth(tx.Style, tx.Text, tx.Size)
			if tx.X < 1 || tx.X+w > c.Game.CardWidth-1 || tx.Y > c.Game.CardHeight-1 || tx.Y-tx.Size*PtToMM < 0.5 {
				t.Errorf("%s: text %q (%.1f pt) at %.1f,%.1f, %.1f mm wide, leaves the card's panel", f.ID, tx.Text, tx.Size, tx.X, tx.Y, w)
			}
			if tx.Size < 3.6 {
				t.Errorf("%s: text %q shrank to %.2f pt", f.ID, tx.Text, tx.Size)
			}
		}
	}
}

func TestGrayFacesHaveNoColor(t *testing.T) {
	c := loadWindia(t)
	for _, f := range c.FacesIn("expansion") {
		boxes, err := CardFace(c, f, FaceOptions{Gray: true})
		if err != nil || len(boxes) == 0 {
			t.Fatalf("%s: %d boxes, err %v", f.ID, len(boxes), err)
		}
		for _, b := range boxes {
			var col Color
			switch b := b.(type) {
			case Fill:
				col = b.Color
			case Polygon:
				col = b.Color
			case Line:
				col = b.Color
			case Text:
				col = b.Color
			default:
				continue
			}
			if col.R != col.G || col.G != col.B {
				t.Fatalf("%s: gray face has color %v", f.ID, col)
			}
		}
	}
}

func TestMultiColorFrames(t *testing.T) {
	c := loadWindia(t)
	count := func(id string) int {
		n := map[Color]bool{}
		// The frame is everything before the white inner panel.
		for _, b := range face(t, c, id, FaceOptions{}) {
			if f, ok := b.(Fill); ok && f.Color == White {
				break
			}
			if p, ok := b.(Polygon); ok {
				n[p.Color] = true
			}
		}
		return len(n)
	}
	for id, want := range map[string]int{"wild": 4, "skip": 0} {
		if got := count(id); got != want {
			t.Errorf("%s: %d frame colors in polygons, want %d", id, got, want)
		}
	}
	direct := c.Entry("direct").Faces()[0]
	boxes, err := CardFace(c, direct, FaceOptions{})
	if err != nil {
		t.Fatal(err)
	}
	seen := map[Color]bool{}
	for _, b := range boxes {
		if p, ok := b.(Polygon); ok {
			seen[p.Color] = true
		}
	}
	if !seen[RGB(c.Color("red").RGB)] || !seen[RGB(c.Color("green").RGB)] {
		t.Errorf("direct/red-green frame lacks red or green")
	}
}

func BenchmarkCardSheets(b *testing.B) {
	c := loadWindia(b)
	cards := c.Deck("expansion")
	opts := DeckOptions{Sheet: SheetOptions{Paper: Papers["a4"], Margin: 10, Gutter: 3}, Backs: true}
	for i := 0; i < b.N; i++ {
		if _, _, err := CardSheets(c, cards, opts); err != nil {
			b.Fatal(err)
		}
	}
}

func TestInlineIconsKeepLooking(t *testing.T) {
	icons := func(id string) *catalog.Icon {
		if id == "attack" {
			return &catalog.Icon{ID: "attack", Shape: "triangle"}
		}
		return nil
	}
	spans := inlineIcons(icons, Span{Text: "see :nope: then :attack: now", Size: 8})
	var text []string
	icon := 0
	for _, s := range spans {
		if s.Icon != "" {
			icon++
			continue
		}
		text = append(text, s.Text)
	}
	if icon != 1 || strings.Join(text, "") != "see :nope: then  now" {
		t.Errorf("spans: %d icons, text %q", icon, strings.Join(text, ""))
	}
}
