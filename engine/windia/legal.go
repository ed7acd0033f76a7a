package windia

import "slices"

// reason is why an action is not allowed; ok means it is. Checks return a
// code so that LegalActions never builds a string; Apply turns a code into a
// message for people with explain.
type reason uint8

const (
	ok reason = iota
	rOver
	rWrongPhase
	rNotInHand
	rNoMatch
	rIsTableau
	rNotTableau
	rFollowRequiredAlone // follow.required: no follow-up could come after it
	rNotFinishing
	rUnderLast
	rDeclareLast
	rTableauLast
	rSearchEmpty
	rFollowNotAllowed // the follow rule of the card before does not allow it
	rFollowLastOnly
	rFollowNone
	rFollowColorless
	rFollowTableau
	rFollowDeclare // a declare card where the follow rule has no declare class
	rFollowRequired
	rDrawN
	rRelease
	rReleaseAfterPlay
	rNoPassOn
	rPassOnSame
	rPassOnMore
	rNotAnswer
	rRestNoPassOn
	rDefendOutOff
	rColor
	rTargetSelf
	rTarget
	rOption
	rOption2p
	rRedrawLast
	rPick
	rDeclare
	rDeclareExcluded
	rNoAttack
	rAttacked
	rNoPointOut
	rNoDraw
	rBadArg
)

// check reports whether the player to move may take action a.
func (s *State) check(a Action) reason {
	if s.phase == PhaseOver {
		return rOver
	}
	arg := ArgOf(a)
	p := s.turn
	switch KindOf(a) {
	case ActPass, ActEndPlay, ActTake, ActPointOut:
		if arg != 0 {
			return rBadArg
		}
	case ActReach:
		if arg > 1 {
			return rBadArg
		}
	}
	switch KindOf(a) {
	case ActPointOut:
		if s.forgot < 0 || s.forgot == p {
			return rNoPointOut
		}
		return ok
	case ActPlay:
		if !s.inHand(p, arg) {
			return rNotInHand
		}
		c := uint8(arg)
		switch s.phase {
		case PhaseTurn, PhaseAfterDraw:
			return s.checkStart(c)
		case PhasePlay:
			return s.checkFollow(c)
		case PhaseDefend:
			return s.checkDefence(c)
		}
		return rWrongPhase
	case ActLay:
		if s.phase != PhaseTurn && s.phase != PhaseAfterDraw {
			if s.phase == PhaseDefend {
				return rAttacked
			}
			return rWrongPhase
		}
		if !s.inHand(p, arg) {
			return rNotInHand
		}
		if s.g.info[arg].flags&fTableau == 0 {
			return rNotTableau
		}
		if len(s.hands[p]) == 1 {
			return rTableauLast
		}
		return ok
	case ActDraw:
		if s.phase != PhaseTurn {
			if s.phase == PhaseAfterDraw {
				return rNoDraw
			}
			if s.phase == PhaseDefend {
				return rAttacked
			}
			return rWrongPhase
		}
		if arg == 1 {
			return ok
		}
		if arg < 1 || arg > s.releasable(p) {
			return rDrawN
		}
		return ok
	case ActPass:
		if s.phase != PhaseAfterDraw {
			if s.phase == PhaseTurn {
				return rNoDraw
			}
			return rWrongPhase
		}
		return ok
	case ActEndPlay:
		if s.phase != PhasePlay {
			return rWrongPhase
		}
		if s.mustFollow() {
			return rFollowRequired
		}
		return ok
	case ActRelease:
		switch s.phase {
		case PhaseAfterDraw:
			if s.drewN != 1 {
				return rReleaseAfterPlay
			}
		case PhaseRelease:
		default:
			return rRelease
		}
		i := s.tabIndex(p, arg)
		if i < 0 {
			return rRelease
		}
		if !s.releasableAt(p, i) {
			return rRelease
		}
		return ok
	case ActColor:
		if s.phase != PhaseColor {
			return rWrongPhase
		}
		return s.checkColor(arg)
	case ActTurnOption:
		if s.phase != PhaseTurnOption {
			return rWrongPhase
		}
		r := &s.g.rules[s.play.lastKind]
		if arg > TurnNext || r.turnOpts&(1<<arg) == 0 {
			return rOption
		}
		if arg == TurnSkip && r.isDrawAttack() && s.g.Players == 2 {
			return rOption2p
		}
		return ok
	case ActTarget:
		if s.phase != PhaseTarget {
			return rWrongPhase
		}
		if arg >= s.g.Players {
			return rTarget
		}
		if int8(arg) == p && (s.g.rules[s.play.lastKind].is(opProtect) || s.g.Options.Optional[1] == 'A') {
			return rTargetSelf
		}
		return ok
	case ActRedraw:
		if s.phase != PhaseRedraw {
			return rWrongPhase
		}
		if arg == 0 && len(s.hands[p]) == 0 {
			return rRedrawLast
		}
		if arg > 1 {
			return rWrongPhase
		}
		return ok
	case ActPick:
		if s.phase != PhasePick {
			return rWrongPhase
		}
		for i := 0; i < len(s.disc)-1; i++ {
			if int(s.disc[i]) == arg && arg != int(s.play.last) {
				return ok
			}
		}
		return rPick
	case ActDeclare:
		if s.phase != PhaseDeclare {
			return rWrongPhase
		}
		return s.checkDeclare(Kind(arg))
	case ActTake:
		if s.phase != PhaseDefend {
			return rNoAttack
		}
		return ok
	case ActReach:
		if s.phase != PhaseReach {
			return rWrongPhase
		}
		return ok
	}
	return rBadArg
}

func (s *State) inHand(p int8, c int) bool {
	for _, h := range s.hands[p] {
		if int(h) == c {
			return true
		}
	}
	return false
}

// checkStart checks the first card of a play on one's own turn.
func (s *State) checkStart(c uint8) reason {
	in := s.g.info[c]
	p := s.turn
	last := len(s.hands[p]) == 1
	if in.flags&(fTableau|fUnder|fDeclare) != 0 {
		switch {
		case in.flags&fTableau != 0:
			return rIsTableau
		case in.flags&fDeclare != 0:
			if last {
				return rDeclareLast
			}
			return ok
		case in.start&sNeedsDead != 0:
			if len(s.disc) < 2 {
				return rSearchEmpty
			}
			return ok
		case in.start&sLastOK != 0: // a redraw card
			return ok
		}
		// a protect card or another card going under
		if last {
			return rUnderLast
		}
		return ok
	}
	if in.start&sAnyTop == 0 && !s.matchesInfo(in) {
		return rNoMatch
	}
	if last && in.flags&fFinishing == 0 {
		return rNotFinishing
	}
	if in.start&sFollowRequired != 0 && !s.canFollow(in.kind, in.colors, c, 255, len(s.hands[p])-1, 0) {
		return rFollowRequiredAlone
	}
	return ok
}

// matches applies the normal matching rule: same color, same number, or a
// card of every color.
func (s *State) matches(c uint8) bool { return s.matchesInfo(s.g.info[c]) }

func (s *State) matchesInfo(in cardInfo) bool {
	if in.colors&s.color != 0 || in.flags&fWild != 0 {
		return true
	}
	return in.number >= 0 && in.number == s.topNum
}

// isFinishing reports whether a card may be the last card of a hand
// (optional rule 4). Cards with finish = false, the
// colorless cards and tableau cards never are.
func (g *Game) isFinishing(c uint8, k Kind) bool {
	d := g.Deck
	r := &g.rules[k]
	if r.flags&(opNoFinish|opTableau|opUnder) != 0 || d.Cards[c].Colors == 0 {
		return false
	}
	switch g.Options.Optional[4] {
	case 'B':
		return r.is(opNumber)
	case 'C':
		return true
	}
	return !d.isWild(c)
}

// canFollow reports whether the hand holds a follow-up for a card of kind
// k needing one (follow.required) in color col: a card its follow rule allows, which
// may need its own follow-up in turn (the same entry in another color). A
// follow-up that would be the last card must be a finishing card. skipA and
// skipB are cards already used; left is the number of cards left in hand.
func (s *State) canFollow(k Kind, col uint8, skipA, skipB uint8, left, depth int) bool {
	if left == 0 || depth > 6 {
		return false
	}
	f := &s.g.rules[k]
	m, ex := f.fCards, f.fExcept
	for _, h := range s.hands[s.turn] {
		if h == skipA || h == skipB {
			continue
		}
		in := s.g.info[h]
		switch {
		case in.flags&fDeclare != 0:
			if m&clDeclare != 0 && left > 1 {
				return true
			}
		case in.flags&fTableau != 0 || in.colors == 0:
		case !s.followOK(m, ex, k, col, in):
		case in.start&sFollowRequired != 0:
			if s.canFollow(in.kind, in.colors, skipA, h, left-1, depth+1) {
				return true
			}
		case left > 1 || in.flags&fFinishing != 0:
			return true
		}
	}
	return false
}

// follows checks a colored card against the follow rule of card kind k
// played in color col: ok, or why it cannot follow.
func (s *State) follows(k Kind, col uint8, in cardInfo) reason {
	f := &s.g.rules[k]
	if s.followOK(f.fCards, f.fExcept, k, col, in) {
		return ok
	}
	return rFollowNotAllowed
}

// followOK reports whether a colored card is of the follow-up classes m
// and not of the classes ex of card kind k's follow rule, in color col.
func (s *State) followOK(m, ex uint8, k Kind, col uint8, in cardInfo) bool {
	allowed := m&clColor != 0 && in.colors&col != 0 || m&clColored != 0 && in.colors != 0 ||
		m&clSame != 0 && in.kind == k || m&clNumber != 0 && in.number >= 0 && s.matchesInfo(in)
	return allowed && (ex == 0 || !s.excepted(ex, in))
}

// excepted reports whether a card is of one of the classes (clWild,
// clTwoColor).
func (s *State) excepted(classes uint8, in cardInfo) bool {
	return classes&clWild != 0 && in.flags&fWild != 0 || classes&clTwoColor != 0 && in.flags&fTwoColor != 0
}

// lastOnlyIn reports whether a card may only be the last follow-up in the
// follow of card kind k (follow.last).
func (s *State) lastOnlyIn(k Kind, in cardInfo) bool { return s.excepted(s.g.rules[k].fLast, in) }

// checkFollow checks a follow-up card placed inside a play.
func (s *State) checkFollow(c uint8) reason {
	in := s.g.info[c]
	pl := &s.play
	last := len(s.hands[s.turn]) == 1
	if pl.lastOnly {
		return rFollowLastOnly
	}
	switch {
	case in.flags&fTableau != 0:
		return rFollowTableau
	case in.flags&fDeclare != 0:
		if pl.ctx != ctxCard {
			return rFollowNone
		}
		f := &s.g.rules[pl.ctxKind]
		if f.fCards&clDeclare != 0 {
			if last {
				return rDeclareLast
			}
			return ok
		}
		return rFollowDeclare
	case in.colors == 0:
		return rFollowColorless
	}
	switch pl.ctx {
	case ctxCard:
		if r := s.follows(pl.ctxKind, pl.ctxColor, in); r != ok {
			return r
		}
	case ctxSame:
		if in.number < 0 || in.colors != s.color || in.number != s.topNum {
			return rFollowNone
		}
	default:
		return rFollowNone
	}
	if last && in.flags&fFinishing == 0 {
		return rNotFinishing
	}
	if in.start&sFollowRequired != 0 && !s.canFollow(in.kind, in.colors, c, 255, len(s.hands[s.turn])-1, 0) {
		return rFollowRequiredAlone
	}
	return ok
}

// checkDefence checks a card played against an attack: a pass-on card or a
// protect card (or a declare card as one of them).
func (s *State) checkDefence(c uint8) reason {
	in := s.g.info[c]
	k := in.kind
	last := len(s.hands[s.turn]) == 1
	switch {
	case in.flags&fDeclare != 0:
		// Declared as a protect card it always has an answer; an attack no
		// protect card answers is not answered by a declaration either.
		if !s.g.hasProtect || !s.g.rules[s.atk.kind].is(opProtectable) {
			return rNotAnswer
		}
		if last && s.g.Options.Optional[7] == 'A' {
			return rDefendOutOff
		}
		return ok
	case in.flags&fProtect != 0:
		if !s.g.rules[s.atk.kind].is(opProtectable) {
			return rNotAnswer
		}
		if last && s.g.Options.Optional[7] == 'A' {
			return rDefendOutOff
		}
		return ok
	}
	if r := s.passOn(k); r != ok {
		return r
	}
	if last && in.flags&fFinishing == 0 {
		return rNotFinishing
	}
	return ok
}

// passOn checks a card of kind k passing the attack on (optional rule 3).
func (s *State) passOn(k Kind) reason {
	r := &s.g.rules[k]
	if s.restAttack() {
		if r.isDrawAttack() {
			return rRestNoPassOn
		}
		return rNotAnswer
	}
	if !r.isDrawAttack() {
		return rNotAnswer
	}
	if !s.atk.passable {
		return rNoPassOn
	}
	switch s.g.Options.Optional[3] {
	case 'B':
		if k != s.topK {
			return rPassOnSame
		}
	case 'C':
		if k != s.topK && r.draw <= s.atk.count {
			return rPassOnMore
		}
	default:
		if !r.is(opPassOn) {
			return rNoPassOn
		}
	}
	return ok
}

// checkColor checks a color choice against the card that asks for it.
func (s *State) checkColor(i int) reason {
	d := s.g.Deck
	if i >= len(d.Colors) {
		return rColor
	}
	bit := uint8(1) << i
	c := s.play.last
	if s.g.info[c].flags&fDeclare != 0 {
		// A declare card takes any color; as a follow-up of a
		// card needing one (follow.required) it must take that card's color unless
		// it is declared as a card of that entry or as a wild card.
		k := s.play.lastKind
		r := &s.g.rules[k]
		if s.mustFollow() && s.play.count > 1 && k != s.play.ctxKind && !r.is(opWild) && bit&s.play.ctxColor == 0 {
			return rColor
		}
		if r.is(opMustFollow) && !s.canFollow(k, bit, c, 255, len(s.hands[s.turn]), 0) {
			return rColor
		}
		return ok
	}
	if d.Cards[c].Colors&bit == 0 {
		return rColor
	}
	return ok
}

// checkDeclare checks the card a declare card stands for:
// almost any action card of the set, never a tableau card, a number card
// or another declared card.
func (s *State) checkDeclare(k Kind) reason {
	if int(k) >= len(s.g.Deck.Rules) {
		return rDeclare
	}
	r := &s.g.rules[k]
	if r.is(opDeclare) {
		return rDeclare
	}
	if r.flags&(opTableau|opNumber) != 0 {
		return rDeclareExcluded
	}
	last := len(s.hands[s.turn]) == 0
	switch {
	case s.play.defence:
		if r.is(opProtect) {
			if !s.g.rules[s.atk.kind].is(opProtectable) {
				return rNotAnswer
			}
			return ok
		}
		if last {
			return rDeclareLast
		}
		return s.passOn(k)
	case r.is(opMustFollow):
		if !s.canFollow(k, s.g.Deck.allColors, s.play.last, 255, len(s.hands[s.turn]), 0) {
			return rFollowRequiredAlone
		}
	case s.play.count > 1: // a follow-up of a one-card follow
		if r.is(opUnder) {
			return rFollowColorless
		}
	case r.is(opSearch):
		if len(s.disc) < 2 {
			return rSearchEmpty
		}
	}
	return ok
}

// releasable counts the release cards of the tableau player p
// laid before this turn.
func (s *State) releasable(p int8) int {
	n := 0
	for i := 0; i < int(s.ntab[p]); i++ {
		if s.releasableAt(p, i) {
			n++
		}
	}
	return n
}

// releasableAt reports whether the i-th tableau card of player p is a
// release card laid before this turn.
func (s *State) releasableAt(p int8, i int) bool {
	t := s.tab[p][i]
	return s.g.rules[s.g.info[t.card].kind].is(opRelease) && t.flags&tabFresh == 0
}

func (s *State) tabIndex(p int8, c int) int {
	for i := 0; i < int(s.ntab[p]); i++ {
		if int(s.tab[p][i].card) == c {
			return i
		}
	}
	return -1
}

// LegalActions appends the legal actions of the player to move to buf and
// returns it; pass buf[:0] of a reused slice to avoid allocation. They are
// exactly the actions Apply accepts; the frequent phases are generated
// directly, card by card, the rare ones by checking each candidate.
func (s *State) LegalActions(buf []Action) []Action {
	p := s.turn
	h := s.hands[p]
	switch s.phase {
	case PhaseOver:
		return buf
	case PhaseTurn, PhaseAfterDraw:
		buf = s.appendStarts(buf)
		if s.phase == PhaseTurn {
			for n := 1; n <= max(1, s.releasable(p)); n++ {
				buf = append(buf, NewAction(ActDraw, n))
			}
		} else {
			buf = append(buf, NewAction(ActPass, 0))
			if s.drewN == 1 {
				buf = s.appendReleases(buf)
			}
		}
	case PhasePlay:
		for _, c := range h {
			if s.checkFollow(c) == ok {
				buf = append(buf, NewAction(ActPlay, int(c)))
			}
		}
		if !s.mustFollow() {
			buf = append(buf, NewAction(ActEndPlay, 0))
		}
	case PhaseDefend:
		for _, c := range h {
			if s.checkDefence(c) == ok {
				buf = append(buf, NewAction(ActPlay, int(c)))
			}
		}
		buf = append(buf, NewAction(ActTake, 0))
	case PhaseRelease:
		buf = s.appendReleases(buf)
	case PhaseColor:
		for i := range s.g.Deck.Colors {
			buf = s.appendIfLegal(buf, NewAction(ActColor, i))
		}
	case PhaseDeclare:
		for k := range Kind(len(s.g.Deck.Rules)) {
			buf = s.appendIfLegal(buf, NewAction(ActDeclare, int(k)))
		}
	case PhaseTurnOption:
		for o := TurnSkip; o <= TurnNext; o++ {
			buf = s.appendIfLegal(buf, NewAction(ActTurnOption, o))
		}
	case PhaseTarget:
		for q := 0; q < s.g.Players; q++ {
			buf = s.appendIfLegal(buf, NewAction(ActTarget, q))
		}
	case PhaseRedraw:
		buf = s.appendIfLegal(buf, NewAction(ActRedraw, 1))
		buf = s.appendIfLegal(buf, NewAction(ActRedraw, 0))
	case PhasePick:
		for _, c := range s.disc[:len(s.disc)-1] {
			if c != s.play.last {
				buf = append(buf, NewAction(ActPick, int(c)))
			}
		}
	case PhaseReach:
		buf = append(buf, NewAction(ActReach, 1), NewAction(ActReach, 0))
	}
	if s.forgot >= 0 && s.forgot != p {
		buf = append(buf, NewAction(ActPointOut, 0))
	}
	return buf
}

// appendStarts appends the cards of the hand that may start a play and the
// tableau cards that may be laid. But for follow.required, each card is decided
// without a branch from its start rules (cardInfo.start): under random play
// whether a card matches is as unpredictable as a coin, and mispredicted
// branches were most of the time of legal-move generation.
func (s *State) appendStarts(buf []Action) []Action {
	h := s.hands[s.turn]
	buf = slices.Grow(buf, len(h))
	n := len(buf)
	out := buf[:n+len(h)]
	info := &s.g.info
	color := s.color
	top := s.topNum
	if top < 0 {
		top = -2 // no number card is on top: no number equals it
	}
	notLast := b2u8(len(h) > 1)
	hasDead := b2u8(len(s.disc) >= 2)
	for _, c := range h {
		in := info[c]
		if in.start&sFollowRequired != 0 {
			if s.checkStart(c) == ok {
				out[n] = NewAction(ActPlay, int(c))
				n++
			}
			continue
		}
		match := b2u8(in.colors&color != 0) | b2u8(in.flags&fWild != 0) | b2u8(in.number == top) | in.start&sAnyTop
		lastOK := notLast | (in.start & sLastOK >> 1)
		deadOK := hasDead | b2u8(in.start&sNeedsDead == 0)
		out[n] = Action(uint16(in.act)<<8 | uint16(c))
		n += int(match & lastOK & deadOK)
	}
	return buf[:n]
}

func b2u8(b bool) uint8 {
	if b {
		return 1
	}
	return 0
}

func (s *State) appendIfLegal(buf []Action, a Action) []Action {
	if s.check(a) == ok {
		buf = append(buf, a)
	}
	return buf
}

// appendReleases appends the releases of the release cards laid
// before this turn.
func (s *State) appendReleases(buf []Action) []Action {
	p := s.turn
	for i := 0; i < int(s.ntab[p]); i++ {
		if s.releasableAt(p, i) {
			buf = append(buf, NewAction(ActRelease, int(s.tab[p][i].card)))
		}
	}
	return buf
}
