package ruleset_test

import (
	"fmt"
	"hash/fnv"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"cardpress/catalog"
	"cardpress/diag"
	"cardpress/engine"
	"cardpress/engine/ruleset"
	"cardpress/internal/gametest"
)

// worldEndData copies World End, played by its data description.
func worldEndData(t *testing.T) string {
	t.Helper()
	return gametest.Copy(t, "world-end")
}

// TestWorldEndExamples plays every example of World End's rulebook on its
// data description, then a wrong example of a refresh, an upkeep and a
// support step: each fails at its line.
func TestWorldEndExamples(t *testing.T) {
	t.Parallel()
	rep := check(t, "../../games/world-end")
	if rep.Failed > 0 || rep.Passed < 45 {
		for _, r := range rep.Results {
			if !r.Passed {
				t.Errorf("%s %s: %+v", r.Pos, r.Title, r.Failure)
			}
		}
		t.Fatalf("%d passed, %d failed, want all 45", rep.Passed, rep.Failed)
	}
	for _, m := range []struct{ file, old, new, got string }{
		{"50-refresh.md", "→ アリスのリフレッシュ：１回；アリスのエクストラゾーン：２枚；アリスの手札：６枚", "→ アリスのリフレッシュ：１回；アリスのエクストラゾーン：２枚；アリスの手札：５枚", "アリスの手札：6枚"},
		{"30-turn.md", "アリスがパスする\n→ アリスの場：なし；アリスのトラッシュ：終焉の竜・炎の獣；ターン：ボブ", "アリスがパスする\n→ アリスの場：終焉の竜・炎の獣", "アリスの場：なし"},
		{"40-battle.md", "ボブがパスする\n→ ボブの場：なし；ボブのトラッシュ：大盾の兵士；フェイズ：バトルフェイズ", "ボブがパスする\n→ ボブの場：大盾の兵士", "ボブの場：なし"},
		{"70-cards.md", "アリスがパスする\n→ ターン：ボブ；ボブの場：炎の獣（待機状態）", "アリスがパスする\n→ ターン：ボブ；ボブの場：炎の獣（復帰状態）", "ボブの場：炎の獣（待機状態"},
	} {
		failsInGame(t, "world-end", m.file, m.old, m.new, m.got)
	}
}

// worldEndRules loads World End's catalog and the text of its description.
func worldEndRules(t *testing.T) (*catalog.Catalog, string) {
	t.Helper()
	return ruleset.RulesSource(t, "world-end")
}

// TestWorldEndLint compiles World End's description written wrong in its
// own keys: each problem at its line and column, with what would be right.
func TestWorldEndLint(t *testing.T) {
	c, text := worldEndRules(t)
	for _, e := range []struct{ old, new, want string }{
		{`decks = { summon = "summon" }`, `decks = { sumon = "summon" }`, `the catalog's [deck] has no part "sumon"; did you mean "summon"?`},
		{`rest = "trash"`, `rest = "trahs"`, `unknown zone "trahs"; did you mean "trash"?`},
		{`refresh = "trash"    #`, `refresh = "tarsh"    #`, `unknown zone "tarsh"; did you mean "trash"?`},
		{`leave = "field"
to = "trash"`, `enter = "field"
to = "trash"`, `to names the other zone of a card's move: only with leave`},
		{`{ when = "index(trash, target) >= 0 || paid(target)"`, `{ when = "paid(card)"`, ``},
		{`"player = left(player, random(2))"`, `"player = left(player, randm(2))"`, `unknown function "randm"; did you mean "random"?`},
		{`"move_top(choice, deck, hand)", "phase = 'main'"`, `"move_pile(choice, deck, hand[*])", "phase = 'main'"`, `one zone is wanted here, not every player's`},
	} {
		lintsAt(t, c, text, e.old, e.new, e.want)
	}
}

// TestPaidOnlyWithPay: paid(card) in an action that pays nothing is an
// error at its column.
func TestPaidOnlyWithPay(t *testing.T) {
	c, src := worldEndRules(t)
	bad := strings.Replace(src, `{ when = "card.waiting", reason = "not-waiting" },
]
do = ["card.waiting = false", "if card.summoned`, `{ when = "paid(card)", reason = "not-waiting" },
]
do = ["card.waiting = false", "if card.summoned`, 1)
	_, err := ruleset.Compile(c, "rules/game.toml", []byte(bad))
	if err == nil || !strings.Contains(err.Error(), "paid(card) reads the cards paid for an action with pay; this one has none") {
		t.Errorf("got %v", err)
	}
}

// TestWorldEndCardRules: what a World End card does is read from its
// catalog rules table, so a designer's edit of one card's rules line
// changes the play, and the examples of that card fail, each at its line.
func TestWorldEndCardRules(t *testing.T) {
	t.Parallel()
	for _, m := range []struct {
		old, new string
		failed   []string
	}{
		{`damage = 2 }`, `damage = 1 }`, []string{"30-turn.md:150", "70-cards.md:41"}},
		{`{ target = "opponent", damage = 1 }`, `{ target = "opponent", damage = 2 }`, []string{"30-turn.md:132", "70-cards.md:19"}},
		{`rules = { draw_to = 5 }`, `rules = { draw_to = 4 }`, []string{"50-refresh.md:13"}},
		{`own_field = 2`, `own_field = 1`, []string{"60-summon-zone.md:37"}},
		{`exhaust = true, hold = true`, `exhaust = true, hold = false`, []string{"70-cards.md:80"}},
	} {
		dir := worldEndData(t)
		gametest.Edit(t, filepath.Join(dir, "catalog.toml"), m.old, m.new)
		rep := check(t, dir)
		var failed []string
		for _, r := range rep.Results {
			if !r.Passed {
				failed = append(failed, fmt.Sprintf("%s:%d", filepath.Base(r.Pos.File), r.Pos.Line))
			}
		}
		if !slices.Equal(failed, m.failed) {
			t.Errorf("%s: examples failed at %v, want %v", m.new, failed, m.failed)
		}
	}
}

// TestWorldEndCardVocabulary: a World End card whose rules break what
// the description's [card_rules] and [[card_checks]] declare is one error
// at the card's line and column, saying what would be right; and the
// declarations themselves are linted at their own.
func TestWorldEndCardVocabulary(t *testing.T) {
	t.Parallel()
	const arrow = `rules = { target = "opponent-character", damage = 2 }`
	for _, m := range []struct{ old, new, at, want string }{
		{arrow, `rules = { target = "opponent-charcter", damage = 2 }`, "229:20", `card "fire-arrow": target cannot be "opponent-charcter"; did you mean "opponent-character"?`},
		{arrow, `rules = { target = "opponent-character", damage = "two" }`, "229:51", `card "fire-arrow": damage must be an integer, got string "two"`},
		{arrow, `rules = { target = "opponent-character", damage = 31 }`, "229:51", `card "fire-arrow": damage must be from 1 to 30, got 31`},
		{arrow, `rules = { target = "opponent-character", damge = 2 }`, "229:42", `card "fire-arrow": unknown rules operation "damge"; did you mean "damage"?`},
		{arrow, `rules = { target = "trash-character", damage = 2 }`, "229:11", `card "fire-arrow": damage, exhaust, power and life change a character on the field, not a card in the trash`},
		{arrow, `rules = { damage = 2 }`, "229:9", `card "fire-arrow": damage, exhaust, power, life and move act on a target, and the card has none`},
		{`exhaust = true, hold = true`, `hold = true`, "257:42", `card "hold-down": hold keeps an exhausted character exhausted through its next ready phase: add exhaust = true`},
		{`rules = { condition = { own_field = 2 } }`, `rules = { target = "own-character", power = 1 }`, "197:11", `card "summoned-titan": a character's effect happens when something triggers it`},
		{`"attacked-character", life = 2 }`, `"attacked-character", life = 2, when_trashed = { target = "opponent", damage = 1 } }`, "271:52", `card "guard-cheer": when_trashed is for characters`},
	} {
		dir := worldEndData(t)
		gametest.Edit(t, filepath.Join(dir, "catalog.toml"), m.old, m.new)
		c, err := catalog.LoadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		_, err = ruleset.Load(c)
		list, _ := err.(diag.List)
		if len(list) != 1 || !strings.Contains(list[0].Error(), "catalog.toml:"+m.at+": "+m.want) {
			t.Errorf("%s: got %v, want one error at catalog.toml:%s: %s", m.new, err, m.at, m.want)
		}
	}
	c, text := worldEndRules(t)
	for _, e := range []struct{ old, new, want string }{
		{`damage = { type = "number", min = 1, max = 30 }`, `damage = { type = "numbr", min = 1, max = 30 }`, `unknown type "numbr"; did you mean "number"?`},
		{`damage = { type = "number", min = 1, max = 30 }`, `damage = { type = "number" }`, `a number key needs its range: min = 1, max = 9`},
		{`move = { type = "word", words = ["hand"] }`, `move = { type = "word" }`, `a word key needs its words: words = ["…"]`},
		{`hold = { type = "bool" }`, `hold = { type = "bool", size = 2 }`, `unknown key "size" in card_rules.hold`},
		{`when = "!card.rules.hold || card.rules.exhaust"`, `when = "!card.rules.hold || card.rules.exhaustt"`, `[card_rules] declares no key exhaustt; did you mean "exhaust"?`},
		{`at = "hold"
say = "hold keeps`, `at = "hold"
sya = "hold keeps`, `unknown key "sya" in card_checks.`},
	} {
		lintsAt(t, c, text, e.old, e.new, e.want)
	}
}

// TestWorldEndBrokenDeclaration: a [card_rules] or [[card_checks]]
// declaration written wrong is one error, at the declaration: the key
// stays declared, and no card is checked against the broken declaration.
func TestWorldEndBrokenDeclaration(t *testing.T) {
	c, text := worldEndRules(t)
	const damage = `damage = { type = "number", min = 1, max = 30 }`
	for _, e := range []struct{ old, new, want string }{
		{damage, `damage = { type = "number", min = 5, max = 0 }`, `rules/game.toml:27:44: card_rules.damage.max must be a whole number from 5 to 1073741824, got integer 0`},
		{damage, `damage = { type = "numbr", min = 1, max = 30 }`, `rules/game.toml:27:19: unknown type "numbr"; did you mean "number"?`},
		{`at = "when_trashed"`, `at = "when_trashd"`, `rules/game.toml:49:6: at names the rules key a failing card is shown at; there is no rules key when_trashd; did you mean "when_trashed"?`},
	} {
		if !strings.Contains(text, e.old) {
			t.Fatalf("no %q in the rules", e.old)
		}
		_, err := ruleset.Compile(c, "rules/game.toml", []byte(strings.Replace(text, e.old, e.new, 1)))
		if list, _ := err.(diag.List); len(list) != 1 || list[0].Error() != e.want {
			t.Errorf("%s: got %v, want only %s", e.new, err, e.want)
		}
	}
}

// TestWorldEndUnknownOperation: a card's unknown rules key near no
// declared one lists the keys declared there, and not go: World End's
// engine has no Go operations.
func TestWorldEndUnknownOperation(t *testing.T) {
	dir := worldEndData(t)
	gametest.Edit(t, filepath.Join(dir, "catalog.toml"), `rules = { target = "opponent-character", damage = 2 }`, `rules = { target = "opponent-character", xyzzy = 2 }`)
	c, err := catalog.LoadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	_, err = ruleset.Load(c)
	const want = `card "fire-arrow": unknown rules operation "xyzzy"; known here: condition, damage, draw_to, exhaust, hold, life, move, power, target, when_trashed`
	if list, _ := err.(diag.List); len(list) != 1 || list[0].Msg != want {
		t.Errorf("got %v, want only %s", err, want)
	}
}

// TestWorldEndCardRulesLint: the description reads a card's rules by the
// keys its [card_rules] declares and its icons by the catalog's, and a key
// or word neither gives is an error at its column, with the nearest one.
func TestWorldEndCardRulesLint(t *testing.T) {
	c, text := worldEndRules(t)
	for _, e := range []struct{ old, new, want string }{
		{`"target.damage += card.rules.damage"`, `"target.damage += card.rules.damge"`, `:32: [card_rules] declares no key damge; did you mean "damage"?`},
		{`"card.rules.when_trashed.target == 'opponent'"`, `"card.rules.when_trashed.taget == 'opponent'"`, `:33: [card_rules] declares no key when_trashed.taget; did you mean "when_trashed.target"?`},
		{`which = "card.rules.target == 'opponent-character'"`, `which = "card.rules.target == 'opponent-charcter'"`, `:31: unknown word of the cards' rules "opponent-charcter"; did you mean "opponent-character"?`},
		{`support_card = "card.icons.support"`, `support_card = "card.icons.suport"`, `:28: unknown icon "suport"; did you mean "support"?`},
		{`"target.power_up += card.rules.power"`, `"target.power_up += card.rules"`, `card.rules is a table: read one of its keys, like card.rules.damage`},
		{`"target.power_up += card.rules.power"`, `"target.power_up += card.rules.target"`, `:23: a number is wanted here, this is a word of the cards' rules`},
		{`"target.power_up += card.rules.power"`, `"target.power_up += card.stats.power"`, `only a card's rules and icons take a key after them: stats.power is not one`},
		{`which = "has(card.rules.draw_to)"`, `which = "has(card.cost)"`, `has(…) asks whether a card's rules give a key: has(card.rules.damage)`},
	} {
		lintsAt(t, c, text, e.old, e.new, e.want)
	}
}

// The golden trace (testdata/worldend-golden.txt) is World End's Go
// engine as an oracle, kept as data: games of the sample decks and of two
// pairs of random decks, and after every action the number and digest of
// the legal actions the Go engine offered and the digest of the game it
// showed (weView). The data description must keep reproducing it, action
// by action.
const goldenFile = "testdata/worldend-golden.txt"

// TestWorldEndGolden replays the golden trace on World End's data
// description: every recorded action is legal, and before it the legal
// actions, after it the game, have the digests the Go engine recorded.
func TestWorldEndGolden(t *testing.T) {
	t.Parallel()
	src, err := os.ReadFile(goldenFile)
	if err != nil {
		t.Fatal(err)
	}
	var dir string
	var d engine.Dealer
	var s *ruleset.State
	var buf []engine.Action
	actions, games := 0, 0
	for i, line := range strings.Split(strings.TrimRight(string(src), "\n"), "\n") {
		at := fmt.Sprintf("%s:%d", goldenFile, i+1)
		switch {
		case line == "" || strings.HasPrefix(line, "#"):
		case strings.HasPrefix(line, "decks "):
			dir, d = gametest.Copy(t, "world-end"), nil
			clearDecks(t, dir)
		case strings.HasPrefix(line, "deck "):
			writeDeck(t, dir, line)
		case strings.HasPrefix(line, "game "):
			if d == nil {
				d = dataDealer(t, dir)
			}
			var seed uint64
			fmt.Sscanf(line, "game seed %d", &seed)
			s = startData(t, d, seed)
			games++
			_, legal, _ := strings.Cut(line, " | ")
			buf = checkLegal(t, at, s, buf, legal, "the start")
		default:
			act, legal := goldenStep(t, at, line, "game", s, buf, weKey, weView)
			actions++
			buf = checkLegal(t, at, s, buf, legal, act)
		}
	}
	if actions < 3000 {
		t.Fatalf("only %d actions in the trace", actions)
	}
	t.Logf("%d actions in %d games agree with the Go engine's trace", actions, games)
}

// checkLegal compares the legal actions of s with the recorded "N legal
// DIGEST" (none once the game is over), returning them.
func checkLegal(t *testing.T, at string, s *ruleset.State, buf []engine.Action, want, after string) []engine.Action {
	t.Helper()
	buf = s.LegalActions(buf[:0])
	got := legalDigest(keys(buf, func(a engine.Action) string { return weKey(s, a) }))
	if s.IsTerminal() {
		got = "over"
	}
	if got != want {
		t.Fatalf("%s: after %s the legal actions are %s, the Go engine's were %s: %v\n%s", at, after, got, want, keys(buf, func(a engine.Action) string { return weKey(s, a) }), weView(s))
	}
	return buf
}

// startData deals seed on the data engine and plays its start: the data
// deal leaves the start to the player drawn, where the Go engine's dealer
// had started the game.
func startData(tb testing.TB, d engine.Dealer, seed uint64) *ruleset.State {
	tb.Helper()
	s := d.Deal(nil, seed).(*ruleset.State)
	start := s.LegalActions(nil)
	if len(start) != 1 {
		tb.Fatalf("seed %d: the deal offers %d actions, not the start", seed, len(start))
	}
	if err := s.Apply(start[0]); err != nil {
		tb.Fatal(err)
	}
	return s
}

// legalDigest is "N legal DIGEST" of a list of action keys, in any order.
func legalDigest(keys []string) string {
	return fmt.Sprintf("%d legal %s", len(keys), digest(strings.Join(sorted(keys), "\n")))
}

// digest is a short hash of text, for a trace line.
func digest(text string) string {
	h := fnv.New32a()
	h.Write([]byte(text))
	return fmt.Sprintf("%08x", h.Sum32())
}

// clearDecks removes the decks of a game folder copy.
func clearDecks(t *testing.T, dir string) {
	t.Helper()
	old, _ := filepath.Glob(filepath.Join(dir, "decks", "*.toml"))
	for _, f := range old {
		if err := os.Remove(f); err != nil {
			t.Fatal(err)
		}
	}
}

// deckLine writes a deck as one trace line: "deck FILE: main ID=N …;
// summon ID=N …", the cards in the file's order (the deal's order).
func deckLine(d *catalog.Deck) string {
	var parts []string
	for _, p := range slices.Sorted(maps.Keys(d.Parts)) {
		name := p
		if name == "" {
			name = "main"
		}
		var cards []string
		for _, l := range d.Parts[p] {
			cards = append(cards, fmt.Sprintf("%s=%d", l.Entry.ID, l.Count))
		}
		parts = append(parts, name+" "+strings.Join(cards, " "))
	}
	return fmt.Sprintf("deck %s: %s", filepath.Base(d.Path), strings.Join(parts, "; "))
}

// writeDeck writes the deck file of a deckLine into dir's decks.
func writeDeck(t *testing.T, dir, line string) {
	t.Helper()
	file, rest, _ := strings.Cut(strings.TrimPrefix(line, "deck "), ": ")
	var b strings.Builder
	fmt.Fprintf(&b, "name = %q\n", strings.TrimSuffix(file, ".toml"))
	for _, part := range strings.Split(rest, "; ") {
		fields := strings.Fields(part)
		if fields[0] == "main" {
			b.WriteString("[cards]\n")
		} else {
			fmt.Fprintf(&b, "[parts.%s]\n", fields[0])
		}
		for _, c := range fields[1:] {
			id, n, _ := strings.Cut(c, "=")
			fmt.Fprintf(&b, "%s = %s\n", id, n)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "decks", file), []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

// weKey names an action of the data description as the Go engine named
// it: "play X at C paying A+B", "attack X at C", "draw 2", "pass".
func weKey(s *ruleset.State, a engine.Action) string {
	text := s.ActionString(a)
	id, rest, _ := strings.Cut(text, " ")
	kind, ok := dataKind[id]
	switch {
	case !ok:
		return text
	case kind == "pass":
		return kind
	}
	card, aim, paid := extras(rest)
	if slices.Contains(answersTheAttack, card) {
		aim = ""
	}
	return key(kind, card, aim, paid)
}

// dataKind is the Go engine's kind of each data action.
var dataKind = map[string]string{
	"character": "play", "character_on": "play", "five_hand": "play", "aimed_magic": "play", "recall": "play", "answer": "play",
	"summon_character": "summon", "summon_character_on": "summon", "summon_answer": "summon",
	"summon_five_hand": "summon", "summon_aimed_magic": "summon", "summon_recall": "summon",
	"attack_player": "attack", "attack_character": "attack", "end_turn": "pass", "keep": "keep", "release": "release",
}

// answersTheAttack are the support cards the Go engine aimed at the
// character attacked without naming it.
var answersTheAttack = []string{"守りの応援", "反撃の声援"}

// key writes an action: "play CARD at CARD paying A+B", without the
// parts it has not.
func key(kind, card, aim string, paid []string) string {
	k := kind + " " + card
	if aim != "" {
		k += " at " + aim
	}
	if len(paid) > 0 {
		slices.Sort(paid)
		k += " paying " + strings.Join(paid, "+")
	}
	return k
}

// extras reads "CARD (A, B, at C)" as both engines wrote a card with what
// is paid and aimed at ("paying A", "take C" in one or the other).
func extras(text string) (card, aim string, paid []string) {
	card, extra, _ := strings.Cut(text, " (")
	for _, x := range strings.Split(strings.TrimSuffix(extra, ")"), ", ") {
		switch {
		case x == "":
		case strings.HasPrefix(x, "at "), strings.HasPrefix(x, "take "):
			_, aim, _ = strings.Cut(x, " ")
		default:
			paid = append(paid, strings.TrimPrefix(x, "paying "))
		}
	}
	return card, aim, paid
}

func keys(list []engine.Action, key func(engine.Action) string) []string {
	out := make([]string, len(list))
	for i, a := range list {
		out[i] = key(a)
	}
	return out
}

func sorted(l []string) []string { return slices.Sorted(slices.Values(l)) }

// bracketed is list as fmt's %v writes it, "[a b c]", for the golden
// views, written after every action of their traces: without fmt's
// reflection.
func bracketed(list []string) string { return "[" + strings.Join(list, " ") + "]" }

// pn is player p's name in the golden views, "P1" for player 0.
func pn(p int) string { return "P" + strconv.Itoa(p+1) }

// weView shows a World End game of the data description as the
// differential test compared it with the Go engine's: every zone top first
// (hand, trash, summon and removed in the Go engine's order, bottom
// first), each field character with its exhaustion, hold, damage and
// raised power and life, the refreshes, the turn, the player to move, the
// phase, the attacks and the characters waiting for upkeep; only the
// winner once the game is over.
func weView(s *ruleset.State) string {
	if s.IsTerminal() {
		return fmt.Sprintf("winner P%d\n", s.WinningPlayer()+1)
	}
	var b strings.Builder
	var waiting []string
	for p := range 2 {
		for _, z := range weZones {
			cards := s.Cards(z.zone, p)
			if !z.top {
				slices.Reverse(cards)
			}
			b.WriteString(pn(p) + " " + z.zone + ": " + strings.Join(cards, " ") + "\n")
		}
		names := s.Cards("field", p)
		vars := s.CardVars("field", p, "exhausted", "held", "damage", "power_up", "life_up", "waiting")
		b.WriteString(pn(p) + " field:")
		for i := len(names) - 1; i >= 0; i-- {
			v := vars[i]
			b.WriteString(" [" + names[i] + " " + strconv.FormatBool(v[0] != 0) + " " + strconv.FormatBool(v[1] != 0) + " " + strconv.FormatInt(v[2], 10) + " " + strconv.FormatInt(v[3], 10) + " " + strconv.FormatInt(v[4], 10) + "]")
			if v[5] != 0 {
				waiting = append(waiting, names[i])
			}
		}
		fmt.Fprintf(&b, "\nP%d refreshes: %d\n", p+1, s.Var("refreshes", p))
	}
	fmt.Fprintf(&b, "turn %d, player P%d, phase %s, first turn %v, attacks %d\nupkeep waiting: %s\n",
		s.Var("turn", 0), s.CurrentPlayer()+1, s.Phase(), s.Var("first", 0) >= 0, s.Var("attacks", 0), strings.Join(sorted(waiting), " "))
	return b.String()
}

// weZones are World End's zones but the field, and whether the Go engine
// listed each top first.
var weZones = []struct {
	zone string
	top  bool
}{{"deck", true}, {"hand", false}, {"trash", false}, {"extra", true}, {"summon", false}, {"removed", false}}

// TestWorldEndUnusedWords (issue 25): a word of a World End example step
// that no action of the game uses — a player or a card in parentheses of
// an attack, a player among a character's cost, a card named beyond the
// cost — fails the example at that word's column, not as a rule's
// refusal, and says so in the example's Japanese.
func TestWorldEndUnusedWords(t *testing.T) {
	t.Parallel()
	for _, m := range []struct{ hand, old, new, word, got string }{
		{"", "アリスが見習い剣士でボブにアタックする\n", "アリスが見習い剣士（ボブ）でボブにアタックする\n", "ボブ", "ワルエンのどの行動もプレイヤーを選ばない。手順から「ボブ」を取り除く"},
		{"", "アリスが見習い剣士でボブにアタックする\n", "アリスが見習い剣士（街の衛兵）でボブにアタックする\n", "街の衛兵", "ワルエンのどの行動もカードを選ばない。手順から「街の衛兵」を取り除く"},
		{"", "アリスが見習い剣士（街の衛兵）をプレイする\n", "アリスが見習い剣士（街の衛兵、ボブ）をプレイする\n", "ボブ", "ワルエンのどの行動もプレイヤーを選ばない。手順から「ボブ」を取り除く"},
		// A fourth card for a cost of three, held: unused, not 「支払うカード
		// を選ばなくてはならない」 at the step's first column.
		{"アリスの手札：炎の獣・見習い剣士・街の衛兵・火の矢\n", "アリスが炎の獣（見習い剣士・街の衛兵・火の矢）をプレイする\n", "アリスが炎の獣（見習い剣士・街の衛兵・火の矢・足止め）をプレイする\n", "足止め",
			"炎の獣のコストで支払うカードは3枚。手順から「足止め」を取り除く"},
	} {
		line := 0
		g, book := rereadInGame(t, "world-end", func(file, src string) (string, bool) {
			if file != "30-turn.md" {
				return src, true
			}
			at := strings.Index(src, m.old)
			if at < 0 || !strings.Contains(src, m.hand) {
				t.Fatalf("no %q or no %q in 30-turn.md", m.old, m.hand)
			}
			line = strings.Count(src[:at], "\n") + 1
			if m.hand != "" {
				src = strings.Replace(src, m.hand, strings.TrimSuffix(m.hand, "\n")+"・足止め\n", 1)
			}
			return strings.Replace(src, m.old, m.new, 1), true
		})
		rep := engine.Check(g.Catalog, g.Engine, book.Examples(), engine.Options{})
		if rep.Failed != 1 {
			t.Fatalf("%q: %d examples failed, want 1", m.new, rep.Failed)
		}
		col := len([]rune(m.new[:strings.Index(m.new, m.word)])) + 1
		for _, r := range rep.Results {
			if !r.Passed && (r.Failure.Line != line || r.Failure.Col != col || r.Failure.Got != "ルールが使わない言葉："+m.got) {
				t.Errorf("%q: failed at %d:%d with %q, want %d:%d with %q", m.new, r.Failure.Line, r.Failure.Col, r.Failure.Got, line, col, m.got)
			}
		}
	}
}
