package gametest

import "testing"

// ReportCPU starts counting the process's CPU time (user and system) and
// returns the function that reports it per operation as cpu-ms: on a
// shared machine it says more than the wall time.
func ReportCPU(b *testing.B) func() {
	start := cpuTime()
	return func() { b.ReportMetric(float64(cpuTime()-start)/1e6/float64(b.N), "cpu-ms") }
}
