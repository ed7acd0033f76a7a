package sim

import (
	"fmt"
	"math"

	"cardpress/diag"
	"cardpress/fonts"
	"cardpress/layout"
)

// Bar is one bar of a chart's bar panel.
type Bar struct {
	Label string
	Value float64
}

// ChartSpec describes a two-panel chart of a simulation: the histogram of
// game lengths on the left, bars (one per card, say) on the right.
type ChartSpec struct {
	Title     string
	Lengths   *Histogram
	LengthsOf string // what the histogram counts: "actions per game"
	Bars      []Bar  // drawn in order, top first
	BarsOf    string // what the bars measure: "played in % of player-games"
}

// Chart colors.
var (
	chartBar   = layout.Color{R: 0x3b, G: 0x6e, B: 0xa8}
	chartBar2  = layout.Color{R: 0xd9, G: 0x7a, B: 0x2b}
	chartGrid  = layout.Color{R: 0xdd, G: 0xdd, B: 0xdd}
	chartMuted = layout.Color{R: 0x66, G: 0x66, B: 0x66}
)

// Chart lays the chart out; it returns the boxes and the area they cover,
// in mm, for output.RenderArea.
func Chart(c ChartSpec) ([]layout.Box, layout.Rect) {
	const (
		w      = 250.0
		margin = 8.0
		top    = 18.0
		rowH   = 4.2
	)
	h := max(120, top+float64(len(c.Bars))*rowH+16)
	var out []layout.Box
	out = append(out, layout.Fill{Rect: layout.Rect{W: w, H: h}, Color: layout.White})
	out = append(out, text(margin, 9, fonts.SansBold, 12, layout.Ink, c.Title))
	left := layout.Rect{X: margin + 10, Y: top + 6, W: 100, H: h - top - 22}
	out = append(out, histogram(left, c.Lengths, c.LengthsOf)...)
	right := layout.Rect{X: 150, Y: top + 6, W: w - 150 - margin, H: float64(len(c.Bars)) * rowH}
	out = append(out, bars(right, c.Bars, c.BarsOf, rowH)...)
	return out, layout.Rect{W: w, H: h}
}

func text(x, y float64, s fonts.Style, size float64, col layout.Color, str string) layout.Text {
	return layout.Text{X: x, Y: y, Style: s, Size: size, Color: col, Text: str}
}

func rightText(x, y float64, size float64, col layout.Color, str string) layout.Text {
	return text(x-layout.TextWidth(fonts.Sans, str, size), y, fonts.Sans, size, col, str)
}

func centerText(x, y float64, size float64, col layout.Color, str string) layout.Text {
	return text(x-layout.TextWidth(fonts.Sans, str, size)/2, y, fonts.Sans, size, col, str)
}

// histogram draws the distribution of h in 40 bins up to its 99th
// percentile (longer games fall in the last bin), with the median marked.
func histogram(r layout.Rect, h *Histogram, of string) []layout.Box {
	var out []layout.Box
	out = append(out, text(r.X-10, r.Y-6, fonts.SansBold, 9, layout.Ink, "Game length: "+of))
	if h.N() == 0 {
		return out
	}
	hi := niceCeil(float64(h.Percentile(99)) + 1)
	const nbins = 40
	width := hi / nbins
	counts := make([]int64, nbins)
	for v, n := range h.Counts {
		counts[min(nbins-1, int(float64(v)/width))] += n
	}
	peak := int64(1)
	for _, n := range counts {
		peak = max(peak, n)
	}
	ymax := niceCeil(float64(peak) / float64(h.N()) * 100)
	// grid and y labels (percent of games)
	for i := 0; i <= 4; i++ {
		y := r.Y + r.H - r.H*float64(i)/4
		out = append(out, layout.Line{A: layout.Point{X: r.X, Y: y}, B: layout.Point{X: r.X + r.W, Y: y}, Width: 0.2, Color: chartGrid})
		out = append(out, rightText(r.X-1.5, y+1, 7, chartMuted, trimFloat(ymax*float64(i)/4)+"%"))
	}
	bw := r.W / nbins
	for i, n := range counts {
		bh := float64(n) / float64(h.N()) * 100 / ymax * r.H
		out = append(out, layout.Fill{Rect: layout.Rect{X: r.X + float64(i)*bw + 0.15, Y: r.Y + r.H - bh, W: bw - 0.3, H: bh}, Color: chartBar})
	}
	// x labels
	for i := 0; i <= 4; i++ {
		x := r.X + r.W*float64(i)/4
		out = append(out, layout.Line{A: layout.Point{X: x, Y: r.Y + r.H}, B: layout.Point{X: x, Y: r.Y + r.H + 1.2}, Width: 0.25, Color: chartMuted})
		out = append(out, centerText(x, r.Y+r.H+4.5, 7, chartMuted, trimFloat(hi*float64(i)/4)))
	}
	// the median and the mean
	med := float64(h.Percentile(50))
	x := r.X + min(med/hi, 1)*r.W
	out = append(out, layout.Line{A: layout.Point{X: x, Y: r.Y}, B: layout.Point{X: x, Y: r.Y + r.H}, Width: 0.4, Color: chartBar2})
	out = append(out, text(x+1, r.Y+3, fonts.Sans, 7, chartBar2, fmt.Sprintf("median %d", int(med))))
	out = append(out, text(r.X, r.Y+r.H+10, fonts.Sans, 7, chartMuted,
		fmt.Sprintf("%s · mean %.0f · p90 %d · p99 %d · max %d (bins to p99; longer in the last bin)", diag.Count(int(h.N()), "game"), h.Mean(), h.Percentile(90), h.Percentile(99), h.Max())))
	return out
}

// bars draws one labelled horizontal bar per Bar, the value at its end.
func bars(r layout.Rect, list []Bar, of string, rowH float64) []layout.Box {
	var out []layout.Box
	out = append(out, text(r.X, r.Y-6, fonts.SansBold, 9, layout.Ink, of))
	peak := 0.0
	for _, b := range list {
		peak = max(peak, b.Value)
	}
	if peak == 0 {
		peak = 1
	}
	const labelW = 30.0
	const valueW = 10.0
	barW := r.W - labelW - valueW
	for i, b := range list {
		y := r.Y + float64(i)*rowH
		out = append(out, rightText(r.X+labelW-1.5, y+rowH*0.72, 7, layout.Ink, b.Label))
		bw := b.Value / peak * barW
		out = append(out, layout.Fill{Rect: layout.Rect{X: r.X + labelW, Y: y + 0.5, W: bw, H: rowH - 1}, Color: chartBar})
		out = append(out, text(r.X+labelW+bw+1, y+rowH*0.72, fonts.Sans, 7, chartMuted, trimFloat(b.Value)))
	}
	return out
}

// niceCeil rounds v up to 1, 1.2, 1.6, 2, 2.5, 3, 4, 5, 6 or 8 times a
// power of ten: values whose quarters are round too.
func niceCeil(v float64) float64 {
	if v <= 0 {
		return 1
	}
	p := math.Pow(10, math.Floor(math.Log10(v)))
	for _, m := range []float64{1, 1.2, 1.6, 2, 2.5, 3, 4, 5, 6, 8, 10} {
		if m*p >= v {
			return m * p
		}
	}
	return 10 * p
}

// trimFloat writes v with up to two decimals and no trailing zeros.
func trimFloat(v float64) string {
	s := fmt.Sprintf("%.2f", v)
	for s[len(s)-1] == '0' {
		s = s[:len(s)-1]
	}
	if s[len(s)-1] == '.' {
		s = s[:len(s)-1]
	}
	return s
}
