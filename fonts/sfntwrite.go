package fonts

import (
	"encoding/binary"
	"slices"
)

// AssembleTrueType writes the tables as a TrueType font file, as fpdf
// does when it cuts a font (so that output's cut is fpdf's, byte for
// byte): sorted by tag, each padded to four bytes, with its checksum, and
// head's checkSumAdjustment computed as fpdf computes it.
func AssembleTrueType(tables map[string][]byte) []byte {
	names := make([]string, 0, len(tables))
	size := 12 + 16*len(tables)
	for name, t := range tables {
		names = append(names, name)
		size += (len(t) + 3) &^ 3
	}
	slices.Sort(names)
	n := len(names)
	findSize, writer := 1, 0
	for findSize*2 <= n {
		findSize *= 2
		writer++
	}
	findSize *= 16
	out := make([]byte, 0, size)
	out = binary.BigEndian.AppendUint32(out, 0x00010000)
	for _, v := range []int{n, findSize, writer, n*16 - findSize} {
		out = binary.BigEndian.AppendUint16(out, uint16(v))
	}
	offset, head := 12+16*n, 0
	for _, name := range names {
		t := tables[name]
		if name == "head" {
			head = offset
		}
		out = append(out, name...)
		out = binary.BigEndian.AppendUint32(out, TableChecksum(t))
		out = binary.BigEndian.AppendUint32(out, uint32(offset))
		out = binary.BigEndian.AppendUint32(out, uint32(len(t)))
		offset += (len(t) + 3) &^ 3
	}
	for _, name := range names {
		t := tables[name]
		out = append(out, t...)
		out = append(out, make([]byte, -len(t)&3)...)
	}
	binary.BigEndian.PutUint32(out[head+8:], adjustment(TableChecksum(out)))
	return out
}

// adjustment is head's checkSumAdjustment, 0xB1B0AFBA less the file's
// checksum, as fpdf's calcInt32 subtracts: its borrow from the low half
// adds one to the high half where it should take one away.
func adjustment(sum uint32) uint32 {
	xhi, xlo := 0xB1B0, 0xAFBA
	yhi, ylo := int(sum>>16), int(sum&0xFFFF)
	if ylo > xlo {
		xlo += 1 << 16
		xhi++
	}
	lo := xlo - ylo
	if yhi > xhi {
		xhi += 1 << 16
	}
	hi := (xhi - yhi) & 0xFFFF
	return uint32(hi)<<16 | uint32(lo)
}

// TableChecksum is the sfnt checksum of a font table: the sum of its
// big-endian 32-bit words, the last padded with zeros.
func TableChecksum(t []byte) uint32 {
	var sum uint32
	for i := 0; i < len(t); i += 4 {
		var w [4]byte
		copy(w[:], t[i:])
		sum += binary.BigEndian.Uint32(w[:])
	}
	return sum
}
