// Package output writes what cardpress makes: PDF documents (through the
// fpdf library, which no other package imports) and PNG images. Every file is
// written atomically and reproducibly: the same sources give the same bytes.
package output

import (
	"bytes"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// WriteFile writes a file atomically: write fills a temporary file in the
// same folder, which replaces path only once it is complete, so a failed
// build never leaves a half-written file or loses the previous one. A file
// that already holds exactly these bytes is left alone (its time too): a
// rebuild after a small change rewrites only what changed.
func WriteFile(path string, write func(io.Writer) error) error {
	var buf bytes.Buffer
	if err := write(&buf); err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	if same(path, buf.Bytes()) {
		return nil
	}
	return replaceFile(path, buf.Bytes())
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

// replaceFile writes data to a temporary file beside path and renames it
// over path once it is on disk.
func replaceFile(path string, data []byte) (err error) {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if _, err := tmp.Write(data); err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	if err := tmp.Chmod(0o644); err != nil {
		return err
	}
	if err := tmp.Sync(); err != nil { // on disk before it replaces the old file
		return fmt.Errorf("writing %s: %w", path, err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	return os.Rename(tmp.Name(), path)
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
