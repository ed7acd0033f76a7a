package engine

import (
	"fmt"
	"strconv"
	"strings"

	"cardpress/catalog"
	"cardpress/diag"
)

// ParseExample parses the body of one example block of file; line is the
// line of the opening fence (the body starts on the next line) and title
// the rest of its info string. Card and color names are resolved against
// the catalog c, with the words of the game's rules r (nil: the common
// words only). A malformed block returns a *diag.Diagnostic naming the line and
// what would be right; ParseExample never panics.
func ParseExample(c *catalog.Catalog, r *Rules, file string, line int, title, body string) (*Example, error) {
	return NewVocabulary(c, r).Parse(file, line, title, body)
}

// Parse is ParseExample with a vocabulary built once for many examples.
func (v *Vocabulary) Parse(file string, line int, title, body string) (ex *Example, err error) {
	defer func() {
		// The parser must never take the run down; a slip in it costs
		// this example only, with its position.
		if r := recover(); r != nil {
			ex, err = nil, &diag.Diagnostic{Pos: diag.Pos{File: file, Line: line}, Msg: fmt.Sprintf("internal error reading this example (%v); please report it", r)}
		}
	}()
	p := &parser{v: v, ex: &Example{File: file, Line: line, Title: strings.TrimSpace(title)}}
	if p.ex.Title == "" {
		return nil, &diag.Diagnostic{Pos: diag.Pos{File: file, Line: line}, Msg: "the example has no title: write it after the word example, like ```example Chain: only the last card takes effect"}
	}
	for i, raw := range strings.Split(body, "\n") {
		p.line = line + 1 + i
		if err := p.parseLine(raw); err != nil {
			return nil, &diag.Diagnostic{Pos: diag.Pos{File: file, Line: p.line}, Msg: err.Error()}
		}
	}
	if len(p.ex.Players) == 0 {
		return nil, &diag.Diagnostic{Pos: diag.Pos{File: file, Line: line}, Msg: "the example names no players: start it with a line like \"players: Alice, Bob, Carol\""}
	}
	if len(p.ex.Steps) == 0 && len(p.ex.Initial) == 0 {
		return nil, &diag.Diagnostic{Pos: diag.Pos{File: file, Line: line}, Msg: "the example has no steps and no expectations: add a step like \"Alice plays red 5\" and what must follow, like \"→ turn: Bob\""}
	}
	return p.ex, nil
}

type parser struct {
	v    *Vocabulary
	ex   *Example
	line int
}

// normalize maps full-width ASCII and Japanese punctuation to plain ASCII
// so that "赤５（スキップ）、青３" reads like "赤5 (スキップ), 青3".
func normalize(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r >= 0xFF01 && r <= 0xFF5E:
			r -= 0xFEE0
		case r == '\u3000':
			r = ' '
		case r == '、' || r == '・':
			r = ','
		case r == '→' || r == '⇒':
			b.WriteString("->")
			continue
		}
		b.WriteRune(r)
	}
	return strings.TrimSpace(b.String())
}

func (p *parser) parseLine(raw string) error {
	s := normalize(raw)
	if s == "" || strings.HasPrefix(s, "#") || strings.HasPrefix(s, "//") {
		return nil
	}
	main, expects := s, ""
	for _, arrow := range []string{"->", "=>"} {
		if i := strings.Index(main, arrow); i >= 0 {
			main, expects = strings.TrimSpace(main[:i]), main[i+len(arrow):]
			// A second arrow on the line starts another expectation.
			expects = strings.ReplaceAll(strings.ReplaceAll(expects, "->", ";"), "=>", ";")
			break
		}
	}
	if main != "" {
		if err := p.statement(main, strings.TrimSpace(raw)); err != nil {
			return err
		}
	}
	if expects == "" {
		return nil
	}
	if len(p.ex.Players) == 0 {
		return fmt.Errorf("declare the players first, like \"players: Alice, Bob, Carol\"")
	}
	for _, part := range SplitTop(expects, ';') {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		e, err := p.expectation(part)
		if err != nil {
			return err
		}
		if n := len(p.ex.Steps); n > 0 {
			p.ex.Steps[n-1].Expect = append(p.ex.Steps[n-1].Expect, e)
		} else {
			p.ex.Initial = append(p.ex.Initial, e)
		}
	}
	return nil
}

var settingKeys = []string{"players", "set", "seed", "option", "scoring option", "scoring", "rounds", "limit", "play card", "turn", "direction", "draw pile", "discard pile"}

// statement reads a setting or a step.
func (p *parser) statement(s, raw string) error {
	key, value, hasColon := cutTop(s, ':')
	key = strings.TrimSpace(key)
	lkey := strings.ToLower(key)
	if hasColon && len(p.ex.Steps) == 0 {
		if set, err := p.setting(lkey, strings.TrimSpace(value), raw); set != nil || err != nil {
			if err != nil {
				return err
			}
			p.ex.Setup = append(p.ex.Setup, set)
			return nil
		}
	}
	if len(p.ex.Players) == 0 {
		return fmt.Errorf("declare the players first, like \"players: Alice, Bob, Carol\"")
	}
	player, rest := p.leadingPlayer(s)
	if player == "" {
		if hasColon && len(p.ex.Steps) > 0 && (p.isSettingKey(lkey) || p.playerKey(lkey) != "") {
			return fmt.Errorf("settings come before the first step: move %q up, or write an expectation with an arrow: → %s", key, s)
		}
		return fmt.Errorf("cannot read %q: write a setting (\"play card: red 3\"), a step starting with a player (\"%s plays red 5\") or an expectation (\"→ turn: %s\")", s, p.ex.Players[0], p.ex.Players[0])
	}
	st, err := p.step(player, rest, raw)
	if err != nil {
		return err
	}
	p.ex.Steps = append(p.ex.Steps, st)
	return nil
}

func (p *parser) isSettingKey(k string) bool {
	for _, sk := range settingKeys {
		if k == sk || strings.HasPrefix(k, sk+" ") {
			return true
		}
	}
	return k == "optional rule" || strings.HasPrefix(k, "optional rule ")
}

// playerKey returns the player of keys like "bob", "bob tableau", or "".
func (p *parser) playerKey(k string) string {
	for _, name := range p.ex.Players {
		ln := strings.ToLower(name)
		if k == ln || strings.HasPrefix(k, ln+" ") || strings.HasPrefix(k, ln+"'s ") {
			return name
		}
	}
	return ""
}

func (p *parser) setting(key, value, raw string) (*Setting, error) {
	set := &Setting{Line: p.line, Text: raw, Key: key}
	switch {
	case key == "players":
		if len(p.ex.Players) > 0 {
			return nil, fmt.Errorf("the players are already declared")
		}
		seen := map[string]bool{}
		for _, name := range SplitTop(value, ',') {
			name = strings.TrimSpace(name)
			switch {
			case name == "":
				return nil, fmt.Errorf("empty player name in %q", value)
			case strings.ContainsAny(name, " :;()"):
				return nil, fmt.Errorf("player name %q: use one word per player", name)
			case p.v.Color(name) != "":
				return nil, fmt.Errorf("player name %q is a color: choose another name", name)
			case seen[strings.ToLower(name)]:
				return nil, fmt.Errorf("player %q is listed twice", name)
			}
			seen[strings.ToLower(name)] = true
			p.ex.Players = append(p.ex.Players, name)
		}
		if len(p.ex.Players) < 2 {
			return nil, fmt.Errorf("an example needs at least 2 players, got %d", len(p.ex.Players))
		}
		return set, nil
	case key == "set" || key == "seed" || key == "scoring" || key == "rounds" || key == "limit" || key == "direction":
		set.Value = value
		if value == "" {
			return nil, fmt.Errorf("%s needs a value", key)
		}
		if key == "seed" || key == "rounds" || key == "limit" {
			if _, err := strconv.Atoi(value); err != nil {
				return nil, fmt.Errorf("%s must be a whole number, got %q", key, value)
			}
		}
		return set, nil
	case key == "turn":
		name := p.player(value)
		if name == "" {
			return nil, p.unknownPlayer(value)
		}
		set.Value = name
		return set, nil
	case strings.HasPrefix(key, "option ") || strings.HasPrefix(key, "optional rule ") || strings.HasPrefix(key, "scoring option "):
		set.Key = "option"
		if strings.HasPrefix(key, "scoring option ") {
			set.Key = "scoring option"
		}
		f := strings.Fields(key)
		n, err := strconv.Atoi(f[len(f)-1])
		if err != nil {
			return nil, fmt.Errorf("%q: write the rule's number, like \"option 3: C\" or \"scoring option 3: on\"", key)
		}
		set.Item, set.Value = n, strings.TrimSpace(value)
		return set, nil
	case key == "draw pile" && (strings.EqualFold(value, "none") || strings.EqualFold(value, "empty")):
		set.Value = "none"
		return set, nil
	case key == "play card" || key == "draw pile" || key == "discard pile":
		cards, _, err := p.cards(value, key == "play card", false)
		if err != nil {
			return nil, err
		}
		if key == "play card" && len(cards) != 1 {
			return nil, fmt.Errorf("the play card is one card, got %d", len(cards))
		}
		set.Cards = cards
		return set, nil
	}
	if d := p.dialectSetting(key, value, raw); d != nil {
		return d, nil
	}
	name := p.playerKey(key)
	if name == "" {
		if len(p.ex.Players) > 0 && !strings.Contains(key, " ") {
			return nil, fmt.Errorf("unknown setting %q: a hand is written with a player's name (%s: red 5, Wild); settings are %s", key, p.ex.Players[0], strings.Join(settingKeys, ", "))
		}
		return nil, nil
	}
	set.Player = name
	what := strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(key, strings.ToLower(name)), "'s"))
	switch what {
	case "", "hand":
		set.Key = "hand"
		cards, more, err := p.cards(value, false, true)
		if err != nil {
			return nil, err
		}
		set.Cards, set.More = cards, more
	case "tableau":
		set.Key = "tableau"
		if strings.EqualFold(value, "none") {
			return set, nil
		}
		cards, _, err := p.cards(value, false, false)
		if err != nil {
			return nil, err
		}
		set.Cards = cards
	case "rests", "score":
		set.Key = what
		if _, err := strconv.Atoi(value); err != nil {
			return nil, fmt.Errorf("%s %s must be a whole number, got %q", name, what, value)
		}
		set.Value = value
	default:
		return nil, nil // not a setting: a step such as "Alice cannot play …: reason"
	}
	return set, nil
}

// player returns the declared name matching word, or "".
func (p *parser) player(word string) string {
	word = strings.TrimSpace(word)
	for _, name := range p.ex.Players {
		if strings.EqualFold(name, word) {
			return name
		}
	}
	return ""
}

func (p *parser) unknownPlayer(word string) error {
	msg := fmt.Sprintf("unknown player %q", word)
	if s := catalog.Suggest(word, p.ex.Players); s != "" {
		return fmt.Errorf("%s; did you mean %q?", msg, s)
	}
	return fmt.Errorf("%s; the players are %s", msg, strings.Join(p.ex.Players, ", "))
}

// leadingPlayer splits "Alice plays …" into "Alice" and "plays …".
func (p *parser) leadingPlayer(s string) (string, string) {
	word, rest, _ := strings.Cut(s, " ")
	word = strings.TrimSuffix(word, "'s")
	if name := p.player(word); name != "" {
		return name, strings.TrimSpace(rest)
	}
	return "", s
}

// cards reads a comma-separated card list. In hands, "3 more" (or "3
// cards") adds unnamed cards.
func (p *parser) cards(list string, choices, hand bool) ([]*CardRef, int, error) {
	var out []*CardRef
	more := 0
	for _, item := range SplitTop(list, ',') {
		item = strings.TrimSpace(item)
		if item == "" {
			return nil, 0, fmt.Errorf("empty card in %q", list)
		}
		if hand {
			f := strings.Fields(item)
			if len(f) == 2 && (f[1] == "more" || f[1] == "cards" || f[1] == "card" || f[1] == "others") {
				n, err := strconv.Atoi(f[0])
				if err == nil && n >= 0 {
					more += n
					continue
				}
			}
		}
		ref, err := p.cardWithChoices(item)
		if err != nil {
			return nil, 0, err
		}
		if !choices && len(ref.Choices) > 0 {
			return nil, 0, fmt.Errorf("%q: choices in parentheses belong to steps, not here", item)
		}
		out = append(out, ref)
	}
	if len(out) == 0 && more == 0 {
		return nil, 0, fmt.Errorf("no cards given")
	}
	return out, more, nil
}

// cardWithChoices reads "Wild D Draw5 (blue, skip)".
func (p *parser) cardWithChoices(item string) (*CardRef, error) {
	text, inside := item, ""
	if strings.HasSuffix(item, ")") {
		i := strings.LastIndexByte(item, '(')
		if i < 0 {
			return nil, fmt.Errorf("%q: a ')' without its '('", item)
		}
		text, inside = strings.TrimSpace(item[:i]), item[i+1:len(item)-1]
	} else if strings.ContainsAny(item, "()") {
		return nil, fmt.Errorf("%q: choices go in parentheses at the end, like \"Wild (green)\"", item)
	}
	ref, err := p.v.cardOrExact(text)
	if err != nil {
		return nil, err
	}
	ref.Text = item
	if inside != "" {
		for _, c := range SplitTop(inside, ',') {
			ch, err := p.choice(strings.TrimSpace(c))
			if err != nil {
				return nil, fmt.Errorf("%s: %v", item, err)
			}
			ref.Choices = append(ref.Choices, ch)
		}
	}
	return ref, nil
}

// cardOrExact resolves a card written without its choices; text that is
// a card's whole printed name or id is that card, so that a name starting
// with a color word (黑衣魔術師, 白翼天使) is not read as a color and
// another name. A card of several variants still needs its color.
func (v *Vocabulary) cardOrExact(text string) (*CardRef, error) {
	if e := v.entries[squash(text)]; e != nil && len(e.Variants) == 1 {
		ref := &CardRef{Text: text, Entry: e.ID}
		if vc := e.Variants[0].Colors; len(vc) < len(v.Catalog.Colors) {
			ref.Colors = vc
		}
		return ref, nil
	}
	return v.card(text, false)
}

var optionWords = map[string]string{
	"skip": "skip", "reverse": "reverse", "next": "next",
	"スキップ": "skip", "リバース": "reverse", "そのまま": "next",
}

// choice reads one decision: a color, a turn option, a player, "as CARD",
// "redraw"/"keep", or a card (Search).
func (p *parser) choice(c string) (*Choice, error) {
	lc := strings.ToLower(c)
	ch := &Choice{Text: c}
	switch {
	case c == "":
		return nil, fmt.Errorf("empty choice")
	case p.v.Color(c) != "":
		ch.Kind, ch.Value = ChoiceColor, p.v.Color(c)
	case optionWords[lc] != "":
		ch.Kind, ch.Value = ChoiceOption, optionWords[lc]
	case lc == "redraw" || lc == "keep" || c == "引き直す" || c == "引き直さない":
		ch.Kind, ch.Value = ChoiceRedraw, map[string]string{"redraw": "redraw", "keep": "keep", "引き直す": "redraw", "引き直さない": "keep"}[lc]
	case strings.HasPrefix(lc, "as "):
		ref, err := p.v.card(strings.TrimSpace(c[3:]), true)
		if err != nil {
			return nil, err
		}
		ch.Kind, ch.Card = ChoiceAs, ref
	default:
		word := c
		for _, pre := range []string{"at ", "target ", "to "} {
			if strings.HasPrefix(lc, pre) {
				word = strings.TrimSpace(c[len(pre):])
			}
		}
		if name := p.player(word); name != "" {
			ch.Kind, ch.Value = ChoicePlayer, name
			return ch, nil
		}
		if strings.HasPrefix(lc, "take ") {
			word = strings.TrimSpace(c[5:])
		}
		ref, err := p.v.cardOrExact(word)
		if err != nil {
			return nil, fmt.Errorf("cannot read the choice %q: write a color (red), skip/reverse/next, a player, \"as CARD\" (Almighty), redraw/keep (Reset) or a card (Search)", c)
		}
		ch.Kind, ch.Card = ChoiceCard, ref
	}
	return ch, nil
}

// step reads what follows the player's name.
func (p *parser) step(player, rest, raw string) (*Step, error) {
	st := &Step{Line: p.line, Text: raw, Player: player, Count: 1}
	if i := strings.Index(st.Text, "→"); i >= 0 {
		st.Text = strings.TrimSpace(st.Text[:i])
	} else if i := strings.Index(st.Text, "->"); i >= 0 {
		st.Text = strings.TrimSpace(st.Text[:i])
	}
	lr := strings.ToLower(rest)
	switch {
	case strings.HasPrefix(lr, "can "):
		st.Can, rest = true, strings.TrimSpace(rest[4:])
	case strings.HasPrefix(lr, "cannot "):
		st.Cannot, rest = true, strings.TrimSpace(rest[7:])
		action, reason, ok := cutTop(rest, ':')
		if !ok || strings.TrimSpace(reason) == "" {
			return nil, fmt.Errorf("a cannot step gives the reason after a colon, like \"%s cannot play red Escort: it needs a follow-up card\"", player)
		}
		rest, st.Reason = strings.TrimSpace(action), strings.TrimSpace(reason)
	}
	verb, args, _ := strings.Cut(rest, " ")
	args = strings.TrimSpace(args)
	lverb := strings.ToLower(verb)
	largs := strings.ToLower(args)
	switch lverb {
	case "plays", "play", "lays", "lay", "releases", "release":
		st.Verb = map[string]string{"play": "plays", "lay": "lays", "release": "releases"}[lverb]
		if st.Verb == "" {
			st.Verb = lverb
		}
		if args == "" {
			return nil, fmt.Errorf("%s %s what? name the cards, like \"%s %s red 5\"", player, verb, player, verb)
		}
		cards, _, err := p.cards(args, true, false)
		if err != nil {
			return nil, err
		}
		st.Cards = cards
	case "draws", "draw":
		st.Verb = "draws"
		f := strings.Fields(largs)
		if len(f) > 0 {
			n, err := strconv.Atoi(f[0])
			if err != nil || n < 1 || len(f) > 2 || len(f) == 2 && f[1] != "cards" && f[1] != "card" {
				return nil, fmt.Errorf("%q: write \"draws\" or \"draws 2\"", rest)
			}
			st.Count = n
		}
	case "passes", "pass":
		st.Verb = "passes"
	case "ends", "end":
		if largs != "the play" && largs != "" {
			return nil, fmt.Errorf("%q: write \"ends the play\"", rest)
		}
		st.Verb = "ends"
	case "takes", "take":
		if largs != "" && largs != "the attack" && largs != "it" {
			return nil, fmt.Errorf("%q: write \"takes the attack\"", rest)
		}
		st.Verb = "takes"
	case "chooses", "choose":
		st.Verb = "chooses"
		for _, c := range SplitTop(args, ',') {
			ch, err := p.choice(strings.TrimSpace(c))
			if err != nil {
				return nil, err
			}
			st.Choices = append(st.Choices, ch)
		}
	case "declares", "declare":
		if largs != "reach" {
			return nil, fmt.Errorf("%q: write \"declares reach\"", rest)
		}
		st.Verb = "reach"
	case "does":
		if largs != "not declare reach" {
			return nil, fmt.Errorf("%q: write \"does not declare reach\"", rest)
		}
		st.Verb = "no reach"
	case "points", "point":
		if !strings.HasPrefix(largs, "out") {
			return nil, fmt.Errorf("%q: write \"points out the missing reach\"", rest)
		}
		st.Verb = "points out"
	default:
		if p.v.dialect.has(p.v.dialect.Verbs, lverb) {
			st.Verb, st.Args, st.Cards = lverb, args, p.dialectCards(args)
			return st, nil
		}
		if verbs := p.v.dialect.Verbs; len(verbs) > 0 {
			return nil, fmt.Errorf("unknown action %q: %s can %s", verb, player, strings.Join(verbs, ", "))
		}
		return nil, fmt.Errorf("unknown action %q: %s can play, lay, draw, pass, end the play, take the attack, choose, release, declare reach, not declare reach or point out a missing reach", verb, player)
	}
	return st, nil
}

// expectation reads the text after an arrow.
func (p *parser) expectation(s string) (*Expectation, error) {
	e := &Expectation{Line: p.line, Text: s}
	key, value, hasColon := cutTop(s, ':')
	lkey := strings.ToLower(strings.TrimSpace(key))
	value = strings.TrimSpace(value)
	lvalue := strings.ToLower(value)
	if hasColon {
		if d := p.dialectExpectation(key, value, s); d != nil {
			return d, nil
		}
		switch lkey {
		case "turn":
			e.Key, e.Value = "turn", p.player(value)
			if e.Value == "" {
				return nil, p.unknownPlayer(value)
			}
			return e, nil
		case "direction":
			e.Key = "direction"
			switch lvalue {
			case "clockwise", "時計回り":
				e.Value = "clockwise"
			case "counterclockwise", "反時計回り", "逆回り":
				e.Value = "counterclockwise"
			default:
				return nil, fmt.Errorf("direction is clockwise or counterclockwise, got %q", value)
			}
			return e, nil
		case "play card", "under the discard pile":
			e.Key = lkey
			ref, err := p.cardWithChoices(value)
			if err != nil {
				return nil, err
			}
			e.Cards = []*CardRef{ref}
			return e, nil
		case "color":
			e.Key, e.Value = "color", p.v.Color(value)
			if e.Value == "" {
				return nil, fmt.Errorf("unknown color %q", value)
			}
			return e, nil
		case "pending draw", "draw pile":
			e.Key = lkey
			n, err := strconv.Atoi(strings.TrimSuffix(strings.TrimSuffix(lvalue, " cards"), " card"))
			if err != nil {
				return nil, fmt.Errorf("%s: write a number, like \"%s: 4\"", lkey, lkey)
			}
			e.N = n
			return e, nil
		case "rejected":
			e.Key, e.Value = "rejected", value
			return e, nil
		case "points", "score":
			e.Key = lkey
			for _, part := range SplitTop(value, ',') {
				f := strings.Fields(part)
				if len(f) != 2 {
					return nil, fmt.Errorf("%s: write players and numbers, like \"%s: %s 0, %s 25\"", lkey, lkey, p.ex.Players[0], p.ex.Players[1])
				}
				name := p.player(f[0])
				if name == "" {
					return nil, p.unknownPlayer(f[0])
				}
				n, err := strconv.Atoi(f[1])
				if err != nil {
					return nil, fmt.Errorf("%s: %q is not a number", lkey, f[1])
				}
				e.Players, e.Numbers = append(e.Players, name), append(e.Numbers, n)
			}
			return e, nil
		}
		if name := p.playerKey(lkey); name != "" {
			what := strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(lkey, strings.ToLower(name)), "'s"))
			e.Player = name
			switch what {
			case "tableau":
				e.Key = "tableau"
				if lvalue != "none" {
					cards, _, err := p.cards(value, false, false)
					if err != nil {
						return nil, err
					}
					e.Cards = cards
				}
				return e, nil
			case "rests":
				e.Key = "rests"
				n, err := strconv.Atoi(value)
				if err != nil {
					return nil, fmt.Errorf("rests: write a number, like \"%s rests: 1\"", name)
				}
				e.N = n
				return e, nil
			}
		}
	}
	switch lkey := strings.ToLower(s); lkey {
	case "rejected":
		e.Key = "rejected"
		return e, nil
	case "no attack":
		e.Key = "no attack"
		return e, nil
	case "round over", "round continues":
		e.Key = lkey
		return e, nil
	}
	player, rest := p.leadingPlayer(s)
	if player == "" {
		return nil, fmt.Errorf("cannot read the expectation %q; expectations: turn: P, direction: D, play card: CARD, color: C, pending draw: N, no attack, draw pile: N, under the discard pile: CARD, rejected: REASON, points: P N, score: P N, round over, round continues, P drew N, P has N cards, P holds CARD, P does not hold CARD, P rests: N, P tableau: CARDS, P goes out", s)
	}
	e.Player = player
	f := strings.Fields(strings.ToLower(rest))
	switch {
	case len(f) >= 2 && (f[0] == "drew" || f[0] == "draws"):
		e.Key = "drew"
		if f[1] == "nothing" {
			return e, nil
		}
		n, err := strconv.Atoi(f[1])
		if err != nil {
			return nil, fmt.Errorf("%q: write \"%s drew 2\"", s, player)
		}
		e.N = n
	case len(f) >= 2 && f[0] == "has":
		n, err := strconv.Atoi(f[1])
		if err != nil || len(f) > 3 {
			return nil, fmt.Errorf("%q: write \"%s has 3 cards\"", s, player)
		}
		e.Key, e.N = "hand size", n
	case len(f) >= 2 && f[0] == "holds", len(f) >= 4 && f[0] == "does" && f[1] == "not" && f[2] == "hold":
		e.Key = "holds"
		list := strings.TrimSpace(rest[len("holds"):])
		if f[0] == "does" {
			e.Not = true
			list = strings.TrimSpace(rest[len("does not hold"):])
		}
		cards, _, err := p.cards(list, false, false)
		if err != nil {
			return nil, err
		}
		e.Cards = cards
	case len(f) >= 2 && (f[0] == "goes" || f[0] == "went") && f[1] == "out":
		e.Key = "goes out"
	case len(f) == 2 && f[0] == "rests":
		n, err := strconv.Atoi(f[1])
		if err != nil {
			return nil, fmt.Errorf("%q: write \"%s rests: 1\"", s, player)
		}
		e.Key, e.N = "rests", n
	case len(f) == 3 && f[0] == "is" && f[1] == "not" && f[2] == "resting":
		e.Key, e.N = "rests", 0
	default:
		return nil, fmt.Errorf("cannot read the expectation %q about %s: write %s drew N, %s has N cards, %s holds CARD, %s does not hold CARD, %s rests: N, %s tableau: CARDS or %s goes out", s, player, player, player, player, player, player, player, player)
	}
	return e, nil
}

// SplitTop splits s at sep outside parentheses: "red 5, Wild (blue, skip)"
// is two items. Game dialects read their arguments with it too.
func SplitTop(s string, sep byte) []string {
	var out []string
	depth, start := 0, 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(':
			depth++
		case ')':
			depth--
		case sep:
			if depth == 0 {
				out = append(out, s[start:i])
				start = i + 1
			}
		}
	}
	return append(out, s[start:])
}

// cutTop cuts s at the first sep outside parentheses.
func cutTop(s string, sep byte) (before, after string, found bool) {
	depth := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(':
			depth++
		case ')':
			depth--
		case sep:
			if depth == 0 {
				return s[:i], s[i+1:], true
			}
		}
	}
	return s, "", false
}
