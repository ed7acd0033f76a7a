package engine

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"cardpress/catalog"
)

// A written reason names its rule exactly, by an unambiguous beginning, by
// the engine's own sentence, or by holding one rule's words; a reason
// several rules fit is an error listing them, never the longest quietly.
func TestReasonMatching(t *testing.T) {
	src, err := os.ReadFile("../games/windia-war/catalog.toml")
	if err != nil {
		t.Fatal(err)
	}
	c, err := catalog.Parse("catalog.toml", src, nil)
	if err != nil {
		t.Fatal(err)
	}
	en := func(s string) map[string]string { return map[string]string{"en": s} }
	rules := &Rules{Dialect: DialectOf(Dialect{Reasons: []ReasonText{
		{Key: "step", Say: en("support step")},
		{Key: "step-only", Say: en("support step only"), Text: "only in the support step can {0} be played"},
		{Key: "under", Say: en("in the discard pile under the play card")},
		{Key: "under/twice", Say: en("twice in the discard pile under the play card")},
		{Key: "alone", Say: en("{card} cannot be played alone"), Text: "{0} cannot be played alone: it needs a follow-up of its color"},
		{Key: "pile", Say: en("draw pile")},
	}})}
	v := NewVocabulary(c, rules)
	for _, tt := range []struct {
		written, key, cards string
		err                 string
	}{
		{written: "support step", key: "step"}, // exact beats the beginning of "support step only"
		{written: "support step only", key: "step-only"},
		{written: "Support Step Only", key: "step-only"},
		{written: "in the discard", key: "under"},
		{written: "twice in", key: "under/twice"},
		{written: "Skip cannot be played alone", key: "alone", cards: "skip"},
		{written: "Skip cannot be played", key: "alone", cards: "skip"},
		{written: "only in the support step can red Skip be played", key: "step-only", cards: "skip"},
		{written: "Chain cannot be played alone: it needs a follow-up of its color", key: "alone", cards: "chain"},
		// The engine's sentences in any letter case, at their beginning
		// and at their end.
		{written: "ONLY IN THE SUPPORT STEP CAN red Skip BE PLAYED", key: "step-only", cards: "skip"},
		{written: "Chain cannot be played alone: It Needs A Follow-Up Of Its Color", key: "alone", cards: "chain"},
		{written: "no red 3 in the discard pile under the play card", key: "under"},
		{written: "support", err: `reason "support" is ambiguous: the words of 2 rules begin with it: "support step"; "support step only"; write the words of the one you mean`},
		{written: "the draw pile is empty and support step", err: `the words of 2 rules are held in it: "draw pile"; "support step"`},
		{written: "not a rule at all", err: `unknown reason "not a rule at all"`},
	} {
		body := "players: Alice, Bob\nAlice: red Skip, red 5\nAlice cannot play red Skip: " + tt.written
		ex, err := v.Parse("x.md", 1, "r", body)
		switch {
		case tt.err != "":
			if err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Errorf("%q: error %v, want %q", tt.written, err, tt.err)
			}
		case err != nil:
			t.Errorf("%q: %v", tt.written, err)
		case ex.Steps[0].Reason != tt.key || strings.Join(ex.Steps[0].why.Cards, ",") != tt.cards:
			t.Errorf("%q: rule %q with cards %v, want %q with %q", tt.written, ex.Steps[0].Reason, ex.Steps[0].why.Cards, tt.key, tt.cards)
		}
	}
}

// A Japanese or Chinese example is told in its language that its reason
// names no rule (with the nearest rule's words in that language) or
// several (with their words in it).
func TestReasonErrorsInTheExamplesLanguage(t *testing.T) {
	src, err := os.ReadFile("../games/windia-war/catalog.toml")
	if err != nil {
		t.Fatal(err)
	}
	c, err := catalog.Parse("catalog.toml", src, nil)
	if err != nil {
		t.Fatal(err)
	}
	say := func(en, ja string) map[string]string { return map[string]string{"en": en, "ja": ja} }
	rules := &Rules{Dialect: DialectOf(Dialect{Reasons: []ReasonText{
		{Key: "step", Say: say("support step", "サポートステップだけ")},
		{Key: "step-only", Say: say("support step only", "サポートステップの中だけ")},
		{Key: "pile", Say: say("draw pile", "山札がない")},
	}})}
	v := NewVocabulary(c, rules)
	for _, tt := range []struct{ written, err string }{
		{"山札がなぃ", "理由「山札がなぃ」はルールの言葉にない。「山札がない」のことか"},
		{"サポート", "理由「サポート」に当たるルールが2個ある：「サポートステップだけ」「サポートステップの中だけ」。そのうちの一つの言葉で書く"},
		{"まったく違う理由", "理由「まったく違う理由」はWindia Warのルールの言葉にない。ルールの言葉で書く（例：「サポートステップだけ」）"},
	} {
		_, err := v.Parse("x.md", 1, "r", "プレイヤー：アリス、ボブ\nアリスの手札：赤Skip・赤５\nアリスは赤Skipを出せない："+tt.written)
		if err == nil || !strings.HasSuffix(err.Error(), tt.err) {
			t.Errorf("%q: error %v, want %q", tt.written, err, tt.err)
		}
	}
}

// A reason's sentence is tried as its regexp only when the reason begins
// and ends with the sentence's literal words as the regexp's (?i) would
// match them: hasPrefixFold and hasSuffixFold agree with it, on letters
// whose cases differ in length (ſ, the Kelvin sign) too.
func TestSentenceEndsAsTheRegexpMatches(t *testing.T) {
	for _, tt := range []struct{ s, lit string }{
		{"Only in the step", "only in"}, {"ONLY IN", "only in"}, {"only", "only in"},
		{"ſupport step", "support"}, {"support", "ſupport"}, {"\u212a cards", "k cards"},
		{"only in the support step", "step"}, {"the STEP", "step"}, {"the ſtep", "step"},
		{"赤5は出せない", "出せない"}, {"赤5は出せる", "出せない"}, {"", "x"}, {"x", ""},
		{"the steps", "step"}, {"カード", "ード"}, {"カード", "カ"}, {"é", "É"},
	} {
		head := regexp.MustCompile("(?i)^" + regexp.QuoteMeta(tt.lit)).MatchString(tt.s)
		tail := regexp.MustCompile("(?i)" + regexp.QuoteMeta(tt.lit) + "$").MatchString(tt.s)
		if got := hasPrefixFold(tt.s, tt.lit); got != head {
			t.Errorf("hasPrefixFold(%q, %q) = %v, the regexp says %v", tt.s, tt.lit, got, head)
		}
		if got := hasSuffixFold(tt.s, tt.lit); got != tail {
			t.Errorf("hasSuffixFold(%q, %q) = %v, the regexp says %v", tt.s, tt.lit, got, tail)
		}
	}
}
