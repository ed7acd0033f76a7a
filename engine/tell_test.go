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

// TestLinkedClauses: a Japanese outcome names a player once for two of
// their things, splits two players' different things into two sentences
// and keeps a contrast of the same thing, and the player of a turn.
func TestLinkedClauses(t *testing.T) {
	f := &formatter{o: FormatOptions{Lang: "ja"}, p: &parser{ex: &Example{Players: []string{"アリス", "ボブ"}}}}
	c := func(text, link string) clause { return clause{text: text, link: link} }
	for _, tc := range []struct {
		in   []clause
		want string
	}{
		{[]clause{c("アリスの手札は7枚です", "アリスの手札は7枚で"), c("アリスの墓地は♠2です", "")}, "アリスの手札は7枚で、墓地は♠2です。"},
		{[]clause{c("アリスの手札は2枚です", "アリスの手札は2枚で"), c("ボブのデッキは28枚です", "")}, "アリスの手札は2枚です。ボブのデッキは28枚です。"},
		{[]clause{c("アリスの墓地は♠7です", "アリスの墓地は♠7で"), c("ボブの墓地には何もありません", "")}, "アリスの墓地は♠7で、ボブの墓地には何もありません。"},
		{[]clause{c("アリスの場は♠9です", "アリスの場は♠9で"), c("アリスのターンです", "")}, "アリスの場は♠9で、アリスのターンです。"},
		{[]clause{c("ステージには何もありません", "ステージには何もなく"), c("ボブの場は♥9です", "")}, "ステージには何もなく、ボブの場は♥9です。"},
	} {
		if got := f.sentences(tc.in); got != tc.want {
			t.Errorf("sentences(%v) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
