package engine

import (
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Languages are the languages the example language is written in; English
// is read in every game, beside the game's own language.
var Languages = []string{"en", "ja", "zh-Hant"}

// CoreForms are the game-neutral statements of the example language:
// players, hands, turn, seed, set; the steps play, draw, pass, choose and
// end with
// their can / cannot checks; the expectations turn, hand size, holds and
// drew, and rejected. A game adds its own (Dialect.Forms); a game's form
// with the same key is printed instead of the core one.
var CoreForms = []*Form{
	{Kind: SettingForm, Key: "players", Say: map[string]Phrases{
		"en":      {Do: []string{"players: {players}"}, Tell: Tell{Do: "{players} play"}},
		"ja":      {Do: []string{"プレイヤー:{players}"}, Tell: Tell{Do: "{players}の{count}人で遊びます"}},
		"zh-Hant": {Do: []string{"玩家:{players}"}, Tell: Tell{Do: "{players}共{count}人一起遊戲"}},
	}},
	{Kind: SettingForm, Key: "seed", Scaffold: true, Say: map[string]Phrases{
		"en":      {Do: []string{"seed: {n}"}},
		"ja":      {Do: []string{"シード:{n}"}},
		"zh-Hant": {Do: []string{"亂數種子:{n}"}},
	}},
	{Kind: SettingForm, Key: "set", Scaffold: true, Say: map[string]Phrases{
		"en":      {Do: []string{"set: {value}"}},
		"ja":      {Do: []string{"セット:{value}"}},
		"zh-Hant": {Do: []string{"卡組:{value}"}},
	}},
	{Kind: SettingForm, Key: "turn", Say: map[string]Phrases{
		"en":      {Do: []string{"turn: {target}"}, Tell: Tell{Do: "it is {target}'s turn"}},
		"ja":      {Do: []string{"手番:{target}"}, Tell: Tell{Do: "{target}のターンから始めます"}},
		"zh-Hant": {Do: []string{"回合:{target}"}, Tell: Tell{Do: "現在是{target}的回合"}},
	}},
	{Kind: SettingForm, Key: "hand", Say: map[string]Phrases{
		"en":      {Do: []string{"{P}: {hand}", "{P} hand: {hand}", "{P}'s hand: {hand}"}, Tell: Tell{Do: "{P} holds {hand}", None: "{P} holds no cards"}},
		"ja":      {Do: []string{"{P}の手札:{hand}", "{P}:{hand}"}, Tell: Tell{Do: "{P}の手札は{hand}です", None: "{P}の手札は0枚です"}},
		"zh-Hant": {Do: []string{"{P}的手牌:{hand}", "{P}:{hand}"}, Tell: Tell{Do: "{P}的手牌是{hand}", None: "{P}沒有手牌"}},
	}},

	{Kind: StepForm, Key: "plays", Say: map[string]Phrases{
		"en": {Do: []string{"{P} plays {cards}", "{P} play {cards}"}, Can: []string{"{P} can play {cards}"}, Cannot: []string{"{P} cannot play {cards}: {reason}"},
			Tell: Tell{Do: "{P} plays {cards}", Can: "{P} can play {cards}", Cannot: "{P} cannot play {cards} ({reason})"}},
		"ja": {Do: []string{"{P}が{cards}を出す"}, Can: []string{"{P}は{cards}を出せる"}, Cannot: []string{"{P}は{cards}を出せない:{reason}"},
			Tell: Tell{Do: "{P}が{cards}を出します", Can: "{P}は{cards}を出せます", Cannot: "{P}は{cards}を出せません（{reason}）"}},
		"zh-Hant": {Do: []string{"{P}打出{cards}"}, Can: []string{"{P}可以打出{cards}"}, Cannot: []string{"{P}不能打出{cards}:{reason}"},
			Tell: Tell{Do: "{P}打出{cards}", Can: "{P}可以打出{cards}", Cannot: "{P}不能打出{cards}，因為{reason}"}},
	}},
	{Kind: StepForm, Key: "draws", N: 1, Say: map[string]Phrases{
		"en": {Do: []string{"{P} <draws|draw>[ {n}][ <cards|card>]"}, Can: []string{"{P} can draw[ {n}][ <cards|card>]"}, Cannot: []string{"{P} cannot draw[ {n}][ <cards|card>]: {reason}"},
			Tell: Tell{Do: "{P} draws[ {n}]", Can: "{P} can draw[ {n}]", Cannot: "{P} cannot draw[ {n}] ({reason})"}},
		"ja": {Do: []string{"{P}が[{n}枚]引く"}, Can: []string{"{P}は[{n}枚]引ける"}, Cannot: []string{"{P}は[{n}枚]引けない:{reason}"},
			Tell: Tell{Do: "{P}がカードを[{n}枚]引きます", Can: "{P}はカードを[{n}枚]引けます", Cannot: "{P}はカードを[{n}枚]引けません（{reason}）"}},
		"zh-Hant": {Do: []string{"{P}抽[{n}張]牌"}, Can: []string{"{P}可以抽[{n}張]牌"}, Cannot: []string{"{P}不能抽[{n}張]牌:{reason}"},
			Tell: Tell{Do: "{P}抽[{n}張]牌", Can: "{P}可以抽[{n}張]牌", Cannot: "{P}不能抽[{n}張]牌，因為{reason}"}},
	}},
	{Kind: StepForm, Key: "passes", Say: map[string]Phrases{
		"en": {Do: []string{"{P} <passes|pass>"}, Can: []string{"{P} can pass"}, Cannot: []string{"{P} cannot pass: {reason}"},
			Tell: Tell{Do: "{P} passes", Can: "{P} can pass", Cannot: "{P} cannot pass ({reason})"}},
		"ja": {Do: []string{"{P}がパスする"}, Can: []string{"{P}はパスできる"}, Cannot: []string{"{P}はパスできない:{reason}"},
			Tell: Tell{Do: "{P}はカードを出さずにターンを終えます", Can: "{P}はカードを出さずにターンを終えられます", Cannot: "{P}はカードを出さずにターンを終えることはできません（{reason}）"}},
		"zh-Hant": {Do: []string{"{P}宣告結束"}, Can: []string{"{P}可以宣告結束"}, Cannot: []string{"{P}不能宣告結束:{reason}"},
			Tell: Tell{Do: "{P}宣告結束", Can: "{P}可以宣告結束", Cannot: "{P}不能宣告結束，因為{reason}"}},
	}},

	{Kind: StepForm, Key: "chooses", Say: map[string]Phrases{
		"en": {Do: []string{"{P} <chooses|choose> {choices}"}, Can: []string{"{P} can choose {choices}"}, Cannot: []string{"{P} cannot choose {choices}: {reason}"},
			Tell: Tell{Do: "{P} chooses {choices}", Can: "{P} can choose {choices}", Cannot: "{P} cannot choose {choices} ({reason})"}},
		"ja": {Do: []string{"{P}が{choices}を選ぶ"}, Can: []string{"{P}は{choices}を選べる"}, Cannot: []string{"{P}は{choices}を選べない:{reason}"},
			Tell: Tell{Do: "{P}が{choices}を選びます", Can: "{P}は{choices}を選べます", Cannot: "{P}は{choices}を選べません（{reason}）"}},
		"zh-Hant": {Do: []string{"{P}選擇{choices}"}, Can: []string{"{P}可以選擇{choices}"}, Cannot: []string{"{P}不能選擇{choices}:{reason}"},
			Tell: Tell{Do: "{P}選擇{choices}", Can: "{P}可以選擇{choices}", Cannot: "{P}不能選擇{choices}，因為{reason}"}},
	}},
	{Kind: StepForm, Key: "ends", Say: map[string]Phrases{
		"en": {Do: []string{"{P} <ends|end>[ the play]"}, Can: []string{"{P} can end[ the play]"}, Cannot: []string{"{P} cannot end[ the play]: {reason}"},
			Tell: Tell{Do: "{P} ends the play", Can: "{P} can end the play", Cannot: "{P} cannot end the play ({reason})"}},
		"ja": {Do: []string{"{P}が終える"}, Can: []string{"{P}は終えられる"}, Cannot: []string{"{P}は終えられない:{reason}"},
			Tell: Tell{Do: "{P}がプレイを終えます", Can: "{P}はここでプレイを終えられます", Cannot: "{P}はここでプレイを終えられません（{reason}）"}},
		"zh-Hant": {Do: []string{"{P}結束"}, Can: []string{"{P}可以結束"}, Cannot: []string{"{P}不能結束:{reason}"},
			Tell: Tell{Do: "{P}結束", Can: "{P}可以在此結束", Cannot: "{P}不能在此結束，因為{reason}"}},
	}},

	{Kind: ExpectForm, Key: "turn", Say: map[string]Phrases{
		"en":      {Do: []string{"turn: {target}"}, Tell: Tell{Do: "it is {target}'s turn"}},
		"ja":      {Do: []string{"手番:{target}"}, Tell: Tell{Do: "{target}のターンです", Link: "{target}のターンで"}},
		"zh-Hant": {Do: []string{"回合:{target}"}, Tell: Tell{Do: "輪到{target}"}},
	}},
	{Kind: ExpectForm, Key: "hand size", Say: map[string]Phrases{
		"en":      {Do: []string{"{P} has {n} <cards|card>", "{P} has {n}"}, Tell: Tell{Do: "{P} has {n} cards in hand", One: "{P} has 1 card in hand"}},
		"ja":      {Do: []string{"{P}の手札:{n}枚", "{P}の手札は{n}枚"}, Tell: Tell{Do: "{P}の手札は{n}枚です", Link: "{P}の手札は{n}枚で"}},
		"zh-Hant": {Do: []string{"{P}的手牌:{n}張", "{P}有{n}張手牌"}, Tell: Tell{Do: "{P}手上有{n}張牌"}},
	}},
	{Kind: ExpectForm, Key: "holds", Say: map[string]Phrases{
		"en":      {Do: []string{"{P} holds {list}"}, Tell: Tell{Do: "{P} holds {list}"}},
		"ja":      {Do: []string{"{P}の手札に{list}がある", "{P}が{list}を持っている"}, Tell: Tell{Do: "{P}の手札には{list}があります", Link: "{P}の手札には{list}があり"}},
		"zh-Hant": {Do: []string{"{P}的手牌有{list}", "{P}持有{list}"}, Tell: Tell{Do: "{P}的手牌中有{list}"}},
	}},
	{Kind: ExpectForm, Key: "holds", Not: true, Say: map[string]Phrases{
		"en":      {Do: []string{"{P} does not hold {list}"}, Tell: Tell{Do: "{P} does not hold {list}"}},
		"ja":      {Do: []string{"{P}の手札に{list}はない", "{P}が{list}を持っていない"}, Tell: Tell{Do: "{P}の手札に{list}はありません", Link: "{P}の手札に{list}はなく"}},
		"zh-Hant": {Do: []string{"{P}的手牌沒有{list}", "{P}沒有{list}"}, Tell: Tell{Do: "{P}的手牌中沒有{list}"}},
	}},
	{Kind: ExpectForm, Key: "drew", Say: map[string]Phrases{
		"en":      {Do: []string{"{P} <drew|draws> {n}[ <cards|card>]"}, Tell: Tell{Do: "{P} draws {n}"}},
		"ja":      {Do: []string{"{P}が{n}枚引いた"}, Tell: Tell{Do: "{P}は{n}枚引きます", Link: "{P}は{n}枚引き"}},
		"zh-Hant": {Do: []string{"{P}抽了{n}張"}, Tell: Tell{Do: "{P}抽{n}張牌"}},
	}},
	{Kind: ExpectForm, Key: "drew", N: 0, Value: "nothing", Say: map[string]Phrases{
		"en":      {Do: []string{"{P} <drew|draws> nothing"}, Tell: Tell{Do: "{P} draws nothing"}},
		"ja":      {Do: []string{"{P}は引いていない"}, Tell: Tell{Do: "{P}は1枚も引きません", Link: "{P}は1枚も引かず"}},
		"zh-Hant": {Do: []string{"{P}沒有抽牌"}, Tell: Tell{Do: "{P}不必抽牌"}},
	}},
	{Kind: ExpectForm, Key: "rejected", Say: map[string]Phrases{
		"en":      {Do: []string{"rejected: {reason}"}, Tell: Tell{Do: "this is not allowed ({reason})"}},
		"ja":      {Do: []string{"できない:{reason}"}, Tell: Tell{Do: "これはできません（{reason}）"}},
		"zh-Hant": {Do: []string{"不能:{reason}"}, Tell: Tell{Do: "不能這樣做，因為{reason}"}},
	}},
}

// CoreChoices are the choices every game reads: a color and a player.
// A game's own come first (Dialect.Forms of kind ChoiceForm); a card
// written as a choice is a ChoiceCard.
var CoreChoices = []*Form{
	{Kind: ChoiceForm, Choice: ChoiceColor, Say: map[string]Phrases{"en": {Do: []string{"{color}"}}}},
	{Kind: ChoiceForm, Choice: ChoicePlayer, Say: map[string]Phrases{"en": {Do: []string{"{target}"}}}},
	{Kind: ChoiceForm, Choice: ChoiceCard, Say: map[string]Phrases{"en": {Do: []string{"{card}"}}}},
}

// moreWords are the ways of writing "N more" unnamed cards in a list.
var moreWords = map[string]Phrases{
	"en":      {Do: []string{"{n} more", "{n} cards", "{n} card", "{n} others"}},
	"ja":      {Do: []string{"他{n}枚", "ほか{n}枚", "あと{n}枚", "{n}枚"}},
	"zh-Hant": {Do: []string{"另外{n}張牌", "另{n}張", "另外{n}張", "任意{n}張牌", "任意{n}張", "{n}張牌"}},
}

// noneWords are the ways of writing an empty list.
var noneWords = []string{"none", "empty", "nothing", "なし", "無", "沒有"}

func isNoneWord(s string) bool {
	for _, w := range noneWords {
		if strings.EqualFold(strings.TrimSpace(s), w) {
			return true
		}
	}
	return false
}

// standardSlots are the slot names every form may use (set in init: their
// readers use the parser, which uses them).
var standardSlots map[string]Slot

func init() { standardSlots = coreSlots() }

func coreSlots() map[string]Slot {
	return map[string]Slot{
		// P is the acting player, or the player a setting or expectation
		// is about.
		"P": {Read: func(p *parser, s string, it *item) error {
			name := p.player(strings.TrimSuffix(s, "'s"))
			if name == "" {
				return p.unknownPlayer(s)
			}
			it.player = name
			return nil
		}},
		// target is a player as a value: "turn: Bob".
		"target": {Read: func(p *parser, s string, it *item) error {
			name := p.player(s)
			if name == "" {
				return p.unknownPlayer(s)
			}
			it.value = name
			return nil
		}},
		"players": {Read: readPlayers},
		// hand is a card list that may end in "N more".
		"hand": {Read: func(p *parser, s string, it *item) error {
			cards, more, err := p.cards(s, false, true)
			it.cards, it.more = cards, more
			for _, x := range SplitTop(s, ',') {
				if _, ok := p.more(strings.TrimSpace(x)); ok {
					it.exact = true
				}
			}
			return err
		}},
		// cards are the cards of a step, each with its choices.
		"cards": {Read: func(p *parser, s string, it *item) error {
			cards, _, err := p.cards(s, true, false)
			it.cards = cards
			return err
		}},
		// list is a list of cards without choices, or "none".
		"list": {Read: func(p *parser, s string, it *item) error {
			if isNoneWord(s) {
				it.value = "none"
				return nil
			}
			cards, _, err := p.cards(s, false, false)
			it.cards = cards
			return err
		}},
		// card is one card, with its choices.
		"card": {Read: func(p *parser, s string, it *item) error {
			ref, err := p.cardWithChoices(s)
			if err != nil {
				return err
			}
			it.cards = append(it.cards, ref)
			return nil
		}},
		"color": {Read: func(p *parser, s string, it *item) error {
			if id := p.v.Color(s); id != "" {
				it.value = id
				return nil
			}
			return fmt.Errorf("unknown color %q", s)
		}},
		// n is a whole number of zero or more.
		"n": {Read: func(p *parser, s string, it *item) error {
			n, err := strconv.Atoi(s)
			if err != nil || n < 0 {
				return fmt.Errorf("%q is not a whole number", s)
			}
			it.n, it.hasN = n, true
			return nil
		}},
		// item is the number of a rule.
		"item": {Read: func(p *parser, s string, it *item) error {
			n, err := strconv.Atoi(s)
			if err != nil {
				return fmt.Errorf("%q: write the rule's number", s)
			}
			it.num = n
			return nil
		}},
		"value": {Read: func(p *parser, s string, it *item) error {
			if s == "" {
				return fmt.Errorf("a value is missing")
			}
			it.value = s
			return nil
		}},
		"reason": {Read: func(p *parser, s string, it *item) error {
			r, err := p.reason(s)
			it.reason = r
			return err
		}},
		"choices": {Read: func(p *parser, s string, it *item) error {
			for _, c := range SplitTop(s, ',') {
				ch, err := p.choice(strings.TrimSpace(c))
				if err != nil {
					return err
				}
				it.choices = append(it.choices, ch)
			}
			return nil
		}},
		// scores are players with numbers: "Alice 0, Bob 25".
		"scores": {Read: func(p *parser, s string, it *item) error {
			for _, part := range SplitTop(s, ',') {
				part = strings.TrimSpace(part)
				i := strings.LastIndexAny(part, " ")
				if i < 0 {
					i = strings.IndexAny(part, "-0123456789")
				}
				if i <= 0 {
					return fmt.Errorf("write players and numbers, like \"%s 0, %s 25\"", p.ex.Players[0], p.ex.Players[1])
				}
				name := p.player(part[:i])
				if name == "" {
					return p.unknownPlayer(strings.TrimSpace(part[:i]))
				}
				n, err := strconv.Atoi(strings.TrimSpace(part[i:]))
				if err != nil {
					return fmt.Errorf("%q is not a number", strings.TrimSpace(part[i:]))
				}
				it.players, it.numbers = append(it.players, name), append(it.numbers, n)
			}
			return nil
		}},
	}
}

// readPlayers reads the players' names of "players: Alice, Bob".
func readPlayers(p *parser, value string, it *item) error {
	if len(p.ex.Players) > 0 {
		return fmt.Errorf("the players are already declared")
	}
	seen := map[string]bool{}
	for _, name := range SplitTop(value, ',') {
		name = strings.TrimSpace(name)
		switch {
		case name == "":
			return fmt.Errorf("empty player name in %q", value)
		case strings.ContainsAny(name, " :;()"):
			return fmt.Errorf("player name %q: use one word per player", name)
		case p.v.Color(name) != "":
			return fmt.Errorf("player name %q is a color: choose another name", name)
		case seen[strings.ToLower(name)]:
			return fmt.Errorf("player %q is listed twice", name)
		}
		seen[strings.ToLower(name)] = true
		it.players = append(it.players, name)
	}
	if len(it.players) < 2 {
		return fmt.Errorf("an example needs at least 2 players, got %d", len(it.players))
	}
	return nil
}

// Words makes an enumerated slot: the value is the English word, written
// as it or as one of its translations.
func Words(words map[string][]string) Slot {
	folded := normalizeWords(words)
	return Slot{Words: words, Read: func(p *parser, s string, it *item) error {
		for en := range words {
			if strings.EqualFold(s, en) {
				it.value = en
				return nil
			}
			for _, o := range folded[en] {
				if strings.EqualFold(s, o) {
					it.value = en
					return nil
				}
			}
		}
		return &lateError{msg: func() string {
			var list []string
			for en := range words {
				list = append(list, en)
			}
			return fmt.Sprintf("%q: write one of %s", s, strings.Join(sorted(list), ", "))
		}}
	}}
}

// normalizeWords are the translations of a table of words as the lines
// they are compared with read: normalized once, not for every line.
func normalizeWords(words map[string][]string) map[string][]string {
	out := make(map[string][]string, len(words))
	for en, others := range words {
		for _, o := range others {
			out[en] = append(out[en], normalize(o))
		}
	}
	return out
}

func sorted(list []string) []string {
	sort.Strings(list)
	return list
}

// Integer is a slot of a whole number that may be negative (a score).
var Integer = Slot{number: true, Read: func(p *parser, s string, it *item) error {
	n, err := strconv.Atoi(s)
	if err != nil {
		return fmt.Errorf("%q is not a whole number", s)
	}
	it.n, it.hasN = n, true
	return nil
}}

// AnyColorCard is a slot of one card that may be written without the
// color of its variants (a declare card's declared card: "as Wild Draw4").
var AnyColorCard = Slot{Read: func(p *parser, s string, it *item) error {
	ref, err := p.v.card(s, true, p.rd)
	if err != nil {
		return err
	}
	it.cards = append(it.cards, ref)
	it.value = p.v.english(ref, p.rd)
	return nil
}}

// Zone makes a slot of a zone's cards: "none", a number of cards
// ("3"), or cards by name, each with states in parentheses, and "N more"
// unnamed ones: "炎の獣 (exhausted), 見習い剣士, 10 more". The cards are
// checked against the catalog; states are the words of states (in
// English, with their translations) or a letter and a number ("P5",
// "L2"). The engine reads the list in English words.
func Zone(states map[string][]string) Slot {
	sl := Slot{States: states, zone: true}
	folded := normalizeWords(states)
	sl.Read = func(p *parser, s string, it *item) error {
		out, err := p.zone(s, states, folded)
		if err != nil {
			return err
		}
		it.value = out.text
		it.cards = append(it.cards, out.cards...)
		return nil
	}
	return sl
}

// zoneList is a zone slot read: the list in English words, and its cards.
type zoneList struct {
	text  string
	cards []*CardRef
	items []zoneItem
}

type zoneItem struct {
	n      int // unnamed cards (card nil)
	more   bool
	card   *CardRef
	states []string // English words
}

func (p *parser) zone(s string, states, folded map[string][]string) (*zoneList, error) {
	if isNoneWord(s) {
		return &zoneList{text: "none"}, nil
	}
	out := &zoneList{}
	var parts []string
	for _, part := range SplitTop(s, ',') {
		part = strings.TrimSpace(part)
		if n, err := strconv.Atoi(strings.TrimRight(part, "枚張")); err == nil && n >= 0 {
			// "28", "28枚", "26張": that many cards.
			out.items = append(out.items, zoneItem{n: n})
			parts = append(parts, strconv.Itoa(n))
			continue
		}
		if n, ok := p.more(part); ok {
			out.items = append(out.items, zoneItem{n: n, more: true})
			parts = append(parts, fmt.Sprintf("%d more", n))
			continue
		}
		name, inside := part, ""
		if i := strings.IndexByte(part, '('); i >= 0 && strings.HasSuffix(part, ")") {
			name, inside = strings.TrimSpace(part[:i]), part[i+1:len(part)-1]
		}
		ref, err := p.v.cardOrExact(name, p.rd)
		if err != nil {
			return nil, err
		}
		zi := zoneItem{card: ref}
		for _, w := range SplitTop(inside, ',') {
			if w = strings.TrimSpace(w); w == "" {
				continue
			}
			en, err := stateWord(w, states, folded)
			if err != nil {
				return nil, fmt.Errorf("%s: %v", part, err)
			}
			zi.states = append(zi.states, en)
		}
		if inside != "" && len(states) == 0 {
			return nil, fmt.Errorf("%q: these cards take no states in parentheses", part)
		}
		text := p.v.english(ref, p.rd)
		if len(zi.states) > 0 {
			text += " (" + strings.Join(zi.states, ", ") + ")"
		}
		out.items = append(out.items, zi)
		out.cards = append(out.cards, ref)
		parts = append(parts, text)
	}
	out.text = strings.Join(parts, ", ")
	return out, nil
}

// stateWord reads a state in any language into English: a word of the
// table (folded are its translations normalized), or a letter and a
// number ("P5").
func stateWord(w string, states, folded map[string][]string) (string, error) {
	for en := range states {
		if strings.EqualFold(w, en) {
			return en, nil
		}
		for _, o := range folded[en] {
			if strings.EqualFold(w, o) {
				return en, nil
			}
		}
	}
	c := strings.ReplaceAll(strings.ReplaceAll(w, " ", ""), ":", "")
	if len(c) > 1 && (c[0] >= 'A' && c[0] <= 'Z' || c[0] >= 'a' && c[0] <= 'z') {
		if _, err := strconv.Atoi(c[1:]); err == nil {
			return strings.ToUpper(c[:1]) + c[1:], nil
		}
	}
	var list []string
	for en := range states {
		list = append(list, en)
	}
	return "", fmt.Errorf("unknown state %q: write %s, or a letter and a number like P5", w, strings.Join(sorted(list), ", "))
}

// OneCard is a slot of one card, with its choices, that a game reads in
// Step.Args.
var OneCard = Slot{card: true, Read: func(p *parser, s string, it *item) error {
	ref, err := p.cardWithChoices(s)
	if err != nil {
		return err
	}
	it.cards = append(it.cards, ref)
	it.value = p.v.english(ref, p.rd)
	return nil
}}

// PlayerOrCard is a slot of a player or a card: what an attack aims at.
var PlayerOrCard = Slot{Read: func(p *parser, s string, it *item) error {
	if name := p.player(s); name != "" {
		it.player = name
		return nil
	}
	ref, err := p.v.cardOrExact(s, p.rd)
	if err != nil {
		return fmt.Errorf("%v (or write a player: %s)", err, strings.Join(p.ex.Players, ", "))
	}
	it.cards = append(it.cards, ref)
	return nil
}}

// PlayerOr reads a player, or one of words meaning no player (the first
// is the English value).
func PlayerOr(words ...string) func(p *parser, s string, it *item) error {
	return func(p *parser, s string, it *item) error {
		if name := p.player(s); name != "" {
			it.player = name
			return nil
		}
		for _, w := range words {
			if strings.EqualFold(s, w) {
				it.value = words[0]
				return nil
			}
		}
		return p.unknownPlayer(s)
	}
}

// Text makes a slot of free text that a game's engine reads, in which the
// given words are translated (each English word with its forms in other
// languages: {"completed": {"過關"}}) and players' names renamed; colors
// of the catalog are read by the game itself in any language.
func Text(words map[string][]string) Slot {
	folded := normalizeWords(words)
	return Slot{Text: words, Read: func(p *parser, s string, it *item) error {
		if isNoneWord(s) {
			it.value = "none"
			return nil
		}
		// "ボブの♠5", "鮑伯的…": a player's, in English words.
		for _, n := range p.ex.Players {
			for _, of := range []string{"の", "的"} {
				if strings.HasPrefix(s, n+of) {
					s = n + "'s " + s[len(n+of):]
				}
			}
		}
		if ref, err := p.v.cardOrExact(s, p.rd); err == nil {
			// A card as a whole ("Kill", "キル"): by its printed name.
			it.value = p.v.english(ref, p.rd)
			it.cards = append(it.cards, ref)
			return nil
		}
		it.value = translateText(s, words, folded, "en", p)
		// The cards characters are named by ("Bob's ♠5", "the bulwark
		// ♦7"), each of a list ("♦K, ♥7": B・J's cards taken), for their
		// chips.
		for _, part := range strings.Split(it.value, ", ") {
			if ref, err := p.v.cardOrExact(part[strings.LastIndexByte(part, ' ')+1:], p.rd); err == nil {
				it.cards = append(it.cards, ref)
			}
		}
		return nil
	}}
}

// textTokens splits free text into words and the characters between them.
func textTokens(s string) []string {
	var out []string
	start := 0
	for i, r := range s {
		if strings.ContainsRune(" ,()+=:", r) {
			if i > start {
				out = append(out, s[start:i])
			}
			out = append(out, string(r))
			start = i + len(string(r))
		}
	}
	if start < len(s) {
		out = append(out, s[start:])
	}
	return out
}

// spaceAfterDigits puts a space between a digit and a character after it
// that is not ASCII: "2枚" is "2 枚", read as "2 cards".
func spaceAfterDigits(s string) string {
	var b strings.Builder
	last := 0
	for i := 0; i+1 < len(s); i++ {
		if '0' <= s[i] && s[i] <= '9' && s[i+1] >= utf8.RuneSelf {
			b.WriteString(s[last : i+1])
			b.WriteByte(' ')
			last = i + 1
		}
	}
	if last == 0 {
		return s
	}
	b.WriteString(s[last:])
	return b.String()
}

// translateText writes free text with its words in lang: English, or the
// first translation of each word (folded are the words' translations
// normalized).
func translateText(s string, words, folded map[string][]string, lang string, p *parser) string {
	if lang == "en" {
		s = spaceAfterDigits(s)
	}
	toks := textTokens(s)
	for i, t := range toks {
		if id := p.v.Color(t); id != "" {
			toks[i] = id
			if lang != "en" {
				for _, c := range p.v.Catalog.Colors {
					if c.ID == id && c.Name != "" {
						toks[i] = c.Name
					}
				}
			}
			continue
		}
		for en, others := range words {
			hit := strings.EqualFold(t, en)
			for _, o := range folded[en] {
				hit = hit || strings.EqualFold(t, o)
			}
			if hit {
				toks[i] = en
				if lang != "en" && len(others) > 0 {
					toks[i] = others[0]
				}
				break
			}
		}
	}
	if lang == "en" {
		// English writes a space before a parenthesis and after a comma:
		// "2 black (resting), purple".
		for i := 1; i < len(toks); i++ {
			if toks[i] == "(" && toks[i-1] != " " {
				toks[i] = " ("
			}
			if toks[i-1] == "," && toks[i] != " " {
				toks[i] = " " + toks[i]
			}
		}
	}
	return strings.Join(toks, "")
}

// Piles makes a slot of characters that may be piles of cards: "♠5, ♠2
// with ♠5, Joker" ("♠2+♠5" in other languages), or "none". Every card is
// checked against the catalog; the engine reads the list in English words.
func Piles() Slot {
	return Slot{piles: true, Read: func(p *parser, s string, it *item) error {
		if isNoneWord(s) {
			it.value = "none"
			return nil
		}
		var items []string
		for _, item := range SplitTop(s, ',') {
			var cards []string
			for _, c := range splitPile(item) {
				ref, err := p.cardWithChoices(c)
				if err != nil {
					return err
				}
				it.cards = append(it.cards, ref)
				cards = append(cards, p.v.english(ref, p.rd))
			}
			items = append(items, strings.Join(cards, " with "))
		}
		it.value = strings.Join(items, ", ")
		return nil
	}}
}

// splitPile splits "♠2 with ♠5" or "♠2+♠5" into its cards.
func splitPile(item string) []string {
	var out []string
	for _, part := range strings.Split(strings.ReplaceAll(item, "+", " with "), " with ") {
		if part = strings.TrimSpace(part); part != "" {
			out = append(out, part)
		}
	}
	return out
}

// english is a card as an engine reads it, whatever the language it was
// written in: its printed name, after its colors when its entry comes in
// several (the suit symbol "♠9", the color id "red 5").
func (v *Vocabulary) english(ref *CardRef, rd *Reading) string {
	e := v.entry(ref.Entry, rd)
	if e == nil {
		return ref.Text
	}
	if len(e.Variants) < 2 || len(ref.Colors) == 0 {
		return e.Name
	}
	var cs []string
	sym := true
	for _, id := range ref.Colors {
		w := id
		for _, c := range v.Catalog.Colors {
			if c.ID == id && c.Symbol != "" {
				w = c.Symbol
			}
		}
		sym = sym && w != id
		cs = append(cs, w)
	}
	if sym {
		return strings.Join(cs, "") + e.Name
	}
	return strings.Join(cs, "/") + " " + e.Name
}

// Counted makes a slot of things counted before their name in English and
// after it in Japanese and Chinese: "2 black (resting), purple" is
// "黑2張（休息狀態）、紫". words translates the names and states, as Text.
func Counted(words map[string][]string) Slot {
	text := Text(words)
	return Slot{counted: true, Text: words, Read: func(p *parser, s string, it *item) error {
		var items []string
		for _, part := range SplitTop(s, ',') {
			part = strings.TrimSpace(part)
			if name, n, rest, ok := countedAfter(part); ok {
				part = n + " " + name + rest // 黑2張（休息） → 2 黑 (休息)
			}
			items = append(items, part)
		}
		return text.Read(p, strings.Join(items, ", "), it)
	}}
}

// countedAfter splits a name with its count after it, "黑2張（休息狀態）",
// into the name ("黑"), the count and what follows the counter word. The
// name is what comes before the first digit, less the spaces before it
// (but one character at least).
func countedAfter(part string) (name, n, rest string, ok bool) {
	d := strings.IndexAny(part, "0123456789")
	if d <= 0 {
		return "", "", "", false
	}
	k := d
	for k > 0 && isSpace(part[k-1]) {
		k--
	}
	if _, size := utf8.DecodeRuneInString(part); k < size {
		k = size
	}
	e := d
	for e < len(part) && '0' <= part[e] && part[e] <= '9' {
		e++
	}
	f := e
	for f < len(part) && isSpace(part[f]) {
		f++
	}
	if !strings.HasPrefix(part[f:], "張") && !strings.HasPrefix(part[f:], "枚") {
		return "", "", "", false
	}
	rest = part[f+len("張"):]
	if strings.ContainsRune(rest, '\n') {
		return "", "", "", false
	}
	return part[:k], part[d:e], rest, true
}

// countedBefore is a name with its count before it: "2 black (resting)".
var countedBefore = regexp.MustCompile(`^(\d+)\s+([^(]+?)\s*(\(.*\))?$`)
