package ruleset_test

import "testing"

// CLAMP in CARDLAND's random self-play per action on its data description
// (go test -bench RandomActionClamp ./engine/ruleset/). Before its Go
// engine was deleted, the fastest of three runs side by side: Go 58.2 µs,
// data 21.3 µs.
func BenchmarkRandomActionClampData(b *testing.B) {
	randomActions(b, dataDealer(b, clampDir))
}
