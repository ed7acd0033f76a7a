package output

import "encoding/binary"

// adler is the running Adler-32 checksum that ends a zlib stream. The
// standard library's reads a byte at a time; this one reads eight-byte
// words, whose byte sums and weighted sums come from two multiplications
// of their 16-bit lanes, and a word of zeros, most of a filtered card
// face, only moves the second sum.
type adler struct{ s1, s2 uint32 }

const (
	adlerMod = 65521
	// adlerBlock is the most bytes after which the sums still fit 32 bits
	// (zlib's NMAX), a multiple of eight.
	adlerBlock = 5552
)

func newAdler() adler { return adler{s1: 1} }

// update adds p to the checksum.
func (a *adler) update(p []byte) {
	const (
		lanes = 0x00ff00ff00ff00ff
		ones  = 0x0001000100010001
		// The weights of bytes 0, 2, 4, 6 and 1, 3, 5, 7 of a word in the
		// second sum, 8 down to 1, laid so that the top lane of a product
		// adds them up.
		evenWeights = 0x0008000600040002
		oddWeights  = 0x0007000500030001
	)
	s1, s2 := a.s1, a.s2
	for len(p) > 0 {
		q := p[:min(len(p), adlerBlock)]
		p = p[len(q):]
		for ; len(q) >= 8; q = q[8:] {
			w := binary.LittleEndian.Uint64(q)
			s2 += 8 * s1
			if w == 0 {
				continue
			}
			even, odd := w&lanes, w>>8&lanes
			s1 += uint32((even + odd) * ones >> 48)
			s2 += uint32((even*evenWeights + odd*oddWeights) >> 48)
		}
		for _, b := range q {
			s1 += uint32(b)
			s2 += s1
		}
		s1 %= adlerMod
		s2 %= adlerMod
	}
	a.s1, a.s2 = s1, s2
}

// sum32 is the checksum of what was added.
func (a *adler) sum32() uint32 { return a.s2<<16 | a.s1 }

// updateZeros adds a row of zeros after its first byte: the first sum
// stays, the second grows by it for every zero.
func (a *adler) updateZeros(row []byte) {
	a.update(row[:1])
	a.s2 = uint32((uint64(a.s2) + uint64(len(row)-1)*uint64(a.s1)) % adlerMod)
}
