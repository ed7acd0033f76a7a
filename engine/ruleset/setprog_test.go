package ruleset

import (
	"math"
	"slices"
	"testing"

	"cardpress/catalog"
)

// TestSetLookRows holds a look-up's row to the value read: a bool's
// rows for 0 and any other value (a negative one too), an index's rows
// for 0 to n-1 and its last row for every other value, the extremes of
// int64 among them (v-lo overflows there).
func TestSetLookRows(t *testing.T) {
	t.Parallel()
	one := func(f int) faceSet {
		var s faceSet
		s.add(f)
		return s
	}
	rows := []faceSet{one(0), one(1)}
	b := boolTerm(nil, rows, false).look
	for _, v := range []int64{math.MinInt64, -1, 0, 1, 2, math.MaxInt64} {
		want := rows[1]
		if v == 0 {
			want = rows[0]
		}
		if *b.row(v) != want {
			t.Errorf("bool look-up of %d: %x, want %x", v, *b.row(v), want)
		}
	}
	rows = []faceSet{one(10), one(70), one(130), one(200)} // the last: another value
	ix := indexTerm(nil, rows, false).look
	for _, v := range []int64{math.MinInt64, -2, -1, 0, 1, 2, 3, 4, math.MaxInt64} {
		want := rows[3]
		if v >= 0 && v < 3 {
			want = rows[v]
		}
		if *ix.row(v) != want {
			t.Errorf("index look-up of %d: %x, want %x", v, *ix.row(v), want)
		}
	}
}

// TestMatchesFoldsToLookUps holds Windia War's play condition "phase ==
// 'follow' || matches" to what setprog.go makes of it: one || group of
// five look-ups, the constants beside two of them (nth_color(card, 0) !=
// none, card.number >= 0) folded into their tables, three reading a
// variable without a call.
func TestMatchesFoldsToLookUps(t *testing.T) {
	t.Parallel()
	g := loadGame(t, "windia-war")
	doc, d := catalog.ReadLocated(g.shown, g.source)
	if d != nil {
		t.Fatal(d)
	}
	cp := &compiler{g: g, doc: doc, lets: map[string]*node{}, letPath: map[string]string{}, letting: map[string]bool{}, phaseSet: map[int]bool{}}
	r := &reader{cp: cp, doc: doc}
	r.lets(r.table(doc.Raw["let"], "let")) // the game's lets, matches among them
	n, err := parseExpr("phase == 'follow' || matches")
	if err != nil {
		t.Fatal(err)
	}
	term := cp.setOfNode(n, env{card: true}, 0)
	if term == nil || term.op != '|' || len(term.terms) != 5 {
		t.Fatalf("not a group of five: %+v", term)
	}
	vars := 0 // color, color2 and every_color, read without a call
	for i, k := range term.terms {
		if k.op != 'l' {
			t.Errorf("term %d is %c, not a look-up", i, k.op)
		} else if k.look.vi >= 0 {
			vars++
		}
	}
	if vars != 3 {
		t.Errorf("%d look-ups read a variable without a call, not 3", vars)
	}
}

// TestSetTermsInOrder holds a group reading random to the reads of the
// condition read term after term: a constant that decides the group
// (none for &&, every face for ||) stops it after the terms before it
// and is not folded away with them, and ! of such a group reads the
// same terms.
func TestSetTermsInOrder(t *testing.T) {
	t.Parallel()
	var all faceSet
	for f := range 40 {
		all.add(f)
	}
	var calls []int
	reading := func(i int, set faceSet) *setTerm {
		return &setTerm{op: 'f', random: true, f: func(*ctx) faceSet {
			calls = append(calls, i)
			return set
		}}
	}
	some := faceSet{0xff}
	for _, tc := range []struct {
		name string
		term func() *setTerm
		want []int
		set  faceSet
	}{
		{"a && none && b", func() *setTerm {
			return joinTerms('&', joinTerms('&', reading(1, all), constTerm(faceSet{}), all), reading(2, all), all)
		}, []int{1}, faceSet{}},
		{"a || all || b", func() *setTerm {
			return joinTerms('|', joinTerms('|', reading(1, faceSet{}), constTerm(all), all), reading(2, all), all)
		}, []int{1}, all},
		{"a && some && b", func() *setTerm {
			return joinTerms('&', joinTerms('&', reading(1, all), constTerm(some), all), reading(2, all), all)
		}, []int{1, 2}, some},
		{"!(a && none && b)", func() *setTerm {
			return notTerm(joinTerms('&', joinTerms('&', reading(1, all), constTerm(faceSet{}), all), reading(2, all), all), all)
		}, []int{1}, all},
		{"a && (b || c)", func() *setTerm {
			return joinTerms('&', reading(1, some), joinTerms('|', reading(2, faceSet{}), reading(3, all), all), all)
		}, []int{1, 2, 3}, some},
	} {
		calls = nil
		got := tc.term().eval(all)(&ctx{})
		if !slices.Equal(calls, tc.want) || got != tc.set {
			t.Errorf("%s: reads %v, set %x; want reads %v, set %x", tc.name, calls, got, tc.want, tc.set)
		}
	}
}
