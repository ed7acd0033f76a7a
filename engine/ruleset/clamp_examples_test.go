package ruleset_test

import "testing"

// TestClampExamplesOnData plays every example of CLAMP in CARDLAND's
// rulebook on its data description and reports how many pass; the Go
// engine's run (engine/clamp) stays as it is. CARDPRESS_CLAMP_VERBOSE=1
// says why the others fail.
func TestClampExamplesOnData(t *testing.T) {
	examplesOnData(t, "clamp-in-cardland", 39, clampExamplesPassing, "CARDPRESS_CLAMP_VERBOSE")
}

// clampExamplesPassing is how many of the 39 examples play on data today.
const clampExamplesPassing = 39

// TestClampWrongExampleOnData changes one expectation of an example that
// passes on the data description: that example fails at the changed
// line, showing what the game holds, and no other example fails. Each
// case is a form the data description gained: the colors a payment rests,
// the deck's bottom after a mulligan, a character's own acting, how many
// cards the exit judgement can remove, a step paying with named colors.
func TestClampWrongExampleOnData(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ file, old, new, got string }{
		{"40-turn.md", "→ 愛麗絲休息狀態的點數：紅、紅、藍、紫；", "→ 愛麗絲休息狀態的點數：紅、藍、藍、紫；", "紅（休息狀態）、紅（休息狀態）、藍"},
		{"30-preparation.md", "→ 愛麗絲的牌組最底下：烈焰劍士、烈焰劍士、烈焰劍士、黑衣魔術師", "→ 愛麗絲的牌組最底下：黑衣魔術師、烈焰劍士、烈焰劍士、烈焰劍士", "烈焰劍士、烈焰劍士、烈焰劍士、黑衣魔術師、黑衣魔術師、黑衣魔術師"},
		{"40-turn.md", "→ 白翼天使的演技力：6；", "→ 白翼天使的演技力：4；", "6"},
		{"40-turn.md", "→ 完結判定：過關；愛麗絲可刪除的張數：2；鮑伯可刪除的張數：2", "→ 完結判定：過關；愛麗絲可刪除的張數：1；鮑伯可刪除的張數：2", "2"},
		{"40-turn.md", "愛麗絲打出海邊的歌姬（藍、紅）", "愛麗絲打出海邊的歌姬（紅、白）", "有色點數必須以指定顏色支付"},
	} {
		t.Run(c.new, func(t *testing.T) { failsInGame(t, "clamp-in-cardland", c.file, c.old, c.new, c.got) })
	}
}
