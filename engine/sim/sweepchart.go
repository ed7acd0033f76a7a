package sim

import (
	"fmt"
	"html"
	"math"
	"strings"
)

// Series is one line of a sweep chart: a figure at each value of the
// sweep, with its interval.
type Series struct {
	Name   string
	Points []Interval
}

// Panel is one plot of a sweep chart: its series share the y axis.
type Panel struct {
	Title  string // "Win rates, %"
	Series []Series
}

// sweepColors are the series' colors, in order.
var sweepColors = []string{"#3b6ea8", "#d97a2b", "#4a9a5b", "#a8473b", "#7a5aa8", "#666666"}

// SweepChart draws a what-if sweep as SVG: one panel per figure group side
// by side, the values of the sweep on the x axis, each series a line with
// its 95% intervals as error bars (a NaN value, a figure of no games, is
// left out). The text is fixed-precision, so the
// same figures give the same bytes.
func SweepChart(title, xLabel string, values []string, panels []Panel) []byte {
	const (
		pw, ph         = 360.0, 240.0 // a panel's plot area
		left, top, gap = 56.0, 48.0, 90.0
	)
	w := left + float64(len(panels))*(pw+gap)
	h := top + ph + 90
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%.0f" height="%.0f" viewBox="0 0 %.0f %.0f" font-family="sans-serif" font-size="11">`+"\n", w, h, w, h)
	fmt.Fprintf(&b, `<rect width="100%%" height="100%%" fill="#fff"/>`+"\n")
	fmt.Fprintf(&b, `<text x="%.0f" y="22" font-size="14" font-weight="bold">%s</text>`+"\n", left, html.EscapeString(title))
	for i, p := range panels {
		x0 := left + float64(i)*(pw+gap)
		panel(&b, p, x0, top, pw, ph, xLabel, values)
	}
	b.WriteString("</svg>\n")
	return []byte(b.String())
}

// panel draws one panel with its plot area at (x0, y0), w × h.
func panel(b *strings.Builder, p Panel, x0, y0, w, h float64, xLabel string, values []string) {
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, s := range p.Series {
		for _, iv := range s.Points {
			if !math.IsNaN(iv.Value) {
				lo, hi = min(lo, iv.Low, iv.Value), max(hi, iv.High, iv.Value)
			}
		}
	}
	if lo > hi {
		lo, hi = 0, 1
	}
	lo, hi = niceFloor(lo), niceCeil(hi)
	if hi <= lo {
		hi = lo + 1
	}
	fmt.Fprintf(b, `<text x="%.1f" y="%.1f" font-weight="bold">%s</text>`+"\n", x0, y0-10, html.EscapeString(p.Title))
	y := func(v float64) float64 { return y0 + h - (v-lo)/(hi-lo)*h }
	x := func(i int) float64 {
		if len(values) == 1 {
			return x0 + w/2
		}
		return x0 + 20 + float64(i)*(w-40)/float64(len(values)-1)
	}
	for k := 0; k <= 4; k++ {
		v := lo + (hi-lo)*float64(k)/4
		fmt.Fprintf(b, `<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="#ddd"/>`+"\n", x0, y(v), x0+w, y(v))
		fmt.Fprintf(b, `<text x="%.1f" y="%.1f" text-anchor="end" fill="#666">%s</text>`+"\n", x0-4, y(v)+4, trimFloat(v))
	}
	for i, v := range values {
		fmt.Fprintf(b, `<text x="%.1f" y="%.1f" text-anchor="middle" fill="#666">%s</text>`+"\n", x(i), y0+h+16, html.EscapeString(v))
	}
	fmt.Fprintf(b, `<text x="%.1f" y="%.1f" text-anchor="middle">%s</text>`+"\n", x0+w/2, y0+h+34, html.EscapeString(xLabel))
	fmt.Fprintf(b, `<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="none" stroke="#999"/>`+"\n", x0, y0, w, h)
	for si, s := range p.Series {
		col := sweepColors[si%len(sweepColors)]
		var pts []string
		for i, iv := range s.Points {
			if math.IsNaN(iv.Value) { // no games at this value: the line stops
				polyline(b, pts, col)
				pts = nil
				continue
			}
			xi := x(i) + float64(si-len(p.Series)/2)*3 // apart, so that the bars do not hide each other
			fmt.Fprintf(b, `<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="%s"/>`+"\n", xi, y(iv.Low), xi, y(iv.High), col)
			fmt.Fprintf(b, `<circle cx="%.1f" cy="%.1f" r="2.5" fill="%s"/>`+"\n", xi, y(iv.Value), col)
			pts = append(pts, fmt.Sprintf("%.1f,%.1f", xi, y(iv.Value)))
		}
		polyline(b, pts, col)
		ly := y0 + h + 52 + float64(si/2)*14
		lx := x0 + float64(si%2)*w/2
		fmt.Fprintf(b, `<rect x="%.1f" y="%.1f" width="10" height="3" fill="%s"/><text x="%.1f" y="%.1f">%s</text>`+"\n", lx, ly-4, col, lx+14, ly, html.EscapeString(s.Name))
	}
}

// polyline joins the points of a series, when there are two or more.
func polyline(b *strings.Builder, pts []string, col string) {
	if len(pts) > 1 {
		fmt.Fprintf(b, `<polyline points="%s" fill="none" stroke="%s" stroke-width="1.5"/>`+"\n", strings.Join(pts, " "), col)
	}
}

// niceFloor rounds v down the way niceCeil rounds up (0 stays 0).
func niceFloor(v float64) float64 {
	if v == 0 {
		return 0
	}
	if v < 0 {
		return -niceCeil(-v)
	}
	p := math.Pow(10, math.Floor(math.Log10(v)))
	for _, m := range []float64{8, 6, 5, 4, 3, 2.5, 2, 1.6, 1.2, 1} {
		if m*p <= v {
			return m * p
		}
	}
	return p
}
