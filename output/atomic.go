// Package output writes what cardpress makes: PDF documents (through the
// fpdf library, which no other package imports) and PNG images. Every file is
// written atomically (or into a staging folder swapped in whole) and
// reproducibly: the same sources give the same bytes.
package output

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
)

// WriteFile writes a file atomically: write fills a temporary file in the
// same folder, which replaces path only once it is complete, so a failed
// build never leaves a half-written file or loses the previous one. A file
// that already holds exactly these bytes is left alone (its time too): a
// rebuild after a small change rewrites only what changed.
//
// Below a staging folder (Stage) the file is written in place instead;
// below one whose staging has ended it is refused.
func WriteFile(path string, write func(io.Writer) error) error {
	if sd, err := staged(path); sd != nil {
		return sd.write(path, write)
	} else if err != nil {
		return err
	}
	sw := &spillWriter{path: path}
	err := write(sw)
	if err == nil && sw.tmp != nil {
		err = sw.w.Flush()
	}
	if err != nil {
		if sw.tmp != nil {
			sw.tmp.Close()
			Discard(sw.tmp.Name())
		}
		return fmt.Errorf("writing %s: %w", path, err)
	}
	if sw.tmp != nil {
		return settleSpilled(path, sw.tmp)
	}
	if same(path, sw.buf.Bytes()) {
		return nil
	}
	return replaceFile(path, sw.buf.Bytes())
}

// spillFrom is the size from which WriteFile writes a file into its
// temporary as it is made, instead of holding it whole in memory to
// compare it with the file it replaces: a manual of 5,445 pages is 60 MB
// of PDF, which its buffer held up to twice over while it grew.
const spillFrom = 4 << 20

// spillWriter holds what WriteFile is given in memory up to spillFrom
// bytes, and from there writes it into the temporary file beside path.
type spillWriter struct {
	path string
	buf  bytes.Buffer
	tmp  *os.File
	w    *bufio.Writer // into tmp
}

func (sw *spillWriter) Write(p []byte) (int, error) {
	if sw.tmp == nil {
		if sw.buf.Len()+len(p) <= spillFrom {
			return sw.buf.Write(p)
		}
		if err := sw.spill(); err != nil {
			return 0, err
		}
	}
	return sw.w.Write(p)
}

// spill creates the temporary file and moves what is held into it.
func (sw *spillWriter) spill() error {
	dir := filepath.Dir(sw.path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	tmp, err := createTemporary(dir, "."+filepath.Base(sw.path)+".*.tmp")
	if err != nil {
		return err
	}
	sw.tmp, sw.w = tmp, bufio.NewWriterSize(tmp, 256<<10)
	_, err = sw.w.Write(sw.buf.Bytes())
	sw.buf = bytes.Buffer{}
	return err
}

// settleSpilled puts the written temporary tmp in place of path, or
// removes it when path holds the same bytes already (left alone, its time
// too).
func settleSpilled(path string, tmp *os.File) error {
	if sameFile(path, tmp) {
		tmp.Close()
		Discard(tmp.Name())
		return nil
	}
	return putTemporary(path, tmp)
}

// same reports whether the file at path holds data.
func same(path string, data []byte) bool {
	st, err := os.Stat(path)
	if err != nil || !st.Mode().IsRegular() || st.Size() != int64(len(data)) {
		return false
	}
	old, err := os.ReadFile(path)
	return err == nil && bytes.Equal(old, data)
}

// sameFile reports whether the file at path holds what tmp does.
func sameFile(path string, tmp *os.File) bool {
	st, err := os.Stat(path)
	if err != nil || !st.Mode().IsRegular() {
		return false
	}
	tst, err := tmp.Stat()
	if err != nil || tst.Size() != st.Size() {
		return false
	}
	old, err := os.Open(path)
	if err != nil {
		return false
	}
	defer old.Close()
	a, b := make([]byte, 64<<10), make([]byte, 64<<10)
	for at := int64(0); at < st.Size(); {
		n, errA := old.ReadAt(a, at)
		m, errB := tmp.ReadAt(b[:n], at)
		if n == 0 || m != n || !bytes.Equal(a[:n], b[:n]) || (errA != nil && errA != io.EOF) || (errB != nil && errB != io.EOF) {
			return false
		}
		at += int64(n)
	}
	return true
}

// replaceFile writes data to a temporary file beside path and renames it
// over path once it is on disk.
func replaceFile(path string, data []byte) (err error) {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	tmp, err := createTemporary(dir, "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return err
	}
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		Discard(tmp.Name())
		return fmt.Errorf("writing %s: %w", path, err)
	}
	return putTemporary(path, tmp)
}

// putTemporary renames the written temporary tmp over path once it has the
// files' mode and is on disk; on failure it is removed.
func putTemporary(path string, tmp *os.File) (err error) {
	defer func() {
		if err != nil {
			tmp.Close()
			Discard(tmp.Name())
		}
	}()
	if err := tmp.Chmod(FileMode()); err != nil {
		return err
	}
	if err := tmp.Sync(); err != nil { // on disk before it replaces the old file
		return fmt.Errorf("writing %s: %w", path, err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	return Settle(tmp.Name(), func() error { return os.Rename(tmp.Name(), path) })
}

// A staging folder is one that nobody reads until it is renamed into
// place whole (build's staging of a full build), and that is removed
// whole when its build fails. A half-written file there is never seen, so
// its files need no temporary twin renamed over them, and their fsyncs
// need not hold up the build: each written file is synced by a few
// goroutines of the folder's own while the build goes on, and the end of
// the staging waits for the writes in progress and then for the syncs,
// before the folder is swapped in. The folder stays known as ended: a
// write below it later (the folder swapped in or removed by then) is
// refused, so that it neither recreates a removed folder nor lands
// unsynced in the one swapped in. (A full
// build writes some ninety files; their fsyncs in line were a good part
// of its wall time. One syncfs at the end would wait for every other
// program's writes to the disk too.)
var staging struct {
	sync.RWMutex
	dirs map[string]*stagingDir
}

// stagingDir syncs the files written below one staging folder.
type stagingDir struct {
	dir     string
	files   chan *os.File  // written, to be synced and closed
	writers sync.WaitGroup // writes in progress below the folder
	ended   bool           // no more writes: under staging's lock
	discard atomic.Bool    // the folder is to be removed: close, no sync
	syncers sync.WaitGroup
	mu      sync.Mutex
	err     error // the first failed sync
	end     sync.Once
}

// endedStaging stands for a staging folder whose staging has ended.
var endedStaging = &stagingDir{ended: true}

// syncers is how many files of a staging folder are synced at once.
const syncers = 4

// Staging is the staging of one folder (Stage).
type Staging struct{ sd *stagingDir }

// Stage makes dir a staging folder: WriteFile then writes the files below
// it in place, and syncs them in the background, until End or Discard.
func Stage(dir string) *Staging {
	dir = filepath.Clean(dir)
	sd := &stagingDir{dir: dir, files: make(chan *os.File, 128)}
	for range syncers {
		sd.syncers.Add(1)
		go sd.sync()
	}
	staging.Lock()
	defer staging.Unlock()
	if staging.dirs == nil {
		staging.dirs = map[string]*stagingDir{}
	}
	staging.dirs[dir] = sd
	return &Staging{sd}
}

// End ends the staging once the last file is written: it waits for the
// writes in progress and returns when every file is on disk, with the
// first error of putting one there. Calling it (or Discard) again does
// nothing.
func (s *Staging) End() error {
	s.sd.stop()
	return s.sd.err
}

// Discard ends the staging of a folder about to be removed: as End, but
// the files are closed, not synced.
func (s *Staging) Discard() {
	s.sd.discard.Store(true)
	s.sd.stop()
}

// stop refuses new writes, waits for those in progress, and then for the
// syncers.
func (sd *stagingDir) stop() {
	sd.end.Do(func() {
		staging.Lock()
		sd.ended = true
		if staging.dirs[sd.dir] == sd {
			staging.dirs[sd.dir] = endedStaging // not its syncers' channel
		}
		staging.Unlock()
		sd.writers.Wait()
		close(sd.files)
		sd.syncers.Wait()
	})
}

// sync syncs and closes the folder's files as they come.
func (sd *stagingDir) sync() {
	defer sd.syncers.Done()
	for f := range sd.files {
		if sd.discard.Load() {
			f.Close()
			continue
		}
		if err := syncClose(f); err != nil {
			sd.mu.Lock()
			if sd.err == nil {
				sd.err = err
			}
			sd.mu.Unlock()
		}
	}
}

// syncClose puts a written file on disk and closes it.
func syncClose(f *os.File) error {
	err := f.Sync()
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("writing %s: %w", f.Name(), err)
	}
	return nil
}

// staged returns the staging folder that path lies below, counting a
// write in progress in it (sd.write ends it), or nil; or an error if the
// folder's staging has ended.
func staged(path string) (*stagingDir, error) {
	staging.RLock()
	defer staging.RUnlock()
	if len(staging.dirs) == 0 {
		return nil, nil
	}
	for dir := filepath.Dir(filepath.Clean(path)); ; {
		if sd := staging.dirs[dir]; sd != nil {
			if sd.ended {
				return nil, fmt.Errorf("writing %s: the staging of %s has ended", path, dir)
			}
			sd.writers.Add(1)
			return sd, nil
		}
		up := filepath.Dir(dir)
		if up == dir {
			return nil, nil
		}
		dir = up
	}
}

// fileBuffers are the buffers of staged writes: a build's ninety files
// need a few at once, not a new one each.
var fileBuffers = sync.Pool{New: func() any { return bufio.NewWriterSize(nil, 32<<10) }}

// write writes a file of the staging folder in place, with the mode
// replaceFile gives, and hands it to the syncers; it ends the write
// counted by staged.
func (sd *stagingDir) write(path string, write func(io.Writer) error) error {
	defer sd.writers.Done()
	var f *os.File
	err := Guard(func() error { // never below a staging folder being removed
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return err
		}
		var err error
		f, err = os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o644)
		return err
	})
	if err != nil {
		return err
	}
	w := fileBuffers.Get().(*bufio.Writer)
	w.Reset(f)
	err = write(w)
	if err == nil {
		err = w.Flush()
	}
	w.Reset(nil)
	fileBuffers.Put(w)
	if err == nil {
		err = f.Chmod(FileMode())
	}
	if err != nil {
		f.Close()
		return fmt.Errorf("writing %s: %w", path, err)
	}
	sd.files <- f
	return nil
}

// CopyFS writes every file of src below dir, refusing to replace existing
// files so that no work is lost.
func CopyFS(dir string, src fs.FS) error {
	var todo []string
	err := fs.WalkDir(src, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		if _, err := os.Stat(filepath.Join(dir, p)); err == nil {
			return fmt.Errorf("%s already exists; not overwriting it", filepath.Join(dir, p))
		}
		todo = append(todo, p)
		return nil
	})
	if err != nil {
		return err
	}
	for _, p := range todo {
		data, err := fs.ReadFile(src, p)
		if err != nil {
			return err
		}
		if err := WriteFile(filepath.Join(dir, p), func(w io.Writer) error { _, err := w.Write(data); return err }); err != nil {
			return err
		}
	}
	return nil
}
