package engine

import "testing"

// A compact wording without a sentence pattern is told by its language's
// telling: the plain verb at its end in the polite form, optional parts
// after it kept.
func TestPolite(t *testing.T) {
	ja := tellings["ja"]
	for _, c := range []struct{ in, want string }{
		{"{P}が{card}を召喚する", "{P}が{card}を召喚します"},
		{"{P}は{card}を召喚できない", "{P}は{card}を召喚できません"},
		{"{P}が{cards}を捨てる", "{P}が{cards}を捨てます"},
		{"{P}が炎の獣の維持コストを支払わない", "{P}が炎の獣の維持コストを支払いません"},
		{"{P}は{keys}で{spell}を起こせる[(対象を{to}へ)]", "{P}は{keys}で{spell}を起こせます[(対象を{to}へ)]"},
		{"{P}が上がる", "{P}が上がります"},
	} {
		if got, ok := ja.polite(c.in); !ok || got != c.want {
			t.Errorf("polite(%q) = %q, %v; want %q", c.in, got, ok, c.want)
		}
	}
	if got, ok := ja.polite("ラウンド終了"); ok {
		t.Errorf("polite(ラウンド終了) = %q: a noun has no polite form", got)
	}
}

// TestLinkedClauses: a Japanese outcome joins only clauses of one
// subject: it names a player once for two of their things and their act,
// keeps a contrast of the same thing and a thing before a part of it, and
// splits two players' different things, one thing told twice, and whose
// turn it is into sentences of their own.
func TestLinkedClauses(t *testing.T) {
	f := &formatter{o: FormatOptions{Lang: "ja"}, p: &parser{ex: &Example{Players: []string{"アリス", "ボブ"}}}}
	c := func(text, link string) clause { return clause{text: text, link: link} }
	turn := func(text string) clause { return clause{text: text, late: 1} }
	for _, tc := range []struct {
		in   []clause
		want string
	}{
		{[]clause{c("アリスの手札は7枚です", "アリスの手札は7枚で"), c("アリスの墓地は♠2です", "")}, "アリスの手札は7枚で、墓地は♠2です。"},
		{[]clause{c("アリスの手札は2枚です", "アリスの手札は2枚で"), c("ボブのデッキは28枚です", "")}, "アリスの手札は2枚です。ボブのデッキは28枚です。"},
		{[]clause{c("アリスの墓地は♠7です", "アリスの墓地は♠7で"), c("ボブの墓地には何もありません", "")}, "アリスの墓地は♠7で、ボブの墓地には何もありません。"},
		{[]clause{c("アリスの場は♠9です", "アリスの場は♠9で"), turn("アリスのターンです")}, "アリスの場は♠9です。アリスのターンです。"},
		{[]clause{c("アリスの手札には火の矢があります", "アリスの手札には火の矢があり"), turn("ボブのターンです")}, "アリスの手札には火の矢があります。ボブのターンです。"},
		{[]clause{c("ステージには何もありません", "ステージには何もなく"), c("ボブの場は♥9です", "")}, "ステージには何もありません。ボブの場は♥9です。"},
		{[]clause{c("アリスの手札には炎の獣があります", "アリスの手札には炎の獣があり"), c("アリスの手札は1枚です", "")}, "アリスの手札には炎の獣があります。アリスの手札は1枚です。"},
		{[]clause{c("プレイ札の色は青です", "プレイ札の色は青で"), c("プレイ札はWild+1です", "プレイ札はWild+1で")}, "プレイ札はWild+1で、色は青です。"},
		{[]clause{c("ボブは2枚引きます", "ボブは2枚引き"), c("ボブの休みは残り1回です", "")}, "ボブは2枚引き、休みは残り1回です。"},
	} {
		if got := f.sentences(tc.in); got != tc.want {
			t.Errorf("sentences(%v) = %q, want %q", tc.in, got, tc.want)
		}
	}
	// Whose turn it is joins nothing in any language; other clauses join
	// in English.
	f.o.Lang = "en"
	in := []clause{c("the draw pile has 1 card", ""), turn("it is Bob's turn"), c("the trick is empty", ""), c("Bob holds ♣2", "")}
	if got, want := f.sentences(in), "The draw pile has 1 card. It is Bob's turn. The trick is empty, and Bob holds ♣2."; got != want {
		t.Errorf("sentences(%v) = %q, want %q", in, got, want)
	}
	// English names a player once for their act and what follows of
	// them: "Bob draws 2 and now has 9 cards in hand", not "…, and Bob
	// has…"; after a list with "and" the comma stays.
	f.p.ex.Players = []string{"Alice", "Bob"}
	for _, tc := range []struct {
		in   []clause
		want string
	}{
		{[]clause{c("Bob draws 2", ""), c("Bob has 9 cards in hand", "")}, "Bob draws 2 and now has 9 cards in hand."},
		{[]clause{c("Bob plays ♣2", ""), c("Bob wins", "")}, "Bob plays ♣2 and wins."},
		{[]clause{c("Alice holds ♥2, ♥3 and ♥4", ""), c("Alice has 13 cards in hand", "")}, "Alice holds ♥2, ♥3 and ♥4, and has 13 cards in hand."},
		{[]clause{c("Alice has 10 cards in hand", ""), c("Bob has 13 cards in hand", "")}, "Alice has 10 cards in hand, and Bob has 13 cards in hand."},
		// A sentence ending in a quoted call keeps the call's own mark
		// as its stop (review: 「Alice calls “Last card!”.」).
		{[]clause{c("Alice calls “Last card!”", "")}, "Alice calls “Last card!”"},
		{[]clause{c("Bob cannot point out a missing call: Alice has called “Last card!”", "")}, "Bob cannot point out a missing call: Alice has called “Last card!”"},
	} {
		if got := f.sentences(tc.in); got != tc.want {
			t.Errorf("sentences(%v) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
