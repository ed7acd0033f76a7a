package ruleset_test

import (
	"testing"

	"cardpress/catalog"
	"cardpress/engine/ruleset"
)

// TestWorldEndCompiles loads World End's rules description.
func TestWorldEndCompiles(t *testing.T) {
	c, err := catalog.LoadDir("../../games/world-end")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ruleset.Load(c); err != nil {
		t.Fatal(err)
	}
}
