package output

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"hash/crc32"
	"image"
	"image/color"
	"image/draw"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"time"

	"github.com/disintegration/imaging"

	"cardpress/catalog"
	"cardpress/jpegscale"
)

// Art is known by the content of its file, whoever reads it: the card PDF,
// the card PNGs and the manual each make an Images of their own (at their
// own resolution), watch and serve load the game folder anew on every
// change, and a 6000 × 4000 JPEG costs a good part of a second to decode.
// So, in a process:
//   - a file's hash and pixel size are read once per version of the file
//     (its size, time and identity on disk);
//   - a file is decoded once per content into working copies reduced by
//     a whole factor to at most workingSide pixels on their longer side,
//     one per scale: a JPEG is decoded straight at the smallest of 1/1,
//     1/2, 1/4 and 1/8 that still has the pixels a placement takes from it
//     (jpegscale), so that big art is never decoded whole for a small box,
//     and the coefficients read are kept for the smaller scales;
//   - each placement (size, crop, gray) is resampled once per content;
// and with a cache folder (Images.Cache) placements are kept on disk too,
// as raw pixels with a checksum, named by the hash of what they are made
// from, so that the next build's process resamples nothing that did not
// change.

const (
	workingSide  = 4096
	sharedBudget = 512 << 20 // bytes of working copies kept
	fittedBudget = 256 << 20 // bytes of placed images kept
	lowBudget    = 128 << 20 // bytes of JPEG coefficients kept
)

// artInfo is what is known of an art file without decoding it.
type artInfo struct {
	sum  [32]byte // of the file's bytes
	w, h int      // its pixels, from the header
	jpeg bool
	err  error
}

// fileVersion tells one version of a file from another without reading
// it: where it is on disk, its size and its time.
type fileVersion struct {
	id   [2]uint64
	size int64
	mod  time.Time
}

// knownInfo is the info of the version of a file read last.
type knownInfo struct {
	v fileVersion
	a *artInfo
}

// infos are the art files of the process by their path in the game
// folder, each at the version read last (a file whose system gives it no
// identity on disk is not kept: two folders could hold other files of
// the same size and time there).
var infos sync.Map // path → knownInfo

// artFiles are the art files an Images (and those made from it by At)
// has asked about, each stat'ed and read once: what a build knows of an
// art file is what it found the first time it looked.
type artFiles struct {
	mu sync.Mutex
	m  map[string]*once[*artInfo]
}

// info returns the hash and size of an art file, stat'ing it once per
// Images and reading it only when this version of it was not read before.
func (im *Images) info(path string) (*artInfo, error) {
	f := im.files
	f.mu.Lock()
	e, ok := f.m[path]
	if !ok {
		e = &once[*artInfo]{}
		f.m[path] = e
	}
	f.mu.Unlock()
	e.Do(func() { e.val = im.readInfo(path) })
	return e.val, e.val.err
}

// readInfo is info for a file not asked about before.
func (im *Images) readInfo(path string) *artInfo {
	if im.FS == nil {
		return &artInfo{err: &ImageError{Path: path, Err: fs.ErrNotExist}}
	}
	st, err := fs.Stat(im.FS, path)
	if err != nil {
		return &artInfo{err: &ImageError{Path: path, Err: err}}
	}
	v := fileVersion{size: st.Size(), mod: st.ModTime()}
	var known bool
	v.id, known = fileID(st)
	if k, ok := infos.Load(path); ok && known && k.(knownInfo).v == v {
		return k.(knownInfo).a
	}
	a := &artInfo{}
	data, err := fs.ReadFile(im.FS, path)
	if err == nil {
		var cfg image.Config
		var format string
		cfg, format, err = catalog.ImageConfig(bytes.NewReader(data))
		a.w, a.h, a.jpeg = cfg.Width, cfg.Height, format == "jpeg"
	}
	if err != nil {
		a.err = &ImageError{Path: path, Err: err}
	}
	a.sum = sha256.Sum256(data)
	if known {
		infos.Store(path, knownInfo{v, a})
	}
	return a
}

// once is a value made once and shared: workers wait only for the value
// they need, not for each other's.
type once[T any] struct {
	sync.Once
	val   T
	err   error
	bytes int64
	made  atomic.Bool // val and err are set
}

// budgeted is a map of values made once, forgetting the oldest beyond a
// budget of bytes (those who hold one keep it).
type budgeted[K comparable, T any] struct {
	mu     sync.Mutex
	m      map[K]*once[T]
	order  []K
	bytes  int64
	budget int64
}

func newBudgeted[K comparable, T any](budget int64) *budgeted[K, T] {
	return &budgeted[K, T]{m: map[K]*once[T]{}, budget: budget}
}

// get returns the value of key, made by make unless it was made before;
// make returns the value and its size in bytes.
func (b *budgeted[K, T]) get(key K, make func() (T, int64, error)) (T, error) {
	b.mu.Lock()
	e, ok := b.m[key]
	if !ok {
		e = &once[T]{}
		b.m[key] = e
		b.order = append(b.order, key)
	}
	b.mu.Unlock()
	e.Do(func() {
		e.val, e.bytes, e.err = make()
		e.made.Store(true)
		b.mu.Lock()
		defer b.mu.Unlock()
		b.bytes += e.bytes
		for len(b.order) > 1 && b.bytes > b.budget {
			old := b.order[0]
			b.order = b.order[1:]
			if old == key {
				b.order = append(b.order, old)
				continue
			}
			if o := b.m[old]; o != nil {
				b.bytes -= o.bytes
			}
			delete(b.m, old)
		}
	})
	return e.val, e.err
}

// peek returns the value of key if one was made, without making it.
func (b *budgeted[K, T]) peek(key K) (T, bool) {
	b.mu.Lock()
	e, ok := b.m[key]
	b.mu.Unlock()
	if !ok || !e.made.Load() || e.err != nil {
		var zero T
		return zero, false
	}
	return e.val, true
}

// put keeps val, of size bytes, as the value of key unless key has one.
func (b *budgeted[K, T]) put(key K, val T, bytes int64) {
	b.get(key, func() (T, int64, error) { return val, bytes, nil })
}

// workingKey names a working copy: a content decoded at 1/scale (or a
// JPEG's coefficients for 1/scale and smaller).
type workingKey struct {
	sum   [32]byte
	scale int
}

var (
	working = newBudgeted[workingKey, image.Image](sharedBudget)
	placed  = newBudgeted[placement, image.Image](fittedBudget)
	lows    = newBudgeted[workingKey, *jpegscale.Coefficients](lowBudget)
)

// decodes counts the image files decoded, for tests.
var decodes atomic.Int64

// source returns the working copy of an art file that placement p is
// made from, decoding it only when this process has not decoded the same
// content at the same scale before. The scale depends on the picture and
// the placement alone, so that a placement's pixels do not depend on what
// else the process placed before.
func (im *Images) source(path string, p placement) (image.Image, error) {
	a, err := im.info(path)
	if err != nil {
		return nil, err
	}
	scale := 1
	if a.jpeg {
		scale = decodeScale(a.w, a.h, p)
	}
	return working.get(workingKey{a.sum, scale}, func() (image.Image, int64, error) {
		img, left, err := im.decodeAt(path, a.sum, scale)
		if err != nil {
			return nil, 0, err
		}
		b := img.Bounds()
		side := (max(b.Dx(), b.Dy()) + left - 1) / left
		k := left * ((side + workingSide - 1) / workingSide)
		if y, ok := img.(*image.YCbCr); ok && k == 1 {
			// Kept as decoded: a placement converts the part it crops
			// (cover, lanczos), a quarter of the bytes of NRGBA.
			return y, int64(len(y.Y) + len(y.Cb) + len(y.Cr)), nil
		}
		w := reduce(img, k)
		return w, int64(len(w.Pix)), nil
	})
}

// decodeScale is the smallest scale (1/8, 1/4, 1/2, else 1/1) at which a
// w × h JPEG still has the pixels placement p takes from it, or the
// reduction the working copy's size limit makes anyway if that is more.
func decodeScale(w, h int, p placement) int {
	need := p.detail(w, h)
	limit := (max(w, h) + workingSide - 1) / workingSide
	scale := 1
	for _, s := range jpegscale.Scales {
		if float64(s)*need <= 1.01 || s <= limit { // 1% short is no loss
			scale = s
		}
	}
	return scale
}

// detail is how many pixels of the placement stand for one of a w × h
// picture, along the axis that needs more: a placement that covers its
// box crops one side and fills the other.
func (p placement) detail(w, h int) float64 {
	fw, fh := float64(p.w)/float64(w), float64(p.h)/float64(h)
	if p.fit == "contain" {
		return min(fw, fh)
	}
	return max(fw, fh)
}

// decodeAt decodes an art file at 1/scale: a JPEG from its coefficients
// (jpegscale), where that reads it; otherwise whole, and left is then the
// reduction still to make (scale), else 1.
func (im *Images) decodeAt(path string, sum [32]byte, scale int) (img image.Image, left int, err error) {
	if scale > 1 {
		// Coefficients for 1/4 serve 1/8 too: the art of a PDF at 600 ppi
		// and of PNGs at 300 dpi come from one decoding.
		kept := min(scale, 4)
		k, err := lows.get(workingKey{sum, kept}, func() (*jpegscale.Coefficients, int64, error) {
			k, err := im.coefficients(path, kept)
			if err != nil {
				return nil, 0, err
			}
			return k, k.Bytes(), nil
		})
		if err == nil {
			if img, err := k.Image(scale); err == nil {
				return img, 1, nil
			}
		}
	}
	// What jpegscale does not read (CMYK, arithmetic coding, …) or cannot
	// read: image/jpeg at full size, whose error is the one reported.
	decodes.Add(1)
	img, err = im.decode(path)
	return img, scale, err
}

// coefficients reads a JPEG's coefficients for pictures of 1/scale and
// smaller, once its header has passed the image budget.
func (im *Images) coefficients(path string, scale int) (*jpegscale.Coefficients, error) {
	data, err := fs.ReadFile(im.FS, path)
	if err != nil {
		return nil, err
	}
	if _, _, err := catalog.ImageConfig(bytes.NewReader(data)); err != nil {
		return nil, err
	}
	decodes.Add(1)
	return jpegscale.DecodeCoefficients(bytes.NewReader(data), scale)
}

// placement is one resampling of an art file's content.
type placement struct {
	sum    [32]byte
	w, h   int
	gray   bool
	fit    string
	ax, ay float64
}

// name is the file name of the placement in a cache folder.
func (p placement) name() string {
	h := sha256.New()
	h.Write(p.sum[:])
	var n [8]byte
	for _, v := range []uint64{2, uint64(p.w), uint64(p.h), math.Float64bits(p.ax), math.Float64bits(p.ay)} {
		binary.LittleEndian.PutUint64(n[:], v) // 2 is the version of the resampling
		h.Write(n[:])
	}
	if p.gray {
		h.Write([]byte{1})
	}
	h.Write([]byte(p.fit))
	return hex.EncodeToString(h.Sum(nil)[:16]) + ".art"
}

// A placement in the cache folder is its NRGBA pixels as they are, after
// a header: a build that finds it reads it at the speed of the disk, where
// a PNG took a compression to write and a decompression to read. The
// header says what it is and its size, and holds a checksum of the
// pixels: a damaged or cut file is not used (and is written again).
const artMagic = "cardpress placed art 1\n"

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// artHeader is the header of a placement's file of w × h pixels pix.
func artHeader(w, h int, pix []byte) []byte {
	b := append([]byte(nil), artMagic...)
	b = binary.LittleEndian.AppendUint32(b, uint32(w))
	b = binary.LittleEndian.AppendUint32(b, uint32(h))
	return binary.LittleEndian.AppendUint32(b, crc32.Checksum(pix, castagnoli))
}

// cached returns a placement kept in the cache folder, or nil.
func (im *Images) cached(p placement) image.Image {
	if im.Cache == "" {
		return nil
	}
	path := filepath.Join(im.Cache, p.name())
	data, err := os.ReadFile(path)
	head := len(artMagic) + 12
	if err != nil || len(data) != head+4*p.w*p.h || !bytes.HasPrefix(data, []byte(artMagic)) {
		return nil // not what it should be: made again and written over
	}
	pix := data[head:]
	if !bytes.Equal(data[:head], artHeader(p.w, p.h, pix)) {
		return nil
	}
	if st, err := os.Stat(path); err == nil && time.Since(st.ModTime()) > time.Hour {
		now := time.Now()
		os.Chtimes(path, now, now) // in use: not pruned
	}
	return &image.NRGBA{Pix: pix, Stride: 4 * p.w, Rect: image.Rect(0, 0, p.w, p.h)}
}

// keep writes a placement into the cache folder; failing to is no error,
// the cache only saves time. The file is not synced: a file the system
// lost part of fails its checksum.
func (im *Images) keep(p placement, img image.Image) {
	if im.Cache == "" {
		return
	}
	m, ok := img.(*image.NRGBA)
	if !ok || m.Rect.Dx() != p.w || m.Rect.Dy() != p.h {
		m = imaging.Clone(img)
	}
	pix := m.Pix
	if m.Stride != 4*p.w || len(pix) != 4*p.w*p.h {
		pix = imaging.Clone(m).Pix
	}
	if err := os.MkdirAll(im.Cache, 0o755); err != nil {
		return
	}
	path := filepath.Join(im.Cache, p.name())
	tmp, err := os.CreateTemp(im.Cache, "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return
	}
	_, err = tmp.Write(artHeader(p.w, p.h, pix))
	if err == nil {
		_, err = tmp.Write(pix)
	}
	if cerr := tmp.Close(); err == nil && cerr == nil && os.Rename(tmp.Name(), path) == nil {
		return
	}
	os.Remove(tmp.Name())
}

// PruneArtCache removes the placements of a cache folder that no build
// used for a week.
func PruneArtCache(dir string) {
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if info, err := e.Info(); err == nil && time.Since(info.ModTime()) > 7*24*time.Hour {
			os.Remove(filepath.Join(dir, e.Name()))
		}
	}
}

// reduce averages blocks of k × k pixels into one (k = 1 copies), as
// NRGBA, the form the resampler works in: a whole factor is cheap, where a
// resampling of all of a big image's pixels is not. A strip of k rows is
// converted at a time, so that a big image is never held twice in full.
func reduce(img image.Image, k int) *image.NRGBA {
	b := img.Bounds()
	k = max(k, 1)
	w, h := max(1, b.Dx()/k), max(1, b.Dy()/k)
	if k == 1 {
		if y, ok := img.(*image.YCbCr); ok {
			return ycbcrToNRGBA(y)
		}
		return imaging.Clone(img)
	}
	if y, ok := img.(*image.YCbCr); ok && (y.SubsampleRatio == image.YCbCrSubsampleRatio444 || y.SubsampleRatio == image.YCbCrSubsampleRatio420 && k%2 == 0) {
		return reduceYCbCr(y, k, w, h)
	}
	if m, ok := img.(*image.NRGBA); ok && m.Opaque() {
		return reduceOpaque(m, k, w, h)
	}
	out := image.NewNRGBA(image.Rect(0, 0, w, h))
	strip := image.NewRGBA(image.Rect(0, 0, b.Dx(), k))
	sums := make([]uint32, 4*w)
	n := uint32(k * k)
	for y := 0; y < h; y++ {
		draw.Draw(strip, strip.Bounds(), img, image.Pt(b.Min.X, b.Min.Y+y*k), draw.Src)
		clear(sums)
		for r := 0; r < k; r++ {
			row := strip.Pix[r*strip.Stride:]
			for x := 0; x < w*k; x++ {
				s, p := sums[4*(x/k):4*(x/k)+4], row[4*x:4*x+4]
				s[0] += uint32(p[0])
				s[1] += uint32(p[1])
				s[2] += uint32(p[2])
				s[3] += uint32(p[3])
			}
		}
		o := out.Pix[y*out.Stride:]
		for x := 0; x < w; x++ {
			s := sums[4*x : 4*x+4]
			a := (s[3] + n/2) / n
			o[4*x+3] = uint8(a)
			for c := 0; c < 3; c++ {
				if a == 0 {
					o[4*x+c] = 0
					continue
				}
				// Premultiplied sums, back to straight color.
				o[4*x+c] = uint8(min(255, (s[c]*255+s[3]/2)/s[3]))
			}
		}
	}
	return out
}

// reduceYCbCr is reduce for a JPEG's pixels: the planes are averaged as
// they are, and only the reduced pixels converted to RGB. Chroma is either
// full (4:4:4) or halved both ways (4:2:0, k even).
func reduceYCbCr(img *image.YCbCr, k, w, h int) *image.NRGBA {
	out := image.NewNRGBA(image.Rect(0, 0, w, h))
	ck := k // chroma samples a block spans each way
	if img.SubsampleRatio == image.YCbCrSubsampleRatio420 {
		ck = k / 2
	}
	ys, cbs, crs := make([]uint32, w), make([]uint32, w), make([]uint32, w)
	b := img.Bounds()
	for oy := 0; oy < h; oy++ {
		clear(ys)
		clear(cbs)
		clear(crs)
		sumRows(ys, img.Y, img.YOffset(b.Min.X, b.Min.Y+oy*k), img.YStride, k)
		co := img.COffset(b.Min.X, b.Min.Y+oy*k)
		sumRows(cbs, img.Cb, co, img.CStride, ck)
		sumRows(crs, img.Cr, co, img.CStride, ck)
		row := out.Pix[oy*out.Stride:]
		n, cn := uint32(k*k), uint32(ck*ck)
		for x := 0; x < w; x++ {
			r, g, bl := color.YCbCrToRGB(uint8((ys[x]+n/2)/n), uint8((cbs[x]+cn/2)/cn), uint8((crs[x]+cn/2)/cn))
			row[4*x], row[4*x+1], row[4*x+2], row[4*x+3] = r, g, bl, 0xff
		}
	}
	return out
}

// ycbcrToNRGBA converts a JPEG's pixels for the resampler, a row at a
// time (a working copy decoded at its size needs nothing else): the
// colors of imaging.Clone (color.YCbCrToRGB), without a call per pixel.
func ycbcrToNRGBA(img *image.YCbCr) *image.NRGBA {
	b := img.Bounds()
	out := image.NewNRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	for y := b.Min.Y; y < b.Max.Y; y++ {
		ycbcrRow(out.Pix[(y-b.Min.Y)*out.Stride:][:4*b.Dx()], img, y)
	}
	return out
}

// ycbcrRow converts row y of a JPEG's pixels into row, as ycbcrToNRGBA.
func ycbcrRow(row []byte, img *image.YCbCr, y int) {
	b := img.Bounds()
	hs, vs := chromaShifts(img.SubsampleRatio)
	ys := img.Y[img.YOffset(b.Min.X, y):][:b.Dx()]
	crow := (y>>vs - b.Min.Y>>vs) * img.CStride
	for i, yy := range ys {
		c := crow + (b.Min.X+i)>>hs - b.Min.X>>hs
		cb, cr := img.Cb[c], img.Cr[c]
		y1 := int32(yy) * 0x10101
		p := row[4*i : 4*i+4 : 4*i+4]
		p[0] = clamp16(y1 + chroma.rCr[cr])
		p[1] = clamp16(y1 + chroma.gCb[cb] + chroma.gCr[cr])
		p[2] = clamp16(y1 + chroma.bCb[cb])
		p[3] = 0xff
	}
}

// chromaShifts is a subsampling as shifts across and down.
func chromaShifts(r image.YCbCrSubsampleRatio) (hs, vs int) {
	switch r {
	case image.YCbCrSubsampleRatio422:
		return 1, 0
	case image.YCbCrSubsampleRatio420:
		return 1, 1
	case image.YCbCrSubsampleRatio440:
		return 0, 1
	case image.YCbCrSubsampleRatio411:
		return 2, 0
	case image.YCbCrSubsampleRatio410:
		return 2, 1
	}
	return 0, 0
}

// chroma holds the JFIF conversion's chroma terms in 16.16 fixed point,
// the arithmetic of color.YCbCrToRGB, looked up rather than multiplied.
var chroma = func() (t struct{ rCr, gCb, gCr, bCb [256]int32 }) {
	for i := range 256 {
		c := int32(i) - 128
		t.rCr[i], t.gCb[i], t.gCr[i], t.bCb[i] = 91881*c, -22554*c, -46802*c, 116130*c
	}
	return t
}()

// clamp16 is the 0–255 sample of a 16.16 fixed-point value.
func clamp16(v int32) uint8 {
	return uint8(min(max(v>>16, 0), 255))
}

// sumRows adds blocks of k × k samples of a plane, from offset at, into
// sums: one sum per block along the row.
func sumRows(sums []uint32, plane []byte, at, stride, k int) {
	for r := 0; r < k; r++ {
		row := plane[at+r*stride:]
		if k == 2 { // the common case, a 6000 px picture
			row = row[:2*len(sums)]
			for x := range sums {
				sums[x] += uint32(row[2*x]) + uint32(row[2*x+1])
			}
			continue
		}
		for x := range sums {
			var s uint32
			for _, v := range row[x*k : x*k+k] {
				s += uint32(v)
			}
			sums[x] += s
		}
	}
}

// reduceOpaque is reduce for an opaque NRGBA picture (a working copy of a
// JPEG): the samples are averaged as they are, with the results of the
// general reduction.
func reduceOpaque(img *image.NRGBA, k, w, h int) *image.NRGBA {
	out := image.NewNRGBA(image.Rect(0, 0, w, h))
	sums := make([]uint32, 3*w)
	n := uint32(k * k)
	for oy := 0; oy < h; oy++ {
		clear(sums)
		for r := 0; r < k; r++ {
			row := img.Pix[img.PixOffset(img.Rect.Min.X, img.Rect.Min.Y+oy*k+r):][:4*w*k]
			for x := 0; x < w; x++ {
				var sr, sg, sb uint32
				for i := 4 * k * x; i < 4*k*(x+1); i += 4 {
					sr += uint32(row[i])
					sg += uint32(row[i+1])
					sb += uint32(row[i+2])
				}
				sums[3*x] += sr
				sums[3*x+1] += sg
				sums[3*x+2] += sb
			}
		}
		o := out.Pix[oy*out.Stride:]
		for x := 0; x < w; x++ {
			o[4*x] = uint8((sums[3*x] + n/2) / n)
			o[4*x+1] = uint8((sums[3*x+1] + n/2) / n)
			o[4*x+2] = uint8((sums[3*x+2] + n/2) / n)
			o[4*x+3] = 0xff
		}
	}
	return out
}
