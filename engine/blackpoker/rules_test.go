package blackpoker

import (
	"strings"
	"testing"
)

// c reads a card of player 0's deck ("♠7", "Joker").
func c(t *testing.T, text string) Card {
	t.Helper()
	f, err := parseFace(text)
	if err != nil {
		t.Fatal(err)
	}
	return Card{Suit: f.Suit, Rank: f.Rank}
}

func cards(t *testing.T, texts ...string) []Card {
	t.Helper()
	var out []Card
	for _, s := range texts {
		if s != "" {
			out = append(out, c(t, s))
		}
	}
	return out
}

func faces(t *testing.T, texts ...string) []Face {
	t.Helper()
	var out []Face
	for _, s := range texts {
		f, err := parseFace(s)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, f)
	}
	return out
}

// old puts a character onto p's field as if it had been there before the
// turn.
func old(s *State, p int, faceDown bool, cs ...Card) *Character {
	for i := range cs {
		cs[i].Owner = int8(p)
	}
	ch := s.place(p, faceDown, false, cs...)
	ch.Entered = 0
	return ch
}

func TestCharacterSizesAndLabels(t *testing.T) {
	for _, tc := range []struct {
		cards    []string
		faceDown bool
		kind     Kind
		size     int
		labels   string
	}{
		{[]string{"♣8"}, false, Common, 8, "attacker, blocker"},
		{[]string{"♠2"}, false, Common, 2, "attacker, blocker"},
		{[]string{"♠10"}, false, Common, 10, "attacker, blocker"},
		{[]string{"♥J"}, false, Hero, 11, "attacker, blocker"},
		{[]string{"♥Q"}, false, Hero, 12, "attacker, blocker"},
		{[]string{"♥K"}, false, Hero, 13, "attacker, blocker"},
		{[]string{"♦A"}, false, AceKind, 1, "attacker, blocker, haste"},
		{[]string{"Joker"}, false, Magician, 0, "attacker, blocker, haste"},
		{[]string{"♠2", "♠4"}, false, Equipped, 6, "attacker, blocker"},
		{[]string{"♥5", "♥A"}, false, Equipped, 6, "attacker, blocker, haste"},
		{[]string{"♣J", "♣Q", "♣K"}, false, Equipped, 36, "attacker, blocker"},
		{[]string{"♠9"}, true, Bulwark, 9, "blocker"},
	} {
		s := NewState()
		ch := old(s, 0, tc.faceDown, cards(t, tc.cards...)...)
		if ch.Kind() != tc.kind || strings.Join(ch.Labels(), ", ") != tc.labels {
			t.Errorf("%v: %s with %v, want %s with %s", tc.cards, ch.Kind(), ch.Labels(), tc.kind, tc.labels)
		}
		if !tc.faceDown && s.Size(ch) != tc.size {
			t.Errorf("%v: size %d, want %d", tc.cards, s.Size(ch), tc.size)
		}
	}
}

// attack plays one attacker of Alice against Bob's blockers and returns
// the state after the damage judgement.
func attack(t *testing.T, at []string, blockers [][]string, bulwark bool) (*State, *Character, []*Character) {
	t.Helper()
	s := NewState()
	a := old(s, 0, false, cards(t, at...)...)
	var bs []*Character
	var ids []int
	for _, b := range blockers {
		ch := old(s, 1, bulwark, cards(t, b...)...)
		bs = append(bs, ch)
		ids = append(ids, ch.ID)
	}
	if err := s.Attack(0, []int{a.ID}); err != nil {
		t.Fatal(err)
	}
	s.Settle()
	if err := s.Block(1, []int{a.ID}, map[int][]int{a.ID: ids}); err != nil {
		t.Fatal(err)
	}
	s.Settle()
	return s, a, bs
}

func alive(s *State, ch *Character) bool {
	got, _ := s.find(ch.ID)
	return got != nil
}

func TestDamageJudgementSoldiers(t *testing.T) {
	for _, tc := range []struct {
		attacker      []string
		blockers      [][]string
		attackerLives bool
		blockersLive  bool
	}{
		{[]string{"♠9"}, [][]string{{"♥6"}}, true, false},
		{[]string{"♠5"}, [][]string{{"♦8"}}, false, true},
		{[]string{"♣7"}, [][]string{{"♥7"}}, false, false},
		{[]string{"♠10"}, [][]string{{"♥4"}, {"♦3"}}, true, false},
		{[]string{"♠6"}, [][]string{{"♥4"}, {"♦3"}}, false, true},
		{[]string{"♠8"}, [][]string{{"♥5"}, {"♣3"}}, false, false},
		{[]string{"♠2", "♠5"}, [][]string{{"♥6"}}, true, false},
		{[]string{"Joker"}, [][]string{{"♥A"}}, false, true},
		{[]string{"♠K"}, [][]string{{"♥9"}, {"♦4"}}, false, false},
	} {
		s, a, bs := attack(t, tc.attacker, tc.blockers, false)
		if alive(s, a) != tc.attackerLives {
			t.Errorf("%v vs %v: attacker alive = %v", tc.attacker, tc.blockers, alive(s, a))
		}
		for _, b := range bs {
			if alive(s, b) != tc.blockersLive {
				t.Errorf("%v vs %v: blocker %s alive = %v", tc.attacker, tc.blockers, b, alive(s, b))
			}
		}
		if s.P[1].Damage != 0 {
			t.Errorf("%v vs %v: blocked attack dealt %d damage", tc.attacker, tc.blockers, s.P[1].Damage)
		}
	}
}

func TestDamageJudgementBulwark(t *testing.T) {
	for _, tc := range []struct {
		attacker      []string
		bulwark       string
		attackerLives bool
	}{
		{[]string{"♠7"}, "♥7", false},
		{[]string{"♠7"}, "♥3", true},
		{[]string{"♠K"}, "Joker", false},
		{[]string{"♣A"}, "♦A", false},
		{[]string{"♣A"}, "♦K", true},
		{[]string{"♠2", "♠5"}, "♦5", false},
		{[]string{"♠2", "♠5"}, "♦7", true}, // size 7, but no card shows a 7
		{[]string{"Joker"}, "♦2", true},    // a Joker shows no number
		{[]string{"Joker"}, "Joker", false},
	} {
		s, a, bs := attack(t, tc.attacker, [][]string{{tc.bulwark}}, true)
		if alive(s, a) != tc.attackerLives {
			t.Errorf("%v vs bulwark %s: attacker alive = %v", tc.attacker, tc.bulwark, alive(s, a))
		}
		if alive(s, bs[0]) {
			t.Errorf("%v vs bulwark %s: the bulwark stays", tc.attacker, tc.bulwark)
		}
	}
}

// An attacker whose blockers have all left the field before the damage
// judgement deals its damage: "ブロッカーが場に存在しない場合".
func TestBlockerGoneDealsDamage(t *testing.T) {
	s := NewState()
	a := old(s, 0, false, cards(t, "♠9")...)
	b := old(s, 1, false, cards(t, "♥6")...)
	s.P[0].Hand = cards(t, "♣2", "♣3")
	if err := s.Attack(0, []int{a.ID}); err != nil {
		t.Fatal(err)
	}
	s.Settle()
	if err := s.Block(1, []int{a.ID}, map[int][]int{a.ID: {b.ID}}); err != nil {
		t.Fatal(err)
	}
	if err := s.Cast(0, &Action{ID: "kill", TargetChar: b.ID, TargetPlayer: -1}, faces(t, "♣2", "♣3")); err != nil {
		t.Fatal(err)
	}
	s.Settle()
	if s.P[1].Damage != 9 || !alive(s, a) {
		t.Errorf("damage %d, attacker alive %v", s.P[1].Damage, alive(s, a))
	}
}

func TestAttackAndBlockRules(t *testing.T) {
	s := NewState()
	fresh := s.place(0, false, false, c(t, "♦7"))
	ace := s.place(0, false, false, c(t, "♥A"))
	driven := old(s, 0, false, c(t, "♣6"))
	driven.Driven = true
	wall := old(s, 0, true, c(t, "♦2"))
	ready := old(s, 0, false, c(t, "♠9"))
	for _, tc := range []struct {
		ch   *Character
		want string
	}{
		{fresh, "came onto the field this turn"},
		{driven, "driven"},
		{wall, "no attacker label"},
		{ace, ""},
		{ready, ""},
	} {
		err := s.clone().Attack(0, []int{tc.ch.ID})
		if tc.want == "" && err != nil || tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)) {
			t.Errorf("%s attacks: %v, want %q", tc.ch, err, tc.want)
		}
	}
	if err := s.Attack(1, []int{ready.ID}); err == nil {
		t.Error("the player without the turn attacked")
	}
	if err := s.Attack(0, []int{ready.ID}); err != nil {
		t.Fatal(err)
	}
	s.Settle()
	if err := s.Block(1, []int{ready.ID}, map[int][]int{}); err != nil {
		t.Fatal(err)
	}
	s.Settle()
	if s.P[1].Damage != 9 {
		t.Errorf("unblocked ♠9 dealt %d", s.P[1].Damage)
	}
	if err := s.Attack(0, []int{ace.ID}); err == nil || !strings.Contains(err.Error(), "once per turn") {
		t.Errorf("second attack: %v", err)
	}
}

func TestKeyCards(t *testing.T) {
	for _, tc := range []struct {
		spell string
		keys  []string
		ok    bool
	}{
		{"up", []string{"♥3"}, true},
		{"up", []string{"♥10"}, true},
		{"up", []string{"♥J"}, false},
		{"up", []string{"Joker"}, false},
		{"up", []string{"♥3", "♥4"}, false},
		{"kill", []string{"♥9", "♦10"}, true},
		{"kill", []string{"♥9", "♦Q"}, false},
		{"throw", []string{"♣Q", "♠K"}, true},
		{"throw", []string{"♣Q", "Joker"}, false},
		{"bj", []string{"♥A", "♥J"}, true},
		{"bj", []string{"♥J", "♥A"}, true},
		{"bj", []string{"♥A", "♠J"}, false},
		{"rsf", []string{"♠A", "♠10", "♠J", "♠Q", "♠K"}, true},
		{"rsf", []string{"♠K", "♠Q", "♠J", "♠10", "♠A"}, true},
		{"rsf", []string{"♠A", "♠10", "♠J", "♥Q", "♠K"}, false},
		{"rsf", []string{"♠A", "♠9", "♠J", "♠Q", "♠K"}, false},
		{"reverse", []string{"♠8", "♦8"}, true},
		{"reverse", []string{"♠8", "♦9"}, false},
		{"reverse", []string{"Joker", "Joker"}, false},
		{"return", []string{"♣3", "♣9"}, true},
		{"return", []string{"♣3", "♦9"}, false},
		{"force", []string{"♥2", "♣3"}, true},
	} {
		err := spells[tc.spell].keys.check(cards(t, tc.keys...))
		if (err == nil) != tc.ok {
			t.Errorf("%s with %v: %v, want ok=%v", tc.spell, tc.keys, err, tc.ok)
		}
	}
}

func TestCounter(t *testing.T) {
	for _, tc := range []struct {
		summon, counter string
		cancelled       bool
	}{
		{"♦7", "♣9", true},
		{"♦7", "♣7", true},
		{"♦7", "♣5", false},
		{"♦2", "♣A", false},
		{"Joker", "♣A", true}, // a Joker's number counts as 0
		{"♦10", "♣10", true},
	} {
		s := NewState()
		s.P[0].Hand = cards(t, tc.summon)
		s.P[1].Hand = cards(t, tc.counter)
		if err := s.Summon(0, faces(t, tc.summon)[0], false); err != nil {
			t.Fatal(err)
		}
		if err := s.Cast(1, &Action{ID: "counter", TargetPlayer: -1}, faces(t, tc.counter)); err != nil {
			t.Fatal(err)
		}
		s.Settle()
		if got := len(s.P[0].Field) == 0; got != tc.cancelled {
			t.Errorf("%s countered by %s: cancelled = %v", tc.summon, tc.counter, got)
		}
	}
	// Two key cards: any counter cancels; uncounterable spells and the
	// attack (no key card) cannot be targeted.
	s := NewState()
	s.P[0].Hand = cards(t, "♥9", "♦10", "♣2", "♣3")
	s.P[1].Hand = cards(t, "♠A")
	x := old(s, 1, false, c(t, "♠8"))
	if err := s.Cast(0, &Action{ID: "kill", TargetChar: x.ID, TargetPlayer: -1}, faces(t, "♥9", "♦10")); err != nil {
		t.Fatal(err)
	}
	if err := s.clone().Cast(1, &Action{ID: "counter", TargetPlayer: -1}, faces(t, "♠A")); err != nil {
		t.Errorf("counter on kill: %v", err)
	}
	s.Stage = nil
	if err := s.Cast(0, &Action{ID: "force", TargetPlayer: -1}, faces(t, "♣2", "♣3")); err != nil {
		t.Fatal(err)
	}
	if err := s.Cast(1, &Action{ID: "counter", TargetPlayer: -1}, faces(t, "♠A")); err == nil {
		t.Error("a counter targeted フォース")
	}
}

func TestDeathSpear(t *testing.T) {
	for _, tc := range []struct {
		soldier []string
		keys    []string
		hits    bool
	}{
		{[]string{"♥Q"}, []string{"♠2", "♦4"}, true},  // 12 / 6
		{[]string{"♥7"}, []string{"♠2", "♦3"}, false}, // 7 / 5
		{[]string{"Joker"}, []string{"♠2", "♦3"}, false},
		{[]string{"♥10"}, []string{"♠A", "♦4"}, true},
		{[]string{"♥2", "♥8"}, []string{"♠K", "♦7"}, false}, // 10 / 20
		{[]string{"♥2", "♥8"}, []string{"♠3", "♦2"}, true},  // 10 / 5
	} {
		s := NewState()
		s.P[0].Hand = cards(t, tc.keys...)
		target := old(s, 1, false, cards(t, tc.soldier...)...)
		if err := s.Cast(0, &Action{ID: "death-spear", TargetChar: target.ID, TargetPlayer: -1}, faces(t, tc.keys...)); err != nil {
			t.Fatal(err)
		}
		s.Settle()
		x := 0
		for _, k := range cards(t, tc.keys...) {
			x += k.Number()
		}
		hit := !alive(s, target)
		if hit != tc.hits {
			t.Errorf("%v speared with %v: hit = %v", tc.soldier, tc.keys, hit)
		}
		// The soldier goes onto the (empty) life, then the damage sends
		// as many cards from its top to the graveyard.
		if hit && (s.P[1].Damage != x || len(s.P[1].Life) != 0 || len(s.P[1].Graveyard) != len(tc.soldier)) {
			t.Errorf("%v speared with %v: damage %d, life %s, graveyard %s", tc.soldier, tc.keys, s.P[1].Damage, cardList(s.P[1].Life), cardList(s.P[1].Graveyard))
		}
	}
}

func TestSwordRainAndRecruitThreshold(t *testing.T) {
	s := NewState()
	s.P[0].Hand = cards(t, "♠4", "♠3", "♦2", "♦5")
	small := old(s, 1, false, c(t, "♣7"))
	big := old(s, 1, false, c(t, "♦8"))
	mage := old(s, 1, false, c(t, "Joker"))
	wall := old(s, 1, true, c(t, "♣2"))
	if err := s.Cast(0, &Action{ID: "sword-rain", TargetPlayer: -1}, faces(t, "♠4", "♠3")); err != nil {
		t.Fatal(err)
	}
	s.Settle()
	if alive(s, small) || alive(s, mage) || !alive(s, big) || !alive(s, wall) {
		t.Errorf("after 剣の雨 of 7: ♣7 %v, Joker %v, ♦8 %v, bulwark %v", alive(s, small), alive(s, mage), alive(s, big), alive(s, wall))
	}
	s.P[0].Life = cards(t, "♠3", "♥9", "♣7", "♦Q", "♥5")
	if err := s.Cast(0, &Action{ID: "recruit", TargetPlayer: -1}, faces(t, "♦2", "♦5")); err != nil {
		t.Fatal(err)
	}
	s.Settle()
	var got []string
	for _, ch := range s.P[0].Field {
		got = append(got, ch.String())
		if !ch.Driven {
			t.Errorf("%s came charged", ch)
		}
	}
	if strings.Join(got, " ") != "♠3 ♣7" || cardList(s.P[0].Life) != "♥5, ♥9, ♦Q" {
		t.Errorf("徴募: field %v, life %s", got, cardList(s.P[0].Life))
	}
}

func TestUpDownAndForceLastTheTurn(t *testing.T) {
	s := NewState()
	x := old(s, 0, false, c(t, "♠5"))
	y := old(s, 0, false, c(t, "♠4"))
	s.P[0].Hand = cards(t, "♥3", "♥2", "♣3", "♦A")
	s.P[1].Hand = cards(t, "♥4")
	steps := []struct {
		p     int
		id    string
		keys  []string
		x, y  int
		xDies bool
	}{
		{0, "up", []string{"♥3"}, 8, 4, false},
		{0, "force", []string{"♥2", "♣3"}, 13, 9, false},
		{1, "down", []string{"♥4"}, 9, 9, false},
	}
	for _, st := range steps {
		a := &Action{ID: st.id, TargetPlayer: -1}
		if st.id != "force" {
			a.TargetChar = x.ID
		}
		if err := s.Cast(st.p, a, faces(t, st.keys...)); err != nil {
			t.Fatal(err)
		}
		s.Settle()
		if s.Size(x) != st.x || s.Size(y) != st.y {
			t.Errorf("after %s: sizes %d, %d, want %d, %d", st.id, s.Size(x), s.Size(y), st.x, st.y)
		}
	}
	if err := s.End(0); err != nil {
		t.Fatal(err)
	}
	if s.Size(x) != 5 || s.Size(y) != 4 || len(s.P[0].Fog) != 0 || len(s.P[1].Fog) != 1 {
		t.Errorf("after the end: sizes %d, %d, fogs %d, %d", s.Size(x), s.Size(y), len(s.P[0].Fog), len(s.P[1].Fog))
	}
}

func TestEndKeepsSevenCards(t *testing.T) {
	for n := 5; n <= 10; n++ {
		s := NewState()
		s.P[0].Hand = deck(0)[:n]
		s.P[1].Life = deck(1)[:5]
		if err := s.End(0); err != nil {
			t.Fatal(err)
		}
		if n > 7 {
			if s.Wait != WaitDiscard || s.Active != 0 {
				t.Fatalf("%d cards: wait %v", n, s.Wait)
			}
			var fs []Face
			for _, c := range s.P[0].Hand[:n-7] {
				fs = append(fs, Face{Suit: c.Suit, Rank: c.Rank})
			}
			if err := s.Discard(0, fs[:len(fs)-1]); err == nil && n > 8 || n == 8 && err == nil {
				t.Errorf("%d cards: discarding %d allowed", n, len(fs)-1)
			}
			if err := s.Discard(0, fs); err != nil {
				t.Fatal(err)
			}
		}
		if len(s.P[0].Hand) != min(n, 7) || s.Active != 1 || s.Wait != WaitDraw {
			t.Errorf("%d cards: hand %d, active %d, wait %v", n, len(s.P[0].Hand), s.Active, s.Wait)
		}
	}
}

func TestGenerationChange(t *testing.T) {
	for _, tc := range []struct {
		life      []string
		hand      string
		graveyard int
	}{
		{[]string{"♥4", "♣9", "♦K"}, "♦K", 2},
		{[]string{"Joker", "♣9"}, "Joker", 0},
		{[]string{"♥4", "♣9"}, "none", 2}, // no royal card: the life runs out
		{nil, "none", 0},
	} {
		s := NewState()
		s.P[0].Life = cards(t, tc.life...)
		s.generationChange(0)
		if cardList(s.P[0].Hand) != tc.hand || len(s.P[0].Graveyard) != tc.graveyard {
			t.Errorf("life %v: hand %s, graveyard %d", tc.life, cardList(s.P[0].Hand), len(s.P[0].Graveyard))
		}
	}
}

func TestTiming(t *testing.T) {
	s := NewState()
	s.P[1].Hand = cards(t, "♥A", "♦7", "♣3")
	s.P[0].Hand = cards(t, "♠A")
	if err := s.clone().Summon(1, faces(t, "♦7")[0], false); err == nil {
		t.Error("a soldier summon off turn")
	}
	if err := s.clone().Summon(1, faces(t, "♥A")[0], true); err != nil {
		t.Errorf("quick summon off turn: %v", err)
	}
	if err := s.clone().Summon(0, faces(t, "♠A")[0], true); err == nil {
		t.Error("a quick summon on one's own turn")
	}
	if err := s.clone().PlaceBulwark(1, faces(t, "♣3")[0]); err == nil {
		t.Error("a bulwark placed off turn")
	}
	x := old(s, 0, false, c(t, "♠5"))
	if err := s.clone().Cast(1, &Action{ID: "up", TargetChar: x.ID, TargetPlayer: -1}, faces(t, "♣3")); err != nil {
		t.Errorf("a quick spell off turn: %v", err)
	}
}

// Clone is a deep copy: playing on it leaves the original alone.
func TestCloneIsIndependent(t *testing.T) {
	s := NewState()
	x := old(s, 0, false, c(t, "♠5"))
	s.P[0].Hand = cards(t, "♥3", "♠6")
	s.P[0].Life = cards(t, "♦4")
	u := s.clone()
	if err := u.Cast(0, &Action{ID: "up", TargetChar: x.ID, TargetPlayer: -1}, faces(t, "♥3")); err != nil {
		t.Fatal(err)
	}
	if err := u.Equip(0, faces(t, "♠6")[0], x.ID); err == nil {
		t.Fatal("equip with the stage full")
	}
	u.Settle()
	u.P[0].Field[0].Driven = true
	u.P[0].Life[0] = c(t, "♣9")
	if len(s.P[0].Hand) != 2 || s.P[0].Field[0].Driven || len(s.P[0].Fog) != 0 || s.P[0].Life[0] != c(t, "♦4") {
		t.Errorf("the original changed: %+v", s.P[0])
	}
}
