package ruleset_test

import (
	"strings"
	"testing"

	"cardpress/engine"
	"cardpress/folder"
	"cardpress/manual"
)

// groupExamples are steps that name the cards of a group action (CLAMP
// in CARDLAND's send, 1 to 3 active characters): one card is a group of
// one, not a card played alone, and four are refused by the group's size.
const groupExamples = "# 派角色\n\n" +
	"```example 一張角色參與進攻\n" +
	"玩家：愛麗絲、鮑伯\n" +
	"愛麗絲的舞台區：安靜的圖書委員（休息狀態）、烈焰劍士\n" +
	"愛麗絲進攻圖書館的秘密\n" +
	"愛麗絲派烈焰劍士參與進攻\n" +
	"→ 愛麗絲參與進攻的角色：烈焰劍士\n" +
	"```\n\n" +
	"```example 四張角色太多\n" +
	"玩家：愛麗絲、鮑伯\n" +
	"愛麗絲的舞台區：見習魔法少女、烈焰劍士、白翼天使、觀星的少年\n" +
	"愛麗絲進攻海邊的約定\n" +
	"愛麗絲不能派見習魔法少女、烈焰劍士、白翼天使、觀星的少年參與進攻：每次進攻最多3張\n" +
	"愛麗絲派見習魔法少女、烈焰劍士參與進攻\n" +
	"→ 愛麗絲參與進攻的角色：見習魔法少女、烈焰劍士\n" +
	"```\n"

// TestGroupStepExamples plays steps naming one, two and four cards of a
// group action; a step expecting four to be sent fails at its line with
// the group's size.
func TestGroupStepExamples(t *testing.T) {
	for _, c := range []struct {
		old, new, got string
		passed        int
	}{
		{passed: 2},
		{old: "愛麗絲不能派見習魔法少女、烈焰劍士、白翼天使、觀星的少年參與進攻：每次進攻最多3張\n愛麗絲派見習魔法少女、烈焰劍士參與進攻\n→ 愛麗絲參與進攻的角色：見習魔法少女、烈焰劍士",
			new: "愛麗絲派見習魔法少女、烈焰劍士、白翼天使、觀星的少年參與進攻", got: "不能派見習魔法少女、烈焰劍士、白翼天使、觀星的少年參與進攻：選擇的牌數不對", passed: 1},
	} {
		g, book := groupBook(t, strings.Replace(groupExamples, c.old, c.new, 1))
		rep := engine.Check(g.Catalog, g.Engine, book.Examples(), engine.Options{})
		if rep.Examples != 2 || rep.Passed != c.passed {
			t.Errorf("%d of %d examples pass, want %d of 2", rep.Passed, rep.Examples, c.passed)
		}
		for _, r := range rep.Results {
			if r.Passed {
				continue
			}
			if c.got == "" || !strings.Contains(r.Failure.Got, c.got) {
				t.Errorf("%s %s: at %s expected %q, got %q", r.Pos, r.Title, r.Failure.Pos, r.Failure.Expected, r.Failure.Got)
			}
		}
	}
}

// groupBook is CLAMP in CARDLAND's rulebook (rereadInGame) with
// 40-turn.md written as turn says and the other files of examples,
// 30-preparation.md and 50-winning.md, left out.
func groupBook(t *testing.T, turn string) (*folder.Game, *manual.Rulebook) {
	t.Helper()
	return rereadInGame(t, "clamp-in-cardland", func(file, src string) (string, bool) {
		switch file {
		case "30-preparation.md", "50-winning.md":
			return "", false
		case "40-turn.md":
			return turn, true
		}
		return src, true
	})
}
