//go:build !unix

package gametest

import "time"

// cpuTime is not known here: benchmarks report 0 cpu-ms.
func cpuTime() time.Duration { return 0 }
