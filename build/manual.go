package build

import (
	"fmt"
	"io"
	"os"
	"path"
	"path/filepath"

	"cardpress/catalog"
	"cardpress/diag"
	"cardpress/folder"
	"cardpress/layout"
	"cardpress/manual"
	"cardpress/output"
)

// ManualOptions say where the manual goes and on what paper.
type ManualOptions struct {
	Path  string // the PDF to write
	Paper string // b5, a4, letter, … or WxH in mm
	Color bool   // card faces in color instead of grayscale
	// Landscape turns a portrait paper (a WxH paper wider than tall is
	// landscape already).
	Landscape bool
	// ArtCache is a folder that keeps resampled art between builds; empty:
	// none.
	ArtCache string

	paragraphs *layout.ParagraphCache // a Session's, kept between rebuilds
}

// Manual typesets the game's rulebook (its manual/*.md) into a PDF. An
// image that cannot be read is reported where the catalog names it.
func Manual(g *folder.Game, o ManualOptions, log io.Writer) error {
	if err := CheckOutput(g.Catalog, o.Path, false); err != nil {
		return err
	}
	return located(g.Catalog, writeManual(g, o, log))
}

func writeManual(g *folder.Game, o ManualOptions, log io.Writer) error {
	c := g.Catalog
	if st, err := os.Stat(o.Path); err == nil && st.IsDir() {
		return OptionError{fmt.Errorf("--out %s is a folder; give the PDF file to write, like --out %s", o.Path, filepath.Join(o.Path, "manual.pdf"))}
	}
	p := newProgress(log)
	m, err := typeset(g, o)
	if err != nil {
		return err
	}
	// Nothing reads the pages once written: their boxes are let go as
	// each is drawn (writeManualPages without documents).
	if err := writeManualPages(c, o, m, nil); err != nil {
		return err
	}
	p.done("%s: %s, %s", o.Path, diag.Count(len(m.Pages), "page"), diag.Count(len(m.Cards), "card entry"))
	return nil
}

// typeset lays out the game's rulebook as o asks: pages of boxes.
func typeset(g *folder.Game, o ManualOptions) (*manual.Manual, error) {
	paper, err := layout.ParsePaper(o.Paper)
	if err != nil {
		return nil, OptionError{err}
	}
	if o.Landscape && paper.W < paper.H {
		paper = paper.Turned()
	}
	if g.Rulebook == nil {
		return nil, fmt.Errorf("%s: no manual: write Markdown files in %s/", path.Join(g.Dir, manual.Dir), path.Join(g.Dir, manual.Dir))
	}
	m, err := manual.Build(g.Catalog, g.Rulebook, manual.Options{Color: o.Color, Paper: paper, Paragraphs: o.paragraphs, Game: g.Engine})
	if err != nil {
		return nil, err
	}
	for _, w := range m.Warnings {
		fmt.Fprintln(os.Stderr, w) // what did not fit as written, and where
	}
	return m, nil
}

// writeManualPages writes the typeset pages as the PDF at o.Path, unless
// docs says it holds them already; without docs (no session keeps them)
// the pages' boxes are let go as they are drawn.
func writeManualPages(c *catalog.Catalog, o ManualOptions, m *manual.Manual, docs *documents) error {
	imgs := output.NewImages(c.FS, 0) // art keeps its own resolution, up to 600 ppi
	imgs.Cache = o.ArtCache
	return writePDF(o.Path, c.Game.Title+" — manual", m.Pages, imgs, output.Press{}, docs, docs == nil)
}

// writePDF writes pages as the PDF at path, unless docs says it holds them
// already; letGo lets their boxes go as they are drawn (output.PDF.LetGo).
func writePDF(path, title string, pages []layout.Page, imgs *output.Images, press output.Press, docs *documents, letGo bool) error {
	pdf := output.NewPDF(title, pages, imgs)
	pdf.Press, pdf.LetGo = press, letGo
	var key [32]byte
	if docs != nil {
		if key = pdf.Key(); docs.unchanged(path, key) {
			return nil
		}
	}
	err := output.WriteFile(path, pdf.Write)
	if err == nil {
		docs.wrote(path, key)
	}
	return err
}
