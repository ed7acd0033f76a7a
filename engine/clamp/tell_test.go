package clamp

import (
	"slices"
	"testing"

	"cardpress/engine"
)

// tellZh parses a CLAMP example and tells it in Traditional Chinese.
func tellZh(t *testing.T, body string) *engine.Told {
	t.Helper()
	v := engine.NewVocabulary(gameCatalog(t), Engine)
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
func TestTellZh(t *testing.T) {
	told := tellZh(t, `玩家：愛麗絲、鮑伯
愛麗絲的故事牌：小貓的散步道
愛麗絲的手牌：任意4張
愛麗絲的舞台區：流浪的小貓、神秘的店主
愛麗絲進攻小貓的散步道
愛麗絲派流浪的小貓參與進攻
→ 愛麗絲無效的角色：流浪的小貓；愛麗絲已完成的故事：無
愛麗絲不出牌
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
func TestTellZhMulligan(t *testing.T) {
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
func TestTellZhOnePlayerOnce(t *testing.T) {
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
func TestTellZhRefusedPayment(t *testing.T) {
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
func TestTellZhNoChallengeLeft(t *testing.T) {
	told := tellZh(t, `玩家：愛麗絲、鮑伯
愛麗絲的舞台區：烈焰劍士、見習魔法少女
愛麗絲進攻執事的一日
愛麗絲派烈焰劍士參與進攻
鮑伯不出牌
愛麗絲不出牌
鮑伯不出牌
→ 剩下的進攻次數：1
愛麗絲進攻魔法少女的第一天
愛麗絲派見習魔法少女參與進攻
鮑伯不出牌
愛麗絲不出牌
鮑伯不出牌
→ 剩下的進攻次數：0`)
	got := toldTexts(told.Steps)
	if want := "鮑伯不出牌。本回合已經不能再進攻了。"; got[len(got)-1] != want {
		t.Errorf("last step %q, want %q", got[len(got)-1], want)
	}
}
