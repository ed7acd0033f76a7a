package engine_test

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"sync"
	"testing"

	"cardpress/catalog"
	"cardpress/engine"
	"cardpress/engine/enginetest"
	"cardpress/folder"
	"cardpress/internal/gametest"
	"cardpress/manual"
)

// corpusGames are the games whose English examples are kept in
// testdata/english, with how their manuals write examples now.
var corpusGames = []struct {
	id    string
	names map[string]string
	wide  bool
}{
	{"windia-war", map[string]string{"Alice": "アリス", "Bob": "ボブ", "Carol": "キャロル", "Dave": "デイブ"}, true},
	{"world-end", map[string]string{"Alice": "アリス", "Bob": "ボブ"}, true},
	{"clamp-in-cardland", map[string]string{"Alice": "愛麗絲", "Bob": "鮑伯"}, false},
	{"blackpoker", map[string]string{"Alice": "アリス", "Bob": "ボブ"}, false},
}

func loadGame(t *testing.T, id string) (*catalog.Catalog, *engine.Rules, engine.Game) {
	t.Helper()
	g := gameFolder(t, id)
	return g.Catalog, g.Rules, g.Engine
}

// gameFolder is the game folder games/id as cardpress loads it (a data
// engine's words come from its description), loaded once for every test
// of the package that reads it as it is: 38 loads were 2.2 of the 2.4 CPU
// seconds of TestTyposAreParseErrors, and TestExpectationsDoNotPlay plays
// every folder's rulebook. A test changes neither the folder nor what
// was loaded.
func gameFolder(t testing.TB, id string) *folder.Game {
	t.Helper()
	loadedMu.Lock()
	g, ok := loaded[id]
	if !ok {
		g = &loadedGame{}
		g.Game, g.err = folder.Load(filepath.Join("..", "games", id), gametest.Games)
		loaded[id] = g
	}
	loadedMu.Unlock()
	if g.err != nil {
		t.Fatal(g.err)
	}
	return g.Game
}

// loadedGame is a game folder as gameFolder loaded it, or why it did not.
type loadedGame struct {
	*folder.Game
	err error
}

var (
	loadedMu sync.Mutex
	loaded   = map[string]*loadedGame{}
)

// corpus reads the English examples of a game, kept in testdata/english.
func corpus(t *testing.T, c *catalog.Catalog, r *engine.Rules, id string) []*engine.Block {
	t.Helper()
	f := filepath.Join("testdata", "english", id+".md")
	src, err := os.ReadFile(f)
	if err != nil {
		t.Fatal(err)
	}
	return enginetest.Examples(t, c, r, manual.Source{Name: f, Data: src})
}

// The English form stays valid in every game: the examples as they were
// written in English before the manuals moved to their own language still
// parse and pass.
func TestEnglishExamplesStillPass(t *testing.T) {
	for _, game := range corpusGames {
		t.Run(game.id, func(t *testing.T) {
			c, rs, g := loadGame(t, game.id)
			blocks := corpus(t, c, rs, game.id)
			if len(blocks) < 30 {
				t.Fatalf("only %d examples in the corpus", len(blocks))
			}
			for _, b := range blocks {
				if r := engine.Run(g, b.Example); !r.Passed {
					t.Errorf("%s %s: %s: expected %s, got %s", r.Failure.Pos, b.Title, r.Failure.Step, r.Failure.Expected, r.Failure.Got)
				}
			}
		})
	}
}

// An English example written in the manual's language reads back as the
// same example: same settings, steps, choices and expectations.
func TestFormatRoundTrip(t *testing.T) {
	for _, game := range corpusGames {
		t.Run(game.id, func(t *testing.T) {
			c, rs, _ := loadGame(t, game.id)
			v := engine.NewVocabulary(c, rs)
			for _, b := range corpus(t, c, rs, game.id) {
				en := b.Example
				lines, err := v.Format(en, engine.FormatOptions{Lang: c.Game.Language, Names: game.names, WideDigits: game.wide})
				if err != nil {
					t.Fatalf("%s: %v", en.Pos, err)
				}
				body := strings.Split(b.Body, "\n")
				for l, text := range lines {
					body[l-b.Pos.Line-1] = text
				}
				local, err := v.Parse(b.Pos.File, b.Pos.Line, b.Title, strings.Join(body, "\n"))
				if err != nil {
					t.Errorf("%s: the %s form does not parse: %v", en.Pos, c.Game.Language, err)
					continue
				}
				if d := diffExamples(en, local, game.names); d != "" {
					t.Errorf("%s %s: the %s form reads differently: %s", en.Pos, b.Title, c.Game.Language, d)
				}
			}
		})
	}
}

// diffExamples compares what two examples say, with a's players renamed.
func diffExamples(a, b *engine.Example, names map[string]string) string {
	rename := func(s string) string {
		if n, ok := names[s]; ok {
			return n
		}
		if n, ok := names[strings.TrimSuffix(s, "'s")]; ok {
			return n + "'s"
		}
		return s
	}
	type stmt struct {
		Key, Player, Value string
		N                  int
		Cards              []string
		Not, Can, Cannot   bool
		Choices            []string
	}
	refs := func(list []*engine.CardRef, ren bool) []string {
		var out []string
		for _, r := range list {
			s := r.Entry + "/" + strings.Join(r.Colors, "/")
			for _, ch := range r.Choices {
				v := ch.Value
				if ren {
					v = rename(v)
				}
				s += "(" + v + ")"
			}
			out = append(out, s)
		}
		sort.Strings(out) // chips follow each language's word order
		return out
	}
	flat := func(ex *engine.Example, ren bool) []stmt {
		nm := func(s string) string {
			s = strings.ReplaceAll(s, ", ", ",")
			if !ren {
				return s
			}
			words := strings.Fields(s)
			for i, w := range words {
				words[i] = rename(w)
			}
			return strings.Join(words, " ")
		}
		var out []stmt
		for _, s := range ex.Setup {
			out = append(out, stmt{Key: s.Key, Player: nm(s.Player), Value: nm(s.Value), N: s.More + s.Item, Cards: refs(s.Cards, ren)})
		}
		exps := func(list []*engine.Expectation) {
			for _, e := range list {
				v := nm(e.Value)
				if e.Key == "drew" {
					v = "" // "drew 0" and "drew nothing" are the same
				}
				out = append(out, stmt{Key: e.Key, Player: nm(e.Player), Value: v, N: e.N, Not: e.Not, Cards: refs(e.Cards, ren)})
			}
		}
		exps(ex.Initial)
		for _, st := range ex.Steps {
			var chs []string
			for _, ch := range st.Choices {
				chs = append(chs, ch.Value)
			}
			out = append(out, stmt{Key: st.Verb, Player: nm(st.Player), Value: st.Reason + "|" + nm(st.Args), N: st.Count, Cards: refs(st.Cards, ren), Can: st.Can, Cannot: st.Cannot, Choices: chs})
			exps(st.Expect)
		}
		return out
	}
	x, y := flat(a, true), flat(b, false)
	if len(x) != len(y) {
		return "a different number of statements"
	}
	for i := range x {
		if !reflect.DeepEqual(x[i], y[i]) {
			return fmt.Sprintf("\n  en: %s\n  local: %s", oneLine(x[i]), oneLine(y[i]))
		}
	}
	return ""
}

// oneLine is a statement as %+v writes it, on one line.
func oneLine(v any) string {
	return strings.Join(strings.Fields(fmt.Sprintf("%+v", v)), " ")
}
