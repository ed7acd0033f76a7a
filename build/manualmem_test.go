package build

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"cardpress/folder"
	"cardpress/internal/gametest"
	"cardpress/layout"
)

// A long manual holds under 0.1 MB a page once typeset: Windia War's
// rules and card chapters copied until it has some 140 pages (5,500 with
// CARDPRESS_LONG, where the contents' dot leaders, a box a dot, held
// 0.145 MB a page), each heading numbered so the contents lists them all.
// (At 140 pages a page holds 0.058 MB, at 190 0.052, at 320 0.044: what
// every manual holds, spread over fewer pages. Two copies more, for 190
// pages, were a third of the test's CPU.)
func TestLongManualMemoryPerPage(t *testing.T) {
	copies := 3
	if os.Getenv("CARDPRESS_LONG") != "" {
		copies = 100
	}
	dir := gametest.Copy(t, "windia-war")
	chapters, _ := filepath.Glob(filepath.Join(dir, "manual", "[1-5]*.md"))
	for i := 1; i < copies; i++ {
		for _, ch := range chapters {
			src, err := os.ReadFile(ch)
			if err != nil {
				t.Fatal(err)
			}
			var b strings.Builder
			for _, line := range strings.SplitAfter(string(src), "\n") {
				if strings.HasPrefix(line, "#") {
					line = strings.TrimRight(line, "\n") + fmt.Sprintf(" %d\n", i)
				}
				b.WriteString(line)
			}
			name := fmt.Sprintf("%d-%s", 100+i, filepath.Base(ch))
			if err := os.WriteFile(filepath.Join(dir, "manual", name), []byte(b.String()), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	g, err := folder.Load(dir, gametest.Games)
	if err != nil {
		t.Fatal(err)
	}
	m, err := typeset(g, ManualOptions{Paper: "b5"})
	if err != nil {
		t.Fatal(err)
	}
	dots, pages := 0, len(m.Pages)
	for _, p := range m.Pages {
		for _, b := range p.Boxes {
			if d, ok := b.(layout.Dots); ok && d.N > 1 {
				dots++
			}
		}
	}
	if dots < 100 {
		t.Errorf("%d contents lines lead with one box of dots, want every line's", dots)
	}
	// What the typeset manual holds is what letting it go frees: the heap
	// before typesetting is no baseline, for typesetting sweeps the shared
	// caches earlier tests filled (the difference came out negative).
	with := liveHeap()
	runtime.KeepAlive(m)
	m = nil
	held := int64(with) - int64(liveHeap())
	perPage := float64(held) / float64(pages) / (1 << 20)
	t.Logf("%d pages hold %.1f MB: %.3f MB a page", pages, float64(held)/(1<<20), perPage)
	if perPage >= 0.1 || held <= 0 {
		t.Errorf("%d pages hold %.3f MB a page, want under 0.1 (and more than nothing)", pages, perPage)
	}
}

// liveHeap is the bytes the heap holds after a collection.
func liveHeap() uint64 {
	runtime.GC()
	var s runtime.MemStats
	runtime.ReadMemStats(&s)
	return s.HeapAlloc
}
