package ruleset

import (
	"maps"
	"slices"

	"cardpress/catalog"
	"cardpress/engine"
)

// A view ([views.NAME]) is the cards of a zone that fit a condition, as
// an example names them: CLAMP in CARDLAND's resting characters
// (休息狀態的角色), active points (活動狀態的點數), characters in the
// challenge (參與進攻的角色), completed stories (已完成的故事).
//
//	[views.resting_characters]
//	zone = "stage"
//	which = "it.resting"
//	say = { en = "{P} resting characters: {cards}", zh-Hant = "{P}休息狀態的角色:{cards}" }
//
// It is an expectation: exactly these cards fit, in any order (written by
// color when the zone is). With set, an effect on each card (it), it is
// also a setting: the cards are placed in the zone, then set is run on
// each (set = "it.completed = true").
type view struct {
	id    string
	zone  int
	which eval
	set   stmt // nil: the view is not a setting
}

// views reads [views].
func (r *reader) views(m map[string]any) {
	g := r.cp.g
	for _, id := range slices.Sorted(maps.Keys(m)) {
		p := "views." + id
		vm := r.table(m[id], p, "zone", "which", "set", "say")
		if vm == nil {
			continue
		}
		r.ident(p, id)
		v := view{id: id, zone: -1}
		if zs, ok := r.str(vm, p, "zone"); ok {
			if v.zone = g.zoneIndex(zs); v.zone < 0 {
				r.valueErrorf(p+".zone", "unknown zone %q%s", zs, catalog.DidYouMean(zs, g.zoneIDs()))
			}
		} else {
			r.errorf(p, "%s needs zone: the zone whose cards it shows, like \"stage\"", p)
		}
		e := env{it: true, p: true}
		if w, ok := r.str(vm, p, "which"); ok {
			v.which = r.cp.expression(p+".which", w, tBool, e)
		} else {
			r.errorf(p, "%s needs which: the condition its cards fit (it: each card), like \"it.resting\"", p)
		}
		if s, ok := r.str(vm, p, "set"); ok {
			e.stmt = true
			v.set = r.cp.statement(p+".set", s, e)
		}
		say, ok := vm["say"]
		if !ok {
			r.errorf(p, "%s needs say: its words in examples, like { en = \"{P} resting characters: {cards}\" }", p)
			continue
		}
		w := r.wordings(say, p+".say")
		r.needSlot(p+".say", w, "{cards}")
		if v.zone < 0 || v.which == nil {
			continue
		}
		slot := engine.Zone(g.states())
		if g.zones[v.zone].byColor {
			slot = g.colorZoneSlot(g.states())
		}
		slots := map[string]engine.Slot{"zone": slot}
		g.forms = append(g.forms, form(engine.ExpectForm, id, w, "{cards}", "{zone}", slots))
		if v.set != nil {
			g.forms = append(g.forms, form(engine.SettingForm, id, w, "{cards}", "{zone}", slots))
		}
		g.views = append(g.views, v)
	}
}

// viewIndex is the view of id, -1 for none.
func (g *Game) viewIndex(id string) int {
	return slices.IndexFunc(g.views, func(v view) bool { return v.id == id })
}

// viewInst is the zone instance of view v for the player an example names.
func (t *table) viewInst(v *view, player string) (inst int, p int) {
	inst = t.s.zb[v.zone]
	if t.g.zones[v.zone].perPlayer {
		p = max(slices.Index(t.players, player), 0)
		inst += p
	}
	return inst, p
}

// checkView checks the cards of view i's zone that fit it.
func (t *table) checkView(s *State, i int, e *engine.Expectation) (bool, string, error) {
	v := &t.g.views[i]
	inst, p := t.viewInst(v, e.Player)
	x := &ctx{s: s, card: -1, actor: -1, p: int64(p)}
	var cards []int16
	for _, k := range s.zones[inst] {
		x.it = int(k)
		if v.which(x) != 0 {
			cards = append(cards, k)
		}
	}
	if t.g.zones[v.zone].byColor {
		want, err := t.g.readColors(e.Value)
		if err != nil {
			return false, "", err
		}
		return t.sameColors(s, cards, want)
	}
	list := make([]int, len(cards))
	for j, k := range cards {
		list[j] = int(k)
	}
	return t.checkCards(s, list, true, e)
}

// placedBefore is a card ref names that an earlier setting of the
// example placed in zone instance inst and that the view does not show
// yet, -1 for none: BlackPoker's 「ボブの場：♠9」 then 「ボブのドライブ状態：♠9」
// drives the ♠9 placed, not a second one.
func (st *starter) placedBefore(v *view, x *ctx, ref *engine.CardRef, inst int) int {
	for _, k := range st.s.zones[inst] {
		if !st.namedCards[k] || !st.g.faces[st.g.cardFace[k]].card.Is(ref) {
			continue
		}
		x.it = int(k)
		if v.which(x) == 0 {
			return int(k)
		}
	}
	return -1
}

// fillView places a view's setting: its cards into the zone (or finds
// them there, placed by an earlier setting), then its set effect on each.
func (st *starter) fillView(set *engine.Setting, i int) error {
	v := &st.g.views[i]
	inst := st.s.zb[v.zone]
	p := 0
	if st.g.zones[v.zone].perPlayer {
		var err error
		if p, err = st.player(set, set.Player); err != nil {
			return err
		}
		inst += p
	}
	items, err := readItems(set.Value, set.Cards)
	if err != nil {
		return setErr(set, "%v", err)
	}
	x := &ctx{s: st.s, card: -1, actor: -1, p: int64(p)}
	st.s.frozen[inst] = true
	for _, it := range items {
		if it.card == nil {
			return setErr(set, "a view's setting names its cards")
		}
		k := st.placedBefore(v, x, it.card, inst)
		if k < 0 {
			if k, err = st.placeNamed(set, it.card, inst); err != nil {
				return err
			}
		}
		x.it = k
		v.set(x)
	}
	return nil
}
