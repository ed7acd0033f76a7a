// Package watch tells when the files of a folder change. It polls: a game
// folder holds a few dozen files, so a scan every few tens of milliseconds
// costs next to nothing, and polling sees every kind of save — editors that
// write in place, editors that write a new file and rename it, network and
// container folders — where change notifications miss some.
package watch

import (
	"context"
	"errors"
	"io/fs"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// stamp is what tells two versions of a file apart without reading it.
type stamp struct {
	size int64
	mod  time.Time
}

// Folder remembers the files below a folder as last scanned.
type Folder struct {
	root  string
	files map[string]stamp
}

// New scans the folder root.
func New(root string) (*Folder, error) {
	f := &Folder{root: root}
	files, err := f.scan()
	f.files = files
	return f, err
}

// Changes scans the folder again and returns the files added, changed or
// removed since the last scan, relative to the folder, sorted.
func (f *Folder) Changes() ([]string, error) {
	files, err := f.scan()
	if err != nil {
		return nil, err
	}
	var changed []string
	for p, s := range files {
		if old, ok := f.files[p]; !ok || old != s {
			changed = append(changed, p)
		}
	}
	for p := range f.files {
		if _, ok := files[p]; !ok {
			changed = append(changed, p)
		}
	}
	sort.Strings(changed)
	f.files = files
	return changed, nil
}

// scan stats every file below the root, leaving out hidden files and
// folders (.git) and editors' backup and lock files.
func (f *Folder) scan() (map[string]stamp, error) {
	files := map[string]stamp{}
	err := filepath.WalkDir(f.root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			if p != f.root && errors.Is(err, fs.ErrNotExist) {
				return nil // removed while we looked
			}
			return err
		}
		if p != f.root && ignored(d.Name()) {
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		if d.IsDir() {
			return nil
		}
		info, err := d.Info()
		if err != nil {
			return nil // removed while we looked
		}
		rel, _ := filepath.Rel(f.root, p)
		files[filepath.ToSlash(rel)] = stamp{info.Size(), info.ModTime()}
		return nil
	})
	return files, err
}

// ignored names files no build reads: hidden ones, and what editors leave
// beside the file they edit (foo~, #foo#, foo.swp).
func ignored(name string) bool {
	return strings.HasPrefix(name, ".") || strings.HasSuffix(name, "~") ||
		strings.HasPrefix(name, "#") || strings.HasSuffix(name, ".swp")
}

// Poll calls changed with the changed files each time a scan every
// interval finds some, until ctx is done. A folder that cannot be scanned
// (moved away for a moment) is scanned again at the next tick.
func Poll(ctx context.Context, f *Folder, interval time.Duration, changed func([]string)) {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			if files, err := f.Changes(); err == nil && len(files) > 0 {
				changed(files)
			}
		}
	}
}
