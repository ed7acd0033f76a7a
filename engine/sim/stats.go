package sim

import "math"

// z95 is the normal quantile of a two-sided 95% interval.
const z95 = 1.959963984540054

// Interval is an estimate with its 95% confidence interval.
type Interval struct {
	Value float64 `json:"value"`
	Low   float64 `json:"low"`
	High  float64 `json:"high"`
}

// Proportion estimates a rate from k successes in n trials, with the
// Wilson score interval (good for rates near 0 or 1 and for small n).
func Proportion(k, n int64) Interval {
	if n == 0 {
		return Interval{}
	}
	p := float64(k) / float64(n)
	nf := float64(n)
	d := 1 + z95*z95/nf
	mid := (p + z95*z95/(2*nf)) / d
	half := z95 * math.Sqrt(p*(1-p)/nf+z95*z95/(4*nf*nf)) / d
	return Interval{Value: p, Low: max(0, mid-half), High: min(1, mid+half)}
}

// MeanInterval estimates the mean of a histogram's values, with the normal
// interval of the mean (the sample is large: thousands of games).
func MeanInterval(h *Histogram) Interval {
	n := float64(h.N())
	if n == 0 {
		return Interval{}
	}
	mean := h.Mean()
	var ss float64
	for v, c := range h.Counts {
		d := float64(v) - mean
		ss += d * d * float64(c)
	}
	sd := 0.0
	if n > 1 {
		sd = math.Sqrt(ss / (n - 1))
	}
	half := z95 * sd / math.Sqrt(n)
	return Interval{Value: mean, Low: mean - half, High: mean + half}
}
