package ruleset

import (
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"path"
	"slices"
	"sort"
	"strconv"
	"strings"

	"cardpress/catalog"
	"cardpress/diag"
	"cardpress/engine"
)

// Load reads and compiles the rules description of the catalog's game
// folder. Every problem of the file is reported at once, as a diag.List.
func Load(c *catalog.Catalog) (*Game, error) {
	g, err := load(c)
	if err != nil {
		return nil, err
	}
	return g, nil
}

// load is Load, with the game as far as it was read when the description
// has errors (nil when it could not be read): its example words still
// read the rulebook (Rules).
func load(c *catalog.Catalog) (*Game, error) {
	shown := path.Join(c.Path[:max(0, len(c.Path)-len(path.Base(c.Path)))], File)
	if c.FS == nil {
		return nil, fmt.Errorf("%s: the game folder cannot be read", shown)
	}
	src, err := fs.ReadFile(c.FS, File)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, diag.List{*diag.Errorf(diag.Pos{File: c.Path, Line: 1}, "engine = %q plays the rules written in %s, which this game folder does not have (docs/rules-language.md)", EngineName, File)}
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %w", shown, err)
	}
	g, err := compile(c, shown, src)
	if g == nil {
		return nil, err
	}
	// The catalog of the folder is the game's: it seats what the rules do.
	if bad := g.playersAgree(); len(bad) > 0 {
		var list diag.List
		errors.As(err, &list)
		list = append(list, bad...)
		list.Sort()
		return g, list
	}
	return g, err
}

// Compile compiles the rules description src (the file shown as shown)
// for the catalog's cards.
func Compile(c *catalog.Catalog, shown string, src []byte) (*Game, error) {
	g, err := compile(c, shown, src)
	if err != nil {
		return nil, err
	}
	return g, nil
}

// compile is Compile, with the game as far as it was read when src has
// errors, nil when not even the cards' texts could be read.
func compile(c *catalog.Catalog, shown string, src []byte) (*Game, error) {
	return compileSet(c, shown, src, "")
}

// compileSet is compile dealing the catalog's set (its largest when "")
// unless the description names its own.
func compileSet(c *catalog.Catalog, shown string, src []byte, set string) (*Game, error) {
	doc, d := catalog.ReadLocated(shown, src)
	if d != nil {
		return nil, diag.List{*d}
	}
	g := &Game{cat: c, hand: -1, dirVar: -1, turnVar: -1, deck: -1, rest: -1, layouts: map[int][]int{}, set: set, shown: shown, source: src}
	cp := &compiler{g: g, doc: doc, lets: map[string]*node{}, letPath: map[string]string{}, letting: map[string]bool{}, phaseSet: map[int]bool{}}
	r := &reader{cp: cp, doc: doc, subset: set != ""}
	r.read()
	cp.ruleKeysUsed()
	if len(cp.errs) > 0 {
		cp.errs.Sort()
		// An error inside a let is met at each use: say it once.
		seen := map[diag.Diagnostic]bool{}
		cp.errs = slices.DeleteFunc(cp.errs, func(d diag.Diagnostic) bool {
			dup := seen[d]
			seen[d] = true
			return dup
		})
		if r.textFailed {
			g = nil
		}
		return g, cp.errs
	}
	g.wordsDue, g.wordsText = true, r.textSrc // summed by Dialect
	g.listChecks()
	g.tableTriggers()
	return g, nil
}

// playersAgree checks that the player counts the catalog of the game
// folder prints ([game] players of catalog.toml) are the ones the
// description seats: each that differs is an error at the catalog's value.
func (g *Game) playersAgree() diag.List {
	var out diag.List
	c := g.cat
	seats := fmt.Sprintf("the rules description (%s, [game] players) seats %s players", File, engine.PlayerRange(g.minPlayers, g.maxPlayers))
	if pos, ok := c.GamePos("players.min"); ok && c.Game.MinPlayers != g.minPlayers {
		out.Add(pos, "[game] players.min = %d, but %s: make them agree (min = %d)", c.Game.MinPlayers, seats, g.minPlayers)
	}
	if pos, ok := c.GamePos("players.max"); ok && c.Game.MaxPlayers != g.maxPlayers {
		out.Add(pos, "[game] players.max = %d, but %s: make them agree (max = %d)", c.Game.MaxPlayers, seats, g.maxPlayers)
	}
	return out
}

// reader walks the TOML document, checking its keys and types.
type reader struct {
	cp  *compiler
	doc *catalog.Located
	// unworded are the actions whose verb another action must word.
	unworded []unworded
	// told are the sentences a zone's or variable's tell key gives, to be
	// told by tells with those of [tell].
	told []toldSentence
	// textSrc is the grammar of card texts read ([game] text), if any.
	textSrc []byte
	// textFailed: the cards' texts could not be read ([game] text); the
	// rest of the description is not compiled, so that the one error is
	// not followed by every rules key it would have given.
	textFailed bool
	// subset: the description is compiled for a set self-play asks for
	// (compileSet), not the one it plays by default.
	subset bool
}

func (r *reader) errorf(p string, format string, args ...any) {
	r.cp.errs.Add(r.doc.Key(p), format, args...)
}

func (r *reader) valueErrorf(p string, format string, args ...any) {
	r.cp.errs.Add(r.doc.Value(p), format, args...)
}

// table is the table at p (nil when absent or reported), its keys checked
// against known.
func (r *reader) table(v any, p string, known ...string) map[string]any {
	if v == nil {
		return nil
	}
	m, ok := v.(map[string]any)
	if !ok {
		r.valueErrorf(p, "%s must be a table, got %s", p, catalog.Describe(v))
		return nil
	}
	if known != nil && !allKnown(m, known) {
		for _, k := range slices.Sorted(maps.Keys(m)) {
			if !slices.Contains(known, k) {
				r.errorf(p+"."+k, "unknown key %q in %s%s", k, p, catalog.DidYouMean(k, known))
			}
		}
	}
	return m
}

// allKnown reports whether every key of m is one of known: the keys are
// sorted, for the errors' order, only when one is not (sorting the keys of
// every table read was a twentieth of a load).
func allKnown(m map[string]any, known []string) bool {
	for k := range m {
		if !slices.Contains(known, k) {
			return false
		}
	}
	return true
}

func (r *reader) str(m map[string]any, p, key string) (string, bool) {
	v, ok := m[key]
	if !ok {
		return "", false
	}
	s, ok := v.(string)
	if !ok {
		r.valueErrorf(p+"."+key, "%s.%s must be a string, got %s", p, key, catalog.Describe(v))
	}
	return s, ok
}

func (r *reader) strs(m map[string]any, p, key string) []string {
	v, ok := m[key]
	if !ok {
		return nil
	}
	if s, ok := v.(string); ok {
		return []string{s}
	}
	list, ok := v.([]any)
	var out []string
	for _, x := range list {
		s, isStr := x.(string)
		if !isStr {
			ok = false
			break
		}
		out = append(out, s)
	}
	if !ok {
		r.valueErrorf(p+"."+key, "%s.%s must be a list of strings, got %s", p, key, catalog.Describe(v))
		return nil
	}
	return out
}

func (r *reader) integer(m map[string]any, p, key string, lo, hi int) (int, bool) {
	v, ok := m[key]
	if !ok {
		return 0, false
	}
	n, ok := v.(int64)
	if !ok || n < int64(lo) || n > int64(hi) {
		r.valueErrorf(p+"."+key, "%s.%s must be a whole number from %d to %d, got %s", p, key, lo, hi, catalog.Describe(v))
		return 0, false
	}
	return int(n), true
}

var topKeys = []string{"game", "zones", "vars", "player_vars", "card_vars", "card_numbers", "let", "setup", "actions", "after", "on", "match", "invariants", "reasons", "words", "tell", "card_rules", "card_checks", "resolve", "views", "numbers", "facts", "measures"}

func (r *reader) read() {
	raw := r.doc.Raw
	for _, k := range slices.Sorted(maps.Keys(raw)) {
		if !slices.Contains(topKeys, k) {
			r.errorf(k, "unknown table [%s]%s", k, catalog.DidYouMean(k, topKeys))
		}
	}
	g := r.cp.g
	r.cards()
	r.cardRules(raw["card_rules"])
	r.game(r.table(raw["game"], "game", "players", "phases", "deck", "set", "decks", "rest", "out_of_turn", "shuffle", "simultaneous", "text", "deal_parts", "turn_player"))
	if r.textFailed {
		return
	}
	r.zones(r.table(raw["zones"], "zones"))
	if gm, ok := raw["game"].(map[string]any); ok {
		if s, ok := r.str(gm, "game", "deck"); ok {
			if g.deck = g.zoneIndex(s); g.deck < 0 {
				r.valueErrorf("game.deck", "unknown zone %q%s", s, catalog.DidYouMean(s, g.zoneIDs()))
			}
		}
		r.decks(gm)
		r.dealParts(gm)
	}
	g.vars = r.vars(r.table(raw["vars"], "vars"), "vars")
	g.pvars = r.vars(r.table(raw["player_vars"], "player_vars"), "player_vars")
	g.cvars = r.vars(r.table(raw["card_vars"], "card_vars"), "card_vars")
	g.varAt, g.pvarAt, g.cvarAt = indexBy(g.vars), indexBy(g.pvars), indexBy(g.cvars)
	for _, v := range g.cvars {
		if slices.Contains(attributes, v.id) || slices.Contains(g.stats, v.id) {
			r.errorf("card_vars."+v.id, "%s is a card's catalog attribute: choose another name", v.id)
		}
	}
	g.dirVar = slices.IndexFunc(g.vars, func(v variable) bool { return v.t == tDir })
	if gm, ok := raw["game"].(map[string]any); ok {
		r.turnPlayer(gm)
	}
	r.lets(r.table(raw["let"], "let"))
	r.refillWhen(raw["zones"])
	r.guesses(raw)
	r.reasons(r.table(raw["reasons"], "reasons"))
	r.resolves(raw["resolve"])
	if gm, ok := raw["game"].(map[string]any); ok {
		r.outOfTurn(gm)
	}
	if g.deck < 0 {
		if g.deck = 0; len(g.zones) == 0 {
			r.errorf("zones", "the rules need zones ([zones.NAME]) for the cards to be in")
			return
		}
		r.errorf("game", "[game] deck must name the zone every card starts in, one of %v", g.zoneIDs())
	}
	for n := g.minPlayers; n <= g.maxPlayers; n++ {
		g.layouts[n] = g.layout(n)
	}
	if st := r.table(raw["setup"], "setup", "do", "first", "deal", "example", "refuse"); st != nil {
		g.setup = r.effects(st, "setup", env{setup: true})
		g.refuse = r.checkList(st, "setup", "refuse", env{})
		for i, s := range r.strs(st, "setup", "first") {
			if f := r.cp.statement("setup.first."+strconv.Itoa(i), s, env{setup: true}); f != nil {
				g.first = append(g.first, f)
			}
		}
		for _, k := range []string{"deal", "example"} {
			for i, s := range r.strs(st, "setup", k) {
				if f := r.cp.statement("setup."+k+"."+strconv.Itoa(i), s, env{setup: true}); f != nil {
					if k == "deal" {
						g.deal = append(g.deal, f)
					} else {
						g.example = append(g.example, f)
					}
				}
			}
		}
	}
	r.actions(r.table(raw["actions"], "actions"))
	r.checkVerbs()
	r.after(raw["after"])
	r.on(raw["on"])
	r.cardNumbers(r.table(raw["card_numbers"], "card_numbers"))
	// The zones' words read the cards' states, declared after them.
	zm, _ := raw["zones"].(map[string]any)
	for _, z := range g.zones {
		if m, ok := zm[z.id].(map[string]any); ok {
			r.zoneForms(m, "zones."+z.id, z.id)
		}
	}
	r.views(r.table(raw["views"], "views"))
	r.numbers(r.table(raw["numbers"], "numbers"))
	r.facts(r.table(raw["facts"], "facts"))
	r.match(r.table(raw["match"], "match", "end", "winner", "round_winner", "standing"))
	r.words(r.table(raw["words"], "words", "phases", "target", "as", "turn", "none", "next_round", "game", "winner", "refused"))
	r.invariants(r.table(raw["invariants"], "invariants"))
	r.measures(r.table(raw["measures"], "measures"))
	r.tells(r.table(raw["tell"], "tell", "setting", "expect", "step"))
	r.lint()
	r.cardChecks(raw["card_checks"])
}

// refillWhen reads each zone's refill_when, the condition its refill
// waits for, once the variables it reads are declared.
func (r *reader) refillWhen(v any) {
	zm, _ := v.(map[string]any)
	for i := range r.cp.g.zones {
		z := &r.cp.g.zones[i]
		p := "zones." + z.id
		m, _ := zm[z.id].(map[string]any)
		src, ok := r.str(m, p, "refill_when")
		if !ok {
			continue
		}
		if z.refill < 0 {
			r.errorf(p+".refill_when", "refill_when is the condition of a refill: give the zone refill = \"zone\" first")
		}
		z.refillWhen = r.cp.expression(p+".refill_when", src, tBool, env{})
	}
}

// cards builds the faces and physical cards of the catalog's deck.
func (r *reader) cards() {
	g, c := r.cp.g, r.cp.g.cat
	g.colors = c.ColorIDs()
	g.stats = nil
	for _, id := range c.StatIDs() {
		g.stats = append(g.stats, strings.ReplaceAll(id, "-", "_"))
	}
	if g.set == "" {
		g.set = c.DefaultSet()
	}
	byFace := map[string]int{}
	for _, card := range c.Deck(g.set) {
		f, ok := byFace[card.Face.ID]
		if !ok {
			f = len(g.faces)
			byFace[card.Face.ID] = f
			g.faces = append(g.faces, r.face(card.Face))
		}
		g.cardFace = append(g.cardFace, int16(f))
	}
}

func (r *reader) face(f catalog.Face) face {
	c := r.cp.g.cat
	e := f.Entry
	out := face{entry: int64(slices.Index(c.Cards, e)), kind: int64(slices.Index(c.KindIDs(), e.Kind)), color: -1, number: -1, points: int64(e.Points), tableauPoints: int64(e.TableauPoints), name: e.Name}
	if len(f.Variant.Colors) == 1 {
		out.color = int64(slices.Index(c.ColorIDs(), f.Variant.Colors[0]))
	}
	if e.HasNumber {
		out.number = int64(e.Number)
	}
	for _, id := range c.StatIDs() {
		n, err := strconv.ParseInt(strings.TrimSpace(e.Stats[id]), 10, 64)
		if err != nil {
			n = -1
		}
		out.stats = append(out.stats, n)
	}
	out.card = engine.Card{Entry: e.ID, Name: e.Name}
	if len(e.Variants) > 1 {
		out.card.Colors = f.Variant.Colors
		out.name = f.Variant.Key() + " " + e.Name
		out.card.Name = out.name
	}
	return out
}

func (r *reader) game(m map[string]any) {
	g := r.cp.g
	g.minPlayers, g.maxPlayers, g.usualPlayers = 2, 2, 2
	if m == nil {
		r.errorf("game", "the rules need a [game] table: players, phases and deck")
		return
	}
	if pm := r.table(m["players"], "game.players", "min", "max", "usual"); pm != nil {
		if n, ok := r.integer(pm, "game.players", "min", 1, 16); ok {
			g.minPlayers = n
		}
		g.maxPlayers, g.usualPlayers = g.minPlayers, g.minPlayers
		if n, ok := r.integer(pm, "game.players", "max", g.minPlayers, 16); ok {
			g.maxPlayers = n
		}
		g.usualPlayers = g.minPlayers
		if n, ok := r.integer(pm, "game.players", "usual", g.minPlayers, g.maxPlayers); ok {
			g.usualPlayers = n
		}
	}
	r.shuffleOrder(m)
	r.readTexts(m)
	g.phases = r.strs(m, "game", "phases")
	if len(g.phases) == 0 {
		g.phases = []string{"play"}
	}
	g.simultaneous = make([]bool, len(g.phases))
	for i, ph := range r.strs(m, "game", "simultaneous") {
		if k := slices.Index(g.phases, ph); k >= 0 {
			g.simultaneous[k] = true
		} else {
			r.valueErrorf("game.simultaneous."+strconv.Itoa(i), "unknown phase %q%s", ph, catalog.DidYouMean(ph, g.phases))
		}
	}
	if s, ok := r.str(m, "game", "set"); ok {
		if r.cp.g.cat.Set(s) == nil {
			r.valueErrorf("game.set", "unknown set %q%s", s, catalog.DidYouMean(s, r.cp.g.cat.SetIDs()))
		} else {
			g.set, g.ownSet = s, true
			g.faces, g.cardFace, g.colorsOfFace = nil, nil, nil
			r.cards()
		}
	}
}

var zoneKeys = []string{"owner", "seen", "refill", "refill_when", "refresh", "hand", "order", "picture", "shown_empty", "say", "tell", "top", "bottom", "none", "count", "by"}

func (r *reader) zones(m map[string]any) {
	g := r.cp.g
	ids := slices.Sorted(maps.Keys(m))
	// Zones keep the file's order: a picture lays a player's zones so.
	sort.SliceStable(ids, func(i, j int) bool { return r.doc.Key("zones." + ids[i]).Before(r.doc.Key("zones." + ids[j])) })
	for _, id := range ids {
		p := "zones." + id
		zm := r.table(m[id], p, zoneKeys...)
		if zm == nil {
			continue
		}
		r.ident(p, id)
		z := zone{id: id, seen: "all", refill: -1, refresh: -1}
		if s, ok := r.str(zm, p, "owner"); ok {
			switch s {
			case "player":
				z.perPlayer = true
			case "shared":
			default:
				r.valueErrorf(p+".owner", "owner must be \"shared\" or \"player\", got %q", s)
			}
		}
		if s, ok := r.str(zm, p, "seen"); ok {
			if !slices.Contains([]string{"nobody", "owner", "all"}, s) {
				r.valueErrorf(p+".seen", "seen must be \"nobody\", \"owner\" or \"all\", got %q", s)
			}
			z.seen = s
		}
		if z.seen == "owner" && !z.perPlayer {
			r.errorf(p+".seen", "a shared zone has no owner to see it: write seen = \"nobody\" or \"all\", or owner = \"player\"")
		}
		if s, ok := r.str(zm, p, "order"); ok {
			switch s {
			case "bottom first":
				z.bottomFirst = true
			case "top first":
			case "any":
				z.anyOrder = true
			default:
				r.valueErrorf(p+".order", "order is how examples list the zone: \"top first\" (a pile, the default), \"bottom first\" (a trick, in the order played) or \"any\" (a row whose order does not matter), got %q", s)
			}
		}
		if s, ok := r.str(zm, p, "picture"); ok {
			switch s {
			case "row":
				z.row = true
			case "stack":
				z.stack = true
			case "none":
				z.unpictured = true
			case "top":
				z.stack, z.topPicture = true, true
				if _, ok := zm["top"]; !ok {
					r.valueErrorf(p+".picture", "picture = \"top\" names the stack by the words of its top card: give the zone top = { … } too")
				}
			default:
				r.valueErrorf(p+".picture", "picture is how an example's picture lays the zone: \"stack\" (the default; a zone listed bottom first is a row unless so written), \"top\" (a stack named by its top card's words: the play card), \"row\" (its cards side by side, face up) or \"none\" (not drawn: the cards an example leaves out of its story), got %q", s)
			}
		}
		if v, ok := zm["shown_empty"]; ok {
			// Pictured when empty: a draw pile at 0 is what an example of
			// it running out shows.
			b, isBool := v.(bool)
			if !isBool {
				r.valueErrorf(p+".shown_empty", "shown_empty is true or false: whether an example's picture shows the zone when it is empty; got %v", v)
			}
			z.shownEmpty = b
		}
		if s, ok := r.str(zm, p, "by"); ok {
			if s != "color" {
				r.valueErrorf(p+".by", "by = \"color\" writes the zone's cards in examples by their color (\"red 2, blue\"), got %q", s)
			}
			z.byColor = true
		}
		if b, ok := zm["hand"].(bool); ok && b {
			if !z.perPlayer {
				r.errorf(p+".hand", "the players' hands are a player's zone: add owner = \"player\"")
			}
			g.hand = len(g.zones)
		}
		g.zones = append(g.zones, z)
	}
	g.zoneAt = indexBy(g.zones)
	// Refills name zones declared anywhere in the table.
	for i := range g.zones {
		p := "zones." + g.zones[i].id
		zm, _ := m[g.zones[i].id].(map[string]any)
		if s, ok := r.str(zm, p, "refill"); ok {
			if g.zones[i].refill = g.zoneIndex(s); g.zones[i].refill < 0 {
				r.valueErrorf(p+".refill", "unknown zone %q%s", s, catalog.DidYouMean(s, g.zoneIDs()))
			}
		}
		if s, ok := r.str(zm, p, "refresh"); ok {
			switch g.zones[i].refresh = g.zoneIndex(s); {
			case g.zones[i].refresh < 0:
				r.valueErrorf(p+".refresh", "unknown zone %q%s", s, catalog.DidYouMean(s, g.zoneIDs()))
			case g.zones[i].refill >= 0:
				r.errorf(p+".refresh", "a zone is refilled (refill, at the next draw, its source's top card staying) or refreshed (refresh, at once, every card), not both")
			}
		}
	}
}

// outOfTurn reads [game] out_of_turn: by phase, the rule a step of a
// player who is not to move is refused by (World End's support step:
// only the attacked player answers).
func (r *reader) outOfTurn(gm map[string]any) {
	g := r.cp.g
	m := r.table(gm["out_of_turn"], "game.out_of_turn", g.phases...)
	if m == nil {
		return
	}
	g.outOfTurn = make([]string, len(g.phases))
	for _, ph := range slices.Sorted(maps.Keys(m)) {
		k, ok := r.str(m, "game.out_of_turn", ph)
		if !ok {
			continue
		}
		if !slices.ContainsFunc(g.reasons, func(x engine.ReasonText) bool { return x.Key == k }) {
			r.valueErrorf("game.out_of_turn."+ph, "unknown reason %q: declare it in [reasons.%s]%s", k, k, catalog.DidYouMean(k, r.reasonKeys()))
			continue
		}
		g.outOfTurn[slices.Index(g.phases, ph)] = k
	}
}

// decks reads [game] decks and rest: each player plays a deck of the
// game folder's own, its parts dealt into the zones decks names.
func (r *reader) decks(gm map[string]any) {
	g := r.cp.g
	if rs, ok := r.str(gm, "game", "rest"); ok {
		if g.rest = g.zoneIndex(rs); g.rest < 0 {
			r.valueErrorf("game.rest", "unknown zone %q%s", rs, catalog.DidYouMean(rs, g.zoneIDs()))
		}
	}
	v, ok := gm["decks"]
	if !ok {
		return
	}
	m := r.table(v, "game.decks")
	if m == nil {
		return
	}
	g.decks, g.parts = true, map[string]int{}
	if g.deck >= 0 && !g.zones[g.deck].perPlayer {
		r.errorf("game.decks", "with decks each player has a deck: [game] deck must be a player's zone (owner = \"player\")")
	}
	known := []string{}
	if dr := g.cat.DeckRules; dr != nil {
		g.deckSize = dr.Size
		for _, part := range dr.Parts {
			known = append(known, part.ID)
		}
	}
	if g.deckSize == 0 {
		r.errorf("game.decks", "with decks the catalog's [deck] must give the size of a deck")
	}
	for _, id := range slices.Sorted(maps.Keys(m)) {
		p := "game.decks." + id
		if !slices.Contains(known, id) {
			r.errorf(p, "the catalog's [deck] has no part %q%s", id, catalog.DidYouMean(id, known))
			continue
		}
		zs, _ := r.str(m, "game.decks", id)
		z := g.zoneIndex(zs)
		switch {
		case z < 0:
			r.valueErrorf(p, "unknown zone %q%s", zs, catalog.DidYouMean(zs, g.zoneIDs()))
		case !g.zones[z].perPlayer:
			r.valueErrorf(p, "a part of a player's deck goes into a player's zone; %s is shared", zs)
		default:
			g.parts[id] = z
			g.zones[z].filled = true
		}
	}
	// Every player owns a copy of the set.
	per := len(g.cardFace)
	for q := range g.maxPlayers {
		for k := range per {
			if q > 0 {
				g.cardFace = append(g.cardFace, g.cardFace[k])
			}
			g.cardOwner = append(g.cardOwner, int8(q))
		}
	}
}

// ident checks that a declared name can be written in expressions.
func (r *reader) ident(p, id string) {
	ok := id != "" && isNameStart(id[0])
	for i := 0; i < len(id); i++ {
		ok = ok && (isNameStart(id[i]) || id[i] >= '0' && id[i] <= '9')
	}
	if !ok {
		r.errorf(p, "%q cannot be written in a condition: use letters, digits and _ (like %s)", id, "draw_pile")
	}
	if slices.Contains(reserved, id) {
		r.errorf(p, "%q is a word of the rules language: choose another name", id)
	}
}

var reserved = []string{"true", "false", "none", "player", "actor", "players", "phase", "card", "choice", "target", "it", "outer", "p", "if", "then", "else"}

var typeWords = map[string]typ{"int": tInt, "bool": tBool, "color": tColor, "player": tPlayer, "card": tCard, "direction": tDir, "id": tEntry}

func (r *reader) vars(m map[string]any, where string) []variable {
	var out []variable
	for _, id := range slices.Sorted(maps.Keys(m)) {
		p := where + "." + id
		known := []string{"type", "start", "keep", "say"}
		if where == "card_vars" {
			known = append(known, "off", "until", "turned", "face_down")
		} else {
			known = append(known, "tell", "seen", "guess", "values", "expect", "each")
		}
		vm := r.table(m[id], p, known...)
		if vm == nil {
			continue
		}
		r.ident(p, id)
		v := variable{id: id}
		s, _ := r.str(vm, p, "type")
		t, ok := typeWords[s]
		if !ok {
			r.errorf(p, "%s needs a type: one of %v", p, slices.Sorted(maps.Keys(typeWords)))
		}
		v.t = t
		v.start = startValue(t)
		v.seen = r.varSeen(vm, p, where)
		if b, ok := vm["keep"].(bool); ok && b {
			if where != "vars" {
				r.errorf(p+".keep", "only a game's variable is kept from round to round by keep (a player's is kept anyway, a card's starts again)")
			}
			v.keep = true
		}
		if where == "card_vars" {
			r.cardVarWords(vm, p, len(out), t)
			r.until(vm, p, len(out))
			r.faceDownVar(vm, p, len(out), t)
			if b, ok := vm["turned"].(bool); ok && b {
				if t != tBool {
					r.errorf(p+".turned", "a card is turned in a picture by a true-or-false state (type = \"bool\")")
				}
				r.cp.g.turnedVars = append(r.cp.g.turnedVars, len(out))
			}
		} else if say, ok := vm["say"]; ok && t != tBad {
			v.values = r.valueNames(vm, p, t)
			if r.varForms(say, p, id, t, where == "player_vars", v.values) {
				r.tell(vm, p, "{value}", "{value}", "{value}")
			}
		}
		if where != "card_vars" && t != tBad {
			r.varMoreWords(vm, p, id, t, where == "player_vars", v.values)
		}
		if x, ok := vm["start"]; ok {
			n, isInt := x.(int64)
			if t != tInt || !isInt {
				r.valueErrorf(p+".start", "start is a whole number, for a variable of type int; the others start at none (directions clockwise) and are set by [setup]")
			}
			v.start = n
			if v.values != nil && (n < 0 || n >= int64(len(v.values))) {
				// A variable with named values starts at one of them.
				var places []string
				for i, w := range v.values {
					places = append(places, fmt.Sprintf("%d for %s", i, w["en"]))
				}
				r.valueErrorf(p+".start", "start is one of the values of %s: %s; got %d", p, strings.Join(places, ", "), n)
			}
		}
		out = append(out, v)
	}
	return out
}

// cardVarWords reads the words of card variable i in examples: a state
// word for true (say) and for false (off), in parentheses after the
// card's name.
func (r *reader) cardVarWords(vm map[string]any, p string, i int, t typ) {
	say, hasSay := vm["say"]
	off, hasOff := vm["off"]
	if !hasSay && !hasOff {
		return
	}
	if t != tBool {
		r.errorf(p+".say", "a card's state in words is a true-or-false variable (type = \"bool\"); a number on a card is shown with [card_numbers]")
		return
	}
	w := cardWord{v: i}
	if hasSay {
		w.say = r.wordings(say, p+".say")
		w.en = w.say["en"]
	}
	if hasOff {
		w.offSay = r.wordings(off, p+".off")
		w.off = w.offSay["en"]
	}
	r.cp.g.cardWords = append(r.cp.g.cardWords, w)
}

// until reads how long card variable i lasts: until a phase begins, when
// it goes back to its start value.
func (r *reader) until(vm map[string]any, p string, i int) {
	g := r.cp.g
	ph, ok := r.str(vm, p, "until")
	if !ok {
		return
	}
	k := slices.Index(g.phases, ph)
	if k < 0 {
		r.valueErrorf(p+".until", "until names the phase whose start ends it: unknown phase %q%s", ph, catalog.DidYouMean(ph, g.phases))
		return
	}
	if g.until == nil {
		g.until = make([][]int, len(g.phases))
	}
	g.until[k] = append(g.until[k], i)
}

// cardNumbers reads [card_numbers]: a number shown on a card in
// examples, a letter and its value ("L1"), an expression of it.
func (r *reader) cardNumbers(m map[string]any) {
	for _, id := range slices.Sorted(maps.Keys(m)) {
		p := "card_numbers." + id
		src, ok := r.str(m, "card_numbers", id)
		if !ok {
			continue
		}
		if len(id) != 1 || !isNameStart(id[0]) || id[0] == '_' {
			r.errorf(p, "a number shown on a card is named by one letter (examples write it before the number, like L1), not %q", id)
			continue
		}
		if f := r.cp.expression(p, src, tInt, env{it: true}); f != nil {
			r.cp.g.cardWords = append(r.cp.g.cardWords, cardWord{v: -1, en: strings.ToUpper(id), shown: f})
		}
	}
}

// on reads [[on]]: effects when a card enters or leaves a zone (card is
// the card) or when a phase begins.
func (r *reader) on(v any) {
	list, ok := v.([]map[string]any)
	if v != nil && !ok {
		r.valueErrorf("on", "on is a list of [[on]] tables: enter, leave or phase; when; do")
		return
	}
	g := r.cp.g
	for i, tm := range list {
		p := "on." + strconv.Itoa(i)
		r.table(tm, p, "enter", "leave", "refresh", "from", "to", "phase", "when", "do")
		tr := zoneTrigger{zone: -1, phase: -1, other: -1}
		set := 0
		for _, k := range []string{"enter", "leave", "refresh"} {
			if zs, ok := r.str(tm, p, k); ok {
				set++
				tr.enter, tr.refresh = k == "enter", k == "refresh"
				if tr.zone = g.zoneIndex(zs); tr.zone < 0 {
					r.valueErrorf(p+"."+k, "unknown zone %q%s", zs, catalog.DidYouMean(zs, g.zoneIDs()))
				}
			}
		}
		if ph, ok := r.str(tm, p, "phase"); ok {
			set++
			if tr.phase = slices.Index(g.phases, ph); tr.phase < 0 {
				r.valueErrorf(p+".phase", "unknown phase %q%s", ph, catalog.DidYouMean(ph, g.phases))
			}
		}
		if set != 1 {
			r.errorf(p, "an [[on]] trigger says one of enter = \"zone\", leave = \"zone\", refresh = \"zone\" or phase = \"phase\": what sets it off")
			continue
		}
		for _, k := range []string{"from", "to"} {
			zs, ok := r.str(tm, p, k)
			if !ok {
				continue
			}
			if want := map[string]string{"from": "enter", "to": "leave"}[k]; tm[want] == nil {
				r.errorf(p+"."+k, "%s names the other zone of a card's move: only with %s", k, want)
			} else if tr.other = g.zoneIndex(zs); tr.other < 0 {
				r.valueErrorf(p+"."+k, "unknown zone %q%s", zs, catalog.DidYouMean(zs, g.zoneIDs()))
			}
		}
		if tr.refresh && tr.zone >= 0 && g.zones[tr.zone].refresh < 0 {
			r.errorf(p+".refresh", "zone %s is never refreshed: give it refresh = \"zone\"", g.zones[tr.zone].id)
		}
		// card is the card that moved; p the player whose zone it was.
		e := env{card: tr.phase < 0 && !tr.refresh, p: tr.zone >= 0 && g.zones[tr.zone].perPlayer}
		if ws, ok := r.str(tm, p, "when"); ok {
			tr.when = r.cp.expression(p+".when", ws, tBool, e)
		}
		tr.do = r.effects(tm, p, e)
		if tr.zone >= 0 || tr.phase >= 0 {
			g.on = append(g.on, tr)
		}
	}
}

// startValue is a variable's value before anything sets it.
func startValue(t typ) int64 {
	switch t {
	case tColor, tPlayer, tCard, tEntry:
		return -1
	case tDir:
		return 1
	}
	return 0
}

func (r *reader) lets(m map[string]any) {
	for _, id := range slices.Sorted(maps.Keys(m)) {
		p := "let." + id
		s, ok := r.str(m, "let", id)
		if !ok {
			continue
		}
		r.ident(p, id)
		if r.cp.g.varIndex(id) >= 0 {
			// a name is read as the variable first: the let would never be
			// read, and the shortcuts that open lets would read it anyway
			r.errorf(p, "%s is a variable of [vars]: a let of that name is never read; choose another name", id)
			continue
		}
		n, err := r.cp.parse(s, false)
		if err != nil {
			r.cp.path = p
			r.cp.syntax(err)
			continue
		}
		r.cp.lets[id], r.cp.letPath[id] = n, p
	}
}

func (r *reader) reasons(m map[string]any) {
	g := r.cp.g
	for _, key := range slices.Sorted(maps.Keys(m)) {
		p := "reasons." + key
		rm := r.table(m[key], p, "text", "en", "ja", "zh-Hant")
		if rm == nil {
			continue
		}
		text, ok := r.str(rm, p, "text")
		if !ok {
			r.errorf(p, "reason %s needs text: the sentence a refusal says, with {card}, {player}", key)
		}
		// A language may give several words for the rule: a list.
		rt := engine.ReasonText{Key: key, Text: text, Say: map[string]string{}}
		var more []engine.ReasonText
		for _, lang := range engine.Languages {
			for i, w := range r.strs(rm, p, lang) {
				for len(more) < i {
					more = append(more, engine.ReasonText{Key: key, Say: map[string]string{}})
				}
				if i == 0 {
					rt.Say[lang] = w
				} else {
					more[i-1].Say[lang] = w
				}
			}
		}
		g.reasons = append(append(g.reasons, rt), more...)
	}
	for _, b := range builtinReasons {
		if !slices.ContainsFunc(g.reasons, func(x engine.ReasonText) bool { return x.Key == b.Key }) {
			g.reasons = append(g.reasons, b)
		}
	}
}

// effects compiles the list of effects "do" of table m at p.
func (r *reader) effects(m map[string]any, p string, e env) []stmt {
	out, _ := r.flatEffects(m, p, e)
	return out
}

// flatEffects is effects, and what their flat program (flat.go) is made
// of on the first deal, nil when a statement did not compile.
func (r *reader) flatEffects(m map[string]any, p string, e env) ([]stmt, *flatJob) {
	var out []stmt
	var sets []constSet
	var consts []bool
	var ns []*node
	var paths []string
	srcs := r.strs(m, p, "do")
	for i, s := range srcs {
		path := p + ".do." + strconv.Itoa(i)
		if f, n := r.cp.statementNode(path, s, e); f != nil {
			out = append(out, f)
			ns, paths = append(ns, n), append(paths, path)
			cs, ok := r.cp.constAssign(n, e)
			sets, consts = append(sets, cs), append(consts, ok)
		}
	}
	var job *flatJob
	if len(ns) == len(srcs) && len(ns) > 0 {
		job = &flatJob{cp: r.cp, ns: ns, paths: paths, e: e, action: -1, trigger: -1}
	}
	return fuse(out, sets, consts), job // construn.go
}

var actionKeys = []string{"verb", "phase", "by", "card", "which", "choose", "target", "pay", "group", "name_colors", "arrange", "require", "do", "greedy", "say", "tell", "choice", "ends_step", "ended", "missing", "settles"}

func (r *reader) actions(m map[string]any) {
	g := r.cp.g
	ids := slices.Sorted(maps.Keys(m))
	// Actions keep the file's order: the first that fits a step plays it.
	sort.SliceStable(ids, func(i, j int) bool { return r.doc.Key("actions." + ids[i]).Before(r.doc.Key("actions." + ids[j])) })
	choices := map[string][]string{}
	for _, id := range ids {
		p := "actions." + id
		am := r.table(m[id], p, actionKeys...)
		if am == nil {
			continue
		}
		a := action{id: id, verb: id, zone: -1, phases: make([]bool, len(g.phases))}
		if v, ok := r.str(am, p, "verb"); ok {
			a.verb = v
		}
		ph := r.strs(am, p, "phase")
		if len(ph) == 0 {
			ph = g.phases[:1]
		}
		for _, name := range ph {
			i := slices.Index(g.phases, name)
			if i < 0 {
				r.valueErrorf(p+".phase", "unknown phase %q%s", name, catalog.DidYouMean(name, g.phases))
				continue
			}
			a.phases[i] = true
		}
		e := env{}
		if z, ok := r.str(am, p, "card"); ok {
			a.zone = g.zoneIndex(z)
			switch {
			case a.zone < 0:
				r.valueErrorf(p+".card", "unknown zone %q%s", z, catalog.DidYouMean(z, g.zoneIDs()))
			case g.zones[a.zone].seen == "nobody":
				r.valueErrorf(p+".card", "the player picks a card of zone %s, which nobody can see: give it seen = \"owner\" (or \"all\")", z)
			}
			e.card = true
			if a.zone >= 0 {
				e.zone = a.zone + 1
			}
			a.which = func(*ctx) int64 { return 1 }
			if w, ok := r.str(am, p, "which"); ok {
				a.which = r.cp.expression(p+".which", w, tBool, env{card: true})
				if n, err := r.cp.parse(w, false); err == nil && a.which != nil {
					a.whichSet, a.whichByPhase = r.cp.setOfConst(n, env{card: true})
				}
			}
		}
		if ch, ok := r.str(am, p, "choose"); ok {
			switch ch {
			case "color":
				a.choose = tColor
			case "player":
				a.choose = tPlayer
			case "card":
				a.choose = tEntry
			case "number":
				a.choose = tInt
			default:
				r.valueErrorf(p+".choose", "choose must be \"color\", \"player\", \"card\" (a card of the catalog, named) or \"number\" (0 to %d), got %q", maxNumber, ch)
			}
			if a.zone >= 0 || e.card {
				r.errorf(p+".choose", "an action plays a card or makes a choice, not both")
			}
			e.choice = a.choose
		}
		if v, ok := am["target"]; ok {
			a.aim = r.aim(v, p+".target", e)
			e.target = true
		}
		if v, ok := am["pay"]; ok {
			if a.zone < 0 {
				r.errorf(p+".pay", "a cost of cards is paid for a card action (card = \"hand\"), the card played not counted")
			}
			a.pay = r.cost(v, p+".pay", e)
			e.pay = true
		}
		a.anyone = r.by(am, p, a.zone >= 0)
		if v, ok := am["group"]; ok {
			a.group = r.group(v, p+".group", e)
			e.pay = true
		}
		a.nameColors = r.nameColors(am, p, &a)
		a.arrange = r.arrangement(am, p)
		a.checks = r.checks(am, p, e)
		a.ended = r.checkList(am, p, "ended", e)
		if k, ok := r.str(am, p, "missing"); ok {
			if !slices.ContainsFunc(g.reasons, func(x engine.ReasonText) bool { return x.Key == k }) {
				r.valueErrorf(p+".missing", "unknown reason %q: declare it in [reasons.%s]%s", k, k, catalog.DidYouMean(k, r.reasonKeys()))
			}
			a.missing = k
		}
		if v, ok := am["ends_step"]; ok {
			b, isBool := v.(bool)
			if !isBool {
				r.valueErrorf(p+".ends_step", "ends_step is true or false: whether the action ends a play once an example's step of several cards is placed")
			}
			a.endsStep = b
		}
		var job *flatJob
		a.do, job = r.flatEffects(am, p, e)
		if ss, ok := r.str(am, p, "settles"); ok {
			// An answer examples leave unwritten (a pass): played while
			// this holds before an expectation and before a step the
			// player to move does not take now (settle.go).
			a.settles = r.cp.expression(p+".settles", ss, tBool, env{})
		}
		if gs, ok := r.str(am, p, "greedy"); ok {
			a.greedy = r.cp.expression(p+".greedy", gs, tInt, e)
		}
		if a.which == nil && e.card {
			continue
		}
		if _, ok := am["which"]; e.card && !ok && a.aim == nil && a.pay == nil && a.hasSets() {
			// Its checks' sets of faces narrow every face (faceset.go).
			a.whichSet, a.whichByPhase = r.cp.everyFace()
		}
		g.actions = append(g.actions, a)
		if job != nil {
			job.action = len(g.actions) - 1
			g.flatJobs = append(g.flatJobs, *job)
		}
		r.say(am, p, &a)
		r.choiceWords(am, p, id, choices)
	}
	if f := choiceForm(choices); f != nil {
		g.forms = append(g.forms, f)
	}
	if len(g.actions) == 0 {
		r.errorf("actions", "the rules need at least one action ([actions.NAME])")
	}
}

// by reads who may take an action: "turn" (the player to move, the
// default) or "any" (any player, out of turn too: a call said aloud, a
// missed call caught). A card comes from the hand of the player to move:
// a card action is taken in turn.
func (r *reader) by(am map[string]any, p string, card bool) bool {
	s, ok := r.str(am, p, "by")
	switch {
	case !ok || s == "turn":
		return false
	case s != "any":
		r.valueErrorf(p+".by", "by is who may take the action: \"turn\" (the player to move, the default) or \"any\" (any player, out of turn too), got %q", s)
	case card:
		r.errorf(p+".by", "a card action plays a card of the player to move: only an action without a card is taken by any player")
	}
	return s == "any"
}

// zoneText compiles the text at path as a zone reference; single
// forbids every player's (hand[*]).
func (r *reader) zoneText(path, src string, e env, single bool) *zref {
	r.cp.path = path
	n, err := r.cp.parse(src, false)
	if err != nil {
		r.cp.syntax(err)
		return nil
	}
	return r.cp.zone(n, e, single)
}

// aim reads an action's target: { zone = "field[*]", which = "condition
// of it" }.
func (r *reader) aim(v any, p string, e env) *aim {
	m := r.table(v, p, "zone", "which", "say", "tell", "per_player")
	if m == nil {
		return nil
	}
	if sv, ok := m["say"]; ok {
		// The action's own words for the card aimed at: 呼び戻し's
		// "{card}を手札に".
		f := r.targetForm(sv, p+".say", targetChoice+"/"+strings.TrimPrefix(strings.TrimSuffix(p, ".target"), "actions."))
		r.choiceTell(m, p, f)
	} else if _, ok := m["tell"]; ok {
		r.errorf(p+".tell", "%s.tell tells the action's own words for its target: give them first (say = { en = [\"take {card}\"] })", p)
	}
	zs := r.strs(m, p, "zone")
	if len(zs) == 0 {
		r.errorf(p, "%s needs zone: the zone (or list of zones) of the cards the action may aim at, like \"field[*]\"", p)
		return nil
	}
	out := &aim{which: func(*ctx) int64 { return 1 }}
	for i, z := range zs {
		at := p + ".zone"
		if len(zs) > 1 {
			at += "." + strconv.Itoa(i)
		}
		ref := r.zoneText(at, z, e, false)
		if ref == nil {
			return nil
		}
		out.refs = append(out.refs, ref)
	}
	if ws, ok := r.str(m, p, "which"); ok {
		inner := e
		inner.it = true
		out.which = r.cp.expression(p+".which", ws, tBool, inner)
	}
	if out.which == nil {
		return nil
	}
	if pv, ok := m["per_player"]; ok {
		b, isBool := pv.(bool)
		switch {
		case !isBool:
			r.valueErrorf(p+".per_player", "per_player is true or false: whether each player's card of a kind is aimed at by an action of its own; got %v", pv)
		case b && !slices.ContainsFunc(out.refs, func(z *zref) bool { return z.all }):
			r.valueErrorf(p+".per_player", "per_player names the card aimed at with its holder, and zone names no player's zone for every player: write it like \"stage[*]\"")
		}
		out.perPlayer = b
	}
	return out
}

// cost reads an action's cost of cards: { count = "number", from = "hand",
// to = "trash" }.
func (r *reader) cost(v any, p string, e env) *cost {
	g := r.cp.g
	m := r.table(v, p, "count", "from", "to", "short")
	if m == nil {
		return nil
	}
	out := &cost{from: -1}
	if k, ok := r.str(m, p, "short"); ok {
		if !slices.ContainsFunc(r.cp.g.reasons, func(x engine.ReasonText) bool { return x.Key == k }) {
			r.valueErrorf(p+".short", "unknown reason %q: declare it in [reasons.%s]%s", k, k, catalog.DidYouMean(k, r.reasonKeys()))
		}
		out.short = k
	}
	if cs, ok := r.str(m, p, "count"); ok {
		out.count = r.cp.expression(p+".count", cs, tInt, e)
	} else {
		r.errorf(p, "%s needs count: how many cards are paid, like \"card.cost\"", p)
	}
	if fs, ok := r.str(m, p, "from"); ok {
		out.from = g.zoneIndex(fs)
		switch {
		case out.from < 0:
			r.valueErrorf(p+".from", "unknown zone %q%s", fs, catalog.DidYouMean(fs, g.zoneIDs()))
		case !g.zones[out.from].perPlayer || g.zones[out.from].seen == "nobody":
			r.valueErrorf(p+".from", "the player chooses the cards paid: from must be a player's zone the player sees, not %s", fs)
			out.from = -1
		}
	} else {
		r.errorf(p, "%s needs from: the player's zone the cards are paid from, like \"hand\"", p)
	}
	if ts, ok := r.str(m, p, "to"); ok {
		if out.to = r.zoneText(p+".to", ts, e, true); out.to != nil {
			g.zones[out.to.z].filled = true
		}
	} else {
		r.errorf(p, "%s needs to: the zone the cards paid go to, like \"trash\"", p)
	}
	if out.count == nil || out.from < 0 || out.to == nil {
		return nil
	}
	return out
}

// checks compiles an action's require list: { when = "…", reason = "key" }.
func (r *reader) checks(am map[string]any, p string, e env) []check {
	return r.checkList(am, p, "require", e)
}

// checkList reads the list of checks under key of table am at p.
func (r *reader) checkList(am map[string]any, p, key string, e env) []check {
	list, ok := am[key].([]any)
	if _, has := am[key]; has && !ok {
		r.valueErrorf(p+"."+key, "%s is a list of { when = \"condition\", reason = \"key\" }", key)
		return nil
	}
	var out []check
	for i, item := range list {
		ip := p + "." + key + "." + strconv.Itoa(i)
		cm := r.table(item, ip, "when", "reason", "cards")
		if cm == nil {
			continue
		}
		w, _ := r.str(cm, ip, "when")
		key, _ := r.str(cm, ip, "reason")
		if !slices.ContainsFunc(r.cp.g.reasons, func(x engine.ReasonText) bool { return x.Key == key }) {
			r.valueErrorf(ip+".reason", "unknown reason %q: declare it in [reasons.%s]%s", key, key, catalog.DidYouMean(key, r.reasonKeys()))
			continue
		}
		r.cp.readsPaid, r.cp.readsTarget = false, false
		if f := r.cp.expression(ip+".when", w, tBool, e); f != nil {
			ch := check{cond: f, key: key, paid: r.cp.readsPaid, target: r.cp.readsTarget, names: r.checkNames(cm, ip, e)}
			r.cp.split(&ch, w, e)
			out = append(out, ch)
		}
	}
	return out
}

func (r *reader) reasonKeys() []string {
	var out []string
	for _, x := range r.cp.g.reasons {
		out = append(out, x.Key)
	}
	return out
}

func (r *reader) after(v any) {
	list, ok := v.([]map[string]any)
	if v != nil && !ok {
		r.valueErrorf("after", "after is a list of [[after]] tables: when, do")
		return
	}
	for i, tm := range list {
		p := "after." + strconv.Itoa(i)
		r.table(tm, p, "when", "do")
		w, _ := r.str(tm, p, "when")
		f := r.cp.expression(p+".when", w, tBool, env{})
		do, job := r.flatEffects(tm, p, env{})
		if f != nil {
			g := r.cp.g
			g.after = append(g.after, trigger{when: f, do: do, phases: g.byPhaseOnly(w, f)})
			if job != nil {
				job.trigger = len(g.after) - 1
				g.flatJobs = append(g.flatJobs, *job)
			}
		}
	}
}

func (r *reader) match(m map[string]any) {
	if m == nil {
		return
	}
	g := r.cp.g
	if s, ok := r.str(m, "match", "end"); ok {
		g.matchEnd = r.cp.expression("match.end", s, tBool, env{})
	}
	if s, ok := r.str(m, "match", "winner"); ok {
		g.winner = r.cp.expression("match.winner", s, tPlayer, env{})
	}
	if s, ok := r.str(m, "match", "round_winner"); ok {
		g.roundWinner = r.cp.expression("match.round_winner", s, tPlayer, env{})
	}
	if s, ok := r.str(m, "match", "standing"); ok {
		if !slices.ContainsFunc(g.forms, func(f *engine.Form) bool { return f.Key == s+eachSuffix }) {
			r.valueErrorf("match.standing", "match.standing names the player variable a match's end is told with, one with each words (each = { en = \"score: {scores}\" }); %q has none", s)
		} else {
			g.standing = s
		}
	}
}

// invariants compiles [invariants]: conditions that hold after every
// action whatever the players do, checked by self-play.
func (r *reader) invariants(m map[string]any) {
	for _, id := range slices.Sorted(maps.Keys(m)) {
		s, ok := r.str(m, "invariants", id)
		if !ok {
			continue
		}
		if f := r.cp.expression("invariants."+id, s, tBool, env{}); f != nil {
			r.cp.g.invariants = append(r.cp.g.invariants, invariant{id: id, holds: f})
		}
	}
}

// lint reports what compiles but cannot be meant: a phase nothing
// enters, an action no card fits, a zone no card ever reaches.
func (r *reader) lint() {
	g := r.cp.g
	// What enters a phase or fills a zone may be in an expression that
	// failed to compile: after an error they would be false alarms.
	reach := len(r.cp.errs) == 0
	r.sight()
	r.neverHolds()
	for i, ph := range g.phases {
		if reach && i > 0 && !r.cp.phaseSet[i] {
			r.valueErrorf("game.phases."+strconv.Itoa(i), "phase %q is never entered: no effect sets phase = %q", ph, ph)
		}
	}
	for _, a := range g.actions {
		if (a.aim != nil || a.pay != nil) && len(g.faces) > 254 {
			r.errorf("actions."+a.id, "an action aimed at a card or paid with cards names them by their kind, and this set has %d kinds of card, more than 254", len(g.faces))
		}
		if a.zone >= 0 && len(g.faces) > maxArg {
			r.errorf("actions."+a.id, "an action plays a card by its kind, and this set has %d kinds of card, more than %d", len(g.faces), maxArg)
		}
		if a.aim != nil && a.aim.perPlayer && g.maxPlayers > maxSeat {
			r.errorf("actions."+a.id+".target.per_player", "per_player names the card aimed at with its holder, one of at most %d players; this game seats %d", maxSeat, g.maxPlayers)
		}
	}
	blank := g.newState(g.minPlayers, 1)
	x := &ctx{s: blank, it: -1}
	for _, a := range g.actions {
		if a.zone < 0 || a.which == nil || r.subset {
			// A smaller set asked for self-play may leave an action
			// without its cards (Windia War's Basic set).
			continue
		}
		fits := false
		for k := range g.cardFace {
			x.card = k
			if a.which(x) != 0 {
				fits = true
				break
			}
		}
		if !fits {
			r.valueErrorf("actions."+a.id+".which", "no card of the catalog fits this action: it can never be taken")
		}
	}
	for i, z := range g.zones {
		if reach && i != g.deck && !z.filled && !slices.ContainsFunc(g.zones, func(o zone) bool { return o.refill == i || o.refresh == i }) {
			r.errorf("zones."+z.id, "no effect ever moves a card into zone %s", z.id)
		}
	}
}
