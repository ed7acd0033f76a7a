package sim

import (
	"math"
	"testing"
)

func TestProportionInterval(t *testing.T) {
	// 50 of 100: the Wilson interval is about 0.404 to 0.596.
	iv := Proportion(50, 100)
	if iv.Value != 0.5 || math.Abs(iv.Low-0.4038) > 0.001 || math.Abs(iv.High-0.5962) > 0.001 {
		t.Errorf("Proportion(50, 100) = %+v", iv)
	}
	// No success still has an upper bound above 0.
	if iv := Proportion(0, 20); iv.Low != 0 || iv.High < 0.1 || iv.High > 0.2 {
		t.Errorf("Proportion(0, 20) = %+v", iv)
	}
	if iv := Proportion(0, 0); iv != (Interval{}) {
		t.Errorf("Proportion(0, 0) = %+v", iv)
	}
}

func TestMeanInterval(t *testing.T) {
	var h Histogram
	for range 50 {
		h.Add(9)
		h.Add(11)
	}
	iv := MeanInterval(&h)
	// Mean 10, sd ≈ 1.005, n 100: ±0.197.
	if iv.Value != 10 || math.Abs(iv.High-iv.Low-2*0.197) > 0.002 {
		t.Errorf("MeanInterval = %+v", iv)
	}
}

func TestDifference(t *testing.T) {
	// 600 of 1000 player-games with the card won, 1000 of 4000 in all: the
	// others won 400 of 3000 (13.3%), the card's 60%; the difference to the
	// average (25%) is 35 points, (1-f)(p1-p0) = 0.75 × 0.4667.
	iv, p := Difference(600, 1000, 1000, 4000)
	if math.Abs(iv.Value-0.35) > 1e-9 || iv.Low > 0.33 || iv.High < 0.37 || iv.High-iv.Low > 0.06 || p > 1e-12 {
		t.Errorf("Difference = %+v, p %g", iv, p)
	}
	// The card's rate is the average: no difference, p near 1.
	if iv, p := Difference(250, 1000, 1000, 4000); math.Abs(iv.Value) > 1e-12 || p < 0.9 || iv.Low > -0.01 || iv.High < 0.01 {
		t.Errorf("no difference: %+v, p %g", iv, p)
	}
	// Played in 998 of 1000 player-games, the 2 without lost: the
	// difference is small (0.2 points) and not certain.
	if iv, p := Difference(500, 998, 500, 1000); iv.Value > 0.003 || iv.Low > 0 || p < 0.05 {
		t.Errorf("nearly always played: %+v, p %g", iv, p)
	}
	if _, p := Difference(0, 0, 10, 40); p != 1 {
		t.Errorf("no games with the card: p %g", p)
	}
}

func TestHolm(t *testing.T) {
	got := Holm([]float64{0.01, 0.04, 0.03, 0.005})
	// Sorted 0.005, 0.01, 0.03, 0.04 times 4, 3, 2, 1: 0.02, 0.03, 0.06,
	// 0.04 → made non-decreasing: 0.02, 0.03, 0.06, 0.06.
	want := []float64{0.03, 0.06, 0.06, 0.02}
	for i := range want {
		if math.Abs(got[i]-want[i]) > 1e-12 {
			t.Errorf("Holm = %v, want %v", got, want)
			break
		}
	}
}
