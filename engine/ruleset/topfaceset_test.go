package ruleset

import (
	"fmt"
	"testing"
)

// TestTopFaceSets holds a set of faces compared with an attribute of a
// pile's top card (card.number == top(discard).number), looked up by
// the top card's face (byTopFace), to the condition read card by card:
// with each card of the game on top of the discard pile, and with the
// pile empty (no top card: its number reads -1).
func TestTopFaceSets(t *testing.T) {
	g := colorShed(t)
	s := g.newState(3, 1)
	s.deal(true)
	inst := s.zb[g.zoneIndex("discard")]
	pile := append([]int16(nil), s.zones[inst]...)
	for _, op := range []string{"==", "!=", "<", "<=", ">", ">="} {
		for _, src := range []string{
			"card.number " + op + " top(discard).number",
			"top(discard).points " + op + " card.number",
			fmt.Sprintf("card.number %s top(discard).number && card.number >= 0", op),
		} {
			f, set := setForm(t, g, src)
			for top := -1; top < len(g.cardFace); top++ {
				s.zones[inst] = append(s.zones[inst][:0], pile...)
				if top < 0 {
					s.zones[inst] = s.zones[inst][:0]
				} else {
					s.zones[inst] = append(s.zones[inst], int16(top))
				}
				x := &ctx{s: s, card: -1, it: -1}
				fs := set(x)
				for k := range g.cardFace {
					x.card = k
					if has := fs.has(int(g.cardFace[k])); has != (f(x) != 0) {
						t.Fatalf("%s on %s, top card %d: %v, its set of faces says %v", src, g.faces[g.cardFace[k]].name, top, f(x) != 0, has)
					}
				}
			}
		}
	}
}
