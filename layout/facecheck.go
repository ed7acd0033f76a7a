package layout

import (
	"fmt"
	"runtime"
	"strings"
	"sync"

	"cardpress/catalog"
	"cardpress/diag"
)

// DefaultSafeZone is how far inside the cut (mm) a card's text keeps when
// the catalog's [print] does not say otherwise (safe_zone): the 3 mm the
// print profiles and shops ask for (docs/printing.md).
const DefaultSafeZone = 3.0

// faceJob is one face or back to lay out: layout l for face f (nil: the
// default back).
type faceJob struct {
	l *catalog.Layout
	f *catalog.Face
}

// CheckFaces lays out every face of the catalog and every back printed
// behind one, as a build draws them but without drawing: text that does
// not fit its box is an error, as it is in a build, and text that comes
// nearer the cut than safe mm is a warning, one per element of a layout,
// naming the cards. n is how many faces and backs were laid out.
func CheckFaces(c *catalog.Catalog, safe float64) (n int, found diag.List) {
	jobs := faceJobs(c)
	placed := make([][]Placed, len(jobs))
	errs := make([]error, len(jobs))
	var wg sync.WaitGroup
	next := make(chan int)
	for range runtime.GOMAXPROCS(0) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				placed[i], errs[i] = placedOf(c, jobs[i].l, jobs[i].f)
			}
		}()
	}
	for i := range jobs {
		next <- i
	}
	close(next)
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			found = append(found, diag.From(err)...)
		}
	}
	return len(jobs), append(found, safeZoneWarnings(c, jobs, placed, safe)...)
}

// faceJobs are the faces of every card entry and the backs behind them,
// each back laid out once.
func faceJobs(c *catalog.Catalog) []faceJob {
	var jobs []faceJob
	backs := map[string]bool{}
	for _, e := range c.Cards {
		for _, f := range e.Faces() {
			if l := c.FaceLayout(e); l != nil {
				jobs = append(jobs, faceJob{l, &f})
			}
			if id := BackID(c, f); !backs[id] && c.BackLayout(e) != nil {
				backs[id] = true
				if id == "back" {
					jobs = append(jobs, faceJob{c.BackLayout(nil), nil})
				} else {
					jobs = append(jobs, faceJob{c.BackLayout(e), &f})
				}
			}
		}
	}
	return jobs
}

// intrusion is a text element whose ink comes into the safe zone, on the
// cards named.
type intrusion struct {
	l     *catalog.Layout
	p     Placed
	cards []string
	f     *catalog.Face // the first card, where a built-in layout's warning points
	least float64       // the nearest the ink comes to the cut, mm
}

// safeZoneWarnings are the text elements whose ink comes nearer the cut
// than safe mm, one warning per element of a layout.
func safeZoneWarnings(c *catalog.Catalog, jobs []faceJob, placed [][]Placed, safe float64) diag.List {
	var order []*intrusion
	by := map[*catalog.Element]*intrusion{}
	for i, j := range jobs {
		x := newFaceCtx(c, j.l, j.f, FaceOptions{})
		for _, p := range placed[i] {
			if p.Ink.W <= 0 {
				continue
			}
			d := fromCut(p.Ink, x.w, x.h)
			if d >= safe-1e-9 {
				continue
			}
			in := by[p.Element]
			if in == nil {
				in = &intrusion{l: j.l, p: p, f: j.f, least: d}
				by[p.Element] = in
				order = append(order, in)
			}
			in.least = min(in.least, d)
			name := "the back"
			if j.f != nil {
				name = FaceName(c, *j.f)
			}
			in.cards = append(in.cards, name)
		}
	}
	var out diag.List
	for _, in := range order {
		out = append(out, in.warning(safe))
	}
	return out
}

// warning says where the element is, how near the cut its text comes and
// on which cards.
func (in *intrusion) warning(safe float64) diag.Diagnostic {
	cards := in.cards[:min(len(in.cards), 3)]
	on := "on " + strings.Join(cards, ", ")
	if len(in.cards) > len(cards) {
		on = fmt.Sprintf("on %d cards (%s, …)", len(in.cards), strings.Join(cards, ", "))
	}
	d := diag.Diagnostic{Pos: in.p.Element.Pos, Severity: diag.Warning,
		Msg: fmt.Sprintf("layout %q, %s: its text comes %.1f mm from the cut %s, inside the %.3g mm safe zone, where a cut a little off trims it",
			in.l.ID, describeElement(in.p.Element), max(in.least, 0), on, safe),
		Hint: "move the box inward, or set safe_zone in the catalog's [print] (docs/layouts.md#the-safe-zone)"}
	if in.l.Builtin {
		d.Hint = fmt.Sprintf("the built-in layout %q prints it; to change it, copy the layout into layouts.toml (docs/layouts.md)", in.l.ID)
		if in.f != nil {
			d.Pos = in.f.Entry.Pos
		}
	}
	return d
}
