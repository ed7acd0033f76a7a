package windia

import (
	"fmt"
	"slices"

	"cardpress/catalog"
	"cardpress/diag"
)

// Vocabulary is what the Windia War engine reads in a card's rules
// (docs/rules-data.md): a few operations with parameters, from which every
// card of a shedding game like Windia War is written. A card without rules
// is a plain card: played on a card of its color (or number), no effect.
var Vocabulary = catalog.Vocabulary{
	Engine: "Windia War",
	Params: []catalog.RuleParam{
		{Key: "match", Type: catalog.RuleWord, Words: []string{"play-card", "any"}},
		{Key: "finish", Type: catalog.RuleBool},
		{Key: "under", Type: catalog.RuleBool},
		{Key: "skip", Type: catalog.RuleInt, Min: 1, Max: MaxPlayers - 1},
		{Key: "reverse", Type: catalog.RuleBool},
		{Key: "turn_options", Type: catalog.RuleWords, Words: turnOptionNames[:]},
		{Key: "attack", Type: catalog.RuleTable},
		{Key: "attack.draw", Type: catalog.RuleInt, Min: 1, Max: 30},
		{Key: "attack.rest", Type: catalog.RuleInt, Min: 1, Max: 9},
		{Key: "attack.target", Type: catalog.RuleWord, Words: []string{"next", "chosen"}},
		{Key: "attack.answers", Type: catalog.RuleWords, Words: []string{"pass-on", "protect"}},
		{Key: "follow", Type: catalog.RuleTable},
		{Key: "follow.required", Type: catalog.RuleBool},
		{Key: "follow.count", Type: catalog.RuleInt, Min: 0, Max: 30},
		{Key: "follow.cards", Type: catalog.RuleWords, Words: classNames[:]},
		{Key: "follow.except", Type: catalog.RuleWords, Words: []string{"wild", "two-color"}},
		{Key: "follow.last", Type: catalog.RuleWords, Words: []string{"wild", "two-color"}},
		{Key: "follow.replaces_color", Type: catalog.RuleBool},
		{Key: "protect", Type: catalog.RuleTable},
		{Key: "protect.to", Type: catalog.RuleWord, Words: protectNames[:]},
		{Key: "protect.reverse", Type: catalog.RuleBool},
		{Key: "protect.plus", Type: catalog.RuleInt, Min: 1, Max: 30},
		{Key: "protect.card", Type: catalog.RuleWord, Words: []string{"under", "attacker"}},
		{Key: "search", Type: catalog.RuleBool},
		{Key: "redraw", Type: catalog.RuleInt, Min: 1, Max: 30},
		{Key: "declare", Type: catalog.RuleBool},
		{Key: "release", Type: catalog.RuleBool},
		{Key: "ongoing", Type: catalog.RuleTable},
		{Key: "ongoing.incoming", Type: catalog.RuleInt, Min: -9, Max: 9},
		{Key: "ongoing.outgoing", Type: catalog.RuleInt, Min: -9, Max: 9},
		{Key: "ongoing.others_draw", Type: catalog.RuleInt, Min: 1, Max: 9},
		{Key: "ongoing.hand_points", Type: catalog.RuleWord, Words: []string{"numbers"}},
	},
}

// Follow-up classes (rule.fCards, fExcept, fLast): which cards may follow.
const (
	clColor    = 1 << iota // shares the color of the card that allows the follow-up
	clColored              // has a color
	clNumber               // a number card matching the play card
	clSame                 // another card of the same entry, whatever its color
	clDeclare              // a card declared as another (declare)
	clWild                 // a card of every color (except, last)
	clTwoColor             // a card of two colors (except, last)
)

var classNames = [...]string{"color", "colored", "number", "same", "declare"}

// Where a protect card sends the attack (rule.protectTo).
const (
	toNone     = iota // cancelled
	toNext            // the next player takes it
	toAttacker        // back to the attacker
	toChosen          // a player of the defender's choice (not themselves)
)

var protectNames = [...]string{"none", "next", "attacker", "chosen"}

// Rule flags (rule.flags).
const (
	opNumber         = 1 << iota // a number card: matches by number too, scores its number
	opTableau                    // laid in front of a player
	opTableauNext                // laid in front of the next player
	opUnder                      // goes under the discard pile when played on one's turn
	opProtect                    // answers an attack on its player
	opMatchAny                   // played whatever the play card
	opNoFinish                   // never the last card of a hand
	opPassOn                     // its attack may be passed on, and it passes one on
	opProtectable                // its attack may be answered by a protect card
	opTargetChosen               // its attack goes to a player of the attacker's choice
	opReverse                    // turns the direction
	opFollow                     // allows follow-up cards
	opMustFollow                 // needs a follow-up card
	opReplacesColor              // its color choice is owed only if nothing follows
	opSearch                     // takes a dead card into the hand
	opDeclare                    // played as another action card
	opRelease                    // may be released from the tableau by a voluntary draw
	opHandNumbers                // in a tableau: only number cards in its owner's hand score
	opProtectReverse             // the protect answer turns the direction
	opGiveAttacker               // the protect card goes into the attacker's hand
	opWild                       // a card of every color
)

// rule is one card's rules compiled into flat fields, read on the hot path
// by Kind (the card's rule index in the deck).
type rule struct {
	entry       *catalog.Entry
	flags       uint32
	draw        int16 // attack: cards to draw
	rest        int8  // attack: rest turns (a tableau attack)
	skip        int8  // players skipped
	turnOpts    uint8 // bit TurnSkip, TurnReverse, TurnNext: the turn options offered
	fCount      uint8 // follow-up cards allowed, 0 = any number
	fCards      uint8 // follow-up classes
	fExcept     uint8
	fLast       uint8 // classes that may only be the last follow-up
	protectTo   uint8
	protectPlus int16
	redraw      int8
	incoming    int8 // ongoing: added to draws its owner is made to make
	outgoing    int8 // ongoing: added to draws its owner makes others make
	othersDraw  int8 // ongoing: every other player draws this many at their turn start
}

func (r *rule) is(f uint32) bool { return r.flags&f != 0 }

// isDrawAttack reports a card that makes its victim draw.
func (r *rule) isDrawAttack() bool { return r.draw > 0 }

// compileRules lints every entry's rules and compiles them, by entry index
// of the catalog. Errors carry the position of the offending value.
func compileRules(c *catalog.Catalog) ([]rule, error) {
	errs := Vocabulary.Check(c)
	if len(errs) > 0 {
		return nil, errs
	}
	rules := make([]rule, len(c.Cards))
	for i, e := range c.Cards {
		rules[i] = compileEntry(c, e)
		errs = append(errs, lintEntry(e, &rules[i])...)
	}
	errs = append(errs, lintFollows(rules)...)
	if len(errs) > 0 {
		return nil, errs
	}
	return rules, nil
}

// wordBits turns a list of words into bits by their index in names.
func wordBits(words, names []string) uint8 {
	var b uint8
	for _, w := range words {
		if i := slices.Index(names, w); i >= 0 {
			b |= 1 << i
		}
	}
	return b
}

func exceptBits(words []string) uint8 {
	var b uint8
	for _, w := range words {
		switch w {
		case "wild":
			b |= clWild
		case "two-color":
			b |= clTwoColor
		}
	}
	return b
}

func compileEntry(c *catalog.Catalog, e *catalog.Entry) rule {
	rs := e.Rules
	r := rule{entry: e}
	set := func(on bool, f uint32) {
		if on {
			r.flags |= f
		}
	}
	set(e.HasNumber, opNumber)
	set(e.Tableau != "", opTableau)
	set(e.Tableau == "next", opTableauNext)
	set(rs.Bool("under", false), opUnder)
	set(rs.Word("match") == "any", opMatchAny)
	set(!rs.Bool("finish", true), opNoFinish)
	set(rs.Bool("reverse", false), opReverse)
	set(rs.Bool("search", false), opSearch)
	set(rs.Bool("declare", false), opDeclare)
	set(rs.Bool("release", false), opRelease)
	set(rs.Word("ongoing.hand_points") == "numbers", opHandNumbers)
	wild := len(c.Colors) > 0
	for _, v := range e.Variants {
		wild = wild && len(v.Colors) == len(c.Colors)
	}
	set(wild, opWild)
	r.skip = int8(rs.Int("skip", 0))
	r.turnOpts = wordBits(rs.Words("turn_options"), turnOptionNames[:])
	if rs.Has("attack") {
		r.draw = int16(rs.Int("attack.draw", 0))
		r.rest = int8(rs.Int("attack.rest", 0))
		set(rs.Word("attack.target") == "chosen", opTargetChosen)
		answers := rs.Words("attack.answers")
		set(slices.Contains(answers, "pass-on"), opPassOn)
		set(slices.Contains(answers, "protect"), opProtectable)
	}
	if rs.Has("follow") {
		r.flags |= opFollow
		set(rs.Bool("follow.required", false), opMustFollow)
		set(rs.Bool("follow.replaces_color", false), opReplacesColor)
		r.fCount = uint8(rs.Int("follow.count", 0))
		r.fCards = wordBits(rs.Words("follow.cards"), classNames[:])
		r.fExcept = exceptBits(rs.Words("follow.except"))
		r.fLast = exceptBits(rs.Words("follow.last"))
	}
	if rs.Has("protect") {
		r.flags |= opProtect
		r.protectTo = uint8(max(0, slices.Index(protectNames[:], rs.Word("protect.to"))))
		r.protectPlus = int16(rs.Int("protect.plus", 0))
		set(rs.Bool("protect.reverse", false), opProtectReverse)
		set(rs.Word("protect.card") == "attacker", opGiveAttacker)
	}
	r.redraw = int8(rs.Int("redraw", 0))
	r.incoming = int8(rs.Int("ongoing.incoming", 0))
	r.outgoing = int8(rs.Int("ongoing.outgoing", 0))
	r.othersDraw = int8(rs.Int("ongoing.others_draw", 0))
	return r
}

// lintEntry reports combinations of operations that cannot work.
func lintEntry(e *catalog.Entry, r *rule) diag.List {
	var out diag.List
	rs := e.Rules
	bad := func(key, format string, args ...any) {
		p := e.Pos
		if rs != nil {
			p = rs.At(key)
		}
		out = append(out, diag.Diagnostic{Pos: p, Msg: fmt.Sprintf("card %q: ", e.ID) + fmt.Sprintf(format, args...)})
	}
	colorless := true
	for _, v := range e.Variants {
		colorless = colorless && len(v.Colors) == 0
	}
	tableau := r.is(opTableau)
	switch {
	case r.is(opProtect) && tableau:
		bad("protect", "a protect answer on a tableau card can never be played: tableau cards are laid, never played against an attack")
	case r.is(opProtect) && !r.is(opUnder):
		bad("protect", "a protect card needs under = true: played when not attacked it goes under the discard pile")
	case r.is(opUnder) && !colorless:
		bad("under", "only a colorless card goes under the discard pile; remove the card's colors or under")
	case colorless && !tableau && !r.is(opUnder) && !r.is(opDeclare):
		bad("under", "a colorless card that is neither laid nor declared must go under the discard pile: add under = true")
	}
	if rs.Has("attack") && r.draw == 0 && r.rest == 0 {
		bad("attack", "an attack needs draw or rest")
	}
	if r.rest > 0 && !r.is(opTableauNext) {
		bad("attack.rest", `an attack with rest is a card laid in front of the next player: give the card tableau = "next"`)
	}
	if r.draw > 0 && tableau {
		bad("attack.draw", "a tableau card cannot make a player draw as an attack; use ongoing.others_draw")
	}
	if r.rest > 0 && r.is(opPassOn) {
		bad("attack.answers", "a rest attack cannot be passed on: pass-on adds to a pending draw")
	}
	if r.is(opTargetChosen) && r.turnOpts != 0 {
		bad("attack.target", "an attack on a chosen player cannot also offer turn options: the turn goes to the player after the target")
	}
	if r.protectPlus > 0 && r.protectTo == toNone {
		bad("protect.plus", `protect.plus adds to an attack passed on; with protect.to = "none" it is cancelled`)
	}
	if r.is(opGiveAttacker) && r.protectTo != toNone {
		bad("protect.card", `the protect card goes to the attacker only when it cancels the attack (protect.to = "none")`)
	}
	if (r.is(opFollow) || r.turnOpts != 0 || r.skip > 0 || r.is(opReverse) || r.draw > 0) && (tableau || r.is(opUnder)) {
		bad("follow", "tableau cards and cards going under the discard pile have no play effect (follow, turn, skip, reverse, attack.draw)")
	}
	if r.is(opFollow) && r.fCards == 0 {
		bad("follow", "follow needs cards: which cards may follow (%v)", classNames)
	}
	if r.is(opMustFollow) && r.fCount != 1 {
		bad("follow.required", "a required follow-up is one card: give follow.count = 1")
	}
	if r.is(opReplacesColor) && !r.is(opWild) {
		bad("follow.replaces_color", "only a card of every color chooses a color that a follow-up can replace")
	}
	if (r.is(opSearch) || r.redraw > 0) && !r.is(opUnder) {
		bad("search", "search and redraw are for cards going under the discard pile (under = true)")
	}
	if (rs.Has("ongoing") || r.is(opRelease)) && !tableau {
		bad("ongoing", `ongoing effects and release are for tableau cards: give the card tableau = "self"`)
	}
	if r.is(opDeclare) && (tableau || r.is(opUnder)) {
		bad("declare", "a declared card is played as another card: it cannot be a tableau card or go under")
	}
	return out
}

// lintFollows reports follow-up rules that no card of the catalog can
// satisfy, so that the follow-up would never be possible.
func lintFollows(rules []rule) diag.List {
	var out diag.List
	for i := range rules {
		r := &rules[i]
		if !r.is(opFollow) || r.fCards == 0 {
			continue
		}
		found := false
		for j := range rules {
			if r.fCards&clSame != 0 && i == j || followClassOf(&rules[j], r) {
				found = true
				break
			}
		}
		if !found {
			e := r.entry
			out = append(out, diag.Diagnostic{Pos: e.Rules.At("follow.cards"), Msg: fmt.Sprintf("card %q: no card of the catalog can follow it (follow.cards = %v)", e.ID, e.Rules.Words("follow.cards"))})
		}
	}
	return out
}

// followClassOf reports whether a card of rule x could be one of r's
// follow-up cards.
func followClassOf(x, r *rule) bool {
	if x.is(opTableau) || x.is(opUnder) {
		return false
	}
	if x.is(opDeclare) {
		return r.fCards&clDeclare != 0
	}
	colored := false
	for _, v := range x.entry.Variants {
		colored = colored || len(v.Colors) > 0
	}
	switch {
	case r.fExcept&clWild != 0 && x.is(opWild):
		return false
	case r.fCards&(clColor|clColored) != 0 && colored:
		return true
	case r.fCards&clNumber != 0 && x.is(opNumber):
		return true
	}
	return false
}
