package ruleset

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"cardpress/catalog"
	"cardpress/diag"
	"cardpress/engine"
)

// This file plays rule examples on a described game: the table an
// example's settings describe, its steps as actions, and the expectations
// of the description's zones and variables.

// Start sets up the table of an example: the named cards where the
// settings put them, the variables they set, then the description's
// set-up for everything the example leaves out.
func (g *Game) Start(ex *engine.Example) (engine.Table, error) {
	n := len(ex.Players)
	if n < g.minPlayers || n > g.maxPlayers {
		return nil, &diag.Diagnostic{Pos: ex.Pos, Msg: g.seats(n)}
	}
	seed := uint64(1)
	for _, set := range ex.Setup {
		if set.Key == "seed" {
			k, err := strconv.ParseUint(set.Value, 10, 64)
			if err != nil {
				return nil, setErr(set, "the seed is a whole number, not %q", set.Value)
			}
			seed = k
		}
	}
	s := g.newState(n, seed)
	named, err := g.lay(s, ex, ex.Setup, true)
	if err != nil {
		return nil, err
	}
	x := &ctx{s: s, card: -1, it: -1, actor: -1}
	for _, c := range g.refuse {
		if c.cond(x) == 0 {
			return nil, &diag.Diagnostic{Pos: ex.Pos, Msg: "the settings are refused: " + s.refuseBy(g.refuse, x, c.key).Error()}
		}
	}
	s.dealByStep = g.nextRoundForm() != nil
	return &table{g: g, s: s, ex: ex, players: ex.Players, named: named}, nil
}

// lay sets up a round of an example on s, as settings say: the named
// cards where they put them, the variables they set, then the set-up for
// everything they leave out (with the start of play's when first and
// the settings name nothing but players, seed and hands). It returns the
// cards the settings name.
func (g *Game) lay(s *State, ex *engine.Example, settings []*engine.Setting, first bool) ([]bool, error) {
	n := s.n
	s.frozen = make([]bool, len(s.zones))
	s.frozenVars = make([]bool, len(s.vars)+2)
	st := &starter{g: g, s: s, ex: ex, settings: settings, decks: make([]deckSet, 1), namedCards: make([]bool, len(g.cardFace)), written: make([]bool, len(s.zones))}
	if g.decks {
		st.decks = make([]deckSet, n)
	}
	for i := range st.decks {
		s.shuffle(s.zb[g.deck] + i)
	}
	// A zone's top card goes on the cards its list names, whatever the
	// order they are written in ("play card: red 3", "discard pile: blue 1").
	last := slices.Clone(settings)
	slices.SortStableFunc(last, func(a, b *engine.Setting) int { return int(b2i(g.isTop(a.Key)) - b2i(g.isTop(b.Key))) })
	for _, set := range last {
		if err := st.named(set); err != nil {
			return nil, err
		}
	}
	if g.decks {
		st.fillParts()
	}
	for _, m := range st.more {
		s.frozen[m.inst] = false
		for range m.n {
			s.moveTop(st.deckOf(m.inst), m.inst)
		}
		s.frozen[m.inst] = true
	}
	if g.decks {
		st.trim()
	}
	s.pending = s.pending[:0] // placing cards sets off nothing
	// The cards named on a deck stay aside while the set-up deals, and go
	// on top of it after.
	for i := range st.decks {
		d := s.zb[g.deck] + i
		s.zones[d] = slices.DeleteFunc(s.zones[d], func(k int16) bool { return slices.Contains(st.decks[i].top, int(k)) })
	}
	s.deal(first && st.untouched())
	x := &ctx{s: s, card: -1, it: -1, actor: -1}
	for _, f := range g.example {
		f(x)
	}
	s.fire()
	for i := range st.decks {
		if err := st.deckTop(i); err != nil {
			return nil, err
		}
	}
	s.frozen, s.frozenVars = nil, nil
	clear(s.drawn)
	// A card the settings leave unnamed is shown as a back, unless the
	// example names a seed: then the deal is what it shows.
	s.named = st.namedCards
	if len(st.dealt) > 0 {
		// The deck file names the parts it deals: a picture shows them.
		s.named = slices.Clone(st.namedCards)
		for _, k := range st.dealt {
			s.named[k] = true
		}
	}
	if slices.ContainsFunc(ex.Setup, func(set *engine.Setting) bool { return set.Key == "seed" }) {
		s.named = nil
	}
	return st.namedCards, nil
}

// zoneKey is the zone a setting or expectation key is about, and what of
// it: "" its cards, "top", "bottom", "none" or "count"; -1 when the key is
// no zone's.
func (g *Game) zoneKey(key string) (int, string) {
	id, what, _ := strings.Cut(key, " ")
	z := g.zoneIndex(id)
	if z < 0 || what != "" && what != "top" && what != "count" && what != "bottom" && what != "none" {
		return -1, ""
	}
	return z, what
}

// isTop reports whether a setting's key is a zone's top card.
func (g *Game) isTop(key string) bool {
	z, what := g.zoneKey(key)
	return z >= 0 && what == "top"
}

// untouched reports whether the example sets nothing but the players,
// the seed and hands: then the game starts as the set-up starts it, with
// the start of play's effects; an example that sets the table otherwise
// (a play card, the turn) is in the middle of a game.
func (st *starter) untouched() bool {
	for _, set := range st.settings {
		if set.Key != "players" && set.Key != "seed" && set.Key != "hand" {
			return false
		}
	}
	return true
}

func setErr(set *engine.Setting, format string, args ...any) *diag.Diagnostic {
	return &diag.Diagnostic{Pos: set.Pos, Msg: fmt.Sprintf(format, args...)}
}

// starter is an example's set-up in progress.
type starter struct {
	g  *Game
	s  *State
	ex *engine.Example
	// settings are those of the round laid: the example's, or those a
	// step dealing the next round gives.
	settings []*engine.Setting
	// written are the zone instances a setting of the zone writes.
	written []bool
	// more are the unnamed cards to deal once every named card is placed.
	more []struct{ inst, n int }
	// decks are what the example says of the deck, of each player's with
	// decks, else of the one deck.
	decks []deckSet
	// namedCards marks the cards the settings name.
	namedCards []bool
	// dealt are the cards dealt from the deck file's parts (fillParts).
	dealt []int16
}

// deckSet is what an example says of a deck: top are the cards named on
// it, top first; exact keeps only them and rest cards under them.
type deckSet struct {
	top   []int
	exact bool
	rest  int
}

// deckOf is the deck instance the cards of zone instance inst come from:
// its player's deck with decks, else the one deck.
func (st *starter) deckOf(inst int) int {
	d := st.s.zb[st.g.deck]
	if !st.g.decks {
		return d
	}
	if z := st.s.zoneOf(inst); z >= 0 && st.g.zones[z].perPlayer {
		return d + inst - st.s.zb[z]
	}
	return d
}

// deckIndex is the index in st.decks of deck instance d.
func (st *starter) deckIndex(d int) int { return d - st.s.zb[st.g.deck] }

// trim leaves each player the deck size of cards besides the parts of
// the deck, those the example places counted; the others are out of
// play.
func (st *starter) trim() {
	g, s := st.g, st.s
	box := len(s.zones) - 1
	for p := range st.decks {
		d := s.zb[g.deck] + p
		placed := len(st.decks[p].top)
		for k, inst := range s.where {
			z := s.zoneOf(int(inst))
			if int(g.cardOwner[k]) != p || int(inst) == box || z == g.deck || slices.Contains(slices.Collect(maps.Values(g.parts)), z) {
				continue
			}
			placed++
		}
		keep := max(g.deckSize-placed, 0)
		var kept []int16
		for _, k := range s.zones[d] {
			if slices.Contains(st.decks[p].top, int(k)) || keep > 0 && g.mainKind(k) {
				if !slices.Contains(st.decks[p].top, int(k)) {
					keep--
				}
				kept = append(kept, k)
				continue
			}
			s.zones[box] = append(s.zones[box], k)
			s.where[k] = int16(box)
		}
		s.zones[d] = append(s.zones[d][:0], kept...)
	}
}

func (st *starter) player(set *engine.Setting, name string) (int, error) {
	if p := slices.Index(st.ex.Players, name); p >= 0 {
		return p, nil
	}
	return -1, setErr(set, "whose? %q is not a player of this example", name)
}

// named places what one setting names.
func (st *starter) named(set *engine.Setting) error {
	g, s := st.g, st.s
	switch set.Key {
	case "players", "seed":
		return nil
	case "turn":
		p, err := st.player(set, set.Value)
		s.setPlayer(int64(p))
		s.frozenVars[len(s.vars)] = true
		return err
	case "phase":
		s.phase, s.frozenVars[len(s.vars)+1] = int64(g.phaseOf(set.Value)), true
		return nil
	case "hand":
		if g.hand < 0 {
			return setErr(set, "the players of this game hold no hand: the rules declare no zone with hand = true")
		}
		p, err := st.player(set, set.Player)
		if err != nil {
			return err
		}
		return st.fill(set, s.zb[g.hand]+p)
	}
	if v := g.viewIndex(set.Key); v >= 0 {
		return st.fillView(set, v)
	}
	if z, what := g.zoneKey(set.Key); z >= 0 {
		inst := s.zb[z]
		if g.zones[z].perPlayer {
			p, err := st.player(set, set.Player)
			if err != nil {
				return err
			}
			inst += p
		}
		st.written[inst] = true
		switch {
		case what == "top":
			return st.place(set, set.Cards[:1], inst)
		case what == "count" && z == g.deck:
			n, err := strconv.Atoi(set.Value)
			ds := &st.decks[st.deckIndex(inst)]
			ds.exact, ds.rest = true, n
			return err
		case what == "count":
			return setErr(set, "only the deck (%s) is set by its count", g.zones[g.deck].id)
		case what == "none" && z == g.deck:
			ds := &st.decks[st.deckIndex(inst)]
			ds.exact, ds.rest = true, 0
			return nil
		case what == "none":
			s.frozen[inst] = true // the deal leaves it empty
			return nil
		case g.zones[z].byColor:
			return st.fillColors(set, inst)
		}
		return st.fill(set, inst)
	}
	return st.setVar(set)
}

// fill places a list setting's cards, top first, and its "N more".
func (st *starter) fill(set *engine.Setting, inst int) error {
	s := st.s
	if st.g.states() != nil && set.Key != "hand" {
		return st.fillStates(set, inst)
	}
	if s.zoneOf(inst) == st.g.deck {
		return st.deckCards(set, set.Cards, inst, set.Exact, set.More)
	}
	cards := slices.Clone(set.Cards)
	// A pile is written top first; a row whose order does not matter, as laid.
	if z := s.zoneOf(inst); z < 0 || !st.g.zones[z].bottomFirst && !st.g.zones[z].anyOrder {
		slices.Reverse(cards)
	}
	if err := st.place(set, cards, inst); err != nil {
		return err
	}
	if set.More > 0 {
		st.more = append(st.more, struct{ inst, n int }{inst, set.More})
	}
	return nil
}

// deckCards records the cards a setting names on deck instance inst, top
// first; exact keeps only them and rest cards under them.
func (st *starter) deckCards(set *engine.Setting, cards []*engine.CardRef, inst int, exact bool, rest int) error {
	ds := &st.decks[st.deckIndex(inst)]
	for _, ref := range cards {
		k, err := st.take(set, ref, inst)
		if err != nil {
			return err
		}
		ds.top = append(ds.top, k)
	}
	ds.exact, ds.rest = exact, rest
	return nil
}

// fillStates places a list setting written with states ("炎の獣
// (exhausted), 2 more") onto zone instance inst, and sets the states.
func (st *starter) fillStates(set *engine.Setting, inst int) error {
	items, err := readItems(set.Value, set.Cards)
	if err != nil {
		return setErr(set, "%v", err)
	}
	var cards []*engine.CardRef
	more := 0
	for _, it := range items {
		if it.card == nil {
			more += it.n
			continue
		}
		cards = append(cards, it.card)
	}
	if st.s.zoneOf(inst) == st.g.deck {
		for _, it := range items {
			if len(it.states) > 0 {
				return setErr(set, "the cards of %s take no states", st.g.zones[st.g.deck].id)
			}
		}
		return st.deckCards(set, cards, inst, true, more)
	}
	// A pile is written top first; a trick, and a row whose order does
	// not matter, as laid.
	if z := st.s.zoneOf(inst); z < 0 || !st.g.zones[z].bottomFirst && !st.g.zones[z].anyOrder {
		slices.Reverse(items)
	}
	st.s.frozen[inst] = true
	for _, it := range items {
		if it.card == nil {
			continue
		}
		k, err := st.placeNamed(set, it.card, inst)
		if err != nil {
			return err
		}
		for _, w := range it.states {
			if err := st.g.setState(st.s, k, w); err != nil {
				return &diag.Diagnostic{Pos: set.CardPos(it.card), Msg: err.Error()}
			}
		}
	}
	if more > 0 {
		st.more = append(st.more, struct{ inst, n int }{inst, more})
	}
	return nil
}

// item is a card of a zone written with states, or n cards unnamed.
type item struct {
	card   *engine.CardRef
	n      int
	states []string // English words
}

// readItems reads a zone as the example language gives it, in English
// words ("炎の獣 (exhausted, L1), 2 more", "28"), with its named cards.
func readItems(text string, cards []*engine.CardRef) ([]item, error) {
	var out []item
	if text == "none" || text == "" {
		return nil, nil
	}
	next := 0
	for _, part := range engine.SplitTop(text, ',') {
		part = strings.TrimSpace(part)
		if n, err := strconv.Atoi(part); err == nil {
			out = append(out, item{n: n})
			continue
		}
		if n, err := strconv.Atoi(strings.TrimSuffix(part, " more")); err == nil && strings.HasSuffix(part, " more") {
			out = append(out, item{n: n})
			continue
		}
		if next >= len(cards) {
			return nil, fmt.Errorf("%q: no such card", part)
		}
		it := item{card: cards[next]}
		next++
		if i := strings.IndexByte(part, '('); i >= 0 && strings.HasSuffix(part, ")") {
			for _, w := range engine.SplitTop(part[i+1:len(part)-1], ',') {
				it.states = append(it.states, strings.TrimSpace(w))
			}
		}
		out = append(out, it)
	}
	return out, nil
}

// setState sets the card variable a state word names on card k.
func (g *Game) setState(s *State, k int, word string) error {
	for _, w := range g.cardWords {
		if w.v >= 0 && (word == w.en || word == w.off) {
			s.cvars[k*len(g.cvars)+w.v] = b2i(word == w.en)
			return nil
		}
	}
	return fmt.Errorf("%s is shown, not set: an example's cards start without %s", word, word)
}

// hasState reports whether card k shows the state word.
func (g *Game) hasState(s *State, k int, word string) (bool, error) {
	x := &ctx{s: s, card: -1, it: k, actor: -1}
	for _, w := range g.cardWords {
		switch {
		case w.v >= 0 && (word == w.en || word == w.off):
			return (s.cvars[k*len(g.cvars)+w.v] != 0) == (word == w.en), nil
		case w.v < 0 && strings.HasPrefix(word, w.en):
			n, err := strconv.Atoi(word[len(w.en):])
			if err == nil {
				return w.shown(x) == int64(n), nil
			}
		}
	}
	return false, fmt.Errorf("unknown state %q", word)
}

// showStates is card k with its states in words, as a failed expectation
// shows it.
func (g *Game) showStates(s *State, k int) string {
	x := &ctx{s: s, card: -1, it: k, actor: -1}
	var parts []string
	for _, w := range g.cardWords {
		switch {
		case w.v < 0:
			parts = append(parts, fmt.Sprintf("%s%d", w.en, w.shown(x)))
		case s.cvars[k*len(g.cvars)+w.v] != 0 && w.en != "":
			parts = append(parts, w.en)
		case s.cvars[k*len(g.cvars)+w.v] == 0 && w.off != "":
			parts = append(parts, w.off)
		}
	}
	name := g.faces[g.cardFace[k]].name
	if len(parts) == 0 {
		return name
	}
	return name + " (" + strings.Join(parts, ", ") + ")"
}

// place moves the named cards onto zone instance inst, in order (the last
// on top).
func (st *starter) place(set *engine.Setting, refs []*engine.CardRef, inst int) error {
	st.s.frozen[inst] = true
	for _, ref := range refs {
		k, err := st.take(set, ref, inst)
		if err != nil {
			return err
		}
		st.s.frozen[inst] = false
		st.s.move(k, inst)
		st.s.frozen[inst] = true
	}
	return nil
}

// take is a card ref names of the deck that zone instance inst's cards
// come from, not yet placed.
func (st *starter) take(set *engine.Setting, ref *engine.CardRef, inst int) (int, error) {
	s := st.s
	d := st.deckOf(inst)
	top := st.decks[st.deckIndex(d)].top
	for _, k := range s.zones[d] {
		if st.g.faces[st.g.cardFace[k]].card.Is(ref) && !slices.Contains(top, int(k)) {
			st.namedCards[k] = true
			return int(k), nil
		}
	}
	return -1, &diag.Diagnostic{Pos: set.CardPos(ref), Msg: fmt.Sprintf("no %s left: every %s of the deck is placed already", ref.Text, ref.Text)}
}

// placeNamed takes a card named ref from its deck and puts it into zone
// instance inst, which stays frozen (a deal skips it) but for the move.
func (st *starter) placeNamed(set *engine.Setting, ref *engine.CardRef, inst int) (int, error) {
	k, err := st.take(set, ref, inst)
	if err != nil {
		return -1, err
	}
	st.s.frozen[inst] = false
	st.s.move(k, inst)
	st.s.frozen[inst] = true
	return k, nil
}

// deckTop puts the cards named on deck i on top of it, the first on top;
// an exact deck keeps rest cards under them and leaves the others to
// the rest zone ([game] rest), or out of play.
func (st *starter) deckTop(i int) error {
	s := st.s
	ds := &st.decks[i]
	d := s.zb[st.g.deck] + i
	box := len(s.zones) - 1
	to := box
	if r := st.g.rest; r >= 0 {
		to = s.zb[r]
		if st.g.zones[r].perPlayer {
			to += i
		}
		if s.frozen[to] {
			to = box
		}
	}
	var others []int16
	for _, k := range s.zones[d] {
		if !slices.Contains(ds.top, int(k)) {
			others = append(others, k)
		}
	}
	if ds.exact {
		if ds.rest > len(others) {
			return fmt.Errorf("the deck has %d cards left, not %d", len(others), ds.rest)
		}
		for _, k := range others[:len(others)-ds.rest] {
			s.zones[to] = append(s.zones[to], k)
			s.where[k] = int16(to)
		}
		others = others[len(others)-ds.rest:]
	}
	s.zones[d] = append(s.zones[d][:0], others...)
	for j := len(ds.top) - 1; j >= 0; j-- {
		s.zones[d] = append(s.zones[d], int16(ds.top[j]))
		s.where[ds.top[j]] = int16(d)
	}
	return nil
}

// setVar sets a variable or a player's variable an example names.
func (st *starter) setVar(set *engine.Setting) error {
	g, s := st.g, st.s
	i, t := g.varIndex(set.Key), tBad
	if i >= 0 {
		t = g.vars[i].t
	} else if j := g.pvarIndex(set.Key); j >= 0 {
		p, err := st.player(set, set.Player)
		if err != nil {
			return err
		}
		i, t = g.playerVar(p, j), g.pvars[j].t
	}
	if i < 0 {
		return setErr(set, "this game has no setting %q", set.Key)
	}
	text := set.Value
	if t == tPlayer && text == "" {
		text = set.Player // a player's name, read as the player
	}
	v, err := st.value(t, text)
	if names := g.namedValues(set.Key); names != nil {
		v, err = valueOf(names, text)
	}
	if err != nil {
		return setErr(set, "%v", err)
	}
	s.vars[i], s.frozenVars[i] = v, true
	return nil
}

// value reads a variable's value as the example language writes it.
func (st *starter) value(t typ, text string) (int64, error) {
	return parseValue(st.g, st.ex.Players, t, text)
}

func parseValue(g *Game, players []string, t typ, text string) (int64, error) {
	if text == noneWords[0] && (t == tColor || t == tPlayer || t == tCard) {
		return -1, nil
	}
	switch t {
	case tColor:
		if i := slices.Index(g.colors, text); i >= 0 {
			return int64(i), nil
		}
	case tPlayer:
		if i := slices.Index(players, text); i >= 0 {
			return int64(i), nil
		}
	case tDir:
		if text == "counterclockwise" {
			return -1, nil
		}
		return 1, nil
	case tBool:
		return b2i(text == "yes"), nil
	case tInt:
		n, err := strconv.Atoi(text)
		return int64(n), err
	}
	return 0, fmt.Errorf("cannot read %q as %s", text, t)
}

// table is an example's game on a described game.
type table struct {
	g       *Game
	s       *State
	ex      *engine.Example
	players []string
	// named marks the cards the example's set-up names (the others pay a
	// cost first).
	named []bool
}

func (t *table) State() engine.State { return t.s }

// Step plays a step as the actions of its verb: each card it names (with
// the choices written after it), the choices written alone, or the
// action itself Count times.
func (t *table) Step(es engine.State, st *engine.Step) error {
	s := es.(*State)
	if st.Verb == nextRoundKey {
		return t.dealNext(s, st)
	}
	if t.g.settling() && !s.over {
		return t.stepSettled(s, st)
	}
	return t.step(s, st)
}

// step plays a step on s as it stands.
func (t *table) step(s *State, st *engine.Step) error {
	p := slices.Index(t.players, st.Player)
	var acts []int
	for i := range t.g.actions {
		if t.g.actions[i].verb == st.Verb {
			acts = append(acts, i)
		}
	}
	if !s.over && p >= 0 && p != int(s.player) && t.g.simultaneous[s.phase] {
		// Every player chooses at once: this step is this player's choice.
		s.setPlayer(int64(p))
	}
	if !s.over && p != int(s.player) {
		// Out of turn, a step plays only an action any player may take.
		acts = slices.DeleteFunc(acts, func(i int) bool { return !t.g.actions[i].anyone })
		if len(acts) == 0 {
			return s.refuse(s.outOfTurn(), nil, engine.Param{Name: "who", Value: st.Player})
		}
		s.by = p + 1
		defer func() { s.by = 0 }()
	}
	if len(acts) == 0 && st.Verb != "chooses" {
		return s.refuse(refusal{"no-such-action"}, nil, engine.Param{Name: "action", Value: st.Verb})
	}
	if err := t.unchosen(st); err != nil {
		return err
	}
	cards := st.Cards
	if i := slices.IndexFunc(acts, func(i int) bool { return t.g.actions[i].arrange != nil }); i >= 0 && len(cards) > 0 {
		// "Alice mulligans (A, B, …)": the zone in the order named.
		return t.playArranged(s, acts[i], cards)
	}
	if len(cards) > 1 && !slices.Contains(coreVerbs, st.Verb) {
		// An action's own words name its cards in a row: the card played,
		// the cards paid, the card aimed at last (「アリスが♠2・♦4で♥Qに死の槍
		// を起こす」), or several cards played at the one aimed at in turn
		// (「ボブが♥4・♦3で♠10をブロックする」).
		cards = t.inRow(acts, cards)
	}
	if len(cards) == 2 && len(st.Cards) == 2 && slices.ContainsFunc(acts, func(i int) bool { return t.g.actions[i].aim != nil }) {
		// "Alice attacks with Knight at Soldier": the second card is the
		// one aimed at.
		first := *cards[0]
		first.Choices = append(slices.Clone(first.Choices), &engine.Choice{Text: cards[1].Text, Kind: engine.ChoiceCard, Value: targetChoice, Card: cards[1]})
		cards = []*engine.CardRef{&first}
		acts = slices.DeleteFunc(slices.Clone(acts), func(i int) bool { return t.g.actions[i].aim == nil })
	}
	if len(cards) > 0 && slices.ContainsFunc(acts, func(i int) bool { return t.g.actions[i].group != nil }) {
		// "Alice sends Knight, Soldier": the cards named are one group,
		// however many (one card too, and too many for the refusal).
		if err := t.playGroup(s, acts, cards); err != nil {
			return err
		}
		for _, ref := range cards {
			for _, ch := range ref.Choices {
				if err := t.choose(s, ch); err != nil {
					return err
				}
			}
		}
		cards = nil
	}
	start := s.phase
	for i, ref := range cards {
		if i > 0 && (int(s.player) != p || s.phase == start) {
			// The play ended with the card before: this one is no part of it.
			if err := t.ended(s, acts, ref, p); err != nil {
				return err
			}
			if int(s.player) != p {
				return s.refuse(s.outOfTurn(), nil, engine.Param{Name: "who", Value: st.Player})
			}
		}
		rest, err := t.playCard(s, acts, t.aimInParentheses(acts, ref))
		if err != nil {
			return err
		}
		for _, ch := range rest {
			if err := t.choose(s, ch); err != nil {
				// A choice the play owes at its end (a color left to it) is
				// made once the step's last card ends it.
				if i < len(cards)-1 || !t.endStep(s) {
					return err
				}
				if err := t.choose(s, ch); err != nil {
					return err
				}
			}
		}
	}
	if len(cards) > 0 && int(s.player) == p {
		t.endStep(s)
	}
	for _, ch := range st.Choices {
		if err := t.choose(s, ch); err != nil {
			return err
		}
	}
	if len(st.Cards) > 0 || len(st.Choices) > 0 {
		return nil
	}
	// A step of one ("Alice draws") is the verb's plain action when there
	// is one; the number chosen is for the others.
	plain := slices.ContainsFunc(acts, func(i int) bool { return t.g.actions[i].zone < 0 && t.g.actions[i].choose == tBad })
	for _, i := range acts {
		if t.g.actions[i].choose == tInt && !(plain && st.Count == 1) {
			// A number chosen: the step's count, once ("Alice draws 3").
			return s.Apply(encode(i, min(max(st.Count, 0), maxNumber+1)+1))
		}
	}
	for range max(st.Count, 1) {
		if err := t.plain(s, acts); err != nil {
			return err
		}
	}
	return nil
}

// inRow reads the cards of a step of an action's own words: with a cost
// of cards (pay), the first is played and the others pay it, the last
// aimed at when the actions of acts have a target; without one, each card
// but the last is played at the last when they have a target. Other
// steps' cards stay as written.
func (t *table) inRow(acts []int, cards []*engine.CardRef) []*engine.CardRef {
	pays, aims := false, false
	for _, i := range acts {
		pays = pays || t.g.actions[i].pay != nil
		aims = aims || t.g.actions[i].aim != nil
	}
	switch {
	case pays:
		first := *cards[0]
		first.Choices = slices.Clone(first.Choices)
		rest := cards[1:]
		if aims {
			at := rest[len(rest)-1]
			rest = rest[:len(rest)-1]
			first.Choices = append(first.Choices, &engine.Choice{Text: at.Text, Kind: engine.ChoiceCard, Value: targetChoice, Card: at})
		}
		for _, c := range rest {
			first.Choices = append(first.Choices, &engine.Choice{Text: c.Text, Kind: engine.ChoiceCard, Card: c})
		}
		return []*engine.CardRef{&first}
	case aims && len(cards) > 2:
		at := cards[len(cards)-1]
		var out []*engine.CardRef
		for _, c := range cards[:len(cards)-1] {
			one := *c
			one.Choices = append(slices.Clone(c.Choices), &engine.Choice{Text: at.Text, Kind: engine.ChoiceCard, Value: targetChoice, Card: at})
			out = append(out, &one)
		}
		return out
	}
	return cards
}

// playCard plays the card ref with the first action of acts that plays it;
// when every such action refuses, the first refusal of one the phase
// allows (or the first) is the answer. The
// cards written in parentheses after it pay its cost, and the target
// choice names the card it is aimed at; its other choices are answered
// after it.
func (t *table) playCard(s *State, acts []int, ref *engine.CardRef) (rest []*engine.Choice, err error) {
	// A step that names the card aimed at is an action with an aim; one
	// that names none is one without, when one fits the card.
	aimed := slices.ContainsFunc(ref.Choices, isTarget)
	acts = slices.DeleteFunc(slices.Clone(acts), func(i int) bool { return aimed && t.g.actions[i].aim == nil })
	if !aimed && slices.ContainsFunc(acts, func(i int) bool { return t.g.actions[i].aim == nil && t.fits(s, i, ref) }) {
		acts = slices.DeleteFunc(acts, func(i int) bool { return t.g.actions[i].aim != nil })
	}
	var first error
	now := false // first is the refusal of an action the phase allows
	for _, i := range acts {
		a := &t.g.actions[i]
		if a.zone < 0 {
			continue
		}
		k := -1
		for _, c := range s.zones[s.handOf(a.zone)] {
			if t.g.faces[t.g.cardFace[c]].card.Is(ref) {
				k = int(c)
				break
			}
		}
		if k < 0 {
			return nil, s.refuse(a.notThere(), nil, engine.Param{Name: "card", Value: ref.Text, Entries: []string{ref.Entry}})
		}
		x := &ctx{s: s, card: k, it: -1}
		if a.which(x) == 0 {
			continue
		}
		m, rest, err := t.extras(s, a, x, ref)
		if err == nil {
			m.t, m.arg = i, int(t.g.cardFace[k])
			if err = s.Apply(m.action()); err == nil {
				return rest, nil
			}
		}
		// The refusal of an action the phase allows says more than "not
		// now" of one it does not (a card played against an attack).
		if first == nil || a.phases[s.phase] && !now {
			first, now = err, a.phases[s.phase]
		}
	}
	if first == nil {
		return nil, s.refuse(refusal{"no-such-action"}, nil, engine.Param{Name: "action", Value: "play " + ref.Text})
	}
	return nil, first
}

// playGroup plays the cards refs name as one choice of the first group
// action of acts the phase allows; when none plays them, the refusal of
// the one the phase allows (or the first) is the answer. A group larger
// than a move can hold is refused by its size, as applyGroup would.
func (t *table) playGroup(s *State, acts []int, refs []*engine.CardRef) error {
	var first error
	now := false // first is the refusal of an action the phase allows
	for _, i := range acts {
		a := &t.g.actions[i]
		if a.group == nil {
			continue
		}
		err := t.groupMove(s, i, refs)
		if err == nil {
			return nil
		}
		if first == nil || a.phases[s.phase] && !now {
			first, now = err, a.phases[s.phase]
		}
	}
	return first
}

// groupMove applies group action i choosing the cards refs name.
func (t *table) groupMove(s *State, i int, refs []*engine.CardRef) error {
	gr := t.g.actions[i].group
	if len(refs) > maxPaid {
		return s.refuseSize(gr, nil, len(refs))
	}
	m := move{t: i, npaid: len(refs)}
	for j, ref := range refs {
		f := t.faceOf(ref)
		if f < 0 {
			return s.refuse(refusal{"not-held"}, nil, engine.Param{Name: "card", Value: ref.Text, Entries: []string{ref.Entry}})
		}
		m.paid[j] = f
	}
	return s.Apply(m.action())
}

// fits reports whether action i plays the card ref names, held in its
// zone.
func (t *table) fits(s *State, i int, ref *engine.CardRef) bool {
	a := &t.g.actions[i]
	if a.zone < 0 {
		return false
	}
	for _, c := range s.zones[s.handOf(a.zone)] {
		if t.g.faces[t.g.cardFace[c]].card.Is(ref) {
			return a.which(&ctx{s: s, card: int(c), it: -1}) != 0
		}
	}
	return false
}

// extras reads the card aimed at and the cards paid that a step writes
// after the card played; the cards paid the step leaves out are the ones
// left when just enough are (or all alike).
func (t *table) extras(s *State, a *action, x *ctx, ref *engine.CardRef) (move, []*engine.Choice, error) {
	var m move
	var rest []*engine.Choice
	var named []int // cards paid, by their index
	var paid []*engine.Choice
	for _, ch := range ref.Choices {
		switch {
		case isTarget(ch) && a.aim != nil && ch.Card != nil:
			f := t.faceOf(ch.Card)
			if f < 0 || s.aimed(a, x, f, 0) < 0 {
				return m, nil, s.refuse(refusal{"no-target"}, x, engine.Param{Name: "target", Value: ch.Card.Text, Entries: []string{ch.Card.Entry}})
			}
			m.aim = f + 1
		case ch.Kind == engine.ChoiceCard && ch.Value == "" && a.pay != nil && ch.Card != nil:
			k := -1
			for _, c := range s.zones[s.zb[a.pay.from]+int(s.player)] {
				if int(c) != x.card && !slices.Contains(named, int(c)) && t.g.faces[t.g.cardFace[c]].card.Is(ch.Card) {
					k = int(c)
					break
				}
			}
			if k < 0 {
				return m, nil, s.refuse(refusal{"cost-not-held"}, x, engine.Param{Name: "paid", Value: ch.Card.Text, Entries: []string{ch.Card.Entry}})
			}
			named, paid = append(named, k), append(paid, ch)
		case ch.Kind == engine.ChoiceColor && a.nameColors && m.npaid < maxPaid:
			// A color paid with: 「海邊的歌姬（藍、紅）」.
			m.paid[m.npaid] = slices.Index(t.g.colors, ch.Value)
			m.npaid++
		default:
			rest = append(rest, ch)
		}
	}
	if a.pay == nil {
		return m, rest, nil
	}
	if m.aim > 0 {
		x.tgt = s.aimed(a, x, m.aim-1, m.seat) + 1
	}
	n := int(a.pay.count(x))
	if len(paid) > n {
		// A card named beyond the cost pays nothing: the words are
		// unused, at the first of them, not a refusal of the step.
		return m, nil, &engine.Unused{Words: paid[n].Text, Key: "beyond-cost", Messages: messages,
			Params: []engine.Param{s.faceParamAs("card", int(t.g.cardFace[x.card])), {Name: "n", Value: n}}}
	}
	var left []int
	for _, c := range s.zones[s.zb[a.pay.from]+int(s.player)] {
		if int(c) != x.card && !slices.Contains(named, int(c)) {
			left = append(left, int(c))
		}
	}
	// The cards the example does not name pay first.
	slices.SortStableFunc(left, func(a, b int) int { return int(b2i(t.named[a]) - b2i(t.named[b])) })
	if need := n - len(named); need > 0 && need <= len(left) {
		alike := !slices.ContainsFunc(left, func(c int) bool { return t.g.cardFace[c] != t.g.cardFace[left[0]] })
		if len(left) == need || alike || !t.named[left[need-1]] {
			named = append(named, left[:need]...)
		}
	}
	for _, k := range named {
		if m.npaid == maxPaid {
			break
		}
		m.paid[m.npaid] = int(t.g.cardFace[k])
		m.npaid++
	}
	return m, rest, nil
}

// aimInParentheses reads the first plain card in parentheses after ref as
// the card aimed at when no action of acts pays a cost of cards, one has
// a target and the game has no words of its own for the card aimed at:
// CLAMP in CARDLAND's 「愛麗絲打出熱烈的聲援（烈焰劍士）」 aims the event at
// 烈焰劍士, where World End's parentheses name the cards paid and its
// target is said 「街の衛兵に」.
func (t *table) aimInParentheses(acts []int, ref *engine.CardRef) *engine.CardRef {
	if t.g.wordsTargets() {
		return ref
	}
	aims := false
	for _, i := range acts {
		if t.g.actions[i].pay != nil {
			return ref
		}
		aims = aims || t.g.actions[i].aim != nil
	}
	j := slices.IndexFunc(ref.Choices, func(ch *engine.Choice) bool {
		return ch.Kind == engine.ChoiceCard && ch.Value == "" && ch.Card != nil
	})
	if !aims || j < 0 || slices.ContainsFunc(ref.Choices, isTarget) {
		return ref
	}
	out := *ref
	out.Choices = slices.Clone(ref.Choices)
	ch := *out.Choices[j]
	ch.Value = targetChoice
	out.Choices[j] = &ch
	return &out
}

// wordsTargets reports whether the game has words for the card an action
// is aimed at ([words] target, an action's target say).
func (g *Game) wordsTargets() bool {
	return slices.ContainsFunc(g.forms, func(f *engine.Form) bool {
		return f.Kind == engine.ChoiceForm && f.Choice == engine.ChoiceCard && strings.HasPrefix(f.Value, targetChoice)
	})
}

// faceOf is the face a card reference names, -1 for none.
func (t *table) faceOf(ref *engine.CardRef) int {
	for f := range t.g.faces {
		if t.g.faces[f].card.Is(ref) {
			return f
		}
	}
	return -1
}

// choose answers a pending choice with the first choosing action of its
// kind.
func (t *table) choose(s *State, ch *engine.Choice) error {
	if ch.Kind == engine.ChoiceOption {
		return t.chooseAction(s, ch)
	}
	if t.takesChosen(ch) {
		return t.takeChosen(s, ch)
	}
	want, v := t.choice(ch)
	var first error
	for i := range t.g.actions {
		if t.g.actions[i].choose != want || want == tBad {
			continue
		}
		err := s.Apply(encode(i, v+1))
		if err == nil {
			return nil
		}
		if first == nil {
			first = err
		}
	}
	if first == nil {
		// No action of the game makes this kind of choice: the words are
		// never used, whatever the moment.
		return t.unused(ch)
	}
	var rej *engine.Rejection
	if errors.As(first, &rej) && rej.Key == "not-now" && slices.ContainsFunc(messages, func(m engine.ReasonText) bool { return m.Key == "step-chooses/"+ch.Kind.Key() }) {
		// The game awaits no such choice after the step's card: the
		// card does not make it (a red 7 chooses no color), so the words
		// are unused, not refused.
		return &engine.Unused{Words: ch.Text, Key: "step-chooses/" + ch.Kind.Key(), Messages: messages}
	}
	return first
}

// choice is the type of action that answers ch and the value it answers
// with; tBad when no type of action could.
func (t *table) choice(ch *engine.Choice) (want typ, v int) {
	switch ch.Kind {
	case engine.ChoiceColor:
		return tColor, slices.Index(t.g.colors, ch.Value)
	case engine.ChoicePlayer:
		return tPlayer, slices.Index(t.players, ch.Value)
	case engine.ChoiceCard, engine.ChoiceAs:
		if ch.Card != nil {
			return tEntry, slices.IndexFunc(t.g.cat.Cards, func(e *catalog.Entry) bool { return e.ID == ch.Card.Entry })
		}
	}
	return tBad, -1
}

func (t *table) unused(ch *engine.Choice) error {
	return &engine.Unused{Words: ch.Text, Key: "chooses/" + ch.Kind.Key(), Messages: messages,
		Params: []engine.Param{{Name: "game", Value: t.g.cat.Game.Title}}}
}

// unchosen is the error of a step writing a choice no action of the game
// makes (a card aimed at or paid, or a choice answered after): checked
// before the step plays, so a step the rules refuse earlier does not hide
// words that could never be used.
func (t *table) unchosen(st *engine.Step) error {
	has := func(f func(a *action) bool) bool {
		for i := range t.g.actions {
			if f(&t.g.actions[i]) {
				return true
			}
		}
		return false
	}
	chs := slices.Clone(st.Choices)
	for _, ref := range st.Cards {
		chs = append(chs, ref.Choices...)
	}
	for _, ch := range chs {
		switch want, _ := t.choice(ch); {
		case isTarget(ch) && has(func(a *action) bool { return a.aim != nil }):
		case ch.Kind == engine.ChoiceCard && ch.Value == "" && ch.Card != nil && has(func(a *action) bool { return a.pay != nil || a.aim != nil && !t.g.wordsTargets() }):
		case want != tBad && has(func(a *action) bool { return a.choose == want }):
		case ch.Kind == engine.ChoiceOption && has(func(a *action) bool { return a.id == ch.Value }):
		case t.takesChosen(ch):
		case want == tColor && has(func(a *action) bool { return a.nameColors }):
		default:
			return t.unused(ch)
		}
	}
	return nil
}

// plain plays the first action of acts that the phase allows (or the
// first, for its refusal).
func (t *table) plain(s *State, acts []int) error {
	pick := -1
	for _, i := range acts {
		a := &t.g.actions[i]
		if a.zone >= 0 || a.choose != tBad {
			continue
		}
		if pick < 0 || a.phases[s.phase] && !t.g.actions[pick].phases[s.phase] {
			pick = i
		}
	}
	if pick < 0 {
		return s.refuse(refusal{"no-such-action"}, nil, engine.Param{Name: "action", Value: "this step"})
	}
	return s.Apply(encode(pick, 0))
}

// gameState says whether the game is over as an expectation of the
// example language, which a failure writes in the example's language:
// the game's own words for it ([words] game, "match over"), or "game
// over"; a game going on is its words for that, or no winner yet.
func (t *table) gameState(s *State) string {
	key, said := gameContinuesKey, "winner: none"
	if s.over {
		key, said = gameOverKey, "game over"
	}
	for _, f := range t.g.forms {
		if f.Key == key && len(f.Say["en"].Do) > 0 {
			said = f.Say["en"].Do[0]
		}
	}
	if s.over && t.g.standing != "" {
		_, standing, _ := t.checkEach(s, &engine.Expectation{Key: t.g.standing + eachSuffix, Players: t.players, Numbers: make([]int, len(t.players))})
		said += "; " + standing
	}
	return said
}

// Check checks the expectations of the description's zones and
// variables, the end of a round and the winner; the runner checks the
// common ones.
func (t *table) Check(es engine.State, e *engine.Expectation) (bool, string, error) {
	s := es.(*State)
	g := t.g
	if g.settling() {
		// An expectation sees the game once the answers left unwritten
		// are played; the steps after it go on from before them.
		t.settle(s)
	}
	switch e.Key {
	case roundOverKey, roundContinuesKey:
		over := s.rounds > 0 && !s.dealByStep || s.waiting || s.over
		got := roundContinuesKey
		if over {
			got = roundOverKey
		}
		if s.over {
			got = t.gameState(s)
		}
		return over == (e.Key == roundOverKey), got, nil
	case gameOverKey:
		return s.over, t.gameState(s), nil
	case gameContinuesKey:
		return !s.over, t.gameState(s), nil
	case "phase":
		return int(s.phase) == g.phaseOf(e.Value), "phase: " + s.Awaiting(), nil
	case "winner":
		got := "none"
		if s.over && s.winner >= 0 {
			got = t.players[s.winner]
		}
		want := e.Value
		if want == "" {
			want = e.Player // a player's name, read as the player
		}
		if !s.over {
			// No winner yet: the game goes on, in its words for that.
			return got == want, t.gameState(s), nil
		}
		return got == want, "winner: " + got, nil
	}
	if v := g.viewIndex(e.Key); v >= 0 {
		return t.checkView(s, v, e)
	}
	if strings.HasSuffix(e.Key, eachSuffix) {
		return t.checkEach(s, e)
	}
	if f, not := g.factIndex(e.Key); f >= 0 {
		return t.checkFact(s, f, not, e)
	}
	if n := g.numberIndex(e.Key); n >= 0 {
		return t.checkNumber(s, n, e)
	}
	if z, suffix := g.zoneKey(e.Key); z >= 0 {
		inst := s.zb[z]
		if g.zones[z].perPlayer {
			inst += max(slices.Index(t.players, e.Player), 0)
		}
		return t.checkZone(s, inst, suffix, e)
	}
	i, ty := g.varIndex(e.Key), tBad
	if i >= 0 {
		ty = g.vars[i].t
	} else if j := g.pvarIndex(e.Key); j >= 0 {
		p := slices.Index(t.players, e.Player)
		i, ty = g.playerVar(p, j), g.pvars[j].t
	}
	if i < 0 {
		return false, "", engine.ErrCommon
	}
	text := e.Value
	if ty == tPlayer && text == "" {
		text = e.Player // a player's name, read as the player
	}
	want, err := parseValue(g, t.players, ty, text)
	names := g.namedValues(e.Key)
	if names != nil {
		want, err = valueOf(names, text)
	}
	if err != nil {
		return false, "", err
	}
	got := g.describe(ty, s.vars[i])
	if names != nil && s.vars[i] >= 0 && int(s.vars[i]) < len(names) {
		got = names[s.vars[i]]
	}
	if ty == tPlayer && s.vars[i] >= 0 {
		got = t.players[s.vars[i]]
	}
	return s.vars[i] == want, e.Key + ": " + got, nil
}

// checkZone checks a zone's cards (top first), its top card or its
// count.
func (t *table) checkZone(s *State, inst int, what string, e *engine.Expectation) (bool, string, error) {
	if z := s.zoneOf(inst); what == "" && z >= 0 && t.g.zones[z].byColor {
		return t.checkColors(s, inst, e)
	}
	if what == "" && t.g.states() != nil {
		return t.checkStates(s, inst, e)
	}
	cards := s.cards(inst)
	// A pile is written top first; a row whose order does not matter, as laid.
	if z := s.zoneOf(inst); z < 0 || !t.g.zones[z].bottomFirst && !t.g.zones[z].anyOrder {
		slices.Reverse(cards)
	}
	names := make([]string, len(cards))
	for i, c := range cards {
		names[i] = c.Name
	}
	shown := strings.Join(names, ", ")
	if shown == "" {
		shown = "none"
	}
	switch what {
	case "count":
		return len(cards) == e.N, fmt.Sprintf("%d cards", len(cards)), nil
	case "top":
		top := s.cards(inst)
		ok := len(top) > 0 && len(e.Cards) > 0 && top[len(top)-1].Is(e.Cards[0])
		return ok, "top: " + shown, nil
	case "bottom":
		return t.checkBottom(s, inst, e)
	case "none":
		return len(cards) == 0, shown, nil
	}
	if len(cards) != len(e.Cards) {
		return false, shown, nil
	}
	for i, c := range cards {
		if !c.Is(e.Cards[i]) {
			return false, shown, nil
		}
	}
	return true, shown, nil
}

// checkBottom checks the cards at the bottom of a zone: the bottom card
// (a wording of {card}: Windia War's 捨て札の一番下), or as many bottom
// cards as written, from the highest to the very bottom (a wording of
// {cards}: CLAMP in CARDLAND's 牌組最底下 after a mulligan).
func (t *table) checkBottom(s *State, inst int, e *engine.Expectation) (bool, string, error) {
	raw := s.cards(inst) // bottom first
	n := min(max(len(e.Cards), 1), len(raw))
	names := make([]string, n)
	ok := n == len(e.Cards)
	for i := range n {
		c := raw[n-1-i]
		names[i] = c.Name
		ok = ok && c.Is(e.Cards[i])
	}
	shown := strings.Join(names, ", ")
	if n == 0 {
		shown = "none"
	}
	if words := t.formWords(e.Key); strings.Contains(words, "{card}") {
		return ok, strings.Replace(words, "{card}", shown, 1), nil
	}
	return ok, shown, nil
}

// checkStates checks a zone written with states: the named cards, top
// first (in any order for a row), each showing the states written, then
// as many other cards as written.
func (t *table) checkStates(s *State, inst int, e *engine.Expectation) (bool, string, error) {
	z := s.zones[inst]
	list := make([]int, len(z))
	for i, k := range z {
		list[i] = int(k)
	}
	zn := s.zoneOf(inst)
	if zn < 0 || !t.g.zones[zn].bottomFirst {
		slices.Reverse(list)
	}
	return t.checkCards(s, list, zn >= 0 && t.g.zones[zn].anyOrder, e)
}

// checkCards checks cards written with states: the named cards, in the
// order of list (in any order when anyOrder), each showing the states
// written, then as many other cards as written.
func (t *table) checkCards(s *State, list []int, anyOrder bool, e *engine.Expectation) (bool, string, error) {
	g := t.g
	items, err := readItems(e.Value, e.Cards)
	if err != nil {
		return false, "", err
	}
	shown := make([]string, len(list))
	for i, k := range list {
		shown[i] = g.showStates(s, k)
	}
	got := strings.Join(shown, ", ")
	if got == "" {
		got = "none"
	}
	want := 0
	for _, it := range items {
		if it.card == nil {
			want += it.n
		} else {
			want++
		}
	}
	if want != len(list) {
		return false, got, nil
	}
	used := make([]bool, len(list))
	for i, it := range items {
		if it.card == nil {
			continue
		}
		for _, w := range it.states {
			if _, err := g.hasState(s, list[0], w); err != nil {
				return false, got, err
			}
		}
		match := func(j int) bool {
			if used[j] || !g.faces[g.cardFace[list[j]]].card.Is(it.card) {
				return false
			}
			for _, w := range it.states {
				if ok, err := g.hasState(s, list[j], w); err != nil || !ok {
					return false
				}
			}
			return true
		}
		j := -1
		if anyOrder {
			for c := range list {
				if match(c) {
					j = c
					break
				}
			}
		} else if i < len(list) && match(i) {
			j = i
		}
		if j < 0 {
			return false, got, nil
		}
		used[j] = true
	}
	return true, got, nil
}

// Awaiting names the phase the player to move decides in, in English
// words when the description gives them.
func (s *State) Awaiting() string {
	ph := s.g.phases[s.phase]
	for _, w := range s.g.phaseWords {
		if w.phase == ph && w.say["en"] != "" {
			return w.say["en"]
		}
	}
	return ph
}
