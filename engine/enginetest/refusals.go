package enginetest

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"cardpress/catalog"
	"cardpress/engine"
)

// RefusalKeys lists the rule keys the Go source of the engine package in
// dir refuses by: the first string argument of its calls to reject or
// refuse (or engine.Refuse, after the table), the key of each refusal{"…"}
// it writes (the data engine's refusal type), and the keys its function
// explain returns (Windia War's reason codes). A key built at run time
// ("awaiting/"+phase) is listed by its written part, without the slash.
//
// A key it cannot read is an error, at its file and line: one held in a
// variable or returned by a helper would escape the list, and with it
// the check that an example can name it. A refusal a description names
// comes through described(…), and is the description's to list.
func RefusalKeys(t testing.TB, dir string) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	var keys []string
	fset := token.NewFileSet()
	// add lists the key e writes; false when e writes none it can read.
	add := func(e ast.Expr) bool {
		if c, ok := e.(*ast.CompositeLit); ok && isRefusal(c.Type) && len(c.Elts) == 1 {
			e = c.Elts[0]
		}
		if c, ok := e.(*ast.CallExpr); ok {
			if f, ok := c.Fun.(*ast.Ident); ok && f.Name == "described" {
				return true
			}
		}
		if b, ok := e.(*ast.BinaryExpr); ok && b.Op == token.ADD {
			e = b.X
			for {
				inner, ok := e.(*ast.BinaryExpr)
				if !ok {
					break
				}
				e = inner.X
			}
		}
		lit, ok := e.(*ast.BasicLit)
		if !ok || lit.Kind != token.STRING {
			return false
		}
		k, _ := strconv.Unquote(lit.Value)
		if k = strings.TrimSuffix(k, "/"); k != "" && !slices.Contains(keys, k) {
			keys = append(keys, k)
		}
		return true
	}
	// typed: the package declares a refusal type, whose values are made
	// by refusal{…} (each read) or described(…): a refusing function
	// taking one needs no literal.
	typed := false
	key := func(e ast.Expr, made bool) {
		if !add(e) && (made || !typed) {
			t.Errorf("%s: a refusal key the test cannot read (%s): write it where the step is refused, or as refusal{\"key\"}", fset.Position(e.Pos()), types.ExprString(e))
		}
	}
	var parsed []*ast.File
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		af, err := parser.ParseFile(fset, f, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		parsed = append(parsed, af)
		ast.Inspect(af, func(n ast.Node) bool {
			if ts, ok := n.(*ast.TypeSpec); ok && isRefusal(ts.Name) {
				typed = true
			}
			return true
		})
	}
	for _, af := range parsed {
		ast.Inspect(af, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.CompositeLit:
				if isRefusal(x.Type) && len(x.Elts) > 0 {
					key(x, true)
				}
			case *ast.CallExpr:
				switch fun := x.Fun.(type) {
				case *ast.Ident:
					if fun.Name == "reject" && len(x.Args) > 0 {
						key(x.Args[0], false)
					}
				case *ast.SelectorExpr:
					switch {
					case fun.Sel.Name == "Refuse" && len(x.Args) > 1:
						key(x.Args[1], false)
					case fun.Sel.Name == "refuse" && len(x.Args) > 0:
						key(x.Args[0], false) // the data engine's s.refuse(refusal{key}, …)
					}
				}
			case *ast.FuncDecl:
				switch x.Name.Name {
				case "reject", "refuse", "described":
					// The refusing functions themselves, and the
					// refusal of a description's key, pass on keys
					// their callers wrote.
					return false
				}
				if x.Name.Name == "explain" && x.Body != nil {
					ast.Inspect(x.Body, func(n ast.Node) bool {
						if r, ok := n.(*ast.ReturnStmt); ok && len(r.Results) > 0 {
							add(r.Results[0])
						}
						return true
					})
				}
			}
			return true
		})
	}
	slices.Sort(keys)
	return keys
}

// isRefusal reports whether a composite literal's type is an engine's
// refusal type (refusal{"key"}).
func isRefusal(e ast.Expr) bool {
	id, ok := e.(*ast.Ident)
	return ok && id.Name == "refusal"
}

// Refusals checks that every refusal of an engine can be named by an
// example: each key its source refuses by (RefusalKeys of dir) has words
// of its own in English and in the catalog's language, and each of those
// words, read as an example's reason, names that key. A {card} slot is
// filled with the name of the catalog's first card named by letters.
func Refusals(t *testing.T, dir string, c *catalog.Catalog, r *engine.Rules) {
	t.Helper()
	keys := RefusalKeys(t, dir)
	if len(keys) < 5 {
		t.Fatalf("only %d refusal keys found in %s: %v", len(keys), dir, keys)
	}
	RefusalsOf(t, keys, c, r, "en", c.Game.Language)
}

// RefusalsOf checks that an example can name each refusal of keys: each
// has words of its own in every language of langs, and each of its words,
// read as an example's reason, names that key. A data game's keys are
// its engine's and its description's (engine/ruleset).
func RefusalsOf(t testing.TB, keys []string, c *catalog.Catalog, r *engine.Rules, langs ...string) {
	t.Helper()
	v := engine.NewVocabulary(c, r)
	card := ""
	for _, e := range c.Cards { // a card named by letters: "5" is a number
		if strings.IndexFunc(e.Name, unicode.IsLetter) >= 0 {
			card = e.Name
			break
		}
	}
	for _, key := range keys {
		said := map[string]bool{}
		for _, rt := range r.Dialect().Reasons {
			if rt.Key != key {
				continue
			}
			for l, words := range rt.Say {
				said[l] = true
				written := strings.ReplaceAll(words, "{card}", card)
				got, err := v.Reason(written)
				switch {
				case err != nil:
					t.Errorf("%s: the %s words %q do not name it: %v", key, l, written, err)
				case got.Key != key:
					t.Errorf("%s: the %s words %q name %s instead", key, l, written, got.Key)
				}
			}
		}
		for _, l := range langs {
			if !said[l] {
				t.Errorf("refusal %s has no words in %s: an example cannot name it", key, l)
			}
		}
	}
}
