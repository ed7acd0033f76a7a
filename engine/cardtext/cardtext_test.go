package cardtext_test

import (
	"os"
	"strings"
	"testing"
	"testing/fstest"
	"unicode/utf8"

	"cardpress/catalog"
	"cardpress/diag"
	"cardpress/engine/cardtext"
)

const clampDir = "../../games/clamp-in-cardland"

// clampGrammar is CLAMP in CARDLAND's grammar of card texts.
func clampGrammar(t *testing.T) *cardtext.Grammar {
	t.Helper()
	src, err := os.ReadFile(clampDir + "/rules/text.toml")
	if err != nil {
		t.Fatal(err)
	}
	g, err := cardtext.Load("rules/text.toml", src)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// clampRules is CLAMP in CARDLAND's catalog and what its grammar reads of
// each card.
func clampRules(t *testing.T) (*catalog.Catalog, []*catalog.Rules) {
	t.Helper()
	c, err := catalog.LoadDir(clampDir)
	if err != nil {
		t.Fatal(err)
	}
	rules, err := clampGrammar(t).Read(c)
	if err != nil {
		t.Fatal(err)
	}
	return c, rules
}

// TestClampRules: what the grammar reads of CLAMP in CARDLAND's cards,
// a card of each kind of text.
func TestClampRules(t *testing.T) {
	c, rules := clampRules(t)
	want := map[string]map[string]any{
		"final-stage":        {"condition.trait": "女", "condition.acting": int64(8), "name": "最後的舞台"},
		"library-secret":     {"condition.present": "安靜的圖書委員", "bonus.present": "安靜的圖書委員", "bonus.total": int64(1)},
		"dark-sorcerer":      {"ability.action": true, "ability.color": "black", "ability.colored": int64(1), "ability.colorless": int64(1), "ability.target": "opposing", "ability.acting": int64(-2), "ability.rest": false},
		"apprentice-witch":   {"ability.rest": true, "ability.target": "own", "ability.acting": int64(1), "traits": []any{"女", "魔法"}},
		"quiet-librarian":    {"ability.main": true, "ability.active_only": true, "ability.draw": int64(1), "ability.colored": int64(0), "ability.colorless": int64(0)},
		"midnight-blackout":  {"effect.target": "anyone", "effect.withdraw": true, "effect.action": true},
		"unexpected-reunion": {"effect.retrieve": true, "effect.main": true, "effect.action": false},
	}
	for i, e := range c.Cards {
		for k, v := range want[e.ID] {
			got, ok := rules[i].Value(k)
			if !ok || !equal(got, v) {
				t.Errorf("%s: rules.%s = %#v, want %#v", e.ID, k, got, v)
			}
		}
		delete(want, e.ID)
	}
	if len(want) > 0 {
		t.Errorf("cards not in the catalog: %v", want)
	}
}

func equal(a, b any) bool {
	la, okA := a.([]any)
	lb, okB := b.([]any)
	if okA && okB {
		if len(la) != len(lb) {
			return false
		}
		for i := range la {
			if la[i] != lb[i] {
				return false
			}
		}
		return true
	}
	return a == b
}

// A printed text with any clause the rules do not read is an error at that
// clause's line and column in catalog.toml, naming it and the nearest
// known phrase; nothing is silently dropped.
func TestBadTextIsPositioned(t *testing.T) {
	good, err := os.ReadFile(clampDir + "/catalog.toml")
	if err != nil {
		t.Fatal(err)
	}
	g := clampGrammar(t)
	tests := []struct {
		name, old, new string
		mark           string // where the error must point, in the changed source
		msg, hint      string
	}{
		{"an unknown clause after a known one", "本次進攻中，此角色演技力＋2。", "本次進攻中，此角色演技力＋2，對手棄1張牌。", "對手棄1張牌",
			`clause the rules do not read: "對手棄1張牌"`, `the nearest known phrase is`},
		{"a misspelt choice", "選擇自己一張參與進攻中的角色牌，本次進攻中該角色演技力＋2。", "選擇自己一張參予進攻中的角色牌，本次進攻中該角色演技力＋2。", "選擇自己一張參予",
			`"選擇自己一張參予進攻中的角色牌"`, `did you mean "選擇自己一張參與進攻中的角色牌"?`},
		{"a missing amount", "此角色體力＋2。", "此角色體力＋。", "此角色體力＋。",
			`"此角色體力＋"`, `did you mean "此角色體力＋N"?`},
		{"a condition with an unknown part", "必須有【女】牌參加，且演技力總分8以上", "必須有【女】牌參加，且必須唱歌", "必須唱歌",
			`challenge condition has a clause the rules do not read: "必須唱歌"`, `the nearest known phrase is`},
		{"a misspelt bonus", "參與進攻此故事的主場角色，體力各＋1", "參與進攻此故事的主場角色，體力個＋1", "參與進攻此故事的主場角色，體力個",
			`bonus effect has a clause the rules do not read: "參與進攻此故事的主場角色，體力個＋1"`, `did you mean "參與進攻此故事的主場角色，體力各＋N"?`},
		{"an unknown sentence after a withdrawal", "該角色不再參與本次進攻。", "該角色不能再次參與進攻。", "該角色不能再次",
			`"該角色不能再次參與進攻"`, `the nearest known phrase is`},
		{"該角色 with no character chosen", "【休】：選擇自己一張參與進攻中的角色牌，本次進攻中該角色演技力＋1。", "【休】：本次進攻中該角色演技力＋1。", "本次進攻中該角色演技力＋1",
			`stand for the character chosen before them`, ``},
		{"a bonus without its label", "加分效果：參與進攻此故事的主場角色，體力各＋1。", "參與進攻此故事的主場角色，體力各＋1。", "參與進攻此故事的主場角色，體力各＋1",
			`a story's text is its bonus effect`, `write it as 加分效果：…`},
		{"an unreadable usage cost", "【藍1紫0】：", "【藍1】：", "【藍1】",
			`cannot read the ability's usage cost`, `write 【紅1紫1】`},
		{"the same change twice", "此角色體力＋2。", "此角色體力＋2，此角色體力＋1。", "此角色體力＋1",
			`changes this value twice`, ``},
		{"a challenge not said", "本次進攻中，此角色演技力＋2。", "此角色演技力＋2。", "此角色演技力＋2。",
			`acts on a character in a challenge but does not say so`, `write 本次進攻中 before it`},
		{"a text that does nothing", "本次進攻中，此角色演技力＋2。", "本次進攻中。", "本次進攻中。",
			`does nothing the rules play`, `say what it does`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if n := strings.Count(string(good), tc.old); n != 1 {
				t.Fatalf("catalog.toml holds %q %d times, want once", tc.old, n)
			}
			src := strings.Replace(string(good), tc.old, tc.new, 1)
			c, err := catalog.LoadFS(fstest.MapFS{"catalog.toml": {Data: []byte(src)}}, "games/clamp-in-cardland")
			if err != nil {
				t.Fatalf("catalog: %v", err)
			}
			_, err = g.Read(c)
			ds := diag.From(err)
			if len(ds) != 1 {
				t.Fatalf("got %d diagnostics, want 1: %v", len(ds), err)
			}
			d := ds[0]
			if want := posOf(t, src, tc.mark); d.Pos != want {
				t.Errorf("at %s, want %s: %v", d.Pos, want, d)
			}
			if !strings.Contains(d.Msg, tc.msg) || !strings.Contains(d.Hint, tc.hint) {
				t.Errorf("%v\nwant message %q and hint %q", d, tc.msg, tc.hint)
			}
		})
	}
}

// posOf is where mark starts in src, in catalog.toml of the game.
func posOf(t *testing.T, src, mark string) diag.Pos {
	i := strings.Index(src, mark)
	if i < 0 || strings.Count(src, mark) != 1 {
		t.Fatalf("the changed source must hold %q once", mark)
	}
	line := strings.Count(src[:i], "\n") + 1
	col := utf8.RuneCountInString(src[strings.LastIndex(src[:i], "\n")+1:i]) + 1
	return diag.Pos{File: "games/clamp-in-cardland/catalog.toml", Line: line, Col: col}
}

// TestGrammarErrors: a grammar written wrong is an error at its line.
func TestGrammarErrors(t *testing.T) {
	good, err := os.ReadFile(clampDir + "/rules/text.toml")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ old, new, want string }{
		{`grammar = "bonus"`, `grammar = "bonsu"`, `no grammar "bonsu"; did you mean "bonus"?`},
		{`end = "。"
numbers = ["acting", "hand"]`, `end = "。"
number = ["acting", "hand"]`, `unknown key "number"; did you mean "numbers"?`},
		{`pattern = '主場才可使用'`, `pattern = '主場才可使用('`, `the pattern does not compile`},
		{`body = "effect"`, `body = "efect"`, `no grammar "efect"`},
		{`from = "stats.condition"`, `from = "condition"`, `from names the value read`},
	} {
		if !strings.Contains(string(good), tc.old) {
			t.Fatalf("no %q in text.toml", tc.old)
		}
		src := strings.Replace(string(good), tc.old, tc.new, 1)
		_, err := cardtext.Load("rules/text.toml", []byte(src))
		ds := diag.From(err)
		line := strings.Count(src[:strings.Index(src, tc.new)], "\n") + 1
		found := false
		for _, d := range ds {
			found = found || strings.Contains(d.Msg, tc.want) && d.Pos.Line >= line && d.Pos.Line <= line+strings.Count(tc.new, "\n")
		}
		if !found {
			t.Errorf("%q: got %v, want %q at line %d", tc.new, err, tc.want, line)
		}
	}
}

// The vocabulary documented in docs/rules-data.md is the one the grammar
// reads: every phrase shape appears there.
func TestVocabularyIsDocumented(t *testing.T) {
	doc, err := os.ReadFile("../../docs/rules-data.md")
	if err != nil {
		t.Fatal(err)
	}
	i := strings.Index(string(doc), "## CLAMP in CARDLAND")
	if i < 0 {
		t.Fatal("docs/rules-data.md has no CLAMP in CARDLAND section")
	}
	for _, shapes := range clampGrammar(t).Shapes() {
		for _, s := range shapes {
			if !strings.Contains(string(doc[i:]), "`"+s+"`") {
				t.Errorf("docs/rules-data.md does not list the phrase `%s`", s)
			}
		}
	}
}
