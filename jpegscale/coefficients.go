package jpegscale

import (
	"fmt"
	"image"
	"io"
)

// Coefficients is a JPEG read once, to be made into pictures at several
// scales: each block's lowest frequencies, dequantized. Decoding the
// entropy-coded data is most of a reduced decoding's cost; the inverse
// DCT of the few frequencies a small picture needs is little. Image gives
// the same pixels as Decode at the same scale. It is safe for concurrent
// use.
type Coefficients struct {
	d    *decoder // its data dropped; read only after DecodeCoefficients
	side int      // coefficients kept per block side
}

// DecodeCoefficients reads a JPEG for Image at 1/scale and the smaller
// scales (scale 2, 4 or 8; 1/1 is Decode's alone). It keeps (8/scale)²
// coefficients of 2 bytes per block: for 4:2:0 color, 3/8 of a byte per
// pixel at 1/2, 3/32 at 1/4.
func DecodeCoefficients(r io.Reader, scale int) (*Coefficients, error) {
	switch scale {
	case 2, 4, 8:
	default:
		return nil, fmt.Errorf("jpegscale: coefficients for scale %d, not 2, 4 or 8", scale)
	}
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	d := &decoder{data: data, n: 8 / scale, keep: true}
	if err := d.run(false); err != nil {
		return nil, err
	}
	if d.comps[0].low == nil {
		return nil, &FormatError{"no scan"}
	}
	d.data = nil
	return &Coefficients{d: d, side: d.n}, nil
}

// Bytes is the memory the coefficients hold.
func (k *Coefficients) Bytes() int64 {
	var n int64
	for _, c := range k.d.comps {
		n += 2 * int64(len(c.low))
	}
	return n
}

// Image makes the picture at 1/scale, for a scale DecodeCoefficients was
// asked for or a smaller one.
func (k *Coefficients) Image(scale int) (image.Image, error) {
	if scale != 2 && scale != 4 && scale != 8 || 8/scale > k.side {
		return nil, fmt.Errorf("jpegscale: scale %d from coefficients for 1/%d", scale, 8/k.side)
	}
	// A decoder of its own, sharing nothing written, for these pixels.
	d := *k.d
	d.n, d.keep = 8/scale, false
	d.comps = append([]component(nil), k.d.comps...)
	n, side := d.n, k.side
	var blk [64]int32
	for i := range d.comps {
		c := &d.comps[i]
		c.stride = c.bw * n
		c.plane = make([]byte, c.stride*c.bh*n)
		if n == 1 { // the DC alone: one sample per block
			for by := range c.bh {
				row := c.low[by*c.bw*side*side:][:c.bw*side*side]
				out := c.plane[by*c.stride:][:c.bw]
				for bx := range out {
					out[bx] = dcSample(int32(row[bx*side*side]))
				}
			}
			continue
		}
		for by := range c.bh {
			row := c.low[by*c.bw*side*side:]
			for bx := range c.bw {
				low := row[bx*side*side:][:side*side]
				for v := range n {
					for u := range n {
						blk[v*8+u] = int32(low[v*side+u])
					}
				}
				idct(n, &blk, c.plane[by*n*c.stride+bx*n:], c.stride)
			}
		}
	}
	return d.image(), nil
}
