// Package ruleset holds a game's rules written as data — zones,
// variables, phases, actions with their conditions, refusals and effects,
// triggers and the end of a round and match — read from the game folder's
// rules/game.toml (docs/rules-language.md), compiled once at load into
// flat tables of Go closures, and played through the engine.State model,
// so that check, sim and serve play a designer's own game without Go.
package ruleset

import (
	"crypto/sha256"
	"sync"

	"cardpress/catalog"
	"cardpress/engine"
)

// File is the rules description of a game folder.
const File = "rules/game.toml"

// Game is a rules description compiled: every name resolved to an index,
// every condition and effect a closure. It is read-only once loaded and
// shared by every state.
type Game struct {
	cat *catalog.Catalog
	// vocab is what [card_rules] declares the cards' rules may give; nil
	// when the keys are what the cards give.
	vocab *catalog.Vocabulary
	// untyped are the keys [card_rules] declares with an unknown type:
	// declared still (an error already says what is wrong), typed by what
	// the cards give.
	untyped map[string]bool
	// faces are the card designs of the deck (an entry in one color
	// variant); cardFace gives each physical card's face.
	faces    []face
	cardFace []int16
	// colorsOfFace caches faceColors: many expressions read it, and
	// expanding the deck for each took a third of a compile.
	colorsOfFace [][]int64
	// decks gives each player a deck of their own: every player owns a
	// copy of the set (cardOwner), self-play deals the folder's decks
	// (decks/*.toml, a part into the zone parts names), and an example's
	// player holds the catalog's deck size of cards besides the parts.
	decks     bool
	cardOwner []int8
	parts     map[string]int
	// dealParts are the parts an example deals into their zones when it
	// leaves them unset (exampleparts.go).
	dealParts []string
	deckSize  int
	// rest is the zone that takes the cards an example leaves over when
	// it writes the whole deck, -1 for none (out of play).
	rest int
	// deal are the effects of self-play's deal only (the start of a game
	// an example writes itself); example those of an example's set-up
	// only (what it leaves out).
	deal, example []stmt
	colors        []string     // color ids, by index
	stats         []string     // the catalog's stats as attributes: "power", "deck_cost"
	words         []string     // the words the catalog's cards give as rules values (ruleWords), nil until read
	keys          *ruleKeyMemo // the keys the catalog's cards give in their rules (ruleKeys), nil until read
	zones         []zone
	vars          []variable // global variables
	pvars         []variable // each player's variables
	cvars         []variable // each card's variables (a state, a counter)
	phases        []string
	actions       []action
	after         []trigger
	on            []zoneTrigger
	// zoneAt, varAt, pvarAt and cvarAt index zones, vars, pvars and cvars
	// by id, each made once its list is read: the compile looks names up
	// thousands of times, and searching the lists was 4% of a load.
	zoneAt, varAt, pvarAt, cvarAt map[string]int
	// until lists, by phase, the card variables that go back to their
	// start when the phase begins: modifiers that last until then.
	until [][]int
	// afterFrom is, by phase, the first [[after]] trigger from each one on
	// that may hold in that phase, and whether it holds there
	// (afterfrom.go); nil until load ends.
	afterFrom []int32
	// afterProg is the [[after]] triggers as one flat program
	// (afterprog.go), made with the flat programs on the first deal.
	afterProg *flatProg
	// flatJobs are the effects waiting to become flat programs, made on
	// the first deal (flat.go) by flatOnce.
	flatJobs []flatJob
	flatOnce sync.Once
	// anyJobs are the anys waiting for their sets of faces, made on the
	// first deal (anyset.go) by anyOnce; anysMade is set then.
	anyJobs  []anyJob
	anyOnce  sync.Once
	anysMade bool
	// cardWords are the words of card variables in examples: a state
	// ("exhausted") or a number shown ("L1").
	cardWords []cardWord
	// views are the cards of a zone that fit a condition, as examples
	// name them (view.go).
	views []view
	// numbers are values the rules compute that examples check
	// (numbers.go).
	numbers []number
	facts   []fact
	setup   []stmt
	first   []stmt // the start of play: what the first card turned up does
	// refuse are the rules an example's settings are refused by, checked
	// once its table is set up ([setup] refuse: Windia War's pennant rule
	// with scoring option 4).
	refuse []check
	deck   int // the zone every card starts in
	hand   int // the players' hands zone, -1 for none
	dirVar int // the direction variable next() follows, -1 for none
	// turnVar is the player variable holding the turn ([game]
	// turn_player, turnholder.go), -1 for none.
	turnVar int
	// matchEnd says whether a round's end ends the match; winner is the
	// match's winner then.
	matchEnd, winner eval
	// roundWinner wins a game of one round (self-play without --match).
	roundWinner eval
	// measures are what self-play reports of a finished game ([measures]).
	measures []measure
	// standing is the player variable a match's end is told with, its
	// each words ("score: Alice 500, Bob -20"); "" for none.
	standing     string
	minPlayers   int
	maxPlayers   int
	usualPlayers int
	set          string
	reasons      []engine.ReasonText
	forms        []*engine.Form
	layouts      map[int][]int // zone instance bases by number of players
	phaseWords   []phaseWord
	noneWords    []string          // the description's own words for no player
	winnerWords  map[string]string // the description's own words for the winner, by language ([words] winner)
	formsTold    []*engine.Form
	turnedVars   []int // card variables whose cards a picture turns sideways
	downVars     []int // card variables whose cards lie face down while true (facedown.go)
	// outOfTurn is, by phase, the rule a step of a player not to move is
	// refused by ([game] out_of_turn), "" for not-your-turn.
	outOfTurn []string
	// simultaneous marks, by phase, the phases every player chooses in
	// at once ([game] simultaneous): a step of any player who still has
	// a choice to make plays, and self-play asks them one after another.
	simultaneous []bool
	// tells are the told sentences of core steps ([tell.step] of a verb
	// no action words), by verb and language.
	tells      map[string]map[string]engine.Tell
	invariants []invariant
	// resolves are the [[resolve]] tables: what a card on top of the
	// priority stack does when it resolves (stack.go).
	resolves []resolver
	// textRules are the cards' rules read from their texts ([game] text,
	// cardtext.go), by catalog index; nil for none.
	textRules []*catalog.Rules
	// wordsSum is the example words' fingerprint (sumWords), summed at
	// the first Dialect (wordsOnce) of a game that loaded (wordsDue), of
	// its description and its card texts' grammar (wordsText): a load
	// nothing reads the words of (a test's, self-play's) does not pay
	// for it, some 4% of loading Windia War.
	wordsSum  [sha256.Size]byte
	wordsText []byte
	wordsDue  bool
	wordsOnce sync.Once
	// shown and source are the description as compiled, for self-play of
	// another set (forSet); ownSet: the description names its set
	// ([game] set), which self-play then plays.
	shown  string
	source []byte
	ownSet bool
	// asWorded: [words] as names the card a card is played as; a card
	// written plainly as a choice is then not that one (cardids.go).
	asWorded bool
	// shuffleBottom reads a pile from the bottom when it shuffles it
	// ([game] shuffle, shuffleorder.go).
	shuffleBottom bool
	// memoSlot numbers the costly parts of conditions that read only the
	// state, by their text, for LegalActions to keep (memo.go).
	memoSlot map[string]int
	// byPhase are the actions that may be taken in each phase, in the
	// order of actions: LegalActions asks only these (an action a check
	// of which the phase fails is left out, phaseonly.go).
	byPhase [][]int
	// listings are byPhase's actions as LegalActions lists them, by
	// phase (phaselisting.go).
	listings []phaseListing
}

// face is one card design as the rules read it.
type face struct {
	entry  int64 // index in the catalog's Cards
	kind   int64
	color  int64 // the one color of a one-color face, else -1
	number int64 // -1 for none
	points int64
	// tableauPoints are its points laid in front of a player (the
	// catalog's tableau_points).
	tableauPoints int64
	stats         []int64 // the catalog's stats, as Game.stats lists them; -1 for none or not a whole number
	name          string  // as an action names it: "red 5", "Wild"
	card          engine.Card
}

// zone is a declared place of cards.
type zone struct {
	id        string
	perPlayer bool
	seen      string // "nobody", "owner", "all"
	refill    int    // the zone reshuffled into this one when it runs out (its top card stays), -1 for none
	// refillWhen is the condition the refill waits for (Windia War's
	// optional rule 5 B and C end the round instead), nil for always.
	refillWhen eval
	// refresh is the zone whose every card is shuffled into this one as
	// soon as it runs out (the player's own, of a player's zone), -1 for
	// none.
	refresh int
	filled  bool // some effect moves cards into it
	// bottomFirst lists the zone's cards in examples from the bottom (the
	// first played) up: a trick; other zones are listed top first.
	bottomFirst bool
	// anyOrder compares the zone's cards in examples in any order: a row
	// of cards laid side by side.
	anyOrder bool
	// row draws the zone in an example's picture as its cards side by
	// side, face up (a field).
	row bool
	// stack draws it as a stack even when listed from the bottom
	// (picture = "stack" or "top"); topPicture names the stack by its
	// top card's words ("プレイ札", picture = "top").
	stack, topPicture bool
	// shownEmpty pictures the zone when it holds no card (shown_empty =
	// true: Windia War's 「山札 0枚」); other empty zones but the hand are
	// left out.
	shownEmpty bool
	// unpictured leaves the zone out of an example's picture (picture =
	// "none"): Hearts' deck, empty once dealt in a real game, holds in an
	// example only the cards its settings leave out of the story.
	unpictured bool
	// byColor writes the zone's cards in examples by their color only
	// (colorzone.go): CLAMP in CARDLAND's point cards.
	byColor bool
}

// variable is a declared variable of the game or of each player.
type variable struct {
	id    string
	t     typ
	start int64
	keep  bool // kept from round to round (a deal's number); the others start again
	// values name the values 0, 1, … in examples (namedvalues.go).
	values []map[string]string
	// seen is who sees the value: "all" (the default), "nobody", or
	// "owner" (a player's variable, its player). A player's observation
	// shows a value it cannot see at its start; a determinization sets it
	// by guess.
	seen string
	// guess is the value a player who cannot see the variable supposes,
	// read from a determinized state (its cards dealt anew), so that it
	// agrees with the cards that player believes in; nil: a value of the
	// type drawn at random.
	guess eval
}

// hidden reports whether player p cannot see the variable of player q
// (q is -1 for a game's variable).
func (v *variable) hidden(p, q int) bool {
	return v.seen == "nobody" || v.seen == "owner" && p != q
}

// cardWord is how examples write a card's variable or a value shown on a
// card, in parentheses after its name: a state word for a true-or-false
// variable (and off for false), or a letter before a number ("L1").
type cardWord struct {
	v      int    // the card variable, -1 for a shown value
	en     string // the English word (a state) or letter (a number)
	off    string // the English word for false, "" for none
	shown  eval   // a shown value: an expression of it; nil for a variable
	say    map[string]string
	offSay map[string]string
}

// action is a move template: what a player may do in a phase.
type action struct {
	id     string
	verb   string // the example language's step: "plays", "draws", or the action's own id
	phases []bool // by phase index: when it may be taken
	zone   int    // card actions: the zone of the player's the card comes from; -1 otherwise
	which  eval   // card actions: the cards this action plays
	// whichSet is which as a set of faces (faceset.go), nil for none;
	// whichByPhase is that set by phase index when it depends on nothing
	// else (which reads the card's catalog values and the phase), made at
	// load; nil otherwise.
	whichSet     setEval
	whichByPhase []faceSet
	choose       typ     // choice actions: tColor or tPlayer; tBad otherwise
	checks       []check // refusals, in order
	// ask are, by phase, the indices of the checks LegalActions asks:
	// those the phase does not decide (phaseonly.go); listed is true in a
	// phase that allows the action and fails none of its checks.
	ask    [][]int
	listed []bool
	// listFaces are, by phase, whichByPhase narrowed by the sets of the
	// checks that depend on nothing but the card's catalog values and
	// the phase, and listAsk the other checks of ask: what LegalActions
	// asks of a plain card action (checksplit.go). listFaces is nil when
	// whichByPhase is.
	listFaces []faceSet
	listAsk   [][]int
	do        []stmt // effects
	// flat is do as one flat program (flat.go), nil when it has none.
	flat   *flatProg
	greedy eval // how much a greedy player likes it; nil: 0
	// pay is a cost of several cards, nil for none; aim the card the
	// action is aimed at, nil for none.
	pay *cost
	aim *aim
	// anyone: any player may take it, in turn or out of it (a call said
	// aloud, a missed call caught); actor names who did.
	anyone bool
	// group is the cards the action chooses (groupchoice.go), nil for none.
	group *group
	// endsStep: the action ends a play once an example's step of several
	// cards is placed; ended are the rules a card written after the one
	// that ended the play is refused by (steprules.go).
	endsStep bool
	ended    []check
	// nameColors: a step may name the colors it pays with (colorpay.go).
	nameColors bool
	// arrange is the zone it takes in the player's order (arrange.go), nil for none.
	arrange *arrangement
	// missing is the rule a step naming a card the action's zone does not
	// hold is refused by, "" for not-held.
	missing string
	// settles: examples leave the action unwritten while it holds
	// (settle.go); nil for an action they write.
	settles eval
}

// cost is a cost of several cards of one of the player's zones, chosen
// by the player: count of them move from the zone to another before the
// action's effects (World End's hand cards trashed).
type cost struct {
	count eval
	from  int   // a player's zone, the player's own instance
	to    *zref // where the paid cards go
	// short is the rule a zone with too few cards refuses by
	// (cost-short, the engine's own, when "": the description names no other).
	short string
}

// aim is the card an action is aimed at: a card of the zones of ref that
// fits which (it: the card aimed at), named as target in conditions and
// effects.
type aim struct {
	refs  []*zref
	which eval
	// perPlayer offers a card of each player's zone as an action of its
	// own, the card aimed at named with its holder ([actions.X] target's
	// per_player = true): else one card of a kind is offered, the first
	// that fits.
	perPlayer bool
}

// each calls f with every zone instance the aim's zones name.
func (am *aim) each(x *ctx, f func(inst int)) {
	for _, r := range am.refs {
		r.each(x, f)
	}
}

// eachHeld calls f with every zone instance the aim's zones name and
// the player holding it, -1 for a shared zone.
func (am *aim) eachHeld(x *ctx, f func(inst, holder int)) {
	for _, r := range am.refs {
		r.each(x, func(inst int) {
			holder := -1
			if r.p != nil || r.all {
				holder = inst - x.s.zb[r.z]
			}
			f(inst, holder)
		})
	}
}

// zoneTrigger runs effects when a card enters or leaves a zone, or when a
// phase begins: card is the card that moved.
type zoneTrigger struct {
	zone    int  // -1 for a phase trigger
	enter   bool // entering the zone; else leaving it
	refresh bool // the zone refreshed (enter and leave false)
	// other is the zone the card comes from (enter) or goes to (leave),
	// -1 for any.
	other int
	phase int  // the phase whose start runs it, -1 for a zone trigger
	when  eval // nil: always
	do    []stmt
}

// invariant is a condition of [invariants].
type invariant struct {
	id    string
	holds eval
}

// check is a condition an action needs, with the rule that refuses it.
type check struct {
	cond eval
	key  string
	// paid: the condition reads the cards paid (paid(card)), so it is
	// checked once they are known, after the cost.
	paid bool
	// target: the condition reads the card aimed at.
	target bool
	// names are cards its refusal names besides the card played.
	names []nameRef
	// pre and rest are cond split for LegalActions (checksplit.go): pre
	// reads neither the action's card nor its choice, rest does; cond is
	// pre && rest when and, else pre || rest. pre is nil when no part of
	// cond can be read apart, rest nil when no part needs the card.
	pre, rest eval
	and       bool
	// test is pre's first term read without a call (pretest.go).
	test preTest
	// preByPhase is pre by phase index when pre reads the phase alone
	// (inPhase), nil otherwise.
	preByPhase []bool
	// set and restSet are cond and rest as the set of faces they hold
	// for (faceset.go), nil when the card is read otherwise than by its
	// catalog values.
	set, restSet setEval
	// setByPhase is set by phase index when it depends on nothing but
	// the card's catalog values and the phase, made at load; nil
	// otherwise. LegalActions reads it in which's set (listFaces).
	setByPhase []faceSet
	// mask and restMask are cond and rest as the set of the choice's
	// values they hold for (choiceset.go), nil when the choice is read
	// otherwise than by comparing it.
	mask, restMask maskEval
	// byPhase is what each phase decides of the condition (askIt,
	// phaseHolds, phaseFails; phaseonly.go), nil when no phase does.
	byPhase []int8
	// gates are what, failing, fails the check whatever the card or the
	// choice (listgate.go).
	gates []listGate
	// passCond and restPassCond are the terms of cond's and rest's ||
	// that read nothing but the card's catalog values, nil for none; pass
	// the faces passCond holds for, made with the listings: cond holds
	// for them whatever else it reads (checksplit.go).
	passCond, restPassCond eval
	pass                   *faceSet
}

// trigger runs effects after every action while its condition holds.
type trigger struct {
	when eval
	do   []stmt
	// flat is do as one flat program (flat.go), nil when it has none.
	flat *flatProg
	// phases is when by phase index, for a condition that reads nothing
	// but the phase ("phase == 'begin'"): play looks it up instead of
	// asking it. nil for another condition.
	phases []bool
}

// named is a declared thing with an id: a zone, a variable.
type named interface{ name() string }

func (z zone) name() string     { return z.id }
func (v variable) name() string { return v.id }

// indexBy indexes list by id, the first of an id when it repeats.
func indexBy[T named](list []T) map[string]int {
	at := make(map[string]int, len(list))
	for i := range list {
		if _, seen := at[list[i].name()]; !seen {
			at[list[i].name()] = i
		}
	}
	return at
}

// indexIn is the index of id in an index indexBy made, -1 for none (and
// before the list is read).
func indexIn(at map[string]int, id string) int {
	if i, ok := at[id]; ok {
		return i
	}
	return -1
}

// idsOf are the ids of list, for did-you-mean.
func idsOf[T named](list []T) []string {
	out := make([]string, len(list))
	for i, x := range list {
		out[i] = x.name()
	}
	return out
}

func (g *Game) varIndex(id string) int  { return indexIn(g.varAt, id) }
func (g *Game) pvarIndex(id string) int { return indexIn(g.pvarAt, id) }
func (g *Game) cvarIndex(id string) int { return indexIn(g.cvarAt, id) }
func (g *Game) zoneIndex(id string) int { return indexIn(g.zoneAt, id) }
func (g *Game) cvarIDs() []string       { return idsOf(g.cvars) }
func (g *Game) pvarIDs() []string       { return idsOf(g.pvars) }
func (g *Game) zoneIDs() []string       { return idsOf(g.zones) }

// layout is where each zone's instances start for n players: a shared
// zone has one, a player's zone n.
func (g *Game) layout(n int) []int {
	if zb, ok := g.layouts[n]; ok {
		return zb
	}
	zb := make([]int, len(g.zones)+1)
	at := 0
	for i, z := range g.zones {
		zb[i] = at
		if z.perPlayer {
			at += n
		} else {
			at++
		}
	}
	zb[len(g.zones)] = at // the box: cards an example leaves out of play
	return zb
}
