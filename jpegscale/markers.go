package jpegscale

import (
	"fmt"
	"image"
)

// Markers (ITU T.81, table B.1).
const (
	sof0  = 0xC0 // baseline
	sof1  = 0xC1 // extended sequential, Huffman
	sof2  = 0xC2 // progressive, Huffman
	dht   = 0xC4
	dac   = 0xCC // arithmetic coding conditioning
	rst0  = 0xD0
	rst7  = 0xD7
	soi   = 0xD8
	eoi   = 0xD9
	sos   = 0xDA
	dqt   = 0xDB
	dri   = 0xDD
	app14 = 0xEE
)

// component is one color plane: its sampling, tables and pixels.
type component struct {
	id     byte
	h, v   int // sampling factors
	tq     int // quantization table
	td, ta int // Huffman tables of the current scan
	bw, bh int // blocks allocated: whole MCUs across and down
	cw, ch int // blocks the component has (a non-interleaved scan's)
	pred   int32
	coef   []int32 // progressive: every block's coefficients, natural order
	plane  []byte  // pixels, n × n per block
	low    []int16 // or (Coefficients) n × n coefficients per block
	stride int
}

// decoder holds the state of one decoding.
type decoder struct {
	data []byte
	pos  int
	bits bitReader

	n             int  // output pixels per block side: 8 / scale
	keep          bool // keep n × n coefficients per block (Coefficients), no pixels
	width, height int
	progressive   bool
	seenSOF       bool
	comps         []component
	hmax, vmax    int
	mcusX, mcusY  int
	ratio         image.YCbCrSubsampleRatio

	quant    [4][64]int32 // zigzag order
	quantSet [4]bool
	dc, ac   [4]huffman
	blk      [64]int32 // the block being decoded; zero between blocks

	cur   scanHeader // the scan being decoded
	skip  []bool     // progressive: the scans left out (planScans)
	scans int        // scans read so far

	restart   int // MCUs per restart interval, 0 for none
	eobrun    int
	adobe     bool
	transform byte
}

// decode reads the markers; with header it stops after the frame header.
func (d *decoder) decode(header bool) error {
	if len(d.data) < 2 || d.data[0] != 0xFF || d.data[1] != soi {
		return &FormatError{"missing SOI marker"}
	}
	d.pos = 2
	for {
		m, err := d.nextMarker()
		if err != nil {
			return err
		}
		if m == eoi {
			break
		}
		if m >= rst0 && m <= rst7 || m == 0x01 {
			continue // no length
		}
		seg, err := d.segment()
		if err != nil {
			return err
		}
		switch {
		case m == sof0 || m == sof1 || m == sof2:
			if d.seenSOF {
				return &FormatError{"more than one frame header"}
			}
			d.progressive = m == sof2
			if err := d.frame(seg); err != nil {
				return err
			}
			if header {
				return nil
			}
			if d.progressive && d.n < 8 {
				d.planScans()
			}
		case m >= 0xC3 && m <= 0xCF && m != dht && m != 0xC8 && m != dac:
			return &UnsupportedError{fmt.Sprintf("SOF%d (lossless, hierarchical or arithmetic coding)", m-0xC0)}
		case m == dac:
			return &UnsupportedError{"arithmetic coding"}
		case m == dht:
			if err := d.huffmanTables(seg); err != nil {
				return err
			}
		case m == dqt:
			if err := d.quantTables(seg); err != nil {
				return err
			}
		case m == dri:
			if len(seg) != 2 {
				return &FormatError{"bad DRI length"}
			}
			d.restart = int(seg[0])<<8 | int(seg[1])
		case m == app14:
			if len(seg) >= 12 && string(seg[:5]) == "Adobe" {
				d.adobe, d.transform = true, seg[11]
			}
		case m == sos:
			if header {
				return &FormatError{"scan before the frame header"}
			}
			if err := d.scan(seg); err != nil {
				return err
			}
		}
	}
	if !d.seenSOF {
		return &FormatError{"no frame header"}
	}
	if header {
		return nil
	}
	if d.progressive {
		return d.finishProgressive()
	}
	return nil
}

// nextMarker skips to the next marker and returns its code.
func (d *decoder) nextMarker() (byte, error) {
	for {
		if d.pos+1 >= len(d.data) {
			return 0, &FormatError{"unexpected end of data"}
		}
		if d.data[d.pos] != 0xFF {
			d.pos++ // stray bytes, as after a scan's padding
			continue
		}
		m := d.data[d.pos+1]
		if m == 0xFF || m == 0x00 {
			d.pos++
			continue
		}
		d.pos += 2
		return m, nil
	}
}

// segment returns the body of the marker segment at pos.
func (d *decoder) segment() ([]byte, error) {
	if d.pos+2 > len(d.data) {
		return nil, &FormatError{"unexpected end of data"}
	}
	n := int(d.data[d.pos])<<8 | int(d.data[d.pos+1])
	if n < 2 || d.pos+n > len(d.data) {
		return nil, &FormatError{"bad segment length"}
	}
	seg := d.data[d.pos+2 : d.pos+n]
	d.pos += n
	return seg, nil
}

// frame reads a frame header (SOF) and allocates the planes.
func (d *decoder) frame(seg []byte) error {
	if len(seg) < 6 {
		return &FormatError{"short frame header"}
	}
	if seg[0] != 8 {
		return &UnsupportedError{fmt.Sprintf("%d-bit samples", seg[0])}
	}
	d.height = int(seg[1])<<8 | int(seg[2])
	d.width = int(seg[3])<<8 | int(seg[4])
	if d.width == 0 || d.height == 0 {
		return &UnsupportedError{"no size in the frame header (DNL)"}
	}
	nc := int(seg[5])
	if len(seg) != 6+3*nc {
		return &FormatError{"bad frame header length"}
	}
	switch nc {
	case 1, 3:
	case 4:
		return &UnsupportedError{"CMYK"}
	default:
		return &UnsupportedError{fmt.Sprintf("%d components", nc)}
	}
	d.comps = make([]component, nc)
	for i := range d.comps {
		c := &d.comps[i]
		c.id = seg[6+3*i]
		c.h, c.v = int(seg[7+3*i]>>4), int(seg[7+3*i]&15)
		c.tq = int(seg[8+3*i])
		if c.h < 1 || c.h > 4 || c.v < 1 || c.v > 4 || c.tq > 3 {
			return &FormatError{"bad component in the frame header"}
		}
		for j := range i {
			if d.comps[j].id == c.id {
				return &FormatError{"repeated component identifier"}
			}
		}
	}
	if nc == 1 {
		// One component: its blocks are its MCUs, whatever it says.
		d.comps[0].h, d.comps[0].v = 1, 1
	} else if err := d.subsampling(); err != nil {
		return err
	}
	d.seenSOF = true
	d.hmax, d.vmax = d.comps[0].h, d.comps[0].v
	d.mcusX = (d.width + 8*d.hmax - 1) / (8 * d.hmax)
	d.mcusY = (d.height + 8*d.vmax - 1) / (8 * d.vmax)
	blocks := 0
	for i := range d.comps {
		c := &d.comps[i]
		c.bw, c.bh = d.mcusX*c.h, d.mcusY*c.v
		c.cw = ((d.width*c.h+d.hmax-1)/d.hmax + 7) / 8
		c.ch = ((d.height*c.v+d.vmax-1)/d.vmax + 7) / 8
		blocks += c.bw * c.bh
	}
	// Whole MCUs pad the picture; a sliver of a picture in big MCUs would
	// cost many times the memory its pixels say.
	if 64*blocks > 8*d.width*d.height+1<<20 {
		return &UnsupportedError{"MCUs far larger than the picture"}
	}
	return nil
}

// subsampling checks that a three-component frame is YCbCr in a layout
// image.YCbCr holds, and allocates nothing yet.
func (d *decoder) subsampling() error {
	y, cb, cr := d.comps[0], d.comps[1], d.comps[2]
	if d.adobe && d.transform == 0 || y.id == 'R' && cb.id == 'G' && cr.id == 'B' {
		return &UnsupportedError{"RGB"}
	}
	if cb.h != cr.h || cb.v != cr.v || y.h%cb.h != 0 || y.v%cb.v != 0 {
		return &UnsupportedError{"this chroma subsampling"}
	}
	switch [2]int{y.h / cb.h, y.v / cb.v} {
	case [2]int{1, 1}:
		d.ratio = image.YCbCrSubsampleRatio444
	case [2]int{2, 1}:
		d.ratio = image.YCbCrSubsampleRatio422
	case [2]int{2, 2}:
		d.ratio = image.YCbCrSubsampleRatio420
	case [2]int{1, 2}:
		d.ratio = image.YCbCrSubsampleRatio440
	case [2]int{4, 1}:
		d.ratio = image.YCbCrSubsampleRatio411
	case [2]int{4, 2}:
		d.ratio = image.YCbCrSubsampleRatio410
	default:
		return &UnsupportedError{"this chroma subsampling"}
	}
	return nil
}

// allocate makes the planes (and, progressive, the coefficients) once the
// first scan starts, so that a header alone costs nothing.
func (d *decoder) allocate() {
	if d.comps[0].plane != nil || d.comps[0].low != nil {
		return
	}
	for i := range d.comps {
		c := &d.comps[i]
		if d.keep {
			c.low = make([]int16, c.bw*c.bh*d.n*d.n)
		} else {
			c.stride = c.bw * d.n
			c.plane = make([]byte, c.stride*c.bh*d.n)
		}
		if d.progressive {
			c.coef = make([]int32, 64*c.bw*c.bh)
		}
	}
}

// quantTables reads a DQT segment.
func (d *decoder) quantTables(seg []byte) error {
	for len(seg) > 0 {
		pq, tq := seg[0]>>4, int(seg[0]&15)
		if tq > 3 || pq > 1 {
			return &FormatError{"bad quantization table"}
		}
		size := 64 * (1 + int(pq))
		if len(seg) < 1+size {
			return &FormatError{"short quantization table"}
		}
		q := &d.quant[tq]
		for k := range 64 {
			if pq == 0 {
				q[k] = int32(seg[1+k])
			} else {
				q[k] = int32(seg[1+2*k])<<8 | int32(seg[2+2*k])
			}
		}
		d.quantSet[tq] = true
		seg = seg[1+size:]
	}
	return nil
}

// huffmanTables reads a DHT segment.
func (d *decoder) huffmanTables(seg []byte) error {
	for len(seg) > 0 {
		if len(seg) < 17 {
			return &FormatError{"short Huffman table"}
		}
		tc, th := seg[0]>>4, int(seg[0]&15)
		if tc > 1 || th > 3 {
			return &FormatError{"bad Huffman table class or number"}
		}
		var counts [16]int
		total := 0
		for i := range counts {
			counts[i] = int(seg[1+i])
			total += counts[i]
		}
		if total == 0 || total > 256 || len(seg) < 17+total {
			return &FormatError{"bad Huffman table length"}
		}
		t := &d.dc[th]
		if tc == 1 {
			t = &d.ac[th]
		}
		if err := t.build(counts, seg[17:17+total]); err != nil {
			return err
		}
		seg = seg[17+total:]
	}
	return nil
}
