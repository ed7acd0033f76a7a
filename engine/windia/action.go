package windia

import (
	"fmt"

	"cardpress/engine"
)

// Action is one decision of the player to move. A play of several cards
// (a card and its follow-up cards) is one ActPlay per
// card placed, then ActEndPlay when more follow-up cards would be allowed;
// every choice (color, target, turn option, …) is its own action. This keeps
// the action space small (a few hundred values) and every choice explicit.
//
// Bits 8–15 hold the ActionKind, the low byte its argument.
type Action = engine.Action

// ActionKind says what an Action does; its argument is in the low byte.
type ActionKind uint8

// The action kinds and what their argument holds.
const (
	ActPlay       ActionKind = iota + 1 // place a card from the hand (start a play, follow-up, pass-on, defence); arg: card
	ActLay                              // lay a tableau card (tableau = "next" in front of the next player, others in front of oneself); arg: card
	ActDraw                             // voluntary draw; arg: number of cards (2 or more only to release as many tableau cards)
	ActPass                             // end the turn after a voluntary draw without playing
	ActEndPlay                          // add no more follow-up cards
	ActColor                            // color choice; arg: color index in the catalog
	ActTurnOption                       // turn_options: the turn option; arg: TurnSkip, TurnReverse or TurnNext
	ActTarget                           // attack.target or protect.to = "chosen": the target; arg: player
	ActRedraw                           // redraw: arg 1 = discard the hand and draw anew, 0 = keep the hand
	ActPick                             // search: arg: card taken from the discard pile
	ActDeclare                          // a declare card's declared card; arg: Kind
	ActRelease                          // return a release card of one's tableau under the discard pile; arg: card
	ActTake                             // take the attack (draw, or start resting)
	ActReach                            // arg 1 = declare reach, 0 = do not
	ActPointOut                         // point out that the previous player forgot to declare reach
)

// The turn options (turn_options).
const (
	TurnSkip    = 0
	TurnReverse = 1
	TurnNext    = 2
)

// NewAction makes an action from its kind and argument.
func NewAction(k ActionKind, arg int) Action { return Action(uint16(k)<<8 | uint16(uint8(arg))) }

// KindOf returns an action's kind.
func KindOf(a Action) ActionKind { return ActionKind(a >> 8 & 0xff) }

// ArgOf returns an action's argument.
func ArgOf(a Action) int { return int(a & 0xff) }

var turnOptionNames = [3]string{"skip", "reverse", "next"}

// Describe writes an action for people: "play red Skip", "color blue".
func (d *Deck) Describe(a Action, players []string) string {
	arg := ArgOf(a)
	player := func() string {
		if arg < len(players) {
			return players[arg]
		}
		return fmt.Sprintf("player %d", arg+1)
	}
	card := func() string {
		if arg < len(d.Cards) {
			return d.Name(arg)
		}
		return fmt.Sprintf("card %d", arg)
	}
	switch KindOf(a) {
	case ActPlay:
		return "play " + card()
	case ActLay:
		return "lay " + card()
	case ActDraw:
		if arg == 1 {
			return "draw"
		}
		return fmt.Sprintf("draw %d", arg)
	case ActPass:
		return "pass"
	case ActEndPlay:
		return "end the play"
	case ActColor:
		if arg < len(d.Colors) {
			return "color " + d.Colors[arg].ID
		}
		return fmt.Sprintf("color %d", arg)
	case ActTurnOption:
		if arg < 3 {
			return turnOptionNames[arg]
		}
	case ActTarget:
		return "target " + player()
	case ActRedraw:
		if arg == 1 {
			return fmt.Sprintf("redraw %d", d.redrawCount())
		}
		return "keep the hand"
	case ActPick:
		return "pick " + card()
	case ActDeclare:
		if arg < len(d.Rules) {
			return "as " + d.kindName(Kind(arg))
		}
	case ActRelease:
		return "release " + card()
	case ActTake:
		return "take the attack"
	case ActReach:
		if arg == 1 {
			return "declare reach"
		}
		return "do not declare reach"
	case ActPointOut:
		return "point out the forgotten reach"
	}
	return fmt.Sprintf("action %#04x", uint16(a))
}

// kindName is the printed name of the entry of a kind.
func (d *Deck) kindName(k Kind) string {
	if int(k) < len(d.Rules) {
		return d.Rules[k].entry.Name
	}
	return fmt.Sprintf("card kind %d", k)
}

// redrawCount is how many cards the deck's redraw card draws.
func (d *Deck) redrawCount() int {
	for i := range d.Rules {
		if d.Rules[i].redraw > 0 {
			return int(d.Rules[i].redraw)
		}
	}
	return 0
}
