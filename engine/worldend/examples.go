package worldend

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"cardpress/catalog"
	"cardpress/diag"
	"cardpress/engine"
)

// Engine is the World End rules engine, for a program's engine.Registry.
var Engine = &engine.Rules{GameID: GameID, Load: engine.Join(Load, LoadDealer), Dialect: Syntax, Name: "World End", MinPlayers: 2, MaxPlayers: 2}

// Load builds the example engine of a World End game folder.
func Load(c *catalog.Catalog) (engine.Game, error) {
	cs, err := NewCards(c)
	if err != nil {
		return nil, err
	}
	x := &examples{cards: cs, byKey: map[string]*Card{}}
	for _, card := range cs.List {
		x.byKey[key(card.Name)] = card
		x.byKey[key(card.ID)] = card
	}
	return x, nil
}

// examples runs the rule examples of one game folder.
type examples struct {
	cards *Cards
	byKey map[string]*Card
}

// sampleNames are n printed names of the catalog's cards of kind k (of
// any kind for 0), for messages that show how a step is written.
func (x *examples) sampleNames(k Kind, n int) []string {
	var out []string
	for _, c := range x.cards.List {
		if len(out) < n && (k == 0 || c.Kind == k) {
			out = append(out, c.Name)
		}
	}
	for len(out) < n {
		out = append(out, "CARD")
	}
	return out
}

// table is one example's game.
type table struct {
	x       *examples
	s       *State
	players map[string]int
}

func bad(line int, format string, args ...any) error {
	return &diag.Diagnostic{Pos: diag.Pos{Line: line}, Msg: fmt.Sprintf(format, args...)}
}

// zones is what the settings say about one player's cards.
type zones struct {
	deck, trash, extra, field, summon, hand []item
	given                                   map[string]int // setting key → line
	refreshes                               int
}

// Start builds the game an example's settings describe. Each player owns a
// deck's worth of cards (33) besides the summon zone; the cards the
// settings do not place fill the deck when it is not written, else the
// trash. Unwritten, a player has an empty hand and field, 3 cards in the
// extra zone and no summon zone; the example starts in the main phase of
// the first player's turn.
func (x *examples) Start(ex *engine.Example) (engine.Table, error) {
	if len(ex.Players) != 2 {
		return nil, bad(ex.Line, "World End is played by 2 players, not %d", len(ex.Players))
	}
	s := NewState(nil, 1)
	t := &table{x: x, s: s, players: map[string]int{}}
	for i, n := range ex.Players {
		t.players[n] = i
		s.Names[i] = n
	}
	var z [2]zones
	for i := range z {
		z[i].given = map[string]int{}
	}
	turnLine, firstLine := 0, 0
	phase := PhaseMain
	for _, st := range ex.Setup {
		p := t.players[st.Player]
		if st.Player != "" {
			if l := z[p].given[st.Key]; l > 0 {
				return nil, bad(st.Line, "%s's %s is already given at line %d", st.Player, st.Key, l)
			}
			z[p].given[st.Key] = st.Line
		}
		var err error
		switch st.Key {
		case "players":
		case "seed":
			n, _ := strconv.Atoi(st.Value)
			s.rng.Seed(uint64(n))
		case "turn":
			if firstLine > 0 && t.players[st.Value] != s.Turn {
				return nil, bad(st.Line, "the first turn (line %d) is %s's", firstLine, s.Names[s.Turn])
			}
			s.Turn, turnLine = t.players[st.Value], st.Line
		case "first turn":
			p, ok := t.players[t.player(st.Value)]
			if !ok {
				return nil, bad(st.Line, "first turn: write the player who goes first, like \"first turn: %s\"", ex.Players[0])
			}
			if turnLine > 0 && p != s.Turn {
				return nil, bad(st.Line, "the turn (line %d) is %s's", turnLine, s.Names[s.Turn])
			}
			s.Turn, s.First, firstLine = p, true, st.Line
		case "phase":
			switch strings.ToLower(st.Value) {
			case "setup":
				phase = PhaseSetup
			case "draw":
				phase = PhaseDraw
			case "main":
				phase = PhaseMain
			case "battle":
				phase = PhaseBattle
			default:
				return nil, bad(st.Line, "phase: write setup, draw, main or battle, not %q", st.Value)
			}
		case "hand":
			for _, ref := range st.Cards {
				z[p].hand = append(z[p].hand, item{card: x.cards.ByID(ref.Entry)})
			}
			if st.More > 0 {
				z[p].hand = append(z[p].hand, item{n: st.More})
			}
		case "deck", "trash", "extra zone", "summon zone", "field":
			if st.Player == "" {
				return nil, bad(st.Line, "whose %s? write it with the player, like \"%s %s: …\"", st.Key, ex.Players[0], st.Key)
			}
			var list []item
			if list, err = x.items(st.Value, st.Key == "field"); err != nil {
				return nil, bad(st.Line, "%v", err)
			}
			switch st.Key {
			case "deck":
				z[p].deck = list
			case "trash":
				z[p].trash = list
			case "extra zone":
				z[p].extra = list
			case "summon zone":
				z[p].summon = list
			case "field":
				z[p].field = list
			}
		case "refreshes":
			n, err := strconv.Atoi(st.Value)
			if err != nil || n < 0 || n > 2 || st.Player == "" {
				return nil, bad(st.Line, "refreshes: write a player's refreshes so far, 0 to 2 (the third loses), like \"%s refreshes: 1\"", ex.Players[0])
			}
			z[p].refreshes = n
		default:
			return nil, bad(st.Line, "World End examples have no %q setting; the settings are players, seed, turn, first turn, phase, and for a player: hand (\"%s: %s, 2 more\"), deck, trash, field, extra zone, summon zone, refreshes", st.Key, ex.Players[0], x.sampleNames(Magic, 1)[0])
		}
	}
	if err := x.lay(s, ex, z, phase); err != nil {
		return nil, err
	}
	s.Phase = phase
	if phase == PhaseSetup && s.First {
		return nil, bad(firstLine, "before the setup no turn has begun: the player who starts the game goes first")
	}
	return t, nil
}

// lay creates every player's pieces and puts them in their zones.
func (x *examples) lay(s *State, ex *engine.Example, z [2]zones, phase Phase) error {
	for p := range z {
		zp := &z[p]
		line := func(k string) int {
			if l := zp.given[k]; l > 0 {
				return l
			}
			return ex.Line
		}
		if phase == PhaseSetup {
			for _, k := range []string{"hand", "trash", "field", "extra zone", "refreshes"} {
				if l := zp.given[k]; l > 0 {
					return bad(l, "before the setup a player's cards are all in the deck (and the summon zone): no %s", k)
				}
			}
			zp.extra = nil
		} else {
			if _, ok := zp.given["extra zone"]; ok {
				n := size(zp.extra)
				if n < 1 || n > 3 {
					return bad(line("extra zone"), "the extra zone holds 1 to 3 cards during the game (the third card taken loses), not %d", n)
				}
				if _, ok := zp.given["refreshes"]; ok && zp.refreshes != 3-n {
					return bad(line("refreshes"), "%d refreshes leave %d cards in the extra zone, not %d", zp.refreshes, 3-zp.refreshes, n)
				}
				zp.refreshes = 3 - n
			} else {
				zp.extra = []item{{n: 3 - zp.refreshes}}
			}
		}
		if size(zp.field) > MaxField {
			return bad(line("field"), "a field holds at most %d characters, not %d", MaxField, size(zp.field))
		}
		for _, it := range zp.field {
			if it.card == nil || it.card.Kind != Character {
				return bad(line("field"), "only characters are on the field: name them")
			}
		}
		placed := size(zp.deck) + size(zp.hand) + size(zp.trash) + size(zp.field) + size(zp.extra)
		rest := x.cards.DeckSize - placed
		_, deckGiven := zp.given["deck"]
		_, trashGiven := zp.given["trash"]
		switch {
		case rest < 0:
			return bad(ex.Line, "%s's cards add up to %d outside the summon zone, but a deck is %d cards", s.Names[p], placed, x.cards.DeckSize)
		case !deckGiven || phase == PhaseSetup:
			zp.deck = append(zp.deck, item{n: rest})
		case !trashGiven && phase != PhaseSetup:
			zp.trash = append(zp.trash, item{n: rest})
		case rest > 0:
			return bad(line("deck"), "%s's cards add up to %d, but a deck is %d cards: leave the deck or the trash unwritten to hold the rest", s.Names[p], placed, x.cards.DeckSize)
		}
		copies := map[*Card]int{}
		pl := &s.P[p]
		pl.Refreshes = zp.refreshes
		put := func(k string, list []item, summon bool, to *[]int) error {
			for _, it := range list {
				if it.card != nil {
					copies[it.card]++
					if copies[it.card] > x.cards.MaxCopies {
						return bad(line(k), "%s has more than %d %s: a deck holds at most %d of one card", s.Names[p], x.cards.MaxCopies, it.card.Name, x.cards.MaxCopies)
					}
					*to = append(*to, len(s.Pieces))
					s.Pieces = append(s.Pieces, Piece{Card: it.card, Owner: p, Summon: summon})
					continue
				}
				for i := 0; i < it.n; i++ {
					if summon {
						return bad(line(k), "name the cards of the summon zone")
					}
					*to = append(*to, len(s.Pieces))
					s.Pieces = append(s.Pieces, Piece{Owner: p})
				}
			}
			return nil
		}
		var field []int
		all := []struct {
			k      string
			list   []item
			summon bool
			to     *[]int
		}{{"deck", zp.deck, false, &pl.Deck}, {"hand", zp.hand, false, &pl.Hand}, {"trash", zp.trash, false, &pl.Trash}, {"extra zone", zp.extra, false, &pl.Extra}, {"summon zone", zp.summon, true, &pl.SummonZone}, {"field", zp.field, false, &field}}
		// In the order written, so that a copy too many is blamed on the
		// line that adds it.
		sort.SliceStable(all, func(i, j int) bool { return line(all[i].k) < line(all[j].k) })
		for _, f := range all {
			if err := put(f.k, f.list, f.summon, f.to); err != nil {
				return err
			}
		}
		if size(zp.summon) > x.cards.SummonZone {
			return bad(line("summon zone"), "a summon zone holds 0 to %d cards, not %d", x.cards.SummonZone, size(zp.summon))
		}
		for i, piece := range field {
			st, err := readStates(zp.field[i].states)
			if err != nil {
				return bad(line("field"), "%v", err)
			}
			if st.power >= 0 || st.life >= 0 {
				return bad(line("field"), "a character starts an example undamaged: P and L are for expectations")
			}
			pl.Field = append(pl.Field, Slot{Piece: piece, Exhausted: st.exhausted})
		}
	}
	return nil
}

// player returns the declared name matching word, or "".
func (t *table) player(word string) string {
	for n := range t.players {
		if strings.EqualFold(n, strings.TrimSpace(word)) {
			return n
		}
	}
	return ""
}

// State is the game as the example's settings set it up.
func (t *table) State() engine.State { return t.s }

// Step plays a step on s.
func (t *table) Step(es engine.State, st *engine.Step) error {
	s := es.(*State)
	p := t.players[st.Player]
	var err error
	switch st.Verb {
	case "draws":
		err = s.Draw(p, st.Count)
	case "plays":
		if len(st.Cards) != 1 {
			return reject("step-one-card")
		}
		var pl Play
		if pl, err = t.play(st.Cards[0]); err == nil {
			err = s.PlayCard(p, pl)
		}
	case "summons", "summon":
		var pl Play
		if pl, err = t.dialectCard(st); err == nil {
			pl.FromSummon = true
			err = s.PlayCard(p, pl)
		}
	case "attacks", "attack":
		var attacker, target *Card
		if attacker, target, err = t.attack(st); err == nil {
			err = s.Attack(p, attacker, target)
		}
	case "passes":
		err = s.Pass(p)
	case "keeps", "keep":
		var pl Play
		if pl, err = t.dialectCard(st); err == nil {
			if pl.At != nil || pl.Take != nil {
				n := t.x.sampleNames(0, 2)
				return reject("step-upkeep", word("example", n[0]+" ("+n[1]+")"))
			}
			err = s.Keep(p, pl.Card, pl.Cost)
		}
	case "releases":
		for _, ref := range st.Cards {
			if err = s.Release(p, t.x.cards.ByID(ref.Entry)); err != nil {
				break
			}
		}
	case "starts", "start":
		if a := strings.ToLower(st.Args); a != "the game" && a != "" {
			return reject("step-start", word("player", st.Player))
		}
		err = s.Start(p)
	default:
		return reject("step-verb", word("verb", strconv.Quote(st.Verb)))
	}
	return err
}

// play reads a card with its choices: hand cards for the cost, "at CARD"
// for the character aimed at, "take CARD" for a card from the trash.
func (t *table) play(ref *engine.CardRef) (Play, error) {
	pl := Play{Card: t.x.cards.ByID(ref.Entry)}
	for _, ch := range ref.Choices {
		if ch.Kind != engine.ChoiceCard || ch.Card == nil {
			return pl, reject("step-choice", word("choice", strconv.Quote(ch.Text)))
		}
		c := t.x.cards.ByID(ch.Card.Entry)
		switch ch.Value {
		case "at":
			if pl.At != nil {
				return pl, reject("step-aims-at-one", cardParam("card", pl.Card))
			}
			pl.At = c
		case "take":
			pl.Take = c
		default:
			pl.Cost = append(pl.Cost, c)
		}
	}
	return pl, nil
}

// dialectCard reads the card of a summons or keeps step.
func (t *table) dialectCard(st *engine.Step) (Play, error) {
	if len(st.Cards) == 1 {
		return t.play(st.Cards[0])
	}
	name := st.Args
	if i := strings.IndexByte(name, '('); i >= 0 {
		name = name[:i]
	}
	if _, err := t.x.lookup(name); err != nil {
		return Play{}, err
	}
	n := t.x.sampleNames(0, 3)
	return Play{}, fmt.Errorf("%q: write one card, with the hand cards it costs in parentheses, like \"%s %s %s (%s, %s)\"", st.Args, st.Player, st.Verb, n[0], n[1], n[2])
}

// attack reads "TARGET with ATTACKER"; a player as the target is a direct
// attack.
func (t *table) attack(st *engine.Step) (attacker, target *Card, err error) {
	words := strings.Fields(st.Args)
	at := -1
	for i, w := range words {
		if strings.EqualFold(w, "with") {
			at = i
		}
	}
	if at < 1 || at == len(words)-1 {
		n := t.x.sampleNames(Character, 2)
		return nil, nil, fmt.Errorf("write what is attacked and with which character, like \"%s attacks %s with %s\" or \"%s attacks %s with %s\"", st.Player, n[0], n[1], st.Player, t.s.Names[1-t.players[st.Player]], n[1])
	}
	if attacker, err = t.x.lookup(strings.Join(words[at+1:], " ")); err != nil {
		return nil, nil, err
	}
	what := strings.Join(words[:at], " ")
	if name := t.player(what); name != "" {
		if name == st.Player {
			return nil, nil, reject("other-player", word("player", st.Player), word("target", name))
		}
		return attacker, nil, nil
	}
	target, err = t.x.lookup(what)
	return attacker, target, err
}
