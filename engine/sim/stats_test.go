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
