package ruleset

import (
	"slices"

	"cardpress/catalog"
	"cardpress/engine"
)

// This file holds an action that takes the cards of one of the player's
// zones in an order the player chooses: arrange = { zone = "hand", reason
// = "mulligan-all" }. A rule example names the cards in parentheses, in
// the order the zone is written (CLAMP in CARDLAND's 「愛麗絲換牌（黑衣魔術師、
// 烈焰劍士、…）」 puts the whole hand under the deck in that order); naming
// fewer or other cards than the zone holds is refused by reason. Self-play
// takes the zone as it lies.

// arrangement is the zone an action takes in a chosen order and the rule
// a step naming other cards is refused by.
type arrangement struct {
	zone   int
	reason string
}

// arrangement reads an action's arrange = { zone, reason } at p.
func (r *reader) arrangement(am map[string]any, p string) *arrangement {
	v, ok := am["arrange"]
	if !ok {
		return nil
	}
	m := r.table(v, p+".arrange", "zone", "reason")
	if m == nil {
		return nil
	}
	g := r.cp.g
	zs, _ := r.str(m, p+".arrange", "zone")
	z := g.zoneIndex(zs)
	switch {
	case z < 0:
		r.valueErrorf(p+".arrange.zone", "unknown zone %q%s", zs, catalog.DidYouMean(zs, g.zoneIDs()))
		return nil
	case !g.zones[z].perPlayer:
		r.valueErrorf(p+".arrange.zone", "arrange takes a zone of the player's own, like \"hand\"; %s is shared", zs)
		return nil
	}
	key, _ := r.str(m, p+".arrange", "reason")
	if !slices.ContainsFunc(g.reasons, func(x engine.ReasonText) bool { return x.Key == key }) {
		r.valueErrorf(p+".arrange.reason", "unknown reason %q: declare it in [reasons.%s]%s", key, key, catalog.DidYouMean(key, r.reasonKeys()))
		return nil
	}
	return &arrangement{zone: z, reason: key}
}

// playArranged plays action i of a step naming the cards refs: the
// player's zone is put in their order, then the action is played. A step
// the rules refuse anyway is refused as without the cards; one naming
// other cards than the zone holds by the arrangement's reason.
func (t *table) playArranged(s *State, i int, refs []*engine.CardRef) error {
	a := &t.g.actions[i]
	x := &ctx{s: s, card: -1, it: -1, actor: int(s.player)}
	if !a.phases[s.phase] || s.checked(a, x, false) != "" {
		return s.Apply(encode(i, 0))
	}
	zone := s.zones[s.zb[a.arrange.zone]+int(s.player)]
	picked := make([]int16, 0, len(zone))
	for _, ref := range refs {
		j := slices.IndexFunc(zone, func(k int16) bool {
			return !slices.Contains(picked, k) && t.g.faces[t.g.cardFace[k]].card.Is(ref)
		})
		if j < 0 {
			break
		}
		picked = append(picked, zone[j])
	}
	if len(picked) != len(refs) || len(picked) != len(zone) {
		return s.refuse(described(a.arrange.reason), x)
	}
	if !t.g.zones[a.arrange.zone].bottomFirst {
		slices.Reverse(picked)
	}
	copy(zone, picked)
	return s.Apply(encode(i, 0))
}
