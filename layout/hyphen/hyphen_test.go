package hyphen

import (
	"strings"
	"testing"
)

func hyphenated(word string) string {
	var b strings.Builder
	last := 0
	for _, p := range Points(word) {
		b.WriteString(word[last:p] + "-")
		last = p
	}
	b.WriteString(word[last:])
	return b.String()
}

func TestPoints(t *testing.T) {
	for word, want := range map[string]string{
		"hyphenation":          "hy-phen-ation",
		"tournament":           "tour-na-ment",
		"Supercalifragilistic": "Su-per-cal-ifrag-ilis-tic",
		"cards":                "cards", // too short to split
		"players":              "play-ers",
		"café":                 "café", // not ASCII: left alone
	} {
		if got := hyphenated(word); got != want {
			t.Errorf("%s: %s, want %s", word, got, want)
		}
	}
}
