package ruleset_test

import (
	"strings"
	"testing"

	"cardpress/engine"
)

// clampRules are rules of CLAMP in CARDLAND checked on its data
// description, as short examples (the tests of the deleted Go engine,
// engine/clamp, kept): each must play, and each with its outcome changed
// must fail.
var clampRules = []struct{ name, body, wrong, right string }{
	// The exit judgement shares the acting total out (退場判定): the
	// stamina of the characters removed adds up to at most it, equal
	// stamina goes, and a higher one stays.
	{"equal stamina goes", `愛麗絲的舞台區：觀星的少年、白翼天使
鮑伯的舞台區：烈焰劍士
愛麗絲進攻執事的一日
愛麗絲派觀星的少年參與進攻
鮑伯派烈焰劍士參與進攻
愛麗絲不參與進攻
鮑伯不再出牌
→ 愛麗絲的演技力總分：3；鮑伯的體力總分：3；愛麗絲可刪除的張數：1`, "愛麗絲可刪除的張數：1", "愛麗絲可刪除的張數：0"},
	{"every stamina higher", `愛麗絲的舞台區：影之執事
鮑伯的舞台區：海邊的歌姬、神秘的店主
愛麗絲進攻執事的一日
愛麗絲派影之執事參與進攻
鮑伯派海邊的歌姬、神秘的店主參與進攻
愛麗絲不參與進攻
鮑伯不再出牌
→ 愛麗絲的演技力總分：2；鮑伯的體力總分：3+5=8；愛麗絲可刪除的張數：0`, "愛麗絲可刪除的張數：0", "愛麗絲可刪除的張數：1"},
	{"removing more than the acting total", `愛麗絲的舞台區：烈焰劍士、見習魔法少女
鮑伯的舞台區：影之執事、神秘的店主
愛麗絲進攻海邊的約定
愛麗絲派烈焰劍士、見習魔法少女參與進攻
鮑伯派影之執事、神秘的店主參與進攻
愛麗絲不參與進攻
鮑伯不再出牌
愛麗絲不能刪除影之執事、神秘的店主：體力合計超過演技力總分`, "影之執事、神秘的店主：", "影之執事："},
	// The completion judgement (完結判定): nobody against completes; the
	// active total must beat the other's plus the interference bonus
	// (equal fails); 7 > 5+1 completes.
	{"nobody against", `愛麗絲的舞台區：烈焰劍士
愛麗絲進攻執事的一日
愛麗絲派烈焰劍士參與進攻
鮑伯不參與進攻
愛麗絲不再出牌
鮑伯不再出牌
→ 完結判定：過關`, "過關", "失敗"},
	{"equal fails", `愛麗絲的舞台區：烈焰劍士、見習魔法少女
鮑伯的舞台區：黑衣魔術師、流浪的小貓
愛麗絲進攻海邊的約定
愛麗絲派烈焰劍士、見習魔法少女參與進攻
鮑伯派黑衣魔術師、流浪的小貓參與進攻
愛麗絲不參與進攻
鮑伯不再出牌
→ 愛麗絲的演技力總分：7；鮑伯修正後的演技力總分：6+1=7；完結判定：失敗`, "完結判定：失敗", "完結判定：過關"},
	{"beats the total and the bonus", `愛麗絲的舞台區：烈焰劍士、見習魔法少女
鮑伯的舞台區：黑衣魔術師
愛麗絲進攻海邊的約定
愛麗絲派烈焰劍士、見習魔法少女參與進攻
鮑伯派黑衣魔術師參與進攻
愛麗絲不參與進攻
鮑伯不再出牌
→ 完結判定：過關；愛麗絲已完成的故事：海邊的約定`, "完結判定：過關", "完結判定：失敗"},
	// Challenge conditions (進攻條件): a trait, an acting total, a
	// character present, a hand size.
	{"a trait missing", `愛麗絲的舞台區：烈焰劍士、白翼天使
愛麗絲進攻天使降臨之夜
愛麗絲派烈焰劍士參與進攻
→ 愛麗絲無效的角色：烈焰劍士；完結判定：失敗`, "完結判定：失敗", "完結判定：過關"},
	{"an acting total too low", `愛麗絲的舞台區：見習魔法少女、安靜的圖書委員
愛麗絲進攻海邊的約定
愛麗絲派見習魔法少女、安靜的圖書委員參與進攻
→ 愛麗絲無效的角色：見習魔法少女、安靜的圖書委員`, "無效的角色：見習魔法少女、安靜的圖書委員", "無效的角色：見習魔法少女"},
	{"a character present on stage", `愛麗絲的舞台區：烈焰劍士、安靜的圖書委員
愛麗絲進攻圖書館的秘密
愛麗絲派烈焰劍士參與進攻
→ 愛麗絲參與進攻的角色：烈焰劍士`, "參與進攻的角色：烈焰劍士", "參與進攻的角色：安靜的圖書委員"},
	{"a hand of 4 is too many", `愛麗絲的手牌：熱烈的聲援、熱烈的聲援、熱烈的聲援、溫柔的守護
愛麗絲的故事牌：小貓的散步道
愛麗絲的舞台區：流浪的小貓
愛麗絲進攻小貓的散步道
愛麗絲派流浪的小貓參與進攻
→ 愛麗絲無效的角色：流浪的小貓`, "無效的角色：流浪的小貓", "參與進攻的角色：流浪的小貓"},
	{"a hand of 3 is not", `愛麗絲的手牌：熱烈的聲援、熱烈的聲援、熱烈的聲援
愛麗絲的故事牌：小貓的散步道
愛麗絲的舞台區：流浪的小貓
愛麗絲進攻小貓的散步道
愛麗絲派流浪的小貓參與進攻
→ 愛麗絲參與進攻的角色：流浪的小貓`, "參與進攻的角色：流浪的小貓", "無效的角色：流浪的小貓"},
	// A turn: at most 3 characters a challenge, 2 challenges a turn, one
	// point card a turn; a character enters resting, never twice.
	{"three characters a challenge", `愛麗絲的舞台區：見習魔法少女、烈焰劍士、白翼天使、觀星的少年
愛麗絲進攻海邊的約定
愛麗絲不能派見習魔法少女、烈焰劍士、白翼天使、觀星的少年參與進攻：每次進攻最多3張`, "白翼天使、觀星的少年參與", "白翼天使參與"},
	{"one point card a turn", `先攻的第一回合：是
愛麗絲的手牌：烈焰劍士、見習魔法少女
愛麗絲把烈焰劍士放到點數區
愛麗絲不能把見習魔法少女放到點數區：每回合只能出一張點數牌`, "愛麗絲不能把見習魔法少女放到點數區：每回合只能出一張點數牌", "愛麗絲把見習魔法少女放到點數區"},
	{"no two of a character on stage", `愛麗絲的手牌：烈焰劍士
愛麗絲的舞台區：烈焰劍士
愛麗絲的點數區：紅4張
愛麗絲不能打出烈焰劍士：舞台區內已有相同的角色牌`, "愛麗絲不能打出烈焰劍士：舞台區內已有相同的角色牌", "愛麗絲打出烈焰劍士"},
	// Paying (點數): the colored part in the card's color, the rest any
	// color; the colors named pay as named, as many as the cost.
	{"colored points short", `愛麗絲的手牌：烈焰劍士
愛麗絲的點數區：紅、藍、藍、紫
愛麗絲不能打出烈焰劍士：有色點數不足`, "愛麗絲不能打出烈焰劍士：有色點數不足", "愛麗絲打出烈焰劍士"},
	{"points short", `愛麗絲的手牌：烈焰劍士
愛麗絲的點數區：紅、紅、紫
愛麗絲不能打出烈焰劍士：點數不足`, "愛麗絲不能打出烈焰劍士：點數不足", "愛麗絲打出烈焰劍士"},
	{"paid with the colors named", `愛麗絲的手牌：烈焰劍士
愛麗絲的點數區：紅、紅、藍、紫、白
愛麗絲打出烈焰劍士（紅、藍、紫、紅）
→ 愛麗絲活動狀態的點數：白`, "活動狀態的點數：白", "活動狀態的點數：藍"},
	{"a colored point named in another color", `愛麗絲的手牌：烈焰劍士
愛麗絲的點數區：紅、紅、藍、藍、紫
愛麗絲不能打出烈焰劍士（紅、藍、藍、紫）：有色點數必須以指定顏色支付`, "愛麗絲不能打出烈焰劍士（紅、藍、藍、紫）：有色點數必須以指定顏色支付", "愛麗絲打出烈焰劍士（紅、藍、藍、紫）"},
	// Naming the colors paid does not change the rule that refuses a
	// payment the point area cannot make at all.
	{"points short, colors named", `愛麗絲的舞台區：烈焰劍士（休息狀態）
愛麗絲的點數區：藍、紫
愛麗絲不能回復烈焰劍士：點數不足
愛麗絲不能回復烈焰劍士（藍、紫、紫、紫）：點數不足`, "愛麗絲不能回復烈焰劍士（藍、紫、紫、紫）：點數不足", "愛麗絲回復烈焰劍士（藍、紫、紫、紫）"},
	{"colored points short, colors named", `愛麗絲的手牌：烈焰劍士
愛麗絲的點數區：紅、藍、藍、紫
愛麗絲不能打出烈焰劍士（紅、紅、藍、紫）：有色點數不足`, "愛麗絲不能打出烈焰劍士（紅、紅、藍、紫）：有色點數不足", "愛麗絲打出烈焰劍士（紅、紅、藍、紫）"},
	// The mulligan (換牌): once, the whole hand.
	{"a mulligan once", `階段：準備階段
愛麗絲換牌
愛麗絲不能換牌：換牌僅限一次`, "愛麗絲不能換牌：換牌僅限一次", "愛麗絲換牌"},
	// The game starts when both players have decided on the mulligan.
	{"both ready", `階段：準備階段
愛麗絲不換牌
→ 階段：準備階段
鮑伯不換牌
→ 階段：主場的回合`, "鮑伯不換牌\n→ 階段：主場的回合", "鮑伯不換牌\n→ 階段：準備階段"},
	// Nothing is played before both are ready (seed 004, (6)準備完成:
	// 「雙方準備完成，要開始遊戲囉！」): a point card is refused while Bob
	// has not decided, and laid once he has.
	{"no point card before both are ready", `階段：準備階段
愛麗絲的手牌：烈焰劍士、另5張
愛麗絲不換牌
愛麗絲不能把烈焰劍士放到點數區：現在不能
鮑伯不換牌
愛麗絲把烈焰劍士放到點數區`, "愛麗絲不能把烈焰劍士放到點數區：現在不能\n鮑伯不換牌", "愛麗絲把烈焰劍士放到點數區\n鮑伯不換牌"},
}

// TestClampRules plays each of clampRules on the data description, and
// each with its outcome changed: the first passes, the second fails.
func TestClampRules(t *testing.T) {
	g, err := loadShared(clampDir)
	if g == nil || g.Engine == nil {
		t.Fatalf("CLAMP in CARDLAND does not load: %v", err)
	}
	v := engine.NewVocabulary(g.Catalog, g.Rules)
	for _, c := range clampRules {
		t.Run(c.name, func(t *testing.T) {
			for _, body := range []string{c.body, strings.Replace(c.body, c.wrong, c.right, 1)} {
				ex, err := v.Parse("t.md", 1, c.name, "玩家：愛麗絲、鮑伯\n"+body)
				if err != nil {
					t.Fatal(err)
				}
				res := engine.Run(g.Engine, ex)
				if want := body == c.body; res.Passed != want {
					f := res.Failure
					if f == nil {
						f = &engine.Failure{}
					}
					t.Errorf("passed %v, want %v (%s: %q: expected %q, got %q):\n%s", res.Passed, want, f.Pos, f.Step, f.Expected, f.Got, body)
				}
			}
		})
	}
}
