package blackpoker

import (
	"fmt"
	"strconv"
	"strings"

	"cardpress/catalog"
	"cardpress/diag"
	"cardpress/engine"
)

// GameID is the catalog id of the game these rules play.
const GameID = "blackpoker"

// Engine is the BlackPoker rules engine, for a program's engine.Registry.
var Engine = &engine.Rules{GameID: GameID, Load: engine.Join(Load, LoadDealer), Dialect: Syntax, Name: "BlackPoker", MinPlayers: 2, MaxPlayers: 2, Fits: fits}

// Load builds the example engine of a BlackPoker game folder.
func Load(c *catalog.Catalog) (engine.Game, error) { return game{}, nil }

type game struct{}

// table is one example's game.
type table struct {
	s     *State
	names []string
}

func bad(line int, format string, args ...any) error {
	return &diag.Diagnostic{Pos: diag.Pos{Line: line}, Msg: fmt.Sprintf(format, args...)}
}

// Start builds the table an example's settings describe. Each player has
// a 54-card deck of their own; named cards are taken from it, "N more"
// hand cards and a life not written come from the rest, shuffled with the
// example's seed. The example starts in the turn of "turn" (default: the
// first player), after its draw.
func (game) Start(ex *engine.Example) (engine.Table, error) {
	if len(ex.Players) != 2 {
		return nil, bad(ex.Line, "BlackPoker is a game for 2 players, not %d", len(ex.Players))
	}
	s := NewState()
	s.Rand.Seed(1)
	t := &table{s: s, names: ex.Players}
	pools := [2][]Card{deck(0), deck(1)}
	takeCard := func(line, p int, f Face) (Card, error) {
		c, ok := take(&pools[p], f)
		if !ok {
			return c, bad(line, "%s's deck has no %s left (a deck has one of each card and two Jokers)", ex.Players[p], f)
		}
		return c, nil
	}
	takeList := func(line, p int, text string) ([]Card, error) {
		var out []Card
		if strings.EqualFold(strings.TrimSpace(text), "none") {
			return nil, nil
		}
		for _, item := range strings.Split(text, ",") {
			f, err := parseFace(item)
			if err != nil {
				return nil, bad(line, "%v", err)
			}
			c, err := takeCard(line, p, f)
			if err != nil {
				return nil, err
			}
			out = append(out, c)
		}
		return out, nil
	}
	more := [2]int{}
	lifeMore := [2]int{}
	lifeSet := [2]bool{}
	var later []*engine.Setting
	for _, st := range ex.Setup {
		p := t.index(st.Player)
		if st.Player == "" && !tableSettings[st.Key] {
			return nil, bad(st.Line, "whose %s? write it with a player: %s %s: %s", st.Key, ex.Players[0], st.Key, st.Value)
		}
		switch st.Key {
		case "players":
		case "seed":
			n, _ := strconv.Atoi(st.Value)
			s.Rand.Seed(uint64(n))
		case "turn":
			s.Active = t.index(st.Value)
		case "blockers":
			s.BlockPerAttacker = st.Value == "per attacker"
		case "block order":
			s.BlockInOrder = st.Value == "attack order"
		case "hand":
			for _, ref := range st.Cards {
				f, err := faceOf(ref)
				if err != nil {
					return nil, bad(st.Line, "%v", err)
				}
				c, err := takeCard(st.Line, p, f)
				if err != nil {
					return nil, err
				}
				s.P[p].Hand = append(s.P[p].Hand, c)
			}
			more[p] += st.More
		case "field":
			for _, item := range strings.Split(st.Value, ",") {
				cards, err := takeList(st.Line, p, strings.ReplaceAll(item, " with ", ","))
				if err != nil {
					return nil, err
				}
				if len(cards) == 0 {
					continue
				}
				if err := fieldPile(cards); err != nil {
					return nil, bad(st.Line, "%v", err)
				}
				s.place(p, false, false, cards...).Entered = 0
			}
		case "bulwarks":
			cards, err := takeList(st.Line, p, st.Value)
			if err != nil {
				return nil, err
			}
			for _, c := range cards {
				s.place(p, true, false, c).Entered = 0
			}
		case "graveyard":
			cards, err := takeList(st.Line, p, st.Value)
			if err != nil {
				return nil, err
			}
			s.P[p].Graveyard = append(s.P[p].Graveyard, cards...)
		case "life":
			lifeSet[p] = true
			list := st.Value
			if n, err := strconv.Atoi(strings.TrimSpace(list)); err == nil {
				lifeMore[p], list = n, "none"
			} else if i := strings.LastIndex(list, ","); i >= 0 {
				f := strings.Fields(list[i+1:])
				if len(f) == 2 && f[1] == "more" {
					n, err := strconv.Atoi(f[0])
					if err != nil {
						return nil, bad(st.Line, "write the life as cards, top first, then \"N more\"")
					}
					lifeMore[p], list = n, list[:i]
				}
			}
			cards, err := takeList(st.Line, p, list)
			if err != nil {
				return nil, err
			}
			s.P[p].Life = cards
		case "rare cards":
			n, err := strconv.Atoi(st.Value)
			if err != nil || n < 0 {
				return nil, bad(st.Line, "rare cards: write a number, like \"%s rare cards: 2\"", st.Player)
			}
			s.P[p].Rares = n
		case "driven", "entered this turn":
			later = append(later, st)
		default:
			return nil, bad(st.Line, "BlackPoker examples have no setting %q", st.Key)
		}
	}
	for _, st := range later {
		p := t.index(st.Player)
		for _, item := range strings.Split(st.Value, ",") {
			ch, err := t.character(s, item, p)
			if err != nil {
				return nil, bad(st.Line, "%v", err)
			}
			if st.Key == "driven" {
				ch.Driven = true
			} else {
				ch.Entered = s.Turn
			}
		}
	}
	for p := range pools {
		s.shuffle(pools[p])
		for i := 0; i < more[p]; i++ {
			if len(pools[p]) == 0 {
				return nil, bad(ex.Line, "%s's deck has too few cards for this hand", ex.Players[p])
			}
			s.P[p].Hand = append(s.P[p].Hand, pools[p][0])
			pools[p] = pools[p][1:]
		}
		if !lifeSet[p] {
			lifeMore[p] = len(pools[p])
		}
		if lifeMore[p] > len(pools[p]) {
			return nil, bad(ex.Line, "%s's deck has only %d cards left for the life", ex.Players[p], len(pools[p]))
		}
		s.P[p].Life = append(s.P[p].Life, pools[p][:lifeMore[p]]...)
	}
	return t, nil
}

// fieldPile checks a character written in a setting: one card, or an
// equipped soldier (two or more cards of one suit, no Joker).
func fieldPile(cards []Card) error {
	if len(cards) == 1 {
		return nil
	}
	for _, c := range cards {
		if c.IsJoker() || c.Suit != cards[0].Suit {
			return fmt.Errorf("an equipped soldier is 2 or more cards of one suit, not %s", cardList(cards))
		}
	}
	return nil
}

// faceOf reads a card the example parser resolved.
func faceOf(ref *engine.CardRef) (Face, error) {
	if ref.Entry == "joker" {
		return Face{Suit: NoSuit, Rank: Joker}, nil
	}
	rank, err := parseRank(ref.Entry)
	if err != nil || len(ref.Colors) != 1 {
		return Face{}, fmt.Errorf("%s is not a playing card of the deck", ref.Text)
	}
	for _, w := range suitWordOrder {
		if w == ref.Colors[0] {
			return Face{Suit: suitWords[w], Rank: rank}, nil
		}
	}
	return Face{}, fmt.Errorf("%s: unknown suit %q", ref.Text, ref.Colors[0])
}

func (t *table) index(name string) int {
	for i, n := range t.names {
		if n == name {
			return i
		}
	}
	return 0
}

// player reads a player's name, or returns -1.
func (t *table) player(word string) int {
	for i, n := range t.names {
		if strings.EqualFold(n, strings.TrimSpace(word)) {
			return i
		}
	}
	return -1
}

// character finds the character an example names: "♠5", "Bob's ♠5", "the
// bulwark ♦7", "♠2 with ♠5" (any of its cards names an equipped soldier).
// only, when 0 or 1, limits the search to that player's field.
func (t *table) character(s *State, text string, only int) (*Character, error) {
	text = strings.TrimSpace(text)
	if i := strings.Index(text, "'s "); i > 0 {
		p := t.player(text[:i])
		if p < 0 {
			return nil, fmt.Errorf("unknown player %q", text[:i])
		}
		if only >= 0 && only != p {
			return nil, reject("not-on-field/player", text, t.names[only])
		}
		only, text = p, text[i+3:]
	}
	text = strings.TrimPrefix(text, "the ")
	wantBulwark := false
	for _, w := range []string{"bulwark ", "soldier "} {
		if strings.HasPrefix(text, w) {
			wantBulwark, text = w == "bulwark ", strings.TrimSpace(text[len(w):])
		}
	}
	first, _, _ := strings.Cut(text, " with ")
	f, err := parseFace(first)
	if err != nil {
		return nil, err
	}
	var found []*Character
	owners := map[int]bool{}
	for p, pl := range s.P {
		if only >= 0 && p != only {
			continue
		}
		for _, ch := range pl.Field {
			for _, c := range ch.Cards {
				if f.matches(c) && (!wantBulwark || ch.FaceDown) {
					found = append(found, ch)
					owners[p] = true
					break
				}
			}
		}
	}
	switch {
	case len(found) == 0 && only >= 0:
		return nil, reject("not-on-field/player", f, t.names[only])
	case len(found) == 0:
		return nil, reject("not-on-field", f)
	case len(owners) > 1:
		return nil, fmt.Errorf("both players have %s on the field: write whose, like \"%s's %s\"", f, t.names[0], f)
	}
	// A player's two Jokers on the field are alike: either one will do.
	return found[0], nil
}

// State is the game as the example's settings set it up.
func (t *table) State() engine.State { return t.s }

// Step plays a step on s, then the end of the game (game.go).
func (t *table) Step(es engine.State, st *engine.Step) error {
	s := es.(*State)
	s.listing = nil
	if err := unasked(st); err != nil {
		return err
	}
	if s.Loser >= 0 {
		return reject("game-over", t.names[s.Loser])
	}
	if err := t.apply(s, st); err != nil {
		return err
	}
	s.settleLoss()
	return nil
}

// apply plays a step on s. Main actions and the other steps first let the
// stage resolve (every player passes); quick actions go onto the stage
// above what waits there.
func (t *table) apply(s *State, st *engine.Step) error {
	for _, pl := range s.P {
		pl.GenChanges = 0
	}
	p := t.index(st.Player)
	args := strings.TrimSpace(st.Args)
	if st.Verb == "chooses" {
		return t.choose(s, p, st)
	}
	if s.Wait == WaitChoose {
		return reject("waiting", s.waitReason(t.names))
	}
	switch st.Verb {
	case "summons", "summon":
		text, faceDown, named := summonArgs(args)
		f, err := stepFace(text)
		if err != nil {
			return err
		}
		if p == s.Active {
			if err := t.settle(s); err != nil {
				return err
			}
		}
		if named != "" {
			if err := s.NamedSummon(p, f, named); err != nil {
				return err
			}
		}
		return s.Summon(p, f, faceDown)
	case "places", "place":
		f, err := stepFace(strings.TrimSuffix(args, " as a bulwark"))
		if err != nil {
			return err
		}
		if err := t.settle(s); err != nil {
			return err
		}
		return s.PlaceBulwark(p, f)
	case "equips", "equip":
		key, target, ok := cutWord(args, "to", "on")
		if !ok {
			return reject("unwritten/equip", t.names[p])
		}
		f, err := stepFace(key)
		if err != nil {
			return err
		}
		if err := t.settle(s); err != nil {
			return err
		}
		ch, err := t.character(s, target, p)
		if err != nil {
			return engine.AsRejection(err)
		}
		return s.Equip(p, f, ch.ID)
	case "attacks", "attack":
		if err := t.settle(s); err != nil {
			return err
		}
		var ids []int
		for _, item := range strings.Split(strings.TrimPrefix(args, "with "), ",") {
			ch, err := t.character(s, item, p)
			if err != nil {
				return engine.AsRejection(err)
			}
			ids = append(ids, ch.ID)
		}
		return s.Attack(p, ids)
	case "blocks", "block":
		if err := t.settle(s); err != nil {
			return err
		}
		return t.block(s, p, args)
	case "casts", "cast":
		return t.cast(s, p, args)
	case "discards", "discard":
		var faces []Face
		for _, item := range strings.Split(args, ",") {
			f, err := stepFace(item)
			if err != nil {
				return err
			}
			faces = append(faces, f)
		}
		return s.Discard(p, faces)
	case "ends":
		if err := t.settle(s); err != nil {
			return err
		}
		return s.End(p)
	case "draws":
		if err := t.settle(s); err != nil {
			return err
		}
		return s.Draw(p, st.Count)
	case "passes":
		if err := t.settle(s); err != nil {
			return err
		}
		return nil
	case "rare-draws", "rare-draw":
		return s.RareDraw(p)
	}
	return reject("no-such-step", st.Verb)
}

// settle lets the stage resolve before a step; a life it empties ends
// the game, and the step is not played: a player who lost does not act.
func (t *table) settle(s *State) error {
	s.Settle()
	if s.Loser >= 0 {
		return reject("game-over", t.names[s.Loser])
	}
	return nil
}

// choose plays "Alice chooses ♠3": the card the resolving effect
// chooses. The stage resolves (every player passes) up to the effect.
func (t *table) choose(s *State, p int, st *engine.Step) error {
	if len(st.Choices) != 1 || st.Choices[0].Card == nil {
		return reject("unwritten/choice", t.names[p])
	}
	f, err := faceOf(st.Choices[0].Card)
	if err != nil {
		return engine.AsRejection(err)
	}
	if err := t.settle(s); err != nil {
		return err
	}
	if s.Wait != WaitChoose {
		return reject("nothing-to-choose", choosers())
	}
	if p != s.WaitFor {
		return reject("chooser", t.names[s.WaitFor], name(s.Resolving.ID))
	}
	return s.Choose(p, f)
}

// cutWord cuts s at the first of the words given (surrounded by spaces).
func cutWord(s string, words ...string) (before, after string, ok bool) {
	best := -1
	var w string
	for _, word := range words {
		if i := strings.Index(" "+s+" ", " "+word+" "); i >= 0 && (best < 0 || i < best) {
			best, w = i, word
		}
	}
	if best < 0 {
		return s, "", false
	}
	return strings.TrimSpace(s[:best]), strings.TrimSpace(s[best+len(w):]), true
}

// tableSettings are the settings of the whole table, written without a
// player.
var tableSettings = map[string]bool{"players": true, "seed": true, "turn": true, "blockers": true, "block order": true}

// block reads "nothing", "♥4 with nothing" or "♠9 with ♥4, ♦3 and ♠6 with the bulwark ♣2".
func (t *table) block(s *State, p int, args string) error {
	blocks := map[int][]int{}
	var order []int
	if !strings.EqualFold(args, "nothing") {
		for _, part := range strings.Split(" "+args+" ", " and ") {
			at, bs, ok := cutWord(part, "with")
			if !ok {
				return reject("unwritten/block", t.names[p])
			}
			a, err := t.character(s, at, s.opponent(p))
			if err != nil {
				return engine.AsRejection(err)
			}
			order = append(order, a.ID)
			if strings.TrimSpace(bs) == "nothing" {
				continue // "Bob does not block ♥4"
			}
			for _, item := range strings.Split(bs, ",") {
				b, err := t.character(s, item, p)
				if err != nil {
					return engine.AsRejection(err)
				}
				blocks[a.ID] = append(blocks[a.ID], b.ID)
			}
		}
	}
	return s.Block(p, order, blocks)
}

// summonArgs reads a summon's words: the key card, whether it goes face
// down ("♣A as a bulwark"), and the summon action it names, an id ("♦7
// by soldier summon": soldier-summon), "" for none named.
func summonArgs(args string) (text string, faceDown bool, named string) {
	text = args
	for _, suffix := range []string{" as a bulwark", " face down"} {
		if strings.HasSuffix(text, suffix) {
			text, faceDown = strings.TrimSuffix(text, suffix), true
		}
	}
	if card, by, ok := strings.Cut(text, " by "); ok {
		text, named = card, strings.ReplaceAll(strings.TrimSpace(by), " ", "-")
	}
	return text, faceDown, named
}

// cast reads "Up with ♥3 on ♠5", "Counter with ♣9 on the soldier summon",
// "Throw with ♠3, ♣5 on Bob", "BJ with ♥A, ♥J taking ♠K, ♦2", "Twist with
// ♥4 on ♠5 as driven", "Bulwark Refill with ♥4, ♣6 taking 2 cards",
// "Retarget with ♥2, ♣3 on Kill to ♠6".
func (t *table) cast(s *State, p int, args string) error {
	parts, err := castParts(args)
	if err != nil {
		return err
	}
	head := parts[""]
	id, _ := lookupAction(head)
	if _, spell := spells[id]; !spell {
		return reject("not-a-spell", head)
	}
	a := &Action{ID: id, TargetPlayer: -1, NewPl: -1}
	if !spells[id].quick {
		if err := t.settle(s); err != nil {
			return err
		}
	}
	var keys []Face
	if parts["with"] == "" {
		return reject("unwritten/keys", t.names[p], head)
	}
	for _, item := range strings.Split(parts["with"], ",") {
		f, err := stepFace(item)
		if err != nil {
			return err
		}
		keys = append(keys, f)
	}
	if on, ok := parts["on"]; ok {
		if err := t.target(s, on, &a.TargetChar, &a.TargetPlayer, &a.TargetAction, a); err != nil {
			return err
		}
	}
	if to, ok := parts["to"]; ok {
		if err := t.target(s, to, &a.NewChar, &a.NewPl, &a.NewAct, a); err != nil {
			return err
		}
	}
	switch as := parts["as"]; as {
	case "":
	case "driven", "charged":
		a.Set = as
	default:
		return reject("unwritten/set", "as "+as)
	}
	if _, ok := parts["taking"]; ok && choosesAtResolution(id) {
		return reject("unwritten/at-resolution", name(id), t.names[p], head)
	}
	if taking := parts["taking"]; taking != "" {
		f := strings.Fields(taking)
		if n, err := strconv.Atoi(f[0]); err == nil && len(f) == 2 && strings.HasPrefix(f[1], "card") {
			a.Count = n
		} else {
			for _, item := range strings.Split(taking, ",") {
				fc, err := parseFace(item)
				if err != nil {
					return engine.AsRejection(err)
				}
				a.Take = append(a.Take, fc)
			}
		}
	}
	return s.Cast(p, a, keys)
}

// castParts splits a cast's words into its parts, by the word that opens
// each ("" for the spell's name). A part written twice is an error, not a
// rule's rejection: the engine would read one of the two, and no "cannot"
// may pass on it.
func castParts(args string) (map[string]string, error) {
	parts := map[string]string{}
	key := ""
	words := strings.Fields(args)
	for i, w := range words {
		switch lw := strings.ToLower(w); lw {
		case "with", "on", "to", "taking", "as":
			if _, dup := parts[lw]; dup {
				return nil, &engine.Unused{Words: strings.Join(words[i:], " "), Key: "twice", Messages: messages(), Params: []engine.Param{{Name: "part", Value: lw}}}
			}
			key = lw
			parts[key] = ""
			continue
		}
		parts[key] = strings.TrimSpace(parts[key] + " " + w)
	}
	return parts, nil
}

// unasked is the error of a cast writing words its spell never asks for,
// read before the step plays: a step refused first (the game is over, a
// choice is awaited, a key is not in the hand) does not hide them.
func unasked(st *engine.Step) error {
	if st.Verb != "casts" && st.Verb != "cast" {
		return nil
	}
	parts, err := castParts(strings.TrimSpace(st.Args))
	if err != nil {
		return err
	}
	id, _ := lookupAction(parts[""])
	if _, spell := spells[id]; !spell {
		return nil // refused as not a spell when played
	}
	return unusedParts(id, parts)
}

// unusedParts is the error of a cast naming what its spell never asks
// for ("Kill with ♠3, ♣5 on ♥6 as driven", "Force … taking ♠3"): the
// engine would ignore those words, and an example must not say more than
// is played (docs/examples.md: a choice never asked for is an error). It
// is not a rule's rejection: no "cannot" makes the example pass.
func unusedParts(id string, parts map[string]string) error {
	uses := map[string]bool{"": true, "with": true, "on": spells[id].target != noTarget, "to": id == "retarget",
		"as": id == "twist" || id == "reverse", "taking": id == "bj" || id == "bulwark-refill" || choosesAtResolution(id)}
	for _, w := range []string{"on", "to", "as", "taking"} {
		if _, written := parts[w]; written && !uses[w] {
			return &engine.Unused{Words: strings.TrimSpace(w + " " + parts[w]), Slot: w, Key: "never/" + w, Messages: messages(),
				Params: []engine.Param{{Name: "spell", Value: name(id)}}}
		}
	}
	return nil
}

// target reads what "on …" or "to …" names: a player, an action on the
// stage, or a character.
func (t *table) target(s *State, text string, char, pl *int, act **Action, self *Action) error {
	text = strings.TrimSpace(text)
	if p := t.player(text); p >= 0 {
		*pl = p
		return nil
	}
	if id, ok := lookupAction(text); ok {
		if id == self.ID && id == "retarget" {
			*act = self
			return nil
		}
		*act = s.topAction(func(b *Action) bool { return b.ID == id })
		if *act == nil {
			return reject("not-on-stage", name(id))
		}
		return nil
	}
	ch, err := t.character(s, text, -1)
	if err != nil {
		return engine.AsRejection(err)
	}
	*char = ch.ID
	return nil
}

// characterIDs are the character list's catalog ids by kind.
var characterIDs = map[Kind]string{
	Common: "common-soldier", Hero: "hero", AceKind: "ace", Magician: "magician",
	Equipped: "equipped-soldier", Bulwark: "bulwark-character",
}

// Performed is what a step did of the action list and the character list
// (engine.Performer), for card coverage: its action, the triggers it set
// off, and the characters on the field afterwards.
func (t *table) Performed(es engine.State, st *engine.Step) []string {
	s := es.(*State)
	var out []string
	args := strings.TrimSpace(st.Args)
	switch st.Verb {
	case "summons", "summon":
		text, _, _ := summonArgs(args)
		if f, err := parseFace(text); err == nil {
			id := summonOf(Card{Suit: f.Suit, Rank: f.Rank})
			if t.index(st.Player) != s.Active {
				id = "quick-summon"
			}
			out = append(out, id)
		}
	case "places", "place":
		out = append(out, "bulwark")
	case "equips", "equip":
		out = append(out, "equip")
	case "attacks", "attack":
		out = append(out, "attack")
	case "blocks", "block":
		out = append(out, "block", "damage-judgement")
	case "casts", "cast":
		head := args
		for _, w := range []string{" with ", " on ", " to ", " taking ", " as "} {
			if i := strings.Index(head, w); i >= 0 {
				head = head[:i]
			}
		}
		if id, ok := lookupAction(head); ok {
			out = append(out, id)
		}
	case "ends", "discards", "discard":
		out = append(out, "end", "charge")
	case "draws":
		out = append(out, "draw")
	case "rare-draws", "rare-draw":
		out = append(out, "rare-draw")
	}
	for _, pl := range s.P {
		if pl.GenChanges > 0 {
			out = append(out, "generation-change")
		}
		for _, ch := range pl.Field {
			out = append(out, characterIDs[ch.Kind()])
		}
	}
	return out
}

// stepFace reads a card an example's step names, its error saying so.
func stepFace(text string) (Face, error) {
	f, err := parseFace(text)
	if err != nil {
		return f, fmt.Errorf("cannot read the card: %v", err)
	}
	return f, nil
}
