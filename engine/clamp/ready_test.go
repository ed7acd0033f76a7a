package clamp

import (
	"testing"
)

// The game starts only when both players are ready: seed 004, "(6)準備完成
// 雙方準備完成，要開始遊戲囉！". No point card is laid before the opponent
// has decided on the mulligan.
func TestGameStartsWhenBothAreReady(t *testing.T) {
	rep := checkManual(t, "```example 雙方準備完成後才開始\n"+
		"玩家：愛麗絲、鮑伯\n"+
		"階段：準備階段\n"+
		"愛麗絲的手牌：烈焰劍士、黑衣魔術師、見習魔法少女、海邊的歌姬、觀星的少年、白翼天使\n"+
		"愛麗絲不換牌\n"+
		"愛麗絲不能把烈焰劍士放到點數區：雙方準備完成後才能開始遊戲\n"+
		"鮑伯不換牌\n"+
		"愛麗絲把烈焰劍士放到點數區\n"+
		"```\n\n"+
		"```example before Bob is ready, wrongly allowed\n"+
		"players: Alice, Bob\n"+
		"phase: setup\n"+
		"Alice: 烈焰劍士, 5 more\n"+
		"Alice keeps\n"+
		"Alice lays 烈焰劍士\n"+
		"```\n")
	if len(rep.Results) != 2 {
		t.Fatalf("%d results", len(rep.Results))
	}
	if r := rep.Results[0]; !r.Passed {
		t.Errorf("%s: line %d: %q, got %q", r.Title, r.Failure.Line, r.Failure.Expected, r.Failure.Got)
	}
	if r := rep.Results[1]; r.Passed || r.Failure.Line != 16 || r.Failure.Got != "rejected: Bob has not decided on the mulligan yet: the game starts when both players are ready, so nobody can lay a point card before" {
		t.Errorf("%s: passed %v, %+v", r.Title, r.Passed, r.Failure)
	}
}
