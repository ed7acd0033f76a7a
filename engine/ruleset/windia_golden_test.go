package ruleset_test

import (
	"fmt"
	"maps"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"cardpress/catalog"
	"cardpress/engine"
	"cardpress/engine/ruleset"
)

// The golden trace of Windia War: rounds the Go engine (engine/windia)
// played at random, each action checked against the data description
// side by side (windiaDiffer), kept as data so that the description is
// still held to the Go engine's play once that engine is gone.
const windiaGoldenFile = "testdata/windia-golden.txt"

// TestWindiaGolden replays the golden trace on Windia War's data
// description alone: before each recorded action the legal actions, after
// it the round, have the digests recorded.
func TestWindiaGolden(t *testing.T) {
	t.Parallel()
	src, err := os.ReadFile(windiaGoldenFile)
	if err != nil {
		t.Fatal(err)
	}
	c := windiaCatalog(t)
	text, err := os.ReadFile("../../games/windia-war/" + ruleset.File)
	if err != nil {
		t.Fatal(err)
	}
	var s *ruleset.State
	var buf []engine.Action
	actions, rounds, declared := 0, 0, 0
	for i, line := range strings.Split(strings.TrimRight(string(src), "\n"), "\n") {
		at := fmt.Sprintf("%s:%d", windiaGoldenFile, i+1)
		head, rest, _ := strings.Cut(line, " | ")
		switch {
		case line == "" || strings.HasPrefix(line, "#"):
		case strings.HasPrefix(line, "round "):
			// "round players 4 seed 7 vars limit=500 pass_on=0 … | 12 legal 1a2b3c4d"
			f := strings.Fields(head)
			players, _ := strconv.Atoi(f[2])
			seed, _ := strconv.ParseUint(f[4], 10, 64)
			vars := map[string]int{}
			for _, kv := range f[6:] {
				k, v, _ := strings.Cut(kv, "=")
				vars[k], _ = strconv.Atoi(v)
			}
			d, err := windiaRules(t, c, windiaVarsText(string(text), vars)).Dealer(engine.DealOptions{Players: players})
			if err != nil {
				t.Fatal(err)
			}
			s = d.Deal(nil, windiaSeed(seed)).(*ruleset.State)
			rounds++
			buf = windiaGoldenLegal(t, at, s, buf, rest, "the deal")
		default:
			act, legal := goldenStep(t, at, line, "round", s, buf, windiaDataKey, windiaView)
			actions++
			if strings.HasPrefix(act, "as ") {
				declared++
			}
			buf = windiaGoldenLegal(t, at, s, buf, legal, act)
		}
	}
	if actions < 3000 || declared == 0 {
		t.Fatalf("only %d actions (%d Almighty declarations) in the trace", actions, declared)
	}
	t.Logf("%d actions in %d rounds (%d Almighty declarations) agree with the Go engine's trace", actions, rounds, declared)
}

// windiaGoldenLegal compares the legal actions of s with the recorded
// "N legal DIGEST" ("over" once the round is over), returning them.
func windiaGoldenLegal(t *testing.T, at string, s *ruleset.State, buf []engine.Action, want, after string) []engine.Action {
	t.Helper()
	buf = s.LegalActions(buf[:0])
	got := windiaLegalDigest(s, buf)
	if got != want {
		t.Fatalf("%s: after %s the legal actions are %s, the Go engine's were %s: %v\n%s", at, after, got, want, keys(buf, func(a engine.Action) string { return windiaDataKey(s, a) }), windiaView(s))
	}
	return buf
}

// windiaLegalDigest is "N legal DIGEST" of the distinct legal actions of
// s (copies of a card are one action), "over" once the round is over.
func windiaLegalDigest(s *ruleset.State, buf []engine.Action) string {
	if s.IsTerminal() {
		return "over"
	}
	k := slices.Compact(sorted(keys(buf, func(a engine.Action) string { return windiaDataKey(s, a) })))
	return legalDigest(k)
}

// windiaView is the round as the trace digests it: what the differential
// test compares (windiaSame), read from the data description alone —
// the piles, hands and tableaus in order, the phase; then the player to
// move, the play color, the direction, the attack and the rests, or at
// the end the winner, the points and the scores.
func windiaView(s *ruleset.State) string {
	var b strings.Builder
	b.WriteString("over " + strconv.FormatBool(s.IsTerminal()) + "\ndraw pile " + bracketed(windiaNames(s.Cards("draw_pile", 0))) + "\ndiscard pile " + bracketed(windiaNames(s.Cards("discard", 0))) + "\nphase " + s.Phase() + "\n")
	for p := range s.Players() {
		b.WriteString(pn(p) + " hand " + bracketed(windiaNames(s.Cards("hand", p))) + " tableau " + bracketed(windiaNames(s.Cards("tableau", p))) + "\n")
	}
	if s.IsTerminal() {
		fmt.Fprintf(&b, "winner %d\n", s.WinningPlayer())
		for p := range s.Players() {
			fmt.Fprintf(&b, "P%d points %d score %d\n", p+1, s.Var("points", p), s.Var("score", p))
		}
		return b.String()
	}
	colors := []int64{s.Var("color", 0), s.Var("color2", 0)}
	if s.Var("every_color", 0) != 0 {
		colors = []int64{0, 1, 2, 3}
	}
	fmt.Fprintf(&b, "player %d colors %v direction %d\n", s.CurrentPlayer(), slices.DeleteFunc(colors, func(c int64) bool { return c < 0 }), s.Var("direction", 0))
	if s.Var("attacking", 0) != 0 {
		fmt.Fprintf(&b, "attack on %d pending %d\n", s.Var("victim", 0), s.Var("pending", 0))
	}
	for p := range s.Players() {
		fmt.Fprintf(&b, "P%d rest %d\n", p+1, s.Var("rest", p))
	}
	return b.String()
}

// windiaVarsText is the description with the variables of vars starting
// at their values (the options a round is played with).
func windiaVarsText(src string, vars map[string]int) string {
	for _, name := range slices.Sorted(maps.Keys(vars)) {
		head := "[vars." + name + "]"
		i := strings.Index(src, head)
		j := i + strings.Index(src[i:], "start = ")
		k := j + strings.IndexByte(src[j:], '\n')
		src = src[:j] + "start = " + strconv.Itoa(vars[name]) + src[k:]
	}
	return src
}

// windiaRules is Windia War's rules compiled from text, a version of its
// description: the rules the package's tests share (PlayedGame) when text
// is the description as it is, a compile of its own else.
func windiaRules(t testing.TB, c *catalog.Catalog, text string) *ruleset.Game {
	t.Helper()
	src, err := os.ReadFile("../../games/windia-war/" + ruleset.File)
	if err != nil {
		t.Fatal(err)
	}
	if text == string(src) {
		return ruleset.PlayedGame(t, "windia-war")
	}
	g, err := ruleset.Compile(c, ruleset.File, []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// windiaCatalog is Windia War's catalog.
func windiaCatalog(t testing.TB) *catalog.Catalog {
	t.Helper()
	c, err := catalog.LoadDir("../../games/windia-war")
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// windiaSeed is the seed of the data engine's generator that deals what
// the Go engine dealt from seed (engine/windia, deleted, seeded its
// generator so): the trace's rounds are dealt from it.
func windiaSeed(seed uint64) uint64 { return seed*0x9E3779B97F4A7C15 + 1 }

// windiaActions are the Go engine's words for the data description's
// actions, where they differ.
var windiaActions = map[string]string{
	"play_under": "play", "pass_on": "play", "protect": "play", "play_as": "play", "defend_as": "play", "declare": "as",
	"draw_release": "draw", "end_play": "end the play", "redraw": "redraw 5", "keep": "keep the hand", "take": "take the attack",
	"reach": "declare reach", "no_reach": "do not declare reach", "point_out": "point out the forgotten reach",
}

// windiaDataKey is the data engine's action as the Go engine writes it.
func windiaDataKey(s *ruleset.State, a engine.Action) string {
	text := s.ActionString(a)
	id, rest, _ := strings.Cut(text, " ")
	if w, ok := windiaActions[id]; ok {
		id = w
	}
	return strings.TrimSpace(id + " " + windiaName(rest))
}

// windiaName is a card's name as the Go engine writes it: the colors of a
// two-color card "red/green", not the catalog's variant key "red-green".
func windiaName(name string) string {
	colors, rest, ok := strings.Cut(name, " ")
	if !ok || !strings.Contains(colors, "-") {
		return name
	}
	return strings.ReplaceAll(colors, "-", "/") + " " + rest
}

func windiaNames(list []string) []string {
	for i, n := range list {
		list[i] = windiaName(n)
	}
	return list
}
