package blackpoker

import (
	"strings"
	"testing"
)

// Words of a cast that its spell never asks for are an error, not a rule's
// rejection: the engine would ignore them, so no example may rest on them,
// and "cannot" does not make it pass.
func TestUnusedWordsOfACastFail(t *testing.T) {
	for _, tt := range []struct{ step, got string }{
		{"Alice casts Kill with ♠3, ♣5 on ♥6 as driven", `never asks for "as": take "as driven" out of the step`},
		{"Alice casts Force with ♠3, ♣5 taking ♠3", `never asks for "taking": take "taking ♠3" out of the step`},
		{"Alice casts Force with ♠3, ♣5 on Bob", `never asks for "on": take "on Bob" out of the step`},
		{"Alice casts BJ with ♥A, ♥J taking ♠K taking ♦2", `"taking" is written twice`},
		{"Alice cannot cast Kill with ♠3, ♣5 on ♥6 as driven: the game is over", `never asks for "as"`},
	} {
		r := checkChapter(t, 1, "```example unused words", "players: Alice, Bob", "Alice hand: ♠3, ♣5, ♥A, ♥J", "Bob field: ♥6", tt.step, "```").Results[0]
		if r.Passed || r.Failure.Line != 5 || !strings.Contains(r.Failure.Got, "engine error (not a rule)") || !strings.Contains(r.Failure.Got, tt.got) {
			t.Errorf("%q: passed %v, %+v", tt.step, r.Passed, r.Failure)
		}
	}
}
