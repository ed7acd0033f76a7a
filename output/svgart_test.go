package output

import (
	"testing"

	"cardpress/layout"
)

// A drawing covers its box about the anchor, is contained in it whole, or
// is stretched to it.
func TestSVGFit(t *testing.T) {
	tests := []struct {
		fit    string
		anchor layout.Point
		want   [4]float64 // SX, SY, TX, TY
		cw, ch float64
	}{
		{"cover", layout.Point{X: 0.5, Y: 0.2}, [4]float64{2, 2, 0, -2}, 20, 10},
		{"cover", layout.Point{X: 0.5, Y: 1}, [4]float64{2, 2, 0, -10}, 20, 10},
		{"contain", layout.Point{X: 0.5, Y: 0.5}, [4]float64{1, 1, 0, 0}, 10, 10},
		{"stretch", layout.Point{}, [4]float64{2, 1, 0, 0}, 20, 10},
	}
	for _, tt := range tests {
		tr, cw, ch := svgFit(10, 10, 20, 10, tt.fit, tt.anchor)
		if got := [4]float64{tr.SX, tr.SY, tr.TX, tr.TY}; got != tt.want || cw != tt.cw || ch != tt.ch {
			t.Errorf("%s %v: got %v, %v × %v; want %v, %v × %v", tt.fit, tt.anchor, got, cw, ch, tt.want, tt.cw, tt.ch)
		}
	}
}
