package blackpoker

import (
	"strings"
	"testing"
	"testing/fstest"

	"cardpress/engine/enginetest"
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
		c := loadCatalog(t)
		chapter := strings.Join([]string{
			"```example unused words",
			"players: Alice, Bob",
			"Alice hand: ♠3, ♣5, ♥A, ♥J",
			"Bob field: ♥6",
			tt.step,
			"```",
		}, "\n")
		c.FS = fstest.MapFS{"manual/10-unused.md": {Data: []byte(chapter)}}
		rep, err := enginetest.Check(c, Engine)
		if err != nil {
			t.Fatal(err)
		}
		if len(rep.Results) != 1 {
			t.Fatalf("%q: %d results", tt.step, len(rep.Results))
		}
		r := rep.Results[0]
		if r.Passed || r.Failure.Line != 5 || !strings.Contains(r.Failure.Got, "engine error (not a rule)") || !strings.Contains(r.Failure.Got, tt.got) {
			t.Errorf("%q: passed %v, %+v", tt.step, r.Passed, r.Failure)
		}
	}
}
