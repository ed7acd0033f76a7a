//go:build !unix

package build

import "time"

// cpuTime is not known here: benchmarks report 0 cpu-ms.
func cpuTime() time.Duration { return 0 }
