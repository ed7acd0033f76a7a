package build

import (
	"fmt"
	"io"
	"path/filepath"

	"cardpress/catalog"
	"cardpress/diag"
	"cardpress/layout"
	"cardpress/output"
)

// ProofOptions say which card designs a proof shows and how
// (docs/layouts.md#proofs-and-showcase-pictures).
type ProofOptions struct {
	Dir   string // the proof's folder: proof.pdf and png/FACE.png
	Set   string // the set whose designs are shown; empty: the largest
	Only  []string
	Bleed float64 // mm shown beyond the cut
	Safe  float64 // mm inside the cut that text keeps clear of
	Paper string  // of proof.pdf
	DPI   float64 // of the PNGs
	PNG   bool    // one PNG per design besides the PDF
}

// Proof writes the proof of the selected card designs: proof.pdf, the
// figures on pages of o.Paper, and with o.PNG one picture per design.
func Proof(c *catalog.Catalog, o ProofOptions, log io.Writer) error {
	if err := CheckOutput(c, o.Dir, false); err != nil {
		return err
	}
	return located(c, writeProof(c, o, log))
}

func writeProof(c *catalog.Catalog, o ProofOptions, log io.Writer) error {
	paper, err := layout.ParsePaper(o.Paper)
	if err != nil {
		return OptionError{err}
	}
	if o.DPI < 30 || o.DPI > 600 {
		return OptionError{fmt.Errorf("--dpi %v is outside 30–600", o.DPI)}
	}
	cards, err := c.Select(catalog.Selection{Set: o.Set, Only: o.Only, OneEach: true})
	if err != nil {
		return OptionError{err}
	}
	faces := output.Designs(cards)
	p := newProgress(log)
	opts := layout.ProofOptions{Bleed: o.Bleed, Safe: o.Safe}
	for _, f := range faces {
		w, h := c.CardSize(f.Entry)
		k := layout.ProofScale(w, h, paper, opts)
		if opts.Scale == 0 || k < opts.Scale {
			opts.Scale = k // one scale for all, so that sizes compare
		}
	}
	figs := make([]layout.Figure, len(faces))
	for i, f := range faces {
		if figs[i], err = layout.ProofFigure(c, f, opts); err != nil {
			return err
		}
	}
	pdf := filepath.Join(o.Dir, "proof.pdf")
	pages := layout.ProofPages(c.Game.Title, figs, paper, opts)
	if err := output.WriteFile(pdf, output.NewPDF(c.Game.Title+" — proof", pages, output.NewImages(c.FS, 0)).Write); err != nil {
		return err
	}
	p.done("%s: %s on %s, safe zone %.3g mm, bleed %.3g mm", pdf, diag.Count(len(faces), "card design"), diag.Count(len(pages), "page"), o.Safe, o.Bleed)
	if !o.PNG {
		return nil
	}
	dir := filepath.Join(o.Dir, "png")
	err = wholeFolder(dir, func(tmp string) error {
		return proofImages(c, faces, figs, tmp, o.DPI)
	})
	if err == nil {
		p.done("%s: %s at %v dpi", dir, diag.Count(len(faces), "proof image"), o.DPI)
	}
	return err
}

// proofImages draws each figure as a PNG named as the card images are, on
// all cores.
func proofImages(c *catalog.Catalog, faces []catalog.Face, figs []layout.Figure, dir string, dpi float64) error {
	imgs := output.NewImages(c.FS, dpi)
	return output.Parallel(len(figs), func(i int) error {
		img, err := output.RenderArea(figs[i].Boxes, layout.Rect{W: figs[i].W, H: figs[i].H}, imgs)
		if err != nil {
			return err
		}
		return output.WritePNG(filepath.Join(dir, output.PNGName(faces[i].ID)), img, dpi)
	})
}
