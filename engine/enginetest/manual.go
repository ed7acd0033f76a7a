package enginetest

import (
	"path"
	"testing"

	"cardpress/catalog"
	"cardpress/engine"
	"cardpress/manual"
)

// ManualExamples reads the rule examples of game c's manual with its rules
// r, as check does, failing the test when the manual has errors.
func ManualExamples(t testing.TB, c *catalog.Catalog, r *engine.Rules, shown string) []*engine.Block {
	t.Helper()
	srcs, err := manual.Sources(c.FS, shown)
	if err != nil {
		t.Fatal(err)
	}
	return Examples(t, c, r, srcs...)
}

// Examples reads the rule examples of Markdown sources with game c's rules
// r, failing the test when they have errors.
func Examples(t testing.TB, c *catalog.Catalog, r *engine.Rules, srcs ...manual.Source) []*engine.Block {
	t.Helper()
	book, errs := manual.Read(c, r, srcs)
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	return book.Examples()
}

// Check plays the rule examples of game c's manual on the engine of its
// rules r, as the check command does; an example that cannot be read is a
// failed result, an engine or manual that cannot be loaded an error.
func Check(c *catalog.Catalog, r *engine.Rules) (*engine.Report, error) {
	g, err := r.Load(c)
	if err != nil {
		return nil, err
	}
	srcs, err := manual.Sources(c.FS, path.Dir(c.Path))
	if err != nil {
		return nil, err
	}
	book, _ := manual.Read(c, r, srcs)
	return engine.Check(c, g, book.Examples(), engine.Options{}), nil
}
