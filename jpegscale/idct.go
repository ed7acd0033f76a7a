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
			for y := range n {
				w := 0.5 * c * a * math.Cos(float64(2*y+1)*float64(v)*math.Pi/float64(2*n))
				t[n][v][y] = int64(math.Round(w * (1 << idctShift)))
			}
		}
	}
	return t
}()

// coefLimit bounds a dequantized coefficient: far beyond what 8-bit
// samples give, and small enough that the transform cannot overflow.
const coefLimit = 1 << 16

// idct writes the n × n samples of a block of dequantized coefficients
// (natural order; only the first n rows and columns are read) to dst. A
// block of its DC alone, common in smooth art, is one value.
func idct(n int, blk *[64]int32, dst []byte, stride int) {
	if dcOnly(n, blk) {
		m := idctTables[n][0][0] // the same for every sample
		v := clampSample((m*((m*int64(clampCoef(blk[0]))+pass1Round)>>pass1Shift) + pass2Round) >> pass2Shift)
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
		idctN(2, &idctTables[2], blk, dst, stride)
	case 4:
		idctN(4, &idctTables[4], blk, dst, stride)
	default:
		idctN(8, &idctTables[8], blk, dst, stride)
	}
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

// idctN is the n-point transform in two passes, columns then rows; n is
// a constant at each call, so the loops have fixed bounds.
func idctN(n int, m *[8][8]int64, blk *[64]int32, dst []byte, stride int) {
	var tmp [8][8]int64 // [y][u]
	for u := range n {
		var col [8]int64
		zero := true
		for v := range n {
			col[v] = int64(clampCoef(blk[v*8+u]))
			if v > 0 && col[v] != 0 {
				zero = false
			}
		}
		if zero { // the column's DC alone: the same in every row
			t := (m[0][0]*col[0] + pass1Round) >> pass1Shift
			for y := range n {
				tmp[y][u] = t
			}
			continue
		}
		for y := range n {
			var s int64
			for v := range n {
				s += m[v][y] * col[v]
			}
			tmp[y][u] = (s + pass1Round) >> pass1Shift
		}
	}
	for y := range n {
		row := &tmp[y]
		out := dst[y*stride : y*stride+n]
		for x := range out {
			var s int64
			for u := range n {
				s += m[u][x] * row[u]
			}
			out[x] = clampSample((s + pass2Round) >> pass2Shift)
		}
	}
}

func clampCoef(c int32) int32 {
	return min(max(c, -coefLimit), coefLimit)
}

// clampSample levels a sample back to 0–255.
func clampSample(v int64) byte {
	return byte(min(max(v+128, 0), 255))
}
