package ruleset

import (
	"math/bits"
	"slices"
)

// This file holds what LegalActions lists in each phase, made at load:
// the phase's actions side by side with what the listing reads of them
// (listing), and which card actions the faces of the cards of their zone
// call for. A card action none of whose listFaces (which's set and the
// checks of the phase alone, checksplit.go) the zone holds offers
// nothing: it is left out by a mask made in one look at the zone's
// cards, without a call (Windia War's play_under, lay, play_as, … in a
// turn without such cards).

// listing is an action of a phase as LegalActions lists it: what it
// reads of the action for the phase, found at load, side by side.
type listing struct {
	a    *action
	t    int
	kind listKind
	// faces are the action's listFaces of the phase, nil for none;
	// checks the checks hoisted asks (listAsk's of the phase for a card
	// action, ask's for a choice), side by side.
	faces  *faceSet
	checks []*check
	// plain: a card action aimed at nothing and paying nothing, whose
	// cards are asked the hoisted checks alone.
	plain bool
	// gates are the gates of its checks (listgate.go), each of which
	// lists nothing while it fails.
	gates []listGate
	// held: a plain card action with faces, of the zone whose cards'
	// faces toList keeps (s.held): LegalActions ands them and calls listFound.
	held bool
}

// listKind is how LegalActions lists an action.
type listKind uint8

const (
	listGroup  listKind = iota // a group of cards (groupchoice.go)
	listCard                   // a card of its zone
	listChoice                 // a value of its choice
	listPlain                  // itself
)

// phaseListing is what LegalActions lists in a phase: its actions, in
// order, and which of them it need not ask when the faces of the cards
// of their zones meet none of their listFaces. An action of a card whose
// set of faces the hand meets is found by the hand's faces, not asked
// in turn (Windia War's play_under, lay, play_as … in a turn without
// such cards).
type phaseListing struct {
	entries []listing
	// masked: at most 64 entries, so that always and the zones' byFace
	// say which to list as bits; false lists them all in turn.
	masked bool
	// always are the entries listed whatever the zones hold: those not
	// of a card, of a card without listFaces, or alone in their zone.
	always uint64
	zones  []zoneFaces
	// gates are the entries' gates with their bits: an entry whose gate
	// fails is not listed. toList reads them as varGates and zoneGates
	// (splitGates, listgate.go).
	gates     []phaseGate
	varGates  []varGate
	zoneGates []zoneGate
}

// phaseGate is a gate of the entry of bit bit.
type phaseGate struct {
	listGate
	bit uint64
}

// zoneFaces is, for the card actions of a phase that pick from zone z,
// by face, the entries whose listFaces hold it.
type zoneFaces struct {
	z       int
	entries uint64 // the bits of those card actions
	byFace  [maxFaces]uint64
}

// makeListings makes g.listings from g.byPhase, after foldListed.
func (g *Game) makeListings() {
	g.listings = make([]phaseListing, len(g.byPhase))
	for ph, ts := range g.byPhase {
		pl := &g.listings[ph]
		pl.masked = len(ts) <= 64
		for i, t := range ts {
			l := g.listingOf(t, ph)
			pl.entries = append(pl.entries, l)
			if pl.masked {
				pl.mask(i, &l)
			}
		}
		pl.alwaysAlone()
		pl.ownZoneGates()
		pl.heldEntries()
		g.splitGates(pl)
	}
}

// heldEntries marks the plain card actions with faces of the first zone
// of pl.zones, whose faces toList keeps: LegalActions lists them by listFound.
func (pl *phaseListing) heldEntries() {
	for i := range pl.entries {
		l := &pl.entries[i]
		l.held = pl.masked && l.kind == listCard && l.plain && l.faces != nil && l.a.whichSet != nil &&
			len(pl.zones) > 0 && pl.zones[0].z == l.a.zone
	}
}

// ownZoneGates gives each card action listed always a gate on its zone:
// with the zone empty it lists nothing, and is not called (Windia War's
// release, the only card action of the tableau, empty in most drawn
// phases).
func (pl *phaseListing) ownZoneGates() {
	for i := range pl.entries {
		if l := &pl.entries[i]; l.kind == listCard && pl.masked && pl.always&(1<<i) != 0 {
			pl.gates = append(pl.gates, phaseGate{listGate{zone: true, i: l.a.zone}, 1 << i})
		}
	}
}

// listingOf is action t as LegalActions lists it in phase ph.
func (g *Game) listingOf(t, ph int) listing {
	a := &g.actions[t]
	l := listing{a: a, t: t, kind: listPlain}
	ask := a.ask[ph]
	switch {
	case a.group != nil:
		l.kind = listGroup
	case a.zone >= 0:
		l.kind, ask = listCard, a.listAsk[ph]
		l.plain = a.aim == nil && a.pay == nil
		if a.listFaces != nil {
			l.faces = &a.listFaces[ph]
		}
	case a.choose != tBad:
		l.kind = listChoice
	}
	for _, i := range ask {
		ch := a.checks[i].inPhase(ph)
		g.passFaces(ch) // checksplit.go
		l.checks = append(l.checks, ch)
		if l.kind == listGroup {
			continue
		}
		for _, gt := range ch.gates {
			if !gt.zone || l.kind != listCard || gt.i != a.zone {
				// (a card action of an empty zone lists nothing anyway)
				l.gates = append(l.gates, gt)
			}
		}
	}
	return l
}

// mask gives entry i, l, its bit: in always, or in the byFace of its
// zone for each face of its listFaces.
func (pl *phaseListing) mask(i int, l *listing) {
	for _, gt := range l.gates {
		pl.gates = append(pl.gates, phaseGate{gt, 1 << i})
	}
	if l.faces == nil {
		pl.always |= 1 << i
		return
	}
	j := slices.IndexFunc(pl.zones, func(zf zoneFaces) bool { return zf.z == l.a.zone })
	if j < 0 {
		pl.zones = append(pl.zones, zoneFaces{z: l.a.zone})
		j = len(pl.zones) - 1
	}
	zf := &pl.zones[j]
	zf.entries |= 1 << i
	for f := range maxFaces {
		if l.faces.has(f) {
			zf.byFace[f] |= 1 << i
		}
	}
}

// alwaysAlone lists the only card action of its zone always: listCards
// finds as soon that the zone holds none of its faces (Hearts' play),
// and the mask would look at every card of the zone for it.
func (pl *phaseListing) alwaysAlone() {
	pl.zones = slices.DeleteFunc(pl.zones, func(zf zoneFaces) bool {
		if bits.OnesCount64(zf.entries) > 1 {
			return false
		}
		pl.always |= zf.entries
		return true
	})
}

// toList are the bits of the entries of pl that LegalActions lists in
// s: always, and the card actions some card of whose zone has a face in
// their listFaces, less those a gate of which fails. The faces of the
// first zone's cards are kept on the way, for listCards (facesIn).
func (s *State) toList(pl *phaseListing) uint64 {
	mask := pl.always
	if len(pl.zones) > 0 {
		zf := &pl.zones[0]
		inst := s.handOf(zf.z)
		s.held, s.heldIn, s.firstIn = faceSet{}, inst, inst
		mask |= heldMask(s.zones[inst], s.g.cardFace, &zf.byFace, &s.held)
		if len(pl.zones) > 1 {
			mask |= s.otherZones(pl.zones[1:])
		}
	}
	for i := range pl.varGates {
		if gt := &pl.varGates[i]; (s.vars[gt.i] == gt.k) != gt.eq {
			mask &^= gt.bit
		}
	}
	for i := range pl.zoneGates {
		gt := &pl.zoneGates[i]
		if inst := s.zb[gt.z] + int(s.player)&gt.mover; len(s.zones[inst]) == 0 {
			mask &^= gt.bit
		}
	}
	return mask
}

// otherZones are the entries the faces of the cards of zones call for
// (toList's zones after the first, whose faces are not kept).
func (s *State) otherZones(zones []zoneFaces) (mask uint64) {
	var other faceSet
	for i := range zones {
		zf := &zones[i]
		mask |= heldMask(s.zones[s.handOf(zf.z)], s.g.cardFace, &zf.byFace, &other)
	}
	return mask
}

// heldMask adds the faces of cards to held and returns the entries
// byFace gives them, joined. Not inlined: a loop of its own keeps its
// values in registers (10 instructions an action fewer in Windia War).
//
// Every face is below maxFaces (a game of more has no listFaces, so no
// zone to look at): a face is indexed as a byte, without bounds checks.
//
//go:noinline
func heldMask(cards, cardFace []int16, byFace *[maxFaces]uint64, held *faceSet) (mask uint64) {
	for _, k := range cards {
		f := uint8(cardFace[k])
		mask |= byFace[f]
		held[f/64] |= 1 << (f % 64)
	}
	return mask
}
