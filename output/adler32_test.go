package output

import (
	"hash/adler32"
	"math/rand/v2"
	"testing"
)

// The word-wise checksum is the standard library's, for lengths around
// the word and block sizes, bytes of all 255s (the largest sums), zeros,
// random bytes, and input split into pieces of every alignment.
func TestAdler32(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, n := range []int{0, 1, 7, 8, 9, 15, 16, 17, 5551, 5552, 5553, 11104, 11111, 100000} {
		for _, fill := range []string{"ff", "zeros", "random", "sparse"} {
			p := make([]byte, n)
			for i := range p {
				switch fill {
				case "ff":
					p[i] = 0xff
				case "random":
					p[i] = byte(rng.Uint32())
				case "sparse":
					if rng.IntN(10) == 0 {
						p[i] = byte(rng.Uint32())
					}
				}
			}
			want := adler32.Checksum(p)
			a := newAdler()
			a.update(p)
			if got := a.sum32(); got != want {
				t.Errorf("%d bytes of %s: %08x, want %08x", n, fill, got, want)
			}
			a = newAdler()
			for q := p; len(q) > 0; {
				k := min(len(q), 1+rng.IntN(3000))
				a.update(q[:k])
				q = q[k:]
			}
			if got := a.sum32(); got != want {
				t.Errorf("%d bytes of %s in pieces: %08x, want %08x", n, fill, got, want)
			}
		}
	}
}

// A row of zeros after its filter byte sums as its bytes do, after any
// sums before it, including rows longer than a block.
func TestAdler32Zeros(t *testing.T) {
	before := []byte("some bytes before")
	for _, n := range []int{1, 2, 9, 3085, 5553, 70000} {
		row := make([]byte, n)
		row[0] = 2
		a := newAdler()
		a.update(before)
		a.updateZeros(row)
		if got, want := a.sum32(), adler32.Checksum(append(before, row...)); got != want {
			t.Errorf("%d bytes: %08x, want %08x", n, got, want)
		}
	}
}
