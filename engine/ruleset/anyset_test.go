package ruleset

import (
	"slices"
	"strings"
	"testing"

	"cardpress/engine"
	"cardpress/engine/enginetest"
)

// dataGames are the games that run on the data engine.
var dataGames = []string{"windia-war", "clamp-in-cardland", "world-end", "blackpoker", "hearts",
	"color-shed", "shedding", "skirmish", "veiled-court"}

// TestAnySetsAgree plays random games of every data game on two states
// of one deal, one reading each any by sets of faces (anyset.go), the
// other card by card, and holds the two to the same legal actions and
// the same state after every action; every 7th action both go on from
// a copy, and the copy of the first is listed again against the second.
func TestAnySetsAgree(t *testing.T) {
	t.Parallel()
	for _, name := range dataGames {
		agreeBothWays(t, name, dealFor(t, name, playedGame), "by sets", "card by card", func(s *State) *bool { return &s.plainAny })
	}
	// An any naming a [let] that draws at random: card by card it draws
	// for each card its other terms pass, so it must not be read by sets.
	d := editedDealer(t, "windia-war", [][2]string{
		{"[let]\n", "[let]\ncoin = \"random(2) == 0\"\n"},
		{"must_follow || any(hand, follow_ok_it)", "must_follow || any(hand, follow_ok_it && coin)"},
	})
	agreeBothWays(t, "windia-war, random in a let", func(seed uint64) *State { return d.Deal(nil, seed).(*State) },
		"by sets", "card by card", func(s *State) *bool { return &s.plainAny })
}

// agreeActions is how many actions of a game agreeBothWays and
// foldedChecksAgree play: 1,500, 3,000 with CARDPRESS_LONG as CI's long
// runs do. The 1,500 run every statement of the module the 3,000 did (go
// test -coverpkg, each test alone), for half the CPU.
func agreeActions() int {
	if enginetest.Long() {
		return 3000
	}
	return 1500
}

// agreeBothWays plays random games dealt by deal on two states of one
// deal, the second with the flag other names set (read the other way),
// and holds the two to the same legal actions and the same state after
// every action, for agreeActions actions; every 7th action both go on
// from a copy, which keeps its way. way and otherWay name the two in a
// failure.
func agreeBothWays(t *testing.T, name string, deal func(seed uint64) *State, way, otherWay string, other func(*State) *bool) {
	t.Helper()
	played := 0
	var buf, pbuf []engine.Action
	for seed, n := uint64(1), agreeActions(); seed <= 300 && played < n; seed++ {
		s, p := deal(seed), deal(seed)
		*other(p) = true
		rng := engine.NewRand(seed)
		for steps := 0; !s.over && steps < 600; steps++ {
			buf, pbuf = s.LegalActions(buf[:0]), p.LegalActions(pbuf[:0])
			if !slices.Equal(buf, pbuf) {
				t.Fatalf("%s seed %d step %d: %s %v, %s %v", name, seed, steps, way, names(s, buf), otherWay, names(p, pbuf))
			}
			if len(buf) == 0 {
				break
			}
			act := buf[rng.Intn(len(buf))]
			if err, perr := s.Apply(act), p.Apply(act); (err == nil) != (perr == nil) {
				t.Fatalf("%s seed %d step %d: %s: %v %s, %v %s", name, seed, steps, s.ActionString(act), err, way, perr, otherWay)
			}
			if why := sameState(s, p); why != "" {
				t.Fatalf("%s seed %d step %d: after %s, %s", name, seed, steps, s.ActionString(act), why)
			}
			played++
			if steps%7 == 6 {
				s, p = s.clone(), p.clone()
				if !*other(p) || *other(s) {
					t.Fatalf("a copy is read %s", way)
				}
			}
		}
	}
	if played < 200 {
		t.Errorf("%s: only %d actions played", name, played)
	}
}

// TestAnySetReadsTheHand reads Windia War's can_follow_it-like any of a
// hand, with it != outer, and follow_ok_it-like anys that do not read
// outer but have a term reading only it's catalog values (one in a let),
// by sets and card by card for every card of every hand along random
// rounds: the two agree, and both values occur. An any with no outer and
// no such term is read card by card.
func TestAnySetReadsTheHand(t *testing.T) {
	t.Parallel()
	g := loadGame(t, "windia-war")
	cp := &compiler{g: g, lets: map[string]*node{}, letting: map[string]bool{}, phaseSet: map[int]bool{}}
	for name, src := range map[string]string{
		"colored_it": "nth_color(it, 0) != none && !it.icons.tableau",
		"ok_it":      "colored_it && (shows(it, color) || it.number == top(discard).number) && count(hand) > 2",
	} {
		n, err := parseExpr(src)
		if err != nil {
			t.Fatal(err)
		}
		cp.lets[name] = n
	}
	for _, src := range []string{"any(hand, it.number == top(discard).number)", "any(hand, shows(it, color) && count(hand) > 1)"} {
		n, err := parseExpr(src)
		if err != nil {
			t.Fatal(err)
		}
		if f := cp.typed(n, env{it: true}, tBool); f == nil || cp.anySet(n, env{it: true}, cp.zone(n.args[0], env{it: true}, false), f) != nil {
			t.Errorf("%s is read by sets (or does not compile)", src)
		}
	}
	srcs := []string{
		"any(hand, ok_it)",
		"any(hand, nth_color(it, 1) != none)",
		"any(hand, it.number >= 0 && shows(it, color) && it.number != top(discard).number)",
		`any(hand, it != outer && nth_color(it, 0) != none && !it.icons.tableau
		  && (outer.number < 0 && share_color(it, outer)
		    || outer.number >= 0 && it.number >= 0 && (shows(it, color) || it.number == top(discard).number))
		  && (count(hand) > 2 || it.number >= 0))`,
		"any(hand, it != outer && share_color(it, outer))",
		"any(hand, share_color(it, outer) && (it.number < 0 || it != outer))",
		"any(hand, it.number >= 0 && it.number == top(discard).number && it.number != outer.number)",
		"any(hand, it != outer && it.id == outer.id)",
	}
	d, err := g.Dealer(engine.DealOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for _, src := range srcs {
		n, err := parseExpr(src)
		if err != nil {
			t.Fatal(err)
		}
		f := cp.typed(n, env{it: true}, tBool)
		if f == nil {
			t.Fatal(src, cp.errs)
		}
		if r := cp.zone(n.args[0], env{it: true}, false); r == nil || cp.anySet(n, env{it: true}, r, f) == nil {
			t.Fatalf("%s is not read by sets", src)
		}
		seen := map[int64]int{}
		var buf []engine.Action
		for seed := uint64(1); seed <= 10; seed++ {
			s := d.Deal(nil, seed).(*State)
			rng := engine.NewRand(seed)
			for steps := 0; !s.over && steps < 300; steps++ {
				for _, k := range s.zones[s.zb[g.hand]+int(s.player)] {
					x := &ctx{s: s, card: -1, it: int(k), outer: -1, actor: int(s.player)}
					s.plainAny = false
					got := f(x)
					s.plainAny = true
					want := f(x)
					s.plainAny = false
					if got != want {
						t.Fatalf("%s of %s: %d by sets, %d card by card", src, s.g.faces[s.g.cardFace[k]].name, got, want)
					}
					seen[got]++
				}
				if buf = s.LegalActions(buf[:0]); len(buf) == 0 {
					break
				}
				if err := s.Apply(buf[rng.Intn(len(buf))]); err != nil {
					t.Fatal(err)
				}
			}
		}
		if seen[0] == 0 || seen[1] == 0 && !strings.Contains(src, ".id") {
			t.Errorf("%s: only %v", src, seen)
		}
	}
}
