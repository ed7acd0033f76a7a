package output

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"hash/crc32"
	"image"
	"io"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/disintegration/imaging"
)

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

// castagnoli is made on first use: its tables are a fifth of a
// millisecond of every process's start, and most commands place no art.
var castagnoli = sync.OnceValue(func() *crc32.Table { return crc32.MakeTable(crc32.Castagnoli) })

// artHeader is the header of a placement's file of w × h pixels pix.
func artHeader(w, h int, pix []byte) []byte {
	b := append([]byte(nil), artMagic...)
	b = binary.LittleEndian.AppendUint32(b, uint32(w))
	b = binary.LittleEndian.AppendUint32(b, uint32(h))
	return binary.LittleEndian.AppendUint32(b, crc32.Checksum(pix, castagnoli()))
}

// cached returns a placement kept in the cache folder, or nil. The entry
// is trusted no further than its checks: it must be a regular file (not
// a link to /dev/zero, not a named pipe) of exactly the placement's size,
// checked before it is opened, with its header and checksum; anything
// else is removed, and the placement made and written again.
func (im *Images) cached(p placement) image.Image {
	if im.Cache == "" {
		return nil
	}
	path := filepath.Join(im.Cache, p.name())
	head := len(artMagic) + 12
	size := int64(head + 4*p.w*p.h)
	st, err := os.Lstat(path)
	if err != nil {
		return nil
	}
	if !st.Mode().IsRegular() || st.Size() != size {
		os.Remove(path) // a link or a special file goes, not what it names
		return nil
	}
	data, err := readRegular(path, size)
	if err != nil || !bytes.HasPrefix(data, []byte(artMagic)) {
		return nil // not what it should be: made again and written over
	}
	pix := data[head:]
	if !bytes.Equal(data[:head], artHeader(p.w, p.h, pix)) {
		return nil
	}
	if time.Since(st.ModTime()) > time.Hour {
		now := time.Now()
		os.Chtimes(path, now, now) // in use: not pruned
	}
	return &image.NRGBA{Pix: pix, Stride: 4 * p.w, Rect: image.Rect(0, 0, p.w, p.h)}
}

// readRegular reads the size bytes of the regular file at path, checking
// once open that it is still a regular file of that size: what was
// checked before it was opened may have been replaced since.
func readRegular(path string, size int64) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if !st.Mode().IsRegular() || st.Size() != size {
		return nil, fs.ErrInvalid
	}
	data := make([]byte, size)
	if _, err := io.ReadFull(f, data); err != nil {
		return nil, err
	}
	return data, nil
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
	tmp, err := createTemporary(im.Cache, "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return
	}
	_, err = tmp.Write(artHeader(p.w, p.h, pix))
	if err == nil {
		_, err = tmp.Write(pix)
	}
	if cerr := tmp.Close(); err == nil && cerr == nil && Settle(tmp.Name(), func() error { return os.Rename(tmp.Name(), path) }) == nil {
		return
	}
	Discard(tmp.Name())
}

// ArtCacheLimit is the bytes a cache folder keeps: beyond them, the
// placements used least recently are removed.
const ArtCacheLimit = 1 << 30

// PruneArtCache removes the placements of a cache folder that no build
// used for a week, and the least recently used beyond ArtCacheLimit.
func PruneArtCache(dir string) {
	pruneArtCache(dir, ArtCacheLimit, time.Now())
}

// pruneArtCache is PruneArtCache with a limit of bytes, at time now. A
// placement's time is when a build last used it (cached touches it, to
// the hour).
func pruneArtCache(dir string, limit int64, now time.Time) {
	entries, _ := os.ReadDir(dir)
	var kept []fs.FileInfo
	var bytes int64
	for _, e := range entries {
		info, err := e.Info()
		if err != nil || !info.Mode().IsRegular() {
			continue
		}
		if now.Sub(info.ModTime()) > 7*24*time.Hour {
			os.Remove(filepath.Join(dir, e.Name()))
			continue
		}
		kept = append(kept, info)
		bytes += info.Size()
	}
	// Newest first, names breaking ties, so that what is removed does not
	// depend on the order the folder lists its files in.
	slices.SortFunc(kept, func(a, b fs.FileInfo) int {
		if c := b.ModTime().Compare(a.ModTime()); c != 0 {
			return c
		}
		return strings.Compare(a.Name(), b.Name())
	})
	for len(kept) > 0 && bytes > limit {
		old := kept[len(kept)-1]
		kept = kept[:len(kept)-1]
		if os.Remove(filepath.Join(dir, old.Name())) == nil {
			bytes -= old.Size()
		}
	}
}
