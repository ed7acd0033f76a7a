package output

import (
	"bytes"
	"crypto/sha256"
	"errors"
	"image"
	"io/fs"
	"sync"
	"sync/atomic"
	"time"

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
// as raw pixels with a checksum (artfile.go), named by the hash of what
// they are made from, so that the next build's process resamples nothing
// that did not change. The caches are budgeted maps (budgeted.go); the
// whole-factor reductions are in reduce.go.

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
	svg  bool // a drawing: w × h is its viewBox, rounded up
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
// has asked about by path, each stat'ed and read once: what a build knows
// of an art file is what it found the first time it looked.
type artFiles = budgeted[string, *artInfo]

// info returns the hash and size of an art file, stat'ing it once per
// Images and reading it only when this version of it was not read before.
func (im *Images) info(path string) (*artInfo, error) {
	a, _ := im.files.get(path, func() (*artInfo, int64, error) { return im.readInfo(path), 0, nil })
	return a, a.err
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
		a.w, a.h, a.jpeg, a.svg = cfg.Width, cfg.Height, format == "jpeg", format == "svg"
	}
	if err != nil {
		a.err = &ImageError{Path: path, Err: err}
	}
	a.sum = sha256.Sum256(data)
	if known && a.err == nil { // a failure is looked at again next build
		infos.Store(path, knownInfo{v, a})
	}
	return a
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
// reduction still to make (scale), else 1. The file is read at most once,
// and only the content of hash sum is decoded: what is made from it is
// kept under sum.
func (im *Images) decodeAt(path string, sum [32]byte, scale int) (img image.Image, left int, err error) {
	var data []byte
	read := func() error {
		if data == nil {
			data, err = im.readArt(path, sum)
		}
		return err
	}
	if scale > 1 {
		// Coefficients for 1/4 serve 1/8 too: the art of a PDF at 600 ppi
		// and of PNGs at 300 dpi come from one decoding.
		kept := min(scale, 4)
		k, err := lows.get(workingKey{sum, kept}, func() (*jpegscale.Coefficients, int64, error) {
			if err := read(); err != nil {
				return nil, 0, err
			}
			k, err := coefficients(data, kept)
			if err != nil {
				return nil, 0, err // image/jpeg reads data next
			}
			data = nil // not held while the picture is made
			return k, k.Bytes(), nil
		})
		var unread *ImageError
		if errors.As(err, &unread) {
			return nil, 0, err // not the content's doing: no other decoder
		}
		if err == nil {
			if img, err := k.Image(scale); err == nil {
				return img, 1, nil
			}
		}
	}
	// What jpegscale does not read (CMYK, arithmetic coding, …) or cannot
	// read: image/jpeg at full size, whose error is the one reported.
	if err := read(); err != nil {
		return nil, 0, err
	}
	decodes.Add(1)
	img, err = decodeWithinBudget(bytes.NewReader(data))
	if err != nil {
		return nil, 0, &ImageError{Path: path, Err: err}
	}
	return img, scale, nil
}

// errChanged is an art file whose content changed during the build.
var errChanged = errors.New("changed while it was read")

// readArt reads an art file, failing unless its content is still that of
// hash sum.
func (im *Images) readArt(path string, sum [32]byte) ([]byte, error) {
	if im.FS == nil {
		return nil, &ImageError{Path: path, Err: fs.ErrNotExist}
	}
	data, err := fs.ReadFile(im.FS, path)
	if err == nil && sha256.Sum256(data) != sum {
		err = errChanged
	}
	if err != nil {
		return nil, &ImageError{Path: path, Err: err}
	}
	return data, nil
}

// coefficients reads a JPEG's coefficients for pictures of 1/scale and
// smaller, once its header has passed the image budget.
func coefficients(data []byte, scale int) (*jpegscale.Coefficients, error) {
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
