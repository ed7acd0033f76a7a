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
