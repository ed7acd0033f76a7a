package fonts

import (
	"errors"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// The testdata files hold every distinct character of the five source
// documents the games are written from (seeds 000–004).
func TestSeedCharactersAreCovered(t *testing.T) {
	paths, err := filepath.Glob("testdata/seed*-chars.txt")
	if err != nil || len(paths) != 5 {
		t.Fatalf("want 5 seed character files, got %d (%v)", len(paths), err)
	}
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range []Style{Serif, Sans, SansBold, Kai} {
			if m := Missing(s, string(data)); len(m) > 0 {
				t.Errorf("%s, %s: no embedded font covers %q", p, s, string(m))
			}
		}
	}
}

func TestFaceFor(t *testing.T) {
	tests := []struct {
		style Style
		r     rune
		want  *Face
	}{
		{Serif, 'あ', Mincho},
		{Sans, '漢', Gothic},
		{SansBold, 'A', GothicBold},
		{Serif, '♠', Mincho},
		{Serif, '1', MinchoLatin}, // Latin in Mincho text: the Mincho's proportional Latin
		{Serif, 'é', MinchoLatin},
		{Kai, '9', MinchoLatin}, // digits in Chinese text: the kai's 9 reads as q
		{Kai, 'A', WenKaiTC},    // its Latin letters stay
		{Sans, '9', Gothic},
		{Serif, '−', MinchoLatin}, // a minus of the Latin face, not the full-width one (an em-long thin dash)
		{Kai, '−', MinchoLatin},
		{Serif, '（', Mincho},
		{Serif, '①', Mincho},
		{Serif, '\n', Mincho},
		{Serif, '說', WenKai},     // Traditional Chinese, not in BIZ UD
		{Sans, '\u2009', WenKai}, // thin space
		{Kai, '說', WenKaiTC},     // the Taiwan variant
		{Kai, 'あ', WenKaiTC},     // Chinese text keeps one face
		{Kai, '為', WenKai},       // but for 為: the TC face draws 爲
		{KaiBold, '說', WenKaiTCBold},
		{KaiBold, '9', GothicBold}, // the bold kai's 9 reads as q too
		{KaiBold, 'A', WenKaiTCBold},
		{Serif, '\U000F0000', nil},
	}
	for _, tt := range tests {
		if got := FaceFor(tt.style, tt.r); got != tt.want {
			t.Errorf("FaceFor(%s, %q) = %v, want %v", tt.style, tt.r, name(got), name(tt.want))
		}
	}
}

func name(f *Face) string {
	if f == nil {
		return "<nil>"
	}
	return f.Name
}

func TestRuns(t *testing.T) {
	runs, err := Runs(Serif, "故事說明ab")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range runs {
		got = append(got, r.Face.Name+":"+r.Text)
	}
	want := "BIZUDMincho:故事|LXGWWenKai:說|BIZUDMincho:明|BIZUDPMinchoLatin:ab"
	if strings.Join(got, "|") != want {
		t.Errorf("Runs = %q, want %q", strings.Join(got, "|"), want)
	}
	_, err = Runs(Serif, "ok\U000F0001")
	var mg *MissingGlyphError
	if !errors.As(err, &mg) || mg.Char != '\U000F0001' {
		t.Errorf("Runs with a private-use character: err = %v, want MissingGlyphError", err)
	}
	if want := `character '\U000f0001' (U+F0001) is not covered by any embedded font`; err.Error() != want {
		t.Errorf("error text = %q, want %q", err.Error(), want)
	}
}

func TestWidth(t *testing.T) {
	tests := []struct {
		style Style
		text  string
		size  float64
		want  float64
	}{
		{Serif, "あ", 10, 10}, // full-width: 1 em
		{Serif, "あいう", 12, 36},
		{Serif, "A", 10, 8.4},        // Latin comes from the proportional Mincho
		{Serif, "Skip１５", 10, 43.3},  // proportional Latin + 2 full-width digits
		{Sans, "il", 10, 6.5},        // BIZ UDPGothic is proportional
		{Serif, "\U000F0000", 10, 0}, // uncovered measures nothing
	}
	for _, tt := range tests {
		if got := Width(tt.style, tt.text, tt.size); got < tt.want-0.01 || got > tt.want+0.01 {
			t.Errorf("Width(%s, %q, %v) = %v, want %v", tt.style, tt.text, tt.size, got, tt.want)
		}
	}
}

func TestCheckTrueType(t *testing.T) {
	pad := strings.Repeat("\x00", 12)
	tests := []struct {
		data string
		want string // substring of the error, "" for none
	}{
		{"\x00\x01\x00\x00" + pad, ""},
		{"true" + pad, ""},
		{"OTTO" + pad, ""}, // CFF outlines, converted when loaded
		{"ttcf" + pad, "TrueType collection (.ttc)"},
		{"wOF2" + pad, "web font"},
		{"%PDF" + pad, `unknown file signature "%PDF"`},
		{"abc", "file too short (3 bytes)"},
	}
	for _, tt := range tests {
		err := CheckTrueType([]byte(tt.data))
		switch {
		case tt.want == "" && err != nil:
			t.Errorf("CheckTrueType(%q) = %v, want nil", tt.data[:4], err)
		case tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want) || !errors.Is(err, ErrNotTrueType)):
			t.Errorf("CheckTrueType(%q) = %v, want error with %q", tt.data[:3], err, tt.want)
		}
	}
}

func TestEmbeddedFacesAreTrueType(t *testing.T) {
	for _, f := range []*Face{Mincho, Gothic, GothicBold, WenKai, WenKaiTC, WenKaiTCBold, Oblique, MinchoLatin} {
		if _, err := f.Data(); err != nil {
			t.Errorf("%s: %v", f.Name, err)
		}
	}
}

func BenchmarkWidthJapanese(b *testing.B) {
	text := "このカードを出したプレイヤーは、プレイ札の色を４色のうちの好きな色を指定します。"
	Width(Serif, text, 10)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		Width(Serif, text, 10)
	}
}

// Metrics read from all cores at once agree with the font file, for
// characters inside and beyond the Basic Multilingual Plane.
func TestMetricsConcurrently(t *testing.T) {
	text := []rune("カードの説明 Wild D Draw5 故事說明𠮷\U0010FFFF")
	want := make([]float64, len(text))
	covers := make([]bool, len(text))
	for i, r := range text {
		want[i], covers[i] = WenKai.Advance(r), WenKai.Covers(r)
	}
	if covers[len(text)-1] || want[len(text)-1] != 0 {
		t.Errorf("U+10FFFF: covered %v, advance %v; want uncovered, 0", covers[len(text)-1], want[len(text)-1])
	}
	if !covers[0] || want[0] <= 0.5 || want[0] > 1.01 {
		t.Errorf("カ: covered %v, advance %v em; want a full-width glyph", covers[0], want[0])
	}
	var wg sync.WaitGroup
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i, r := range text {
				for _, f := range []*Face{Mincho, Gothic, WenKai} {
					f.Advance(r)
				}
				if a, c := WenKai.Advance(r), WenKai.Covers(r); a != want[i] || c != covers[i] {
					t.Errorf("%q: %v %v concurrently, %v %v alone", r, a, c, want[i], covers[i])
				}
			}
		}()
	}
	wg.Wait()
}

// A Coverage answers as MissingIn does, text after text: what it remembers
// as covered never hides a missing character, each reported again in the
// text that has it, once, in order.
func TestCoverageIsMissingIn(t *testing.T) {
	styles := []Style{Serif, Sans, SansBold}
	cov := NewCoverage(styles...)
	for _, text := range []string{"abc\u0378dé", "\u0378x\U0001F600\u0378赤é\u0379", "abc赤", "", "\U0001F600"} {
		got, want := cov.Missing(text), MissingIn(styles, text)
		if string(got) != string(want) {
			t.Errorf("%q: Missing %q, MissingIn %q", text, string(got), string(want))
		}
	}
	if got := string(cov.Missing("\u0378x\U0001F600\u0378赤é\u0379")); got != "\u0378\U0001F600\u0379" {
		t.Errorf("missing %q, want U+0378, U+1F600, U+0379 once each", got)
	}
}

// Every character of every game source shipped in games/ must have a glyph
// in the embedded fonts, Serif and Sans.
func TestGameSourcesAreCovered(t *testing.T) {
	n := 0
	games := os.DirFS("../games")
	err := fs.WalkDir(games, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		switch path.Ext(p) {
		case ".toml", ".md", ".txt":
		default:
			return nil
		}
		data, err := fs.ReadFile(games, p)
		if err != nil {
			return err
		}
		n++
		for _, s := range []Style{Serif, Sans} {
			if m := Missing(s, string(data)); len(m) > 0 {
				t.Errorf("%s: no embedded %s font covers %q", p, s, string(m))
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n < 2 {
		t.Fatalf("checked %d source files, want the catalogs at least", n)
	}
}
