package ruleset

import (
	"testing"

	"cardpress/engine"
)

// TestAnySetsMadeOnFirstDeal holds the anys read by sets of faces
// (anyset.go) to being made on the first deal, not at load: before it,
// an any reads card by card (here a stand-in that answers 7, which no
// reading by sets gives) and no form of the load has a set; after it,
// the same any reads by sets, so does one compiled later, and Windia
// War's own anys have their sets.
func TestAnySetsMadeOnFirstDeal(t *testing.T) {
	t.Parallel()
	g := loadGame(t, "windia-war")
	cp := &compiler{g: g, lets: map[string]*node{}, letting: map[string]bool{}, phaseSet: map[int]bool{}}
	plain := func(*ctx) int64 { return 7 }
	anyOf := func(src string) eval {
		t.Helper()
		n, err := parseExpr(src)
		if err != nil {
			t.Fatal(err)
		}
		r := cp.zone(n.args[0], env{it: true}, false)
		f := cp.anySet(n, env{it: true}, r, plain)
		if f == nil {
			t.Fatalf("%s is not read by sets", src)
		}
		return f
	}
	f := anyOf("any(hand, it != outer && share_color(it, outer))")
	var forms []*anyForm
	for _, j := range g.anyJobs {
		if j.form.sets != nil {
			t.Errorf("%v was made at load", j.n)
		}
		forms = append(forms, j.form)
	}
	if len(forms) < 2 {
		t.Fatalf("%d anys wait for their sets: Windia War's and the test's were not all noted", len(forms))
	}
	if v := f(&ctx{s: &State{g: g}, card: -1, it: -1, outer: -1}); v != 7 {
		t.Fatalf("before the first deal the any reads %d, not card by card", v)
	}
	d, err := g.Dealer(engine.DealOptions{})
	if err != nil {
		t.Fatal(err)
	}
	s := d.Deal(nil, 1).(*State)
	later := anyOf("any(hand, it != outer && it.number == outer.number)")
	for _, k := range s.zones[s.zb[g.hand]+int(s.player)] {
		x := &ctx{s: s, card: -1, it: int(k), outer: -1, actor: int(s.player)}
		if v := f(x); v != 0 && v != 1 {
			t.Fatalf("after the first deal the any reads %d, not by sets", v)
		}
		if v := later(x); v != 0 && v != 1 {
			t.Fatalf("an any compiled after the first deal reads %d, not by sets", v)
		}
	}
	if g.anyJobs != nil {
		t.Error("the jobs are kept after the first deal")
	}
	made := 0
	for _, fm := range forms {
		if fm.sets != nil {
			made++
		}
	}
	if made < 2 {
		t.Errorf("%d of %d anys have their sets after the first deal", made, len(forms))
	}
}
