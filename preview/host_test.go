package preview

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// Which Host headers the server answers: loopback names and addresses
// always, the --addr host when given, any address (never a name) when it
// listens on every interface.
func TestHostGuard(t *testing.T) {
	for _, c := range []struct {
		addr, host string
		ok         bool
	}{
		{"127.0.0.1:8080", "127.0.0.1:8080", true},
		{"127.0.0.1:8080", "localhost:8080", true},
		{"127.0.0.1:8080", "LOCALHOST.", true},
		{"127.0.0.1:8080", "cards.localhost:8080", true},
		{"127.0.0.1:8080", "[::1]:8080", true},
		{"127.0.0.1:8080", "127.0.0.2", true},
		{"127.0.0.1:8080", "evil.example", false},
		{"127.0.0.1:8080", "evil.example:8080", false},
		{"127.0.0.1:8080", "localhost.evil.example", false},
		{"127.0.0.1:8080", "192.168.1.5:8080", false},
		{"127.0.0.1:8080", "", false},
		{"studio.lan:8080", "studio.lan:8080", true},
		{"studio.lan:8080", "Studio.LAN", true},
		{"studio.lan:8080", "evil.example", false},
		{"192.168.1.5:8080", "192.168.1.5:8080", true},
		{"192.168.1.5:8080", "192.168.1.6:8080", false},
		{"0.0.0.0:8080", "192.168.1.5:8080", true},
		{"[::]:8080", "[fe80::1]:8080", true},
		{"0.0.0.0:8080", "evil.example:8080", false},
		{"bad address", "evil.example", false},
	} {
		s := New(Options{Addr: c.addr})
		r := httptest.NewRequest("GET", "/api/state", nil)
		r.Host = c.host
		w := httptest.NewRecorder()
		s.Handler().ServeHTTP(w, r)
		if got := w.Code == http.StatusOK; got != c.ok {
			t.Errorf("--addr %s, Host %q: status %d, want allowed=%v", c.addr, c.host, w.Code, c.ok)
		}
		if !c.ok && !strings.Contains(w.Body.String(), "answers only requests for localhost") {
			t.Errorf("--addr %s, Host %q: refusal says %q", c.addr, c.host, w.Body.String())
		}
	}
}

// A page whose name was rebound to 127.0.0.1 asks with its own name in
// the Host header: the game, its images and its events stay unread.
func TestForeignHostReadsNothing(t *testing.T) {
	ts, _ := sharedServer(t)
	waitState(t, ts, "cards", func(s *State) bool { return len(s.Sets) > 0 })
	for _, p := range []string{"/", "/api/state", "/events", "/img/x.png", "/page/1"} {
		req, _ := http.NewRequest("GET", ts.URL+p, nil)
		req.Host = "evil.example:" + strings.TrimPrefix(ts.URL, "http://127.0.0.1:")
		r, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		r.Body.Close()
		if r.StatusCode != http.StatusMisdirectedRequest {
			t.Errorf("%s with Host %s: status %d, want 421", p, req.Host, r.StatusCode)
		}
	}
}
