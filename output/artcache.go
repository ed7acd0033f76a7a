package output

import (
	"image"
	"io/fs"
	"reflect"
	"sync"
	"sync/atomic"
	"time"

	"github.com/disintegration/imaging"
)

// Art is decoded once per process, whatever uses it: the card PDF, the
// card PNGs and the manual each make an Images of their own (at their own
// resolution), and a 6000 × 4000 JPEG costs about a second to decode. The
// decoded picture is kept as a working copy of at most workingSide pixels
// on its longer side (600 ppi over 170 mm), in a cache shared by every
// Images of the same game folder, up to sharedBudget bytes.

const (
	workingSide  = 4096
	sharedBudget = 1 << 30
)

type sourceKey struct {
	fsys any // the game folder (only comparable ones are shared)
	path string
	size int64
	mod  time.Time
}

type sharedSource struct {
	once  sync.Once
	img   *image.NRGBA
	err   error
	bytes int64
}

var shared = struct {
	sync.Mutex
	m     map[sourceKey]*sharedSource
	order []sourceKey // oldest first, for eviction
	bytes int64
}{m: map[sourceKey]*sharedSource{}}

// decodes counts the image files decoded, for tests.
var decodes atomic.Int64

// sharedSource returns the working copy of an image of the folder,
// decoding it only when no Images of this process has.
func (im *Images) sharedSource(path string) (image.Image, error) {
	key, ok := im.sourceKey(path)
	if !ok {
		return im.workingCopy(path)
	}
	shared.Lock()
	s, found := shared.m[key]
	if !found {
		s = &sharedSource{}
		shared.m[key] = s
		shared.order = append(shared.order, key)
	}
	shared.Unlock()
	s.once.Do(func() {
		var img image.Image
		img, s.err = im.workingCopy(path)
		if s.err == nil {
			s.img = img.(*image.NRGBA)
			s.bytes = int64(len(s.img.Pix))
			evict(key, s.bytes)
		}
	})
	if s.err != nil {
		return nil, s.err
	}
	return s.img, nil
}

// sourceKey identifies a file of a comparable folder by its path, size and
// modification time, so that an edited image is decoded again.
func (im *Images) sourceKey(path string) (sourceKey, bool) {
	if im.FS == nil || !reflect.TypeOf(im.FS).Comparable() {
		return sourceKey{}, false
	}
	st, err := fs.Stat(im.FS, path)
	if err != nil {
		return sourceKey{}, false
	}
	return sourceKey{fsys: im.FS, path: path, size: st.Size(), mod: st.ModTime()}, true
}

// evict drops the oldest working copies beyond the budget (never the one
// just made); Images that hold one keep it.
func evict(keep sourceKey, added int64) {
	shared.Lock()
	defer shared.Unlock()
	shared.bytes += added
	for len(shared.order) > 1 && shared.bytes > sharedBudget {
		old := shared.order[0]
		if old == keep {
			shared.order = append(shared.order[1:], old)
			continue
		}
		shared.order = shared.order[1:]
		if s := shared.m[old]; s != nil {
			shared.bytes -= s.bytes
		}
		delete(shared.m, old)
	}
}

// workingCopy decodes an image and reduces it to workingSide pixels on its
// longer side, as NRGBA, the form the resampler works in.
func (im *Images) workingCopy(path string) (image.Image, error) {
	img, err := im.decode(path)
	if err != nil {
		return nil, err
	}
	decodes.Add(1)
	b := img.Bounds()
	if long := max(b.Dx(), b.Dy()); long > workingSide {
		w, h := b.Dx()*workingSide/long, b.Dy()*workingSide/long
		return imaging.Resize(img, max(w, 1), max(h, 1), imaging.Linear), nil
	}
	return imaging.Clone(img), nil
}

// shrink reduces an image cheaply to about twice the target size before the
// final Lanczos resampling, whose cost grows with the reduction.
func shrink(img image.Image, pw, ph int) image.Image {
	b := img.Bounds()
	if b.Dx() <= 2*pw || b.Dy() <= 2*ph {
		return img
	}
	k := max(float64(2*pw)/float64(b.Dx()), float64(2*ph)/float64(b.Dy()))
	return imaging.Resize(img, max(1, int(float64(b.Dx())*k)), max(1, int(float64(b.Dy())*k)), imaging.Linear)
}
