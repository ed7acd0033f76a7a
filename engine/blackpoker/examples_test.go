package blackpoker

import (
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"

	"cardpress/catalog"
	"cardpress/engine"
	"cardpress/engine/enginetest"
)

const gameDir = "games/blackpoker"

func loadCatalog(t testing.TB) *catalog.Catalog {
	t.Helper()
	c, err := catalog.LoadFS(os.DirFS("../../"+gameDir), gameDir)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// Every example of the manual passes, and every card of the deck is used
// by a step.
func TestManualExamples(t *testing.T) {
	c := loadCatalog(t)
	rep, err := enginetest.Check(c, Engine)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rep.Results {
		if !r.Passed {
			t.Errorf("%s:%d %s: line %d: %s: expected %q, got %q", r.File, r.Line, r.Title, r.Failure.Line, r.Failure.Step, r.Failure.Expected, r.Failure.Got)
		}
	}
	if rep.Passed < 80 {
		t.Errorf("only %d examples passed", rep.Passed)
	}
	for _, e := range rep.Uncovered {
		if e.Set == "deck" {
			t.Errorf("no example uses the deck card %s", e.Name)
		}
		// Coverage counts what the steps perform: "Alice ends" is エンド,
		// a summoned ♠J on the field is 英雄, a block is ブロック.
		switch e.ID {
		case "end", "draw", "block", "equip", "hero", "equipped-soldier", "bulwark-character":
			t.Errorf("the examples perform %s (%s), and coverage misses it", e.Name, e.ID)
		}
	}
	if len(rep.Uncovered) > 4 {
		t.Errorf("%d cards uncovered", len(rep.Uncovered))
	}
}

// A wrong example fails at its file and line, with what the table shows.
func TestWrongExampleFailsAtItsLine(t *testing.T) {
	c := loadCatalog(t)
	chapter := strings.Join([]string{
		"# Counter",
		"",
		"```example a counter of 5 does not stop a summon keyed 7",
		"players: Alice, Bob",
		"Alice hand: ♦7",
		"Bob hand: ♣5",
		"Alice summons ♦7",
		"Bob casts Counter with ♣5 on Soldier Summon",
		"→ Alice field: none",
		"```",
	}, "\n")
	c.FS = fstest.MapFS{"manual/10-wrong.md": {Data: []byte(chapter)}}
	rep, err := enginetest.Check(c, Engine)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Failed != 1 || len(rep.Results) != 1 {
		t.Fatalf("%d failed of %d", rep.Failed, len(rep.Results))
	}
	r := rep.Results[0]
	if r.File != gameDir+"/manual/10-wrong.md" || r.Line != 3 || r.Failure.Line != 9 {
		t.Errorf("failed at %s:%d line %d, want %s/manual/10-wrong.md:3 line 9", r.File, r.Line, r.Failure.Line, gameDir)
	}
	if r.Failure.Got != "Alice field: ♦7" {
		t.Errorf("got %q", r.Failure.Got)
	}
}

// Malformed steps and settings fail at their line with the reason.
func TestMalformedExamples(t *testing.T) {
	c := loadCatalog(t)
	g, _ := Load(c)
	for _, tc := range []struct {
		body []string
		line int
		msg  string
	}{
		{[]string{"players: Alice, Bob, Carol", "Alice ends"}, 1, "2 players"},
		{[]string{"players: Alice, Bob", "field: ♠5", "Alice ends"}, 3, "whose field?"},
		{[]string{"players: Alice, Bob", "Alice field: ♠5, ♠5", "Alice ends"}, 3, "no ♠5 left"},
		{[]string{"players: Alice, Bob", "Alice field: ♠5 with ♥6", "Alice ends"}, 3, "one suit"},
		{[]string{"players: Alice, Bob", "Alice summons ♠5"}, 3, "♠5 is not in the hand"},
		{[]string{"players: Alice, Bob", "Alice field: ♠5", "Bob field: ♠5", "Alice casts Kill with ♥2, ♥3 on ♠5"}, 5, "write whose"},
		{[]string{"players: Alice, Bob", "Alice hand: ♥2, ♥3", "Alice casts Jump with ♥2, ♥3"}, 4, `unknown card "Jump"`},
		{[]string{"players: Alice, Bob", "Alice ends", "→ field: none"}, 4, "whose field?"},
	} {
		ex, err := engine.ParseExample(c, Engine, "m.md", 1, "t", strings.Join(tc.body, "\n"))
		if err != nil {
			// Found when the example is read: at its line, with the reason.
			if !strings.HasPrefix(err.Error(), fmt.Sprintf("m.md:%d:", tc.line)) || !strings.Contains(err.Error(), tc.msg) {
				t.Errorf("%v: %v, want line %d %q", tc.body, err, tc.line, tc.msg)
			}
			continue
		}
		res := engine.Run(g, ex)
		if res.Passed || res.Failure.Line != tc.line || !strings.Contains(res.Failure.Got, tc.msg) {
			t.Errorf("%v: passed=%v line %d %q, want line %d %q", tc.body, res.Passed, failLine(res), failGot(res), tc.line, tc.msg)
		}
	}
}

func failLine(r *engine.Result) int {
	if r.Failure == nil {
		return 0
	}
	return r.Failure.Line
}

func failGot(r *engine.Result) string {
	if r.Failure == nil {
		return ""
	}
	return r.Failure.Got
}

// Changing any expectation, the reason of a cannot step, or a can step into
// a cannot step makes the manual's example fail at the changed line.
func TestMutatedExpectationsFail(t *testing.T) {
	c := loadCatalog(t)
	g, _ := Load(c)
	blocks := enginetest.ManualExamples(t, c, Engine, gameDir)
	tried := enginetest.CheckMutations(t, g, engine.NewVocabulary(c, Engine), blocks, mutate)
	t.Logf("%d mutations", tried)
	if tried < 200 {
		t.Errorf("only %d mutations tried", tried)
	}
}

var lastNumber = regexp.MustCompile(`\d+$`)

// mutate changes an expectation so that it cannot hold any more.
func mutate(e *engine.Expectation, players []string) bool {
	switch e.Key {
	case "rejected":
		return false
	case "turn":
		if e.Value == players[0] {
			e.Value = players[1]
		} else {
			e.Value = players[0]
		}
	case "hand size", "drew":
		e.N++
	case "holds":
		e.Not = !e.Not
	case "labels":
		if strings.HasSuffix(e.Value, "haste") {
			e.Value = strings.TrimSuffix(e.Value, ", haste")
		} else {
			e.Value += ", haste"
		}
	case "kind":
		if strings.HasSuffix(e.Value, "hero") {
			e.Value = strings.TrimSuffix(e.Value, "hero") + "ace"
		} else {
			who, _, _ := strings.Cut(e.Value, " is ")
			e.Value = who + " is hero"
		}
	case "stage":
		if isNone(e.Value) {
			e.Value = "Kill"
		} else {
			e.Value += ", Kill"
		}
	case "driven", "charged":
		// Naming a character of the other state, or none when some are.
		if isNone(e.Value) {
			return false
		}
		e.Value = "none"
	default:
		if m := lastNumber.FindString(e.Value); m != "" && !strings.ContainsAny(e.Value, "♠♥♦♣") || e.Key == "size" {
			n, _ := strconv.Atoi(m)
			e.Value = e.Value[:len(e.Value)-len(m)] + strconv.Itoa(n+1)
			return true
		}
		if isNone(e.Value) {
			e.Value = "♣K"
		} else {
			e.Value += ", ♣K"
		}
	}
	return true
}

// A summon that names its action is checked against the key card and the
// turn: 兵士召喚 for a 7, クイック召喚 only off turn and only for an A, a
// main summon only by the player holding the turn. One wrong name fails.
func TestNamedSummon(t *testing.T) {
	c := loadCatalog(t)
	ex := func(title string, lines ...string) string {
		return strings.Join(append(append([]string{"```example " + title, "players: Alice, Bob"}, lines...), "```", ""), "\n")
	}
	chapter := strings.Join([]string{"# Summons", "",
		ex("soldier", "Alice hand: ♦7", "Alice summons ♦7 by soldier summon", "→ Alice field: ♦7"),
		ex("not an ace", "Alice hand: ♦7", "Alice cannot summon ♦7 by ace summon: the summon of another key card"),
		ex("quick on own turn", "Alice hand: ♥A", "Alice cannot summon ♥A by quick summon: a quick summon only when you do not hold the turn"),
		ex("quick off turn", "turn: Bob", "Alice hand: ♥A", "Alice summons ♥A by quick summon", "→ Alice field: ♥A"),
		ex("main off turn", "turn: Bob", "Alice hand: ♦7", "Alice cannot summon ♦7 by soldier summon: a main action is started only by the player holding the turn"),
		ex("wrong name", "Alice hand: ♦K", "Alice summons ♦K by soldier summon"),
	}, "\n")
	c.FS = fstest.MapFS{"manual/10-summons.md": {Data: []byte(chapter)}}
	rep, err := enginetest.Check(c, Engine)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rep.Results {
		if r.Passed == (r.Title == "wrong name") {
			t.Errorf("%s: passed %v", r.Title, r.Passed)
		}
	}
	if len(rep.Results) != 6 {
		t.Errorf("%d examples played, want 6", len(rep.Results))
	}
}
