package build

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"time"

	"cardpress/catalog"
	"cardpress/diag"
	"cardpress/engine"
	"cardpress/folder"
	"cardpress/layout"
	"cardpress/manual"
	"cardpress/output"
)

// Session rebuilds one game into its output folder again and again, as
// watch and serve do after every change of the sources. It writes the same
// files as Game, byte for byte, but in place and only those whose bytes
// changed, and it draws again only the card images whose drawing changed:
// a change to one card's text redraws that card, not the deck.
//
// The card images are written first, then the sheets, the manual and the
// check report, which take longer. A step that fails leaves its files as
// they were, so the last good output stays. Failing rule examples do not
// stop a session: check.txt says which fail.
type Session struct {
	images     *output.ImageCache
	paragraphs *layout.ParagraphCache // the manual's, by content
	docs       *documents             // what the PDFs were written from
	ready      map[string]bool        // output folders checked and marked
}

// NewSession starts a session.
func NewSession() *Session {
	return &Session{images: output.NewImageCache(), paragraphs: layout.NewParagraphCache(), docs: &documents{keys: map[string][32]byte{}}, ready: map[string]bool{}}
}

// documents remembers what a Session's PDFs were written from, so that a
// rebuild writes a PDF again only when its pages (or the art they show)
// changed: a change to the rules engine's data leaves the sheets and the
// manual alone, a change to the manual's text the sheets. It is safe for
// concurrent use; a nil one remembers nothing.
type documents struct {
	mu      sync.Mutex
	keys    map[string][32]byte // by path: output.PDF.Key of the pages written there
	skipped int                 // PDFs not written again, for tests
}

// unchanged reports whether the file at path was written from pages of
// key and is still there.
func (d *documents) unchanged(path string, key [32]byte) bool {
	if d == nil {
		return false
	}
	d.mu.Lock()
	k, ok := d.keys[path]
	d.mu.Unlock()
	_, err := os.Stat(path)
	if ok && k == key && err == nil {
		d.mu.Lock()
		d.skipped++
		d.mu.Unlock()
		return true
	}
	return false
}

// wrote notes that the file at path was written from pages of key.
func (d *documents) wrote(path string, key [32]byte) {
	if d != nil {
		d.mu.Lock()
		d.keys[path] = key
		d.mu.Unlock()
	}
}

// Rebuild is what one rebuild made besides its files.
type Rebuild struct {
	Game   *catalog.Catalog
	Manual *manual.Manual // the typeset pages, as in manual.pdf
	Report *engine.Report
	// Failures are the failing examples, one line each, with file:line.
	Failures []string
	Drawn    int           // card images drawn; the others were reused
	Cards    time.Duration // until the card images were written
	Took     time.Duration // until everything was written
}

// Checked says what the rebuild's check found, for a status line: the
// examples passed and failed, or that there was no rulebook to check.
func (r *Rebuild) Checked() string {
	if r.Report == nil {
		return "no manual/, manual and check skipped"
	}
	return fmt.Sprintf("%d passed, %d failed", r.Report.Passed, r.Report.Failed)
}

// Rebuild builds game g into o.Dir as Game would. cardsDone, unless nil,
// is called once the card images are written, before the sheets.
//
// Three steps run at once: the card images and then the sheets, the
// manual (typeset and written), and the check. The manual is the longest
// and needs nothing of the card images, so it does not wait for them.
func (s *Session) Rebuild(g *folder.Game, o Options, cardsDone func(*Rebuild)) (*Rebuild, error) {
	c := g.Catalog
	start := time.Now()
	if err := s.prepare(c, o.Dir); err != nil {
		return nil, err
	}
	r := &Rebuild{Game: c}
	o.Cards.ArtCache = artCache(o.Dir)
	report := filepath.Join(o.Dir, "check.txt")
	steps := []func(log io.Writer) error{
		func(log io.Writer) error {
			if err := s.cardImages(r, c, o, start, log); err != nil {
				return err
			}
			if cardsDone != nil {
				cardsDone(r)
			}
			sheets := o
			sheets.Cards.noImages, sheets.Cards.Gray, sheets.Cards.docs = true, false, s.docs
			return gameCards(c, sheets, log)
		},
	}
	if g.Rulebook == nil {
		steps = append(steps, func(log io.Writer) error {
			skippedManual(g, log)
			// A rebuild writes in place: the rulebook's outputs of before
			// would stay behind as if they were this game's.
			for _, f := range []string{filepath.Join(o.Dir, "manual.pdf"), report} {
				if err := os.Remove(f); err != nil && !errors.Is(err, fs.ErrNotExist) {
					return err
				}
			}
			return nil
		})
	} else {
		steps = append(steps,
			func(log io.Writer) error {
				p := newProgress(log)
				mo := ManualOptions{Path: filepath.Join(o.Dir, "manual.pdf"), Paper: "b5", Color: o.Color, ArtCache: o.Cards.ArtCache, paragraphs: s.paragraphs}
				m, err := typeset(g, mo)
				if err != nil {
					return located(c, err)
				}
				r.Manual = m
				if err := writeManualPages(c, mo, m, s.docs); err != nil {
					return located(c, err)
				}
				p.done("%s: %s, %s", mo.Path, diag.Count(len(m.Pages), "page"), diag.Count(len(m.Cards), "card entry"))
				return nil
			},
			func(log io.Writer) error {
				rep, err := writeCheck(g, report, log)
				if err == nil {
					r.Report, r.Failures = rep, failures(rep)
				}
				return err
			})
	}
	if err := runSteps(steps, o.Log); err != nil {
		return r, err
	}
	r.Took = time.Since(start)
	return r, nil
}

// cardImages writes the card images of a rebuild, drawing only those whose
// drawing changed, and notes in r how many it drew and when they were done.
func (s *Session) cardImages(r *Rebuild, c *catalog.Catalog, o Options, start time.Time, log io.Writer) error {
	drawn := s.images.Drawn
	images := o
	images.Cards.images, images.Cards.noSheets, images.Cards.TTS = s.images, true, false
	if err := gameCards(c, images, log); err != nil {
		return err
	}
	r.Drawn, r.Cards = s.images.Drawn-drawn, time.Since(start)
	s.images.Sweep()
	return nil
}

// prepare checks the output folder once, as Game does, and marks it as
// cardpress's.
func (s *Session) prepare(c *catalog.Catalog, dir string) error {
	if s.ready[dir] {
		return nil
	}
	if err := CheckOutput(c, dir, true); err != nil {
		return err
	}
	if st, err := os.Lstat(dir); err == nil {
		if !st.IsDir() {
			return OptionError{fmt.Errorf("%s exists and is not a folder; choose another --out", dir)}
		}
		if stranger := foreignEntry(dir); stranger != "" {
			return OptionError{fmt.Errorf("%s holds %s, which cardpress did not write, and a build replaces the folder whole; move it, or choose another --out", dir, stranger)}
		}
	}
	err := output.WriteFile(filepath.Join(dir, marker), func(w io.Writer) error { _, err := io.WriteString(w, markerText); return err })
	s.ready[dir] = err == nil
	return err
}
