package engine_test

import (
	"strings"
	"testing"

	"cardpress/engine"
)

// A typo in any argument of an example — a card, a player, a choice, a
// verb, a key, a reason — is an error when the example is read, at its
// line and column, with what would be right; never a rejection at run time.
func TestTyposAreParseErrors(t *testing.T) {
	cases := []struct {
		game, body string
		at         string // line:column, the body starting on line 2
		msg        string
	}{
		// Windia War, in English and in Japanese.
		{"windia-war", "players: Alice, Bob\nAlice: red 5\nAlice plays red Sikp", "4:17", `unknown card "Sikp"; did you mean "Skip"?`},
		// At the misspelt name, after its color, in the second card of a hand.
		{"windia-war", "players: Alice, Bob\nAlice: red 5, blue Skpi\nAlice plays red 5", "3:20", `unknown card "Skpi"; did you mean "Skip"?`},
		// A word that is no color before a card's name is an unknown color.
		{"windia-war", "players: Alice, Bob\nAlice: red 5, purple 5\nAlice plays red 5", "3:15", `unknown color "purple"; known: red, blue, yellow, green`},
		{"windia-war", "players: Alice, Bob\nAlice: red 5\nAlise plays red 5", "4:1", `unknown player "Alise"; did you mean "Alice"?`},
		{"windia-war", "players: Alice, Bob\nAlice: Wild\nAlice plays Wild (purple)", "4:13", `cannot read the choice "purple"`},
		{"windia-war", "players: Alice, Bob\nAlice: Almighty\nAlice plays Almighty (as Shot Drow2)", "4:13", `unknown card "Shot Drow2"; did you mean "Shot Draw2"?`},
		{"windia-war", "players: Alice, Bob\nAlice: red 5\nAlice throws red 5", "4:1", `unknown action "throws"`},
		{"windia-war", "players: Alice, Bob\nplay crad: red 3\nAlice: red 5", "3:1", `Windia War has no "play crad" setting`},
		{"windia-war", "players: Alice, Bob\nAlice: red 5\nAlice plays red 5 → trun: Bob", "4:21", `cannot read the expectation "trun: Bob"`},
		{"windia-war", "players: Alice, Bob\nAlice: red 5\nAlice cannot play red 5: does not mach", "4:26", `unknown reason "does not mach"; did you mean "does not match"?`},
		{"windia-war", "players: Alice, Bob\nAlice: red 5\nAlice plays red 5 → rejected", "4:21", `name the reason of the rejection`},
		{"windia-war", "players: Alice, Bob\ndirection: sideways\nAlice: red 5", "3:12", `"sideways": write one of clockwise, counterclockwise`},
		{"windia-war", "players: Alice, Bob\nAlice: red Escort\nAlice cannot play red Escort: Escrot cannot be played alone", "4:31", `unknown reason "Escrot cannot be played alone"; did you mean "Escort cannot be played alone"?`},
		{"windia-war", "プレイヤー：アリス、ボブ\nアリスの手札：赤Escort\nアリスは赤Escortを出せない：Escortは単体では出せなぃ", "4:18", `「Escortは単体では出せない」のことか`},
		{"windia-war", "プレイヤー：アリス、ボブ\nアリスの手札：赤５\nアリスが赤Sikpを出す", "4:6", `unknown card "Sikp"; did you mean "Skip"?`},
		{"windia-war", "プレイヤー：アリス、ボブ\nアリスの手札：赤５\nアリサが赤５を出す", "4:1", `unknown player "アリサ"`},
		{"windia-war", "プレイヤー：アリス、ボブ\nアリスの手札：赤５\nアリスは赤５を出せない：色が会わない", "4:13", `理由「色が会わない」はWindia Warのルールの言葉にない。ルールの言葉で書く（例：「もう引いている」）`},
		{"windia-war", "プレイヤー：アリス、ボブ\nアリスの手札：Wild\nアリスがWild（紫）を出す", "4:5", `cannot read the choice "紫"`},
		// World End.
		{"world-end", "players: Alice, Bob\nAlice: 火の矢\nAlice plays 火の矢 (at 炎の猷)", "4:13", `unknown card "炎の猷"`},
		{"world-end", "players: Alice, Bob\nAlice field: 炎の獣\nAlice attacks Bop with 炎の獣", "4:15", `unknown player "Bop"; did you mean "Bob"?`},
		{"world-end", "players: Alice, Bob\nAlice field: 炎の獣 (tired)", "3:14", `unknown state "tired"`},
		{"world-end", "players: Alice, Bob\nphase: lunch", "3:8", `"lunch": write one of`},
		{"world-end", "players: Alice, Bob\nAlice summons 召喚巨人 → Alice trash: 2; winner: Carol", "3:46", `unknown player "Carol"`},
		{"world-end", "プレイヤー：アリス、ボブ\nアリスの場：炎の獣\nアリスは炎の獣でボブにアタックできない：相手を先に", "4:21", `理由「相手を先に」はワルエンのルールの言葉にない`},
		{"world-end", "players: Alice, Bob\nAlice sings", "3:1", `unknown action "sings"`},
		{"world-end", "プレイヤー：アリス、ボブ\nアリスの場：炎の獣\nアリスが炎の獣でボブにアタックできない：相手を先に", "4:1", `cannot read "アリスが炎の獣でボブにアタックできない:相手を先に"`},
		// BlackPoker.
		{"blackpoker", "players: Alice, Bob\nAlice hand: ♦Z\nAlice ends", "3:14", `unknown card "Z"`},
		{"blackpoker", "players: Alice, Bob\nAlice hand: ♥9, ♦10\nAlice casts Kil with ♥9, ♦10 on ♠Q", "4:13", `unknown card "Kil"`},
		{"blackpoker", "players: Alice, Bob\nAlice field: ♠9\nAlice attacks with ♠9 → Bob damege: 9", "4:25", `cannot read the expectation "Bob damege: 9"`},
		{"blackpoker", "players: Alice, Bob\nAlice field: ♠9\nAlice cannot attack with ♠9: onse per turn", "4:30", `unknown reason "onse per turn"; did you mean "once per turn"?`},
		{"blackpoker", "プレイヤー：アリス、ボブ\nアリスの場：♠9\nアリスが♠9でアタックする → ボブのダメージ：９点；アリスのドライブ状態：♠Z", "4:40", `unknown card "Z"`},
		// CLAMP in CARDLAND.
		{"clamp-in-cardland", "players: Alice, Bob\nAlice: 烈焰劍士\nAlice plays 烈焰劍仕", "4:13", `unknown card "烈焰劍仕"`},
		{"clamp-in-cardland", "players: Alice, Bob\nAlice stage: 烈焰劍士 (sleeping)", "3:14", `unknown state "sleeping"`},
		{"clamp-in-cardland", "players: Alice, Bob\nAlice challenges 海邊的約束", "3:18", `unknown card "海邊的約束"`},
		{"clamp-in-cardland", "players: Alice, Bob\n→ judgement: passed", "3:14", `"passed": write one of completed, failed, none`},
		{"clamp-in-cardland", "玩家：愛麗絲、鮑伯\n愛麗絲的手牌：烈焰劍士\n愛麗絲不能打出烈焰劍士：點數不族", "4:13", `規則中沒有「點數不族」這個理由。是指「點數不夠」嗎？`},
		{"clamp-in-cardland", "玩家：愛麗絲、鮑伯\n愛莉絲的手牌：烈焰劍士", "3:1", `unknown player "愛莉絲"`},
	}
	for _, tc := range cases {
		c, r, _ := loadGame(t, tc.game)
		_, err := engine.ParseExample(c, r, "m.md", 1, "typo", tc.body)
		if err == nil {
			t.Errorf("%s: %q parsed without error", tc.game, tc.body)
			continue
		}
		want := "m.md:" + tc.at + ": "
		if got := err.Error(); !strings.HasPrefix(got, want) || !strings.Contains(got, tc.msg) {
			t.Errorf("%s: %q\n got  %s\n want %s…%s", tc.game, tc.body, got, want, tc.msg)
		}
	}
}
