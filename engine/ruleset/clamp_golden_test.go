package ruleset_test

import (
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"cardpress/engine"
	"cardpress/engine/ruleset"
	"cardpress/internal/gametest"
)

// clampDir is CLAMP in CARDLAND's game folder.
const clampDir = "../../games/clamp-in-cardland"

// clampGoldenFile is CLAMP in CARDLAND's Go engine kept as an oracle in
// data: random games played on it and on the data description side by
// side, each action with the game after it and the legal actions next.
const clampGoldenFile = "testdata/clamp-golden.txt"

// TestClampGolden replays the golden trace on CLAMP in CARDLAND's data
// description: every recorded action is legal, and before it the legal
// actions, after it the game, have the digests the Go engine recorded.
func TestClampGolden(t *testing.T) {
	t.Parallel()
	src, err := os.ReadFile(clampGoldenFile)
	if err != nil {
		t.Fatal(err)
	}
	var dir string
	var d engine.Dealer
	var s *ruleset.State
	var buf []engine.Action
	actions, games := 0, 0
	legal := func(at, want, after string) {
		t.Helper()
		buf = s.LegalActions(buf[:0])
		got := clampLegal(s, buf)
		if got != want {
			t.Fatalf("%s: after %s the legal actions are %s, the Go engine's were %s: %v\n%s", at, after, got, want, keys(buf, func(a engine.Action) string { return clampDataKey(s, a) }), clampView(s))
		}
	}
	for i, line := range strings.Split(strings.TrimRight(string(src), "\n"), "\n") {
		at := fmt.Sprintf("%s:%d", clampGoldenFile, i+1)
		switch {
		case line == "" || strings.HasPrefix(line, "#"):
		case strings.HasPrefix(line, "decks "):
			dir, d = gametest.Copy(t, "clamp-in-cardland"), nil
			clearDecks(t, dir)
		case strings.HasPrefix(line, "deck "):
			writeDeck(t, dir, line)
		case strings.HasPrefix(line, "game "):
			if d == nil {
				d = dataDealer(t, dir)
			}
			var seed uint64
			fmt.Sscanf(line, "game seed %d", &seed)
			s = d.Deal(nil, seed).(*ruleset.State)
			games++
			_, want, _ := strings.Cut(line, " | ")
			legal(at, want, "the deal")
		default:
			act, want := goldenStep(t, at, line, "game", s, buf, clampDataKey, clampView)
			actions++
			legal(at, want, act)
		}
	}
	if actions < 3000 {
		t.Fatalf("only %d actions in the trace", actions)
	}
	t.Logf("%d actions in %d games agree with the Go engine's trace", actions, games)
}

// clampLegal is "N legal DIGEST" of the legal actions buf of s, as the
// Go engine named them; "over" once the game is won.
func clampLegal(s *ruleset.State, buf []engine.Action) string {
	if s.IsTerminal() {
		return "over"
	}
	return legalDigest(keys(buf, func(a engine.Action) string { return clampDataKey(s, a) }))
}

// clampDataKind is the Go engine's kind of each data action.
var clampDataKind = map[string]string{
	"retrieve": "play", "event": "play", "use_main": "use", "use_self": "use", "use_aimed": "use",
	"send": "send", "join": "send", "remove": "remove",
	"end_turn": "pass", "stay_out": "pass", "pass": "pass", "remove_none": "pass", "keep": "keep the hand",
}

// clampDataKey reads the data engine's ActionString as the Go engine
// wrote the action: "send A, B", "play X (T of player 2)", "keep the
// hand".
func clampDataKey(s *ruleset.State, a engine.Action) string {
	text := s.ActionString(a)
	id, rest, _ := strings.Cut(text, " ")
	kind, ok := clampDataKind[id]
	switch {
	case !ok:
		return text
	case kind == "pass" || kind == "keep the hand":
		return kind
	case kind == "send" || kind == "remove":
		inner := strings.TrimSuffix(strings.TrimPrefix(rest, "("), ")")
		return kind + " " + strings.Join(sorted(strings.Split(inner, ", ")), ", ")
	}
	card, extra, _ := strings.Cut(rest, " (at ")
	if extra != "" {
		return fmt.Sprintf("%s %s (%s)", kind, card, strings.TrimSuffix(extra, ")"))
	}
	return kind + " " + card
}

// clampView is the game as the Go engine showed it, for the trace: each
// player's deck (top first), hand, point cards with their state, stage
// characters with theirs and what effects added in the challenge,
// stories (completed, challenged this turn), retired and played piles,
// the mulligan and exit choices; the turn, the player to move, the phase
// and step, the turn's draw, point card and challenges, and the
// challenge's turn to play; only the winner once the game is over.
func clampView(s *ruleset.State) string {
	if s.IsTerminal() {
		return fmt.Sprintf("winner P%d\n", s.WinningPlayer()+1)
	}
	var b strings.Builder
	for p := range 2 {
		bottomFirst := func(zone string) []string {
			l := s.Cards(zone, p)
			slices.Reverse(l)
			return l
		}
		b.WriteString(pn(p) + " deck: " + strings.Join(s.Cards("deck", p), " ") + "\n" + pn(p) + " hand: " + strings.Join(bottomFirst("hand"), " ") + "\n" + pn(p) + " points:")
		points, pv := bottomFirst("points"), s.CardVars("points", p, "resting")
		slices.Reverse(pv)
		for i, v := range pv {
			b.WriteString(" [" + points[i] + " " + strconv.FormatBool(v[0] != 0) + "]")
		}
		var stage []string
		names := s.Cards("stage", p)
		for i, v := range s.CardVars("stage", p, "resting", "challenging", "acting_mod", "stamina_mod", "used", "removing") {
			a, st := v[2], v[3]
			if v[1] == 0 {
				a, st = 0, 0
			}
			stage = append(stage, "["+names[i]+" resting="+strconv.FormatBool(v[0] != 0)+" in="+strconv.FormatBool(v[1] != 0)+" "+strconv.FormatInt(a, 10)+"/"+strconv.FormatInt(st, 10)+" used="+strconv.FormatBool(v[4] != 0)+" removing="+strconv.FormatBool(v[5] != 0)+"]")
		}
		b.WriteString("\n" + pn(p) + " stage: " + strings.Join(sorted(stage), " ") + "\n" + pn(p) + " stories:")
		stories, sv := bottomFirst("stories"), s.CardVars("stories", p, "completed", "challenged")
		slices.Reverse(sv)
		for i, v := range sv {
			b.WriteString(" [" + stories[i] + " " + strconv.FormatBool(v[0] != 0) + " " + strconv.FormatBool(v[1] != 0) + "]")
		}
		fmt.Fprintf(&b, "\nP%d retired: %s\nP%d played: %s\nP%d decided %v, declared %v\n", p+1, strings.Join(sorted(s.Cards("retired", p)), " "),
			p+1, strings.Join(sorted(s.Cards("played", p)), " "), p+1, s.Var("decided", p) != 0, s.Phase() == "exiting" && s.Var("declared", p) != 0)
	}
	fmt.Fprintf(&b, "turn P%d, player P%d, phase %s, step %d, first turn %v, drawn %v, laid %v, challenges %d, played %v, opened %v\n",
		s.Var("turn", 0)+1, s.CurrentPlayer()+1, s.Phase(), s.Var("step", 0), s.Var("first_turn", 0) != 0, s.Var("drawn", 0) != 0,
		s.Var("laid", 0) != 0, s.Var("challenges", 0), s.Var("played", 0) != 0, s.Var("opened", 0) != 0)
	return b.String()
}
