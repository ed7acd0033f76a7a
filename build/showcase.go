package build

import (
	"fmt"
	"io"

	"cardpress/catalog"
	"cardpress/diag"
	"cardpress/output"
)

// ShowcaseOptions say which cards a showcase picture shows, how, and
// where it goes.
type ShowcaseOptions struct {
	Path string // the PNG to write
	Set  string // the set the cards come from; empty: the largest
	// Only are the cards shown, in this order; empty: the first designs
	// of the set, up to First.
	Only  []string
	First int
	output.ShowcaseOptions
}

// Showcase writes a picture of the chosen cards arranged as o says.
func Showcase(c *catalog.Catalog, o ShowcaseOptions, log io.Writer) error {
	if err := CheckOutput(c, o.Path, false); err != nil {
		return err
	}
	return located(c, writeShowcase(c, o, log))
}

func writeShowcase(c *catalog.Catalog, o ShowcaseOptions, log io.Writer) error {
	cards, err := c.Select(catalog.Selection{Set: o.Set, Only: o.Only, OneEach: true})
	if err != nil {
		return OptionError{err}
	}
	faces := output.Designs(cards)
	if len(o.Only) > 0 {
		faces = inOrder(faces, o.Only)
	} else if len(faces) > o.First {
		faces = faces[:o.First]
	}
	if err := output.CheckRaster(float64(o.W)*25.4/300, float64(o.H)*25.4/300, output.NewImages(nil, 300)); err != nil {
		return OptionError{fmt.Errorf("--size %d×%d: %v", o.W, o.H, err)}
	}
	p := newProgress(log)
	pic, err := output.Showcase(c, faces, o.ShowcaseOptions, output.NewImages(c.FS, 300))
	if err != nil {
		return err
	}
	if err := output.WritePNG(o.Path, pic, 0); err != nil {
		return err
	}
	p.done("%s: %s, %s, %d × %d px", o.Path, diag.Count(len(faces), "card"), o.Arrange, o.W, o.H)
	return nil
}

// inOrder puts faces in the order the ids name them (an entry id names
// all of its faces, in their order).
func inOrder(faces []catalog.Face, ids []string) []catalog.Face {
	var out []catalog.Face
	used := map[string]bool{}
	for _, id := range ids {
		for _, f := range faces {
			if !used[f.ID] && (f.ID == id || f.Entry.ID == id) {
				used[f.ID] = true
				out = append(out, f)
			}
		}
	}
	return out
}
