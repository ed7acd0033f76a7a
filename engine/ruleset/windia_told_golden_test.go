package ruleset_test

import (
	"bufio"
	"fmt"
	"maps"
	"os"
	"slices"
	"strings"
	"testing"

	"cardpress/folder"
)

// windiaToldFile is every told line and set-up picture of Windia War's
// rulebook examples as its Go engine (engine/windia) told them, kept as
// data: the rulebook printed from the data description is held to it.
const windiaToldFile = "testdata/windia-told.txt"

const windiaToldHeader = `# Windia War's rulebook examples as its Go engine (engine/windia) told
# them, kept as data once it was deleted: each line is an example's line
# (file:line title|s or t, the situation's or steps' index, the source
# line) or its set-up picture, and what was printed for it, both quoted.
# Written by TestWriteWindiaTold before the deletion (see the history of
# engine/ruleset/windia_tell_test.go); TestWindiaToldGolden holds the
# data description to it.
`

// TestWindiaToldGolden tells every example of Windia War's rulebook with
// its data description's words: every printed sentence and set-up
// picture is the one the Go engine printed (windiaToldFile).
func TestWindiaToldGolden(t *testing.T) {
	f, err := os.Open(windiaToldFile)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	want := map[string]string{}
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		var k, v string
		if _, err := fmt.Sscanf(line, "%q %q", &k, &v); err != nil {
			t.Fatalf("%s:%d: %v", windiaToldFile, n, err)
		}
		want[k] = v
	}
	if len(want) < 1000 {
		t.Fatalf("%d told lines in %s: the rulebook's 173 examples tell over 1,000", len(want), windiaToldFile)
	}
	g, err := folder.Load(onData(t, "windia-war"), registry)
	if err != nil {
		t.Fatal(err)
	}
	got := toldByLine(t, g, "ja")
	bad := 0
	keys := maps.Clone(want)
	maps.Copy(keys, got)
	for _, k := range slices.Sorted(maps.Keys(keys)) {
		if want[k] != got[k] {
			if bad++; bad <= 20 {
				t.Errorf("%s\n got %s\nwant %s", k, got[k], want[k])
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d of %d told lines differ from the Go engine's", bad, len(want))
	}
}
