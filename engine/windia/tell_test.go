package windia

import (
	"slices"
	"testing"

	"cardpress/engine"
)

// tell parses a Windia War example and tells it in Japanese.
func tell(t *testing.T, body string) *engine.Told {
	t.Helper()
	v := engine.NewVocabulary(defaultCatalog(t), Engine)
	ex, err := v.Parse("t.md", 1, "t", body)
	if err != nil {
		t.Fatal(err)
	}
	told, err := v.Tell(ex, "ja")
	if err != nil {
		t.Fatal(err)
	}
	return told
}

// checkTold compares a told example's situation and steps with the
// sentences wanted.
func checkTold(t *testing.T, told *engine.Told, situation, steps []string) {
	t.Helper()
	if got := texts(told.Situation); !slices.Equal(got, situation) {
		t.Errorf("situation:\n got %q\nwant %q", got, situation)
	}
	if got := texts(told.Steps); !slices.Equal(got, steps) {
		t.Errorf("steps:\n got %q\nwant %q", got, steps)
	}
}

func texts(ls []engine.ToldLine) []string {
	var out []string
	for _, l := range ls {
		out = append(out, l.Text+l.Outcome)
	}
	return out
}

// An example told as a rulebook prints it: the seed left out, a check
// and a rejected step with their reason, the outcome's clauses joined by
// their Link form, the turn last.
func TestTell(t *testing.T) {
	told := tell(t, `プレイヤー：アリス、ボブ、キャロル
シード：3
プレイ札：緑４
アリスの手札：赤５・緑Skip・他３枚
アリスの公開札：なし
アリスは赤５を出せない：プレイ札と色も数字も合わない
アリスが赤５を出す
→ できない：プレイ札と色も数字も合わない
アリスが緑Skipを出す
→ ターン：キャロル；攻撃なし；アリスの手札：４枚；進行方向：反時計回り`)
	wantSituation := []string{
		"アリス、ボブ、キャロルの3人で遊びます。",
		"プレイ札は緑4です。",
		"アリスの手札は赤5・緑Skip・他3枚です。",
		"アリスの前に公開札はありません。",
	}
	wantSteps := []string{
		"アリスは赤5を出せません（プレイ札と色も数字も合わない）。",
		"アリスは赤5を出せません（プレイ札と色も数字も合わない）。",
		"アリスが緑Skipを出します。攻撃は残っていません。アリスの手札は4枚です。進行方向は逆周りです。キャロルのターンです。",
	}
	checkTold(t, told, wantSituation, wantSteps)
	if !told.Whole() {
		t.Error("a line of the example was not told")
	}
}

// A player the first clause of a sentence names is not named again in
// the second ("ボブは2枚引き、休みは残り1回です"), but "のターン" keeps its owner;
// a reason naming several cards joins them with ・, not with commas; the
// rulebook's 事 and ポイント, the draw pile from the top.
func TestTellReadsNaturally(t *testing.T) {
	told := tell(t, `プレイヤー：アリス、ボブ、キャロル
プレイ札：赤３
山札：赤８
ボブの持ち点：30
アリスの手札：Bind・赤５・Almighty・他３枚
ボブの手札：青５・緑６・他４枚
アリスがBindを公開する
→ アリスの手札：５枚；ターン：アリス
アリスが赤５を出す
→ アリスの手札：４枚；ターン：ボブ
ボブが攻撃を受ける
→ ボブが1枚引いた；ボブの休み：1回
アリスはAlmighty（Bindとして）を出せない：Bind・Clear・Amplify・All Draw1・数字カードにはなれない`)
	wantSituation := []string{
		"アリス、ボブ、キャロルの3人で遊びます。",
		"プレイ札は赤3です。",
		"山札には上から赤8があります。",
		"ボブの持ち点は30ポイントです。",
		"アリスの手札はBind・赤5・Almighty・他3枚です。",
		"ボブの手札は青5・緑6・他4枚です。",
	}
	wantSteps := []string{
		"アリスがBindを公開します。アリスの手札は5枚です。アリスのターンです。",
		"アリスが赤5を出します。アリスの手札は4枚です。ボブのターンです。",
		"ボブは攻撃をそのまま受けます。ボブは1枚引き、休みは残り1回です。",
		"アリスはAlmighty（Bindとして）を出せません（Bind・Clear・Amplify・All Draw1・数字カードにはなれない）。",
	}
	checkTold(t, told, wantSituation, wantSteps)
}

// The last rest is told as its end, not as "残り0回", as a sentence and
// as a leading clause.
func TestTellLastRest(t *testing.T) {
	told := tell(t, `プレイヤー：アリス、ボブ、キャロル
プレイ札：赤３
ボブの公開札：Bind
ボブの休み：1回
アリスの手札：赤５・赤６・他３枚
アリスが赤５を出す
→ ボブが1枚引いた；ボブの休み：0回；ターン：キャロル`)
	want := "アリスが赤5を出します。ボブは1枚引き、休みは終わります。キャロルのターンです。"
	if got := texts(told.Steps); len(got) != 1 || got[0] != want {
		t.Errorf("got %q\nwant %q", got, want)
	}
}

// A player's points are told with their unit, as the rules write them.
func TestTellPointsWithUnit(t *testing.T) {
	told := tell(t, `プレイヤー：アリス、ボブ、キャロル
プレイ札：赤３
アリスの手札：赤５
ボブの手札：赤１０・青１０
キャロルの手札：Wild
アリスが赤５を出す
→ アリスが上がる；ポイント：アリス０、ボブ２０、キャロル２０`)
	want := "アリスが赤5を出します。アリスが上がり、ポイントはアリスが0ポイント、ボブが20ポイント、キャロルが20ポイントです。"
	if got := texts(told.Steps); len(got) != 1 || got[0] != want {
		t.Errorf("got %q\nwant %q", got, want)
	}
}

// The cards under the play card are told in order from the bottom when
// there are several, and without an order when there is one card
// ("下から青1" reads oddly for one) or none.
func TestTellDiscardPile(t *testing.T) {
	for _, c := range []struct{ pile, want string }{
		{"青７・Wild", "プレイ札の下には、一番下から順に青7・Wildが捨ててあります。"},
		{"青１", "プレイ札の下には青1が捨ててあります。"},
		{"なし", "プレイ札の下に捨て札はありません。"},
	} {
		told := tell(t, "プレイヤー：アリス、ボブ、キャロル\nプレイ札：赤３\n捨て札："+c.pile+"\nアリスの手札：赤５・他３枚\nアリスが赤５を出す")
		if got := texts(told.Situation); len(got) < 3 || got[2] != c.want {
			t.Errorf("捨て札：%s: got %q\nwant %q", c.pile, got, c.want)
		}
	}
}

// A draw pile drawn empty is told as the situation tells it, not as
// "残り0枚".
func TestTellEmptyDrawPile(t *testing.T) {
	told := tell(t, `プレイヤー：アリス、ボブ、キャロル
プレイ札：赤３
捨て札：青１
山札：なし
アリスの手札：青７・緑９・黄２
アリスが引く
→ アリスの手札に青１がある；山札：０枚；プレイ札：赤３；ラウンド続行`)
	want := "アリスがカードを引きます。アリスの手札には青1があります。山札は残っていません。プレイ札は赤3です。ラウンドは続きます。"
	if got := texts(told.Steps); len(got) != 1 || got[0] != want {
		t.Errorf("got %q\nwant %q", got, want)
	}
	// The setting 山札：なし too (a card list reading なし told it as
	// 「山札には上からなしがあります」).
	if got := texts(told.Situation); !slices.Contains(got, "山札は残っていません。") {
		t.Errorf("situation %q, want 山札は残っていません。", got)
	}
}

// A tableau after a step is told as the situation tells it ("…の前には
// 公開札Clearがあります"), not as a second wording of the same thing.
func TestTellTableauOutcome(t *testing.T) {
	told := tell(t, `プレイヤー：アリス、ボブ、キャロル
プレイ札：赤３
アリスの手札：Clear・赤５・他３枚
アリスがClearを公開する
→ アリスの公開札：Clear；ターン：アリス`)
	want := "アリスがClearを公開します。アリスの前には公開札Clearがあります。アリスのターンです。"
	if got := texts(told.Steps); len(got) != 1 || got[0] != want {
		t.Errorf("got %q\nwant %q", got, want)
	}
}

// English tells the direction as the way play goes, an attack as the
// cards to draw, and a cancelled one as none left.
func TestTellEnglishAttack(t *testing.T) {
	v := engine.NewVocabulary(defaultCatalog(t), Engine)
	ex, err := v.Parse("t.md", 1, "t", "players: Alice, Bob, Carol\nplay card: red 3\nAlice: red 5, 3 more\nAlice plays red 5\n→ direction: counterclockwise; pending draw: 1; no attack")
	if err != nil {
		t.Fatal(err)
	}
	told, err := v.Tell(ex, "en")
	if err != nil {
		t.Fatal(err)
	}
	want := "Alice plays red 5.Play goes counterclockwise, and there is now 1 card to draw. No attack is left."
	if got := texts(told.Steps); len(got) != 1 || got[0] != want {
		t.Errorf("got %q\nwant %q", got, want)
	}
}
