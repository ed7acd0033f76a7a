package preview

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"cardpress/build"
	"cardpress/catalog"
	"cardpress/diag"
	"cardpress/layout"
	"cardpress/output"
)

// State is what the page shows at one moment: the last good cards and
// manual, the check report, and the errors of the latest attempt. States
// are never changed once published; a rebuild makes a new one.
type State struct {
	Version  int       `json:"version"`
	Title    string    `json:"title"`
	CardW    float64   `json:"card_w"` // mm
	CardH    float64   `json:"card_h"`
	Sets     []SetView `json:"sets"`
	Back     string    `json:"back,omitempty"` // image key of the back
	Pages    []Page    `json:"pages"`
	Check    *Check    `json:"check,omitempty"`
	Errors   []Problem `json:"errors"`
	Building string    `json:"building,omitempty"` // what is being rebuilt, when the state is partial
	Changed  Changes   `json:"changed"`
	Took     string    `json:"took,omitempty"` // how long the last rebuild took, for the status line
	// Status is the header's status line and ErrorsTitle the heading of
	// the errors (finish sets them): one wording for the page the server
	// fills in and for the script's updates.
	Status      string `json:"status"`
	ErrorsTitle string `json:"errors_title,omitempty"`

	images map[string][]byte // card images by key
	game   *catalog.Catalog  // the game the pages were typeset from (art for page images)
	pages  []layout.Page
}

// SetView is one set of the game with its card designs.
type SetView struct {
	ID    string     `json:"id"`
	Name  string     `json:"name"`
	Faces []FaceView `json:"faces"`
}

// FaceView is one card design: its image key changes with its drawing.
type FaceView struct {
	ID    string `json:"id"`
	Name  string `json:"name"`
	Image string `json:"image"`
	// W and H are the card's size in mm when its layout gives it another
	// size than the game's card_size (a landscape card); else 0.
	W float64 `json:"w,omitempty"`
	H float64 `json:"h,omitempty"`
}

// Page is one manual page: its key changes with its boxes.
type Page struct {
	N   int     `json:"n"`
	W   float64 `json:"w"` // mm
	H   float64 `json:"h"`
	Key string  `json:"key"`
}

// Check is the check report as the page lists it.
type Check struct {
	Passed   int       `json:"passed"`
	Failed   int       `json:"failed"`
	NoEngine bool      `json:"no_engine,omitempty"`
	Failures []Failure `json:"failures"`
	Examples []Example `json:"examples"`
}

// Failure is a failing rule example with the engine's reason.
type Failure struct {
	At       string `json:"at"` // file:line of the failing step
	Title    string `json:"title"`
	Step     string `json:"step,omitempty"`
	Expected string `json:"expected,omitempty"`
	Got      string `json:"got"`
}

// Example is one line of the report.
type Example struct {
	At     string `json:"at"`
	Title  string `json:"title"`
	Passed bool   `json:"passed"`
}

// Problem is an error (or warning) of the sources with its position and,
// when the file can be read, the line it points into.
type Problem struct {
	At      string `json:"at,omitempty"` // file:line:column
	Message string `json:"message"`
	Warning bool   `json:"warning,omitempty"`
	Line    string `json:"line,omitempty"`
	Col     int    `json:"col,omitempty"`
}

// Changes say what a state changed against the one before.
type Changes struct {
	Faces []string `json:"faces"` // design ids whose image changed or that are new
	Pages []int    `json:"pages"` // manual pages whose boxes changed
	Check bool     `json:"check"` // the report changed
}

// withCards returns a copy of prev showing the cards of rebuild r, whose
// images are in dir/png.
func withCards(prev *State, c *catalog.Catalog, dir string) (*State, error) {
	s := prev.next()
	s.Title, s.CardW, s.CardH = c.Game.Title, c.Game.CardWidth, c.Game.CardHeight
	s.images = map[string][]byte{}
	s.Sets = nil
	read := func(name string) (string, error) {
		data, err := os.ReadFile(filepath.Join(dir, "png", name))
		if err != nil {
			return "", err
		}
		key := hash(data)
		s.images[key] = data
		return key, nil
	}
	old := map[string]string{}
	for _, set := range prev.Sets {
		for _, f := range set.Faces {
			old[f.ID] = f.Image
		}
	}
	seen := map[string]bool{}
	for _, set := range c.Sets {
		v := SetView{ID: set.ID, Name: set.Name}
		for _, f := range c.FacesIn(set.ID) {
			key, err := read(output.PNGName(f.ID))
			if err != nil {
				continue // a set no build prints (contained in none of the outer sets' selection)
			}
			fv := FaceView{ID: f.ID, Name: faceName(f), Image: key}
			if w, h := c.CardSize(f.Entry); w != c.Game.CardWidth || h != c.Game.CardHeight {
				fv.W, fv.H = w, h
			}
			v.Faces = append(v.Faces, fv)
			if old[f.ID] != key && !seen[f.ID] {
				s.Changed.Faces = append(s.Changed.Faces, f.ID)
			}
			seen[f.ID] = true
		}
		if len(v.Faces) > 0 {
			s.Sets = append(s.Sets, v)
		}
	}
	back, err := read(output.BackName)
	if err != nil {
		return nil, err
	}
	s.Back = back
	if len(prev.Sets) == 0 {
		s.Changed.Faces = nil // the first build changes nothing: it is all new
	}
	return s, nil
}

func faceName(f catalog.Face) string {
	if f.Entry == nil {
		return f.ID
	}
	return f.Entry.Name
}

// withRest returns a copy of prev showing the manual and check of r.
func withRest(prev *State, r *build.Rebuild) *State {
	s := prev.next()
	s.Changed.Faces = prev.Changed.Faces // the same rebuild's cards
	if r.Manual != nil {
		old := map[int]string{}
		for _, p := range prev.Pages {
			old[p.N] = p.Key
		}
		s.Pages, s.pages, s.game = nil, r.Manual.Pages, r.Game
		for i, p := range r.Manual.Pages {
			pg := Page{N: i + 1, W: p.W, H: p.H, Key: pageKey(p)}
			if prev.Pages != nil && old[pg.N] != pg.Key {
				s.Changed.Pages = append(s.Changed.Pages, pg.N)
			}
			s.Pages = append(s.Pages, pg)
		}
	}
	if r.Report != nil {
		s.Check = checkView(r)
		s.Changed.Check = prev.Check != nil && fmt.Sprint(prev.Check) != fmt.Sprint(s.Check)
	}
	return s
}

// withErrors returns a copy of prev, the last good output, with the errors
// of an attempt that failed.
func withErrors(prev *State, err error) *State {
	s := prev.next()
	s.Errors = problems(err)
	return s
}

// finish sets what the state says of itself, from the rest of it; it
// returns s.
func (s *State) finish() *State {
	errs := 0
	for _, p := range s.Errors {
		if !p.Warning {
			errs++
		}
	}
	switch {
	case errs > 0:
		s.ErrorsTitle = diag.Count(errs, "error") + ": the page shows the last good build"
	case len(s.Errors) > 0:
		s.ErrorsTitle = "Warnings"
	default:
		s.ErrorsTitle = ""
	}
	switch {
	case s.Building != "":
		s.Status = "rebuilding " + s.Building + "…"
	case errs > 0:
		s.Status = diag.Count(errs, "error") + " — showing the last good build"
	case s.Version == 0:
		s.Status = "building…"
	case s.Took != "":
		s.Status = "up to date (" + s.Took + ")"
	default:
		s.Status = "up to date"
	}
	return s
}

// next is a copy of s for the next version, with no changes or errors yet.
func (s *State) next() *State {
	n := *s
	n.Version++
	n.Errors, n.Building, n.Took = nil, "", ""
	n.Changed = Changes{}
	return &n
}

func checkView(r *build.Rebuild) *Check {
	rep := r.Report
	ch := &Check{Passed: rep.Passed, Failed: rep.Failed, NoEngine: rep.NoEngine, Failures: []Failure{}}
	for _, res := range rep.Results {
		at := fmt.Sprintf("%s:%d", res.File, res.Line)
		ch.Examples = append(ch.Examples, Example{At: at, Title: res.Title, Passed: res.Passed})
		if f := res.Failure; f != nil {
			if f.Line > 0 {
				at = fmt.Sprintf("%s:%d", res.File, f.Line)
			}
			ch.Failures = append(ch.Failures, Failure{At: at, Title: res.Title, Step: f.Step, Expected: f.Expected, Got: f.Got})
		}
	}
	return ch
}

// problems turns an error into the page's list: every diagnostic of an
// error list with its position and source line, or the error's message.
func problems(err error) []Problem {
	var list diag.List
	if !errors.As(err, &list) {
		return []Problem{{Message: err.Error()}}
	}
	out := make([]Problem, 0, len(list))
	for _, d := range list {
		p := Problem{Message: d.Msg, Warning: d.Severity == diag.Warning}
		if d.Pos.File != "" {
			p.At = d.Pos.String()
			p.Line, p.Col = sourceLine(d.Pos), d.Pos.Col
		}
		out = append(out, p)
	}
	return out
}

// sourceLine is the line a position points into, or "".
func sourceLine(pos diag.Pos) string {
	data, err := os.ReadFile(pos.File)
	if err != nil {
		return ""
	}
	line, _ := diag.Line(data, pos.Line)
	return line
}

// pageKey hashes a page's size and boxes: the same key, the same image.
func pageKey(p layout.Page) string {
	h := sha256.New()
	fmt.Fprintf(h, "%v %v\n", p.W, p.H)
	for _, b := range p.Boxes {
		fmt.Fprintf(h, "%T%v\n", b, b)
	}
	return hex.EncodeToString(h.Sum(nil)[:12])
}

func hash(data []byte) string {
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:12])
}
