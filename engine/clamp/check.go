package clamp

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"cardpress/engine"
)

// perPlayer lists the expectations written for one player ("Bob stage: …").
var perPlayer = map[string]bool{
	"stage": true, "resting": true, "active points": true, "resting points": true, "point area": true,
	"deck": true, "deck top": true, "deck bottom": true, "retired": true, "completed": true,
	"in the challenge": true, "acting total": true, "judgement total": true, "stamina total": true,
	"can remove": true, "turned away": true,
}

// Check reports whether an expectation holds.
func (t *table) Check(es engine.State, e *engine.Expectation) (bool, string, error) {
	s := es.(*State)
	p := -1
	if e.Player != "" {
		p = t.players[e.Player]
	}
	if perPlayer[e.Key] && p < 0 {
		return false, "", fmt.Errorf("whose %s? write it with a player's name, like \"%s %s: %s\"", e.Key, s.P[0].Name, e.Key, e.Value)
	}
	switch e.Key {
	case "phase":
		got := s.Phase.String()
		if s.C != nil {
			got = "challenge"
		}
		return strings.EqualFold(strings.TrimSpace(e.Value), got), got, nil
	case "stage":
		return t.sameCards(s, e, stageIDs(s.P[p].Stage))
	case "resting":
		var ids []int
		for _, c := range s.P[p].Stage {
			if c.Resting {
				ids = append(ids, c.ID)
			}
		}
		return t.sameCards(s, e, ids)
	case "active points", "resting points", "point area":
		var ids []int
		for _, pc := range s.P[p].Points {
			if e.Key == "point area" || pc.Resting == (e.Key == "resting points") {
				ids = append(ids, pc.ID)
			}
		}
		return t.sameColors(s, e, ids)
	case "deck":
		n, err := number(e)
		return len(s.P[p].Deck) == n, strconv.Itoa(len(s.P[p].Deck)), err
	case "deck top", "deck bottom":
		want, err := t.names(s, e)
		if err != nil {
			return false, "", err
		}
		deck := s.P[p].Deck
		if len(want) > len(deck) {
			return false, t.list(s, deck), nil
		}
		part := deck[:len(want)]
		if e.Key == "deck bottom" {
			part = deck[len(deck)-len(want):]
		}
		got := t.list(s, part)
		return got == strings.Join(want, ", "), got, nil
	case "retired":
		if n, err := strconv.Atoi(strings.TrimSpace(e.Value)); err == nil {
			return len(s.P[p].Retired) == n, strconv.Itoa(len(s.P[p].Retired)), nil
		}
		return t.sameCards(s, e, s.P[p].Retired)
	case "completed":
		var ids []int
		for _, sc := range s.P[p].Stories {
			if sc.Completed {
				ids = append(ids, sc.ID)
			}
		}
		return t.sameCards(s, e, ids)
	case "in the challenge", "turned away":
		var ids []int
		if v := s.challengeView(); v != nil {
			ids = v.C.Sides[p]
			if e.Key == "turned away" {
				ids = v.C.Invalid
				if s.Owner[v.C.Story] != p {
					ids = nil
				}
			}
		}
		return t.sameCards(s, e, ids)
	case "acting total", "stamina total", "judgement total", "can remove", "interference bonus":
		return t.checkNumber(s, e, p)
	case "acting", "stamina":
		return t.checkStats(s, e, p)
	case "judgement":
		return strings.EqualFold(strings.TrimSpace(e.Value), s.Judgement), orNone(s.Judgement), nil
	case "winner":
		got := "none"
		if s.Phase == Over && s.Winner >= 0 {
			got = s.P[s.Winner].Name
		}
		return strings.EqualFold(strings.TrimSpace(e.Value), got), got, nil
	case "challenges left":
		n, err := number(e)
		left := MaxChallenges - len(s.Challenged)
		return left == n, strconv.Itoa(left), err
	}
	return false, "", engine.ErrCommon
}

// challengeView is the game as seen by a challenge's expectations: the
// challenge in progress, or else the turn's last challenge as it ended;
// nil when there is none.
func (s *State) challengeView() *State {
	switch {
	case s.C != nil:
		return s
	case s.Last != nil:
		v := *s
		v.C = s.Last
		return &v
	}
	return nil
}

func orNone(s string) string {
	if s == "" {
		return "none"
	}
	return s
}

// number reads a number, or a sum written out: "4+3=7" is 7.
func number(e *engine.Expectation) (int, error) {
	v := strings.TrimSpace(e.Value)
	if i := strings.LastIndex(v, "="); i >= 0 {
		v = strings.TrimSpace(v[i+1:])
	}
	n, err := strconv.Atoi(v)
	if err != nil {
		return 0, fmt.Errorf("%s: write a number, like \"%s: 7\" or \"%s: 4+3=7\"", e.Key, e.Key, e.Key)
	}
	return n, nil
}

// addends reads the left side of "4+3=7"; nil when no sum is written. A
// sum that does not add up is an error.
func addends(e *engine.Expectation) ([]int, error) {
	v := strings.TrimSpace(e.Value)
	i := strings.LastIndex(v, "=")
	if i < 0 {
		return nil, nil
	}
	var out []int
	sum := 0
	for _, part := range strings.Split(v[:i], "+") {
		n, err := strconv.Atoi(strings.TrimSpace(part))
		if err != nil {
			return nil, fmt.Errorf("%s: cannot read the sum %q", e.Key, v)
		}
		out = append(out, n)
		sum += n
	}
	total, err := number(e)
	if err != nil {
		return nil, err
	}
	if sum != total {
		return nil, fmt.Errorf("%s: %s does not add up (it is %d)", e.Key, v, sum)
	}
	return out, nil
}

// checkNumber checks the totals of a challenge; a written-out sum must
// list the characters' values (and the story's bonus to the acting total,
// or the interference bonus of the judgement total).
func (t *table) checkNumber(s *State, e *engine.Expectation, p int) (bool, string, error) {
	s = s.challengeView()
	want, err := number(e)
	if err != nil {
		return false, "", err
	}
	parts, err := addends(e)
	if err != nil {
		return false, "", err
	}
	if s == nil {
		return false, "no challenge this turn", nil
	}
	var got int
	var terms []int
	switch e.Key {
	case "acting total":
		got = s.ActingTotal(p)
		for _, id := range s.C.Sides[p] {
			terms = append(terms, s.Acting(id))
		}
		if extra := got - sum(terms); extra != 0 {
			terms = append(terms, extra)
		}
	case "stamina total":
		got = s.StaminaTotal(p)
		for _, id := range s.C.Sides[p] {
			terms = append(terms, s.Stamina(id))
		}
	case "judgement total":
		got = s.JudgementTotal(p)
		terms = []int{s.ActingTotal(p)}
		if extra := got - terms[0]; extra != 0 {
			terms = append(terms, extra)
		}
	case "can remove":
		got = s.CanRemove(p)
		terms = []int{got}
	case "interference bonus":
		got = s.Inst[s.C.Story].Interference
		terms = []int{got}
	}
	shown := strconv.Itoa(got)
	if len(terms) > 1 {
		shown = strings.Trim(strings.ReplaceAll(fmt.Sprint(terms), " ", "+"), "[]") + "=" + shown
	}
	if parts != nil {
		a, b := slices.Clone(parts), slices.Clone(terms)
		slices.Sort(a)
		slices.Sort(b)
		if !slices.Equal(a, b) {
			return false, shown, nil
		}
	}
	return got == want, shown, nil
}

func sum(list []int) int {
	n := 0
	for _, x := range list {
		n += x
	}
	return n
}

// checkStats checks "acting: 見習魔法少女 4, 烈焰劍士 5" on the characters in
// the challenge (or on stage), the player's own when a player is written.
func (t *table) checkStats(s *State, e *engine.Expectation, p int) (bool, string, error) {
	if v := s.challengeView(); v != nil {
		s = v
	}
	var got []string
	ok := true
	for _, part := range strings.Split(e.Value, ",") {
		f := strings.Fields(strings.TrimSpace(part))
		if len(f) < 2 {
			return false, "", fmt.Errorf("%s: write a character and a number, like \"%s: %s 4\"", e.Key, e.Key, t.g.Cards.List[len(t.g.Cards.List)-1].Name())
		}
		n, err := strconv.Atoi(f[len(f)-1])
		if err != nil {
			return false, "", fmt.Errorf("%s: %q is not a number", e.Key, f[len(f)-1])
		}
		card := t.g.Cards.Find(strings.Join(f[:len(f)-1], " "))
		if card == nil || card.Kind != Character {
			return false, "", fmt.Errorf("%s: %q is not a character card", e.Key, strings.Join(f[:len(f)-1], " "))
		}
		id := -1
		for q := range 2 {
			if p >= 0 && q != p {
				continue
			}
			if s.C != nil && id < 0 {
				id = s.inZone(s.C.Sides[q], card.Entry.ID, nil)
			}
			if id < 0 {
				id = s.inZone(stageIDs(s.P[q].Stage), card.Entry.ID, nil)
			}
		}
		if id < 0 {
			return false, "", fmt.Errorf("%s is not on a stage", card.Name())
		}
		v := s.Acting(id)
		if e.Key == "stamina" {
			v = s.Stamina(id)
		}
		ok = ok && v == n
		got = append(got, fmt.Sprintf("%s %d", card.Name(), v))
	}
	return ok, strings.Join(got, ", "), nil
}

// names reads a card list of an expectation.
func (t *table) names(s *State, e *engine.Expectation) ([]string, error) {
	if none(e.Value) {
		return nil, nil
	}
	var out []string
	for _, it := range readItems(e.Value) {
		card := t.g.Cards.Find(it.word)
		if card == nil {
			return nil, fmt.Errorf("%s: unknown card %q", e.Key, it.word)
		}
		for range it.n {
			out = append(out, card.Name())
		}
	}
	return out, nil
}

func (t *table) list(s *State, ids []int) string {
	if len(ids) == 0 {
		return "none"
	}
	return s.names(ids)
}

// sameCards compares a zone with the cards an expectation lists, in any
// order.
func (t *table) sameCards(s *State, e *engine.Expectation, ids []int) (bool, string, error) {
	want, err := t.names(s, e)
	if err != nil {
		return false, "", err
	}
	var got []string
	for _, id := range ids {
		got = append(got, s.name(id))
	}
	shown := t.list(s, ids)
	slices.Sort(want)
	slices.Sort(got)
	return slices.Equal(want, got), shown, nil
}

// sameColors compares point cards with a count ("3") or a list of colors
// ("red, red, purple", "2 red, purple").
func (t *table) sameColors(s *State, e *engine.Expectation, ids []int) (bool, string, error) {
	var got []string
	for _, id := range ids {
		got = append(got, t.g.colorName(s.Inst[id].Color))
	}
	slices.Sort(got)
	// What is shown is what the expectation wrote, a count or colors,
	// so that a failure restates it in the example's words.
	if n, err := strconv.Atoi(strings.TrimSpace(e.Value)); err == nil {
		return n == len(ids), strconv.Itoa(len(ids)), nil
	}
	shown := "none"
	if len(got) > 0 {
		shown = strings.Join(got, ", ")
	}
	var want []string
	if !none(e.Value) {
		for _, it := range readItems(e.Value) {
			col := t.g.Cards.Color(it.word)
			if col == "" {
				return false, "", fmt.Errorf("%s: %q is not a color", e.Key, it.word)
			}
			for range it.n {
				want = append(want, t.g.colorName(col))
			}
		}
	}
	slices.Sort(want)
	return slices.Equal(want, got), shown, nil
}
