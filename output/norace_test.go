//go:build !race

package output

// raceDetector reports whether the tests run under -race, whose own
// allocations count in the heap a test measures.
const raceDetector = false
