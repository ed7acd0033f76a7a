package ruleset_test

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"cardpress/engine/ruleset"
)

// TestTutorialTypo keeps the tutorial of docs/rules-language.md true: the
// typo it makes in Color Shed's rules is reported where it says.
func TestTutorialTypo(t *testing.T) {
	doc, err := os.ReadFile("../../docs/rules-language.md")
	if err != nil {
		t.Fatal(err)
	}
	said := regexp.MustCompile("`(rules/game\\.toml:\\d+:\\d+: unknown card id \"skpi\"; did you mean \"skip\"\\?)`").FindSubmatch(doc)
	if said == nil {
		t.Fatal("the tutorial no longer shows the typo's message")
	}
	c, src := ruleset.RulesSource(t, "color-shed")
	const line = `"if card.id == 'skip' || card.id == 'draw-two' || card.id == 'reverse' && players == 2 then player = next(2) else player = next(1)",`
	typo := `"if card.id == 'skpi' then player = next(3) else if card.id == 'draw-two' || card.id == 'reverse' && players == 2 then player = next(2) else player = next(1)",`
	if !strings.Contains(src, line) {
		t.Fatal("the tutorial's line is no longer in Color Shed's rules")
	}
	_, err = ruleset.Compile(c, "rules/game.toml", []byte(strings.Replace(src, line, typo, 1)))
	if err == nil || err.Error() != string(said[1]) {
		t.Errorf("the typo is reported as %v; the tutorial says %s", err, said[1])
	}
}
