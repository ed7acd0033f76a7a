//go:build unix

package ruleset

import (
	"syscall"
	"time"
)

// CPUTime is the CPU time the process has used so far, user and system:
// the speed benchmarks report it per action beside the wall time, which
// on a shared machine counts the other jobs too.
func CPUTime() time.Duration {
	var u syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &u); err != nil {
		return 0
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}
