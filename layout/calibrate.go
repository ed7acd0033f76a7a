package layout

import (
	"fmt"
	"math"

	"cardpress/fonts"
)

// Calibration scale geometry, in mm.
const (
	calRange = 6.0 // the back scales read −6 … +6 mm
	calStep  = 0.5 // a tick every half millimetre
	calArm   = 30.0
)

// CalibrationPages are a face page and its back page for measuring a duplex
// printer: the face has crosshairs, the back, where they should land, scales
// in mm. Held against the light, the number on the back scale that a
// crosshair line meets is the --duplex-offset to give, in X and Y; printed
// again with that offset, the lines meet the zeros. d's offset is applied.
func CalibrationPages(w, h float64, d Duplex) []Page {
	sh := Sheet{PageW: w, PageH: h}
	face := Page{W: w, H: h}
	back := Page{W: w, H: h}
	ink := Black
	at := []Point{{w / 2, h / 2}, {w * 0.25, h * 0.25}, {w * 0.75, h * 0.75}}
	for _, p := range at {
		face.Boxes = append(face.Boxes,
			Line{Point{p.X - calArm, p.Y}, Point{p.X + calArm, p.Y}, 0.2, ink},
			Line{Point{p.X, p.Y - calArm}, Point{p.X, p.Y + calArm}, 0.2, ink})
		back.Boxes = append(back.Boxes, calibrationScales(sh.backPoint(p, d))...)
	}
	text := func(y float64, s string) Box {
		return Text{X: 12, Y: y, Style: fonts.Sans, Size: 8, Color: Ink, Text: s}
	}
	face.Boxes = append(face.Boxes,
		text(14, "cardpress duplex calibration · face · print both pages double-sided, "+d.Edge.String()),
		text(19, "Hold the sheet against the light. Where each line meets the scale on the back,"),
		text(24, "read the number: the vertical line gives X, the horizontal one Y."),
		text(29, "Then print with --duplex-offset X,Y; the lines then meet the zeros."))
	back.Boxes = append(back.Boxes,
		text(h-12, fmt.Sprintf("cardpress duplex calibration · back · %s · printed with offset %g,%g mm", d.Edge, d.Offset.X, d.Offset.Y)))
	return []Page{face, back}
}

// calibrationScales are the X scale (above) and the Y scale (left) around
// the point c of a back page where a face crosshair should land.
func calibrationScales(c Point) []Box {
	var boxes []Box
	n := int(math.Round(calRange / calStep))
	for i := -n; i <= n; i++ {
		t := float64(i) * calStep
		long := i%2 == 0
		l := 2.0
		if long {
			l = 4
		}
		if i == 0 {
			l = 6
		}
		// X ticks stand above the centre, Y ticks lie to its left.
		boxes = append(boxes,
			Line{Point{c.X + t, c.Y - 8 - l}, Point{c.X + t, c.Y - 8}, 0.1, Black},
			Line{Point{c.X - 8 - l, c.Y + t}, Point{c.X - 8, c.Y + t}, 0.1, Black})
		if i%4 == 0 {
			label := fmt.Sprintf("%+g", t)
			if i == 0 {
				label = "0"
			}
			size := 4.0
			tw := TextWidth(fonts.Sans, label, size)
			boxes = append(boxes,
				Text{X: c.X + t - tw/2, Y: c.Y - 8 - 6.5, Style: fonts.Sans, Size: size, Color: Ink, Text: label},
				Text{X: c.X - 8 - 6.5 - tw, Y: c.Y + t + 0.6, Style: fonts.Sans, Size: size, Color: Ink, Text: label})
		}
	}
	boxes = append(boxes,
		Text{X: c.X + calRange + 1.5, Y: c.Y - 9, Style: fonts.Sans, Size: 6, Color: Ink, Text: "X"},
		Text{X: c.X - 10, Y: c.Y + calRange + 3, Style: fonts.Sans, Size: 6, Color: Ink, Text: "Y"})
	return boxes
}
