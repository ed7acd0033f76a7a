package clamp

import (
	"strings"
	"testing"
)

// A card chosen where nothing chooses one is an error at its column
// (engine.Unused), not a rule's rejection: a recovery and an entrance
// choose no card, and "cannot" does not pass on it, even when the rules
// refuse the step before they would read the choice. The failure says so
// in the example's Chinese, naming the words as written.
func TestUnusedChoicesFail(t *testing.T) {
	for _, tt := range []struct {
		step string
		col  int
		why  string
	}{
		{"愛麗絲回復烈焰劍士（見習魔法少女）", 11, "回復時不選擇牌。請從步驟中刪去「見習魔法少女」"},
		{"愛麗絲不能回復烈焰劍士（見習魔法少女）：點數不足", 13, "回復時不選擇牌。請從步驟中刪去「見習魔法少女」"},
		{"愛麗絲打出海邊的歌姬（見習魔法少女）", 12, "角色登場時不選擇牌。請從步驟中刪去「見習魔法少女」"},
		// Refused before the choice would be read (the card is not in
		// the hand): the words are unused all the same.
		{"愛麗絲不能打出烈焰劍士（見習魔法少女）：手牌中沒有這張牌", 13, "角色登場時不選擇牌。請從步驟中刪去「見習魔法少女」"},
		{"愛麗絲不能打出烈焰劍士（鮑伯）：手牌中沒有這張牌", 13, "烈焰劍士只選擇點數的顏色和牌。請從步驟中刪去「鮑伯」"},
	} {
		rep := checkManual(t, strings.Join([]string{"```example unused", "玩家：愛麗絲、鮑伯",
			"愛麗絲的手牌：海邊的歌姬", "愛麗絲的舞台區：烈焰劍士（休息狀態）", "愛麗絲的點數區：紅4張、紫4張", tt.step, "```"}, "\n"))
		r := rep.Results[0]
		if r.Passed || r.Failure.Line != 6 || r.Failure.Col != tt.col || r.Failure.Got != "規則用不到的字："+tt.why {
			t.Errorf("%s: passed %v, %+v", tt.step, r.Passed, r.Failure)
		}
	}
}
