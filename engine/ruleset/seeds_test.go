package ruleset

import "cardpress/engine/enginetest"

// longSeeds are the seeds a random-game test plays: 1 to n with
// CARDPRESS_LONG (as CI's long runs do), else quick, the few of them its
// quick run keeps (the caller says which and why: most, those whose games
// together run every statement of the module the n run, go test
// -coverpkg with each seed alone).
func longSeeds(n uint64, quick ...uint64) []uint64 {
	if !enginetest.Long() {
		return quick
	}
	seeds := make([]uint64, n)
	for i := range seeds {
		seeds[i] = uint64(i + 1)
	}
	return seeds
}
