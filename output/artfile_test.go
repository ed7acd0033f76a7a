package output

import (
	"bytes"
	"image"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// A placement kept in the cache folder reads back as the same pixels; a
// file cut short or with a pixel changed is not used.
func TestArtCacheKeepsPixels(t *testing.T) {
	im := NewImages(nil, 300)
	im.Cache = filepath.Join(t.TempDir(), "cache")
	p := placement{sum: [32]byte{1, 2, 3}, w: 13, h: 7, fit: "cover", ax: 0.5, ay: 0.5}
	img := image.NewNRGBA(image.Rect(0, 0, p.w, p.h))
	for i := range img.Pix {
		img.Pix[i] = byte(i * 11)
	}
	if im.cached(p) != nil {
		t.Fatal("a placement found in an empty cache")
	}
	im.keep(p, img)
	got, ok := im.cached(p).(*image.NRGBA)
	if !ok || got.Rect != img.Rect || !bytes.Equal(got.Pix, img.Pix) {
		t.Fatalf("the cache gave back %v, want the pixels kept", got)
	}
	other := p
	other.gray = true
	if im.cached(other) != nil {
		t.Error("another placement found in the cache")
	}
	path := filepath.Join(im.Cache, p.name())
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for name, broken := range map[string][]byte{
		"cut short":       data[:len(data)-1],
		"a pixel changed": append(bytes.Clone(data[:len(data)-1]), data[len(data)-1]^1),
	} {
		if err := os.WriteFile(path, broken, 0o644); err != nil {
			t.Fatal(err)
		}
		if im.cached(p) != nil {
			t.Errorf("%s: the file was used", name)
		}
	}
}

// A cache folder keeps what builds used within a week, and beyond its
// limit of bytes only the placements used most recently.
func TestArtCachePrunesLeastRecentlyUsed(t *testing.T) {
	dir := t.TempDir()
	now := time.Now()
	for name, age := range map[string]time.Duration{"a.art": 3 * time.Hour, "b.art": time.Hour, "c.art": 2 * time.Hour, "d.art": 8 * 24 * time.Hour, "e.art": 0} {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, make([]byte, 100), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(path, now.Add(-age), now.Add(-age)); err != nil {
			t.Fatal(err)
		}
	}
	pruneArtCache(dir, 350, now)
	entries, _ := os.ReadDir(dir)
	var left []string
	for _, e := range entries {
		left = append(left, e.Name())
	}
	if got := strings.Join(left, " "); got != "b.art c.art e.art" {
		t.Errorf("left %q, want the three used last within the week (b.art c.art e.art)", got)
	}
}

// A cache entry that is not a regular file of the placement's size is not
// read (a link to /dev/zero read for good, a named pipe waited for a
// writer): it is removed, and the placement kept again reads back.
func TestArtCacheDistrustsSpecialFiles(t *testing.T) {
	p := placement{sum: [32]byte{4, 5, 6}, w: 5, h: 3, fit: "cover", ax: 0.5, ay: 0.5}
	img := image.NewNRGBA(image.Rect(0, 0, p.w, p.h))
	for i := range img.Pix {
		img.Pix[i] = byte(i * 7)
	}
	for name, plant := range map[string]func(path string) error{
		"a link to /dev/zero": func(path string) error { return os.Symlink("/dev/zero", path) },
		"a named pipe":        func(path string) error { return syscall.Mkfifo(path, 0o644) },
		"a link to a file":    func(path string) error { return os.Symlink("/etc/hostname", path) },
		"too large":           func(path string) error { return os.WriteFile(path, make([]byte, 1<<20), 0o644) },
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			im := NewImages(nil, 300)
			im.Cache = t.TempDir()
			path := filepath.Join(im.Cache, p.name())
			if err := plant(path); err != nil {
				t.Skip(err)
			}
			done := make(chan image.Image, 1)
			go func() { done <- im.cached(p) }()
			select {
			case got := <-done:
				if got != nil {
					t.Fatal("the entry was used")
				}
			case <-time.After(10 * time.Second):
				os.WriteFile(path, nil, 0) // lets a reader of the pipe go
				t.Fatal("reading the entry hung")
			}
			if _, err := os.Lstat(path); err == nil {
				t.Error("the bad entry is still there")
			}
			im.keep(p, img)
			got, ok := im.cached(p).(*image.NRGBA)
			if !ok || !bytes.Equal(got.Pix, img.Pix) {
				t.Error("the placement kept after it does not read back")
			}
		})
	}
}
