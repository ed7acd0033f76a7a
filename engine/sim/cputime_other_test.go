//go:build !unix

package sim_test

import "time"

var start = time.Now()

// cpuSeconds is the wall time since the start where the process's CPU
// time cannot be read.
func cpuSeconds() float64 { return time.Since(start).Seconds() }
