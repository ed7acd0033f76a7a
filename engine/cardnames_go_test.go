package engine_test

import (
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode"

	"cardpress/catalog"
)

// ordinaryWords are Windia War entry ids that are also words of the rules
// vocabulary or of Go, which code may use in that other sense. Each is a
// single word; a card's longer name (Wild Draw3) is never allowed.
var ordinaryWords = map[string]string{
	"skip":    "the operation skip and the turn option skip (docs/rules-data.md)",
	"reverse": "the operation reverse and the turn option reverse",
	"search":  "the operation search",
	"wild":    "the follow-up class wild (a card of every color)",
	"block":   "a Markdown block, BlackPoker's block action",
	"clear":   "Go's built-in clear",
	"reset":   "Go's Reset of buffers and arenas",
	"reflect": "Go's package reflect",
	"through": "the English preposition",
	"direct":  "World End's direct attack",
}

// codeDirs are the packages whose Go must not know Windia War's cards:
// what a card does comes from the catalog.
var codeDirs = []string{"../engine", "../catalog", "../cmd", "../build", "../manual"}

// No non-test Go file names a Windia War card, by entry id or name (as
// whole words, in any case, identifiers split at their capitals): the
// engine plays any catalog built on the same vocabulary, and its messages
// take the names from the catalog.
func TestNoWindiaWarCardInGo(t *testing.T) {
	terms := cardTerms(windiaCatalog(t))
	for _, dir := range codeDirs {
		err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return err
			}
			src, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			for _, hit := range cardsNamed(string(src), terms) {
				t.Errorf("%s:%d names the Windia War card %q: name the operation, and take card names from the catalog", path, hit.line, hit.term)
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
}

// The search finds a card however the code writes it, and only a card.
func TestCardsNamed(t *testing.T) {
	terms := cardTerms(windiaCatalog(t))
	for _, tc := range []struct {
		src  string
		want []string
	}{
		{`return "Escort cannot be played alone"`, []string{"escort"}},
		{`case rEscortAlone:`, []string{"escort"}},
		{`// a Shot Draw2 attack`, []string{"shot-draw2"}},
		{`k == shotDraw2`, []string{"shot-draw2"}},
		{`"wild-d-draw5"`, []string{"wild-d-draw5"}},
		{`almightyLast, HAUNTED_SHIELD`, []string{"almighty", "haunted-shield"}},
		{`// Wild Number Chain`, []string{"wild-number-chain"}},
		{`f.is(opSkip) && wild`, nil},
		{`// an escorted play, a chained call, Resets`, nil},
		{`clear(buf); s.turn = 15`, nil},
		{"// all the cards, then All\n// Draw1 in front", []string{"all-draw1"}},
	} {
		var got []string
		for _, h := range cardsNamed(tc.src, terms) {
			got = append(got, h.term)
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: found %v, want %v", tc.src, got, tc.want)
		}
	}
}

// term is a card's id or name as a sequence of lowercase words.
type term struct {
	id    string
	words []string
}

// cardTerms are the ids and names of a catalog's entries as words, but the
// ordinary words and numbers (the number cards are named by their number).
func cardTerms(c *catalog.Catalog) []term {
	var out []term
	for _, e := range c.Cards {
		for _, s := range []string{e.ID, e.Name} {
			w := words(s)
			if len(w) == 0 || len(w) == 1 && (ordinaryWords[w[0]] != "" || strings.IndexFunc(w[0], unicode.IsLetter) < 0) {
				continue
			}
			out = append(out, term{e.ID, w})
		}
	}
	return out
}

type hit struct {
	term string
	line int
}

// cardsNamed finds the terms in Go source as consecutive words, across
// line breaks too (a comment may break "All Draw1" after "All").
func cardsNamed(src string, terms []term) []hit {
	var w []string
	var lines []int
	for i, line := range strings.Split(src, "\n") {
		for _, x := range words(line) {
			w, lines = append(w, x), append(lines, i+1)
		}
	}
	// The terms by their first word, in order: trying every term at
	// every word of every file was most of the test's CPU.
	byFirst := map[string][]int{}
	for k, t := range terms {
		if len(t.words) > 0 {
			byFirst[t.words[0]] = append(byFirst[t.words[0]], k)
		}
	}
	var out []hit
	for j := 0; j < len(w); j++ {
		best := -1
		for _, k := range byFirst[w[j]] {
			t := terms[k]
			if j+len(t.words) <= len(w) && slices.Equal(w[j:j+len(t.words)], t.words) && (best < 0 || len(t.words) > len(terms[best].words)) {
				best = k
			}
		}
		if best < 0 {
			continue
		}
		if h := (hit{terms[best].id, lines[j]}); len(out) == 0 || out[len(out)-1] != h {
			out = append(out, h)
		}
		j += len(terms[best].words) - 1
	}
	return out
}

// words splits text into lowercase words: at every character that is not
// a letter or digit (ASCII), and inside identifiers at a capital that
// follows a small letter or digit (rEscortAlone is r, escort, alone;
// shotDraw2 is shot, draw2). It scans the bytes itself: two regular
// expressions over every line of the code were a fifth of the package's
// test CPU.
func words(s string) []string {
	var out []string
	start := -1 // the word being read, -1 for none
	for i := 0; i <= len(s); i++ {
		var c byte // 0 past the end: no word byte
		if i < len(s) {
			c = s[i]
		}
		word := isLower(c) || isDigit(c) || isUpper(c)
		if start >= 0 && (!word || isUpper(c) && (isLower(s[i-1]) || isDigit(s[i-1]))) {
			out = append(out, strings.ToLower(s[start:i]))
			start = -1
		}
		if word && start < 0 {
			start = i
		}
	}
	return out
}

// isLower, isUpper and isDigit are words' classes of ASCII bytes.
func isLower(c byte) bool { return 'a' <= c && c <= 'z' }
func isUpper(c byte) bool { return 'A' <= c && c <= 'Z' }
func isDigit(c byte) bool { return '0' <= c && c <= '9' }
