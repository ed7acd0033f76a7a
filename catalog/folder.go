package catalog

import (
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"
	"sync"

	"cardpress/fonts"
)

// MaxSourceSize is the largest text source cardpress reads (a catalog, a
// deck, a rules or Markdown file): 8 MB, a hundred times the largest game
// it ships. A larger file is refused before it is parsed.
const MaxSourceSize = 8 << 20

// sourceExts are the text sources MaxSourceSize applies to (an SVG drawing
// is one); raster art may be larger.
var sourceExts = []string{".toml", ".md", ".csv", ".txt", ".svg"}

// MaxFontSize is the largest font file cardpress reads. A font is read
// whole into memory, so a larger (or sparse) file is refused before it is
// read.
const MaxFontSize = fonts.MaxFileSize

// MaxFileSize is the largest other file of a game folder (art): 256 MB,
// far beyond an uncompressed 6000 × 4000 px PNG; the pixels an image may
// have are bounded apart (imagebudget.go).
const MaxFileSize = 256 << 20

// maxSize is the largest file of the name's kind.
func maxSize(name string) int64 {
	switch ext := strings.ToLower(path.Ext(name)); {
	case contains(sourceExts, ext), ext == ".xlsx", ext == ".xlsm", ext == ".ods":
		// A workbook is card data, as a CSV file is; zipped, 8 MB is
		// far more.
		return MaxSourceSize
	case ext == ".ttf" || ext == ".otf":
		return MaxFontSize
	}
	return MaxFileSize
}

// NotRegularError is a path of the game folder that is neither a file nor
// a folder: a named pipe, a device or a socket. Reading a named pipe waits
// for a writer for good, /dev/zero never ends; neither is opened.
type NotRegularError struct {
	Mode fs.FileMode
}

func (e *NotRegularError) Error() string {
	return "is " + fileKind(e.Mode) + ", not a regular file; cardpress reads only regular files (put the file itself here)"
}

// fileKind names a special file's type.
func fileKind(m fs.FileMode) string {
	switch {
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeCharDevice != 0:
		return "a character device"
	case m&fs.ModeDevice != 0:
		return "a device"
	}
	return "a special file (" + m.Type().String() + ")"
}

// OutsideFolderError is a path of the game folder that, once its symbolic
// links are followed, leads outside the folder.
type OutsideFolderError struct {
	Target string // where the path leads
}

func (e *OutsideFolderError) Error() string {
	return fmt.Sprintf("is a symbolic link to %s, outside the game folder; copy the file into the game folder", e.Target)
}

// SourceTooLargeError is a file over its kind's largest size: a text
// source over MaxSourceSize, a font over MaxFontSize, art over MaxFileSize.
type SourceTooLargeError struct {
	Size  int64
	Limit int64 // the largest size of the file's kind
}

func (e *SourceTooLargeError) Error() string {
	kind := "source files"
	switch e.Limit {
	case MaxFontSize:
		kind = "font files"
	case MaxFileSize:
		kind = "art files"
	}
	return fmt.Sprintf("the file is %.1f MB; cardpress reads %s of at most %d MB", float64(e.Size)/(1<<20), kind, e.Limit>>20)
}

// folder is a game folder on disk: what os.DirFS reads, except that a path
// whose symbolic links lead outside the folder is refused (an art file
// linked to /etc/passwd is not read), and so is a text source over
// MaxSourceSize. Every reader of the game's files goes through it (c.FS).
type folder struct {
	root  string // absolute, symbolic links resolved
	shown string // the folder as messages name it
	fsys  fs.FS
	// dirs are where the game's folders lead ("art" → its path, links
	// followed), found once for the folder (a load and its build): every
	// art file opened resolved them all again, a system call per
	// component of the path from the file system's root.
	dirs sync.Map
}

// folderError is a file of the game folder the folder refuses to open; it
// names the file as messages show it.
type folderError struct {
	path string
	err  error
}

func (e *folderError) Error() string { return e.path + ": " + e.err.Error() }
func (e *folderError) Unwrap() error { return e.err }

// openFolder checks that dir is a game folder and opens it; shown is how
// messages name it.
func openFolder(dir string) (*folder, error) {
	st, err := os.Stat(dir)
	switch {
	case os.IsNotExist(err):
		return nil, fmt.Errorf("%s: no such game folder; give the folder that holds the game's %s", filepath.ToSlash(dir), FileName)
	case err != nil:
		return nil, fmt.Errorf("%s: %v", filepath.ToSlash(dir), unwrapPath(err))
	case !st.IsDir() && filepath.Base(dir) == FileName:
		return nil, fmt.Errorf("%s: give the game folder, not its catalog: cardpress validate %s", filepath.ToSlash(dir), filepath.ToSlash(filepath.Dir(dir)))
	case !st.IsDir():
		return nil, fmt.Errorf("%s: not a folder; give the game folder that holds its %s", filepath.ToSlash(dir), FileName)
	}
	root, err := filepath.Abs(dir)
	if err == nil {
		root, err = filepath.EvalSymlinks(root)
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %v", filepath.ToSlash(dir), err)
	}
	return &folder{root: root, shown: filepath.ToSlash(dir), fsys: os.DirFS(root)}, nil
}

// Open implements fs.FS. What name leads to is checked before it is
// opened: inside the folder, a regular file (or a folder) of at most its
// kind's size.
func (f *folder) Open(name string) (fs.File, error) {
	if !fs.ValidPath(name) {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrInvalid}
	}
	if err := f.check(name); err != nil {
		return nil, &folderError{path: path.Join(f.shown, name), err: err}
	}
	return f.fsys.Open(name)
}

// check checks where name leads once its symbolic links are followed, and
// what is there. A path that does not exist is left to Open to report.
func (f *folder) check(name string) error {
	real, st, err := f.real(name)
	if err != nil {
		return nil
	}
	rel, err := filepath.Rel(f.root, real)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return &OutsideFolderError{Target: real}
	}
	switch {
	case st.IsDir():
	case !st.Mode().IsRegular():
		return &NotRegularError{Mode: st.Mode()}
	case st.Size() > maxSize(name):
		return &SourceTooLargeError{Size: st.Size(), Limit: maxSize(name)}
	}
	return nil
}

// real is where name leads once its symbolic links are followed, as
// filepath.EvalSymlinks says (its folder's links as found once, the
// file's own every time), and what is there.
func (f *folder) real(name string) (string, fs.FileInfo, error) {
	dir, base := path.Split(name)
	d, err := f.realDir(strings.TrimSuffix(dir, "/"))
	if err != nil {
		return "", nil, err
	}
	p := filepath.Join(d, base)
	st, err := os.Lstat(p)
	if err != nil || st.Mode()&fs.ModeSymlink == 0 {
		return p, st, err
	}
	if p, err = filepath.EvalSymlinks(p); err != nil {
		return "", nil, err
	}
	st, err = os.Stat(p)
	return p, st, err
}

// realDir is where the game's folder dir ("" the game folder) leads.
func (f *folder) realDir(dir string) (string, error) {
	if dir == "" {
		return f.root, nil
	}
	if d, ok := f.dirs.Load(dir); ok {
		return d.(string), nil
	}
	d, err := filepath.EvalSymlinks(filepath.Join(f.root, filepath.FromSlash(dir)))
	if err != nil {
		return "", err
	}
	f.dirs.Store(dir, d)
	return d, nil
}

// Contains reports whether path p (on disk) is the game folder at root or
// inside it, with symbolic links followed as far as they exist.
func Contains(root, p string) bool {
	r, err := resolve(root)
	if err != nil {
		return false
	}
	q, err := resolve(p)
	if err != nil {
		return false
	}
	rel, err := filepath.Rel(r, q)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator))
}

// resolve makes p absolute and follows the symbolic links of its longest
// existing prefix, so that a folder about to be created resolves too.
func resolve(p string) (string, error) {
	abs, err := filepath.Abs(p)
	if err != nil {
		return "", err
	}
	var rest []string
	for cur := abs; ; {
		if real, err := filepath.EvalSymlinks(cur); err == nil {
			return filepath.Join(append([]string{real}, rest...)...), nil
		}
		parent := filepath.Dir(cur)
		if parent == cur {
			return abs, nil
		}
		rest = append([]string{filepath.Base(cur)}, rest...)
		cur = parent
	}
}
