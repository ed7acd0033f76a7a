// Package output writes what cardpress makes: PDF documents (through the
// fpdf library, which no other package imports) and PNG images. Every file is
// written atomically and reproducibly: the same sources give the same bytes.
package output

import (
	"bufio"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// WriteFile writes a file atomically: write fills a temporary file in the
// same folder, which replaces path only once it is complete, so a failed
// build never leaves a half-written file or loses the previous one.
func WriteFile(path string, write func(io.Writer) error) (err error) {
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
	buf := bufio.NewWriterSize(tmp, 1<<16)
	if err := write(buf); err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	if err := buf.Flush(); err != nil {
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
