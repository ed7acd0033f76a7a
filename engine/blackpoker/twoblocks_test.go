package blackpoker

import "testing"

// Two attackers are blocked by two different soldiers in one block: seed
// 002, ブロック: "対戦相手はアタックアクションにて指定されたアタッカー毎にそれを
// ブロックするキャラクター（ブロッカー）を指定する" (for each attacker, the
// characters blocking it). ♣10 beats ♠9 and ♦5 beats ♥4.
func TestTwoAttackersBlockedByTwoSoldiers(t *testing.T) {
	rep := checkChapter(t, 3,
		"```example in English",
		"players: Alice, Bob",
		"Alice field: ♠9, ♥4",
		"Bob field: ♣10, ♦5",
		"Alice attacks with ♠9, ♥4",
		"Bob blocks ♠9 with ♣10 and ♥4 with ♦5",
		"→ Alice graveyard: ♠9, ♥4",
		"→ Bob field: ♣10, ♦5",
		"```",
		"",
		"```example 日本語で",
		"プレイヤー：アリス、ボブ",
		"アリスの場：♠9・♥4",
		"ボブの場：♣10・♦5",
		"アリスが♠9・♥4でアタックする",
		"ボブが♣10で♠9を、♦5で♥4をブロックする",
		"→ アリスの墓地：♠9・♥4",
		"```",
		"",
		"```example the blockers swapped lose",
		"players: Alice, Bob",
		"Alice field: ♠9, ♥4",
		"Bob field: ♣10, ♦3",
		"Alice attacks with ♠9, ♥4",
		"Bob blocks ♠9 with ♦3 and ♥4 with ♣10",
		"→ Alice graveyard: ♠9, ♥4",
		"```",
	)
	for _, r := range rep.Results[:2] {
		if !r.Passed {
			t.Errorf("%s: line %d: %q, got %q", r.Title, r.Failure.Line, r.Failure.Expected, r.Failure.Got)
		}
	}
	if r := rep.Results[2]; r.Passed || r.Failure.Line != 26 {
		t.Errorf("%s: passed %v, %+v", r.Title, r.Passed, r.Failure)
	}
}
