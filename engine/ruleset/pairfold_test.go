package ruleset

import (
	"slices"
	"testing"

	"cardpress/catalog"
)

// TestPairFoldAgrees compiles conditions and values on two cards (it and
// outer) folded into a table by pair of faces (pairfold.go) and as they
// stand, and reads both for every pair of Windia War's cards, no card
// for either included.
func TestPairFoldAgrees(t *testing.T) {
	g := loadGame(t, "windia-war")
	s := g.newState(4, 1)
	s.deal(false)
	for _, src := range []string{
		"contains(outer.rules.follow.cards, 'color') && share_color(it, outer)",
		"contains(outer.rules.follow.cards, 'same') && it.id == outer.id",
		"!(contains(outer.rules.follow.except, 'wild') && nth_color(it, 3) != none)",
		"it.number * 1000 - outer.number", // beyond a byte, and not the same either way round
	} {
		cp := &compiler{g: g, lets: map[string]*node{}, letting: map[string]bool{}, phaseSet: map[int]bool{}}
		n, err := parseExpr(src)
		if err != nil {
			t.Fatal(err)
		}
		e := env{it: true, outer: true}
		if a, b, ok := cp.pairOf(n, e); !ok || a != "outer" && a != "it" || b != "outer" && b != "it" {
			t.Fatalf("%s: pairOf = %q, %q, %v", src, a, b, ok)
		}
		folded, plain := foldedAndPlain(t, cp, n, e, src)
		values := map[int64]bool{}
		for i := -1; i < len(g.cardFace); i++ {
			for o := -1; o < len(g.cardFace); o++ {
				x := &ctx{s: s, card: -1, it: i, outer: o}
				if folded(x) != plain(x) {
					t.Fatalf("%s for it %d, outer %d: folded %d, as written %d", src, i, o, folded(x), plain(x))
				}
				values[plain(x)] = true
			}
		}
		if len(values) < 2 {
			t.Errorf("%s is the same for every pair: a weak case", src)
		}
	}
}

// TestEntryFoldAgrees compiles conditions and values on the card id a
// variable holds (acting), alone and with a card (it), folded into a
// table (facefold.go, pairfold.go) and as they stand, and reads both for
// every card id, none and one the set does not hold included.
func TestEntryFoldAgrees(t *testing.T) {
	g := loadGame(t, "windia-war")
	s := g.newState(4, 1)
	s.deal(false)
	acting := g.varIndex("acting")
	for _, src := range []string{
		"has(acting.rules.turn_options)",
		"acting.rules.attack.target == 'chosen'",
		"acting.rules.attack.draw * 10 + acting.rules.follow.count",
		"contains(acting.rules.follow.cards, 'color') && nth_color(it, 1) != none || it.number > acting.rules.attack.draw",
	} {
		cp := &compiler{g: g, doc: g.doc(), lets: map[string]*node{}, letting: map[string]bool{}, phaseSet: map[int]bool{}}
		n, err := parseExpr(src)
		if err != nil {
			t.Fatal(err)
		}
		e := env{it: true}
		if _, ok := cp.faceOf(n, e, 0); !ok {
			if _, _, ok := cp.pairOf(n, e); !ok {
				t.Fatalf("%s is folded neither by card nor by pair of cards", src)
			}
		}
		folded, plain := foldedAndPlain(t, cp, n, e, src)
		values := map[int64]bool{}
		for id := -1; id <= len(g.cat.Cards); id++ {
			s.vars[acting] = int64(id)
			for _, it := range []int{-1, 0, 5, 17, 40, len(g.cardFace) - 1} {
				x := &ctx{s: s, card: -1, it: it, outer: -1}
				if folded(x) != plain(x) {
					t.Fatalf("%s for acting %d, it %d: folded %d, as written %d", src, id, it, folded(x), plain(x))
				}
				values[plain(x)] = true
			}
		}
		if len(values) < 2 {
			t.Errorf("%s is the same for every card id: a weak case", src)
		}
	}
}

// doc is the description g was loaded from, located: a compiler that
// reads cards' rules keys notes where.
func (g *Game) doc() *catalog.Located {
	doc, _ := catalog.ReadLocated(g.shown, g.source)
	return doc
}

// foldedAndPlain compiles n (written src) as the engine does, folded,
// and as written, nothing folded.
func foldedAndPlain(t *testing.T, cp *compiler, n *node, e env, src string) (folded, plain eval) {
	t.Helper()
	folded, _ = cp.expr(n, e)
	cp.folding = true
	plain, _ = cp.expr(n, e)
	cp.folding = false
	if folded == nil || plain == nil {
		t.Fatalf("%s: %v", src, cp.errs)
	}
	return folded, plain
}

// TestFoldTablesSharedByEffects: a condition on one or two cards'
// catalog values read in an effect is looked up in the table the same
// condition read in a check made (Windia War's follow rules, used in
// both); the table made again for the effect holds the same values.
// Keying the tables by the effect's environment as it stands (mutation:
// stmt kept in foldEnv) fails it.
func TestFoldTablesSharedByEffects(t *testing.T) {
	for _, name := range []string{"windia-war", "shedding"} {
		g := loadGame(t, name)
		if len(g.flatJobs) == 0 {
			t.Fatalf("%s: no effects to compile", name)
		}
		cp := g.flatJobs[0].cp
		if len(cp.pairTables) == 0 || len(cp.faceTables) == 0 {
			t.Fatalf("%s: %d tables by pair of faces, %d by card", name, len(cp.pairTables), len(cp.faceTables))
		}
		asEffect := func(e env) env {
			e.stmt = true
			return e
		}
		for k, made := range cp.pairTables {
			e := asEffect(k.e)
			a, b, ok := cp.pairOf(k.n, e)
			if !ok {
				t.Fatalf("%s: %s does not read two cards in an effect", name, shape(k.n))
			}
			if got := cp.pairTable(k.n, e, a, b); got != made {
				t.Errorf("%s: %s read in an effect made a table by pair of its own", name, shape(k.n))
			}
			again := cp.makePairTable(k.n, e, a, b)
			if (made == nil) != (again == nil) || made != nil && (!slices.Equal(made.small, again.small) || !slices.Equal(made.vals, again.vals)) {
				t.Errorf("%s: %s read in an effect holds other cells", name, shape(k.n))
			}
		}
		for k, made := range cp.faceTables {
			e := asEffect(k.e)
			src, ok := cp.faceOf(k.n, e, 0)
			if !ok || src == "" {
				t.Fatalf("%s: %s does not read one card in an effect", name, shape(k.n))
			}
			if got := cp.faceTable(k.n, e, src); got != made {
				t.Errorf("%s: %s read in an effect made a table by card of its own", name, shape(k.n))
			}
			again := cp.makeFaceTable(k.n, e, src)
			if (made == nil) != (again == nil) || made != nil && (made.none != again.none || !slices.Equal(made.vals, again.vals)) {
				t.Errorf("%s: %s read in an effect holds other values", name, shape(k.n))
			}
		}
	}
}
