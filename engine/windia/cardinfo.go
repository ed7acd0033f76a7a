package windia

// cardInfo is what legal-move generation and Apply need to know about a
// card, packed in eight bytes and looked up by card index without a bounds
// check (Game.info has 256 entries). It is compiled from the card's rules
// (rule) and colors.
type cardInfo struct {
	kind   Kind
	colors uint8
	number int8 // number cards: their number; -1 otherwise
	flags  uint8
	start  uint8 // the sAnyTop … sFollowRequired rules
	act    uint8 // the ActionKind that starts a play with it: ActPlay, or ActLay for tableau cards
	// Tableau cards' ongoing draw modifiers (rule.incoming, outgoing).
	incoming, outgoing int8
}

// Card facts in cardInfo.flags.
const (
	fTableau    = 1 << iota // laid in front of a player
	fProtect                // answers an attack
	fUnder                  // colorless card going under the discard pile
	fWild                   // every color
	fTwoColor               // two colors: a color choice when played
	fFinishing              // may be the last card of a hand under optional rule 4
	fDrawAttack             // makes its victim draw
	fDeclare                // played as another card (declare)
)

// How a card may start a play (cardInfo.start): every card of the hand is
// legal to start a play (or to lay, cardInfo.act) when
//
//	(it matches the play card, or sAnyTop) and (it is not the last card, or
//	sLastOK) and (the discard pile holds a card under the play card, or not
//	sNeedsDead)
//
// and, for a card needing a follow-up (sFollowRequired), when one can come after it.
const (
	sAnyTop         = 1 << iota // played whatever the play card: tableau and colorless cards, match = "any"
	sLastOK                     // may be the last card
	sNeedsDead                  // search: needs a dead card to take
	sFollowRequired             // follow.required: needs a follow-up
)

// cardInfos builds the table for game g: the deck's cards with the
// finishing rule of g's options.
func (g *Game) cardInfos() {
	d := g.Deck
	for i := range d.Cards {
		c := &d.Cards[i]
		k := c.Kind
		r := &g.rules[k]
		in := cardInfo{kind: k, colors: c.Colors, number: -1, incoming: r.incoming, outgoing: r.outgoing}
		if r.is(opNumber) {
			in.number = int8(c.Number)
		}
		set := func(on bool, f uint8) {
			if on {
				in.flags |= f
			}
		}
		set(r.is(opTableau), fTableau)
		set(r.is(opProtect), fProtect)
		set(r.is(opUnder), fUnder)
		set(d.isWild(uint8(i)), fWild)
		set(d.isTwoColor(uint8(i)), fTwoColor)
		set(g.isFinishing(uint8(i), k), fFinishing)
		set(r.isDrawAttack(), fDrawAttack)
		set(r.is(opDeclare), fDeclare)
		in.act = uint8(ActPlay)
		switch {
		case r.is(opTableau):
			in.act = uint8(ActLay)
			in.start = sAnyTop
		default:
			if r.is(opUnder) || r.is(opMatchAny) {
				in.start |= sAnyTop
			}
			// A search or redraw card played last leaves a hand behind.
			if r.is(opSearch) || r.redraw > 0 || in.flags&fFinishing != 0 {
				in.start |= sLastOK
			}
			if r.is(opSearch) {
				in.start |= sNeedsDead
			}
		}
		if r.is(opMustFollow) {
			in.start |= sFollowRequired
		}
		g.info[i] = in
	}
}
