// Package testpace runs a package's tests with the garbage collector at
// the pace cardpress itself runs at (gcpace): at the default pace the
// collector's cycles over the games, manuals and builds the tests make
// and throw away are a tenth or more of a package's CPU.
package testpace

import (
	"flag"
	"testing"

	"cardpress/internal/gcpace"
)

// Run runs m's tests at cardpress's pace, their temporary files on a RAM
// disk where there is one (UseRAMDisk), and returns their exit code, for a
// TestMain to exit with. Benchmarks, and GOGC set in the environment, keep
// the default pace they were measured at.
func Run(m *testing.M) int {
	flag.Parse()
	UseRAMDisk()
	if flag.Lookup("test.bench").Value.String() == "" {
		gcpace.Set(gcpace.SmallHeap)
	}
	return m.Run()
}
