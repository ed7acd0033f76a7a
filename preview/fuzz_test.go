package preview

import (
	"context"
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
	"time"
)

// The query parameters and paths of the serve API, whatever they hold,
// get an answer the page expects (a page image, 404 or 421 for another
// host), never a panic or a server error. The seeds are in
// testdata/fuzz/FuzzServeQuery.
func FuzzServeQuery(f *testing.F) {
	ts, s := sharedServer(f)
	st := waitState(f, ts, "manual pages", func(s *State) bool { return len(s.Pages) > 1 && s.Building == "" })
	f.Add("1", "", "96", "127.0.0.1")
	f.Add("1.png", "KEY", "300", "localhost:8080")
	f.Add("0", "KEY", "-5", "[::1]")
	f.Add("99999999999999999999", "KEY", "1e9", "evil.example")
	f.Add("2", "KEY", "29", "")
	f.Fuzz(func(t *testing.T, page, key, dpi, host string) {
		if key == "KEY" {
			key = st.Pages[0].Key
		}
		q := url.Values{"key": {key}, "dpi": {dpi}}
		for _, p := range []string{"/page/" + url.PathEscape(page) + "?" + q.Encode(), "/img/" + url.PathEscape(page), "/api/state?" + q.Encode()} {
			r := httptest.NewRequest("GET", "http://localhost/", nil)
			u, err := url.Parse(p)
			if err != nil {
				continue
			}
			r.URL = u
			r.Host = host
			// A path that cleans to /events streams until the client
			// leaves: this one leaves at once.
			ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
			r = r.WithContext(ctx)
			w := httptest.NewRecorder()
			s.Handler().ServeHTTP(w, r)
			cancel()
			switch w.Code {
			case http.StatusOK, http.StatusNotFound, http.StatusMisdirectedRequest, http.StatusMethodNotAllowed, http.StatusMovedPermanently, http.StatusTemporaryRedirect:
			default:
				t.Fatalf("GET %s (Host %q): %d %s", p, host, w.Code, w.Body)
			}
		}
	})
}
