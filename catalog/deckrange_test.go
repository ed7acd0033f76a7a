package catalog

import (
	"os"
	"strings"
	"testing"
	"testing/fstest"
)

// A deck part of min_size/max_size takes any count in the range, both
// ends included; max_size absent means no upper limit. The sample deck of
// CLAMP in CARDLAND holds 40 cards.
func TestDeckSizeRange(t *testing.T) {
	src, err := os.ReadFile("../games/clamp-in-cardland/catalog.toml")
	if err != nil {
		t.Fatal(err)
	}
	deck, err := os.ReadFile("../games/clamp-in-cardland/decks/sample.toml")
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		rule string
		err  string
	}{
		{"min_size = 30\nmax_size = 40", ""},
		{"min_size = 40\nmax_size = 50", ""},
		{"min_size = 30", ""},
		{"min_size = 41", "holds 40 cards; it must hold at least 41"},
		{"min_size = 30\nmax_size = 39", "holds 40 cards; it must hold 30 to 39"},
		{"size = 41", "holds 40 cards; it must hold exactly 41"},
	} {
		cat := strings.Replace(string(src), "size = 40\n", tt.rule+"\n", 1)
		fsys := fstest.MapFS{"catalog.toml": {Data: []byte(cat)}, "decks/sample.toml": {Data: deck}}
		_, err := LoadFS(fsys, "g")
		switch {
		case tt.err == "" && err != nil:
			t.Errorf("%q: %v", tt.rule, err)
		case tt.err != "" && (err == nil || !strings.Contains(err.Error(), tt.err)):
			t.Errorf("%q: error %v, want %q", tt.rule, err, tt.err)
		}
	}
}
