package ruleset

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"cardpress/diag"
	"cardpress/engine"
)

// A zone written by color ([zones.NAME] by = "color"): only the color of
// its cards counts (CLAMP in CARDLAND's point cards), so an example names
// them by color, counted after the name as the rulebook counts them
// ("紅2張（休息狀態）、藍、紫"); a setting takes cards of those colors from
// the player's deck, an expectation compares the colors and states in any
// order.

// colorItem is one color of a zone written by color: n cards of it, each
// with the states written.
type colorItem struct {
	color  int
	n      int
	states []string // English words
}

// colorZoneSlot reads a zone written by color: the catalog's colors and
// the cards' states, each in its words, a count after a name.
func (g *Game) colorZoneSlot(words map[string][]string) engine.Slot {
	all := maps.Clone(words)
	if all == nil {
		all = map[string][]string{}
	}
	for _, c := range g.cat.Colors {
		if c.Name != "" && c.Name != c.ID {
			all[c.ID] = append(all[c.ID], c.Name)
		}
	}
	all[noneWords[0]] = noneWords[1:]
	return engine.Counted(all)
}

// readColors reads a zone written by color in English words ("2 red
// (resting), blue", "none").
func (g *Game) readColors(text string) ([]colorItem, error) {
	text = strings.TrimSpace(text)
	if text == "" || text == "none" {
		return nil, nil
	}
	var out []colorItem
	for _, part := range engine.SplitTop(text, ',') {
		part = strings.TrimSpace(part)
		it := colorItem{n: 1}
		if i := strings.IndexByte(part, '('); i >= 0 && strings.HasSuffix(part, ")") {
			for _, w := range engine.SplitTop(part[i+1:len(part)-1], ',') {
				it.states = append(it.states, strings.TrimSpace(w))
			}
			part = strings.TrimSpace(part[:i])
		}
		if n, rest, ok := strings.Cut(part, " "); ok {
			if k, err := strconv.Atoi(n); err == nil {
				it.n, part = k, strings.TrimSpace(rest)
			}
		}
		if it.color = slices.Index(g.colors, part); it.color < 0 {
			return nil, fmt.Errorf("%q is not a color: the colors are %s", part, strings.Join(g.colors, ", "))
		}
		out = append(out, it)
	}
	return out, nil
}

// fillColors places a setting of a zone written by color onto zone
// instance inst: for each color, cards of it not named elsewhere, from
// the bottom of the deck its cards come from, with their states.
func (st *starter) fillColors(set *engine.Setting, inst int) error {
	items, err := st.g.readColors(set.Value)
	if err != nil {
		return setErr(set, "%v", err)
	}
	for _, it := range items {
		for range it.n {
			k, err := st.takeColor(set, it.color, inst)
			if err != nil {
				return err
			}
			st.s.move(k, inst)
			for _, w := range it.states {
				if err := st.g.setState(st.s, k, w); err != nil {
					return setErr(set, "%v", err)
				}
			}
		}
	}
	st.s.frozen[inst] = true
	return nil
}

// takeColor is a card of color c of the deck zone instance inst's cards
// come from, not yet placed: of the catalog's last entry of that color
// the deck holds, so that a picture shows the same cards whatever the
// deck's shuffle.
func (st *starter) takeColor(set *engine.Setting, c, inst int) (int, error) {
	d := st.deckOf(inst)
	top := st.decks[st.deckIndex(d)].top
	best := -1
	for _, k := range st.s.zones[d] {
		f := st.g.faces[st.g.cardFace[k]]
		if f.color == int64(c) && !st.namedCards[k] && !slices.Contains(top, int(k)) && (best < 0 || f.entry > st.g.faces[st.g.cardFace[best]].entry) {
			best = int(k)
		}
	}
	if best < 0 {
		return -1, &diag.Diagnostic{Pos: set.Pos, Msg: fmt.Sprintf("no %s card left for %s: every one of the deck is placed already", st.g.colors[c], set.Key)}
	}
	st.namedCards[best] = true
	return best, nil
}

// checkColors checks a zone written by color: the same colors with the
// states written, in any order.
func (t *table) checkColors(s *State, inst int, e *engine.Expectation) (bool, string, error) {
	want, err := t.g.readColors(e.Value)
	if err != nil {
		return false, "", err
	}
	return t.sameColors(s, s.zones[inst], want)
}

// sameColors reports whether cards are of the colors with the states
// want writes, in any order, and shows them.
func (t *table) sameColors(s *State, cards []int16, want []colorItem) (bool, string, error) {
	got := make([]string, len(cards))
	for i, k := range cards {
		got[i] = t.g.colorWithStates(s, int(k))
	}
	shown := strings.Join(got, ", ")
	if shown == "" {
		shown = "none"
	}
	used := make([]bool, len(cards))
	n := 0
	for _, it := range want {
		for range it.n {
			n++
			j := slices.IndexFunc(cards, func(k int16) bool {
				i := slices.Index(cards, k)
				return !used[i] && t.g.faces[t.g.cardFace[k]].color == int64(it.color) && t.g.showsAll(s, int(k), it.states)
			})
			if j < 0 {
				return false, shown, nil
			}
			used[j] = true
		}
	}
	return n == len(cards), shown, nil
}

// showsAll reports whether card k shows every state word.
func (g *Game) showsAll(s *State, k int, states []string) bool {
	for _, w := range states {
		if ok, err := g.hasState(s, k, w); err != nil || !ok {
			return false
		}
	}
	return true
}

// colorWithStates is card k's color with its states, as a failed
// expectation of a zone written by color shows it.
func (g *Game) colorWithStates(s *State, k int) string {
	name := g.showStates(s, k)
	c := g.faces[g.cardFace[k]].color
	color := "colorless"
	if c >= 0 {
		color = g.colors[c]
	}
	if i := strings.IndexByte(name, '('); i >= 0 {
		return color + " " + name[i:]
	}
	return color
}
