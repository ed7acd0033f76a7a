package jpegscale

import "encoding/binary"

// lookBits is how many bits a Huffman table's lookup table resolves at
// once: most codes of real images are this short or shorter.
const lookBits = 9

// huffman is one Huffman table: a lookup table for short codes and the
// canonical code ranges for the rest.
type huffman struct {
	set     bool
	lookup  [1 << lookBits]uint16 // value | length<<8; 0 when longer
	maxCode [17]int32             // the largest code of each length, -1 for none
	valPtr  [17]int32             // index in vals of each length's first code
	minCode [17]int32
	vals    [256]byte
	// fast decodes an AC coefficient whose code and bits fit in lookBits
	// at once: its value<<8 | zeros before it<<4 | bits used; 0 for none.
	fast [1 << lookBits]int32
}

// build makes the table from the counts of codes of each length 1–16 and
// their values, in the canonical order of ITU T.81 annex C.
func (t *huffman) build(counts [16]int, vals []byte) error {
	*t = huffman{set: true}
	copy(t.vals[:], vals)
	code, k := int32(0), int32(0)
	for l := 1; l <= 16; l++ {
		n := int32(counts[l-1])
		t.valPtr[l], t.minCode[l] = k, code
		t.maxCode[l] = -1
		if n > 0 {
			t.maxCode[l] = code + n - 1
		}
		for range n {
			if code >= 1<<l {
				return &FormatError{"Huffman code lengths overflow"}
			}
			if l <= lookBits {
				shift := lookBits - l
				for i := code << shift; i < (code+1)<<shift; i++ {
					t.lookup[i] = uint16(vals[k]) | uint16(l)<<8
				}
			}
			code++
			k++
		}
		code <<= 1
	}
	for i, e := range t.lookup {
		l, r, s := int(e>>8), int32(e>>4&15), int(e&15)
		if e == 0 || s == 0 || l+s > lookBits {
			continue
		}
		bits := int32(i>>(lookBits-l-s)) & (1<<s - 1)
		t.fast[i] = extend(bits, s)<<8 | r<<4 | int32(l+s)
	}
	return nil
}

// bitReader reads the entropy-coded bits of a scan: 0xFF 0x00 stands for
// 0xFF, and a marker ends the data; past it, and past the end of the
// input, it reads zeros and counts them as fake.
type bitReader struct {
	acc    uint64 // valid bits, most significant first
	n      uint   // how many bits of acc are valid
	fake   uint   // how many of them (the last) are made up
	marker bool   // the data stopped at a marker
}

// fill tops acc up to at least 57 bits.
func (d *decoder) fill() {
	b := &d.bits
	if !b.marker && b.n <= 56 && d.pos+8 <= len(d.data) {
		// Most of the data has no 0xFF: as many whole bytes as fit at once.
		w := binary.BigEndian.Uint64(d.data[d.pos:])
		if x := ^w; (x-0x0101010101010101)&^x&0x8080808080808080 == 0 {
			k := (64 - b.n) / 8
			rest := 64 - b.n - 8*k
			b.acc |= w >> b.n >> rest << rest
			b.n += 8 * k
			d.pos += int(k)
			return
		}
	}
	for b.n <= 56 {
		if b.marker || d.pos >= len(d.data) {
			b.n += 8
			b.fake += 8
			continue
		}
		c := d.data[d.pos]
		if c == 0xFF {
			if d.pos+1 < len(d.data) && d.data[d.pos+1] == 0 {
				d.pos += 2
			} else {
				b.marker = true
				continue
			}
		} else {
			d.pos++
		}
		b.acc |= uint64(c) << (56 - b.n)
		b.n += 8
	}
}

// resetBits forgets the bits read ahead, at the end of a scan or interval.
func (d *decoder) resetBits() { d.bits = bitReader{} }

// truncated tells whether decoding has used bits that are not in the data.
func (d *decoder) truncated() bool { return d.bits.fake > d.bits.n }

// receive reads s bits (0–16) as an unsigned number.
func (d *decoder) receive(s int) int32 {
	if d.bits.n < 16 {
		d.fill()
	}
	v := int32(d.bits.acc >> (64 - uint(s)) & (1<<uint(s) - 1))
	d.bits.acc <<= uint(s)
	d.bits.n -= uint(s)
	return v
}

// bit reads one bit.
func (d *decoder) bit() bool {
	if d.bits.n == 0 {
		d.fill()
	}
	v := d.bits.acc>>63 != 0
	d.bits.acc <<= 1
	d.bits.n--
	return v
}

// extend turns s received bits into the signed value they code.
func extend(v int32, s int) int32 {
	if s > 0 && v < 1<<uint(s-1) {
		v += -1<<uint(s) + 1
	}
	return v
}

// decodeHuffman reads one value coded with t.
func (d *decoder) decodeHuffman(t *huffman) (byte, error) {
	if d.bits.n < 16 {
		d.fill()
	}
	v, l := t.decode(d.bits.acc)
	if l == 0 {
		return 0, &FormatError{"bad Huffman code"}
	}
	d.bits.acc <<= l
	d.bits.n -= l
	return v, nil
}

// decode returns the value whose code starts acc (at least 16 bits) and
// the code's length, 0 for no code.
func (t *huffman) decode(acc uint64) (byte, uint) {
	if e := t.lookup[acc>>(64-lookBits)]; e != 0 {
		return byte(e), uint(e >> 8)
	}
	return t.long(acc)
}

// long is decode for the codes longer than the lookup table's.
func (t *huffman) long(acc uint64) (byte, uint) {
	for l := lookBits + 1; l <= 16; l++ {
		if code := int32(acc >> (64 - l)); code <= t.maxCode[l] {
			return t.vals[t.valPtr[l]+code-t.minCode[l]], uint(l)
		}
	}
	return 0, 0
}

// refill is fill for a decoding loop that holds the bits in variables.
func (d *decoder) refill(acc uint64, n uint) (uint64, uint) {
	d.bits.acc, d.bits.n = acc, n
	d.fill()
	return d.bits.acc, d.bits.n
}
