package windia

import (
	"errors"
	"fmt"
	"path"
	"strconv"
	"strings"
	"sync"

	"cardpress/catalog"
	"cardpress/diag"
	"cardpress/engine"
)

// GameID is the catalog id of the game these rules play.
const GameID = "windia-war"

// Engine is the Windia War rules engine, for a program's engine.Registry.
var Engine = &engine.Rules{GameID: GameID, Load: Load, Dialect: Syntax, Name: "Windia War", MinPlayers: 2, MaxPlayers: MaxPlayers, Fits: fits}

// Load builds the rules engine of a Windia War game folder: the deck from
// its catalog and the optional rules from its rules description, read once for
// both the examples and self-play.
func Load(c *catalog.Catalog) (engine.Engine, error) {
	o, err := LoadOptions(c.FS, path.Dir(c.Path))
	if err != nil {
		return nil, err
	}
	if _, err := compileRules(c); err != nil {
		return nil, err // the cards' rules, linted at load
	}
	// The default set is computed once: it builds every set's deck.
	return &examples{c: c, opts: o, decks: map[string]*Deck{}, defaultSet: c.DefaultSet()}, nil
}

// examples runs the rule examples of one game folder.
type examples struct {
	c          *catalog.Catalog
	opts       Options
	defaultSet string

	// decks are the sets' decks, made when an example first plays one:
	// under mu, for a build typesets the manual (which starts examples
	// for their pictures) while it checks them.
	mu    sync.Mutex
	decks map[string]*Deck
}

func (x *examples) deck(set string) (*Deck, error) {
	x.mu.Lock()
	defer x.mu.Unlock()
	if d := x.decks[set]; d != nil {
		return d, nil
	}
	d, err := NewDeck(x.c, set)
	if err != nil {
		return nil, err
	}
	x.decks[set] = d
	return d, nil
}

// table maps one example's steps onto its round.
type table struct {
	s       *State // the round as the settings set it up
	d       *Deck
	names   []string
	players map[string]int
	seed    uint64 // the example's seed: round k's rest is shuffled by roundSeed(seed, k)
	set     string // the card set, for messages
}

func bad(set *engine.Setting, format string, args ...any) error {
	return &diag.Diagnostic{Pos: diag.Pos{Line: set.Line}, Msg: fmt.Sprintf(format, args...)}
}

// Start builds the round an example's settings describe. Cards named in
// the settings are taken from the deck; the rest is shuffled with the
// example's seed and fills the hands not given in full (7 cards when a
// player's hand is not written at all) and the draw pile below any cards
// written for its top. The example starts at the beginning of the turn of
// the player given by "turn" (default: the first player), after any
// ongoing.others_draw draws.
func (x *examples) Start(ex *engine.Example) (engine.Table, error) {
	o := x.opts
	set := x.defaultSet
	round := 1
	seed := uint64(1)
	for _, st := range ex.Setup {
		switch st.Key {
		case "set":
			if x.c.Set(st.Value) == nil {
				return nil, bad(st, "unknown set %q", st.Value)
			}
			set = st.Value
		case "seed":
			n, _ := strconv.Atoi(st.Value)
			seed = uint64(n)
		case "option":
			v := strings.ToUpper(st.Value)
			if st.Item < 1 || st.Item > 8 {
				return nil, bad(st, "optional rules are numbered 1 to 8, not %d", st.Item)
			}
			if len(v) != 1 || !strings.Contains(optionalItems[st.Item].letters, v) {
				return nil, bad(st, "optional rule %d (%s) is one of %s, not %q", st.Item, optionalItems[st.Item].what, strings.Join(strings.Split(optionalItems[st.Item].letters, ""), ", "), st.Value)
			}
			o.Optional[st.Item] = v[0]
		case "scoring option":
			if st.Item < 1 || st.Item > 5 {
				return nil, bad(st, "scoring options are numbered 1 to 5, not %d", st.Item)
			}
			switch strings.ToLower(st.Value) {
			case "on", "yes", "true":
				o.Scoring[st.Item] = true
			case "off", "no", "false":
				o.Scoring[st.Item] = false
			default:
				return nil, bad(st, "scoring option %d is on or off, not %q", st.Item, st.Value)
			}
		case "scoring":
			switch st.Value {
			case "limit":
				o.Pennant = false
			case "pennant":
				o.Pennant = true
			default:
				return nil, bad(st, "scoring is limit or pennant, not %q", st.Value)
			}
		case "limit":
			o.Limit, _ = strconv.Atoi(st.Value)
		case "rounds":
			o.Rounds, _ = strconv.Atoi(st.Value)
		case "round":
			round, _ = strconv.Atoi(st.Value)
		}
	}
	d, err := x.deck(set)
	if err != nil {
		return nil, &diag.Diagnostic{Pos: diag.Pos{Line: ex.Line}, Msg: err.Error()}
	}
	g, err := NewGame(d, o, len(ex.Players))
	if err != nil {
		return nil, &diag.Diagnostic{Pos: diag.Pos{Line: ex.Line}, Msg: err.Error()}
	}
	s := g.emptyState(seed)
	s.round = int16(round)
	t := &table{s: s, d: d, names: ex.Players, players: map[string]int{}, seed: seed, set: set}
	for i, n := range ex.Players {
		t.players[n] = i
	}
	if err := t.lay(s, ex.Line, ex.Setup, true); err != nil {
		return nil, err
	}
	for p := range ex.Players {
		if !hasPlayerKey(ex.Setup, "score", ex.Players[p]) {
			if o.Pennant {
				s.score[p] = 0
			} else {
				s.score[p] = o.Limit
			}
		}
	}
	s.phase = PhaseTurn
	if s.rest[s.turn] > 0 {
		s.beginTurn(s.turn)
	}
	return t, nil
}

// roundSettings are the settings a later round of an example's match may
// write: how its cards are dealt. The rest is the match's (the options,
// the players' scores) or follows from the round before (the dealer is
// its winner, basic rule 9; play starts clockwise after the dealer, rule 3).
var roundSettings = map[string]bool{"hand": true, "play card": true, "discard pile": true, "draw pile": true}

// lay deals the cards of a round as the settings setup say (the first
// round's, first, or a later round's) into s, an empty round: the cards
// they name are taken from the deck, the rest is shuffled and fills the
// hands not given in full and the draw pile. line is the example's, for
// errors about it as a whole.
func (t *table) lay(s *State, line int, setup []*engine.Setting, first bool) error {
	d, set := t.d, t.set
	used := make([]bool, len(d.Cards))
	take := func(st *engine.Setting, ref *engine.CardRef) (uint8, error) {
		mask := d.mask(ref.Colors)
		total := 0
		for i := range d.Cards {
			if d.Cards[i].Entry.ID != ref.Entry || (ref.Colors != nil && d.Cards[i].Colors != mask) {
				continue
			}
			total++
			if !used[i] {
				used[i] = true
				return uint8(i), nil
			}
		}
		if total == 0 {
			return 0, bad(st, "%s is not in the %s set", ref.Text, set)
		}
		return 0, &diag.Diagnostic{Pos: st.CardPos(ref), Msg: reject("no-card-left", text("set", set), text("n", total), text("card", ref.Text)).Error()}
	}
	n := len(t.names)
	hands := make([]*engine.Setting, n)
	var top []uint8
	playCard := -1
	s.turn = 0
	var dealer, turn *engine.Setting
	for _, st := range setup {
		if !first && !roundSettings[st.Key] {
			return bad(st, "a new round sets only how its cards are dealt (hands, play card, piles): %q carries over from the round before or is the match's", st.Key)
		}
		p := int8(t.players[st.Player])
		switch st.Key {
		case "hand":
			if hands[p] != nil {
				return bad(st, "%s's hand is already given at line %d", st.Player, hands[p].Line)
			}
			hands[p] = st
			for _, ref := range st.Cards {
				c, err := take(st, ref)
				if err != nil {
					return err
				}
				s.hands[p] = append(s.hands[p], c)
			}
		case "tableau":
			for _, ref := range st.Cards {
				c, err := take(st, ref)
				if err != nil {
					return err
				}
				if !d.isTableau(c) {
					return bad(st, "%s is not a tableau card", ref.Text)
				}
				if s.ntab[p] == 8 {
					return bad(st, "too many tableau cards")
				}
				s.addTab(p, c, 0, p)
			}
		case "rests":
			n, _ := strconv.Atoi(st.Value)
			s.rest[p] = int8(n)
		case "score":
			n, _ := strconv.Atoi(st.Value)
			s.score[p] = n
		case "turn":
			s.turn, turn = int8(t.players[st.Value]), st
		case "dealer":
			dealer = st
		case "direction":
			switch st.Value {
			case "clockwise", "時計回り":
				s.dir = 1
			case "counterclockwise", "反時計回り":
				s.dir = -1
			default:
				return bad(st, "direction is clockwise or counterclockwise, not %q", st.Value)
			}
		case "play card":
			ref := st.Cards[0]
			c, err := take(st, ref)
			if err != nil {
				return err
			}
			if d.Cards[c].Colors == 0 || d.isTableau(c) {
				return bad(st, "%s cannot be the play card: it has no color", ref.Text)
			}
			playCard = int(c)
			s.color = d.Cards[c].Colors
			for _, ch := range ref.Choices {
				if ch.Kind != engine.ChoiceColor {
					return bad(st, "the play card takes only a color choice, like \"%s (green)\"", d.Cards[c].Entry.Name)
				}
				s.color = d.mask([]string{ch.Value})
			}
		case "discard pile":
			for _, ref := range st.Cards {
				c, err := take(st, ref)
				if err != nil {
					return err
				}
				s.disc = append(s.disc, c)
			}
		case "draw pile":
			for _, ref := range st.Cards {
				c, err := take(st, ref)
				if err != nil {
					return err
				}
				top = append(top, c)
			}
		}
	}
	// 001 basic rule 3: "親の次の人から時計回りに順にカードを出してゆきます" —
	// play starts with the player after the dealer. A turn written as well
	// is a later moment of the round, and wins.
	if dealer != nil && turn == nil {
		s.turn = ((int8(t.players[dealer.Value])+s.dir)%int8(n) + int8(n)) % int8(n)
	}
	// The play card goes on top of the dead cards written in "discard pile".
	if playCard >= 0 {
		s.disc = append(s.disc, uint8(playCard))
		s.setTop(uint8(playCard), d.Cards[playCard].Kind)
	}
	var pool []uint8
	for i := range d.Cards {
		if !used[i] {
			pool = append(pool, uint8(i))
		}
	}
	engine.Shuffle(&s.rng, pool)
	if playCard < 0 {
		for i, c := range pool {
			if s.g.canStartPile(c) {
				s.disc = append(s.disc, c)
				s.setTop(c, d.Cards[c].Kind)
				s.color = d.Cards[c].Colors
				pool = append(pool[:i], pool[i+1:]...)
				break
			}
		}
	}
	for p := 0; p < n; p++ {
		want := 7
		if hands[p] != nil {
			want = len(hands[p].Cards) + hands[p].More
		}
		for len(s.hands[p]) < want {
			if len(pool) == 0 {
				return &diag.Diagnostic{Pos: diag.Pos{Line: line}, Msg: "the deck has too few cards for these hands"}
			}
			s.hands[p] = append(s.hands[p], pool[len(pool)-1])
			pool = pool[:len(pool)-1]
		}
	}
	// A draw pile written to its size ("draw pile: red 8, 3 more", "draw
	// pile: 5 cards", "draw pile: none") takes no more cards. The cards
	// left over are out of the round, as if left in the box: not dead
	// cards, which optional rule 5 A would quietly shuffle into a new draw
	// pile. The dead cards are those "discard pile" names.
	if n, ok := exactPile(setup); ok {
		if n > len(pool) {
			return bad(pileSetting(setup), "the deck has only %d cards left for the draw pile, not %d", len(pool), n)
		}
		pool = pool[:n]
	}
	if hasValue(setup, "draw pile", "none") {
		pool = pool[:0]
	}
	s.draw = append(s.draw, pool...)
	for i := len(top) - 1; i >= 0; i-- {
		s.draw = append(s.draw, top[i])
	}
	return nil
}

// nextRound deals the next round of the example's match on s, whose round
// is over, as the step st's settings say: 001 basic rule 9, the round's
// winner deals it; basic rule 3, play starts with the player after the
// dealer, clockwise; the scores carry over. A match that is over has no
// next round.
func (t *table) nextRound(s *State, st *engine.Step) error {
	if s.phase != PhaseOver {
		return reject("round-not-over", text("expecting", expecting{s.clone()}))
	}
	scores := append([]int(nil), s.Scores()...)
	if matchEnded(s.g.Options, int(s.round), scores) {
		return reject("match-over")
	}
	w, _ := s.Winner()
	round := s.round + 1
	s.g.reset(s, roundSeed(t.seed, int(round)))
	s.round = round
	if err := t.lay(s, st.Line, st.Setup, false); err != nil {
		return err
	}
	copy(s.score[:], scores)
	s.turn = int8((w + 1) % s.g.Players)
	s.phase = PhaseTurn
	return nil
}

// exactPile is the number of unnamed cards of a draw pile written to its
// exact size ("draw pile: red 8, 3 more", "draw pile: 5 cards").
func exactPile(list []*engine.Setting) (int, bool) {
	if st := pileSetting(list); st != nil && st.Exact {
		return st.More, true
	}
	return 0, false
}

func pileSetting(list []*engine.Setting) *engine.Setting {
	for _, st := range list {
		if st.Key == "draw pile" {
			return st
		}
	}
	return nil
}

func hasKey(list []*engine.Setting, key string) bool {
	for _, st := range list {
		if st.Key == key {
			return true
		}
	}
	return false
}

func hasValue(list []*engine.Setting, key, value string) bool {
	for _, st := range list {
		if st.Key == key && st.Value == value {
			return true
		}
	}
	return false
}

func hasPlayerKey(list []*engine.Setting, key, player string) bool {
	for _, st := range list {
		if st.Key == key && st.Player == player {
			return true
		}
	}
	return false
}

// mask turns color ids into a color mask.
func (d *Deck) mask(ids []string) uint8 {
	var m uint8
	for _, id := range ids {
		for i := range d.Colors {
			if d.Colors[i].ID == id {
				m |= 1 << i
			}
		}
	}
	return m
}

// reject is a rejection of a step for rule key, with its parameters.
func reject(key string, params ...engine.Param) error {
	return &engine.Rejection{Key: key, Params: params, Reasons: reasons}
}

// text is a parameter of a rejection that names no card.
func text(name string, v any) engine.Param { return engine.Param{Name: name, Value: v} }

// written is a card as the example writes it, in slot name.
func written(name string, ref *engine.CardRef) engine.Param {
	return engine.Param{Name: name, Value: ref.Text, Entries: []string{ref.Entry}}
}

// State is the round as the example's settings set it up.
func (t *table) State() engine.State { return t.s }

// Step plays a step on s.
func (t *table) Step(s engine.State, st *engine.Step) error { return t.apply(s.(*State), st) }

func (t *table) name(p int8) string { return t.names[p] }

// apply turns a step into engine actions.
func (t *table) apply(s *State, st *engine.Step) error {
	d := s.g.Deck
	if st.Verb == "next round" {
		return t.nextRound(s, st)
	}
	p := int8(t.players[st.Player])
	if s.phase == PhaseOver {
		return reject("round-over")
	}
	if st.Verb == "points out" {
		if s.forgot < 0 || s.forgot == p {
			return s.rejection(NewAction(ActPointOut, 0), rNoPointOut)
		}
		mover := s.turn
		s.turn = p
		err := s.Apply(NewAction(ActPointOut, 0))
		s.turn = mover
		return wrap(err)
	}
	if s.turn != p {
		return reject("not-your-turn", text("player", st.Player), text("mover", t.name(s.turn)), text("expecting", expecting{s.clone()}))
	}
	var queue []*engine.Choice
	for _, ref := range st.Cards {
		queue = append(queue, ref.Choices...)
	}
	queue = append(queue, st.Choices...)
	if st.Verb == "plays" || st.Verb == "lays" {
		if err := t.unasked(st, queue); err != nil {
			return err
		}
	}
	do := func(a Action) error {
		if err := s.Apply(a); err != nil {
			return wrap(err)
		}
		return t.choose(s, p, &queue)
	}
	var err error
	switch st.Verb {
	case "plays":
		var prev uint8
		for i, ref := range st.Cards {
			c, ok := t.find(s.hands[p], ref)
			if !ok {
				return reject("not-in-hand/player", text("player", st.Player), written("card", ref))
			}
			if i > 0 && (s.turn != p || s.phase != PhasePlay) {
				// The play ended by itself (nothing in the hand could
				// follow): say why this card cannot follow it.
				if rej := s.explainFollow(p, c); rej != nil {
					return rej
				}
				return reject("follow-none/ended", d.cardParam("card", int(c)), d.cardParam("last", int(prev)))
			}
			if err = do(NewAction(ActPlay, int(c))); err != nil {
				return err
			}
			prev = c
		}
		if s.turn == p && s.phase == PhasePlay && s.check(NewAction(ActEndPlay, 0)) == ok {
			err = do(NewAction(ActEndPlay, 0))
		}
	case "lays":
		for _, ref := range st.Cards {
			c, ok := t.find(s.hands[p], ref)
			if !ok {
				return reject("not-in-hand/player", text("player", st.Player), written("card", ref))
			}
			if err = do(NewAction(ActLay, int(c))); err != nil {
				return err
			}
		}
	case "releases":
		for _, ref := range st.Cards {
			var mine []uint8
			for i := uint8(0); i < s.ntab[p]; i++ {
				mine = append(mine, s.tab[p][i].card)
			}
			c, ok := t.find(mine, ref)
			if !ok {
				return reject("not-in-tableau", text("player", st.Player), written("card", ref))
			}
			if err = do(NewAction(ActRelease, int(c))); err != nil {
				return err
			}
		}
	case "draws":
		err = do(NewAction(ActDraw, st.Count))
	case "passes":
		err = do(NewAction(ActPass, 0))
	case "ends":
		err = do(NewAction(ActEndPlay, 0))
	case "takes":
		err = do(NewAction(ActTake, 0))
	case "reach":
		err = do(NewAction(ActReach, 1))
	case "no reach":
		err = do(NewAction(ActReach, 0))
	case "chooses":
		err = t.choose(s, p, &queue)
	default:
		return reject("no-such-action", text("verb", st.Verb))
	}
	if err != nil {
		return err
	}
	if len(queue) > 0 {
		return &engine.Unused{Words: queue[0].Text, Key: "unasked", Params: []engine.Param{text("expecting", expecting{s.clone()})}, Messages: messages}
	}
	return nil
}

func wrap(err error) error {
	if err == nil {
		return nil
	}
	var rej *engine.Rejection
	if errors.As(err, &rej) {
		return rej
	}
	return reject("round-over")
}

// choose answers the choices player p's step owes, taking from the queue
// the first written choice of the kind asked.
func (t *table) choose(s *State, p int8, queue *[]*engine.Choice) error {
	d := s.g.Deck
	for s.turn == p {
		var want engine.ChoiceKind
		switch s.phase {
		case PhaseColor:
			want = engine.ChoiceColor
		case PhaseTurnOption:
			want = engine.ChoiceOption
		case PhaseTarget:
			want = engine.ChoicePlayer
		case PhaseDeclare:
			want = engine.ChoiceAs
		case PhaseRedraw:
			want = engine.ChoiceRedraw
		case PhasePick:
			want = engine.ChoiceCard
		default:
			return nil
		}
		idx := -1
		for i, ch := range *queue {
			if ch.Kind == want {
				idx = i
				break
			}
		}
		if idx < 0 {
			return reject("awaiting/"+s.phase.key()+"/unwritten", text("player", t.name(p)), text("expecting", expecting{s.clone()}), text("hint", choiceHint(d, want)))
		}
		ch := (*queue)[idx]
		*queue = append((*queue)[:idx], (*queue)[idx+1:]...)
		var a Action
		switch want {
		case engine.ChoiceColor:
			a = NewAction(ActColor, colorIndex(d, ch.Value))
		case engine.ChoiceOption:
			a = NewAction(ActTurnOption, map[string]int{"skip": TurnSkip, "reverse": TurnReverse, "next": TurnNext}[ch.Value])
		case engine.ChoicePlayer:
			a = NewAction(ActTarget, t.players[ch.Value])
		case engine.ChoiceAs:
			k, ok := kindOf(d, ch.Card.Entry)
			if !ok {
				return reject("declare-not-allowed/excluded", d.cardKindParam("card", int(s.play.last)), written("kind", ch.Card), d.excludedParam())
			}
			a = NewAction(ActDeclare, int(k))
		case engine.ChoiceRedraw:
			a = NewAction(ActRedraw, map[string]int{"redraw": 1, "keep": 0}[ch.Value])
		case engine.ChoiceCard:
			c, ok := t.find(s.disc[:len(s.disc)-1], ch.Card)
			if !ok {
				return reject("search-pick/not-there", written("card", ch.Card), d.kindParam("search", s.play.lastKind))
			}
			a = NewAction(ActPick, int(c))
		}
		if err := s.Apply(a); err != nil {
			return wrap(err)
		}
	}
	return nil
}

// choiceHint shows how a step writes a choice of kind k, with a card of
// the deck that asks for it.
func choiceHint(d *Deck, k engine.ChoiceKind) string {
	name := func(f func(r *rule) bool) string {
		for i := range d.Rules {
			if f(&d.Rules[i]) {
				return d.Rules[i].entry.Name
			}
		}
		return "the card"
	}
	switch k {
	case engine.ChoiceColor:
		return name(func(r *rule) bool { return r.is(opWild) }) + " (" + d.Colors[0].ID + ")"
	case engine.ChoiceOption:
		return name(func(r *rule) bool { return r.turnOpts != 0 }) + " (skip)"
	case engine.ChoicePlayer:
		return name(func(r *rule) bool { return r.is(opTargetChosen) || r.is(opProtect) && r.protectTo == toChosen }) + " (Bob)"
	case engine.ChoiceAs:
		return name(func(r *rule) bool { return r.is(opDeclare) }) + " (as " + name(func(r *rule) bool { return r.is(opProtect) }) + ")"
	case engine.ChoiceRedraw:
		n := name(func(r *rule) bool { return r.redraw > 0 })
		return n + " (redraw) or " + n + " (keep)"
	}
	return name(func(r *rule) bool { return r.is(opSearch) }) + " (red 5)"
}

func colorIndex(d *Deck, id string) int {
	for i := range d.Colors {
		if d.Colors[i].ID == id {
			return i
		}
	}
	return 255
}

// kindOf returns the kind a declare card may be declared as for an entry id.
func kindOf(d *Deck, entry string) (Kind, bool) {
	for i := range d.Cards {
		if d.Cards[i].Entry.ID == entry {
			return d.Cards[i].Kind, !d.isNumber(uint8(i)) && !d.isTableau(uint8(i))
		}
	}
	return 0, false
}

// find returns the first card of list matching a card reference.
func (t *table) find(list []uint8, ref *engine.CardRef) (uint8, bool) {
	d := t.d
	mask := d.mask(ref.Colors)
	for _, c := range list {
		if d.Cards[c].Entry.ID == ref.Entry && (ref.Colors == nil || d.Cards[c].Colors == mask) {
			return c, true
		}
	}
	return 0, false
}

// Check compares one expectation with the table.
func (t *table) Check(es engine.State, e *engine.Expectation) (bool, string, error) {
	s := es.(*State)
	d := s.g.Deck
	p := int8(-1)
	if e.Player != "" {
		p = int8(t.players[e.Player])
	}
	names := func(list []uint8) string {
		if len(list) == 0 {
			return "none"
		}
		var out []string
		for _, c := range list {
			out = append(out, d.Name(int(c)))
		}
		return strings.Join(out, ", ")
	}
	switch e.Key {
	case "direction":
		got := "clockwise"
		if s.dir < 0 {
			got = "counterclockwise"
		}
		return got == e.Value, "direction: " + got, nil
	case "play card":
		top := s.disc[len(s.disc)-1]
		ref := e.Cards[0]
		okCard := d.Cards[top].Entry.ID == ref.Entry && (ref.Colors == nil || d.Cards[top].Colors == d.mask(ref.Colors))
		for _, ch := range ref.Choices {
			if ch.Kind == engine.ChoiceColor && s.color != d.mask([]string{ch.Value}) {
				okCard = false
			}
		}
		return okCard, fmt.Sprintf("play card: %s; color: %s", d.Name(int(top)), d.ColorName(s.color)), nil
	case "color":
		return s.color == d.mask([]string{e.Value}), "color: " + d.ColorName(s.color), nil
	case "rests":
		return int(s.rest[p]) == e.N, fmt.Sprintf("%s rests: %d", e.Player, s.rest[p]), nil
	case "tableau":
		mine := s.Tableau(int(p))
		left := append([]uint8(nil), mine...)
		for _, ref := range e.Cards {
			c, found := t.find(left, ref)
			if !found {
				return false, fmt.Sprintf("%s tableau: %s", e.Player, names(mine)), nil
			}
			for i, x := range left {
				if x == c {
					left = append(left[:i], left[i+1:]...)
					break
				}
			}
		}
		return len(left) == 0, fmt.Sprintf("%s tableau: %s", e.Player, names(mine)), nil
	case "under the discard pile":
		b := s.disc[0]
		ref := e.Cards[0]
		return d.Cards[b].Entry.ID == ref.Entry && (ref.Colors == nil || d.Cards[b].Colors == d.mask(ref.Colors)), "under the discard pile: " + d.Name(int(b)), nil
	case "draw pile":
		return len(s.draw) == e.N, fmt.Sprintf("draw pile: %d cards", len(s.draw)), nil
	case "pending draw":
		if !s.atk.on {
			return false, "no attack", nil
		}
		return int(s.atk.count) == e.N, t.pending(s), nil
	case "under attack":
		if !s.atk.on {
			return false, "no attack", nil
		}
		return s.atk.victim == p, t.pending(s), nil
	case "no attack":
		if s.atk.on {
			return false, t.pending(s), nil
		}
		return true, "", nil
	case "goes out":
		w, why := s.Winner()
		if s.phase != PhaseOver {
			return false, "round continues", nil
		}
		got := fmt.Sprintf("round over; round winner: %s", t.name(int8(w)))
		if why != EmptyPile {
			got = fmt.Sprintf("round over; %s goes out", t.name(int8(w)))
		}
		return w == int(p) && why != EmptyPile, got, nil
	case "round of":
		return t.checkRoundOf(s, e)
	case "round winner", "next dealer", "match over", "match continues", "below 0", "match winner":
		return t.checkMatch(s, e, p)
	case "round over":
		return s.phase == PhaseOver, "round continues", nil
	case "round continues":
		return s.phase != PhaseOver, "round over", nil
	case "points", "score":
		if s.phase != PhaseOver {
			return false, "the round is not over: no points yet", nil
		}
		vals := s.Points()
		if e.Key == "score" {
			vals = s.Scores()
		}
		okAll := true
		var got []string
		for i, name := range e.Players {
			v := vals[t.players[name]]
			got = append(got, fmt.Sprintf("%s %d", name, v))
			if v != e.Numbers[i] {
				okAll = false
			}
		}
		return okAll, e.Key + ": " + strings.Join(got, ", "), nil
	}
	return false, "", engine.ErrCommon
}

// checkMatch checks what a round's end means for the match: who won the
// round (also when the draw pile ran out, optional rule 5 B/C), whether
// the match is over (the limit rule: a player below 0; the pennant rule:
// the last round), and who deals the next round (basic rule 9: the
// round's winner).
func (t *table) checkMatch(s *State, e *engine.Expectation, p int8) (bool, string, error) {
	if s.phase != PhaseOver {
		return false, "round continues", nil
	}
	w, _ := s.Winner()
	o := s.g.Options
	scores := s.Scores()
	over := matchEnded(o, int(s.round), scores)
	state := "match continues"
	if over {
		state = "match over"
	}
	switch e.Key {
	case "round winner":
		return t.names[w] == e.Value, "round winner: " + t.names[w], nil
	case "next dealer":
		if over {
			return false, "match over", nil
		}
		return t.names[w] == e.Value, "next dealer: " + t.names[w], nil
	case "below 0":
		return scores[p] < 0, fmt.Sprintf("score: %s %d", e.Player, scores[p]), nil
	case "match winner":
		if !over {
			return false, "match continues", nil
		}
		best := matchWinner(o.Pennant, scores)
		if best < 0 {
			return false, "match over: a tie, no single winner", nil
		}
		return t.names[best] == e.Value, fmt.Sprintf("match winner: %s; %s", t.names[best], t.scores(scores)), nil
	}
	// What the match state rests on, as expectations: the scores, and
	// under the pennant rule the round played of how many.
	got := state + "; " + t.scores(scores)
	if o.Pennant {
		got += fmt.Sprintf("; round %d of %d", s.round, o.Rounds)
	}
	return state == e.Key, got, nil
}

// pending is the attack waiting for an answer as expectations, which a
// failure report restates in the example's words: "pending draw: 2; Bob
// is under attack" (「引く枚数：2枚；ボブが攻撃を受けている」).
func (t *table) pending(s *State) string {
	return fmt.Sprintf("pending draw: %d; %s is under attack", s.atk.count, t.name(s.atk.victim))
}

// checkRoundOf checks "round 2 of 3": the round of a match played under
// the pennant rule, which ends after its rounds.
func (t *table) checkRoundOf(s *State, e *engine.Expectation) (bool, string, error) {
	o := s.g.Options
	if !o.Pennant {
		return false, "", fmt.Errorf("%q counts the rounds of the pennant rule: write \"scoring: pennant\" among the settings", e.Text)
	}
	var x, y int
	if _, err := fmt.Sscanf(e.Value, "%d of %d", &x, &y); err != nil {
		return false, "", fmt.Errorf("%q: %v", e.Text, err)
	}
	return x == int(s.round) && y == o.Rounds, fmt.Sprintf("round %d of %d", s.round, o.Rounds), nil
}

// scores are the match scores as the expectation "score: Alice 465, Bob
// -20" writes them.
func (t *table) scores(scores []int) string {
	var list []string
	for i, v := range scores {
		list = append(list, fmt.Sprintf("%s %d", t.names[i], v))
	}
	return "score: " + strings.Join(list, ", ")
}

func (r EndReason) String() string {
	switch r {
	case WentOut:
		return "went out"
	case DefendedOut:
		return "defended out"
	case ProtectReach:
		return "protect-reach, optional rule 8 A"
	case EmptyPile:
		return "empty draw pile"
	}
	return "not over"
}
