package fonts

import "testing"

// TestMetricsByPage: a character's metrics, kept by pages of 256, are its
// own: asked in any order, across pages and within one, each character
// measures as a face that never measured another does. Keeping them by
// r&0xff alone (mutation: one page for all) gives 'A' the width of the
// character of the same low byte read before it.
func TestMetricsByPage(t *testing.T) {
	// 'l' and 'm', 'W' and 'X': neighbours in one page, so that a
	// character stored in its neighbour's slot is seen.
	runes := []rune{'A', 'W', 'X', 'i', 'l', 'm', 0x141, 0x3041, 0x4E00, 0x4E41, 0x5C41, '.', 0xFF41}
	want := map[rune]uint32{}
	for _, r := range runes {
		f := &Face{Name: Gothic.Name, file: Gothic.file}
		want[r] = f.metrics(r)
	}
	f := &Face{Name: Gothic.Name, file: Gothic.file}
	for range 2 {
		for i := len(runes) - 1; i >= 0; i-- {
			if got := f.metrics(runes[i]); got != want[runes[i]] {
				t.Errorf("%q: metrics %#x, want %#x", runes[i], got, want[runes[i]])
			}
		}
	}
	if want['A'] == want[0x141] || want['W'] == want['i'] || want['l'] == want['m'] || want['W'] == want['X'] {
		t.Fatalf("the characters chosen do not tell pages apart: %v", want)
	}
}
