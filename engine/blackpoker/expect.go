package blackpoker

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"cardpress/engine"
)

// Check reports whether an expectation holds. Looking at the table lets
// the stage resolve first (every player passes), except for "stage",
// which looks at what waits there.
func (t *table) Check(es engine.State, e *engine.Expectation) (bool, string, error) {
	s := es.(*State)
	if e.Key != "stage" {
		s.Settle()
	}
	var pl *Player
	needPlayer := func() error {
		if e.Player == "" {
			return fmt.Errorf("whose %s? write it with a player, like \"→ %s %s: %s\"", e.Key, t.names[1], e.Key, e.Value)
		}
		pl = s.P[t.index(e.Player)]
		return nil
	}
	switch e.Key {
	case "turn", "hand size", "holds", "drew":
		return false, "", engine.ErrCommon
	case "winner", "loser":
		got := "none"
		if s.Loser >= 0 {
			got = t.names[s.Loser]
			if e.Key == "winner" {
				got = t.names[s.opponent(s.Loser)]
			}
		}
		want := "none"
		if p := t.player(e.Value); p >= 0 {
			want = t.names[p]
		} else if !strings.EqualFold(e.Value, "none") {
			return false, "", fmt.Errorf("%s: write a player, or none while the game goes on", e.Key)
		}
		return got == want, e.Key + ": " + got, nil
	case "stage":
		var got []string
		for _, a := range s.Stage {
			got = append(got, a.ID)
		}
		var want []string
		if !isNone(e.Value) {
			for _, item := range strings.Split(e.Value, ",") {
				id, ok := lookupAction(item)
				if !ok {
					return false, "", fmt.Errorf("%q is not an action of the action list", strings.TrimSpace(item))
				}
				want = append(want, id)
			}
		}
		return strings.Join(got, ",") == strings.Join(want, ","), "stage: " + stageList(s.Stage), nil
	case "attackers":
		var got []string
		for _, id := range s.Attackers {
			ch, _ := s.find(id)
			got = append(got, ch.String())
		}
		return sameList(got, splitList(e.Value), true), "attackers: " + orNone(got), nil
	case "size", "labels", "kind":
		return t.checkCharacter(s, e)
	case "driven", "charged":
		return t.checkState(s, e)
	}
	if err := needPlayer(); err != nil {
		return false, "", err
	}
	prefix := e.Player + " " + e.Key + ": "
	switch e.Key {
	case "field", "bulwarks":
		var got []string
		for _, ch := range pl.Field {
			if ch.FaceDown == (e.Key == "bulwarks") {
				got = append(got, ch.String())
			}
		}
		want, err := faceList(e.Value, true)
		if err != nil {
			return false, "", err
		}
		return sameList(got, want, true), prefix + orNone(got), nil
	case "hand", "graveyard", "fog":
		cards := pl.Hand
		if e.Key == "graveyard" {
			cards = pl.Graveyard
		}
		if e.Key == "fog" {
			cards = nil
			for _, f := range pl.Fog {
				cards = append(cards, f.Card)
			}
		}
		want, err := faceList(e.Value, false)
		if err != nil {
			return false, "", err
		}
		return sameList(names(cards), want, true), prefix + cardList(cards), nil
	case "life top", "life bottom":
		want, err := faceList(e.Value, false)
		if err != nil {
			return false, "", err
		}
		if len(want) > len(pl.Life) {
			return false, fmt.Sprintf("%s life: %d cards", e.Player, len(pl.Life)), nil
		}
		part := pl.Life[:len(want)]
		if e.Key == "life bottom" {
			part = pl.Life[len(pl.Life)-len(want):]
		}
		return sameList(names(part), want, false), prefix + cardList(part), nil
	case "life", "damage", "generation changes", "rare cards in hand":
		n, err := strconv.Atoi(strings.TrimSuffix(strings.TrimSuffix(e.Value, " cards"), " card"))
		if err != nil {
			return false, "", fmt.Errorf("%s: write a number, like \"→ %s %s: 3\"", e.Key, e.Player, e.Key)
		}
		got := map[string]int{"life": len(pl.Life), "damage": pl.Damage, "generation changes": pl.GenChanges, "rare cards in hand": pl.RaresInHand}[e.Key]
		return got == n, prefix + strconv.Itoa(got), nil
	}
	return false, "", engine.ErrCommon
}

// checkCharacter checks "size: ♠5 is 8", "labels: ♥5 is attacker,
// blocker, haste" and "kind: ♦7 is common soldier".
func (t *table) checkCharacter(s *State, e *engine.Expectation) (bool, string, error) {
	who, what, ok := strings.Cut(e.Value, " is ")
	if !ok {
		return false, "", fmt.Errorf("write \"%s: ♠5 is …\"", e.Key)
	}
	only := -1
	if e.Player != "" {
		only = t.index(e.Player)
	}
	ch, err := t.character(s, who, only)
	if err != nil {
		return false, "", err
	}
	what = strings.TrimSpace(what)
	switch e.Key {
	case "size":
		n, err := strconv.Atoi(what)
		if err != nil {
			return false, "", fmt.Errorf("size: write a number, like \"size: ♠5 is 8\"")
		}
		if ch.FaceDown {
			return false, fmt.Sprintf("%s is a bulwark: it has no size", ch), nil
		}
		got := s.Size(ch)
		return got == n, fmt.Sprintf("size: %s is %d", ch, got), nil
	case "labels":
		got := ch.Labels()
		return sameList(got, splitList(what), true), fmt.Sprintf("labels: %s is %s", ch, strings.Join(got, ", ")), nil
	}
	want := strings.TrimPrefix(strings.TrimPrefix(what, "a "), "an ")
	if want == "soldier" {
		return !ch.FaceDown, fmt.Sprintf("kind: %s is %s", ch, ch.Kind()), nil
	}
	return ch.Kind().String() == want, fmt.Sprintf("kind: %s is %s", ch, ch.Kind()), nil
}

// checkState checks "driven: ♠9, ♥4" (every character named is driven) or
// "Alice charged: none" (none of Alice's characters is charged).
func (t *table) checkState(s *State, e *engine.Expectation) (bool, string, error) {
	only := -1
	if e.Player != "" {
		only = t.index(e.Player)
	}
	driven := e.Key == "driven"
	var inState []string
	for p, pl := range s.P {
		if only >= 0 && p != only {
			continue
		}
		for _, ch := range pl.Field {
			if ch.Driven == driven {
				inState = append(inState, ch.String())
			}
		}
	}
	got := e.Key + ": " + orNone(inState)
	if isNone(e.Value) {
		return len(inState) == 0, got, nil
	}
	for _, item := range strings.Split(e.Value, ",") {
		ch, err := t.character(s, item, only)
		if err != nil {
			return false, got, nil
		}
		if ch.Driven != driven {
			return false, got, nil
		}
	}
	return true, "", nil
}

func isNone(s string) bool {
	s = strings.TrimSpace(strings.ToLower(s))
	return s == "none" || s == "nothing" || s == ""
}

// faceList reads a list of cards ("♠3, ♥9") into their names; with piles,
// an item may be an equipped soldier ("♠2 with ♠5").
func faceList(text string, piles bool) ([]string, error) {
	if isNone(text) {
		return nil, nil
	}
	var out []string
	for _, item := range strings.Split(text, ",") {
		var cards []string
		for _, part := range strings.Split(item, " with ") {
			if !piles && len(cards) > 0 {
				return nil, fmt.Errorf("%q: write cards separated by commas", strings.TrimSpace(item))
			}
			f, err := parseFace(part)
			if err != nil {
				return nil, err
			}
			cards = append(cards, f.String())
		}
		out = append(out, strings.Join(cards, " with "))
	}
	return out, nil
}

func splitList(text string) []string {
	if isNone(text) {
		return nil
	}
	var out []string
	for _, item := range strings.Split(text, ",") {
		out = append(out, strings.TrimSpace(item))
	}
	return out
}

func names(cards []Card) []string {
	out := make([]string, len(cards))
	for i, c := range cards {
		out[i] = c.String()
	}
	return out
}

// sameList compares two lists, in any order when anyOrder.
func sameList(a, b []string, anyOrder bool) bool {
	if len(a) != len(b) {
		return false
	}
	a, b = append([]string(nil), a...), append([]string(nil), b...)
	if anyOrder {
		sort.Strings(a)
		sort.Strings(b)
	}
	for i := range a {
		if !strings.EqualFold(a[i], b[i]) {
			return false
		}
	}
	return true
}

func orNone(list []string) string {
	if len(list) == 0 {
		return "none"
	}
	return strings.Join(list, ", ")
}

func stageList(st []*Action) string {
	var out []string
	for _, a := range st {
		s := name(a.ID)
		if len(a.Keys) > 0 {
			s += " (" + cardList(a.Keys) + ")"
		}
		out = append(out, s)
	}
	return orNone(out)
}
