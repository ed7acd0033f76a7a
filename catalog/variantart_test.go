package catalog

import (
	"os"
	"strings"
	"testing"
	"testing/fstest"
)

func TestArtPerVariant(t *testing.T) {
	png, err := os.ReadFile("../testdata/showcase/art/sea.png")
	if err != nil {
		t.Fatal(err)
	}
	src := `[game]
id = "g"
title = "G"
language = "en"
[colors.red]
name = "Red"
rgb = "#C62828"
[colors.blue]
name = "Blue"
rgb = "#1565C0"
[[card]]
id = "skip"
name = "Skip"
kind = "action"
colors = ["red", "blue"]
art = "art/skip-{color}.png"
`
	c, err := Parse("g/catalog.toml", []byte(src), fstest.MapFS{"art/skip-red.png": {Data: png}, "art/skip-blue.png": {Data: png}})
	if err != nil || c.Entry("skip").ArtMissing || len(c.Warnings) != 0 {
		t.Fatalf("err %v, warnings %v", err, c.Warnings)
	}
	c, err = Parse("g/catalog.toml", []byte(src), fstest.MapFS{"art/skip-red.png": {Data: png}})
	if err != nil || !c.Entry("skip").ArtMissing || len(c.Warnings) != 1 || !strings.Contains(c.Warnings[0].String(), `g/catalog.toml:16:7: warning: card "skip" (blue): art file "art/skip-blue.png" not found`) {
		t.Fatalf("err %v, warnings %v", err, c.Warnings)
	}
}
