package ruleset

import (
	"reflect"
	"slices"
	"testing"

	"cardpress/catalog"
)

// These tests pin what the load's allocation cuts reuse or make smaller:
// each fails when the reuse returns stale data or the smaller table is
// read wrong.

// TestPairValuesWidenKeepsEarlierCells: a table whose values fit in a
// byte is bytes; one whose first wide value comes after cells written as
// bytes keeps those cells when it widens. Copying none of them on widening
// (mutation) fails it.
func TestPairValuesWidenKeepsEarlierCells(t *testing.T) {
	rep := []int64{-1, 0, 1}
	var pa, pb int64
	small := pairValues(func(*ctx) int64 { return pa*10 + pb }, rep, &pa, &pb)
	if small == nil || small.vals != nil || len(small.small) != 9 {
		t.Fatalf("a table of small values: got %+v, want 9 bytes", small)
	}
	if got := small.small[2*3+1]; got != 10 {
		t.Errorf("cell (1, 0) = %d, want 10", got)
	}
	wide := pairValues(func(*ctx) int64 {
		if pa == 1 && pb == 0 {
			return 1000
		}
		return pa*10 + pb
	}, rep, &pa, &pb)
	if wide == nil || wide.small != nil || len(wide.vals) != 9 {
		t.Fatalf("a table with a wide value: got %+v, want 9 int64s", wide)
	}
	want := []int64{-11, -10, -9, -1, 0, 1, 9, 1000, 11}
	if !slices.Equal(wide.vals, want) {
		t.Errorf("cells = %v, want %v", wide.vals, want)
	}
	if pairValues(func(*ctx) int64 { panic("needs a state") }, rep, &pa, &pb) != nil {
		t.Error("a value that needs a state gave a table")
	}
}

// TestParseAfterLongerText: the parser's token slices are reused; a short
// text parsed after a longer one reads its own tokens only. Appending to
// the reused slice without emptying it (mutation) parses the old text.
func TestParseAfterLongerText(t *testing.T) {
	for range 3 {
		if _, err := parseExpr("score[p] + sum(hand[p], it.power) * 2 == 10 && a.b.c"); err != nil {
			t.Fatal(err)
		}
		n, err := parseExpr("x")
		if err != nil || n.op != "name" || n.s != "x" {
			t.Fatalf("parseExpr(x) = %+v, %v; want the name x", n, err)
		}
		s, err := parseStatement("y = 1")
		if err != nil || s.op != "assign" || s.args[0].s != "y" {
			t.Fatalf("parseStatement(y = 1) = %+v, %v; want an assignment to y", s, err)
		}
		if _, err := parseExpr("a $ b"); err == nil {
			t.Fatal("a text that does not lex parsed")
		}
	}
}

// TestMemberPathNames: card.rules.when_trashed.damage reads card, with its
// names in order and the offset of each.
func TestMemberPathNames(t *testing.T) {
	n, err := parseExpr("card.rules.when_trashed.damage")
	if err != nil {
		t.Fatal(err)
	}
	ch := memberPath(n)
	if ch.of.op != "name" || ch.of.s != "card" {
		t.Errorf("of = %+v, want the name card", ch.of)
	}
	if want := []string{"rules", "when_trashed", "damage"}; !slices.Equal(ch.names, want) {
		t.Errorf("names = %q, want %q", ch.names, want)
	}
	if want := []int{5, 11, 24}; !slices.Equal(ch.offs, want) {
		t.Errorf("offs = %v, want %v", ch.offs, want)
	}
	if p := memberPath(ch.of); p.names != nil || p.of != ch.of {
		t.Errorf("a name's path = %+v, want itself and no names", p)
	}
}

// TestRuleKeysReadAgainWithTextRules: the catalog's rules keys are kept
// once read, and read again once the card texts' rules are there. Keeping
// the first reading regardless (mutation) misses the texts' keys.
func TestRuleKeysReadAgainWithTextRules(t *testing.T) {
	rules := func(keys ...string) *catalog.Rules {
		r := &catalog.Rules{Values: map[string]catalog.RuleValue{}}
		for _, k := range keys {
			r.Values[k] = catalog.RuleValue{Value: int64(1)}
		}
		return r
	}
	g := &Game{cat: &catalog.Catalog{Cards: []*catalog.Entry{{Rules: rules("damage")}, {}}}}
	if got := g.ruleKeys(); !slices.Equal(got, []string{"damage"}) {
		t.Fatalf("keys = %q, want [damage]", got)
	}
	g.textRules = []*catalog.Rules{nil, rules("heal", "bonus")}
	if got, want := g.ruleKeys(), []string{"bonus", "damage", "heal"}; !slices.Equal(got, want) {
		t.Errorf("keys with the texts' rules = %q, want %q", got, want)
	}
}

// TestHasRuleKey: a key is known when the catalog's cards give it, or,
// with [card_rules], when it declares it; the cards' keys do not count
// then. Reading the cards' keys regardless (mutation) fails it.
func TestHasRuleKey(t *testing.T) {
	g := &Game{cat: &catalog.Catalog{Cards: []*catalog.Entry{{Rules: &catalog.Rules{Values: map[string]catalog.RuleValue{"damage": {Value: int64(1)}}}}}}}
	if !g.hasRuleKey("damage") || g.hasRuleKey("heal") {
		t.Errorf("without [card_rules]: damage %v, heal %v; want true, false", g.hasRuleKey("damage"), g.hasRuleKey("heal"))
	}
	g.vocab = &catalog.Vocabulary{Params: []catalog.RuleParam{{Key: "heal"}, {Key: "when.cost"}}}
	if !g.hasRuleKey("heal") || !g.hasRuleKey("when.cost") || g.hasRuleKey("damage") {
		t.Errorf("with [card_rules]: heal %v, when.cost %v, damage %v; want true, true, false", g.hasRuleKey("heal"), g.hasRuleKey("when.cost"), g.hasRuleKey("damage"))
	}
}

// TestProbingClears: probing leaves a context a fold's closure wrote to
// as a fresh ctx{card: -1, it: -1, outer: -1}, every field of it, pointers
// or not. Leaving out a field in probing's stores (mutation: not clearing
// tgt) fails it; a field added to ctx fails the count until probing and
// this test know it.
func TestProbingClears(t *testing.T) {
	want := ctx{card: -1, it: -1, outer: -1}
	if n := reflect.TypeFor[ctx]().NumField(); n != 11 {
		t.Fatalf("ctx has %d fields, probing knows 11: clear the new ones there and set them here", n)
	}
	scalars := ctx{card: 3, choice: 4, it: 5, outer: 6, p: 7, actor: 8, tgt: 9}
	everything := scalars
	everything.s, everything.paid, everything.colors, everything.memo = &State{}, []int{1}, []int{2}, &memo{}
	for _, x := range []ctx{scalars, everything} {
		x.probing()
		if !reflect.DeepEqual(x, want) {
			t.Errorf("after probing: %+v, want %+v", x, want)
		}
	}
}

// TestRuleValuesKept: the values by face a rules key's reads share
// (ruleValues keeps them by key) are the key's own: each kept key's are
// what its cards give. Keeping them under one key for all (mutation:
// ruleVals[""]) fails it, as does handing a read another key's.
func TestRuleValuesKept(t *testing.T) {
	g := loadGame(t, "windia-war")
	cp := g.flatJobs[0].cp
	if len(cp.ruleVals) < 2 {
		t.Fatalf("%d rules keys kept, want Windia War's many", len(cp.ruleVals))
	}
	for key, kept := range cp.ruleVals {
		if want := g.faceRuleValues(key, kept.t); !slices.Equal(kept.vals, want) {
			t.Errorf("rules.%s kept as %v, its cards give %v", key, kept.vals, want)
		}
	}
}
