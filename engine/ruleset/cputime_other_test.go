//go:build !unix

package ruleset

import "time"

// CPUTime is not known here: the benchmarks report 0 cpu-ns.
func CPUTime() time.Duration { return 0 }
