package ruleset

import (
	"maps"
	"slices"

	"cardpress/catalog"
)

// This file holds what an example of a game played with decks ([game]
// decks) finds where it sets nothing: the parts [game] deal_parts names
// dealt into their zones as the player's deck file gives them (CLAMP in
// CARDLAND's five stories), and a deck of the kinds the catalog's main
// part allows (no story card among the characters and events).

// dealParts reads [game] deal_parts: parts of a deck that [game] decks
// deals into a zone.
func (r *reader) dealParts(gm map[string]any) {
	g := r.cp.g
	for _, id := range r.strs(gm, "game", "deal_parts") {
		if _, ok := g.parts[id]; !ok {
			r.valueErrorf("game.deal_parts", "deal_parts names parts [game] decks deals into a zone; %q is not one%s", id, catalog.DidYouMean(id, slices.Sorted(maps.Keys(g.parts))))
			continue
		}
		g.dealParts = append(g.dealParts, id)
	}
}

// fillParts deals each part of deal_parts into its zone for a player
// whose zone the example does not write, from the player's deck: the
// cards the deck file lists for it that the zone does not hold yet (a
// view may have placed some: completed stories).
func (st *starter) fillParts() {
	g, s := st.g, st.s
	if len(g.dealParts) == 0 || len(g.cat.Decks) == 0 {
		// Nothing to deal, or no deck file to deal it from (BlackPoker's
		// players each hold the whole set).
		return
	}
	for p := range st.decks {
		dk := g.cat.Decks[min(p, len(g.cat.Decks)-1)]
		d := s.zb[g.deck] + p
		for _, part := range g.dealParts {
			inst := s.zb[g.parts[part]] + p
			if st.written[inst] {
				continue
			}
			frozen := s.frozen[inst]
			s.frozen[inst] = false
			for _, l := range dk.Parts[part] {
				held := 0
				for _, k := range s.zones[inst] {
					if g.cat.Cards[g.faces[g.cardFace[k]].entry] == l.Entry {
						held++
					}
				}
				for range l.Count - held {
					i := slices.IndexFunc(s.zones[d], func(k int16) bool {
						return g.cat.Cards[g.faces[g.cardFace[k]].entry] == l.Entry && !st.namedCards[k] && !slices.Contains(st.decks[p].top, int(k))
					})
					if i >= 0 {
						st.dealt = append(st.dealt, s.zones[d][i])
						s.move(int(s.zones[d][i]), inst)
					}
				}
			}
			s.frozen[inst] = frozen
		}
	}
}

// mainKind reports whether card k is of a kind the catalog's main part
// of a deck allows (any kind when it names none).
func (g *Game) mainKind(k int16) bool {
	dr := g.cat.DeckRules
	return dr == nil || len(dr.Kinds) == 0 || slices.Contains(dr.Kinds, g.cat.Cards[g.faces[g.cardFace[k]].entry].Kind)
}
