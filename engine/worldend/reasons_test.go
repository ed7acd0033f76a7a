package worldend

import (
	"errors"
	"os"
	"regexp"
	"strings"
	"testing"

	"cardpress/engine"
)

// Every rejection of the candidates of random whole games is by a rule of
// the reasons table, and its sentence has every slot filled; the games
// reach at least 10 rules (the others need an example's set-up).
func TestRejectionsByKey(t *testing.T) {
	d := dealer(t, false)
	keys := map[string]bool{}
	for _, r := range reasons {
		keys[r.Key] = true
	}
	seen := map[string]bool{}
	for g := range 20 {
		s := d.Deal(nil, uint64(g)).(*State)
		rng := engine.NewRand(uint64(g))
		for !s.IsTerminal() {
			for _, m := range s.candidates(nil) {
				err := s.tryState().apply(m)
				if err == nil {
					continue
				}
				var rej *engine.Rejection
				switch {
				case !errors.As(err, &rej) || rej.Key == "":
					t.Fatalf("%s: %v is not a rejection by key", s.ActionString(m.action()), err)
				case !keys[rej.Key]:
					t.Fatalf("%s: rejected by %q, a key the reasons table does not have", s.ActionString(m.action()), rej.Key)
				case strings.ContainsAny(rej.Error(), "{}"):
					t.Fatalf("%s: a slot left in %q", s.ActionString(m.action()), rej.Error())
				}
				seen[rej.Key] = true
			}
			legal := s.LegalActions(nil)
			if err := s.Apply(legal[rng.Intn(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if len(seen) < 10 {
		t.Errorf("the games reach %d rules: %v", len(seen), seen)
	}
}

// Every key the engine rejects by is in the reasons table with a
// sentence, and every key of the table is rejected by somewhere.
func TestReasonKeysInTable(t *testing.T) {
	text := map[string]bool{}
	for _, r := range reasons {
		text[r.Key] = text[r.Key] || r.Text != ""
	}
	used := map[string]bool{}
	call := regexp.MustCompile(`reject\("([^"]+)"|key :?= "([^"]+)"`)
	for _, name := range []string{"actions.go", "model.go", "examples.go"} {
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range call.FindAllStringSubmatch(string(src), -1) {
			used[m[1]+m[2]] = true
		}
	}
	for k := range used {
		if !text[k] {
			t.Errorf("the engine rejects by %q, which has no sentence in the reasons table", k)
		}
	}
	for k := range text {
		if !used[k] {
			t.Errorf("the reasons table has %q, which the engine never rejects by", k)
		}
	}
}

// An example names the rule a step breaks: the words of another rule do
// not do, even where the engine's sentence happens to contain them; the
// words of a broader rule name its cases; a card the reason names must be
// the one the rejection is about.
func TestReasonsNameTheRule(t *testing.T) {
	runCases(t, []ruleCase{
		{name: "the rule's words", body: `
players: Alice, Bob
Alice: 守りの応援, 1 more
Alice cannot play 守りの応援: only in the support step`},
		{name: "words of another rule inside the sentence", line: 4, fail: "rejected: support step", body: `
players: Alice, Bob
Alice: 守りの応援, 1 more
Alice cannot play 守りの応援: support step`},
		{name: "a broader rule names its case in the cost", body: `
players: Alice, Bob
Alice: さすらいの騎士, 火の矢, 1 more
Alice cannot play さすらいの騎士 (炎の獣, 火の矢): does not hold`},
		{name: "the card a reason names", body: `
players: Alice, Bob
Alice: さすらいの騎士, 火の矢, 1 more
Alice cannot play さすらいの騎士 (炎の獣, 火の矢): does not hold 炎の獣`},
		{name: "a card the rejection is not about", line: 4, fail: "Alice does not hold 炎の獣 to pay for さすらいの騎士", body: `
players: Alice, Bob
Alice: さすらいの騎士, 火の矢, 1 more
Alice cannot play さすらいの騎士 (炎の獣, 火の矢): does not hold 火の矢`},
		{name: "a broader rule names its case", body: `
players: Alice, Bob
Alice field: 見習い剣士
Alice cannot attack Bob with 炎の獣: on the field`},
		{name: "the words of a rule the step does not break", line: 4, fail: "Alice has no 炎の獣 on the field", body: `
players: Alice, Bob
Alice field: 見習い剣士
Alice cannot attack Bob with 炎の獣: only a ready character attacks`},
	})
}
