package ruleset_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"cardpress/engine"
)

// CLAMP in CARDLAND's rulebook told by its data description ([tell] of
// rules/game.toml): the sentences its Go engine (engine/clamp, deleted)
// printed, checked here as they were there.

// tellZh parses a CLAMP example and tells it in Traditional Chinese.
func tellZh(t *testing.T, body string) *engine.Told {
	t.Helper()
	v := clampVocabulary(t)
	ex, err := v.Parse("t.md", 1, "t", body)
	if err != nil {
		t.Fatal(err)
	}
	told, err := v.Tell(ex, "zh-Hant")
	if err != nil {
		t.Fatal(err)
	}
	return told
}

// clampVocabulary is CLAMP in CARDLAND's example language.
func clampVocabulary(t *testing.T) *engine.Vocabulary {
	t.Helper()
	g, err := loadShared(clampDir)
	if g == nil || g.Engine == nil {
		t.Fatalf("CLAMP in CARDLAND does not load: %v", err)
	}
	return engine.NewVocabulary(g.Catalog, g.Rules)
}

func toldTexts(ls []engine.ToldLine) []string {
	var out []string
	for _, l := range ls {
		out = append(out, l.Text+l.Outcome)
	}
	return out
}

// The told Chinese reads as a rulebook's sentences: a hand of unnamed
// cards is what a player holds (not 愛麗絲的手牌是任意4張), an empty
// list is a sentence of its own (not …一張也沒有), turned-away
// characters are 無效, a count of removals is 可刪除N張 (none: 一張也不能刪除).
func TestClampTellZh(t *testing.T) {
	told := tellZh(t, `玩家：愛麗絲、鮑伯
愛麗絲的故事牌：小貓的散步道
愛麗絲的手牌：任意4張
愛麗絲的舞台區：流浪的小貓、神秘的店主
愛麗絲進攻小貓的散步道
愛麗絲派流浪的小貓參與進攻
→ 愛麗絲無效的角色：流浪的小貓；愛麗絲已完成的故事：無
愛麗絲不再出牌
→ 鮑伯可刪除的張數：0`)
	wantSituation := []string{
		"愛麗絲的故事牌有小貓的散步道。",
		"愛麗絲手上有4張牌。",
		"愛麗絲的舞台區有流浪的小貓、神秘的店主。",
	}
	wantSteps := []string{
		"愛麗絲進攻小貓的散步道。",
		"愛麗絲派流浪的小貓參與進攻。流浪的小貓無效，愛麗絲還沒有完成任何故事。",
		"愛麗絲不出牌。鮑伯一張也不能刪除。",
	}
	if got := toldTexts(told.Situation); !slices.Equal(got, wantSituation) {
		t.Errorf("situation:\n got %q\nwant %q", got, wantSituation)
	}
	if got := toldTexts(told.Steps); !slices.Equal(got, wantSteps) {
		t.Errorf("steps:\n got %q\nwant %q", got, wantSteps)
	}
}

// A refused partial mulligan names the cards it would exchange; the
// reason follows as 因為…, not in a parenthesis after another one.
func TestClampTellZhMulligan(t *testing.T) {
	told := tellZh(t, `玩家：愛麗絲、鮑伯
階段：準備階段
愛麗絲的手牌：烈焰劍士、黑衣魔術師、見習魔法少女、海邊的歌姬、觀星的少年、白翼天使
愛麗絲不能換牌（烈焰劍士、黑衣魔術師）：必須6張全換`)
	want := []string{"愛麗絲不能只拿烈焰劍士、黑衣魔術師換牌，因為必須6張全換。"}
	if got := toldTexts(told.Steps); !slices.Equal(got, want) {
		t.Errorf("steps:\n got %q\nwant %q", got, want)
	}
}

// Two outcomes about one player make one sentence that names the player
// once ("…，牌組有10張", not "…，鮑伯的牌組為10張"), and a turn's start
// is told as such, not as "現在是回合開始".
func TestClampTellZhOnePlayerOnce(t *testing.T) {
	told := tellZh(t, `玩家：愛麗絲、鮑伯
回合：鮑伯
階段：回合開始
鮑伯的手牌：見習魔法少女、另1張
鮑伯的牌組：白翼天使、另10張
鮑伯翻牌
→ 鮑伯的手牌有白翼天使；鮑伯的牌組：10張`)
	wantSituation := []string{
		"現在是鮑伯的回合。",
		"回合剛開始。",
		"鮑伯手上有見習魔法少女及另外1張牌。",
		"鮑伯的牌組有白翼天使及另外10張牌。",
	}
	wantSteps := []string{"鮑伯翻牌。鮑伯的手牌中有白翼天使，牌組有10張。"}
	if got := toldTexts(told.Situation); !slices.Equal(got, wantSituation) {
		t.Errorf("situation:\n got %q\nwant %q", got, wantSituation)
	}
	if got := toldTexts(told.Steps); !slices.Equal(got, wantSteps) {
		t.Errorf("steps:\n got %q\nwant %q", got, wantSteps)
	}
}

// A refused play says the points it would pay in words, with no
// parenthesis, and its reason as 因為… ("（紫、紫）（有色點數…）" read as two
// asides in a row); a play that designates a card says 指定, and a card
// text used with points and a card says both.
func TestClampTellZhRefusedPayment(t *testing.T) {
	told := tellZh(t, `玩家：愛麗絲、鮑伯
愛麗絲的手牌：觀星的少年
愛麗絲的點數區：藍、紫、紫
愛麗絲不能打出觀星的少年（紫、紫）：有色點數必須以指定顏色支付
愛麗絲打出熱烈的聲援（烈焰劍士）
愛麗絲使用黑衣魔術師（海邊的歌姬、黑、紫）的條文`)
	want := []string{"愛麗絲不能用紫、紫的點數打出觀星的少年，因為有色點數必須以指定顏色支付。",
		"愛麗絲打出熱烈的聲援，指定烈焰劍士。", "愛麗絲用黑、紫的點數使用黑衣魔術師的條文，指定海邊的歌姬。"}
	if got := toldTexts(told.Steps); !slices.Equal(got, want) {
		t.Errorf("steps:\n got %q\nwant %q", got, want)
	}
}

// No challenge left is told as such, not as 剩下0次.
func TestClampTellZhNoChallengeLeft(t *testing.T) {
	told := tellZh(t, `玩家：愛麗絲、鮑伯
愛麗絲的舞台區：烈焰劍士、見習魔法少女
愛麗絲進攻執事的一日
愛麗絲派烈焰劍士參與進攻
鮑伯不參與進攻
愛麗絲不再出牌
鮑伯不再出牌
→ 剩下的進攻次數：1
愛麗絲進攻魔法少女的第一天
愛麗絲派見習魔法少女參與進攻
鮑伯不參與進攻
愛麗絲不再出牌
鮑伯不再出牌
→ 剩下的進攻次數：0`)
	got := toldTexts(told.Steps)
	if want := "鮑伯不出牌。本回合已經不能再進攻了。"; got[len(got)-1] != want {
		t.Errorf("last step %q, want %q", got[len(got)-1], want)
	}
}

// The step of the turn is told after the other outcomes, as the phase
// is ([tell.expect.step] last = true), a reason in the words the example
// wrote, and a hand a setting gives as what its player holds.
func TestClampTellZhStepLast(t *testing.T) {
	told := tellZh(t, `玩家：愛麗絲、鮑伯
愛麗絲的手牌：烈焰劍士
愛麗絲的舞台區：烈焰劍士（休息狀態）
愛麗絲的點數區：紅4張
愛麗絲回復烈焰劍士
→ 愛麗絲休息狀態的角色：無；階段：回復階段；愛麗絲活動狀態的點數：無
愛麗絲不能使用烈焰劍士的條文：本回合已經使用過
愛麗絲不再出牌
→ 回合：鮑伯；階段：回合開始`)
	want := []string{"愛麗絲手上有烈焰劍士。", "愛麗絲的舞台區有烈焰劍士（休息狀態）。", "愛麗絲的點數區有紅4張。"}
	if got := toldTexts(told.Situation); !slices.Equal(got, want) {
		t.Errorf("situation:\n got %q\nwant %q", got, want)
	}
	want = []string{"愛麗絲在回復階段把烈焰劍士改回活動狀態。愛麗絲沒有休息狀態的角色，沒有活動狀態的點數。進入回復階段。",
		"愛麗絲不能使用烈焰劍士的條文，因為本回合已經使用過。", "愛麗絲不出牌。輪到鮑伯。新的回合開始。"}
	if got := toldTexts(told.Steps); !slices.Equal(got, want) {
		t.Errorf("steps:\n got %q\nwant %q", got, want)
	}
}

// The picture of an example's set-up lays each player's zones in the
// rulebook's order — hand, deck, stories, point area, stage — and shows
// the stories the deck file deals face up; a hand it does not write is
// empty in the middle of a game, dealt while preparing.
func TestClampPicture(t *testing.T) {
	g, err := loadShared(clampDir)
	if g == nil || g.Engine == nil {
		t.Fatalf("CLAMP in CARDLAND does not load: %v", err)
	}
	v := engine.NewVocabulary(g.Catalog, g.Rules)
	for _, c := range []struct{ body, want string }{
		{"鮑伯的點數區：黑\n鮑伯的舞台區：影之執事（休息狀態）\n鮑伯的手牌：見習魔法少女",
			"P1: 手牌 0 [] 牌組 40 [] 故事牌 5 [魔法少女的第一天 海邊的約定 圖書館的秘密 天使降臨之夜 執事的一日] | P2: 手牌 1 [] 牌組 37 [] 故事牌 5 [魔法少女的第一天 海邊的約定 圖書館的秘密 天使降臨之夜 執事的一日] 點數區 1 [深夜的停電] 舞台區 1 [影之執事 turned]"},
		{"階段：準備階段",
			"P1: 手牌 6 [] 牌組 34 [] 故事牌 5 [魔法少女的第一天 海邊的約定 圖書館的秘密 天使降臨之夜 執事的一日] | P2: 手牌 6 [] 牌組 34 [] 故事牌 5 [魔法少女的第一天 海邊的約定 圖書館的秘密 天使降臨之夜 執事的一日]"},
	} {
		ex, err := v.Parse("t.md", 1, "t", "玩家：愛麗絲、鮑伯\n"+c.body+"\n→ 剩下的進攻次數：2")
		if err != nil {
			t.Fatal(err)
		}
		tb, err := g.Engine.Start(ex)
		if err != nil {
			t.Fatal(err)
		}
		var areas []string
		for _, a := range engine.SceneOf(tb.State()).Areas {
			var b strings.Builder
			fmt.Fprintf(&b, "P%d:", a.Player+1)
			for _, p := range a.Piles {
				name, _ := v.ZoneName(p.Zone, "zh-Hant")
				var faces []string
				for i, card := range p.Cards {
					if p.Lie == engine.Held {
						break
					}
					if i < len(p.Turned) && p.Turned[i] {
						card.Name += " turned"
					}
					faces = append(faces, card.Name)
				}
				fmt.Fprintf(&b, " %s %d [%s]", name, p.Count, strings.Join(faces, " "))
			}
			areas = append(areas, b.String())
		}
		if got := strings.Join(areas, " | "); got != c.want {
			t.Errorf("%s:\n got %s\nwant %s", c.body, got, c.want)
		}
	}
}

// An outcome written after a step (lines starting with ">", or "＞") is
// told in those words in place of its expectations' sentences, which are
// still read; one before any step, or an empty one, is an error at its
// line.
func TestToldOutcomeAsWritten(t *testing.T) {
	told := tellZh(t, `玩家：愛麗絲、鮑伯
愛麗絲的舞台區：烈焰劍士（休息狀態）
愛麗絲的點數區：紅4張
愛麗絲回復烈焰劍士
→ 愛麗絲休息狀態的角色：無；愛麗絲活動狀態的點數：無
> 烈焰劍士改回活動狀態，
＞ 4張點數牌都改為休息狀態。
愛麗絲結束回合
→ 回合：鮑伯`)
	got := toldTexts(told.Steps)
	if want := "烈焰劍士改回活動狀態，4張點數牌都改為休息狀態。"; told.Steps[0].Outcome != want {
		t.Errorf("outcome %q, want %q", told.Steps[0].Outcome, want)
	}
	if want := "愛麗絲結束回合。輪到鮑伯。"; got[1] != want {
		t.Errorf("next step %q, want %q (its own expectations told)", got[1], want)
	}
	v := clampVocabulary(t)
	for _, c := range []struct{ body, want string }{
		{"玩家：愛麗絲、鮑伯\n> 現在是主要階段。\n愛麗絲結束回合", "t.md:3:"},
		{"玩家：愛麗絲、鮑伯\n愛麗絲結束回合\n>  ", "t.md:4:"},
		{"玩家：愛麗絲、鮑伯\n愛麗絲結束回合\n→ 回合：鮑伯", ""},
	} {
		_, err := v.Parse("t.md", 1, "t", c.body)
		if c.want == "" {
			if err != nil {
				t.Errorf("%q: %v", c.body, err)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), ">") {
			t.Errorf("%q: error %v, want one at %s naming \">\"", c.body, err, c.want)
		}
	}
}
