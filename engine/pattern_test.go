package engine

import (
	"strings"
	"testing"
	"time"

	"cardpress/catalog"
)

// A wording splits a line into its slots: each slot as short as the rest
// of the line allows, optional parts written when they can be, spaces
// anywhere the wording has them, letters in any case.
func TestPatternSplitsLines(t *testing.T) {
	cases := []struct {
		wording, line string
		want          []string // slot texts; nil: no fit; "-": not written
	}{
		{"{P} plays {cards}", "Alice plays red 5", []string{"Alice", "red 5"}},
		{"{P} plays {cards}", "  Alice   PLAYS  red 5  ", []string{"Alice", "red 5"}},
		{"{P} plays {cards}", "Alice plays red plays 5", []string{"Alice", "red plays 5"}},
		{"{P} plays {cards}", "Alice plays", nil},
		{"{P} plays {cards}", "Aliceplays red 5", nil},
		{"{P} <draws|draw>[ {n}][ <cards|card>]", "Bob draws", []string{"Bob", "-"}},
		{"{P} <draws|draw>[ {n}][ <cards|card>]", "Bob draw 2 cards", []string{"Bob", "2"}},
		{"{P} <draws|draw>[ {n}][ <cards|card>]", "Bob draws 2", []string{"Bob", "2"}},
		// The optional count takes "cards" when nothing else can.
		{"{P} <draws|draw>[ {n}][ <cards|card>]", "Bob draws two cards", []string{"Bob", "two"}},
		{"{P}が{cards}を出す", "アリスが赤5を出す", []string{"アリス", "赤5"}},
		{"{P}が{cards}を出す", "アリス が 赤5 を出す", []string{"アリス", "赤5"}},
		{"{P}が{cards}を出す", "アリスが赤5を出した", nil},
		{"{P}:{hand}", "Alice: red 5: blue 3", []string{"Alice", "red 5: blue 3"}},
		{"turn: {target}", "TURN:  Bob", []string{"Bob"}},
		{"turn: {target}", "turn:Bob", nil},
		{"turn: {target}", "turn:", nil},
		// Unicode's simple case folding: the Kelvin sign is a k.
		{"{P} ends[ the play]", "Bob ENDS THE PLAY", []string{"Bob"}},
		{"{P} ends[ the play]", "Bob ends the pla\u212a", nil},
		{"{P} <chooses|choose> {choices}", "Bob choose blue", []string{"Bob", "blue"}},
		{"{n} more", "3 \u212aore", nil},
		{"{n} more", "3 MORE", []string{"3"}},
		// Alternatives opening a wording: each one fits, the first too.
		{"<none|empty>", "none", []string{}},
		{"<none|empty>", "empty", []string{}},
		{"<none|empty>", "nothing", nil},
		{"ma\u212ae {a}", "MAKE x", []string{"x"}},
	}
	var mt matcher
	for _, tc := range cases {
		ph := compilePhrase(&Form{}, "en", moodDo, tc.wording)
		caps := mt.match(&ph.pat, fold(tc.line))
		var got []string
		if caps != nil {
			got = []string{}
			for i := 0; i < len(caps); i += 2 {
				if caps[i] < 0 {
					got = append(got, "-")
				} else {
					got = append(got, strings.TrimSpace(fold(tc.line)[caps[i]:caps[i+1]]))
				}
			}
		}
		if strings.Join(got, "|") != strings.Join(tc.want, "|") || (got == nil) != (tc.want == nil) {
			t.Errorf("%q on %q: got %q, want %q", tc.wording, tc.line, got, tc.want)
		}
	}
}

// A wording without slots fits on a matcher's first match too: its
// empty list of slot offsets is not "no fit". A fresh parser (a failure
// report saying "round over" in Japanese) read no slotless wording.
func TestSlotlessWordingOnAFreshMatcher(t *testing.T) {
	ph := compilePhrase(&Form{}, "en", moodDo, "round over")
	var mt matcher
	if caps := mt.match(&ph.pat, "round over"); caps == nil || len(caps) != 0 {
		t.Fatalf("got %v, want an empty fit", caps)
	}
}

// A line of many spaces against a wording of many slots is read in time
// polynomial in its length, not exponential: the pairs of op and offset
// tried once are not tried again (matcher.visited). The last wording has
// a split of "x x x …" into its five slots for every choice of four of
// the line's x, and its y fails each: tried anew, the 200 of them would
// take minutes (a second at 100), where they take a millisecond.
func TestPatternLongLine(t *testing.T) {
	ph := compilePhrase(&Form{}, "en", moodDo, "{a} x {b} y {c} z {d}")
	line := strings.Repeat("x y z ", 200)
	var mt matcher
	if caps := mt.match(&ph.pat, line+"!"); caps == nil {
		t.Fatal("no fit")
	}
	if caps := mt.match(&ph.pat, strings.Repeat("x ", 500)); caps != nil {
		t.Fatal("a fit without y and z")
	}
	many := compilePhrase(&Form{}, "en", moodDo, "{a} x {b} x {c} x {d} x {e} y")
	done := make(chan []int, 1)
	go func() {
		var mt matcher
		done <- mt.match(&many.pat, strings.Repeat("x ", 200))
	}()
	select {
	case caps := <-done:
		if caps != nil {
			t.Fatal("a fit without y")
		}
	case <-time.After(10 * time.Second):
		t.Fatal("200 words not read in 10 s: the splits that failed are tried again")
	}
}

// A slot whose reading matches other wordings (a card's choices, read
// with their own forms) leaves the line's other slots as the line has
// them.
func TestSlotsAfterNestedChoices(t *testing.T) {
	three := map[string][]string{"up": nil, "down": nil, "left": nil}
	rules := &Rules{Dialect: DialectOf(Dialect{Forms: []*Form{
		{Kind: ChoiceForm, Choice: ChoiceOption, Args: "{x} {y} {z}", Slots: map[string]Slot{"x": Words(three), "y": Words(three), "z": Words(three)},
			Say: map[string]Phrases{"en": {Do: []string{"{x} then {y} then {z}"}}}},
		{Kind: StepForm, Key: "gives", Say: map[string]Phrases{"en": {Do: []string{"{P} gives {cards} to {target}"}}}},
	}})}
	c, cerr := catalog.LoadDir("../games/windia-war")
	if cerr != nil {
		t.Fatal(cerr)
	}
	ex, err := ParseExample(c, rules, "x.md", 1, "Nested", "players: Alice, Bob\nAlice gives red 5 (up then down then left) to Bob")
	if err != nil {
		t.Fatal(err)
	}
	st := ex.Steps[0]
	if st.Verb != "gives" || len(st.Cards) != 1 || len(st.Cards[0].Choices) != 1 || st.Cards[0].Choices[0].Value != "up down left" || st.said.slot("target") != "Bob" {
		t.Errorf("read as %+v, slots %v %q", st, st.said.names, st.said.texts)
	}
}

// A slot's text is that of its last written occurrence, as a map of the
// slots written in order held it; a slot of an optional part left out
// has none.
func TestSaidSlot(t *testing.T) {
	s := &said{names: []string{"a", "b", "a", "c"}, texts: []string{"1", "2", "3", ""}, wrote: 0b011}
	if got := s.slot("a") + s.slot("b") + s.slot("c") + s.slot("d"); got != "12" {
		t.Errorf("slots %q, want 1 2 and none", got)
	}
	if s.wrote |= 0b100; s.slot("a") != "3" {
		t.Errorf("slot a %q, want the last written, 3", s.slot("a"))
	}
}
