package jpegscale

import "math"

// unzig maps the zigzag order of coefficients in the data to their place
// in a block, row by row (ITU T.81 figure A.6).
var unzig = [64]int{
	0, 1, 8, 16, 9, 2, 3, 10,
	17, 24, 32, 25, 18, 11, 4, 5,
	12, 19, 26, 33, 40, 48, 41, 34,
	27, 20, 13, 6, 7, 14, 21, 28,
	35, 42, 49, 56, 57, 50, 43, 36,
	29, 22, 15, 23, 30, 37, 44, 51,
	58, 59, 52, 45, 38, 31, 39, 46,
	53, 60, 61, 54, 47, 55, 62, 63,
}

// idctShift is the fixed point of the transform tables.
const idctShift = 16

// idctTables[n][v][y] is the weight of frequency v in output sample y of
// an n-point inverse DCT that stands for 8 samples averaged in groups of
// 8/n: ½·c(v)·cos((2y+1)vπ/2n) times the attenuation of frequency v by
// that averaging, sin(8vπ/16n) / ((8/n)·sin(vπ/16)). So a block decoded
// small is the average of the block decoded full, but for the frequencies
// above the small block's, which it cannot hold. Integers, so that every
// machine gives the same pixels.
var idctTables = func() (t [9][8][8]int64) {
	for _, n := range []int{1, 2, 4, 8} {
		d := float64(8 / n)
		for v := range n {
			c, a := 1.0, 1.0
			if v == 0 {
				c = 1 / math.Sqrt2
			} else {
				a = math.Sin(d*float64(v)*math.Pi/16) / (d * math.Sin(float64(v)*math.Pi/16))
			}
			for y := range (n + 1) / 2 {
				w := 0.5 * c * a * math.Cos(float64(2*y+1)*float64(v)*math.Pi/float64(2*n))
				t[n][v][y] = int64(math.Round(w * (1 << idctShift)))
				// The other half mirrors it exactly (idct4 and idct2 rely on it).
				t[n][v][n-1-y] = t[n][v][y] * int64(1-2*(v%2))
			}
		}
	}
	return t
}()

// A dequantized coefficient is bounded to 16 bits: beyond what 8-bit
// samples give, small enough that the transform cannot overflow, and what
// Coefficients keeps.

// idct writes the n × n samples of a block of dequantized coefficients
// (natural order; only the first n rows and columns are read) to dst. A
// block of its DC alone, common in smooth art, is one value.
func idct(n int, blk *[64]int32, dst []byte, stride int) {
	if dcOnly(n, blk) {
		v := dcSample(blk[0])
		for y := range n {
			row := dst[y*stride : y*stride+n]
			for x := range row {
				row[x] = v
			}
		}
		return
	}
	switch n {
	case 2:
		idct2(blk, dst, stride)
	case 4:
		idct4(blk, dst, stride)
	default:
		idct8(blk, dst, stride)
	}
}

// idct2 is the 2-point transform written out: a sum and a difference.
func idct2(blk *[64]int32, dst []byte, stride int) {
	m := &idctTables[2]
	a, b := m[0][0], m[1][0] // m[1][1] is -b
	c00, c01 := int64(clampCoef(blk[0])), int64(clampCoef(blk[1]))
	c10, c11 := int64(clampCoef(blk[8])), int64(clampCoef(blk[9]))
	// Columns: t[y][u].
	t00 := (a*c00 + b*c10 + pass1Round) >> pass1Shift
	t10 := (a*c00 - b*c10 + pass1Round) >> pass1Shift
	t01 := (a*c01 + b*c11 + pass1Round) >> pass1Shift
	t11 := (a*c01 - b*c11 + pass1Round) >> pass1Shift
	row0, row1 := dst[0:2], dst[stride:stride+2]
	row0[0] = clampSample((a*t00 + b*t01 + pass2Round) >> pass2Shift)
	row0[1] = clampSample((a*t00 - b*t01 + pass2Round) >> pass2Shift)
	row1[0] = clampSample((a*t10 + b*t11 + pass2Round) >> pass2Shift)
	row1[1] = clampSample((a*t10 - b*t11 + pass2Round) >> pass2Shift)
}

// idct4 is the 4-point transform in halves: the even frequencies are
// symmetric about the middle of the block, the odd ones antisymmetric
// (cos((2(n-1-y)+1)vπ/2n) = (-1)^v cos((2y+1)vπ/2n)).
func idct4(blk *[64]int32, dst []byte, stride int) {
	m := &idctTables[4]
	var tmp [4][4]int64 // [y][u]
	for u := range 4 {
		c0, c1 := int64(clampCoef(blk[u])), int64(clampCoef(blk[8+u]))
		c2, c3 := int64(clampCoef(blk[16+u])), int64(clampCoef(blk[24+u]))
		e0, e1 := m[0][0]*c0+m[2][0]*c2, m[0][1]*c0+m[2][1]*c2
		o0, o1 := m[1][0]*c1+m[3][0]*c3, m[1][1]*c1+m[3][1]*c3
		tmp[0][u] = (e0 + o0 + pass1Round) >> pass1Shift
		tmp[3][u] = (e0 - o0 + pass1Round) >> pass1Shift
		tmp[1][u] = (e1 + o1 + pass1Round) >> pass1Shift
		tmp[2][u] = (e1 - o1 + pass1Round) >> pass1Shift
	}
	for y := range 4 {
		r := &tmp[y]
		out := dst[y*stride : y*stride+4]
		e0, e1 := m[0][0]*r[0]+m[2][0]*r[2], m[0][1]*r[0]+m[2][1]*r[2]
		o0, o1 := m[1][0]*r[1]+m[3][0]*r[3], m[1][1]*r[1]+m[3][1]*r[3]
		out[0] = clampSample((e0 + o0 + pass2Round) >> pass2Shift)
		out[3] = clampSample((e0 - o0 + pass2Round) >> pass2Shift)
		out[1] = clampSample((e1 + o1 + pass2Round) >> pass2Shift)
		out[2] = clampSample((e1 - o1 + pass2Round) >> pass2Shift)
	}
}

// dcSample is the sample of every place of a block of its DC alone: the
// transform's arithmetic with the other coefficients zero (and the same
// weight of the DC at every size).
func dcSample(dc int32) byte {
	m := idctTables[8][0][0]
	return clampSample((m*((m*int64(clampCoef(dc))+pass1Round)>>pass1Shift) + pass2Round) >> pass2Shift)
}

// The transform's two passes each drop part of the fixed point, rounding.
const (
	pass1Shift = idctShift / 2
	pass1Round = 1 << (pass1Shift - 1)
	pass2Shift = idctShift + idctShift/2
	pass2Round = 1 << (pass2Shift - 1)
)

// dcOnly tells whether a block's first n rows and columns are zero but
// for the DC coefficient.
func dcOnly(n int, blk *[64]int32) bool {
	var or int32
	for _, c := range blk[1:n] {
		or |= c
	}
	for v := 1; v < n; v++ {
		for _, c := range blk[v*8 : v*8+n] {
			or |= c
		}
	}
	return or == 0
}

// idct8 is the 8-point transform in halves, as idct4, and a column of
// its DC alone is the same in every row.
func idct8(blk *[64]int32, dst []byte, stride int) {
	m := &idctTables[8]
	var tmp [8][8]int64 // [y][u]
	for u := range 8 {
		var col [8]int64
		var ac int32
		for v := range 8 {
			col[v] = int64(clampCoef(blk[v*8+u]))
			if v > 0 {
				ac |= blk[v*8+u]
			}
		}
		if ac == 0 {
			t := (m[0][0]*col[0] + pass1Round) >> pass1Shift
			for y := range 8 {
				tmp[y][u] = t
			}
			continue
		}
		for y := range 4 {
			e := m[0][y]*col[0] + m[2][y]*col[2] + m[4][y]*col[4] + m[6][y]*col[6]
			o := m[1][y]*col[1] + m[3][y]*col[3] + m[5][y]*col[5] + m[7][y]*col[7]
			tmp[y][u] = (e + o + pass1Round) >> pass1Shift
			tmp[7-y][u] = (e - o + pass1Round) >> pass1Shift
		}
	}
	for y := range 8 {
		r := &tmp[y]
		out := dst[y*stride : y*stride+8]
		for x := range 4 {
			e := m[0][x]*r[0] + m[2][x]*r[2] + m[4][x]*r[4] + m[6][x]*r[6]
			o := m[1][x]*r[1] + m[3][x]*r[3] + m[5][x]*r[5] + m[7][x]*r[7]
			out[x] = clampSample((e + o + pass2Round) >> pass2Shift)
			out[7-x] = clampSample((e - o + pass2Round) >> pass2Shift)
		}
	}
}

func clampCoef(c int32) int32 {
	return min(max(c, math.MinInt16), math.MaxInt16)
}

// clampSample levels a sample back to 0–255.
func clampSample(v int64) byte {
	return byte(min(max(v+128, 0), 255))
}
