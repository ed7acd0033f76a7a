package enginetest

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// RefusalKeys reads every key an engine refuses by, or says where it
// cannot: a key returned by a helper is an error at its line, not a key
// silently left out of the check that an example can name it. A refusal
// type's keys are read where refusal{…} is written, whoever refuses by it.
func TestRefusalKeysReadsEveryKey(t *testing.T) {
	for _, tt := range []struct {
		src, errs string
		keys      []string
	}{
		{`package x
func reject(key string) error { return nil }
func short() string { return "cost-short" }
func f() error { k := short(); _ = reject("not-held"); return reject(k) }
`, "x.go:4:70: a refusal key the test cannot read (k)", []string{"not-held"}},
		{`package x
type refusal struct{ key string }
func described(k string) refusal { return refusal{k} }
func (s *S) refuse(r refusal) error { return nil }
type S struct{ short string }
func (s *S) pay() refusal { if s.short != "" { return described(s.short) }; return refusal{"cost-short"} }
func (s *S) f() error { _ = s.refuse(refusal{"name-cost"}); return s.refuse(s.pay()) }
`, "", []string{"cost-short", "name-cost"}},
		{`package x
type refusal struct{ key string }
func (s *S) f(k string) refusal { return refusal{k} }
type S struct{}
`, "x.go:3:42: a refusal key the test cannot read (refusal{…})", nil},
	} {
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, "x.go"), []byte(tt.src), 0o644); err != nil {
			t.Fatal(err)
		}
		rec := &Errors{TB: t}
		keys := RefusalKeys(rec, dir)
		errs := strings.Join(rec.List, "\n")
		if tt.errs == "" && errs != "" || !strings.Contains(errs, tt.errs) || !slices.Equal(keys, tt.keys) {
			t.Errorf("%s\nkeys %q, errors:\n%s", tt.src, keys, errs)
		}
	}
}
