package ruleset_test

import (
	"testing"

	"cardpress/catalog"
	"cardpress/engine"
	"cardpress/engine/clamp"
)

// CLAMP in CARDLAND's random self-play per action on its Go engine and on
// its data description, side by side (go test -bench RandomActionClamp
// ./engine/ruleset/): the ratio of the two is the data engine's cost.
func BenchmarkRandomActionClampGo(b *testing.B) {
	c, err := catalog.LoadDir(clampDir)
	if err != nil {
		b.Fatal(err)
	}
	d, err := clamp.LoadDealer(c, engine.DealOptions{})
	if err != nil {
		b.Fatal(err)
	}
	randomActions(b, d)
}

func BenchmarkRandomActionClampData(b *testing.B) {
	randomActions(b, dataDealer(b, clampDir))
}
