package manual

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"cardpress/catalog"
	"cardpress/engine"
	"cardpress/internal/gametest"
	"cardpress/layout"
)

// loadRules reads a game's rulebook with its rules engine as a game
// folder loads it (the data engine's words come from the folder).
func loadRules(t *testing.T, dir string) (*converter, *Rulebook) {
	t.Helper()
	c, srcs := loadGame(t, dir)
	return rulesOf(t, c, srcs)
}

// readBook reads a game's rulebook with its rules as loaded once for the
// package's tests (gametest.LoadOnce), and gives the game's engine too;
// the test fails when the game has no rules or the rulebook an error.
func readBook(t testing.TB, c *catalog.Catalog, srcs []Source) (*Rulebook, engine.Engine) {
	t.Helper()
	r, eng, err := gametest.LoadOnce(c)
	if err != nil {
		t.Fatal(err)
	}
	if r == nil {
		t.Fatalf("%s: no rules", c.Game.ID)
	}
	book, errs := Read(c, r, srcs)
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	return book, eng
}

// rulesOf is loadRules of a catalog and its sources as loaded.
func rulesOf(t *testing.T, c *catalog.Catalog, srcs []Source) (*converter, *Rulebook) {
	t.Helper()
	book, eng := readBook(t, c, srcs)
	st := layout.B5(c.Game.Title)
	return &converter{c: c, st: st, o: Options{Game: eng}, ty: typographyOf(c), vocab: book.vocab}, book
}

// Every rule example of every game whose settings start a game has its
// situation picture, from the engine's view of the table: each player's
// area labelled with their name and the hand labelled with the game's
// word for it, but for an empty hand the example leaves unset (the
// engine's default, not the game's: 「手牌 0 張」 on the first turn).
func TestEveryExampleHasItsPicture(t *testing.T) {
	hand := map[string]string{"ja": "手札", "zh-Hant": "手牌", "en": "hand"}
	for _, dir := range []string{"windia-war", "blackpoker", "world-end", "clamp-in-cardland", "hearts", "color-shed", "veiled-court", "shedding"} {
		t.Run(dir, func(t *testing.T) {
			cv, book := loadRules(t, dir)
			pictures := 0
			for _, b := range book.Examples() {
				ex := b.Example
				refused := false
				for _, e := range ex.Initial {
					refused = refused || e.Key == "refused"
				}
				fig, ok := cv.situation(ex)
				if ok == refused {
					t.Errorf("%s: example %q: picture %v, settings refused %v", b.Pos, ex.Title, ok, refused)
					continue
				}
				if !ok {
					continue
				}
				pictures++
				text := sceneText(fig)
				for _, p := range ex.Players {
					if !strings.Contains(text, p) {
						t.Errorf("%s: the picture does not name %s: %q", b.Pos, p, text)
					}
				}
				unset := unsetHands(ex)
				if w := hand[cv.c.Game.Language]; len(unset) < len(ex.Players) && !strings.Contains(text, w) {
					t.Errorf("%s: the picture has no %s: %q", b.Pos, w, text)
				}
				// A hand the example leaves unset is not shown as the
				// engine's empty one, which the game would have dealt.
				empty := map[string]string{"ja": "手札 0 枚", "zh-Hant": "手牌 0 張", "en": "hand: 0 cards"}[cv.c.Game.Language]
				if len(unset) == len(ex.Players) && strings.Contains(text, empty) {
					t.Errorf("%s: no hand is set, but the picture shows %s: %q", b.Pos, empty, text)
				}
				// Every pile is named: a count alone names nothing (Hearts'
				// undealt cards were "48 cards").
				for _, x := range fig.Boxes {
					if tx, ok := x.(layout.Text); ok && bareCount.MatchString(tx.Text) {
						t.Errorf("%s: a pile of the picture is labelled %q, without its name", b.Pos, tx.Text)
					}
				}
				if fig.W > cv.sceneStyle().Width+1e-9 {
					t.Errorf("%s: the picture is %.1f mm wide, more than the panel's %.1f", b.Pos, fig.W, cv.sceneStyle().Width)
				}
			}
			if pictures == 0 {
				t.Error("no pictures")
			}
		})
	}
}

// bareCount is a pile's label that is only its count.
var bareCount = regexp.MustCompile(`^[0-9]+ cards?$|^[0-9]+ ?[枚張]$`)

func sceneText(f layout.Figure) string {
	var b strings.Builder
	for _, x := range f.Boxes {
		if t, ok := x.(layout.Text); ok {
			b.WriteString(t.Text + " ")
		}
	}
	return b.String()
}

// A hand shows face up only the cards the example names; the cards it
// leaves to the deal are backs. The card the first step plays is marked
// once, though the hand holds two of it.
func TestHandShowsOnlyNamedCards(t *testing.T) {
	cv, _ := loadRules(t, "windia-war")
	red5 := engine.Card{Entry: "5", Colors: []string{"red"}}
	blue1 := engine.Card{Entry: "1", Colors: []string{"blue"}}
	ref := &engine.CardRef{Entry: "5", Colors: []string{"red"}}
	p := cv.scenePile(engine.HandPile([]engine.Card{red5, blue1, red5}), []*engine.CardRef{ref, ref}, []*engine.CardRef{ref})
	if len(p.Cards) != 3 || p.Cards[0].Face == nil || p.Cards[1].Face != nil || p.Cards[2].Face == nil {
		t.Fatalf("faces: %v", shownFaces(p))
	}
	if !p.Cards[0].Marked || p.Cards[2].Marked || p.Cards[1].Marked {
		t.Errorf("marked: %v %v %v, want the first only", p.Cards[0].Marked, p.Cards[1].Marked, p.Cards[2].Marked)
	}
	if p.Label != "手札 3 枚" {
		t.Errorf("label %q, want 手札 3 枚", p.Label)
	}
	cvEn, _ := loadRules(t, "veiled-court")
	if l := cvEn.pileLabel(engine.StackPile("deck", 1)); l != "1 card" && !strings.HasSuffix(l, ": 1 card") {
		t.Errorf("English label of one card: %q", l)
	}
	hidden := cv.scenePile(engine.HandPile(make([]engine.Card, 9)), nil, nil)
	if len(hidden.Cards) != maxBacks || hidden.Label != "手札 9 枚" {
		t.Errorf("a hidden hand of 9: %d backs, label %q", len(hidden.Cards), hidden.Label)
	}
}

func shownFaces(p layout.ScenePile) []bool {
	var out []bool
	for _, c := range p.Cards {
		out = append(out, c.Face != nil)
	}
	return out
}

// A zone's word is the game's: what its example statements call it.
func TestZoneNames(t *testing.T) {
	for _, c := range []struct{ dir, zone, want string }{
		{"windia-war", "draw_pile", "山札"}, {"windia-war", "tableau", "公開札"}, {"windia-war", "hand", "手札"},
		{"blackpoker", "life", "ライフ"}, {"world-end", "trash", "トラッシュ"},
		{"clamp-in-cardland", "stage", "舞台區"}, {"clamp-in-cardland", "hand", "手牌"},
	} {
		cv, _ := loadRules(t, c.dir)
		if got, _ := cv.vocab.ZoneName(c.zone, cv.c.Game.Language); got != c.want {
			t.Errorf("%s %s: %q, want %q", c.dir, c.zone, got, c.want)
		}
	}
}

// A stack pictured by its top card is labelled by that card's name while
// it is alone, by its zone's name and count when cards lie under it:
// Windia War's discard pile of 5 read 「プレイ札 5 枚」, but the play card
// is only its top card.
func TestTopPileLabel(t *testing.T) {
	cv, _ := loadRules(t, "windia-war") // its data description pictures the play card on its pile
	for n, want := range map[int]string{1: "プレイ札", 5: "捨て札 5 枚"} {
		if got := cv.pileLabel(engine.StackPile("discard top", n)); got != want {
			t.Errorf("%d cards: %q, want %q", n, got, want)
		}
	}
}

// English rulebooks are told in sentences like the others: every example
// of the data games reads as prose (no compact "key: value" line), a
// setting of the data engine as "the deal is 4", a suit on its rank (♣5).
func TestEnglishExamplesAreTold(t *testing.T) {
	for _, dir := range []string{"hearts", "shedding", "veiled-court"} {
		_, book := loadRules(t, dir)
		for _, n := range toldBlocks(book) {
			if !n.Told.Whole() {
				t.Errorf("%s: %q is not told", n.Block.Pos, n.Block.Title)
				continue
			}
			for _, l := range append(n.Told.Situation, n.Told.Steps...) {
				text := l.Text + " " + l.Outcome
				if strings.Contains(l.Text, "  ") || strings.Contains(text, "♣ ") || strings.Contains(text, "→") || strings.Contains(text, ";") || strings.Contains(text, "the under") || strings.Contains(text, "The Alice") || strings.Contains(text, " 1 cards") {
					t.Errorf("%s: %q", n.Block.Pos, text)
				}
			}
		}
	}
}

// A match example's next-round step has the picture of the round it
// deals (the table after the step's settings: the new hands and play
// card) set just before it, and the cards it deals at its right; the
// panel's opening is its first picture and the lines of its situation.
func TestNextRoundHasItsPicture(t *testing.T) {
	cv, book := loadRules(t, "windia-war")
	seen := 0
	for _, n := range toldBlocks(book) {
		if !slices.ContainsFunc(n.Block.Example.Steps, deals) {
			continue
		}
		seen++
		p := cv.example(n).(layout.Panel)
		if _, ok := p.Body[0].(layout.Figures); !ok || p.Opening < 2 {
			t.Fatalf("%s: opening %d blocks, first %T", n.Block.Pos, p.Opening, p.Body[0])
		}
		for _, b := range p.Body[1:p.Opening] {
			if para, ok := b.(layout.Paragraph); !ok || len(para.Marker) > 0 {
				t.Errorf("%s: the opening holds a step or a picture: %T", n.Block.Pos, b)
			}
		}
		found := false
		for i, b := range p.Body[1:] {
			fs, ok := b.(layout.Figures)
			if !ok {
				continue
			}
			found = true
			step := p.Body[i+2].(layout.Paragraph)
			text := sceneText(fs.Items[0])
			// The limit match deals Alice two cards, Bob two and Carol one
			// onto a play card of blue 9.
			if n.Block.Title == "リミットルールのゲーム：２ラウンド目で０を割ったプレイヤーが出てゲーム終了" &&
				(!strings.Contains(text, "手札 2 枚") || !strings.Contains(text, "手札 1 枚")) {
				t.Errorf("%s: the next round's picture reads %q", n.Block.Pos, text)
			}
			if !strings.Contains(step.Spans[0].Text, "次のラウンド") || len(step.Aside) < 4 {
				t.Errorf("%s: the picture stands before %q with %d cards at its right", n.Block.Pos, step.Spans[0].Text, len(step.Aside))
			}
		}
		if !found {
			t.Errorf("%s: no picture of the next round", n.Block.Pos)
		}
	}
	if seen != 2 {
		t.Errorf("%d examples deal a next round, want the two matches", seen)
	}
}

// An entry's facts give a stat of words after a colon in Japanese and
// Chinese (「分類：基本」, as a card's labelled text has it), a number after
// a space (「コスト 2」), and a number in a line of words takes the colon.
func TestEntryStats(t *testing.T) {
	cv, _ := loadRules(t, "blackpoker")
	if got := cv.facts(cv.c.Entry("end")); !strings.Contains(got, "分類：基本") || !strings.Contains(got, "タイプ：直接") {
		t.Errorf("BlackPoker's エンド: %q, want 分類：基本 and タイプ：直接…", got)
	}
	if got := cv.facts(cv.c.Entry("ace")); !strings.Contains(got, "サイズ：1") {
		t.Errorf("BlackPoker's エース: %q, want サイズ：1 beside 分類：兵士 (one form a line)", got)
	}
	cv, _ = loadRules(t, "world-end")
	e := cv.c.Entry(cv.c.EntryIDs()[0])
	if got := cv.facts(e); strings.Contains(got, "：") || !strings.Contains(got, "コスト ") {
		t.Errorf("World End's %s: %q, want コスト and a number, no colon", e.ID, got)
	}
}

// toldBlocks lists the example blocks of every chapter, in manual order,
// told as Build typesets them.
func toldBlocks(b *Rulebook) []*ExampleBlock {
	b.tell()
	return b.blocks()
}
