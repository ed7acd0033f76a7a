package windia

import (
	"strings"
	"testing"

	"cardpress/engine"
)

// A failure of a Japanese example says what the game shows in the
// example's own words ("ターン：ボブ"), never with the engine's English
// labels ("turn: ボブ (play a card, …)"); an English example keeps them,
// with what the game waits for.
func TestFailureSpeaksTheExamplesLanguage(t *testing.T) {
	c := defaultCatalog(t)
	g, err := Load(c)
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct{ body, got string }{
		{"プレイヤー：アリス、ボブ、キャロル\nプレイ札：赤３\nアリスの手札：赤５・青１・青２\nアリスが赤５を出す\n→ ターン：キャロル", "ターン：ボブ"},
		{"プレイヤー：アリス、ボブ、キャロル\nプレイ札：赤３\nアリスの手札：赤５・青１・青２\nアリスが赤５を出す\n→ 進行方向：反時計回り", "進行方向：時計回り"},
		{"players: Alice, Bob, Carol\nplay card: red 3\nAlice: red 5, blue 1, blue 2\nAlice plays red 5\n→ turn: Carol", "turn: Bob (play a card"},
	} {
		ex, err := engine.ParseExample(c, Engine, "m.md", 1, "t", tt.body)
		if err != nil {
			t.Fatalf("%v", err)
		}
		r := engine.Run(g, ex)
		if r.Passed || !strings.HasPrefix(r.Failure.Got, tt.got) || strings.HasPrefix(tt.got, "ターン") && r.Failure.Got != tt.got {
			t.Errorf("%s: passed %v, got %q, want %q", tt.body, r.Passed, r.Failure.Got, tt.got)
		}
	}
}
