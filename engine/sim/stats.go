package sim

import (
	"math"
	"sort"
)

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

// Difference compares the win rate of the player-games with a card, k1
// won of n1, with the average of all player-games, k won of n (which hold
// those): the difference, with its 95% interval, and the two-sided p-value
// of no difference. The average mixes the games with the card and those
// without (k-k1 won of n-n1), so the difference is (1-f)(p1-p0) with f =
// n1/n. Its interval and p-value are Agresti and Caffo's (2000) for
// p1-p0, scaled by 1-f: both rates with a win and a loss added to each
// group, for the centre and the standard error, so that a card played in
// nearly every player-game, which leaves a handful of games without it
// (all lost, say), does not make a tiny difference look certain.
func Difference(k1, n1, k, n int64) (Interval, float64) {
	n0 := n - n1
	if n1 == 0 || n0 <= 0 {
		return Interval{}, 1
	}
	k0 := k - k1
	p1, p0 := float64(k1)/float64(n1), float64(k0)/float64(n0)
	f := float64(n1) / float64(n)
	d := (1 - f) * (p1 - p0)
	a1, a0 := float64(k1+1)/float64(n1+2), float64(k0+1)/float64(n0+2)
	se := math.Sqrt(a1*(1-a1)/float64(n1+2) + a0*(1-a0)/float64(n0+2))
	mid := (1 - f) * (a1 - a0)
	half := (1 - f) * z95 * se
	iv := Interval{Value: d, Low: mid - half, High: mid + half}
	return iv, math.Erfc(math.Abs(a1-a0) / se / math.Sqrt2)
}

// Holm adjusts p-values for the number of comparisons (Holm 1979, which
// controls the chance of any false flag, like Bonferroni, but rejects
// more): the i-th smallest of m is multiplied by m-i+1, and the adjusted
// values are made non-decreasing in that order. A comparison is
// significant at level α when its adjusted value is below α.
func Holm(p []float64) []float64 {
	m := len(p)
	order := make([]int, m)
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return p[order[a]] < p[order[b]] })
	out := make([]float64, m)
	run := 0.0
	for rank, i := range order {
		run = max(run, min(1, float64(m-rank)*p[i]))
		out[i] = run
	}
	return out
}
