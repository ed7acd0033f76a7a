package fonts

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"runtime"
	"slices"
	"sync"

	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// An OpenType font with CFF (PostScript) outlines, an .otf, is measured
// (sfnt) and rasterized (opentype) from its own file, but the PDF writer
// embeds TrueType outlines only (fpdf). So for a PDF its glyphs are made
// TrueType ones: cubic curves become quadratic ones (within a quarter of a
// font unit, cffTolerance), the other tables are kept as they are, and
// the glyph numbers and metrics stay those the text was measured with.
// Only the glyphs a document sets are converted (Face.DataFor), the
// whole font when they are not known (Face.Data). The conversion is
// deterministic: the same .otf gives the same bytes.

// cffTolerance is how far, in font units, a quadratic may stray from the
// cubic it stands for: a thousandth of the em of a 1000-unit font is
// 0.01 pt at 10 pt, far below what prints; coordinates are rounded to
// whole units after it anyway.
const cffTolerance = 0.25

// maxQuadsPerCubic bounds the quadratics of one cubic curve.
const maxQuadsPerCubic = 16

// isCFF reports whether data is an OpenType font with CFF outlines.
func isCFF(data []byte) bool { return len(data) >= 4 && string(data[:4]) == "OTTO" }

// trueTypeFromCFF returns the TrueType-outline font that stands for the
// CFF-outline font data: with every glyph, or with only those of keep
// when keep is not nil (the others empty, their numbers and metrics
// kept).
func trueTypeFromCFF(data []byte, keep map[sfnt.GlyphIndex]bool) ([]byte, error) {
	sf, err := sfnt.Parse(data)
	if err != nil {
		return nil, err
	}
	tables, err := tableDirectory(data)
	if err != nil {
		return nil, err
	}
	glyf, loca, stats, err := convertGlyphs(sf, keep)
	if err != nil {
		return nil, err
	}
	head, ok := tables["head"]
	if !ok || len(head) < 54 {
		return nil, errors.New("no head table")
	}
	head = slices.Clone(head)
	binary.BigEndian.PutUint32(head[8:], 0)  // checkSumAdjustment, set below
	binary.BigEndian.PutUint16(head[50:], 1) // indexToLocFormat: long offsets
	binary.BigEndian.PutUint16(head[52:], 0) // glyphDataFormat
	out := map[string][]byte{"head": head, "glyf": glyf, "loca": loca, "maxp": stats.maxp(sf.NumGlyphs())}
	for tag, t := range tables {
		switch tag {
		case "CFF ", "CFF2", "VORG", "head", "maxp", "glyf", "loca":
		default:
			out[tag] = t
		}
	}
	return AssembleTrueType(out), nil
}

// tableDirectory reads the tables of an sfnt file by tag.
func tableDirectory(data []byte) (map[string][]byte, error) {
	if len(data) < 12 {
		return nil, errors.New("file too short")
	}
	n := int(binary.BigEndian.Uint16(data[4:]))
	if len(data) < 12+16*n {
		return nil, errors.New("table directory cut short")
	}
	tables := map[string][]byte{}
	for i := range n {
		rec := data[12+16*i:]
		off, size := int(binary.BigEndian.Uint32(rec[8:])), int(binary.BigEndian.Uint32(rec[12:]))
		if off < 0 || size < 0 || off > len(data) || size > len(data)-off {
			return nil, fmt.Errorf("table %q lies outside the file", rec[:4])
		}
		tables[string(rec[:4])] = data[off : off+size]
	}
	return tables, nil
}

// glyphStats are the maxima maxp states of the glyphs.
type glyphStats struct {
	points, contours int
}

// maxp is a version 1.0 maxp table for numGlyphs glyphs with the stats.
func (s glyphStats) maxp(numGlyphs int) []byte {
	b := make([]byte, 32)
	binary.BigEndian.PutUint32(b[0:], 0x00010000)
	binary.BigEndian.PutUint16(b[4:], uint16(numGlyphs))
	binary.BigEndian.PutUint16(b[6:], uint16(min(s.points, math.MaxUint16)))
	binary.BigEndian.PutUint16(b[8:], uint16(min(s.contours, math.MaxUint16)))
	binary.BigEndian.PutUint16(b[14:], 2) // maxZones
	binary.BigEndian.PutUint16(b[24:], 0) // maxSizeOfInstructions
	return b
}

// convertGlyphs writes every glyph of sf as a TrueType simple glyph: the
// glyf table, its loca (long offsets) and the maxima. The glyphs are
// converted on all cores, each worker with a buffer of its own, and
// joined in glyph order; with keep, only its glyphs are.
func convertGlyphs(sf *sfnt.Font, keep map[sfnt.GlyphIndex]bool) (glyf, loca []byte, stats glyphStats, err error) {
	n := sf.NumGlyphs()
	glyphs := make([][]byte, n)
	all := make([]glyphStats, n)
	errs := make([]error, n)
	workers := min(runtime.GOMAXPROCS(0), max(1, n/64))
	if keep != nil {
		workers = 1 // a document's few glyphs
	}
	var wg sync.WaitGroup
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var buf sfnt.Buffer
			upem := fixed.Int26_6(sf.UnitsPerEm()) << 6 // a ppem of the em: 26.6 font units
			for i := w; i < n; i += workers {
				if keep != nil && !keep[sfnt.GlyphIndex(i)] {
					continue
				}
				segs, err := sf.LoadGlyph(&buf, sfnt.GlyphIndex(i), upem, &sfnt.LoadGlyphOptions{})
				if err != nil {
					errs[i] = fmt.Errorf("glyph %d: %v", i, err)
					return
				}
				if glyphs[i], all[i].points, all[i].contours, err = simpleGlyph(segs); err != nil {
					errs[i] = fmt.Errorf("glyph %d: %v", i, err)
					return
				}
			}
		}()
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return nil, nil, stats, err
	}
	loca = make([]byte, 4*(n+1))
	for i, g := range glyphs {
		binary.BigEndian.PutUint32(loca[4*i:], uint32(len(glyf)))
		glyf = append(glyf, g...)
		glyf = append(glyf, make([]byte, -len(g)&3)...)
		stats.points, stats.contours = max(stats.points, all[i].points), max(stats.contours, all[i].contours)
	}
	binary.BigEndian.PutUint32(loca[4*n:], uint32(len(glyf)))
	return glyf, loca, stats, nil
}

// tpoint is a TrueType outline point in font units, y up.
type tpoint struct {
	x, y int
	on   bool
}

// simpleGlyph encodes one glyph's outline (sfnt's segments: 26.6 font
// units, y down) as a TrueType simple glyph; an empty outline is an empty
// glyph.
func simpleGlyph(segs sfnt.Segments) (g []byte, points, contours int, err error) {
	var outline [][]tpoint
	var cur []tpoint
	var at [2]float64
	pt := func(p fixed.Point26_6) [2]float64 { return [2]float64{float64(p.X) / 64, -float64(p.Y) / 64} }
	add := func(p [2]float64, on bool) {
		cur = append(cur, tpoint{int(math.Round(p[0])), int(math.Round(p[1])), on})
	}
	flush := func() {
		// A closing point on the start is implied by the contour.
		if n := len(cur); n > 1 && cur[n-1] == cur[0] {
			cur = cur[:n-1]
		}
		if len(cur) > 0 {
			outline = append(outline, cur)
		}
		cur = nil
	}
	for _, s := range segs {
		switch s.Op {
		case sfnt.SegmentOpMoveTo:
			flush()
			at = pt(s.Args[0])
			add(at, true)
		case sfnt.SegmentOpLineTo:
			at = pt(s.Args[0])
			add(at, true)
		case sfnt.SegmentOpQuadTo:
			add(pt(s.Args[0]), false)
			at = pt(s.Args[1])
			add(at, true)
		case sfnt.SegmentOpCubeTo:
			c1, c2, end := pt(s.Args[0]), pt(s.Args[1]), pt(s.Args[2])
			for _, q := range cubicToQuads(at, c1, c2, end) {
				add(q[0], false)
				add(q[1], true)
			}
			at = end
		}
	}
	flush()
	if len(outline) == 0 {
		return nil, 0, 0, nil
	}
	g, err = encodeGlyph(outline)
	return g, pointCount(outline), len(outline), err
}

func pointCount(outline [][]tpoint) int {
	n := 0
	for _, c := range outline {
		n += len(c)
	}
	return n
}

// cubicToQuads approximates the cubic from p0 through c1, c2 to p3 by
// quadratics, each given as its control and end point: the cubic is cut
// into n equal pieces, n the fewest whose error stays within
// cffTolerance (the error of one piece's midpoint quadratic is at most
// √3/36 of |p3 − 3c2 + 3c1 − p0|, and falls with the cube of n).
func cubicToQuads(p0, c1, c2, p3 [2]float64) [][2][2]float64 {
	dx := p3[0] - 3*c2[0] + 3*c1[0] - p0[0]
	dy := p3[1] - 3*c2[1] + 3*c1[1] - p0[1]
	e := math.Sqrt(3) / 36 * math.Hypot(dx, dy)
	n := max(1, min(maxQuadsPerCubic, int(math.Ceil(math.Cbrt(e/cffTolerance)))))
	at := func(t float64) [2]float64 {
		u := 1 - t
		return [2]float64{
			u*u*u*p0[0] + 3*u*u*t*c1[0] + 3*u*t*t*c2[0] + t*t*t*p3[0],
			u*u*u*p0[1] + 3*u*u*t*c1[1] + 3*u*t*t*c2[1] + t*t*t*p3[1],
		}
	}
	// The derivative, for the pieces' own control points.
	d := func(t float64) [2]float64 {
		u := 1 - t
		return [2]float64{
			3*u*u*(c1[0]-p0[0]) + 6*u*t*(c2[0]-c1[0]) + 3*t*t*(p3[0]-c2[0]),
			3*u*u*(c1[1]-p0[1]) + 6*u*t*(c2[1]-c1[1]) + 3*t*t*(p3[1]-c2[1]),
		}
	}
	quads := make([][2][2]float64, n)
	for i := range n {
		t0, t1 := float64(i)/float64(n), float64(i+1)/float64(n)
		a, b := at(t0), at(t1)
		h := (t1 - t0) / 3
		da, db := d(t0), d(t1)
		// The piece's cubic controls, then the midpoint quadratic's one.
		q1 := [2]float64{a[0] + h*da[0], a[1] + h*da[1]}
		q2 := [2]float64{b[0] - h*db[0], b[1] - h*db[1]}
		ctrl := [2]float64{(3*(q1[0]+q2[0]) - a[0] - b[0]) / 4, (3*(q1[1]+q2[1]) - a[1] - b[1]) / 4}
		quads[i] = [2][2]float64{ctrl, b}
	}
	return quads
}

// encodeGlyph writes a TrueType simple glyph: header, contour ends, no
// instructions, a flag a point and its coordinates as deltas, one byte
// where they fit (the short forms of the flags), none when unchanged.
// A glyph whose coordinates pass int16 or whose points pass 65,536 (the
// format's fields) is refused, never written wrapped.
func encodeGlyph(outline [][]tpoint) ([]byte, error) {
	xMin, yMin, xMax, yMax := math.MaxInt, math.MaxInt, math.MinInt, math.MinInt
	for _, c := range outline {
		for _, p := range c {
			xMin, yMin, xMax, yMax = min(xMin, p.x), min(yMin, p.y), max(xMax, p.x), max(yMax, p.y)
		}
	}
	if xMin < math.MinInt16 || yMin < math.MinInt16 || xMax > math.MaxInt16 || yMax > math.MaxInt16 {
		return nil, fmt.Errorf("its outline spans %d…%d × %d…%d font units, past the −32,768…32,767 a TrueType glyph holds", xMin, xMax, yMin, yMax)
	}
	if n := pointCount(outline); n > math.MaxUint16+1 || len(outline) > math.MaxUint16 {
		return nil, fmt.Errorf("its outline has %d points in %d contours, past the 65,536 points a TrueType glyph holds", n, len(outline))
	}
	b := binary.BigEndian.AppendUint16(nil, uint16(len(outline)))
	for _, v := range []int{xMin, yMin, xMax, yMax} {
		b = binary.BigEndian.AppendUint16(b, uint16(int16(v)))
	}
	end := -1
	for _, c := range outline {
		end += len(c)
		b = binary.BigEndian.AppendUint16(b, uint16(end))
	}
	b = binary.BigEndian.AppendUint16(b, 0) // instructionLength
	var xs, ys []byte
	lx, ly := 0, 0
	for _, c := range outline {
		for _, p := range c {
			var flag byte
			if p.on {
				flag = 0x01
			}
			flag, xs = delta(flag, xs, p.x-lx, 0x02, 0x10)
			flag, ys = delta(flag, ys, p.y-ly, 0x04, 0x20)
			b = append(b, flag)
			lx, ly = p.x, p.y
		}
	}
	return append(append(b, xs...), ys...), nil
}

// delta writes one coordinate delta d in the smallest form a TrueType
// glyph has: none when 0 (the same flag), one byte and a sign flag when
// under 256 (the short flag), else two bytes.
func delta(flag byte, out []byte, d int, short, same byte) (byte, []byte) {
	switch {
	case d == 0:
		return flag | same, out
	case d > -256 && d < 256:
		flag |= short
		if d > 0 {
			flag |= same // with short: positive
		} else {
			d = -d
		}
		return flag, append(out, byte(d))
	}
	return flag, binary.BigEndian.AppendUint16(out, uint16(int16(d)))
}
