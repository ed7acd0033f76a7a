package ruleset_test

import (
	"slices"
	"strings"
	"testing"

	"cardpress/engine"
	"cardpress/engine/ruleset"
)

// Veiled Court's [tell] tells a number as its noun agrees with it (one,
// zero), a yes-or-no by its value (by) and a count of cards with zero:
// "Alice has 1 token", "Bob has no tokens", "Alice is not shielded",
// "the deck is empty", not "Alice's token count is 1".
func TestTellAgreesWithItsNumber(t *testing.T) {
	got := tellEn(t, vocabulary(t, "veiled-court"), `players: Alice, Bob
turn: Alice
Alice: Sentry, Duelist
Alice shielded: yes
Alice tokens: 1
Bob tokens: 2
Bob: Warden
Alice plays Sentry (Duelist)
→ Alice shielded: no; Bob tokens: 2; Alice tokens: 1; deck: 0 cards`)
	want := []string{
		"It is Alice's turn.",
		"Alice holds Sentry and Duelist.",
		"Alice is shielded.",
		"Alice has 1 token.",
		"Bob has 2 tokens.",
		"Bob holds Warden.",
		"Alice plays Sentry (Duelist). Alice is not shielded, and Bob has 2 tokens. Alice has 1 token, and the deck is empty.",
	}
	if !slices.Equal(got, want) {
		t.Errorf("told:\n got %q\nwant %q", got, want)
	}
}

// Color Shed's piles are told by how many cards they name (a lone red 9
// is "the top card", 3 unnamed ones are not), a phase by its words, and a refusal of
// an action with its own words but no told sentence has its reason in
// parentheses as every refusal does; one with a told "cannot" sentence
// (the challenge's) gives it after a colon.
func TestTellPilesPhasesAndRefusals(t *testing.T) {
	v := vocabulary(t, "color-shed")
	got := tellEn(t, v, `players: Alice, Bob, Carol
play card: red 3
Alice: Wild Draw Four, blue 5, 4 more
draw pile: red 9
Bob cannot accept the Wild Draw Four: that cannot be done at this point of the turn
Bob cannot challenge: only a Wild Draw Four can be challenged
Alice plays Wild Draw Four (green)
→ turn: Bob; phase: accepting or challenging the Wild Draw Four; draw pile: 1 cards`)
	want := []string{
		"Alice, Bob and Carol play.",
		"The play card is red 3.",
		"Alice holds Wild Draw Four, blue 5 and 4 other cards.",
		"The top card of the draw pile is red 9.",
		"Bob cannot accept the Wild Draw Four (that cannot be done at this point of the turn).",
		"Bob cannot challenge: only a Wild Draw Four can be challenged.",
		"Alice plays Wild Draw Four and chooses green. The draw pile has 1 card. It is Bob's turn. The Wild Draw Four may now be accepted or challenged.",
	}
	if !slices.Equal(got, want) {
		t.Errorf("told:\n got %q\nwant %q", got, want)
	}
	// A sentence that writes the choices in words ({chosen}) still names
	// the card's color: "Alice plays red 7", not "Alice plays 7".
	if got := tellEn(t, v, "players: Alice, Bob\nplay card: red 3\nAlice: red 7, 1 more\nAlice plays red 7")[3]; !strings.HasPrefix(got, "Alice plays red 7.") {
		t.Errorf("a colored card told with a choice slot: got %q", got)
	}
	if got := tellEn(t, v, "players: Alice, Bob\nAlice: red 3, 1 more\nAlice draws")[1]; got != "Alice holds red 3 and 1 other card." {
		t.Errorf("one unnamed card after a named one: got %q", got)
	}
	got = tellEn(t, v, "players: Alice, Bob\nBob: 1 more\ndraw pile: 3 more\nAlice draws")
	// Unnamed cards alone are so many cards, not "3 more".
	if got, want := got[1], "Bob holds 1 card."; got != want {
		t.Errorf("a hand of unnamed cards: got %q, want %q", got, want)
	}
	if got, want := got[2], "The top cards of the draw pile are, in order, 3 cards."; got != want {
		t.Errorf("a pile of unnamed cards: got %q, want %q", got, want)
	}
}

// World End tells the hand cards paid for a cost and the card aimed at
// in words, not in the parentheses of the compact step ({paid} and
// {chosen} of its tell): its own wording of a target (呼び戻し's) where it
// has one, else the choice as written ("の上に", not the first wording
// "に"), and a cannot keeps its reason.
func TestTellPaidAndChosen(t *testing.T) {
	g, err := loadShared("../../games/world-end")
	if err != nil {
		t.Fatal(err)
	}
	v := engine.NewVocabulary(g.Catalog, g.Rules)
	tellsJa(t, v, []toldStep{
		{"アリスが炎の獣（街の衛兵）の維持コストを支払う", "アリスは街の衛兵をトラッシュして、炎の獣の維持コストを支払います。"},
		{"アリスが炎の獣（見習い剣士・街の衛兵・火の矢）をプレイする", "アリスは見習い剣士・街の衛兵・火の矢をトラッシュして、炎の獣をプレイします。"},
		{"アリスがさすらいの騎士（灰の不死鳥の上に）をプレイする", "アリスは灰の不死鳥の上にさすらいの騎士をプレイします。"},
		{"アリスが火の矢（炎の獣に）を使用する", "アリスは炎の獣に火の矢を使用します。"},
		{"アリスが呼び戻し（炎の獣・火の矢、炎の獣を手札に）を使用する", "アリスは炎の獣・火の矢をトラッシュして、炎の獣を手札に戻すために呼び戻しを使用します。"},
		{"アリスは炎の獣（見習い剣士・街の衛兵）をプレイできない：コストはそのカードを含まない手札３枚", "アリスは見習い剣士・街の衛兵をトラッシュしても、炎の獣をプレイできません（コストはそのカードを含まない手札3枚）。"},
		{"アリスが見習い剣士をプレイする", "アリスは見習い剣士をプレイします。"},
	})
}

// A refusal's reason written in the language printed is printed as
// written: World End words its "support-step" rule two ways, and the
// first (アタックの応援ステップでしか使えない) is another case of the rule than
// the one the example gives; a reason held in a longer one (場にはもう
// キャラクターが３枚いる…) keeps the rest of what the author wrote.
func TestToldReasonAsWritten(t *testing.T) {
	v := vocabulary(t, "world-end")
	for _, c := range []struct{ step, want string }{
		{"ボブは反撃の声援を使用できない：応援とクイックは、１回のアタックに１枚だけ", "（応援とクイックは、1回のアタックに1枚だけ）"},
		{"アリスはさすらいの騎士をプレイできない：場にはもうキャラクターが３枚いるので、どれかの上に重ねなければならない", "（場にはもうキャラクターが3枚いるので、どれかの上に重ねなければならない）"},
	} {
		if got := tellStepJa(t, v, c.step); !strings.Contains(got, c.want) {
			t.Errorf("%s\n told %q\n want it to hold %q", c.step, got, c.want)
		}
	}
}

// tellStepJa tells in Japanese the one step of an example of Alice and Bob.
// toldStep is an example step and the Japanese sentence it is told as.
type toldStep struct{ step, want string }

// tellsJa checks that each step is told in Japanese as its want, exactly.
func tellsJa(t *testing.T, v *engine.Vocabulary, steps []toldStep) {
	t.Helper()
	for _, c := range steps {
		if got := tellStepJa(t, v, c.step); got != c.want {
			t.Errorf("%s\n told %q\n want %q", c.step, got, c.want)
		}
	}
}

func tellStepJa(t *testing.T, v *engine.Vocabulary, step string) string {
	t.Helper()
	ex, err := v.Parse("t.md", 1, "t", "プレイヤー：アリス、ボブ\n"+step)
	if err != nil {
		t.Fatalf("%s: %v", step, err)
	}
	told, err := v.Tell(ex, "ja")
	if err != nil {
		t.Fatal(err)
	}
	return told.Steps[0].Text
}

// tellEn parses an example of a game and tells it in English: the
// situation's sentences, then each step with its outcome.
func tellEn(t *testing.T, v *engine.Vocabulary, body string) []string {
	t.Helper()
	ex, err := v.Parse("t.md", 1, "t", body)
	if err != nil {
		t.Fatal(err)
	}
	told, err := v.Tell(ex, "en")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, l := range append(told.Situation, told.Steps...) {
		got = append(got, strings.TrimSpace(l.Text+" "+l.Outcome))
	}
	return got
}

// vocabulary is the example language of a game of games/.
func vocabulary(t *testing.T, game string) *engine.Vocabulary {
	t.Helper()
	g, err := loadShared("../../games/" + game)
	if err != nil {
		t.Fatal(err)
	}
	return engine.NewVocabulary(g.Catalog, g.Rules)
}

// An action's own tell names only its step's slots and the choice slots:
// a misspelt {paid} is an error at its column, not a sentence printed
// with a hole.
func TestActionTellSlots(t *testing.T) {
	c, src := worldEndRules(t)
	bad := strings.Replace(src, `tell.ja = { do = "{P}は[{paid}をトラッシュして、]{cards}の維持コストを支払います"`, `tell.ja = { do = "{P}は[{piad}をトラッシュして、]{cards}の維持コストを支払います"`, 1)
	if bad == src {
		t.Fatal("World End's keep tell not found")
	}
	_, err := ruleset.Compile(c, "rules/game.toml", []byte(bad))
	if err == nil || !strings.Contains(err.Error(), `{piad} is not a slot of the step "keeps"`) || !strings.Contains(err.Error(), "did you mean {paid}?") {
		t.Errorf("got %v", err)
	}
	if _, err := ruleset.Compile(c, "rules/game.toml", []byte(src)); err != nil {
		t.Errorf("World End as it is: %v", err)
	}
}

// A refusal the game tells by its reason's key says what is refused: a
// play refused on a full field is the place (a fourth character), not
// the card, which the next step plays on another (World End's
// refused = { field-full = … }); another reason keeps the action's
// cannot sentence.
func TestToldRefusedByReason(t *testing.T) {
	v := vocabulary(t, "world-end")
	tellsJa(t, v, []toldStep{
		{"アリスはさすらいの騎士をプレイできない：場に置けるキャラクターは３枚まで", "アリスはさすらいの騎士を４枚目として場に並べることはできません（場に置けるキャラクターは3枚まで）。"},
		{"アリスはサモンゾーンの召喚巨人をプレイできない：場にはもうキャラクターが３枚いる", "アリスはサモンゾーンの召喚巨人を４枚目として場に並べることはできません（場にはもうキャラクターが3枚いる）。"},
		{"アリスはサモンゾーンの召喚巨人をプレイできない：自分の場にキャラクターが２枚以上いる時だけ", "アリスはサモンゾーンの召喚巨人をプレイできません（自分の場にキャラクターが2枚以上いる時だけ）。"},
	})
}

// A refused table names reasons of [reasons]: a misspelt key is an error
// with the key meant, not a sentence never told.
func TestRefusedNamesAReason(t *testing.T) {
	c, src := worldEndRules(t)
	bad := strings.Replace(src, `refused = { field-full = `, `refused = { field-ful = `, 1)
	if bad == src {
		t.Fatal("World End's refused sentence not found")
	}
	_, err := ruleset.Compile(c, "rules/game.toml", []byte(bad))
	if err == nil || !strings.Contains(err.Error(), "field-ful is not a key of [reasons]") || !strings.Contains(err.Error(), `did you mean "field-full"?`) {
		t.Errorf("got %v", err)
	}
}
