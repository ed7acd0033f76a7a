package catalog

import (
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	gotoml "github.com/pelletier/go-toml/v2"

	"cardpress/diag"
)

// repoTOML lists the repository's TOML files: the games (the init templates
// among them), the builtin layouts and every testdata folder.
func repoTOML(t testing.TB) []string {
	var files []string
	err := filepath.WalkDir("..", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && strings.HasPrefix(d.Name(), ".") && p != ".." {
			return filepath.SkipDir
		}
		if !d.IsDir() && strings.HasSuffix(p, ".toml") {
			files = append(files, p)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// Every TOML file of the repository that BurntSushi reads, go-toml reads to
// the same values; the files BurntSushi rejects (the broken syntax cases)
// go-toml rejects too.
func TestTOMLReadersAgree(t *testing.T) {
	files := repoTOML(t)
	if len(files) < 80 {
		t.Fatalf("found %d TOML files in the repository, want at least 80", len(files))
	}
	read, rejected := 0, 0
	for _, p := range files {
		src, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		x := diag.NewIndex(p, diag.WithoutBOM(src))
		if preflight(x) != nil {
			continue
		}
		want, perr := readBurntSushi(x)
		got, ok := readGoTOML(x.Src)
		switch {
		case perr != nil && ok:
			t.Errorf("%s: go-toml accepts what BurntSushi rejects (%s)", p, perr.Msg)
		case perr != nil:
			rejected++
		case !ok:
			t.Errorf("%s: go-toml rejects a file BurntSushi reads", p)
		case !sameTOML(got, want):
			t.Errorf("%s: go-toml's values differ from BurntSushi's\n got %#v\nwant %#v", p, got, want)
		default:
			read++
		}
	}
	if read < 70 || rejected < 5 {
		t.Errorf("%d files read alike and %d rejected by both, want at least 70 and 5", read, rejected)
	}
}

// FuzzTOMLReadersAgree: parseTOML gives what BurntSushi alone gives, values
// or message, and go-toml accepts nothing BurntSushi rejects.
func FuzzTOMLReadersAgree(f *testing.F) {
	for _, p := range repoTOML(f) {
		if data, err := os.ReadFile(p); err == nil {
			f.Add(data)
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		x := diag.NewIndex("f.toml", diag.WithoutBOM(src))
		if preflight(x) != nil {
			return
		}
		want, wantErr := readBurntSushi(x)
		if _, ok := readGoTOML(x.Src); ok && wantErr != nil {
			t.Fatalf("go-toml accepts what BurntSushi rejects: %s", wantErr.Msg)
		}
		got, gotErr := parseTOML(x)
		if !reflect.DeepEqual(gotErr, wantErr) || !sameTOML(got, want) {
			t.Fatalf("parseTOML differs from BurntSushi\n got %#v, %v\nwant %#v, %v", got, gotErr, want, wantErr)
		}
	})
}

// sameTOML compares decoded values like reflect.DeepEqual, types included,
// except that floats compare by their bits (NaN equals NaN, -0 differs from
// 0).
func sameTOML(a, b any) bool {
	if reflect.TypeOf(a) != reflect.TypeOf(b) {
		return false
	}
	switch x := a.(type) {
	case float64:
		return math.Float64bits(x) == math.Float64bits(b.(float64))
	case map[string]any:
		y := b.(map[string]any)
		if len(x) != len(y) || (x == nil) != (y == nil) {
			return false
		}
		for k, v := range x {
			if w, ok := y[k]; !ok || !sameTOML(v, w) {
				return false
			}
		}
		return true
	case []any, []map[string]any:
		va, vb := reflect.ValueOf(a), reflect.ValueOf(b)
		if va.Len() != vb.Len() || va.IsNil() != vb.IsNil() {
			return false
		}
		for i := range va.Len() {
			if !sameTOML(va.Index(i).Interface(), vb.Index(i).Interface()) {
				return false
			}
		}
		return true
	}
	return reflect.DeepEqual(a, b)
}

// BenchmarkReadTOML reads Windia War's rules and catalog with each reader:
// go-toml alone, go-toml with its values brought to BurntSushi's types
// (readGoTOML), BurntSushi.
func BenchmarkReadTOML(b *testing.B) {
	for _, p := range []string{"../games/windia-war/rules/game.toml", "../games/windia-war/catalog.toml"} {
		src, err := os.ReadFile(p)
		if err != nil {
			b.Fatal(err)
		}
		x := diag.NewIndex(p, string(src))
		b.Run(filepath.Base(p)+"/go-toml", func(b *testing.B) {
			for b.Loop() {
				var m map[string]any
				if gotoml.Unmarshal([]byte(x.Src), &m) != nil {
					b.Fatal("rejected")
				}
			}
		})
		b.Run(filepath.Base(p)+"/readGoTOML", func(b *testing.B) {
			for b.Loop() {
				if _, ok := readGoTOML(x.Src); !ok {
					b.Fatal("rejected")
				}
			}
		})
		b.Run(filepath.Base(p)+"/BurntSushi", func(b *testing.B) {
			for b.Loop() {
				if _, d := readBurntSushi(x); d != nil {
					b.Fatal(d)
				}
			}
		})
	}
}
