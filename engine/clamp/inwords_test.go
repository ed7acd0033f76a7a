package clamp

import (
	"strings"
	"testing"
)

// A failure of a Chinese example is reported in Chinese, in the game's
// wordings: the hand, the point cards, what was drawn, whose turn it is,
// and a step allowed or refused as the step itself (可以… / 不能…：理由).
func TestFailureReportInChinese(t *testing.T) {
	const head = "玩家：愛麗絲、鮑伯\n回合：鮑伯\n階段：回合開始\n鮑伯的手牌：白翼天使、觀星的少年\n鮑伯翻牌\n"
	tests := []struct{ body, expected, got string }{
		{"鮑伯把白翼天使放到點數區\n→ 鮑伯的手牌：3張", "鮑伯的手牌：3張", "鮑伯的手牌：2張；鮑伯的手牌有觀星的少年、見習魔法少女"},
		{"鮑伯把白翼天使放到點數區\n→ 鮑伯活動狀態的點數：黑", "鮑伯活動狀態的點數：黑", "鮑伯活動狀態的點數：白"},
		{"→ 鮑伯抽了2張", "鮑伯抽了2張", "鮑伯抽了1張"},
		{"→ 回合：愛麗絲", "回合：愛麗絲", "回合：鮑伯"},
		{"鮑伯把白翼天使放到點數區\n鮑伯把觀星的少年放到點數區", "鮑伯可以把觀星的少年放到點數區", "鮑伯不能把觀星的少年放到點數區：每回合只能出一張點數牌"},
		{"鮑伯不能把白翼天使放到點數區：每回合只能出一張點數牌", "鮑伯不能把白翼天使放到點數區：每回合只能出一張點數牌", "鮑伯可以把白翼天使放到點數區"},
	}
	var md []string
	for _, tt := range tests {
		md = append(md, "```example t", head+tt.body, "```", "")
	}
	rep := checkManual(t, strings.Join(md, "\n"))
	if len(rep.Results) != len(tests) {
		t.Fatalf("%d results", len(rep.Results))
	}
	for i, tt := range tests {
		r := rep.Results[i]
		if r.Passed || r.Failure.Expected != tt.expected || r.Failure.Got != tt.got || r.Failure.Lang != "zh-Hant" {
			t.Errorf("%s:\n got %+v\nwant expected %q, got %q", tt.body, r.Failure, tt.expected, tt.got)
		}
	}
}

// A turn expected after the game has ended is answered in the example's
// language with the words of CLAMP in CARDLAND's rule game-over:
// 「遊戲已經結束」, not the engine's English.
func TestGameOverInChinese(t *testing.T) {
	rep := checkManual(t, "```example t\n玩家：愛麗絲、鮑伯\n回合：鮑伯\n階段：回合開始\n鮑伯的牌組：白翼天使\n鮑伯翻牌\n→ 回合：鮑伯\n```\n")
	if len(rep.Results) != 1 {
		t.Fatalf("%d results", len(rep.Results))
	}
	if f := rep.Results[0].Failure; f == nil || f.Got != "遊戲已經結束" || f.Expected != "回合：鮑伯" {
		t.Errorf("failure %#v, want got %q", f, "遊戲已經結束")
	}
}
