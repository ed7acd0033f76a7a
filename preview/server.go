// Package preview is cardpress's live preview: a local web page showing a
// game as it is built — every card face and back by set, the manual's
// pages as images drawn from the same boxes as the PDF, the check report
// and every error with its position — which updates itself through
// server-sent events whenever a source changes. The page, its script and
// its style are embedded; it loads nothing from elsewhere.
package preview

import (
	"bytes"
	"context"
	"embed"
	"encoding/json"
	"fmt"
	"html/template"
	"image"
	"io"
	"net"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"cardpress/build"
	"cardpress/catalog"
	"cardpress/diag"
	"cardpress/folder"
	"cardpress/layout"
	"cardpress/output"
	"cardpress/watch"
)

//go:embed assets
var assets embed.FS

// Options say which game the server shows and how it is built.
type Options struct {
	// Dir is the game folder to watch; "" for a game that never changes
	// (the built-in one).
	Dir string
	// Load loads the game folder, with its diagnostics as a diag.List.
	Load func() (*folder.Game, error)
	// Build gives the build options for a loaded game: where its files go.
	Build func(*catalog.Catalog) (build.Options, error)
	// Interval is how often the game folder is scanned.
	Interval time.Duration
	// Log gets a line per rebuild; nil for none.
	Log io.Writer
	// Addr is the address the server listens on as the user gave it
	// (host:port): requests must name its host or a loopback one.
	Addr string
}

// Server rebuilds the game on every change and serves the page.
type Server struct {
	o       Options
	session *build.Session

	mu    sync.Mutex
	state *State
	subs  map[chan int]bool

	pages   *output.PNGCache // page images by page key and resolution
	drawing chan struct{}    // a token per page image being drawn
}

// Page images are bounded: PageCacheBytes of PNG data kept, and at most
// PageDraws pages drawn at once (an RGBA page at 300 dpi is 25 MB), so
// that no sequence of requests holds more than about 100 MB for them.
const (
	PageCacheBytes = 32 << 20
	PageDraws      = 2
)

// New returns a server that has built nothing yet; Run builds.
func New(o Options) *Server {
	return &Server{o: o, session: build.NewSession(), state: (&State{Errors: []Problem{}}).finish(), subs: map[chan int]bool{},
		pages: output.NewPNGCache(PageCacheBytes), drawing: make(chan struct{}, PageDraws)}
}

// Run builds the game, then rebuilds it after every change of its folder
// until ctx is done.
func (s *Server) Run(ctx context.Context) error {
	var folder *watch.Folder
	if s.o.Dir != "" {
		var err error
		if folder, err = watch.New(s.o.Dir); err != nil {
			return err
		}
	}
	s.rebuild(nil)
	if folder == nil {
		<-ctx.Done()
		return nil
	}
	watch.Poll(ctx, folder, s.o.Interval, s.rebuild)
	return nil
}

// current is the state the page shows now.
func (s *Server) current() *State {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.state
}

// publish makes st the current state and tells every open page.
func (s *Server) publish(st *State) {
	st.finish()
	s.mu.Lock()
	s.state = st
	for ch := range s.subs {
		select {
		case ch <- st.Version:
		default: // the page has an update pending; it will fetch the latest
		}
	}
	s.mu.Unlock()
}

// rebuild loads and builds the game, publishing the cards as soon as they
// are drawn and the manual and check once done. A failure publishes its
// errors beside the last good output. Nothing here may stop the server.
func (s *Server) rebuild(changed []string) {
	start := time.Now()
	defer func() {
		if v := recover(); v != nil { // a bug must not take the page down
			s.publish(withErrors(s.current(), fmt.Errorf("internal error while rebuilding (please report it): %v", v)))
		}
	}()
	s.logf("%s", describeChange(changed))
	g, err := s.o.Load()
	if err != nil {
		s.publish(withErrors(s.current(), err))
		s.logf("not rebuilt: %s; the page keeps the last good build", diag.Count(countErrors(err), "error"))
		return
	}
	c := g.Catalog
	bo, err := s.o.Build(c)
	if err != nil {
		s.publish(withErrors(s.current(), err))
		return
	}
	var cards time.Duration
	r, err := s.session.Rebuild(g, bo, func(*build.Rebuild) {
		cards = time.Since(start)
		st, err := withCards(s.current(), c, bo.Dir)
		if err != nil {
			return // published with the rest
		}
		st.Building = "sheets, manual and check"
		s.publish(st)
	})
	if err != nil {
		s.publish(withErrors(s.current(), err))
		s.logf("rebuild failed: %v", err)
		return
	}
	st := withRest(s.current(), r)
	st.Errors = warnings(g)
	st.Took = fmt.Sprintf("cards in %d ms, all in %d ms", cards.Milliseconds(), time.Since(start).Milliseconds())
	s.publish(st)
	s.logf("rebuilt in %d ms (cards in %d ms, %d card images drawn; %s)", time.Since(start).Milliseconds(), cards.Milliseconds(), r.Drawn, r.Checked())
}

func (s *Server) logf(format string, args ...any) {
	if s.o.Log != nil && format != "" {
		fmt.Fprintf(s.o.Log, format+"\n", args...)
	}
}

func describeChange(changed []string) string {
	if len(changed) == 0 {
		return ""
	}
	return "changed: " + strings.Join(changed, ", ")
}

func countErrors(err error) int {
	n := 0
	for _, p := range problems(err) {
		if !p.Warning {
			n++
		}
	}
	return n
}

func warnings(g *folder.Game) []Problem {
	if len(g.Warnings) == 0 {
		return []Problem{}
	}
	return problems(g.Warnings)
}

// Handler serves the page, its state, its events and its images, to
// requests for a loopback host or the host of Options.Addr only.
func (s *Server) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /{$}", s.serveIndex)
	mux.HandleFunc("GET /app.js", s.asset("app.js", "text/javascript; charset=utf-8"))
	mux.HandleFunc("GET /style.css", s.asset("style.css", "text/css; charset=utf-8"))
	mux.HandleFunc("GET /api/state", s.serveState)
	mux.HandleFunc("GET /events", s.serveEvents)
	mux.HandleFunc("GET /img/{key}", s.serveCardImage)
	mux.HandleFunc("GET /page/{n}", s.servePage)
	host, _, err := net.SplitHostPort(s.o.Addr)
	if err != nil {
		host = ""
	}
	return hostGuard{listen: host, next: mux}
}

func (s *Server) asset(name, kind string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		data, err := assets.ReadFile("assets/" + name)
		if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		w.Header().Set("Content-Type", kind)
		w.Header().Set("Cache-Control", "no-cache")
		w.Write(data)
	}
}

// page is the preview page, filled in with the state of the moment;
// parsed on first use, as only serve shows it.
var page = sync.OnceValue(func() *template.Template {
	return template.Must(template.ParseFS(assets, "assets/index.html"))
})

// serveIndex serves the page with the current state in it: its first
// paint shows the game (a headless screenshot, a page whose script has
// not run yet), and the script draws each state after.
func (s *Server) serveIndex(w http.ResponseWriter, r *http.Request) {
	var b bytes.Buffer
	if err := page().Execute(&b, s.current()); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.Write(b.Bytes())
}

func (s *Server) serveState(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	json.NewEncoder(w).Encode(s.current())
}

// serveEvents streams the version of every new state as a server-sent
// event; the page then fetches the state.
func (s *Server) serveEvents(w http.ResponseWriter, r *http.Request) {
	flusher, ok := w.(http.Flusher)
	if !ok {
		http.Error(w, "streaming unsupported", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("Cache-Control", "no-store")
	ch := make(chan int, 1)
	s.mu.Lock()
	s.subs[ch] = true
	version := s.state.Version
	s.mu.Unlock()
	defer func() {
		s.mu.Lock()
		delete(s.subs, ch)
		s.mu.Unlock()
	}()
	fmt.Fprintf(w, "retry: 500\ndata: %d\n\n", version)
	flusher.Flush()
	tick := time.NewTicker(15 * time.Second)
	defer tick.Stop()
	for {
		select {
		case <-r.Context().Done():
			return
		case v := <-ch:
			fmt.Fprintf(w, "data: %d\n\n", v)
		case <-tick.C:
			fmt.Fprint(w, ": keep-alive\n\n")
		}
		flusher.Flush()
	}
}

func (s *Server) serveCardImage(w http.ResponseWriter, r *http.Request) {
	key := strings.TrimSuffix(r.PathValue("key"), ".png")
	data, ok := s.current().images[key]
	if !ok {
		http.Error(w, "no such card image (the game changed since the page loaded)", http.StatusNotFound)
		return
	}
	servePNG(w, data)
}

func servePNG(w http.ResponseWriter, data []byte) {
	w.Header().Set("Content-Type", "image/png")
	w.Header().Set("Cache-Control", "public, max-age=31536000, immutable") // the key names the content
	w.Write(data)
}

// servePage draws a manual page at the asked resolution from the boxes the
// PDF was written from: /page/N?key=KEY&dpi=DPI.
func (s *Server) servePage(w http.ResponseWriter, r *http.Request) {
	st := s.current()
	n, err := strconv.Atoi(strings.TrimSuffix(r.PathValue("n"), ".png"))
	if err != nil || n < 1 || n > len(st.pages) {
		http.Error(w, "no such page", http.StatusNotFound)
		return
	}
	key := r.URL.Query().Get("key")
	if key != st.Pages[n-1].Key {
		http.Error(w, "the page changed since the page loaded", http.StatusNotFound)
		return
	}
	dpi, err := strconv.Atoi(r.URL.Query().Get("dpi"))
	if err != nil || dpi < 30 || dpi > 300 {
		dpi = 96
	}
	data, err := s.pageImage(st, n, dpi)
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	servePNG(w, data)
}

func (s *Server) pageImage(st *State, n, dpi int) ([]byte, error) {
	p := st.pages[n-1]
	return s.pages.Get(fmt.Sprintf("%s@%d", st.Pages[n-1].Key, dpi), func() (image.Image, error) {
		s.drawing <- struct{}{}
		defer func() { <-s.drawing }()
		return output.RenderArea(p.Boxes, layout.Rect{W: p.W, H: p.H}, output.NewImages(st.game.FS, float64(dpi)))
	})
}
