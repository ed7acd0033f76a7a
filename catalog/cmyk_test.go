package catalog

import (
	"strings"
	"testing"
)

// Two colours of one RGB print as one colour in a PDF/X file, which knows
// colours by their RGB: their CMYKs must agree, an error at the second.
func TestCMYKOfOneRGBAgrees(t *testing.T) {
	game := `[game]
id = "g"
title = "G"
language = "ja"

[colors.heart]
name = "ハート"
rgb = "#C8102E"
cmyk = [0, 100, 80, 5]

[colors.diamond]
name = "ダイヤ"
rgb = "#C8102E"
cmyk = [%s]

[[card]]
id = "x"
name = "X"
kind = "action"
`
	if _, err := Parse("catalog.toml", []byte(strings.Replace(game, "%s", "0, 100, 80, 5", 1)), nil); err != nil {
		t.Errorf("the same cmyk twice: %v", err)
	}
	_, err := Parse("catalog.toml", []byte(strings.Replace(game, "%s", "0, 90, 80, 5", 1)), nil)
	if want := `catalog.toml:14:8: color "diamond": cmyk differs from color "heart"'s, which has the same rgb`; err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("two cmyks of one rgb: %v\nwant %s", err, want)
	}
}
