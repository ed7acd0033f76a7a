package clamp

import (
	"strings"
	"testing"
)

// A card chosen where nothing chooses one is an error at its column
// (engine.Unused), not a rule's rejection: a recovery and an entrance
// choose no card, and "cannot" does not pass on it, even when the rules
// refuse the step before they would read the choice.
func TestUnusedChoicesFail(t *testing.T) {
	for _, tt := range []struct {
		step string
		col  int
		why  string
	}{
		{"愛麗絲回復烈焰劍士（見習魔法少女）", 11, "recovering chooses no card"},
		{"愛麗絲不能回復烈焰劍士（見習魔法少女）：點數不足", 13, "recovering chooses no card"},
		{"愛麗絲打出海邊的歌姬（見習魔法少女）", 12, "a character enters without choosing cards"},
		// Refused before the choice would be read (the card is not in
		// the hand): the words are unused all the same.
		{"愛麗絲不能打出烈焰劍士（見習魔法少女）：手牌中沒有這張牌", 13, "a character enters without choosing cards"},
		{"愛麗絲不能打出烈焰劍士（鮑伯）：手牌中沒有這張牌", 13, "play 烈焰劍士 takes points' colors and cards, never a player"},
	} {
		rep := checkManual(t, strings.Join([]string{"```example unused", "玩家：愛麗絲、鮑伯",
			"愛麗絲的手牌：海邊的歌姬", "愛麗絲的舞台區：烈焰劍士（休息狀態）", "愛麗絲的點數區：紅4張、紫4張", tt.step, "```"}, "\n"))
		r := rep.Results[0]
		if r.Passed || r.Failure.Line != 6 || r.Failure.Col != tt.col || !strings.HasPrefix(r.Failure.Got, "words the rules do not use: "+tt.why) {
			t.Errorf("%s: passed %v, %+v", tt.step, r.Passed, r.Failure)
		}
	}
}
