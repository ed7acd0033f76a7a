package worldend

import (
	"fmt"
	"strconv"
	"strings"

	"cardpress/engine"
)

// Check reports whether an expectation holds on the game, and what the
// game shows instead.
func (t *table) Check(es engine.State, e *engine.Expectation) (bool, string, error) {
	s := es.(*State)
	p, hasPlayer := t.players[e.Player]
	needPlayer := func() error {
		if !hasPlayer {
			return fmt.Errorf("whose %s? write it with the player, like \"→ %s %s: …\"", e.Key, s.Names[0], e.Key)
		}
		return nil
	}
	switch e.Key {
	case "phase":
		want := strings.ToLower(strings.TrimSpace(e.Value))
		want = strings.TrimSuffix(strings.TrimSuffix(want, " phase"), " step")
		ok := false
		for _, n := range phaseNames {
			ok = ok || n == want
		}
		if !ok {
			return false, "", fmt.Errorf("phase: write setup, draw, main, battle, support, end or over, not %q", e.Value)
		}
		return s.Phase.String() == want, "phase: " + s.Phase.String(), nil
	case "winner", "loser":
		got := "none"
		if s.over() {
			got = s.Names[s.Loser]
			if e.Key == "winner" {
				got = s.Names[1-s.Loser]
			}
		}
		want := t.player(e.Value)
		if want == "" {
			if !strings.EqualFold(e.Value, "none") {
				return false, "", fmt.Errorf("%s: write a player, or none while the game goes on", e.Key)
			}
			want = "none"
		}
		return got == want, e.Key + ": " + got, nil
	case "refreshes":
		if err := needPlayer(); err != nil {
			return false, "", err
		}
		n, err := strconv.Atoi(strings.TrimSpace(e.Value))
		if err != nil {
			return false, "", fmt.Errorf("refreshes: write a number, like \"→ %s refreshes: 1\"", e.Player)
		}
		return s.P[p].Refreshes == n, fmt.Sprintf("%s refreshes: %d", e.Player, s.P[p].Refreshes), nil
	case "deck", "extra zone", "trash", "summon zone", "removed":
		if err := needPlayer(); err != nil {
			return false, "", err
		}
		want, err := t.x.items(e.Value, false)
		if err != nil {
			return false, "", err
		}
		pl := &s.P[p]
		zone := map[string][]int{"deck": pl.Deck, "extra zone": pl.Extra, "trash": pl.Trash, "summon zone": pl.SummonZone, "removed": pl.Removed}[e.Key]
		ok := sameCards(s, zone, want, e.Key == "deck" || e.Key == "extra zone")
		return ok, fmt.Sprintf("%s %s: %s", e.Player, e.Key, t.list(s, zone)), nil
	case "field":
		if err := needPlayer(); err != nil {
			return false, "", err
		}
		want, err := t.x.items(e.Value, true)
		if err != nil {
			return false, "", err
		}
		ok, err := t.sameField(s, p, want)
		return ok, fmt.Sprintf("%s field: %s", e.Player, t.field(s, p)), err
	}
	return false, "", engine.ErrCommon
}

// sameCards compares a zone with a list: the same number of cards and the
// named ones present — in order from the top when ordered.
func sameCards(s *State, zone []int, want []item, ordered bool) bool {
	if size(want) != len(zone) {
		return false
	}
	if ordered {
		i := 0
		for _, it := range want {
			if it.card == nil {
				i += it.n
				continue
			}
			if s.card(zone[i]) != it.card {
				return false
			}
			i++
		}
		return true
	}
	have := map[*Card]int{}
	for _, x := range zone {
		have[s.card(x)]++
	}
	for _, it := range want {
		if it.card != nil {
			if have[it.card] == 0 {
				return false
			}
			have[it.card]--
		}
	}
	return true
}

// sameField compares p's field with a list of characters and states, in
// any order.
func (t *table) sameField(s *State, p int, want []item) (bool, error) {
	field := s.P[p].Field
	if size(want) != len(field) {
		return false, nil
	}
	states := make([]state, len(want))
	for i, it := range want {
		if it.card == nil {
			return false, fmt.Errorf("name the characters of the field")
		}
		st, err := readStates(it.states)
		if err != nil {
			return false, err
		}
		states[i] = st
	}
	used := make([]bool, len(field))
	var match func(i int) bool
	match = func(i int) bool {
		if i == len(want) {
			return true
		}
		for j := range field {
			if used[j] || !t.fits(s, &field[j], want[i].card, states[i]) {
				continue
			}
			used[j] = true
			if match(i + 1) {
				return true
			}
			used[j] = false
		}
		return false
	}
	return match(0), nil
}

func (t *table) fits(s *State, sl *Slot, c *Card, st state) bool {
	switch {
	case s.card(sl.Piece) != c,
		st.exhausted && !sl.Exhausted,
		st.ready && sl.Exhausted,
		st.power >= 0 && s.power(sl) != st.power,
		st.life >= 0 && s.life(sl) != st.life:
		return false
	}
	return true
}

// list writes pieces the way an example writes them, in order: named
// cards, and "N more" for each run of unnamed ones.
func (t *table) list(s *State, pieces []int) string {
	if len(pieces) == 0 {
		return "none"
	}
	var l []string
	unnamed := 0
	flush := func() {
		if unnamed > 0 {
			l = append(l, fmt.Sprintf("%d more", unnamed))
			unnamed = 0
		}
	}
	for _, x := range pieces {
		if c := s.card(x); c != nil {
			flush()
			l = append(l, c.Name)
		} else {
			unnamed++
		}
	}
	flush()
	return fmt.Sprintf("%s (%d cards)", strings.Join(l, ", "), len(pieces))
}

func (t *table) field(s *State, p int) string {
	if len(s.P[p].Field) == 0 {
		return "none"
	}
	var l []string
	for i := range s.P[p].Field {
		sl := &s.P[p].Field[i]
		st := "ready"
		if sl.Exhausted {
			st = "exhausted"
		}
		l = append(l, fmt.Sprintf("%s (%s, P%d, L%d)", s.card(sl.Piece).Name, st, s.power(sl), s.life(sl)))
	}
	return strings.Join(l, ", ")
}
