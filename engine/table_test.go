package engine

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// Every manual position that docs/examples*.md cites must open an example
// block, so that the tables stay true when the manual is edited.
func TestExampleTablesPointAtExamples(t *testing.T) {
	docs, _ := filepath.Glob("../docs/examples*.md")
	cite := regexp.MustCompile("`(games/[^`:]+\\.md):(\\d+)`")
	checked := 0
	for _, doc := range docs {
		data, err := os.ReadFile(doc)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range cite.FindAllStringSubmatch(string(data), -1) {
			src, err := os.ReadFile("../" + m[1])
			if err != nil {
				t.Errorf("%s cites %s: %v", doc, m[1], err)
				continue
			}
			n, _ := strconv.Atoi(m[2])
			lines := strings.Split(string(src), "\n")
			if n < 1 || n > len(lines) || !strings.HasPrefix(lines[n-1], "```example") {
				t.Errorf("%s cites %s:%d, which is not the start of an example block", doc, m[1], n)
			}
			checked++
		}
	}
	if checked < 100 {
		t.Errorf("checked only %d citations", checked)
	}
}
