// Command mutate measures how well a package's tests catch bugs: it applies
// operator mutations to the package's Go source one at a time (a comparison
// turned around, + for -, && for ||, a constant off by one, true for false)
// (and a call made as a statement deleted) and runs the package's tests on
// each mutant through `go test -overlay`,
// so the source tree is never written. A mutant the tests fail on is
// killed; the mutation score is killed / (killed + survived). Survivors
// are listed with file:line so that a test can be written for each.
//
// It samples mutants with a fixed seed (-n per package) because a full run
// costs a test run per mutant: on a shared two-core machine that is the
// difference between minutes and hours.
//
//	go run ./internal/mutate -n 40 ./diag ./catalog ./engine ./layout
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// mutant is one change to one file: the bytes [off, off+len(old)) become new.
type mutant struct {
	file     string
	line     int
	off      int
	old, new string
}

func (m mutant) String() string {
	if m.new == "" {
		call, _, more := strings.Cut(m.old, "\n")
		if more {
			call += " …"
		}
		return fmt.Sprintf("%s:%d: delete %s", m.file, m.line, call)
	}
	return fmt.Sprintf("%s:%d: %s → %s", m.file, m.line, m.old, m.new)
}

// swaps are the operator mutations: each operator and what it becomes.
var swaps = map[token.Token]token.Token{
	token.ADD: token.SUB, token.SUB: token.ADD, token.MUL: token.QUO, token.QUO: token.MUL,
	token.LSS: token.LEQ, token.LEQ: token.LSS, token.GTR: token.GEQ, token.GEQ: token.GTR,
	token.EQL: token.NEQ, token.NEQ: token.EQL, token.LAND: token.LOR, token.LOR: token.LAND,
	token.REM: token.MUL,
}

// sites lists every mutation of the non-test Go files of dir.
func sites(dir string) ([]mutant, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		return nil, err
	}
	var out []mutant
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		fset := token.NewFileSet()
		af, err := parser.ParseFile(fset, f, src, 0)
		if err != nil {
			return nil, err
		}
		add := func(pos token.Pos, old, new string) {
			p := fset.Position(pos)
			out = append(out, mutant{file: f, line: p.Line, off: p.Offset, old: old, new: new})
		}
		ast.Inspect(af, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.GenDecl:
				return x.Tok != token.CONST // a constant's value is data, not logic
			case *ast.BinaryExpr:
				if to, ok := swaps[x.Op]; ok && !isString(x) {
					add(x.OpPos, x.Op.String(), to.String())
				}
			case *ast.BasicLit:
				if x.Kind == token.INT && (x.Value == "0" || x.Value == "1" || x.Value == "2") {
					add(x.Pos(), x.Value, map[string]string{"0": "1", "1": "0", "2": "3"}[x.Value])
				}
			case *ast.ExprStmt:
				// A call whose result is dropped is done for its effect:
				// deleting it asks whether a test sees the effect.
				if _, ok := x.X.(*ast.CallExpr); ok {
					from, to := fset.Position(x.Pos()).Offset, fset.Position(x.End()).Offset
					add(x.Pos(), string(src[from:to]), "")
				}
			case *ast.Ident:
				if x.Name == "true" || x.Name == "false" {
					add(x.Pos(), x.Name, map[string]string{"true": "false", "false": "true"}[x.Name])
				}
			}
			return true
		})
	}
	return out, nil
}

// isString reports a + of string literals, which cannot become a -.
func isString(x *ast.BinaryExpr) bool {
	l, ok := x.X.(*ast.BasicLit)
	r, ok2 := x.Y.(*ast.BasicLit)
	return (ok && l.Kind == token.STRING) || (ok2 && r.Kind == token.STRING)
}

// run tests the package with mutant m applied: killed reports that the
// tests (or the build) failed; a mutant that does not compile is skipped.
func run(pkg string, m mutant, tmp string, timeout time.Duration) (killed, compiles bool, err error) {
	src, err := os.ReadFile(m.file)
	if err != nil {
		return false, false, err
	}
	if !bytes.HasPrefix(src[m.off:], []byte(m.old)) {
		return false, false, fmt.Errorf("%s: %q not at offset %d", m.file, m.old, m.off)
	}
	mut := append(append(append([]byte{}, src[:m.off]...), m.new...), src[m.off+len(m.old):]...)
	mf := filepath.Join(tmp, "mutant.go")
	if err := os.WriteFile(mf, mut, 0o644); err != nil {
		return false, false, err
	}
	abs, _ := filepath.Abs(m.file)
	ov, _ := json.Marshal(map[string]any{"Replace": map[string]string{abs: mf}})
	ovf := filepath.Join(tmp, "overlay.json")
	if err := os.WriteFile(ovf, ov, 0o644); err != nil {
		return false, false, err
	}
	// No vet: it is not a test, and it costs a run per mutant.
	t := exec.Command("go", "test", "-count=1", "-vet=off", "-overlay", ovf, "-timeout", timeout.String(), pkg)
	out, err := t.CombinedOutput()
	if err == nil {
		return false, true, nil
	}
	if bytes.Contains(out, []byte("[build failed]")) || bytes.Contains(out, []byte("[setup failed]")) {
		return false, false, nil // an unused variable, a mistyped constant: not a mutant
	}
	return true, true, nil
}

func main() {
	n := flag.Int("n", 40, "mutants sampled per package (0: all)")
	seed := flag.Uint64("seed", 1, "seed of the sample")
	timeout := flag.Duration("timeout", 3*time.Minute, "test timeout per mutant (a mutant that loops is killed by it)")
	list := flag.Bool("list", false, "list the sampled mutants without running them")
	again := flag.String("again", "", "a previous run's output: of the same sample (same -n, -seed and source), run again only the mutants it lists as survived, after tests were added")
	at := flag.String("at", "", "comma-separated file:line: run only the mutants of these lines, all of them (to check that a new test kills a survivor)")
	flag.Parse()
	tmp, err := os.MkdirTemp("", "mutate")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	defer os.RemoveAll(tmp)
	code := 0
	for _, pkg := range flag.Args() {
		all, err := sites(pkg)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		if *at != "" {
			all = onLines(all, strings.Split(*at, ","))
		}

		sort.SliceStable(all, func(i, j int) bool {
			return all[i].file < all[j].file || all[i].file == all[j].file && all[i].off < all[j].off
		})
		sample := all
		if *n > 0 && len(all) > *n && *at == "" {
			r := rand.New(rand.NewPCG(*seed, 0))
			r.Shuffle(len(all), func(i, j int) { all[i], all[j] = all[j], all[i] })
			sample = all[:*n]
		}
		if *again != "" {
			if sample, err = survivors(sample, *again); err != nil {
				fmt.Fprintln(os.Stderr, err)
				os.Exit(1)
			}
		}
		if *list {
			fmt.Printf("%s: %d sites, %d sampled\n", pkg, len(all), len(sample))
			for _, m := range sample {
				fmt.Printf("  %s\n", m)
			}
			continue
		}
		start := time.Now()
		killed, survived, skipped := 0, 0, 0
		var alive []mutant
		for _, m := range sample {
			k, ok, err := run(pkg, m, tmp, *timeout)
			// Each verdict as it comes: a run stopped early still tells
			// what it measured.
			fmt.Fprintf(os.Stderr, "%s %s\n", verdict(k, ok, err), m)
			switch {
			case err != nil:
				fmt.Fprintln(os.Stderr, err)
				os.Exit(1)
			case !ok:
				skipped++
			case k:
				killed++
			default:
				survived++
				alive = append(alive, m)
			}
		}
		score := 0.0
		if killed+survived > 0 {
			score = 100 * float64(killed) / float64(killed+survived)
		}
		fmt.Printf("%s: %d sites, %d sampled (seed %d): %d killed, %d survived, %d do not compile: score %.0f%% (%s)\n",
			pkg, len(all), len(sample), *seed, killed, survived, skipped, score, time.Since(start).Round(time.Second))
		for _, m := range alive {
			fmt.Printf("  survived %s\n", m)
		}
		if survived > 0 {
			code = 3
		}
	}
	os.Exit(code)
}

// onLines keeps the mutants of the given file:line places.
func onLines(all []mutant, places []string) []mutant {
	var kept []mutant
	for _, m := range all {
		for _, p := range places {
			if fmt.Sprintf("%s:%d", m.file, m.line) == p {
				kept = append(kept, m)
			}
		}
	}
	return kept
}

// survivors keeps the mutants of a sample that a previous run's output
// (file) of the same sample lists as survived, each as often as listed.
func survivors(all []mutant, file string) ([]mutant, error) {
	out, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	listed := map[string]int{}
	for _, l := range strings.Split(string(out), "\n") {
		if m, ok := strings.CutPrefix(strings.TrimSpace(l), "survived "); ok {
			listed[m]++
		}
	}
	var kept []mutant
	for _, m := range all {
		if listed[m.String()] > 0 {
			listed[m.String()]--
			kept = append(kept, m)
		}
	}
	return kept, nil
}

// verdict names what a mutant's run showed, for the progress lines.
func verdict(killed, compiles bool, err error) string {
	switch {
	case err != nil:
		return "error"
	case !compiles:
		return "no-build"
	case killed:
		return "killed"
	}
	return "survived"
}
