package clamp

import (
	"strings"
	"testing"
)

// Naming the point cards paid does not change the rule that refuses a
// payment the point area cannot make at all: 點數不足 / 有色點數不足 with
// and without the colors (a recovery, an entrance). Naming cards of a
// color that could pay is still its own rule (這個顏色的活動點數不足), and a
// wrong reason fails at its line.
func TestNamedPaymentIsRefusedAsUnnamed(t *testing.T) {
	rep := checkManual(t, strings.Join([]string{
		"```example 點數不足：寫不寫支付的顏色都一樣",
		"玩家：愛麗絲、鮑伯",
		"愛麗絲的舞台區：烈焰劍士（休息狀態）",
		"愛麗絲的點數區：藍、紫",
		"愛麗絲不能回復烈焰劍士：點數不足",
		"愛麗絲不能回復烈焰劍士（藍、紫、紫、紫）：點數不足",
		"愛麗絲不能回復烈焰劍士（紅、紅、紫、紫）：點數不足",
		"```",
		"",
		"```example 有色點數不足：寫不寫支付的顏色都一樣",
		"玩家：愛麗絲、鮑伯",
		"愛麗絲的手牌：烈焰劍士",
		"愛麗絲的點數區：紅、藍、藍、紫",
		"愛麗絲不能打出烈焰劍士：有色點數不足",
		"愛麗絲不能打出烈焰劍士（紅、紅、藍、紫）：有色點數不足",
		"```",
		"",
		"```example 點數足夠時，指定的顏色不對是另一條規則",
		"玩家：愛麗絲、鮑伯",
		"愛麗絲的手牌：烈焰劍士",
		"愛麗絲的點數區：紅、紅、藍、紫",
		"愛麗絲不能打出烈焰劍士（紅、紅、紫、紫）：點數不足",
		"```",
	}, "\n"))
	if len(rep.Results) != 3 {
		t.Fatalf("%d results", len(rep.Results))
	}
	for _, r := range rep.Results[:2] {
		if !r.Passed {
			t.Errorf("%s: line %d: expected %q, got %q", r.Title, r.Failure.Line, r.Failure.Expected, r.Failure.Got)
		}
	}
	if r := rep.Results[2]; r.Passed || r.Failure.Line != 22 || r.Failure.Got != "愛麗絲不能打出烈焰劍士（紅、紅、紫、紫）：這個顏色的活動點數不足" {
		t.Errorf("%s: passed %v, line %d: %q", r.Title, r.Passed, r.Failure.Line, r.Failure.Got)
	}
}
