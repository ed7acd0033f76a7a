package manual

import (
	"fmt"
	"testing"

	"cardpress/catalog"
	"cardpress/internal/gametest"
	"cardpress/layout"
)

// readWindia reads the Windia War rulebook once, for the benchmarks of
// its typesetting alone.
func readWindia(b *testing.B) (*catalog.Catalog, *Rulebook) {
	c, srcs := loadOwn(b, "windia-war") // BenchmarkBuildSession changes a card
	book, errs := Read(c, gametest.Games.Lookup(c.Game.RulesID()), srcs)
	if len(errs) > 0 {
		b.Fatal(errs)
	}
	return c, book
}

// BenchmarkBuild typesets the Windia War manual (Build) as a clean build
// does: no paragraph cache. Run with -benchtime 1x to see a fresh
// process's first typesetting.
func BenchmarkBuild(b *testing.B) {
	c, book := readWindia(b)
	eng, err := gametest.Games.Lookup(c.Game.RulesID()).Load(c)
	if err != nil {
		b.Fatal(err)
	}
	for _, bc := range []struct {
		name string
		o    Options
	}{{"text", Options{}}, {"pictures", Options{Game: eng}}} {
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			defer gametest.ReportCPU(b)()
			pages := 0
			for i := 0; i < b.N; i++ {
				m, err := Build(c, book, bc.o)
				if err != nil {
					b.Fatal(err)
				}
				pages = len(m.Pages)
			}
			b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N*pages), "ms/page")
		})
	}
}

// BenchmarkBuildSession typesets the manual again as a watch or serve
// session does after a change to one card's text: with the paragraph
// cache of the typesetting before, the card's text new every round.
func BenchmarkBuildSession(b *testing.B) {
	c, book := readWindia(b)
	pc := layout.NewParagraphCache()
	if _, err := Build(c, book, Options{Paragraphs: pc}); err != nil {
		b.Fatal(err)
	}
	e := c.Entry("skip")
	text := e.Text
	b.ReportAllocs()
	b.ResetTimer()
	defer gametest.ReportCPU(b)()
	for i := 0; i < b.N; i++ {
		e.Text = fmt.Sprintf("%s %d", text, i)
		if _, err := Build(c, book, Options{Paragraphs: pc}); err != nil {
			b.Fatal(err)
		}
	}
	e.Text = text
}
