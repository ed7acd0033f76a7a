// Tests of behaviour the rest of the suite left unchecked, each found by a
// mutant of internal/mutate that survived it.

package engine_test

import (
	"slices"
	"strings"
	"testing"

	"cardpress/engine"
)

// A registry lists the games it has rules for, sorted; a nil one none.
func TestRegistryGameIDs(t *testing.T) {
	r := engine.NewRegistry(&engine.Rules{GameID: "b"}, &engine.Rules{GameID: "a"})
	if got := r.GameIDs(); !slices.Equal(got, []string{"a", "b"}) {
		t.Errorf("GameIDs = %v, want [a b]", got)
	}
	var none *engine.Registry
	if got := none.GameIDs(); len(got) != 0 {
		t.Errorf("a nil registry lists %v", got)
	}
}

// A hand is a setting: a card's choices in parentheses belong to the step
// that plays it, and written in a hand they are an error.
func TestHandSettingTakesNoChoices(t *testing.T) {
	g := gameFolder(t, "color-shed")
	body := "players: Alice, Bob, Carol\nplay card: red 3\nturn: Alice\nAlice: Wild (green), 4 more\nAlice plays Wild (green)\n→ color: green"
	_, err := engine.ParseExample(g.Catalog, g.Rules, "x.md", 10, "T", body)
	if err == nil || !strings.Contains(err.Error(), "choices in parentheses belong to steps, not here") {
		t.Errorf("a hand with a choice: %v", err)
	}
	good := strings.Replace(body, "Alice: Wild (green)", "Alice: Wild", 1)
	if _, err := engine.ParseExample(g.Catalog, g.Rules, "x.md", 10, "T", good); err != nil {
		t.Errorf("the same hand without the choice: %v", err)
	}
}

// A Japanese example's failed expectation reports what happened (Bob has
// refreshed 3 times), not that the game is over.
func TestJapaneseFailureSaysWhatHappened(t *testing.T) {
	g := gameFolder(t, "world-end")
	body := "プレイヤー：アリス、ボブ\nアリスの場：炎の獣\nボブのリフレッシュ：２回\nボブのデッキ：１枚\nアリスが炎の獣でボブにアタックする\n→ ボブのリフレッシュ：２回"
	ex, err := engine.ParseExample(g.Catalog, g.Rules, "x.md", 10, "T", body)
	if err != nil {
		t.Fatal(err)
	}
	rep := engine.Check(g.Catalog, g.Engine, []*engine.Block{{Title: "T", Body: body, Example: ex}}, engine.Options{})
	if len(rep.Results) != 1 || rep.Results[0].Passed {
		t.Fatalf("the wrong expectation passed: %+v", rep.Results)
	}
	got := rep.Results[0].Failure.Got
	if !strings.ContainsAny(got, "3３") {
		t.Errorf("got %q: want Bob's 3 refreshes", got)
	}
}
