package preview

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"image/png"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"cardpress/build"
	"cardpress/catalog"
	"cardpress/folder"
	"cardpress/internal/gametest"
	"cardpress/internal/testpace"
)

// startGame serves a copy of games/name, rebuilt on every change: a test
// of the server's following saves, not of what a game shows, serves a
// small one (the starter game builds in a tenth of Windia War's CPU).
func startGame(t testing.TB, name string) (game string, ts *httptest.Server, s *Server) {
	t.Helper()
	game = gametest.Copy(t, name)
	ts, s, stop := serve(game, filepath.Join(t.TempDir(), name), 10*time.Millisecond)
	t.Cleanup(stop)
	return game, ts, s
}

// serve serves the game in folder game, built into out, looking for
// changes every interval; stop ends the server, and the rebuild under
// way before out can go. The cards are drawn at 30 dpi, the lowest a
// build takes: what is served does not depend on it (a card image 103 px
// wide is still read as a PNG); at 150 dpi drawing them was a fifth of
// the package's CPU (build's tests draw at 300).
func serve(game, out string, interval time.Duration) (ts *httptest.Server, s *Server, stop func()) {
	s = New(Options{
		Dir:      game,
		Interval: interval,
		Load:     func() (*folder.Game, error) { return folder.Load(game, gametest.Games) },
		Build: func(c *catalog.Catalog) (build.Options, error) {
			return build.Options{Dir: out, Cards: build.CardOptions{Paper: "a4", Margin: 10, Gutter: -1, DPI: 30}}, nil
		},
	})
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan bool)
	go func() { s.Run(ctx); close(done) }()
	ts = httptest.NewServer(s.Handler())
	return ts, s, func() { ts.Close(); cancel(); <-done }
}

// sharedServer serves a copy of Windia War, for the tests that only read
// what a server serves: each server builds the game first (most of the
// package's CPU), so they share one, built once for the package. The copy
// has 11 of its 173 examples (gametest.SkipsExamplesOnly): a manual of 11
// examples has the pages and the check those tests read, and typesetting
// and checking the rest was a fifth of the package's CPU. A test that
// edits a game starts its own (startGame).
func sharedServer(t testing.TB) (*httptest.Server, *Server) {
	t.Helper()
	shared.once.Do(func() {
		out, err := os.MkdirTemp("", "preview-shared")
		if err != nil {
			shared.err = err
			return
		}
		game := filepath.Join(out, "game")
		if shared.err = os.CopyFS(game, os.DirFS(filepath.Join("..", "games", "windia-war"))); shared.err != nil {
			return
		}
		if shared.err = gametest.SkipsExamplesOnly(game); shared.err != nil {
			return
		}
		ts, s, stop := serve(game, filepath.Join(out, "windia-war"), 100*time.Millisecond)
		shared.ts, shared.s = ts, s
		shared.stop = func() { stop(); os.RemoveAll(out) }
	})
	if shared.err != nil {
		t.Fatal(shared.err)
	}
	return shared.ts, shared.s
}

var shared struct {
	once sync.Once
	ts   *httptest.Server
	s    *Server
	stop func()
	err  error
}

// TestMain runs the tests at cardpress's collector pace (testpace) and
// stops the shared server once every test is done.
func TestMain(m *testing.M) {
	code := testpace.Run(m)
	if shared.stop != nil {
		shared.stop()
	}
	os.Exit(code)
}

func get(t testing.TB, url string) (*http.Response, []byte) {
	t.Helper()
	r, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Body.Close()
	body, _ := io.ReadAll(r.Body)
	return r, body
}

// waitState polls the state until ok holds, for at most 3 minutes (the
// machine may be busy; the page's own latency is measured in the browser
// test and the bench).
func waitState(t testing.TB, ts *httptest.Server, what string, ok func(*State) bool) *State {
	t.Helper()
	deadline := time.Now().Add(3 * time.Minute)
	for {
		_, body := get(t, ts.URL+"/api/state")
		var s State
		if err := json.Unmarshal(body, &s); err != nil {
			t.Fatalf("state: %v\n%s", err, body)
		}
		if ok(&s) {
			return &s
		}
		if time.Now().After(deadline) {
			t.Fatalf("no state with %s within 3 minutes; last: %s", what, body)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func face(s *State, id string) *FaceView {
	for _, set := range s.Sets {
		for i := range set.Faces {
			if set.Faces[i].ID == id {
				return &set.Faces[i]
			}
		}
	}
	return nil
}

// built says that a state has a whole build: cards, manual and check.
func built(s *State) bool { return s.Check != nil && s.Building == "" }

// The page of a game as built: its cards, pages and check, everything it
// needs served here. It reads the shared server's Windia War (its first
// build is most of a server's CPU); TestServeFollowsSaves edits a game.
func TestServePage(t *testing.T) {
	ts, _ := sharedServer(t)
	s := waitState(t, ts, "a first build", built)
	if len(s.Sets) != 2 || s.Back == "" || len(s.Pages) < 10 || s.Check.Passed == 0 || s.Check.Failed != 0 {
		t.Fatalf("first state: %d sets, back %q, %d pages, check %+v", len(s.Sets), s.Back, len(s.Pages), s.Check)
	}

	// Everything the page needs is served here; nothing points elsewhere.
	for _, name := range []string{"/", "/app.js", "/style.css"} {
		r, body := get(t, ts.URL+name)
		if r.StatusCode != 200 || len(body) == 0 {
			t.Errorf("%s: %s", name, r.Status)
		}
		if bytes.Contains(body, []byte("http://")) || bytes.Contains(body, []byte("https://")) {
			t.Errorf("%s refers to an external address", name)
		}
	}
	// The page comes filled in with the state: a first paint (a
	// screenshot, a page whose script has not run) shows the game.
	if _, body := get(t, ts.URL+"/"); !bytes.Contains(body, []byte(`<h1 id="title">Windia War</h1>`)) ||
		!bytes.Contains(body, []byte(`role="status">up to date`)) || bytes.Contains(body, []byte("connecting")) ||
		!bytes.Contains(body, []byte(`<img src="/img/`+face(s, "skip/red").Image+`.png" alt="Skip"`)) ||
		!bytes.Contains(body, []byte(fmt.Sprintf("%d passed, 0 failed", s.Check.Passed))) {
		t.Errorf("the page as served does not show the game:\n%s", body)
	}
	skip := face(s, "skip/red")
	if skip == nil || skip.Name != "Skip" {
		t.Fatalf("skip/red: %+v", skip)
	}
	for _, url := range []string{"/img/" + skip.Image + ".png", "/page/1.png?dpi=48&key=" + s.Pages[0].Key} {
		r, body := get(t, ts.URL+url)
		img, err := png.Decode(bytes.NewReader(body))
		if r.StatusCode != 200 || err != nil || img.Bounds().Dx() < 50 {
			t.Errorf("%s: %s, %v", url, r.Status, err)
		}
	}
	if r, _ := get(t, ts.URL+"/page/1.png?key=stale"); r.StatusCode != 404 {
		t.Errorf("page image of a stale key: %s, want 404", r.Status)
	}
}

// An open page hears of every new state: a renamed card shows with a new
// image, a TOML error with its position beside the last good cards, and
// its fix. The shedding game, a small one with Windia War's Skip, is
// served (a first build of Windia War was half the package's CPU).
func TestServeFollowsSaves(t *testing.T) {
	t.Parallel() // it waits for builds of its own server
	game, ts, _ := startGame(t, "shedding")
	s := waitState(t, ts, "a first build", built)
	skip := face(s, "skip/red")
	if skip == nil || skip.Name != "Skip" {
		t.Fatalf("skip/red: %+v", skip)
	}

	// An open page hears of every new state.
	events, err := http.Get(ts.URL + "/events")
	if err != nil {
		t.Fatal(err)
	}
	defer events.Body.Close()
	heard := make(chan string, 100)
	go func() {
		sc := bufio.NewScanner(events.Body)
		for sc.Scan() {
			if v, ok := strings.CutPrefix(sc.Text(), "data: "); ok {
				heard <- v
			}
		}
	}()
	<-heard // the version at connection

	catalogFile := filepath.Join(game, "catalog.toml")
	gametest.Edit(t, catalogFile, `name = "Skip"`, `name = "Skip Over"`)
	s = waitState(t, ts, "the renamed card", func(s *State) bool { f := face(s, "skip/red"); return f != nil && f.Name == "Skip Over" })
	if f := face(s, "skip/red"); f.Image == skip.Image {
		t.Error("renamed card: its image key did not change")
	}
	if !strings.Contains(strings.Join(s.Changed.Faces, " "), "skip/red") || strings.Contains(strings.Join(s.Changed.Faces, " "), "reverse") {
		t.Errorf("changed faces: %v, want the skip faces only", s.Changed.Faces)
	}
	select {
	case <-heard:
	case <-time.After(10 * time.Second):
		t.Error("no event after a change")
	}

	// A TOML error shows with its position; the last good cards stay.
	gametest.Edit(t, catalogFile, `name = "Skip Over"`, `name = "Skip Over`)
	s = waitState(t, ts, "the TOML error", func(s *State) bool { return len(s.Errors) > 0 })
	if e := s.Errors[0]; !regexp.MustCompile(`catalog\.toml:\d+:18$`).MatchString(e.At) || !strings.Contains(e.Message, "newline") || e.Line != `name = "Skip Over` {
		t.Errorf("error: %+v", e)
	}
	if f := face(s, "skip/red"); f == nil || f.Name != "Skip Over" {
		t.Errorf("with an error, the page lost the last good cards: %+v", f)
	}
	// The status says so beside the banner, not "up to date".
	if s.Status != "1 error — showing the last good build" || s.ErrorsTitle != "1 error: the page shows the last good build" {
		t.Errorf("with an error: status %q, errors title %q", s.Status, s.ErrorsTitle)
	}
	if _, body := get(t, ts.URL+"/"); !bytes.Contains(body, []byte(`role="status">1 error — showing the last good build`)) || !bytes.Contains(body, []byte(`<section id="errors"><h2>1 error: the page shows the last good build</h2>`)) {
		t.Errorf("the page as served with an error:\n%s", body)
	}
	gametest.Edit(t, catalogFile, `name = "Skip Over`, `name = "Skip Over"`)
	waitState(t, ts, "the error fixed", func(s *State) bool { return len(s.Errors) == 0 && built(s) })
}
