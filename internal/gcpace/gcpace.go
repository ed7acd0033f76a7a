// Package gcpace sets the garbage collector's pace of cardpress, and of the
// tests, which run the same work.
//
// A command's heap starts at a few megabytes, and the garbage collector's
// default pace (a cycle each time the heap doubles) runs a dozen cycles
// while a build's heap grows to its few tens of megabytes of caches and
// pages, which live until the end: about a tenth of a fresh build's CPU.
// So the heap may grow to five times what is live (GOGC=400) while what
// is live stays small, and the default pace comes back past SmallHeap,
// so that a game of large pictures or a long watch keeps the default's
// memory. GOGC set in the environment is obeyed as it stands.
//
// Most commands (validate, check, sim of a game) allocate less than
// FirstCycle all told and exit: the first cycle's goal is that much, not
// the 16 MB of GOGC=400, which made a cycle over a heap the process was
// about to throw away.
package gcpace

import (
	"os"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
)

// SmallHeap is the live heap up to which the collector runs at the
// quicker pace.
const SmallHeap = 64 << 20

// FirstCycle is the heap goal of the collector's first cycle, which it
// starts on the way there (from 70% of it).
const FirstCycle = 32 << 20

// firstPercent is the GOGC until the first cycle: the runtime's smallest
// heap goal is 4 MB times GOGC/100, the first cycle's goal.
const firstPercent = FirstCycle / (4 << 20) * 100

// Set sets the quicker pace, until a cycle finds more than limit bytes
// live; it reports whether it did.
func Set(limit uint64) bool {
	if _, set := os.LookupEnv("GOGC"); set {
		return false
	}
	debug.SetGCPercent(firstPercent)
	watchHeap(limit)
	return true
}

// watchHeap checks the live heap after the next cycle, and again after
// each until it is past limit, when the default pace comes back.
func watchHeap(limit uint64) {
	runtime.AddCleanup(new([64]byte), func(limit uint64) {
		live := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
		metrics.Read(live)
		if live[0].Value.Kind() == metrics.KindUint64 && live[0].Value.Uint64() > limit {
			debug.SetGCPercent(100)
			return
		}
		debug.SetGCPercent(400) // after the first cycle (firstPercent)
		watchHeap(limit)
	}, limit)
}
