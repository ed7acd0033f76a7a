package windia

import (
	"strings"
	"testing"

	"cardpress/engine"
)

// A failure of a Japanese example says what the game shows in the
// example's own words ("ターン：ボブ"), never with the engine's English
// labels ("turn: ボブ (play a card, …)"); an English example keeps them,
// with what the game waits for. A game that has ended is said with the
// words of the rule game-over.
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
		// After the game: the words of the rule game-over.
		{"プレイヤー：アリス、ボブ\nプレイ札：赤３\nアリスの手札：赤５\nアリスが赤５を出す\n→ ターン：ボブ", "ゲームはもう終わっている"},
		{"players: Alice, Bob\nplay card: red 3\nAlice: red 5\nAlice plays red 5\n→ turn: Bob", "the game is over"},
	} {
		ex, err := engine.ParseExample(c, Engine, "m.md", 1, "t", tt.body)
		if err != nil {
			t.Fatalf("%v", err)
		}
		r := engine.Run(g, ex)
		if r.Passed || !strings.HasPrefix(r.Failure.Got, tt.got) || !strings.HasPrefix(tt.got, "turn:") && r.Failure.Got != tt.got {
			t.Errorf("%s: passed %v, got %q, want %q", tt.body, r.Passed, r.Failure.Got, tt.got)
		}
	}
}

// Every part of a failure of a Japanese example is Japanese, in Windia
// War's wordings: the hand (size and cards), the play card and its color,
// what a player drew, and a step allowed or refused, said as the step
// itself in its 「出せる」/「出せない：理由」 wording with the rule's words.
func TestFailureReportInJapanese(t *testing.T) {
	c := defaultCatalog(t)
	g, err := Load(c)
	if err != nil {
		t.Fatal(err)
	}
	const head = "プレイヤー：アリス、ボブ\nプレイ札：赤３\nアリスの手札：赤５・青１・青２\n"
	for _, tt := range []struct{ body, expected, got string }{
		{head + "アリスが赤５を出す\n→ アリスの手札：３枚", "アリスの手札：3枚", "アリスの手札：2枚；アリスの手札に青1・青2がある"},
		{head + "アリスが赤５を出す\n→ アリスの手札に赤５がある", "アリスの手札に赤5がある", "アリスの手札：2枚；アリスの手札に青1・青2がある"},
		{head + "アリスが赤５を出す\n→ プレイ札：青１", "プレイ札：青1", "プレイ札：赤5；色：赤"},
		{head + "アリスが引く\n→ アリスが２枚引いた", "アリスが2枚引いた", "アリスが1枚引いた"},
		{head + "アリスが青１を出す", "アリスは青1を出せる", "アリスは青1を出せない：プレイ札と色も数字も合わない"},
		{head + "アリスは赤５を出せない：プレイ札と色も数字も合わない", "アリスは赤5を出せない：プレイ札と色も数字も合わない", "アリスは赤5を出せる"},
		{"プレイヤー：アリス、ボブ、キャロル\nプレイ札：赤３\nアリスの手札：赤Draw2・青１\nアリスが赤Draw2を出す\n→ 引く枚数：３枚", "引く枚数：3枚", "引く枚数：2枚；ボブが攻撃を受けている"},
		{"プレイヤー：アリス、ボブ、キャロル\nプレイ札：赤３\nアリスの手札：赤Draw2・青１\nアリスが赤Draw2を出す\n→ キャロルが攻撃を受けている", "キャロルが攻撃を受けている", "引く枚数：2枚；ボブが攻撃を受けている"},
		{"プレイヤー：アリス、ボブ、キャロル\nプレイ札：赤３\nアリスの手札：赤Draw2・青１\nアリスが赤Draw2を出す\n→ 攻撃なし", "攻撃なし", "引く枚数：2枚；ボブが攻撃を受けている"},
		{head + "アリスが青１を出す\n→ できない：追加カードが必要", "アリスは青1を出せない：追加カードが必要", "アリスは青1を出せない：プレイ札と色も数字も合わない"},
	} {
		ex, err := engine.ParseExample(c, Engine, "m.md", 1, "t", tt.body)
		if err != nil {
			t.Fatal(err)
		}
		r := engine.Run(g, ex)
		if r.Passed || r.Failure.Expected != tt.expected || r.Failure.Got != tt.got || r.Failure.Lang != "ja" {
			t.Errorf("%s:\n got %+v\nwant expected %q, got %q", tt.body, r.Failure, tt.expected, tt.got)
		}
	}
}

// An English example keeps the runner's words: "allowed", "rejected:" and
// the engine's sentence, which says more than the rule's words.
func TestFailureReportInEnglish(t *testing.T) {
	c := defaultCatalog(t)
	g, err := Load(c)
	if err != nil {
		t.Fatal(err)
	}
	const head = "players: Alice, Bob\nplay card: red 3\nAlice: red 5, blue 1, blue 2\n"
	for _, tt := range []struct{ body, expected, got string }{
		{head + "Alice plays red 5\n→ Alice has 3 cards", "Alice has 3 cards", "Alice has 2 cards; Alice holds blue 1, blue 2"},
		{head + "Alice plays red 5\n→ play card: blue 1", "play card: blue 1", "play card: red 5; color: red"},
		{"players: Alice, Bob, Carol\nplay card: red 3\nAlice: red Draw2, blue 1\nAlice plays red Draw2\n→ pending draw: 3", "pending draw: 3", "pending draw: 2; Bob is under attack"},
		{head + "Alice plays blue 1", "allowed", "rejected: blue 1 does not match the play card (red 3, color red): play a card of the same color, the same number, or a wild card"},
	} {
		ex, err := engine.ParseExample(c, Engine, "m.md", 1, "t", tt.body)
		if err != nil {
			t.Fatal(err)
		}
		r := engine.Run(g, ex)
		if r.Passed || r.Failure.Expected != tt.expected || r.Failure.Got != tt.got || r.Failure.Lang != "en" {
			t.Errorf("%s:\n got %+v\nwant expected %q, got %q", tt.body, r.Failure, tt.expected, tt.got)
		}
	}
}

// Under the pennant rule a failure says the round of the match as the
// expectation "round 1 of 3" (「3ラウンド中1ラウンド目」), which a Japanese
// example's report writes in Japanese; the expectation checks it.
func TestPennantRoundInTheExamplesLanguage(t *testing.T) {
	c := defaultCatalog(t)
	g, err := Load(c)
	if err != nil {
		t.Fatal(err)
	}
	const ja = "プレイヤー：アリス、ボブ\nポイント計算：ペナント\nラウンド数：３\nラウンド：１回目\nプレイ札：赤３\nアリスの手札：赤５\nボブの手札：赤１０\nアリスが赤５を出す\n"
	const en = "players: Alice, Bob\nscoring: pennant\nrounds: 3\nround: 1\nplay card: red 3\nAlice: red 5\nBob: red 10\nAlice plays red 5\n"
	for _, tt := range []struct{ body, got string }{
		{ja + "→ ３ラウンド中２ラウンド目", "3ラウンド中1ラウンド目"},
		{en + "→ match over", "match continues; score: Alice -20, Bob 10; round 1 of 3"},
		{en + "→ round 1 of 2", "round 1 of 3"},
		{ja + "→ ３ラウンド中１ラウンド目", ""},
	} {
		ex, err := engine.ParseExample(c, Engine, "m.md", 1, "t", tt.body)
		if err != nil {
			t.Fatalf("%v", err)
		}
		r := engine.Run(g, ex)
		if tt.got == "" && !r.Passed || tt.got != "" && (r.Passed || r.Failure.Got != tt.got) {
			t.Errorf("%s: passed %v, failure %#v, want got %q", tt.body, r.Passed, r.Failure, tt.got)
		}
	}
}
