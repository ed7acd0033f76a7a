package windia

// cardInfo is what legal-move generation and Apply need to know about a
// card, packed in five bytes and looked up by card index without a bounds
// check (Game.info has 256 entries).
type cardInfo struct {
	kind   Kind
	colors uint8
	number int8 // number cards: their number; -1 otherwise
	flags  uint8
	more   uint8
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

// Card facts in cardInfo.more.
const (
	// A card whose first play needs more than the matching and finishing
	// rules: tableau and colorless cards, Almighty, Escort.
	fSpecialStart = 1 << iota
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
		if k.isTableau() || k.isUnder() || k == KindAlmighty || k == KindEscort {
			in.more |= fSpecialStart
		}
		g.info[i] = in
	}
}
