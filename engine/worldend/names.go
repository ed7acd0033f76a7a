package worldend

import (
	"fmt"
	"strconv"
	"strings"

	"cardpress/catalog"
	"cardpress/engine"
)

// This file reads what the World End dialect writes as text: card names in
// arguments, zone lists ("CARD, 10 more") and character states
// ("CARD (exhausted)").

// key is a card name as looked up: full-width characters read as ASCII
// (the example text is read that way), lowercase, without spaces and
// hyphens.
func key(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		switch {
		case r >= 0xFF01 && r <= 0xFF5E:
			r -= 0xFEE0
		case r == '\u3000':
			r = ' '
		}
		if r != ' ' && r != '-' {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// lookup finds a card by its printed name or entry id.
func (x *examples) lookup(text string) (*Card, error) {
	text = strings.TrimSpace(text)
	if c := x.byKey[key(text)]; c != nil {
		return c, nil
	}
	var names []string
	for _, c := range x.cards.List {
		names = append(names, c.Name)
	}
	if s := catalog.Suggest(text, names); s != "" {
		return nil, fmt.Errorf("unknown card %q; did you mean %q?", text, s)
	}
	return nil, fmt.Errorf("unknown card %q; write a card name as printed (%s, …)", text, strings.Join(names[:min(4, len(names))], ", "))
}

// item is one entry of a zone list: a card (with the states written in
// parentheses after it) or a number of cards the example does not name.
type item struct {
	card   *Card
	n      int // unnamed cards, when card is nil
	states []string
}

// items reads a zone list: "none", "3", "CARD, 10 more", "CARD
// (exhausted), CARD". withStates allows parentheses after cards.
func (x *examples) items(value string, withStates bool) ([]item, error) {
	value = strings.TrimSpace(value)
	switch strings.ToLower(value) {
	case "none", "empty", "0":
		return nil, nil
	case "":
		return nil, fmt.Errorf("no cards given: write cards, a number, or none")
	}
	var out []item
	for _, part := range engine.SplitTop(value, ',') {
		part = strings.TrimSpace(part)
		if n, ok := count(part); ok {
			out = append(out, item{n: n})
			continue
		}
		name, states := part, ""
		if i := strings.IndexByte(part, '('); i >= 0 && strings.HasSuffix(part, ")") {
			name, states = strings.TrimSpace(part[:i]), part[i+1:len(part)-1]
		}
		c, err := x.lookup(name)
		if err != nil {
			return nil, err
		}
		it := item{card: c}
		if states != "" {
			if !withStates {
				return nil, fmt.Errorf("%q: only characters on the field have states in parentheses", part)
			}
			for _, w := range engine.SplitTop(states, ',') {
				it.states = append(it.states, strings.ToLower(strings.TrimSpace(w)))
			}
		}
		out = append(out, it)
	}
	return out, nil
}

// count reads "3", "3 more", "3 cards" as a number of unnamed cards.
func count(s string) (int, bool) {
	f := strings.Fields(strings.ToLower(s))
	if len(f) == 0 || len(f) > 2 {
		return 0, false
	}
	if len(f) == 2 && f[1] != "more" && f[1] != "cards" && f[1] != "card" && f[1] != "others" {
		return 0, false
	}
	n, err := strconv.Atoi(f[0])
	return n, err == nil && n >= 0
}

func size(list []item) int {
	n := 0
	for _, it := range list {
		if it.card != nil {
			n++
		} else {
			n += it.n
		}
	}
	return n
}

// state is one state word of a character: ready, exhausted, "P 5", "L 2".
type state struct {
	exhausted, ready bool
	power, life      int // -1 when not given
}

func readStates(words []string) (state, error) {
	st := state{power: -1, life: -1}
	for _, w := range words {
		w = strings.ReplaceAll(strings.ReplaceAll(w, ":", ""), " ", "")
		switch {
		case w == "exhausted":
			st.exhausted = true
		case w == "ready":
			st.ready = true
		case len(w) > 1 && (w[0] == 'p' || w[0] == 'l'):
			n, err := strconv.Atoi(w[1:])
			if err != nil {
				return st, fmt.Errorf("unknown state %q: write ready, exhausted, P N or L N", w)
			}
			if w[0] == 'p' {
				st.power = n
			} else {
				st.life = n
			}
		default:
			return st, fmt.Errorf("unknown state %q: write ready, exhausted, P N or L N", w)
		}
	}
	if st.ready && st.exhausted {
		return st, fmt.Errorf("a character is ready or exhausted, not both")
	}
	return st, nil
}
