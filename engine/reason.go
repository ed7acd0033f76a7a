package engine

import (
	"fmt"
	"strings"

	"cardpress/catalog"
)

// ReasonText is one rule a game's engine rejects steps by, as examples
// name it: Key is stable, Say holds the words of each language. Say["en"]
// is also what the engine's reason contains, so that an example written
// in any language matches the engine's English reason.
type ReasonText struct {
	Key string
	Say map[string]string
}

// Reason is the rule a "cannot" step or a "rejected" expectation names.
type Reason struct {
	Key   string // the game's reason key, "" for a game without a table
	Text  string // as written
	Match string // what the engine's reason must contain
}

// reason reads a written reason against the game's reasons table.
func (p *parser) reason(s string) (*Reason, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return nil, fmt.Errorf("name the reason after the colon")
	}
	table := p.v.dialect.Reasons
	if len(table) == 0 {
		return &Reason{Text: s, Match: s}, nil
	}
	// The longest rule the written reason contains: "no red 3 in the
	// discard pile under the play card" names the rule "in the discard
	// pile under the play card".
	var best *ReasonText
	size := 0
	for i, r := range table {
		for _, text := range r.Say {
			t := normalize(text)
			if len(t) > size && containsFold(s, t) {
				best, size = &table[i], len(t)
			}
		}
	}
	if best != nil {
		return &Reason{Key: best.Key, Text: s, Match: best.Say["en"]}, nil
	}
	var known []string
	lang := p.v.Catalog.Game.Language
	for _, r := range table {
		known = append(known, r.Say["en"])
		if t, ok := r.Say[lang]; ok && lang != "en" {
			known = append(known, normalize(t))
		}
	}
	msg := fmt.Sprintf("unknown reason %q", s)
	if sug := catalog.Suggest(s, known); sug != "" {
		return nil, fmt.Errorf("%s; did you mean %q?", msg, sug)
	}
	return nil, fmt.Errorf("%s: the reasons of %s are listed in its reasons table, like %q", msg, p.v.Catalog.Game.Title, known[0])
}
