package clamp

import (
	"strings"
	"testing"
)

// fixture is a game with cards put into zones by name.
type fixture struct {
	t *testing.T
	g *Rules
	s *State
}

func newFixture(t *testing.T) *fixture {
	g, err := New(gameCatalog(t))
	if err != nil {
		t.Fatal(err)
	}
	return &fixture{t: t, g: g, s: g.NewState([2]string{"Alice", "Bob"})}
}

func (f *fixture) card(p int, name string) int {
	c := f.g.Cards.Find(name)
	if c == nil {
		f.t.Fatalf("no card %q", name)
	}
	return f.s.AddCard(p, c)
}

func (f *fixture) stage(p int, names ...string) []int {
	var ids []int
	for _, n := range names {
		id := f.card(p, n)
		f.s.P[p].Stage = append(f.s.P[p].Stage, Char{ID: id})
		ids = append(ids, id)
	}
	return ids
}

func (f *fixture) points(p int, names ...string) {
	for _, n := range names {
		f.s.P[p].Points = append(f.s.P[p].Points, PointCard{ID: f.card(p, n)})
	}
}

func (f *fixture) story(p int, name string) int {
	id := f.card(p, name)
	f.s.P[p].Stories = append(f.s.P[p].Stories, StoryCard{ID: id})
	return id
}

func (f *fixture) deck(p, n int) {
	for range n {
		f.s.P[p].Deck = append(f.s.P[p].Deck, f.card(p, "流浪的小貓"))
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// The exit judgement shares the acting total out: the three worked
// examples of the source, and the statement that nothing goes when every
// stamina is higher than the acting total.
func TestCanRemove(t *testing.T) {
	cases := []struct {
		name     string
		attack   []string // Alice's characters (acting)
		defend   []string // Bob's characters (stamina)
		acting   int
		stamina  int
		remove   int
		statedAs string
	}{
		{"範例一", []string{"烈焰劍士", "見習魔法少女"}, []string{"海邊的歌姬", "觀星的少年"}, 7, 5, 2, "4+3=7 vs 3+2=5: 2 cards"},
		{"範例二", []string{"烈焰劍士", "見習魔法少女"}, []string{"影之執事", "神秘的店主"}, 7, 9, 1, "4+3=7 vs 4+5=9: 1 card"},
		{"範例三", []string{"烈焰劍士", "見習魔法少女"}, []string{"黑衣魔術師", "神秘的店主"}, 7, 10, 1, "4+3=7 vs 5+5=10: 1 card"},
		{"every stamina higher", []string{"流浪的小貓"}, []string{"海邊的歌姬", "影之執事"}, 1, 7, 0, "no card"},
		{"equal stamina goes", []string{"觀星的少年"}, []string{"烈焰劍士"}, 3, 3, 1, "stamina 3 ≤ 3"},
	}
	for _, tc := range cases {
		f := newFixture(t)
		story := f.story(0, "海邊的約定")
		a := f.stage(0, tc.attack...)
		b := f.stage(1, tc.defend...)
		f.s.C = &Challenge{Story: story, Step: Playing, Sides: [2][]int{a, b}, Mod: map[int]Mod{}}
		if got := f.s.ActingTotal(0); got != tc.acting {
			t.Errorf("%s: acting total %d, want %d", tc.name, got, tc.acting)
		}
		if got := f.s.StaminaTotal(1); got != tc.stamina {
			t.Errorf("%s: stamina total %d, want %d", tc.name, got, tc.stamina)
		}
		if got := f.s.CanRemove(0); got != tc.remove {
			t.Errorf("%s (%s): can remove %d, want %d", tc.name, tc.statedAs, got, tc.remove)
		}
	}
}

// The other reading of the exit judgement — every opposing character whose
// own stamina is at most the acting total may go — contradicts 範例二: it
// would remove both characters (4 ≤ 7 and 5 ≤ 7), where the source says 1.
func TestExitReadingEachCardAgainstTotalContradictsExample2(t *testing.T) {
	each := 0
	for _, stamina := range []int{4, 5} {
		if stamina <= 7 {
			each++
		}
	}
	if each != 2 {
		t.Fatalf("each-card reading gives %d", each)
	}
	f := newFixture(t)
	story := f.story(0, "海邊的約定")
	a := f.stage(0, "烈焰劍士", "見習魔法少女")
	b := f.stage(1, "影之執事", "神秘的店主")
	f.s.C = &Challenge{Story: story, Step: Playing, Sides: [2][]int{a, b}, Mod: map[int]Mod{}}
	if got := f.s.CanRemove(0); got != 1 {
		t.Errorf("shared reading gives %d, the source says 1", got)
	}
}

// Paying: the colored part in the card's color, the colorless part any
// color, purple only colorless; the cards paid turn resting.
func TestPay(t *testing.T) {
	cost := Cost{Color: "red", Colored: 2, Colorless: 2}
	cases := []struct {
		points []string
		colors []string
		err    string
		left   int
	}{
		{[]string{"烈焰劍士", "烈焰劍士", "海邊的歌姬", "流浪的小貓"}, nil, "", 0},
		{[]string{"烈焰劍士", "烈焰劍士", "海邊的歌姬", "流浪的小貓", "白翼天使"}, nil, "", 1},
		{[]string{"烈焰劍士", "海邊的歌姬", "海邊的歌姬", "流浪的小貓"}, nil, "it takes 2 紅 and 2 of any color", 4},
		{[]string{"烈焰劍士", "烈焰劍士", "流浪的小貓"}, nil, "3 active in all", 3},
		{[]string{"烈焰劍士", "烈焰劍士", "海邊的歌姬", "流浪的小貓"}, []string{"red", "blue", "purple", "red"}, "", 0},
		{[]string{"烈焰劍士", "烈焰劍士", "流浪的小貓", "流浪的小貓"}, []string{"red", "purple", "purple", "purple"}, "not enough active 紫 points", 4},
		{[]string{"烈焰劍士", "烈焰劍士", "海邊的歌姬", "流浪的小貓"}, []string{"red", "blue", "purple"}, "pay 4 points, not 3", 4},
		{[]string{"烈焰劍士", "烈焰劍士", "海邊的歌姬", "海邊的歌姬", "流浪的小貓"}, []string{"red", "blue", "blue", "purple"}, "2 of the points must be 紅", 5},
		// Points that cannot pay at all: the refusal of an unnamed payment.
		{[]string{"烈焰劍士", "海邊的歌姬", "海邊的歌姬", "流浪的小貓"}, []string{"red", "blue", "blue", "purple"}, "it takes 2 紅 and 2 of any color", 4},
	}
	for i, tc := range cases {
		f := newFixture(t)
		f.points(0, tc.points...)
		s := f.s.clone()
		err := s.Pay(0, cost, tc.colors, "烈焰劍士")
		switch {
		case tc.err == "" && err != nil:
			t.Errorf("%d: %v", i, err)
		case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
			t.Errorf("%d: err %v, want %q", i, err, tc.err)
		}
		if tc.err != "" {
			s = f.s
		}
		n := 0
		for _, pc := range s.P[0].Points {
			if !pc.Resting {
				n++
			}
		}
		if n != tc.left {
			t.Errorf("%d: %d active points left, want %d", i, n, tc.left)
		}
	}
}

// The completion judgement: no inactive characters completes; the active
// total must beat the inactive total plus the interference bonus; equal
// fails; no active characters fails.
func TestJudge(t *testing.T) {
	cases := []struct {
		active, inactive []string
		story            string
		want             string
	}{
		{[]string{"烈焰劍士"}, nil, "執事的一日", "completed"},
		{[]string{"見習魔法少女", "觀星的少年", "烈焰劍士"}, []string{"白翼天使"}, "天使降臨之夜", "completed"}, // 10 > 4+2
		{[]string{"烈焰劍士", "見習魔法少女"}, []string{"黑衣魔術師", "流浪的小貓"}, "海邊的約定", "failed"},    // 7 = 6+1
		{[]string{"烈焰劍士", "見習魔法少女"}, []string{"黑衣魔術師"}, "海邊的約定", "completed"},          // 7 > 5+1
		{[]string{"觀星的少年"}, []string{"流浪的小貓"}, "最後的舞台", "failed"},                      // 3 < 1+4
		{nil, []string{"流浪的小貓"}, "執事的一日", "failed"},
	}
	for _, tc := range cases {
		f := newFixture(t)
		story := f.story(0, tc.story)
		a := f.stage(0, tc.active...)
		b := f.stage(1, tc.inactive...)
		f.s.C = &Challenge{Story: story, Step: Playing, Sides: [2][]int{a, b}, Mod: map[int]Mod{}}
		f.s.judge()
		if f.s.Judgement != tc.want {
			t.Errorf("%v vs %v on %s: %s, want %s", tc.active, tc.inactive, tc.story, f.s.Judgement, tc.want)
		}
		if done := f.s.P[0].Stories[0].Completed; done != (tc.want == "completed") {
			t.Errorf("%v vs %v: story completed = %v", tc.active, tc.inactive, done)
		}
	}
}

// Challenge conditions: trait, acting total, a character present, hand size.
func TestConditions(t *testing.T) {
	cases := []struct {
		story string
		stage []string // the first n are sent
		send  int
		hand  int
		fails string
	}{
		{"天使降臨之夜", []string{"烈焰劍士", "白翼天使"}, 1, 0, "【女】"},
		{"天使降臨之夜", []string{"烈焰劍士", "白翼天使"}, 2, 0, ""},
		{"海邊的約定", []string{"見習魔法少女", "安靜的圖書委員"}, 2, 0, "acting total is 4"},
		{"圖書館的秘密", []string{"烈焰劍士", "安靜的圖書委員"}, 1, 0, ""},
		{"圖書館的秘密", []string{"烈焰劍士"}, 1, 0, "not on Alice's stage"},
		{"小貓的散步道", []string{"流浪的小貓"}, 1, 3, ""},
		{"小貓的散步道", []string{"流浪的小貓"}, 1, 4, "holds 4 cards"},
		{"最後的舞台", []string{"白翼天使", "見習魔法少女"}, 2, 0, "acting total is 7"},
		{"最後的舞台", []string{"白翼天使", "見習魔法少女", "烈焰劍士"}, 3, 0, ""},
		{"魔法少女的第一天", []string{"烈焰劍士"}, 1, 0, "【魔法】"},
	}
	for _, tc := range cases {
		f := newFixture(t)
		story := f.story(0, tc.story)
		ids := f.stage(0, tc.stage...)
		for range tc.hand {
			f.s.P[0].Hand = append(f.s.P[0].Hand, f.card(0, "熱烈的聲援"))
		}
		f.deck(0, 5)
		f.deck(1, 5)
		must(t, f.s.Challenge(0, story))
		must(t, f.s.Send(0, ids[:tc.send]))
		why := ""
		if f.s.C == nil {
			why = f.s.Last.Why
		}
		if tc.fails == "" && why != "" || tc.fails != "" && !strings.Contains(why, tc.fails) {
			t.Errorf("%s with %v: %q, want %q", tc.story, tc.stage[:tc.send], why, tc.fails)
		}
	}
}

// A turn: at most 2 challenges, 3 characters each, active ones only; a
// character enters resting and not twice; one point card a turn.
func TestTurnLimits(t *testing.T) {
	f := newFixture(t)
	f.deck(0, 5)
	f.deck(1, 5)
	for _, n := range []string{"魔法少女的第一天", "海邊的約定", "執事的一日"} {
		f.story(0, n)
	}
	ids := f.stage(0, "見習魔法少女", "烈焰劍士", "白翼天使", "觀星的少年")
	s := f.s
	if err := s.Challenge(0, s.P[0].Stories[1].ID); err != nil {
		t.Fatal(err)
	}
	if err := s.Send(0, ids); err == nil || !strings.Contains(err.Error(), "at most 3") {
		t.Errorf("4 characters: %v", err)
	}
	must(t, s.Send(0, ids[:3]))
	must(t, s.Pass(1))
	must(t, s.Pass(0))
	must(t, s.Pass(1))
	if s.C != nil || s.Judgement != "completed" {
		t.Fatalf("challenge not over: %+v %s", s.C, s.Judgement)
	}
	must(t, s.Challenge(0, s.P[0].Stories[2].ID))
	if err := s.Send(0, ids[:1]); err == nil || !strings.Contains(err.Error(), "resting") {
		t.Errorf("resting character: %v", err)
	}
	must(t, s.Send(0, ids[3:]))
	must(t, s.Pass(1))
	must(t, s.Pass(0))
	must(t, s.Pass(1))
	if err := s.Challenge(0, s.P[0].Stories[0].ID); err == nil || !strings.Contains(err.Error(), "at most 2") {
		t.Errorf("third challenge: %v", err)
	}
	must(t, s.Pass(0))
	if s.Active != 1 || s.Phase != Start {
		t.Errorf("turn did not pass: active %d phase %s", s.Active, s.Phase)
	}
	hand := f.card(1, "白翼天使")
	other := f.card(1, "白翼天使")
	s.P[1].Hand = []int{hand, other}
	if err := s.LayPoint(1, hand); err == nil || !strings.Contains(err.Error(), "draws first") {
		t.Errorf("lay before draw: %v", err)
	}
	must(t, s.Draw(1))
	must(t, s.LayPoint(1, hand))
	if err := s.LayPoint(1, other); err == nil || !strings.Contains(err.Error(), "one a turn") {
		t.Errorf("second point card: %v", err)
	}
	f.points(1, "白翼天使", "白翼天使")
	must(t, s.Enter(1, other, nil))
	if c := s.P[1].Stage[len(s.P[1].Stage)-1]; c.ID != other || !c.Resting {
		t.Errorf("entered %+v, want resting", c)
	}
	again := f.card(1, "白翼天使")
	s.P[1].Hand = append(s.P[1].Hand, again)
	if err := s.Enter(1, again, nil); err == nil || !strings.Contains(err.Error(), "already on Bob's stage") {
		t.Errorf("second 白翼天使: %v", err)
	}
}

// The mulligan: the whole hand under the deck, 6 new cards, once.
func TestMulligan(t *testing.T) {
	f := newFixture(t)
	s := f.s
	s.Phase = Setup
	f.deck(0, 16)
	s.draw(0, HandSize)
	old := append([]int(nil), s.P[0].Hand...)
	if err := s.Mulligan(0, old[:2]); err == nil || !strings.Contains(err.Error(), "all 6 cards") {
		t.Errorf("partial mulligan: %v", err)
	}
	must(t, s.Mulligan(0, nil))
	if len(s.P[0].Hand) != HandSize || len(s.P[0].Deck) != 10 {
		t.Errorf("hand %d deck %d", len(s.P[0].Hand), len(s.P[0].Deck))
	}
	for i, id := range s.P[0].Deck[4:] {
		if id != old[i] {
			t.Errorf("deck bottom %d is %d, want %d", i, id, old[i])
		}
	}
	if err := s.Mulligan(0, nil); err == nil || !strings.Contains(err.Error(), "only once") {
		t.Errorf("second mulligan: %v", err)
	}
}

// Winning and losing at the win/lose judgement.
func TestDecide(t *testing.T) {
	f := newFixture(t)
	f.deck(0, 1)
	f.deck(1, 1)
	for _, n := range []string{"魔法少女的第一天", "海邊的約定", "圖書館的秘密", "天使降臨之夜", "執事的一日"} {
		f.story(0, n)
	}
	s := f.s
	s.Decide()
	if s.Phase == Over {
		t.Fatal("over too early")
	}
	for i := range s.P[0].Stories {
		s.P[0].Stories[i].Completed = true
	}
	s.P[1].Deck = nil
	s.Decide()
	if s.Phase != Over || s.Winner != 0 {
		t.Errorf("5 stories: phase %s winner %d", s.Phase, s.Winner)
	}
	g := newFixture(t)
	g.deck(0, 1)
	g.s.Decide()
	if g.s.Phase != Over || g.s.Winner != 0 {
		t.Errorf("Bob's empty deck: phase %s winner %d", g.s.Phase, g.s.Winner)
	}
	h := newFixture(t)
	h.s.Decide()
	if h.s.Phase != Over || h.s.Winner != -1 {
		t.Errorf("both decks empty: phase %s winner %d", h.s.Phase, h.s.Winner)
	}
}

// Every card of the catalog is read: its condition, bonus and effect.
func TestCardTexts(t *testing.T) {
	f := newFixture(t)
	cs := f.g.Cards
	if c := cs.Find("最後的舞台"); len(c.Condition) != 2 || c.Condition[0].Trait != "女" || c.Condition[1].N != 8 || c.Interference != 4 {
		t.Errorf("最後的舞台 %+v", c)
	}
	if b := cs.Find("圖書館的秘密").Bonus; b.Present != "安靜的圖書委員" || b.Total != 1 {
		t.Errorf("圖書館的秘密 bonus %+v", b)
	}
	if e := cs.Find("黑衣魔術師").Effect; !e.Action || e.Cost != (Cost{Color: "black", Colored: 1, Colorless: 1}) || e.Target != Opposing || e.Acting != -2 {
		t.Errorf("黑衣魔術師 %+v", e)
	}
	if e := cs.Find("見習魔法少女").Effect; !e.Cost.Rest || e.Target != Own || e.Acting != 1 {
		t.Errorf("見習魔法少女 %+v", e)
	}
	if e := cs.Find("安靜的圖書委員").Effect; !e.Main || !e.ActiveOnly || e.Draw != 1 || e.Cost != (Cost{}) {
		t.Errorf("安靜的圖書委員 %+v", e)
	}
	if e := cs.Find("深夜的停電").Effect; e.Target != Anyone || !e.Withdraw {
		t.Errorf("深夜的停電 %+v", e)
	}
}
