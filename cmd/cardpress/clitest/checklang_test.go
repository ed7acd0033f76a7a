package clitest

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"cardpress/internal/gametest"
)

// A designer who writes a game's examples in Japanese or Chinese reads
// every failure of `cardpress check` in that language: a step refused or
// allowed, a wrong expectation, the end of a round or a match, words the
// rules do not use, settings the engine cannot set up (said as the
// game's refused settings, which pasted back name the rule). Each case is
// one broken example, titled by its kind; the cases of a game are the
// examples of one chapter, played by one run of the real binary (a run per
// case was 24 loads of a game), which must fail them all. Each failure must
// hold the line given, and no line of a failure may hold an English word
// (card names aside: Skip, Draw2, Wild are Windia War's names in Japanese
// too).
func TestCheckReportsInTheExamplesLanguage(t *testing.T) {
	t.Parallel()
	const ww = "プレイヤー：アリス、ボブ、キャロル\nプレイ札：赤３\n"
	const we = "プレイヤー：アリス、ボブ\n"
	const bp = "プレイヤー：アリス、ボブ\n"
	const cl = "玩家：愛麗絲、鮑伯\n"
	type checkCase struct{ game, kind, body, want string }
	cases := map[string][]checkCase{}
	for _, tt := range []checkCase{
		{"windia-war", "expectation", ww + "アリスの手札：赤Skip・他４枚\nアリスが赤Skipを出す\n→ ターン：ボブ", "実際：ターン：キャロル"},
		{"windia-war", "refused step", ww + "アリスの手札：青７・他４枚\nアリスが青７を出す", "実際：アリスは青7を出せない：プレイ札と色も数字も合わない"},
		{"windia-war", "allowed step", ww + "アリスの手札：赤７・他４枚\nアリスは赤７を出せない：プレイ札と色も数字も合わない", "実際：アリスは赤7を出せる"},
		{"windia-war", "other reason", ww + "アリスの手札：青７・他４枚\nアリスは青７を出せない：数字カードは１枚ずつしか出せない", "実際：アリスは青7を出せない：プレイ札と色も数字も合わない"},
		{"windia-war", "card not held", ww + "アリスの手札：赤７・他４枚\nアリスが赤９を出す", "実際：アリスは赤9を出せない：そのカードを持っていない"},
		{"windia-war", "unused words", ww + "アリスの手札：赤７・他４枚\nアリスが赤７（緑）を出す", "実際：ルールが使わない言葉：この手順のカードは色を選ばない。手順から「緑」を取り除く"},
		{"windia-war", "round over", ww + "アリスの手札：赤５\nアリスが赤５を出す\n→ ラウンド続行", "実際：ラウンド終了"},
		{"windia-war", "round continues", ww + "アリスの手札：赤５・赤６\nアリスが赤５を出す\n→ ラウンド終了", "実際：ラウンド続行"},
		{"windia-war", "no next round", ww + "アリスの手札：赤５・赤６\nアリスが赤５を出す\n次のラウンド", "実際：次のラウンドはない：ラウンドはまだ終わっていない"},
		{"windia-war", "match continues", ww + "アリスの手札：赤５\nアリスが赤５を出す\n→ 試合の勝者：ボブ", "実際：試合続行"},
		{"windia-war", "match over", ww + "ボブの持ち点：３０\nアリスの手札：赤５\nボブの手札：Wild D Draw5\nアリスが赤５を出す\n→ 試合続行", "実際：試合終了；持ち点：アリス 500、ボブ -20、キャロル 434"},
		{"windia-war", "refused settings", "プレイヤー：アリス、ボブ、キャロル\nポイント計算：ペナント\nポイント計算の選択ルール４：採用する\nプレイ札：赤３\nアリスが引く", "この設定はできない：ペナントルールでは使えない"},
		{"windia-war", "settings accepted", "プレイヤー：アリス、ボブ、キャロル\nポイント計算：ペナント\n→ この設定はできない：ペナントルールでは使えない", "実際：この設定でゲームを始められる"},
		{"windia-war", "no card left", ww + "アリスの手札：赤５・赤５・赤５\nアリスが赤５を出す", "この設定はできない：赤5はもう残っていない"},
		{"world-end", "card beyond the cost", we + "アリスの手札：炎の獣・見習い剣士・街の衛兵・火の矢・足止め\nアリスが炎の獣（見習い剣士・街の衛兵・火の矢・足止め）をプレイする", "実際：ルールが使わない言葉：炎の獣のコストで支払うカードは3枚。手順から「足止め」を取り除く"},
		{"world-end", "unused player", we + "アリスの場：見習い剣士\nアリスが見習い剣士（ボブ）でボブにアタックする", "実際：ルールが使わない言葉：ワルエンのどの行動もプレイヤーを選ばない。手順から「ボブ」を取り除く"},
		{"world-end", "no card left", we + "アリスの手札：炎の獣・炎の獣・炎の獣・炎の獣・炎の獣\nアリスが３枚引く", "この設定はできない：炎の獣はもう残っていない"},
		{"world-end", "game goes on", we + "アリスの場：炎の獣\nアリスが炎の獣でボブにアタックする\n→ ゲーム終了", "実際：勝者：まだいない"},
		{"world-end", "no winner yet", we + "アリスの場：炎の獣\nアリスが炎の獣でボブにアタックする\n→ 勝者：アリス", "実際：勝者：まだいない"},
		{"blackpoker", "unused words", bp + "手番：ボブ\nアリスの場：♠5\nボブの手札：♥9・♦10\nボブが♥9・♦10で♠5にキルを起こす(ドライブ状態にする)", "実際：ルールが使わない言葉：キルはドライブ状態かチャージ状態かを選ばない。手順から「ドライブ状態」を取り除く"},
		{"blackpoker", "no card left", bp + "アリスの手札：♠2・♠2\nアリスがエンドする", "この設定はできない：デッキには同じカードは１枚しかない"},
		{"blackpoker", "game over", bp + "ボブのライフ：なし\nアリスの場：♠9\nアリスが♠9でアタックする\nボブはブロックしない", "実際：ボブはブロックしないでいられない：ゲームはもう終わっている"},
		{"clamp-in-cardland", "card no action takes", cl + "愛麗絲的手牌：海邊的歌姬\n愛麗絲的點數區：紅4張、紫4張\n愛麗絲打出海邊的歌姬（見習魔法少女）", "實際：愛麗絲不能打出海邊的歌姬（見習魔法少女）：沒有這個行動"},
		{"clamp-in-cardland", "no card left", cl + "愛麗絲的手牌：烈焰劍士、烈焰劍士、烈焰劍士、烈焰劍士\n愛麗絲打出烈焰劍士", "無法這樣設定：烈焰劍士已經沒有了"},
		{"clamp-in-cardland", "refused step", cl + "愛麗絲的手牌：烈焰劍士\n愛麗絲的點數區：紅、藍、藍、紫\n愛麗絲打出烈焰劍士", "實際：愛麗絲不能打出烈焰劍士：點數不夠"},
	} {
		cases[tt.game] = append(cases[tt.game], tt)
	}
	for _, game := range []string{"windia-war", "world-end", "blackpoker", "clamp-in-cardland"} {
		t.Run(game, func(t *testing.T) {
			t.Parallel()
			dir := gametest.Copy(t, game)
			chapters, _ := filepath.Glob(filepath.Join(dir, "manual", "*.md"))
			for _, c := range chapters {
				os.Remove(c)
			}
			chapter := "# x\n"
			for _, tt := range cases[game] {
				chapter += "\n```example " + tt.kind + "\n" + tt.body + "\n```\n"
			}
			os.WriteFile(filepath.Join(dir, "manual", "10-x.md"), []byte(chapter), 0o644)
			r := cardpress(t, "", "check", dir)
			if r.code != 1 || !strings.Contains(r.stdout, fmt.Sprintf("\n0 passed, %d failed\n", len(cases[game]))) {
				t.Fatalf("exit %d, want 1 and all %d examples failed:\n%s%s", r.code, len(cases[game]), r.stdout, r.stderr)
			}
			failures := failuresByTitle(r.stdout)
			for _, tt := range cases[game] {
				lines := failures[tt.kind]
				if !slices.Contains(lines, "     "+tt.want) {
					t.Errorf("%s: want %q in the failure:\n%s", tt.kind, tt.want, strings.Join(lines, "\n"))
				}
				for _, line := range lines {
					if w := englishWord.FindString(withoutPosition(line)); w != "" && !cardName[w] {
						t.Errorf("%s: English %q in the failure line %q", tt.kind, w, line)
					}
				}
			}
		})
	}
}

// failuresByTitle are the lines of each failure of a check report, by the
// title of its example.
func failuresByTitle(out string) map[string][]string {
	failures := map[string][]string{}
	title := ""
	for _, l := range strings.Split(out, "\n") {
		switch {
		case strings.HasPrefix(l, "FAIL "):
			_, title, _ = strings.Cut(l, "  ")
		case !strings.HasPrefix(l, "     "):
			title = ""
		case title != "":
			failures[title] = append(failures[title], l)
		}
	}
	return failures
}

// englishWord is a word of three ASCII letters or more.
var englishWord = regexp.MustCompile(`[A-Za-z]{3,}`)

// cardName are the English words of card names the games print as they
// are in Japanese and Chinese too.
var cardName = map[string]bool{"Skip": true, "Wild": true, "Draw": true}

// withoutPosition is a line of a check report with its file:line:col
// position taken out.
func withoutPosition(l string) string {
	if i := strings.Index(l, ".md:"); i >= 0 {
		l = l[i+4:]
		l = strings.TrimLeft(l, "0123456789:")
	}
	return l
}
