package blackpoker

import "testing"

// A failure of a Japanese example is reported in Japanese, in BlackPoker's
// wordings: a zone, the hand, the life, the winner, and a step refused
// with the rule's words, never the engine's English.
func TestFailureReportInJapanese(t *testing.T) {
	rep := checkChapter(t, 5,
		"```example 墓地",
		"プレイヤー：アリス、ボブ",
		"アリスの場：♠9・♥4",
		"ボブの場：♣10・♦5",
		"アリスが♠9・♥4でアタックする",
		"ボブが♣10で♠9を、♦5で♥4をブロックする",
		"→ アリスの墓地：♠9",
		"```",
		"```example 手札",
		"プレイヤー：アリス、ボブ",
		"アリスの手札：♠2・♥3",
		"→ アリスの手札：3枚",
		"```",
		"```example ライフ",
		"プレイヤー：アリス、ボブ",
		"アリスの場：♠9",
		"ボブのライフ：♥2・他3枚",
		"アリスが♠9でアタックする",
		"ボブはブロックしない",
		"→ ボブのライフ：3枚；勝者：ボブ",
		"```",
		"```example 勝者",
		"プレイヤー：アリス、ボブ",
		"アリスの場：♠9",
		"ボブのライフ：♥2・他3枚",
		"アリスが♠9でアタックする",
		"ボブはブロックしない",
		"→ 勝者：ボブ",
		"```",
		"```example 場にいない",
		"プレイヤー：アリス、ボブ",
		"アリスの場：♠9",
		"ボブの場：♣10",
		"アリスが♣10でアタックする",
		"```",
	)
	for i, want := range [][2]string{
		{"アリスの墓地：♠9", "アリスの墓地：♠9・♥4"},
		{"アリスの手札：3枚", "アリスの手札：2枚；アリスの手札に♠2・♥3がある"},
		{"ボブのライフ：3枚", "ボブのライフ：0枚"},
		{"勝者：ボブ", "勝者：アリス"},
		{"アリスは♣10でアタックできる", "アリスは♣10でアタックできない：そのプレイヤーの場にいない"},
	} {
		r := rep.Results[i]
		if r.Passed || r.Failure.Expected != want[0] || r.Failure.Got != want[1] || r.Failure.Lang != "ja" {
			t.Errorf("%s: got %+v, want expected %q, got %q", r.Title, r.Failure, want[0], want[1])
		}
	}
}
