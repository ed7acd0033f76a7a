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

// The other reading of seed 002's ブロック, "アタッカー毎にそれをブロックする
// キャラクター（ブロッカー）を指定する", as an option (blockers: per
// attacker): the defender answers the attackers one step at a time, and
// the block resolves when every attacker is answered, or when the
// defender blocks nothing more. Blockers are designated in any order, or
// in the attack's order (block order: attack order). In English and in
// the manual's Japanese.
func TestBlockersPerAttacker(t *testing.T) {
	rep := checkChapter(t, 9,
		"```example one attacker per step",
		"players: Alice, Bob",
		"blockers: per attacker",
		"Alice field: ♠9, ♥4",
		"Bob field: ♣10, ♦5",
		"Alice attacks with ♠9, ♥4",
		"Bob blocks ♥4 with ♦5",
		"→ Alice graveyard: none; attackers: ♠9, ♥4",
		"Alice cannot end: the game waits for another decision",
		"Bob cannot block ♥4 with ♣10: its blockers are designated",
		"Bob cannot block ♠9 with ♦5: already blocks",
		"Bob blocks ♠9 with ♣10",
		"→ Alice graveyard: ♠9, ♥4; Bob field: ♣10, ♦5; Bob damage: 0",
		"```",
		"",
		"```example アタッカーごとに",
		"プレイヤー：アリス、ボブ",
		"ブロッカーの指定：アタッカーごとに",
		"アリスの場：♠9・♥4",
		"ボブの場：♣10・♦5",
		"アリスが♠9・♥4でアタックする",
		"ボブが♣10で♠9をブロックする",
		"ボブが♦5で♥4をブロックする",
		"→ アリスの墓地：♠9・♥4；ボブのダメージ：0点",
		"```",
		"",
		"```example per attacker, in one step too",
		"players: Alice, Bob",
		"blockers: per attacker",
		"Alice field: ♠9, ♥4",
		"Bob field: ♣10, ♦5",
		"Alice attacks with ♠9, ♥4",
		"Bob blocks ♠9 with ♣10 and ♥4 with ♦5",
		"→ Alice graveyard: ♠9, ♥4",
		"```",
		"",
		"```example an attacker left unblocked",
		"プレイヤー：アリス、ボブ",
		"ブロッカーの指定：アタッカーごとに",
		"アリスの場：♠9・♥4",
		"ボブの場：♣10",
		"アリスが♠9・♥4でアタックする",
		"ボブは♥4をブロックしない",
		"→ ボブのダメージ：0点",
		"ボブが♣10で♠9をブロックする",
		"→ アリスの墓地：♠9；ボブのダメージ：4点",
		"```",
		"",
		"```example blocking nothing more ends the block",
		"players: Alice, Bob",
		"blockers: per attacker",
		"Alice field: ♠9, ♥4",
		"Bob field: ♣10",
		"Alice attacks with ♠9, ♥4",
		"Bob blocks ♠9 with ♣10",
		"Bob blocks nothing",
		"→ Alice graveyard: ♠9; Bob damage: 4",
		"```",
		"",
		"```example in the order of the attack",
		"players: Alice, Bob",
		"blockers: per attacker",
		"block order: attack order",
		"Alice field: ♠9, ♥4",
		"Bob field: ♣10, ♦5",
		"Alice attacks with ♠9, ♥4",
		"Bob cannot block ♥4 with ♦5 and ♠9 with ♣10: in the order of the attack",
		"Bob does not block ♠9",
		"Bob cannot block ♠9 with ♣10: its blockers are designated",
		"Bob blocks ♥4 with ♦5",
		"→ Alice graveyard: ♥4; Bob damage: 9",
		"```",
		"",
		"```example an attacker skipped in the attack's order stays unblocked",
		"players: Alice, Bob",
		"blockers: per attacker",
		"block order: attack order",
		"Alice field: ♠9, ♥4",
		"Bob field: ♣10, ♦5",
		"Alice attacks with ♠9, ♥4",
		"Bob blocks ♥4 with ♦5",
		"Bob cannot block ♠9 with ♣10: in the order of the attack",
		"Bob blocks nothing",
		"→ Alice graveyard: ♥4; Bob damage: 9",
		"```",
		"",
		"```example by default, one block step designates every blocker",
		"players: Alice, Bob",
		"Alice field: ♠9, ♥4",
		"Bob field: ♣10, ♦5",
		"Alice attacks with ♠9, ♥4",
		"Bob blocks ♥4 with ♦5",
		"→ Alice graveyard: ♥4; Bob damage: 9",
		"Bob cannot block ♠9 with ♣10: no attack to block",
		"```",
		"",
		"```example アタッカーの順に（一度に）",
		"プレイヤー：アリス、ボブ",
		"ブロックの順番：アタッカーの順に",
		"アリスの場：♠9・♥4",
		"ボブの場：♣10・♦5",
		"アリスが♠9・♥4でアタックする",
		"ボブは♦5で♥4を、♣10で♠9をブロックできない：アタッカーの順に指定する",
		"ボブが♣10で♠9を、♦5で♥4をブロックする",
		"→ アリスの墓地：♠9・♥4",
		"```",
	)
	for _, r := range rep.Results {
		if !r.Passed {
			t.Errorf("%s: line %d: %s: expected %q, got %q", r.Title, r.Failure.Line, r.Failure.Step, r.Failure.Expected, r.Failure.Got)
		}
	}
}
