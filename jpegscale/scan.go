package jpegscale

// maxScans bounds the scans of a JPEG: each one goes over the picture's
// blocks, and a progressive JPEG has about ten: a file of thousands of
// empty scans would cost minutes.
const maxScans = 500

// scanHeader is what an SOS segment says.
type scanHeader struct {
	comps          []int // indexes into decoder.comps
	ss, se, ah, al int
}

// inBlock[n][k] tells whether a block decoded n × n uses the coefficient
// of zigzag index k, and lastZigzag[n] is the last it uses: progressive
// scans of later coefficients are skipped whole.
var inBlock, lastZigzag = func() (in [9][64]bool, last [9]int) {
	for _, n := range []int{1, 2, 4, 8} {
		for k, i := range unzig {
			if i/8 < n && i%8 < n {
				in[n][k], last[n] = true, k
			}
		}
	}
	return in, last
}()

// scan reads an SOS segment and decodes the entropy-coded data after it.
func (d *decoder) scan(seg []byte) error {
	if !d.seenSOF {
		return &FormatError{"scan before the frame header"}
	}
	h, err := d.scanHeader(seg)
	if err != nil {
		return err
	}
	d.cur = h
	d.allocate()
	d.scans++
	if d.scans > maxScans {
		return &FormatError{"too many scans"}
	}
	if d.scans <= len(d.skip) && d.skip[d.scans-1] {
		return nil // coefficients a block this small does not use
	}
	for _, i := range h.comps {
		d.comps[i].pred = 0
	}
	d.eobrun = 0
	d.resetBits()
	defer d.resetBits()
	block := d.baselineBlock
	if d.progressive {
		switch {
		case h.ss == 0 && h.ah == 0:
			block = d.dcFirst
		case h.ss == 0:
			block = d.dcRefine
		case h.ah == 0:
			block = d.acFirst
		default:
			block = d.acRefine
		}
	}
	mcu, total := 0, d.mcusX*d.mcusY
	if len(h.comps) == 1 {
		total = d.comps[h.comps[0]].cw * d.comps[h.comps[0]].ch
	}
	next := func() error { // after each MCU: a restart marker, or the end of data
		mcu++
		if d.truncated() {
			return &FormatError{"the entropy-coded data ends early"}
		}
		if d.restart > 0 && mcu%d.restart == 0 && mcu < total {
			return d.restartInterval(h)
		}
		return nil
	}
	if len(h.comps) == 1 {
		c := &d.comps[h.comps[0]]
		for by := range c.ch {
			for bx := range c.cw {
				if err := block(c, bx, by); err != nil {
					return err
				}
				if err := next(); err != nil {
					return err
				}
			}
		}
		return nil
	}
	for my := range d.mcusY {
		for mx := range d.mcusX {
			for _, i := range h.comps {
				c := &d.comps[i]
				for j := range c.v {
					for k := range c.h {
						if err := block(c, mx*c.h+k, my*c.v+j); err != nil {
							return err
						}
					}
				}
			}
			if err := next(); err != nil {
				return err
			}
		}
	}
	return nil
}

// planScans decides which scans of a progressive JPEG a decoding at
// reduced size can skip: those of coefficients past the ones it uses,
// unless a later refinement of coefficients it uses needs them (a
// refinement reads a bit for each coefficient already nonzero in its
// band). From the last scan back, each component's band of needed
// coefficients grows by the bands of the refinements kept.
func (d *decoder) planScans() {
	type planned struct {
		comp, ss, se, ah int
	}
	var scans []planned
	for pos := d.pos; pos+3 < len(d.data); {
		if d.data[pos] != 0xFF {
			pos++
			continue
		}
		m := d.data[pos+1]
		if m == eoi {
			break
		}
		if m == 0 || m == 0xFF || m >= rst0 && m <= rst7 || m == 0x01 {
			pos++
			continue
		}
		n := int(d.data[pos+2])<<8 | int(d.data[pos+3])
		seg := d.data[pos+4 : min(len(d.data), pos+2+max(n, 2))]
		pos += 2 + max(n, 2)
		if m != sos {
			continue
		}
		p := planned{comp: -1}
		if len(seg) >= 6 && seg[0] == 1 {
			for i, c := range d.comps {
				if c.id == seg[1] {
					p.comp = i
				}
			}
			p.ss, p.se, p.ah = int(seg[3]), int(seg[4]), int(seg[5]>>4)
		}
		scans = append(scans, p)
	}
	var need [4]int
	for i := range need {
		need[i] = lastZigzag[d.n]
	}
	d.skip = make([]bool, len(scans))
	for i := len(scans) - 1; i >= 0; i-- {
		p := scans[i]
		if p.comp < 0 || p.ss == 0 {
			continue // interleaved, or DC: always read
		}
		if p.ss > need[p.comp] {
			d.skip[i] = true
			continue
		}
		if p.ah > 0 {
			need[p.comp] = max(need[p.comp], p.se)
		}
	}
}

// scanHeader checks an SOS segment against the frame and its tables.
func (d *decoder) scanHeader(seg []byte) (scanHeader, error) {
	var h scanHeader
	if len(seg) < 1 {
		return h, &FormatError{"short scan header"}
	}
	ns := int(seg[0])
	if ns < 1 || ns > len(d.comps) || len(seg) != 4+2*ns {
		return h, &FormatError{"bad scan header"}
	}
	blocks := 0
	for i := range ns {
		id, tables := seg[1+2*i], seg[2+2*i]
		k := -1
		for j := range d.comps {
			if d.comps[j].id == id {
				k = j
			}
		}
		for _, j := range h.comps {
			if j == k {
				k = -1
			}
		}
		if k < 0 {
			return h, &FormatError{"unknown or repeated component in a scan"}
		}
		c := &d.comps[k]
		c.td, c.ta = int(tables>>4), int(tables&15)
		if c.td > 3 || c.ta > 3 {
			return h, &FormatError{"bad Huffman table number"}
		}
		blocks += c.h * c.v
		h.comps = append(h.comps, k)
	}
	if ns > 1 && blocks > 10 {
		return h, &FormatError{"too many blocks in an MCU"}
	}
	h.ss, h.se = int(seg[1+2*ns]), int(seg[2+2*ns])
	h.ah, h.al = int(seg[3+2*ns]>>4), int(seg[3+2*ns]&15)
	if !d.progressive {
		h.ss, h.se, h.ah, h.al = 0, 63, 0, 0
	} else if h.se > 63 || h.ss > h.se || h.ss == 0 && h.se != 0 || h.ss > 0 && ns != 1 || h.ah > 13 || h.al > 13 {
		return h, &FormatError{"bad progressive scan parameters"}
	}
	for _, i := range h.comps {
		c := &d.comps[i]
		if h.ss == 0 && h.ah == 0 && !d.dc[c.td].set || h.se > 0 && !d.ac[c.ta].set {
			return h, &FormatError{"a scan uses a Huffman table that is not defined"}
		}
		if !d.progressive && !d.quantSet[c.tq] {
			return h, &FormatError{"a scan uses a quantization table that is not defined"}
		}
	}
	return h, nil
}

// restartInterval reads the RST marker that ends an interval and resets
// what the interval carried.
func (d *decoder) restartInterval(h scanHeader) error {
	d.resetBits()
	for d.pos+1 < len(d.data) {
		if d.data[d.pos] == 0xFF {
			m := d.data[d.pos+1]
			switch {
			case m >= rst0 && m <= rst7:
				d.pos += 2
				for _, i := range h.comps {
					d.comps[i].pred = 0
				}
				d.eobrun = 0
				return nil
			case m != 0 && m != 0xFF:
				return &FormatError{"missing restart marker"}
			}
		}
		d.pos++
	}
	// The data ends; the last interval needs no marker.
	return nil
}

// dcDiff reads a DC difference.
func (d *decoder) dcDiff(c *component) (int32, error) {
	s, err := d.decodeHuffman(&d.dc[c.td])
	if err != nil {
		return 0, err
	}
	if s > 16 {
		return 0, &FormatError{"bad DC difference size"}
	}
	return extend(d.receive(int(s)), int(s)), nil
}

// baselineBlock decodes a sequential block and writes its samples. The
// bits are held in variables for the block, the hot loop of a decoding.
func (d *decoder) baselineBlock(c *component, bx, by int) error {
	acc, n := d.bits.acc, d.bits.n
	if n < 32 {
		acc, n = d.refill(acc, n)
	}
	s, l := d.dc[c.td].decode(acc)
	if l == 0 || s > 16 {
		return &FormatError{"bad DC difference"}
	}
	acc <<= l
	n -= l
	if n < 16 {
		acc, n = d.refill(acc, n)
	}
	c.pred += extend(int32(acc>>(64-uint(s))&(1<<s-1)), int(s))
	acc <<= s
	n -= uint(s)
	q := &d.quant[c.tq]
	blk := &d.blk
	blk[0] = c.pred * q[0]
	ac := &d.ac[c.ta]
	in := &inBlock[d.n]
	for k := 1; k < 64; {
		if n < 32 {
			acc, n = d.refill(acc, n)
		}
		if e := ac.fast[acc>>(64-lookBits)]; e != 0 {
			k += int(e >> 4 & 15)
			acc <<= uint(e & 15)
			n -= uint(e & 15)
			if k > 63 {
				return &FormatError{"too many coefficients in a block"}
			}
			if in[k] {
				blk[unzig[k]] = e >> 8 * q[k]
			}
			k++
			continue
		}
		rs, l := ac.decode(acc)
		if l == 0 {
			return &FormatError{"bad Huffman code"}
		}
		acc <<= l
		n -= l
		r, s := int(rs>>4), uint(rs&15)
		if s == 0 {
			if r != 15 {
				break
			}
			k += 16
			continue
		}
		k += r
		if k > 63 {
			return &FormatError{"too many coefficients in a block"}
		}
		if in[k] {
			blk[unzig[k]] = extend(int32(acc>>(64-s)), int(s)) * q[k]
		}
		acc <<= s
		n -= s
		k++
	}
	d.bits.acc, d.bits.n = acc, n
	d.store(c, bx, by, blk)
	return nil
}

// keepLow keeps a block's first d.n rows and columns of coefficients for
// Coefficients, instead of transforming them, and clears them.
func (d *decoder) keepLow(c *component, bx, by int, blk *[64]int32) {
	n := d.n
	low := c.low[(by*c.bw+bx)*n*n:][:n*n]
	for v := range n {
		for u := range n {
			low[v*n+u] = int16(clampCoef(blk[v*8+u]))
			blk[v*8+u] = 0
		}
	}
}

// store writes a block's samples into its component's plane. Coefficients
// past the block's size (an 8 × 8 block's, for the smaller sizes) are
// ignored by the transform.
func (d *decoder) store(c *component, bx, by int, blk *[64]int32) {
	if d.keep {
		d.keepLow(c, bx, by, blk)
		return
	}
	n := d.n
	idct(n, blk, c.plane[by*n*c.stride+bx*n:], c.stride)
	for v := range n {
		clear(blk[v*8 : v*8+n])
	}
}

// coefficients returns a progressive block's coefficients.
func (c *component) coefficients(bx, by int) []int32 {
	i := 64 * (by*c.bw + bx)
	return c.coef[i : i+64 : i+64]
}

// dcFirst reads the first bits of a DC coefficient (progressive).
func (d *decoder) dcFirst(c *component, bx, by int) error {
	h := &d.cur
	diff, err := d.dcDiff(c)
	if err != nil {
		return err
	}
	c.pred += diff
	c.coefficients(bx, by)[0] = c.pred << uint(h.al)
	return nil
}

// dcRefine reads one more bit of a DC coefficient.
func (d *decoder) dcRefine(c *component, bx, by int) error {
	h := &d.cur
	if d.bit() {
		c.coefficients(bx, by)[0] |= 1 << uint(h.al)
	}
	return nil
}

// acFirst reads the first bits of a band of AC coefficients.
func (d *decoder) acFirst(c *component, bx, by int) error {
	h := &d.cur
	if d.eobrun > 0 {
		d.eobrun--
		return nil
	}
	blk := c.coefficients(bx, by)
	ac := &d.ac[c.ta]
	for k := h.ss; k <= h.se; {
		rs, err := d.decodeHuffman(ac)
		if err != nil {
			return err
		}
		r, s := int(rs>>4), int(rs&15)
		if s == 0 {
			if r < 15 {
				d.eobrun = 1<<uint(r) - 1
				if r > 0 {
					d.eobrun += int(d.receive(r))
				}
				break
			}
			k += 16
			continue
		}
		k += r
		if k > h.se {
			return &FormatError{"too many coefficients in a band"}
		}
		blk[unzig[k]] = extend(d.receive(s), s) << uint(h.al)
		k++
	}
	return nil
}

// acRefine reads one more bit of a band of AC coefficients: a bit for each
// coefficient already nonzero, and the new ones of ±1 between them
// (ITU T.81 G.1.2.3).
func (d *decoder) acRefine(c *component, bx, by int) error {
	h := &d.cur
	blk := c.coefficients(bx, by)
	p1, m1 := int32(1)<<uint(h.al), int32(-1)<<uint(h.al)
	k := h.ss
	if d.eobrun == 0 {
		ac := &d.ac[c.ta]
		for ; k <= h.se; k++ {
			rs, err := d.decodeHuffman(ac)
			if err != nil {
				return err
			}
			r, s := int(rs>>4), int(rs&15)
			var z int32
			switch {
			case s == 1:
				z = m1
				if d.bit() {
					z = p1
				}
			case s != 0:
				return &FormatError{"bad refinement coefficient"}
			case r < 15:
				d.eobrun = 1 << uint(r)
				if r > 0 {
					d.eobrun += int(d.receive(r))
				}
			}
			if d.eobrun > 0 {
				break
			}
			// Skip r coefficients still zero, refining the nonzero ones
			// passed, then place z.
			for ; k <= h.se; k++ {
				p := &blk[unzig[k]]
				if *p != 0 {
					d.refine(p, p1, m1)
					continue
				}
				if r == 0 {
					if z != 0 {
						*p = z
					}
					break
				}
				r--
			}
		}
	}
	if d.eobrun > 0 {
		for ; k <= h.se; k++ {
			if p := &blk[unzig[k]]; *p != 0 {
				d.refine(p, p1, m1)
			}
		}
		d.eobrun--
	}
	return nil
}

// refine adds a correction bit to a nonzero coefficient.
func (d *decoder) refine(p *int32, p1, m1 int32) {
	if d.bit() && *p&p1 == 0 {
		if *p >= 0 {
			*p += p1
		} else {
			*p += m1
		}
	}
}

// finishProgressive transforms the coefficients gathered over the scans.
func (d *decoder) finishProgressive() error {
	if d.comps[0].coef == nil {
		return &FormatError{"no scan"}
	}
	last, in := lastZigzag[d.n], &inBlock[d.n]
	for i := range d.comps {
		c := &d.comps[i]
		if !d.quantSet[c.tq] {
			return &FormatError{"a component uses a quantization table that is not defined"}
		}
		q := &d.quant[c.tq]
		blk := &d.blk
		for by := range c.bh {
			for bx := range c.bw {
				coef := c.coefficients(bx, by)
				for k := 0; k <= last; k++ {
					if in[k] {
						blk[unzig[k]] = coef[unzig[k]] * q[k]
					}
				}
				d.store(c, bx, by, blk)
			}
		}
	}
	return nil
}
