//go:build unix

package sim_test

import "syscall"

// cpuSeconds is the CPU time the process has used, user and system: on
// a shared machine a benchmark's wall time measures the other jobs too.
func cpuSeconds() float64 {
	var u syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &u); err != nil {
		return 0
	}
	return float64(u.Utime.Nano()+u.Stime.Nano()) / 1e9
}
