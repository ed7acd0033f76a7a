package windia

import (
	"fmt"
	"slices"
	"strings"

	"cardpress/engine"
)

// rejection turns a reason code into a rejection: the rule's key in the
// reasons table (syntax.go) and the cards, colors and numbers involved,
// from which its sentence is formatted when someone reads it. Cards are
// named as the catalog names them.
func (s *State) rejection(a Action, r reason) *engine.Rejection {
	key, params := s.explain(a, r)
	return &engine.Rejection{Key: key, Params: params, Reasons: reasons}
}

// explain is the key and parameters of reason r for action a.
func (s *State) explain(a Action, r reason) (string, []engine.Param) {
	d := s.g.Deck
	arg := ArgOf(a)
	card := d.cardParam("card", arg)
	kind := d.cardKindParam("kind", arg)
	top := engine.Param{Name: "top", Value: topName{d, s.disc[len(s.disc)-1], s.topK}, Entries: []string{d.Rules[s.topK].entry.ID}}
	color := engine.Param{Name: "color", Value: colorName{d, s.color}}
	ctx := d.kindParam("ctx", s.play.ctxKind)
	ctxColor := engine.Param{Name: "color", Value: colorName{d, s.play.ctxColor}}
	last := d.cardParam("last", int(s.play.last))
	action := engine.Param{Name: "action", Value: actionName{d, a}}
	switch r {
	case rOver:
		return "round-over", nil
	case rBadArg:
		return "not-an-action", []engine.Param{{Name: "action", Value: fmt.Sprintf("%#04x", uint16(a))}}
	case rWrongPhase:
		return "awaiting/" + s.phase.key(), []engine.Param{action, {Name: "expecting", Value: expecting{s.clone()}}}
	case rNotInHand:
		return "not-in-hand", []engine.Param{card}
	case rNoMatch:
		return "no-match", []engine.Param{card, top, color}
	case rIsTableau:
		return "tableau-laid", []engine.Param{kind}
	case rNotTableau:
		return "not-tableau", []engine.Param{kind}
	case rFollowRequiredAlone:
		return "follow-required/alone", []engine.Param{card, d.followParam(d.Cards[arg].Kind, "same-colored")}
	case rNotFinishing:
		if s.g.Options.Optional[4] == 'B' {
			return "not-finishing/numbers", []engine.Param{card, s.finishingParam()}
		}
		return "not-finishing", []engine.Param{card, s.finishingParam()}
	case rUnderLast:
		return "not-finishing/under", []engine.Param{kind}
	case rDeclareLast:
		return "not-finishing/declare", []engine.Param{d.cardKindParam("card", int(s.play.lastCard(arg)))}
	case rTableauLast:
		return "not-finishing/tableau", []engine.Param{kind}
	case rSearchEmpty:
		return "search-empty", []engine.Param{d.kindParam("card", s.searchKind(arg))}
	case rFollowNotAllowed, rFollowDeclare:
		return "follow-not-allowed", []engine.Param{card, ctx, ctxColor, d.followParam(s.play.ctxKind, colorName{d, s.play.ctxColor}.String())}
	case rFollowLastOnly:
		return "follow-last-only", []engine.Param{card, ctx, d.kindsParam("lastonly", " and ", s.lastOnlyKinds())}
	case rFollowNone:
		if s.play.count == 1 && d.isNumber(s.play.last) && arg < len(d.Cards) && d.isNumber(uint8(arg)) {
			return "follow-none/one-at-a-time", []engine.Param{card, last, {Name: "option", Value: string(s.g.Options.Optional[2])}}
		}
		return "follow-none", []engine.Param{card, last}
	case rFollowColorless:
		return "follow-not-allowed/colorless", []engine.Param{kind, ctx}
	case rFollowTableau:
		return "follow-not-allowed/tableau", []engine.Param{kind, ctx}
	case rFollowRequired:
		return "follow-required", []engine.Param{ctx}
	case rDrawN:
		if arg == 0 {
			return "draw-several/none", []engine.Param{{Name: "n", Value: arg}}
		}
		return "draw-several", []engine.Param{{Name: "n", Value: arg}, {Name: "m", Value: s.releasable(s.turn)}, d.kindsParam("release", " or ", d.kindsWith(opRelease))}
	case rRelease:
		return "release-not-allowed", []engine.Param{card, d.kindsParam("release", " or ", d.kindsWith(opRelease))}
	case rReleaseAfterPlay:
		return "release-not-allowed/after-play", nil
	case rNoPassOn:
		passOn := d.kindsParam("passon", " or ", d.kindsWith(opPassOn))
		if !s.atk.passable {
			return "pass-on-not-allowed", []engine.Param{d.kindParam("attack", s.atk.kind), passOn, card}
		}
		return "pass-on-not-allowed/card", []engine.Param{kind, passOn, d.kindParam("attack", s.atk.kind)}
	case rPassOnSame:
		return "pass-on-not-allowed/same", []engine.Param{kind, d.kindParam("top", s.topK)}
	case rPassOnMore:
		return "pass-on-not-allowed/more", []engine.Param{kind, {Name: "n", Value: s.atk.count}}
	case rNotAnswer:
		return "not-an-answer", []engine.Param{card, d.kindsParam("passon", " or ", d.kindsWith(opPassOn))}
	case rRestNoPassOn:
		return "pass-on-not-allowed/rest", []engine.Param{d.kindParam("attack", s.atk.kind), card}
	case rDefendOutOff:
		return "not-finishing/defend-out", []engine.Param{card}
	case rColor:
		return "color-not-allowed", []engine.Param{action}
	case rTargetSelf:
		if s.g.rules[s.play.lastKind].is(opProtect) {
			return "target-self/protect", []engine.Param{d.kindParam("card", s.play.lastKind)}
		}
		return "target-self", []engine.Param{d.kindParam("card", s.play.lastKind)}
	case rTarget:
		return "no-such-player", nil
	case rOption:
		return "turn-option-not-offered", []engine.Param{d.kindParam("card", s.play.lastKind)}
	case rOption2p:
		return "turn-option-not-offered/two-players", []engine.Param{d.kindParam("card", s.play.lastKind)}
	case rRedrawLast:
		return "not-finishing/redraw", []engine.Param{d.kindParam("card", s.play.lastKind), {Name: "n", Value: d.redrawCount()}}
	case rPick:
		return "search-pick", []engine.Param{card, d.kindParam("search", s.play.lastKind)}
	case rDeclare:
		return "declare-not-allowed", []engine.Param{d.cardKindParam("card", int(s.play.last))}
	case rDeclareExcluded:
		return "declare-not-allowed/excluded", []engine.Param{d.cardKindParam("card", int(s.play.last)), d.kindParam("kind", Kind(arg)), d.excludedParam()}
	case rNoAttack:
		return "no-attack", nil
	case rAttacked:
		return "under-attack", nil
	case rNoPointOut:
		return "nobody-to-point-out", nil
	case rNoDraw:
		if s.phase == PhaseTurn {
			return "play-or-draw", nil
		}
		return "already-drawn", nil
	}
	return "not-allowed", []engine.Param{{Name: "code", Value: int(r)}}
}

// lastCard is the card a declared card was played as: the one just placed.
func (pl *play) lastCard(arg int) uint8 {
	if pl.count > 0 {
		return pl.last
	}
	return uint8(arg)
}

// searchKind is the kind of the card that searches: the card played, or
// the kind a declared card stands for.
func (s *State) searchKind(arg int) Kind {
	if arg < len(s.g.Deck.Cards) && s.g.info[arg].flags&fDeclare == 0 {
		return s.g.Deck.Cards[arg].Kind
	}
	for k := range s.g.rules {
		if s.g.rules[k].is(opSearch) {
			return Kind(k)
		}
	}
	return 0
}

// lastOnlyKinds are the kinds whose cards end a follow of the context
// card when they follow it (follow.last).
func (s *State) lastOnlyKinds() []Kind {
	d := s.g.Deck
	f := &s.g.rules[s.play.ctxKind]
	var out []Kind
	for i := range d.Cards {
		k := d.Cards[i].Kind
		if !slices.Contains(out, k) && s.excepted(f.fLast, s.g.info[i]) {
			out = append(out, k)
		}
	}
	return out
}

// finishingParam says which cards may go out under optional rule 4.
func (s *State) finishingParam() engine.Param {
	d := s.g.Deck
	noFinish := d.kindsParam("", " and ", d.kindsWith(opNoFinish))
	text := fmt.Sprintf("only number cards and one- or two-color action cards other than %v can go out (optional rule 4 A)", noFinish.Value)
	switch s.g.Options.Optional[4] {
	case 'B':
		text = "only number cards can go out (optional rule 4 B)"
	case 'C':
		text = fmt.Sprintf("every card can go out (optional rule 4 C) except %v, colorless cards and tableau cards", noFinish.Value)
	}
	return engine.Param{Name: "finishing", Value: text, Entries: noFinish.Entries}
}

// excludedParam lists what a declared card never stands for.
func (d *Deck) excludedParam() engine.Param {
	p := d.kindsParam("excluded", ", ", d.kindsWith(opTableau))
	p.Value = fmt.Sprintf("%v or a number card", p.Value)
	return p
}

// followParam says which cards may follow a card of kind k played in
// color col, from its follow rule: "a red card (not a wild card)".
func (d *Deck) followParam(k Kind, col string) engine.Param {
	f := &d.Rules[k]
	var parts []string
	var entries []string
	if f.fCards&clColor != 0 {
		parts = append(parts, "a "+col+" card")
	}
	if f.fCards&clColored != 0 {
		parts = append(parts, "a card with a color")
	}
	if f.fCards&clNumber != 0 {
		parts = append(parts, "a number card matching the play card")
	}
	if f.fCards&clSame != 0 {
		parts = append(parts, "another "+f.entry.Name)
		entries = append(entries, f.entry.ID)
	}
	if f.fCards&clDeclare != 0 {
		p := d.kindsParam("", " or ", d.kindsWith(opDeclare))
		if len(p.Entries) > 0 {
			parts = append(parts, fmt.Sprint(p.Value))
			entries = append(entries, p.Entries...)
		}
	}
	text := joinWords(parts, ", ", " or ")
	var but []string
	if f.fExcept&clWild != 0 {
		but = append(but, "a wild card")
	}
	if f.fExcept&clTwoColor != 0 {
		but = append(but, "a two-color card")
	}
	if len(but) > 0 {
		text += " (not " + joinWords(but, ", ", " or ") + ")"
	}
	return engine.Param{Name: "follow", Value: text, Entries: entries}
}

// joinWords joins words as a list in a sentence: "a, b or c".
func joinWords(words []string, sep, lastSep string) string {
	switch len(words) {
	case 0:
		return "nothing"
	case 1:
		return words[0]
	}
	return strings.Join(words[:len(words)-1], sep) + lastSep + words[len(words)-1]
}

// kindsWith lists the kinds whose rules have flag f.
func (d *Deck) kindsWith(f uint32) []Kind {
	var out []Kind
	for k := range d.Rules {
		if d.Rules[k].is(f) {
			out = append(out, Kind(k))
		}
	}
	return out
}

// cardParam is physical card c in slot name: "red Skip".
func (d *Deck) cardParam(name string, c int) engine.Param {
	p := engine.Param{Name: name, Value: cardName{d, c}}
	if c < len(d.Cards) {
		p.Entries = []string{d.Cards[c].Entry.ID}
	}
	return p
}

// cardKindParam is the entry of physical card c in slot name: "Skip".
func (d *Deck) cardKindParam(name string, c int) engine.Param {
	if c < len(d.Cards) {
		return d.kindParam(name, d.Cards[c].Kind)
	}
	return engine.Param{Name: name, Value: "this card"}
}

// kindParam is the entry of kind k in slot name.
func (d *Deck) kindParam(name string, k Kind) engine.Param {
	p := engine.Param{Name: name, Value: kindName{d, k}}
	if int(k) < len(d.Rules) {
		p.Entries = []string{d.Rules[k].entry.ID}
	}
	return p
}

// kindsParam lists the entries of kinds in slot name, joined by sep and
// lastSep: "A or B".
func (d *Deck) kindsParam(name, lastSep string, kinds []Kind) engine.Param {
	var names, ids []string
	for _, k := range kinds {
		names = append(names, d.Rules[k].entry.Name)
		ids = append(ids, d.Rules[k].entry.ID)
	}
	return engine.Param{Name: name, Value: joinWords(names, ", ", lastSep), Entries: ids}
}

// The values of a rejection's parameters, named only when the sentence is
// read.
type (
	cardName struct {
		d *Deck
		c int
	}
	kindName struct {
		d *Deck
		k Kind
	}
	colorName struct {
		d    *Deck
		mask uint8
	}
	topName struct {
		d   *Deck
		top uint8
		k   Kind
	}
	actionName struct {
		d *Deck
		a Action
	}
	expecting struct{ s *State }
)

func (n cardName) String() string {
	if n.c < len(n.d.Cards) {
		return n.d.Name(n.c)
	}
	return fmt.Sprintf("card %d", n.c)
}

func (n kindName) String() string   { return n.d.kindName(n.k) }
func (n colorName) String() string  { return n.d.ColorName(n.mask) }
func (n actionName) String() string { return n.d.Describe(n.a, nil) }
func (e expecting) String() string  { return e.s.expecting() }

// String is the play card, or the card a declared card stands for.
func (n topName) String() string {
	if n.k != n.d.Cards[n.top].Kind {
		return n.d.Cards[n.top].Entry.Name + " as " + n.d.kindName(n.k)
	}
	return n.d.Name(int(n.top))
}

// expecting says what the player to move must decide.
func (s *State) expecting() string {
	d := s.g.Deck
	switch s.phase {
	case PhaseTurn:
		return "play a card, lay a tableau card or draw"
	case PhaseAfterDraw:
		return "play a card, lay a tableau card, release, or pass"
	case PhaseRelease:
		return "release as many tableau cards as drawn"
	case PhasePlay:
		if s.mustFollow() {
			return d.kindName(s.play.ctxKind) + " needs a follow-up card"
		}
		return "add a follow-up card or end the play"
	case PhaseColor:
		return "choose a color"
	case PhaseDeclare:
		return "declare the card " + d.Cards[s.play.last].Entry.Name + " stands for"
	case PhaseTurnOption:
		return "choose skip, reverse or next"
	case PhaseTarget:
		return "choose the target player"
	case PhaseRedraw:
		return "choose whether " + d.kindName(s.play.lastKind) + " redraws " + fmt.Sprint(d.redrawCount()) + " cards"
	case PhasePick:
		return "pick the card " + d.kindName(s.play.lastKind) + " takes"
	case PhaseDefend:
		return "answer the attack: pass it on, defend or take it"
	case PhaseReach:
		return "declare reach or not"
	}
	return strings.ToLower(s.phase.String())
}

// key is the phase in a reason key: "awaiting/color".
func (p Phase) key() string {
	if int(p) < len(phaseKeys) {
		return phaseKeys[p]
	}
	return p.String()
}

// explainFollow is why card c of player p could not have followed the
// play that just ended, or nil if it could have.
func (s *State) explainFollow(p int8, c uint8) *engine.Rejection {
	t := s.clone()
	t.play, t.phase, t.turn = s.prevPlay, PhasePlay, p
	if r := t.checkFollow(c); r != ok {
		return t.rejection(NewAction(ActPlay, int(c)), r)
	}
	return nil
}
