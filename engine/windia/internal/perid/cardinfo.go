package perid

// cardInfo is what legal-move generation and Apply need to know about a
// card, packed in six bytes and looked up by card index without a bounds
// check (Game.info has 256 entries).
type cardInfo struct {
	kind   Kind
	colors uint8
	number int8 // number cards: their number; -1 otherwise
	flags  uint8
	start  uint8 // the sAnyTop … sEscort rules
	act    uint8 // the ActionKind that starts a play with it: ActPlay, or ActLay for tableau cards
}

// Card facts in cardInfo.flags.
const (
	fTableau    = 1 << iota // laid in front of a player
	fProtect                // answers an attack
	fUnder                  // colorless card going under the discard pile
	fWild                   // every color
	fTwoColor               // Direct and 15: a color choice when played
	fFinishing              // may be the last card of a hand under optional rule 4
	fDrawAttack             // makes its victim draw
	fReleasable             // Clear or Amplify: may be released from the tableau
)

// How a card may start a play (cardInfo.start): every card of the hand is
// legal to start a play (or to lay, cardInfo.act) when
//
//	(it matches the play card, or sAnyTop) and (it is not the last card, or
//	sLastOK) and (the discard pile holds a card under the play card, or not
//	sNeedsDead)
//
// and, for Escort (sEscort), when a follow-up can come after it.
const (
	sAnyTop    = 1 << iota // played whatever the play card: tableau and colorless cards, Almighty
	sLastOK                // may be the last card
	sNeedsDead             // Search: needs a dead card to take
	sEscort                // Escort: needs a follow-up
)

// cardInfos builds the table for game g: the deck's cards with the
// finishing rule of g's options.
func (g *Game) cardInfos() {
	d := g.Deck
	for i := range d.Cards {
		c := &d.Cards[i]
		k := c.Kind
		in := cardInfo{kind: k, colors: c.Colors, number: -1}
		if k == KindNumber {
			in.number = int8(c.Number)
		}
		set := func(on bool, f uint8) {
			if on {
				in.flags |= f
			}
		}
		set(k.isTableau(), fTableau)
		set(k.isProtect(), fProtect)
		set(k.isUnder(), fUnder)
		set(d.isWild(uint8(i)), fWild)
		set(d.isTwoColor(uint8(i)), fTwoColor)
		set(g.isFinishing(uint8(i), k), fFinishing)
		set(k.isDrawAttack(), fDrawAttack)
		set(k == KindClear || k == KindAmplify, fReleasable)
		in.act = uint8(ActPlay)
		switch {
		case k.isTableau():
			in.act = uint8(ActLay)
			in.start = sAnyTop
		case k == KindAlmighty || k.isProtect():
			in.start = sAnyTop
		case k == KindReset:
			in.start = sAnyTop | sLastOK
		case k == KindSearch:
			in.start = sAnyTop | sLastOK | sNeedsDead
		case in.flags&fFinishing != 0:
			in.start = sLastOK
		}
		if k == KindEscort {
			in.start |= sEscort
		}
		g.info[i] = in
	}
}
