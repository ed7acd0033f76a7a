package clamp

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"cardpress/catalog"
	"cardpress/diag"
	"cardpress/engine"
)

// Engine is the CLAMP in CARDLAND rules engine, for a program's engine.Registry.
var Engine = &engine.Rules{GameID: GameID, Load: engine.Join(Load, LoadDealer), Dialect: Syntax, Name: "CLAMP in CARDLAND", MinPlayers: 2, MaxPlayers: 2}

// Load builds the example engine of a CLAMP in CARDLAND game folder.
func Load(c *catalog.Catalog) (engine.Game, error) {
	g, err := New(c)
	if err != nil {
		return nil, err
	}
	return &examples{g: g, set: c.DefaultSet()}, nil
}

type examples struct {
	g   *Rules
	set string
}

// table is one example's game.
type table struct {
	g       *Rules
	s       *State
	players map[string]int
}

func bad(line int, format string, args ...any) error {
	return &diag.Diagnostic{Pos: diag.Pos{Line: line}, Msg: fmt.Sprintf(format, args...)}
}

// item is one entry of a setting's list: "2 red (resting)", "烈焰劍士",
// "3 more".
type item struct {
	n       int
	word    string
	resting bool
	more    bool
}

var reItem = regexp.MustCompile(`^(?:(\d+)\s+)?(.*?)\s*(\((?:resting|休息)\))?$`)

func readItems(value string) []item {
	var out []item
	for _, raw := range strings.Split(value, ",") {
		raw = strings.TrimSpace(raw)
		if raw == "" {
			continue
		}
		m := reItem.FindStringSubmatch(raw)
		it := item{n: 1, word: m[2], resting: m[3] != ""}
		if m[1] != "" {
			it.n, _ = strconv.Atoi(m[1])
		}
		if it.word == "more" || it.word == "cards" || it.word == "card" {
			it.more = true
		}
		if m[1] != "" && it.word == "" {
			it.word, it.more = "", true
		}
		out = append(out, it)
	}
	return out
}

func none(v string) bool {
	v = strings.ToLower(strings.TrimSpace(v))
	return v == "none" || v == "empty" || v == "nothing" || v == "0"
}

// deckSpec is a "deck:" setting.
type deckSpec struct {
	top   []int
	more  int
	total int // -1: not given
}

// Start sets up the table an example describes. Each player has a full set
// of the catalog's character and event cards (every copy) and one of each
// story card. Settings name where cards lie; the deck is what the deck
// rules leave of the player's 40 (defaultDeck), in catalog order, below
// any cards written for its top. Defaults: the first
// player is active, in the main phase; hands are empty (6 cards from the
// deck in the setup phase); stages and point areas are empty; the stories
// are the first 5 story cards of the catalog.
func (x *examples) Start(ex *engine.Example) (engine.Table, error) {
	g := x.g
	if len(ex.Players) != 2 {
		return nil, bad(ex.Line, "CLAMP in CARDLAND is a game for 2 players, not %d", len(ex.Players))
	}
	s := g.NewState([2]string{ex.Players[0], ex.Players[1]})
	t := &table{g: g, s: s, players: map[string]int{ex.Players[0]: 0, ex.Players[1]: 1}}
	var pool [2][]int
	used := map[int]bool{}
	for p := range 2 {
		for _, card := range g.Cards.List {
			n := 1
			if card.Kind != Story {
				n = g.Catalog.Copies(card.Entry, x.set)
			}
			for range n {
				pool[p] = append(pool[p], s.AddCard(p, card))
			}
		}
	}
	take := func(line, p int, card *Card) (int, error) {
		total := 0
		for _, id := range pool[p] {
			if s.Inst[id] == card {
				total++
				if !used[id] {
					used[id] = true
					return id, nil
				}
			}
		}
		return 0, bad(line, "no %s left for %s: each player has %d", card.Name(), ex.Players[p], total)
	}
	takeColor := func(line, p int, color string) (int, error) {
		for i := len(pool[p]) - 1; i >= 0; i-- {
			id := pool[p][i]
			if !used[id] && s.Inst[id].Color == color {
				used[id] = true
				return id, nil
			}
		}
		return 0, bad(line, "%s has no %s card left for the point area", ex.Players[p], g.colorName(color))
	}
	cardOf := func(line int, word string) (*Card, error) {
		if c := g.Cards.Find(word); c != nil {
			return c, nil
		}
		var names []string
		for _, c := range g.Cards.List {
			names = append(names, c.Name())
		}
		msg := fmt.Sprintf("unknown card %q", word)
		if sug := catalog.Suggest(word, names); sug != "" {
			msg += fmt.Sprintf("; did you mean %q?", sug)
		}
		return nil, bad(line, "%s", msg)
	}
	player := func(st *engine.Setting) (int, error) {
		if st.Player == "" {
			return 0, bad(st.Line, "whose %s? write it with a player's name, like \"%s %s: …\"", st.Key, ex.Players[0], st.Key)
		}
		return t.players[st.Player], nil
	}
	var (
		handMore  [2]int
		hasHand   [2]bool
		decks     [2]*deckSpec
		stories   [2][]int
		completed [2][]*engine.Setting
	)
	phase := Main
	for _, st := range ex.Setup {
		switch st.Key {
		case "players":
		case "turn":
			s.Active = t.players[st.Value]
		case "phase":
			ph, ok := map[string]Phase{"setup": Setup, "start": Start, "main": Main, "challenge": Challenges}[strings.ToLower(st.Value)]
			if !ok {
				return nil, bad(st.Line, "phase is setup, start, main or challenge, not %q", st.Value)
			}
			phase = ph
		case "first turn":
			switch strings.ToLower(st.Value) {
			case "yes", "true", "on":
				s.FirstTurn = true
			case "no", "false", "off":
			default:
				return nil, bad(st.Line, "first turn is yes or no, not %q", st.Value)
			}
		case "hand":
			p := t.players[st.Player]
			if hasHand[p] {
				return nil, bad(st.Line, "%s's hand is already given", st.Player)
			}
			hasHand[p] = true
			for _, ref := range st.Cards {
				id, err := take(st.Line, p, g.Cards.ByID[ref.Entry])
				if err != nil {
					return nil, err
				}
				s.P[p].Hand = append(s.P[p].Hand, id)
			}
			handMore[p] = st.More
		case "stage", "point area", "retired", "stories", "completed", "deck":
			p, err := player(st)
			if err != nil {
				return nil, err
			}
			if st.Key == "completed" {
				completed[p] = append(completed[p], st)
				continue
			}
			if st.Key == "deck" {
				if decks[p] != nil {
					return nil, bad(st.Line, "%s's deck is already given", st.Player)
				}
				decks[p] = &deckSpec{total: -1}
				if none(st.Value) {
					decks[p].total = 0
					continue
				}
				if n, err := strconv.Atoi(st.Value); err == nil {
					decks[p].total = n
					continue
				}
			}
			if none(st.Value) {
				continue
			}
			for _, it := range readItems(st.Value) {
				if it.more {
					if st.Key != "deck" {
						return nil, bad(st.Line, "%q: only a hand or a deck takes unnamed cards", st.Value)
					}
					decks[p].more += it.n
					continue
				}
				var card *Card
				if st.Key == "point area" {
					if col := g.Cards.Color(it.word); col != "" {
						for range it.n {
							id, err := takeColor(st.Line, p, col)
							if err != nil {
								return nil, err
							}
							s.P[p].Points = append(s.P[p].Points, PointCard{ID: id, Resting: it.resting})
						}
						continue
					}
				}
				card, err := cardOf(st.Line, it.word)
				if err != nil {
					return nil, err
				}
				if it.resting && st.Key != "stage" && st.Key != "point area" {
					return nil, bad(st.Line, "only stage and point area cards can be resting")
				}
				for range it.n {
					id, err := take(st.Line, p, card)
					if err != nil {
						return nil, err
					}
					switch st.Key {
					case "stage":
						if card.Kind != Character {
							return nil, bad(st.Line, "%s is not a character card: only characters go on stage", card.Name())
						}
						if s.onStage(p, card.Name()) {
							return nil, bad(st.Line, "%s twice on a stage: no two of one character on a stage", card.Name())
						}
						s.P[p].Stage = append(s.P[p].Stage, Char{ID: id, Resting: it.resting})
					case "point area":
						if card.Kind == Story {
							return nil, bad(st.Line, "%s is a story card: point cards are characters and events", card.Name())
						}
						s.P[p].Points = append(s.P[p].Points, PointCard{ID: id, Resting: it.resting})
					case "retired":
						s.P[p].Retired = append(s.P[p].Retired, id)
					case "stories":
						if card.Kind != Story {
							return nil, bad(st.Line, "%s is not a story card", card.Name())
						}
						if len(stories[p]) == StoryCount {
							return nil, bad(st.Line, "a player has %d stories", StoryCount)
						}
						stories[p] = append(stories[p], id)
					case "deck":
						if card.Kind == Story {
							return nil, bad(st.Line, "%s is a story card: the deck holds characters and events", card.Name())
						}
						decks[p].top = append(decks[p].top, id)
					}
				}
			}
		default:
			return nil, bad(st.Line, "CLAMP in CARDLAND has no setting %q; its settings are players, turn, hands (%s: …), stage, point area, deck, stories, completed, retired, phase and first turn", st.Key, ex.Players[0])
		}
	}
	for p := range 2 {
		if stories[p] == nil {
			for _, id := range pool[p] {
				if s.Inst[id].Kind == Story && !used[id] && len(stories[p]) < StoryCount {
					used[id] = true
					stories[p] = append(stories[p], id)
				}
			}
		}
		for _, id := range stories[p] {
			s.P[p].Stories = append(s.P[p].Stories, StoryCard{ID: id})
		}
		for _, st := range completed[p] {
			if none(st.Value) {
				continue
			}
			for _, it := range readItems(st.Value) {
				card, err := cardOf(st.Line, it.word)
				if err != nil {
					return nil, err
				}
				i := slices.IndexFunc(s.P[p].Stories, func(sc StoryCard) bool { return s.Inst[sc.ID] == card })
				if i < 0 {
					return nil, bad(st.Line, "%s is not one of %s's stories", card.Name(), ex.Players[p])
				}
				s.P[p].Stories[i].Completed = true
			}
		}
		var rest []int
		for _, id := range pool[p] {
			if !used[id] && s.Inst[id].Kind != Story {
				rest = append(rest, id)
			}
		}
		if handMore[p] > len(rest) {
			return nil, bad(ex.Line, "%s has too few cards left for the hand", ex.Players[p])
		}
		s.P[p].Hand = append(s.P[p].Hand, rest[:handMore[p]]...)
		rest = rest[handMore[p]:]
		d := decks[p]
		if d == nil {
			n, err := x.defaultDeck(ex, s, p, pool[p], used, handMore[p], len(rest))
			if err != nil {
				return nil, err
			}
			d = &deckSpec{total: -1, more: n}
		}
		s.P[p].Deck = d.top
		if d.total >= 0 && d.total < len(d.top) {
			return nil, bad(ex.Line, "%s's deck names %d cards but holds %d", ex.Players[p], len(d.top), d.total)
		}
		n := d.more
		if d.total >= 0 {
			n = d.total - len(d.top)
		}
		if n > len(rest) {
			return nil, bad(ex.Line, "%s has only %d cards left for the deck", ex.Players[p], len(rest))
		}
		s.P[p].Deck = append(slices.Clone(s.P[p].Deck), rest[:n]...)
		if phase == Setup && !hasHand[p] {
			s.draw(p, HandSize)
			s.P[p].Drew = 0
		}
	}
	s.Phase = phase
	if phase == Setup {
		s.FirstTurn = true
	}
	s.Decide()
	return t, nil
}

// defaultDeck is the size of a deck the example does not give: what the
// deck rules leave of a player's cards (seed 004: "請剛好使用40張牌",
// exactly 40) after those the example places in the hand, on the stage,
// in the point area and the retired pile; all the cards left (rest) in a
// catalog without deck rules.
func (x *examples) defaultDeck(ex *engine.Example, s *State, p int, pool []int, used map[int]bool, hand, rest int) (int, error) {
	rules := x.g.Catalog.DeckRules
	if rules.Size == 0 {
		return rest, nil
	}
	placed := hand
	for _, id := range pool {
		if used[id] && s.Inst[id].Kind != Story {
			placed++
		}
	}
	if placed > rules.Size {
		return 0, bad(ex.Line, "%s has %d cards out of the deck, more than the %d cards of a %s", ex.Players[p], placed, rules.Size, rules.Name)
	}
	return min(rules.Size-placed, rest), nil
}

// reject is a rejection for rule key of the reasons table (syntax.go);
// args fill the slots {0}, {1}, … of its sentence, in order.
func reject(key string, args ...any) error { return engine.Refuse(reasons, key, args...) }

// State is the game as the example's settings set it up.
func (t *table) State() engine.State { return t.s }

// Step turns a step into rules actions on s, then the win/lose judgement.
func (t *table) Step(es engine.State, st *engine.Step) error {
	s := es.(*State)
	p := t.players[st.Player]
	if err := t.act(s, p, st); err != nil {
		return engine.AsRejection(err)
	}
	s.Decide()
	return nil
}

// choices splits a card's choices into payment colors and chosen cards.
func choices(ref *engine.CardRef) (colors []string, picks []*engine.CardRef, err error) {
	for _, ch := range ref.Choices {
		switch ch.Kind {
		case engine.ChoiceColor:
			colors = append(colors, ch.Value)
		case engine.ChoiceCard:
			picks = append(picks, ch.Card)
		default:
			return nil, nil, fmt.Errorf("%s: %q is neither a point's color nor a card", ref.Text, ch.Text)
		}
	}
	return colors, picks, nil
}

// inZone finds a card of entry in a list of instances, skipping those
// already taken.
func (s *State) inZone(list []int, entry string, skip []int) int {
	for _, id := range list {
		if s.Inst[id].Entry.ID == entry && !slices.Contains(skip, id) {
			return id
		}
	}
	return -1
}

func stageIDs(stage []Char) []int {
	out := make([]int, len(stage))
	for i, c := range stage {
		out[i] = c.ID
	}
	return out
}

// cardsOf finds the cards a step names in a zone of p.
func (t *table) cardsOf(s *State, st *engine.Step, list []int, where string) ([]int, error) {
	if none(st.Args) {
		return nil, nil
	}
	if len(st.Cards) == 0 {
		return nil, fmt.Errorf("cannot read %q: name cards, like \"%s %s %s\"", st.Args, st.Player, st.Verb, t.g.Cards.List[0].Name())
	}
	var out []int
	for _, ref := range st.Cards {
		id := s.inZone(list, ref.Entry, out)
		if id < 0 {
			return nil, fmt.Errorf("%s has no %s", where, t.g.Cards.ByID[ref.Entry].Name())
		}
		out = append(out, id)
	}
	return out, nil
}

func (t *table) act(s *State, p int, st *engine.Step) error {
	if err := t.unasked(st); err != nil {
		return err
	}
	pl := &s.P[p]
	switch baseVerb(st.Verb) {
	case "play":
		for _, ref := range st.Cards {
			id := s.inZone(pl.Hand, ref.Entry, nil)
			if id < 0 {
				return reject("not-in-hand", pl.Name, t.g.Cards.ByID[ref.Entry].Name())
			}
			colors, picks, err := choices(ref)
			if err != nil {
				return err
			}
			if s.Inst[id].Kind == Character {
				err = s.Enter(p, id, colors)
			} else {
				var targets []int
				if targets, err = t.targets(s, p, s.Inst[id].Effect, picks); err == nil {
					err = s.PlayEvent(p, id, targets, colors)
				}
			}
			if err != nil {
				return err
			}
		}
		return nil
	case "lay":
		for _, ref := range st.Cards {
			id := s.inZone(pl.Hand, ref.Entry, nil)
			if id < 0 {
				return reject("not-in-hand", pl.Name, t.g.Cards.ByID[ref.Entry].Name())
			}
			if err := s.LayPoint(p, id); err != nil {
				return err
			}
		}
		return nil
	case "draw":
		if st.Count != 1 {
			return fmt.Errorf("the turn's draw is one card")
		}
		return s.Draw(p)
	case "pass":
		return s.Pass(p)
	case "keep":
		return s.Keep(p)
	case "mulligan":
		var order []int
		if !none(st.Args) && st.Args != "" {
			ids, err := t.cardsOf(s, st, pl.Hand, pl.Name+"'s hand")
			if err != nil {
				return err
			}
			order = ids
		}
		return s.Mulligan(p, order)
	case "challenge":
		if len(st.Cards) != 1 {
			return fmt.Errorf("%s challenges one story card: write its name", pl.Name)
		}
		id := s.inZone(storyIDs(pl.Stories), st.Cards[0].Entry, nil)
		if id < 0 {
			return fmt.Errorf("%s is not one of %s's stories", t.g.Cards.ByID[st.Cards[0].Entry].Name(), pl.Name)
		}
		return s.Challenge(p, id)
	case "send":
		if none(st.Args) {
			return s.Pass(p)
		}
		ids, err := t.cardsOf(s, st, stageIDs(pl.Stage), pl.Name+"'s stage")
		if err != nil {
			return err
		}
		return s.Send(p, ids)
	case "use":
		if len(st.Cards) != 1 {
			return fmt.Errorf("%s uses the ability of one character: write its name, with choices in parentheses", pl.Name)
		}
		id, colors, picks, err := t.onStage(s, pl, st.Cards[0])
		if err != nil {
			return err
		}
		if s.Inst[id].Effect == nil {
			return reject("no-ability", s.name(id))
		}
		targets, err := t.targets(s, p, s.Inst[id].Effect, picks)
		if err != nil {
			return err
		}
		return s.Use(p, id, targets, colors)
	case "recover":
		for _, ref := range st.Cards {
			id, colors, _, err := t.onStage(s, pl, ref)
			if err != nil {
				return err
			}
			if err := s.Recover(p, id, colors); err != nil {
				return err
			}
		}
		return nil
	case "remove":
		var ids []int
		if !none(st.Args) {
			if s.C == nil {
				return reject("remove/when")
			}
			var err error
			if ids, err = t.cardsOf(s, st, s.C.Sides[s.other(p)], s.P[s.other(p)].Name+"'s side of the challenge"); err != nil {
				return err
			}
		}
		return s.Remove(p, ids)
	}
	return fmt.Errorf("CLAMP in CARDLAND has no action %q: players play, lay, draw, pass, keep, mulligan, challenge, send, use and remove", st.Verb)
}

// onStage finds the character a step names on pl's stage, with the colors
// and cards its choices name.
func (t *table) onStage(s *State, pl *Player, ref *engine.CardRef) (id int, colors []string, picks []*engine.CardRef, err error) {
	id = s.inZone(stageIDs(pl.Stage), ref.Entry, nil)
	if id < 0 {
		return -1, nil, nil, reject("not-on-stage", pl.Name, t.g.Cards.ByID[ref.Entry].Name())
	}
	colors, picks, err = choices(ref)
	return id, colors, picks, err
}

// baseVerb turns a step's verb into its base form: "passes" → "pass".
func baseVerb(v string) string {
	if v == "passes" {
		return "pass"
	}
	return strings.TrimSuffix(v, "s")
}

func storyIDs(list []StoryCard) []int {
	out := make([]int, len(list))
	for i, sc := range list {
		out[i] = sc.ID
	}
	return out
}

// targets finds the cards an effect chooses: characters in the challenge
// (p's own first for effects on one's own characters, the opponent's
// first otherwise) or a card in p's retired pile.
func (t *table) targets(s *State, p int, e *Effect, picks []*engine.CardRef) ([]int, error) {
	var out []int
	for _, ref := range picks {
		id := -1
		switch {
		case e != nil && e.Retrieve:
			id = s.inZone(s.P[p].Retired, ref.Entry, nil)
		case s.C != nil:
			sides := [][]int{s.C.Sides[s.other(p)], s.C.Sides[p]}
			if e != nil && e.Target == Own {
				sides[0], sides[1] = sides[1], sides[0]
			}
			for _, side := range sides {
				if id < 0 {
					id = s.inZone(side, ref.Entry, nil)
				}
			}
		}
		if id < 0 {
			where := "in the challenge"
			if e != nil && e.Retrieve {
				where = "in " + s.P[p].Name + "'s retired pile"
			}
			return nil, fmt.Errorf("%s is not %s", t.g.Cards.ByID[ref.Entry].Name(), where)
		}
		out = append(out, id)
	}
	return out, nil
}
