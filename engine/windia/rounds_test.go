package windia

import (
	"strings"
	"testing"

	"cardpress/engine"
)

// A whole match in one example: "next round" deals the round after the one
// that ended. 001 basic rule 9: the round's winner deals it; basic rule 3,
// "親の次の人から時計回りに順にカードを出してゆきます": play starts with the
// player after the dealer; the scores carry over; the limit rule ends the
// match once a player is below 0, the pennant rule after its rounds, and
// a match that is over has no next round.
func TestMatchAcrossRounds(t *testing.T) {
	limit := []string{
		"players: Alice, Bob, Carol", // 2
		"play card: red 3",
		"Bob score: 60",
		"Alice: red 5",
		"Bob: red 10, blue 10",
		"Carol: green 1",
		"Alice plays red 5",
		"→ score: Alice 500, Bob 40, Carol 499; match continues; next dealer: Alice",
		"next round", // 10
		"play card: blue 9",
		"Alice: blue 1, blue 2",
		"Bob: blue 4, Wild D Draw5",
		"Carol: blue 3",
		"→ turn: Bob", // 15
		"Bob plays blue 4",
		"Bob declares reach",
		"Carol plays blue 3",
		"→ Carol goes out; Bob is below 0; match over; match winner: Carol",
	}
	pennant := []string{
		"players: Alice, Bob, Carol", // 2
		"scoring: pennant",
		"rounds: 2",
		"play card: red 3",
		"Alice: red 5",
		"Bob: red 10",
		"Carol: green 1, green 2",
		"Alice plays red 5",
		"→ score: Alice -20, Bob 10, Carol 3; match continues", // 10
		"next round",
		"play card: blue 9",
		"Alice: blue 2, blue 3",
		"Bob: blue 1",
		"Carol: green 9", // 15
		"Bob plays blue 1",
		"→ round over; match over; match winner: Alice",
		"no next round: the match is over",
	}
	with := func(list []string, at int, lines ...string) []string {
		out := append([]string(nil), list[:at-2]...)
		return append(append(out, lines...), list[at-2:]...)
	}
	playCases(t, nil, []playCase{
		{"a limit match over two rounds", limit, 0, ""},
		{"a pennant match over two rounds", pennant, 0, ""},
		{"the player after the new dealer starts", with(limit, 16, "→ turn: Alice"), 16, "turn: Bob"},
		{"the scores carry over", with(limit, 16, "Bob plays blue 4", "Bob declares reach", "Carol plays blue 3", "→ score: Alice 497, Bob 60, Carol 499")[:18], 19, "score: Alice 497, Bob -10, Carol 499"},
		{"not yet the match winner", with(pennant, 11, "→ match winner: Alice"), 11, "match continues"},
		{"no next round while the round goes on", []string{"players: Alice, Bob", "play card: red 3", "Alice: red 5, red 6", "Alice plays red 5", "next round"}, 6, "rejected: the round is not over"},
		{"the round goes on: next round rejected", []string{"players: Alice, Bob", "play card: red 3", "Alice: red 5, red 6", "Alice plays red 5", "next round", "→ rejected: the round is not over"}, 0, ""},
		{"a next round after the match", with(limit, 20, "next round"), 20, "rejected: the match is over"},
		{"a round sets no score", with(limit, 11, "Bob score: 10"), 11, "setup: a new round sets only how its cards are dealt"},
	})
}

const pennantMatchJa = `プレイヤー：アリス、ボブ、キャロル
ポイント計算：ペナント
ラウンド数：２
プレイ札：赤３
アリスの手札：赤５
ボブの手札：赤１０
キャロルの手札：緑１・緑２
アリスが赤５を出す
→ 持ち点：アリス −２０、ボブ １０、キャロル ３；試合続行；次の親：アリス
次のラウンド
プレイ札：青９
アリスの手札：青２・青３
ボブの手札：青１
キャロルの手札：緑９
→ ターン：ボブ
ボブが青１を出す
→ ボブが上がる；試合終了；試合の勝者：アリス
次のラウンドはない：ゲームは終わっている`

// A step that deals the next round is told with how the round is dealt,
// and the match's end with the rule that refuses a next round; the
// Japanese example plays as written.
func TestTellNextRound(t *testing.T) {
	told := tell(t, pennantMatchJa)
	want := []string{
		"アリスが赤5を出します。持ち点はアリスが-20ポイント、ボブが10ポイント、キャロルが3ポイントになります。ゲームは続きます。次の親はアリスです。",
		"次のラウンドを始めます。プレイ札は青9です。アリスの手札は青2・青3です。ボブの手札は青1です。キャロルの手札は緑9です。ボブのターンです。",
		"ボブが青1を出します。ボブが上がり、ゲームが終わります。ゲームの勝者はアリスです。",
		"次のラウンドは始められません（ゲームは終わっている）。",
	}
	checkTold(t, told, texts(told.Situation), want)
	c := defaultCatalog(t)
	g, err := Load(c)
	if err != nil {
		t.Fatal(err)
	}
	ex, err := engine.ParseExample(c, Engine, "m.md", 1, "t", pennantMatchJa)
	if err != nil {
		t.Fatal(err)
	}
	if r := engine.Run(g, ex); !r.Passed {
		t.Errorf("line %d: expected %q, got %q", r.Failure.Line, r.Failure.Expected, r.Failure.Got)
	}
}

// A round's settings come after its step and before what is expected of
// it; the players are declared once; a setting after a step that
// deals no round is still an error.
func TestNextRoundSettingsErrors(t *testing.T) {
	c := defaultCatalog(t)
	for _, tt := range []struct {
		lines []string
		at    string
		msg   string
	}{
		{[]string{"next round", "→ turn: Bob", "Bob: red 5"}, "m.md:8:1", "a round's settings come before what is expected of it"},
		{[]string{"next round", "players: Alice, Bob"}, "m.md:7:", "the players are already declared"},
		{[]string{"Alice: red 6"}, "m.md:6:1", "settings come before the first step"},
	} {
		body := strings.Join(append([]string{"players: Alice, Bob", "play card: red 3", "Alice: red 5", "Alice plays red 5"}, tt.lines...), "\n")
		_, err := engine.ParseExample(c, Engine, "m.md", 1, "t", body)
		if err == nil || !strings.HasPrefix(err.Error(), tt.at) || !strings.Contains(err.Error(), tt.msg) {
			t.Errorf("%q: got %v, want %s: %s", tt.lines, err, tt.at, tt.msg)
		}
	}
}
