package blackpoker

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// Words of a cast that its spell never asks for are an error at their
// column (engine.Unused), not a rule's rejection: the engine would ignore
// them, so no example may rest on them, and "cannot" does not make it pass.
func TestUnusedWordsOfACastFail(t *testing.T) {
	for _, tt := range []struct {
		step string
		col  int
		got  string
	}{
		{"Alice casts Kill with ♠3, ♣5 on ♥6 as driven", 36, `never asks for "as": take "as driven" out of the step`},
		{"Alice casts Force with ♠3, ♣5 taking ♠3", 31, `never asks for "taking": take "taking ♠3" out of the step`},
		{"Alice casts Force with ♠3, ♣5 on Bob", 31, `never asks for "on": take "on Bob" out of the step`},
		{"Alice casts BJ with ♥A, ♥J taking ♠K taking ♦2", 38, `"taking" is written twice`},
		{"Alice cannot cast Kill with ♠3, ♣5 on ♥6 as driven: the game is over", 42, `never asks for "as"`},
	} {
		r := checkChapter(t, 1, "```example unused words", "players: Alice, Bob", "Alice hand: ♠3, ♣5, ♥A, ♥J", "Bob field: ♥6", tt.step, "```").Results[0]
		if r.Passed || r.Failure.Line != 5 || r.Failure.Col != tt.col || !strings.HasPrefix(r.Failure.Got, "words the rules do not use: ") || !strings.Contains(r.Failure.Got, tt.got) {
			t.Errorf("%q: passed %v, %+v", tt.step, r.Passed, r.Failure)
		}
	}
}

// A step the rules refuse before reading the cast (the game is over) does
// not hide words the spell never asks for.
func TestUnusedWordsOfARefusedCastFail(t *testing.T) {
	step := "Alice cannot cast Kill with ♠3, ♣5 on ♥6 as driven: the game is over"
	r := checkChapter(t, 1, "```example unused words", "players: Alice, Bob", "Alice hand: ♠3, ♣5", "Bob field: ♥6", "Bob life: 0",
		"Alice passes", step, "```").Results[0]
	if r.Passed || r.Failure.Line != 7 || r.Failure.Col != 42 || r.Failure.Got != `words the rules do not use: キル never asks for "as": take "as driven" out of the step` {
		t.Errorf("passed %v, %+v: %s", r.Passed, r.Failure, r.Failure.Got)
	}
}

// A Japanese example is told in Japanese why its words are unused, with
// the words as it wrote them in the slot ("ドライブ状態"), and pointed at
// there, though the engine reads the cast in English ("as driven").
func TestUnusedWordsOfACastInJapanese(t *testing.T) {
	step := "アリスが♠3・♣5で♥6にキルを起こす(ドライブ状態にする)"
	r := checkChapter(t, 1, "```example 使われない言葉", "プレイヤー：アリス、ボブ", "アリスの手札：♠3・♣5", "ボブの場：♥6", step, "```").Results[0]
	want := "ルールが使わない言葉：キルはドライブ状態かチャージ状態かを選ばない。手順から「ドライブ状態」を取り除く"
	if r.Passed || r.Failure.Line != 5 || r.Failure.Col != utf8.RuneCountInString(step[:strings.Index(step, "ドライブ")])+1 || r.Failure.Got != want {
		t.Errorf("passed %v, %+v", r.Passed, r.Failure)
	}
}
