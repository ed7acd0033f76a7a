package preview

import (
	"fmt"
	"net/http"
	"testing"

	"cardpress/output"
)

// Page images at every resolution asked for stay within the cache's
// budget: the oldest are forgotten, and a forgotten one is drawn again.
// Twelve page images (three pages at four resolutions), of up to 55 KB
// against a budget of 64 KB, make it forget as twenty-four did.
func TestPageCacheBounded(t *testing.T) {
	ts, s := sharedServer(t)
	const budget = 64 << 10
	saved := s.pages
	s.pages = output.NewPNGCache(budget)
	t.Cleanup(func() { s.pages = saved })
	st := waitState(t, ts, "manual pages", func(s *State) bool { return len(s.Pages) >= 3 })
	largest := 0
	for dpi := 30; dpi <= 42; dpi += 4 {
		for _, p := range st.Pages[:3] {
			r, body := get(t, fmt.Sprintf("%s/page/%d.png?key=%s&dpi=%d", ts.URL, p.N, p.Key, dpi))
			if r.StatusCode != http.StatusOK {
				t.Fatalf("page %d at %d dpi: %d %s", p.N, dpi, r.StatusCode, body)
			}
			largest = max(largest, len(body))
			if got := s.pages.Bytes(); got > budget+int64(largest) {
				t.Fatalf("after page %d at %d dpi the cache holds %d bytes, over its budget %d and one page (%d)", p.N, dpi, got, budget, largest)
			}
		}
	}
	if s.pages.Bytes() < budget/2 {
		t.Fatalf("the cache holds %d bytes after 12 pages: nothing kept?", s.pages.Bytes())
	}
	// The first page drawn was forgotten: asked again, it is drawn again.
	p := st.Pages[0]
	if r, body := get(t, fmt.Sprintf("%s/page/%d.png?key=%s&dpi=30", ts.URL, p.N, p.Key)); r.StatusCode != http.StatusOK || len(body) == 0 {
		t.Fatalf("page 1 again: %d, %d bytes", r.StatusCode, len(body))
	}
}
