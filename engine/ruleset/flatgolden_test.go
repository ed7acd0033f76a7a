package ruleset

import (
	"crypto/sha256"
	"flag"
	"fmt"
	"maps"
	"os"
	"slices"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite testdata/flat-programs.txt")

// flatGoldenFile holds, for each data game, each flat program's length
// and a digest of its steps as threaded: what the threading makes of the
// rules (flatthread.go), step for step.
const flatGoldenFile = "testdata/flat-programs.txt"

// TestFlatProgramsGolden: the flat programs of every data game are
// threaded as recorded. A change that makes the threading know less (a
// table's reads never known, a copy at a join going back to the steps it
// copies) keeps every game's play and only slows it down, so no test of
// play can see it; this one does. A change meant to thread better
// rewrites the file with -update, and its diff says which programs it
// changed and by how many steps.
func TestFlatProgramsGolden(t *testing.T) {
	t.Parallel()
	var sb strings.Builder
	for _, name := range dataGames {
		// A game that deals is shared (playedGame: its first deal made
		// its programs); BlackPoker's folder has no decks to deal.
		load := playedGame
		if name == "blackpoker" {
			load = loadGame
		}
		g := load(t, name)
		g.flatPrograms()
		for i := range g.actions {
			fmt.Fprintf(&sb, "%s action %s: %s\n", name, g.actions[i].id, flatDigest(g.actions[i].flat))
		}
		for i := range g.after {
			fmt.Fprintf(&sb, "%s after %d: %s\n", name, i, flatDigest(g.after[i].flat))
		}
		fmt.Fprintf(&sb, "%s after-program: %s\n", name, flatDigest(g.afterProg))
	}
	if *update {
		if err := os.WriteFile(flatGoldenFile, []byte(sb.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(flatGoldenFile)
	if err != nil {
		t.Fatal(err)
	}
	got, wanted := flatPrograms(sb.String()), flatPrograms(string(want))
	for _, label := range slices.Sorted(maps.Keys(got)) {
		if w, ok := wanted[label]; !ok {
			t.Errorf("%s: %s is threaded as %s, and the file has no such program", flatGoldenFile, label, got[label])
		} else if got[label] != w {
			t.Errorf("%s: %s is threaded as %s, want %s", flatGoldenFile, label, got[label], w)
		}
	}
	for _, label := range slices.Sorted(maps.Keys(wanted)) {
		if _, ok := got[label]; !ok {
			t.Errorf("%s: %s is no longer made", flatGoldenFile, label)
		}
	}
	if t.Failed() {
		t.Log("go test -run TestFlatProgramsGolden -update rewrites the file when the change is meant")
	}
}

// flatPrograms reads the lines "label: digest" of text.
func flatPrograms(text string) map[string]string {
	m := map[string]string{}
	for _, line := range strings.Split(strings.TrimSpace(text), "\n") {
		label, digest, _ := strings.Cut(line, ": ")
		m[label] = digest
	}
	return m
}

// flatDigest is p's length in steps (a while's body's added) and a
// digest of its steps: what each does and reads, and where each goes on.
func flatDigest(p *flatProg) string {
	if p == nil {
		return "none"
	}
	h := sha256.New()
	steps := writeFlat(h, p)
	return fmt.Sprintf("%d steps %x", steps, h.Sum(nil)[:8])
}

// writeFlat writes p's steps to w, its whiles' bodies after each, and
// returns how many it wrote.
func writeFlat(w interface{ Write([]byte) (int, error) }, p *flatProg) int {
	n := len(p.ops)
	for i := range p.ops {
		o := &p.ops[i]
		fmt.Fprintf(w, "%d %d %d %d %d %d %d %d %d %d %d %d %v %d %v %v %d %v %v\n",
			o.code, o.cmp, o.src, o.src2, o.i, o.j, o.k, o.to, o.on, o.lo, o.span, o.none, o.out, o.tableID, o.vals, o.cases, len(o.run), o.run, o.body != nil)
		if o.body != nil {
			n += writeFlat(w, o.body)
		}
	}
	return n
}
