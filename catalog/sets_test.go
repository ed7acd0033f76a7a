package catalog

import (
	"strings"
	"testing"
	"testing/fstest"
)

// A set's total counts its cards: at least one, an error at the value
// otherwise; one card is a set.
func TestSetTotalIsAtLeastOne(t *testing.T) {
	const src = "[game]\nid = \"g\"\ntitle = \"G\"\nlanguage = \"en\"\n[sets.a]\ntotal = %s\n[[card]]\nid = \"x\"\nname = \"X\"\nkind = \"action\"\nset = \"a\"\n"
	for _, tt := range []struct{ total, err string }{
		{"1", ""},
		{"0", `t.toml:6:9: set "a": total must be at least 1, got 0`},
		{"-2", `t.toml:6:9: set "a": total must be at least 1, got -2`},
	} {
		_, err := Parse("t.toml", []byte(strings.Replace(src, "%s", tt.total, 1)), fstest.MapFS{})
		if tt.err == "" && err != nil || tt.err != "" && (err == nil || !strings.Contains(err.Error(), tt.err)) {
			t.Errorf("total = %s: got %v, want %q", tt.total, err, tt.err)
		}
	}
}
