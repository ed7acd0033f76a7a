package perid

import (
	"fmt"
	"strings"
)

// explain turns a reason code into a sentence for the player, naming the
// cards involved.
func (s *State) explain(a Action, r reason) string {
	d := s.g.Deck
	arg := ArgOf(a)
	name := func() string {
		if arg < len(d.Cards) {
			return d.Name(arg)
		}
		return fmt.Sprintf("card %d", arg)
	}
	kname := func() string {
		if arg < len(d.Cards) {
			return d.Cards[arg].Entry.Name
		}
		return "this card"
	}
	top := d.Name(int(s.disc[len(s.disc)-1]))
	if s.topK != d.Cards[s.disc[len(s.disc)-1]].Kind {
		top = "Almighty as " + d.kindName(s.topK)
	}
	switch r {
	case rOver:
		return "the round is over"
	case rBadArg:
		return fmt.Sprintf("action %#04x is not a Windia War action", uint16(a))
	case rWrongPhase:
		return fmt.Sprintf("%s is not possible now: %s", d.Describe(a, nil), s.expecting())
	case rNotInHand:
		return fmt.Sprintf("%s is not in the hand", name())
	case rNoMatch:
		return fmt.Sprintf("%s does not match the play card (%s, color %s): play a card of the same color, the same number, or a Wild card", name(), top, d.ColorName(s.color))
	case rIsTableau:
		return fmt.Sprintf("%s is a tableau card: it is laid in front of a player, never played on the discard pile", kname())
	case rNotTableau:
		return fmt.Sprintf("%s is not a tableau card: play it instead", kname())
	case rEscortAlone:
		return "Escort cannot be played alone: it needs a follow-up card (a card of its color, a two-color card with its color, a Wild card or an Escort of another color) that may be played after it"
	case rNotFinishing:
		return fmt.Sprintf("%s cannot be the last card: %s", name(), s.finishingRule())
	case rUnderLast:
		return fmt.Sprintf("%s cannot be the last card: a protect card played when not attacked goes under the discard pile and cannot go out (defend out is only for an attack on you)", kname())
	case rAlmightyLast:
		return "Almighty cannot be the last card: going out with Almighty is not allowed, whatever card it stands for"
	case rTableauLast:
		return fmt.Sprintf("%s cannot be laid as the last card: a tableau card cannot empty the hand", kname())
	case rSearchEmpty:
		return "Search cannot be played: the discard pile holds only the play card, so there is no card to take"
	case rFollowEscort:
		return fmt.Sprintf("%s cannot follow Escort: after a %s Escort play a %s card, a two-color card with %s, a Wild card or an Escort of another color", name(), d.ColorName(s.play.ctxColor), d.ColorName(s.play.ctxColor), d.ColorName(s.play.ctxColor))
	case rFollowChain:
		return fmt.Sprintf("%s cannot follow Chain: only %s cards can follow a %s Chain (no Wild, colorless or tableau cards)", name(), d.ColorName(s.play.ctxColor), d.ColorName(s.play.ctxColor))
	case rFollowLastOnly:
		return fmt.Sprintf("%s cannot follow: Direct and 15 can only be the last card of a Chain", name())
	case rFollowWildPlus1:
		return fmt.Sprintf("%s cannot follow Wild+1: only a card with a color can", name())
	case rFollowWNC:
		return fmt.Sprintf("%s cannot follow Wild Number Chain: only number cards matching the play card (%s) can", name(), top)
	case rFollowNone:
		if s.play.count == 1 && d.Cards[s.play.last].Kind == KindNumber && arg < len(d.Cards) && d.Cards[arg].Kind == KindNumber {
			return fmt.Sprintf("%s cannot be played together with %s: number cards are played one at a time unless a card allows follow-ups (optional rule 2 %c)", name(), d.Name(int(s.play.last)), s.g.Options.Optional[2])
		}
		return fmt.Sprintf("%s cannot be added: %s allows no follow-up card", name(), d.Name(int(s.play.last)))
	case rFollowColorless:
		return fmt.Sprintf("%s cannot be a follow-up card: colorless cards cannot follow", kname())
	case rFollowTableau:
		return fmt.Sprintf("%s cannot be a follow-up card: tableau cards cannot follow", kname())
	case rAlmightyChain:
		return "Almighty cannot follow Chain: only cards of the Chain's color can"
	case rAlmightyWNC:
		return "Almighty cannot follow Wild Number Chain: it never stands for a number card"
	case rMustFollow:
		return "the play cannot end on Escort: it needs a follow-up card"
	case rDrawN:
		return fmt.Sprintf("drawing %d cards at once is only for releasing as many Clear/Amplify cards laid before this turn (%d here)", arg, s.releasable(s.turn))
	case rRelease:
		return fmt.Sprintf("%s cannot be released: only a Clear or Amplify laid before this turn, right after a voluntary draw", name())
	case rReleaseAfterPlay:
		return "nothing can be released now: release right after a voluntary draw, before playing"
	case rNoPassOn:
		if !s.atk.passable {
			return fmt.Sprintf("this attack cannot be passed on: only a Draw2 or Shot Draw2 attack can, not %s", d.kindName(s.atk.kind))
		}
		return fmt.Sprintf("%s cannot pass the attack on: only Draw2 and Shot Draw2 can (optional rule 3 A)", kname())
	case rPassOnSame:
		return fmt.Sprintf("%s cannot pass the attack on: only the same card as the play card (%s) can (optional rule 3 B)", kname(), d.kindName(s.topK))
	case rPassOnMore:
		return fmt.Sprintf("%s cannot pass the attack on: only the same card as the play card, or a card making the victim draw more than the pending draw (%d) can (optional rule 3 C)", kname(), s.atk.count)
	case rNotDefence:
		return fmt.Sprintf("%s does not answer an attack: pass a Draw2 attack on with Draw2 or Shot Draw2, defend with a protect card, or take the attack", name())
	case rBindNoPassOn:
		return "Bind cannot be passed on: defend with a protect card or take it"
	case rDefendOutOff:
		return "defend out is not allowed (optional rule 7 A): a protect card cannot be the last card"
	case rColor:
		return fmt.Sprintf("%s is not a color you can choose now", d.Describe(a, nil))
	case rTargetSelf:
		if s.play.lastKind == KindCurse {
			return "Curse must target another player"
		}
		return "the target must be another player (optional rule 1 A)"
	case rTarget:
		return "no such player"
	case rOption:
		return "the turn options are skip, reverse and next"
	case rOption2p:
		return "in a 2-player game Wild D Draw5 cannot skip: the player two seats ahead would be yourself"
	case rRedrawLast:
		return "Reset was the last card: you must draw 5 new cards (Reset cannot go out)"
	case rPick:
		return fmt.Sprintf("%s cannot be taken: Search takes a card of the discard pile other than the play card and the Search itself", name())
	case rDeclare:
		return "Almighty cannot be that card: it stands for an action card of this set other than itself"
	case rDeclareTableau:
		return fmt.Sprintf("Almighty cannot be %s: it is never Bind, Clear, Amplify, All Draw1 or a number card", d.kindName(Kind(arg)))
	case rNoAttack:
		return "there is no attack to take"
	case rAttacked:
		return "you are under attack: pass it on, defend with a protect card, or take it"
	case rNoPointOut:
		return "nobody can be pointed out: no player forgot to declare reach since the last turn"
	case rNoDraw:
		if s.phase == PhaseTurn {
			return "you must play a card or draw before ending the turn"
		}
		return "you have already drawn this turn: play a card or pass"
	}
	return fmt.Sprintf("not allowed (%d)", r)
}

// finishingRule says which cards may go out under optional rule 4.
func (s *State) finishingRule() string {
	switch s.g.Options.Optional[4] {
	case 'B':
		return "only number cards can go out (optional rule 4 B)"
	case 'C':
		return "every card can go out (optional rule 4 C) except Escort, colorless cards, Almighty and tableau cards"
	}
	return "only number cards and one- or two-color action cards other than Escort can go out (optional rule 4 A)"
}

// expecting says what the player to move must decide.
func (s *State) expecting() string {
	switch s.phase {
	case PhaseTurn:
		return "play a card, lay a tableau card or draw"
	case PhaseAfterDraw:
		return "play a card, lay a tableau card, release, or pass"
	case PhaseRelease:
		return "release as many tableau cards as drawn"
	case PhasePlay:
		if s.play.ctx == ctxEscort {
			return "Escort needs a follow-up card"
		}
		return "add a follow-up card or end the play"
	case PhaseColor:
		return "choose a color"
	case PhaseDeclare:
		return "declare the card Almighty stands for"
	case PhaseTurnOption:
		return "choose skip, reverse or next"
	case PhaseTarget:
		return "choose the target player"
	case PhaseRedraw:
		return "choose whether Reset redraws 5 cards"
	case PhasePick:
		return "pick the card Search takes"
	case PhaseDefend:
		return "answer the attack: pass it on, defend or take it"
	case PhaseReach:
		return "declare reach or not"
	}
	return strings.ToLower(s.phase.String())
}

// explainFollow says why card c of player p could not have followed the
// play that just ended, or "" if it could have.
func (s *State) explainFollow(p int8, c uint8) string {
	t := s.clone()
	t.play, t.phase, t.turn = s.prevPlay, PhasePlay, p
	if r := t.checkFollow(c); r != ok {
		return t.explain(NewAction(ActPlay, int(c)), r)
	}
	return ""
}
