package ruleset

import (
	"slices"
	"strings"
	"testing"
)

// TestFaceSetsAgree plays random rounds of Windia War and asks, in every
// state, each card action's which and checks both ways: as the set of
// faces LegalActions reads once (faceset.go) and card by card. They must
// agree for every card of the hand.
func TestFaceSetsAgree(t *testing.T) {
	t.Parallel()
	g := playedGame(t, "windia-war")
	sets := 0
	for _, a := range g.actions {
		if a.whichSet != nil {
			sets++
		}
		for _, ch := range a.checks {
			if ch.set != nil || ch.restSet != nil {
				sets++
			}
		}
	}
	if sets < 5 {
		t.Fatalf("only %d of Windia War's card conditions have a set of faces", sets)
	}
	if asked := askAlongRandomRounds(t, g, 3, agreeSets); asked < 1000 {
		t.Errorf("only %d cards asked", asked)
	}
}

// agreeSets compares the sets of faces of s's card actions with their
// conditions card by card; it returns how many cards it asked.
func agreeSets(t *testing.T, s *State) int {
	asked := 0
	for _, a := range s.g.actions {
		if a.zone < 0 {
			continue
		}
		x := &ctx{s: s, card: -1, it: -1, actor: int(s.player)}
		for _, k := range s.zones[s.handOf(a.zone)] {
			x.card = int(k)
			f := int(s.g.cardFace[k])
			if a.whichSet != nil {
				set := a.whichSet(x)
				if set.has(f) != (a.which(x) != 0) {
					t.Fatalf("%s: which of %s is %v, its set of faces says %v", a.id, s.g.faces[f].name, a.which(x) != 0, set.has(f))
				}
			}
			if a.whichByPhase != nil && a.whichByPhase[s.phase].has(f) != (a.which(x) != 0) {
				t.Fatalf("%s in phase %s: which of %s is %v, its set by phase says %v", a.id, s.g.phases[s.phase], s.g.faces[f].name, a.which(x) != 0, !(a.which(x) != 0))
			}
			for _, ch := range a.checks {
				for _, p := range []struct {
					f   eval
					set setEval
				}{{ch.cond, ch.set}, {ch.rest, ch.restSet}} {
					if p.set == nil {
						continue
					}
					set := p.set(x)
					if set.has(f) != (p.f(x) != 0) {
						t.Fatalf("%s %s: %s is %v, its set of faces says %v", a.id, ch.key, s.g.faces[f].name, p.f(x) != 0, set.has(f))
					}
				}
			}
			asked++
		}
	}
	return asked
}

// TestFaceSetForms compiles conditions of each form a set of faces has
// (a comparison either way round, shows, !, ||, &&, if) and compares the
// set with the condition read card by card on dealt tables; among them
// the forms setprog.go folds: a constant set joined to a look-up by &&
// or ||, a ! over a group, groups within groups, an if of two constant
// sets.
func TestFaceSetForms(t *testing.T) {
	g := colorShed(t)
	srcs := []string{
		"!(card.number == top(discard).number)",
		"top(discard).number < card.number || count(hand) > 9",
		"shows(card, color) && card.number != 3",
		"if count(hand) > 5 then card.number >= 4 else !shows(card, color)",
		"card.number >= 2 && card.number == top(discard).number",
		"card.number == 5 || shows(card, color)",
		"!(shows(card, color) || card.number > count(hand)) || card.number == 1",
		"count(hand) > 3 && (shows(card, color) || card.number == top(discard).number) && card.number != 5",
		"(card.number < 3 || count(hand) > 6) && (card.number > 6 || !shows(card, color))",
		"if count(hand) > 5 then card.number >= 4 else card.number < 2",
		// an && whose first term is a look-up, in a || (guardedTerm): its
		// row of none (count(hand) > 3 false) and of faces
		"card.number > count(hand) + 4 || shows(card, color) && card.number >= top(discard).number",
		"card.number == top(discard).number || count(hand) > 3 && shows(card, color) && card.number != count(hand)",
		"card.number == top(discard).number || count(hand) < 4 && shows(card, color)",
	}
	// Each operator either way round, with a value below, among and above
	// the numbers the cards take.
	for _, op := range []string{"==", "!=", "<", "<=", ">", ">="} {
		for _, v := range []string{"top(discard).number", "count(hand) + 7", "count(hand) - 9"} {
			srcs = append(srcs, "card.number "+op+" "+v, v+" "+op+" card.number")
		}
	}
	for _, src := range srcs {
		f, set := setForm(t, g, src)
		in, out := 0, 0
		for seed := uint64(1); seed <= 30; seed++ {
			s := g.newState(3, seed)
			s.deal(true)
			x := &ctx{s: s, card: -1, it: -1}
			fs := set(x)
			for k := range g.cardFace {
				x.card = k
				has := fs.has(int(g.cardFace[k]))
				if has != (f(x) != 0) {
					t.Fatalf("%s on %s (seed %d): %v, its set of faces says %v", src, g.faces[g.cardFace[k]].name, seed, f(x) != 0, has)
				}
				if has {
					in++
				} else {
					out++
				}
			}
		}
		if (in == 0 || out == 0) && !strings.Contains(src, "count(hand)") {
			t.Errorf("%s: %d cards in, %d out: a weak case", src, in, out)
		}
	}
}

// setForm compiles condition src on the card in g: its value and its set
// of faces (it fails the test without one).
func setForm(t *testing.T, g *Game, src string) (eval, setEval) {
	t.Helper()
	cp := &compiler{g: g, lets: map[string]*node{}, letting: map[string]bool{}, phaseSet: map[int]bool{}}
	n, err := parseExpr(src)
	if err != nil {
		t.Fatal(err)
	}
	f, _ := cp.expr(n, env{card: true})
	set := cp.setOf(n, env{card: true})
	if f == nil || set == nil {
		t.Fatalf("%s: no set of faces (%v)", src, cp.errs)
	}
	return f, set
}

// TestFaceSetWords holds the set operations, written out word by word,
// to their meaning face by face: for faces in each of the four words,
// and for faces out of range (has is false, not a panic).
func TestFaceSetWords(t *testing.T) {
	t.Parallel()
	rng := uint64(1)
	random := func() faceSet {
		var fs faceSet
		for f := range maxFaces {
			rng = rng*6364136223846793005 + 1442695040888963407
			if rng>>63 != 0 {
				fs.add(f)
			}
		}
		return fs
	}
	for range 20 {
		a, b := random(), random()
		and, andNot, or := a, a, a
		and.and(&b)
		andNot.andNot(&b)
		or.or(&b)
		for f := range maxFaces {
			x, y := a.has(f), b.has(f)
			if and.has(f) != (x && y) || andNot.has(f) != (x && !y) || or.has(f) != (x || y) {
				t.Fatalf("face %d in a %v, b %v: and %v, andNot %v, or %v", f, x, y, and.has(f), andNot.has(f), or.has(f))
			}
		}
	}
	var none faceSet
	if !none.empty() {
		t.Error("an empty set is not empty")
	}
	for f := range maxFaces {
		one := faceSet{}
		one.add(f)
		if one.empty() || !one.has(f) {
			t.Errorf("face %d added: empty %v, has %v", f, one.empty(), one.has(f))
		}
	}
	full := random()
	full.or(&faceSet{^uint64(0), ^uint64(0), ^uint64(0), ^uint64(0)})
	if full.has(-1) || full.has(maxFaces) {
		t.Error("a full set has a face out of range")
	}
}

// TestSetByPhase holds a which that reads the card's catalog values and
// the phase to its set made by phase at load: Shedding's play
// ("!card.rules.under || phase == 'follow'") allows a card played under
// in the follow phase only, and a which of catalog values alone
// (play_under) is one set in every phase.
func TestSetByPhase(t *testing.T) {
	t.Parallel()
	g := loadGame(t, "shedding")
	phase := func(id string) int {
		i := slices.Index(g.phases, id)
		if i < 0 {
			t.Fatalf("no phase %s", id)
		}
		return i
	}
	cardOf := make([]int, len(g.faces)) // a card of each face
	for k := len(g.cardFace) - 1; k >= 0; k-- {
		cardOf[g.cardFace[k]] = k
	}
	for _, a := range g.actions {
		if a.zone < 0 || a.whichSet == nil {
			continue
		}
		if a.whichByPhase == nil {
			t.Errorf("%s: which has no set by phase", a.id)
			continue
		}
		s := &State{g: g}
		for ph := range g.phases {
			s.phase = int64(ph)
			x := &ctx{s: s, card: -1, it: -1}
			for f := range g.faces {
				x.card = cardOf[f]
				if want := a.which(x) != 0; a.whichByPhase[ph].has(f) != want {
					t.Fatalf("%s in phase %s: which of %s is %v, not its set's", a.id, g.phases[ph], g.faces[f].name, want)
				}
			}
		}
	}
	// A set that reads the player besides the phase is not made by phase
	// (made so, it would hold for the player of the state it is made in).
	for _, tc := range []struct {
		src     string
		byPhase bool
	}{{"card.number > 3 || phase == 'follow'", true}, {"card.number > 3 || phase == 'follow' && player == actor", false}} {
		cp := &compiler{g: g, lets: map[string]*node{}, letting: map[string]bool{}, phaseSet: map[int]bool{}}
		n, err := parseExpr(tc.src)
		if err != nil {
			t.Fatal(err)
		}
		f, _ := cp.expr(n, env{card: true})
		set, table := cp.setOfConst(n, env{card: true})
		if f == nil || set == nil || (table != nil) != tc.byPhase {
			t.Fatalf("%s: set %v, by phase %v (%v)", tc.src, set != nil, table != nil, cp.errs)
		}
		s := g.newState(4, 1)
		s.deal(true)
		for _, p := range []int64{0, 1} {
			s.setPlayer(p)
			s.phase = int64(phase("follow"))
			x := &ctx{s: s, card: -1, it: -1}
			fs := set(x)
			for f2 := range g.faces {
				x.card = cardOf[f2]
				if fs.has(f2) != (f(x) != 0) {
					t.Fatalf("%s, player %d: %s is %v, its set says %v", tc.src, p, g.faces[f2].name, f(x) != 0, fs.has(f2))
				}
			}
		}
	}
	play := g.actions[slices.IndexFunc(g.actions, func(a action) bool { return a.id == "play" })].whichByPhase
	if play == nil || play[phase("turn")] == play[phase("follow")] {
		t.Error("play allows the same cards in the turn and follow phases")
	}
}

// TestEveryFace holds a card action without which to every face as its
// set when a check of it has a set of faces to narrow it (Hearts' play,
// which must follow suit), and to none when no check has (CLAMP in
// CARDLAND's lay: a set would only cost); along random rounds of Hearts
// the sets agree with the checks card by card.
func TestEveryFace(t *testing.T) {
	t.Parallel()
	find := func(g *Game, id string) *action {
		i := slices.IndexFunc(g.actions, func(a action) bool { return a.id == id })
		if i < 0 {
			t.Fatalf("no action %s", id)
		}
		return &g.actions[i]
	}
	hearts := playedGame(t, "hearts")
	play := find(hearts, "play")
	if play.whichByPhase == nil || !play.hasSets() {
		t.Fatalf("hearts' play: set by phase %v, checks with sets %v", play.whichByPhase != nil, play.hasSets())
	}
	var all faceSet
	for f := range hearts.faces {
		all.add(f)
	}
	for ph, set := range play.whichByPhase {
		if set != all {
			t.Errorf("hearts' play in phase %s: not every face", hearts.phases[ph])
		}
	}
	if lay := find(playedGame(t, "clamp-in-cardland"), "lay"); lay.whichSet != nil || lay.whichByPhase != nil {
		t.Error("clamp-in-cardland's lay, whose checks have no set, has a set of faces")
	}
	if asked := askAlongRandomRounds(t, hearts, 3, agreeSets); asked < 100 {
		t.Errorf("only %d cards asked", asked)
	}
}
