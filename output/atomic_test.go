package output

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"
)

func TestWriteFileKeepsOldFileOnError(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "out", "cards.pdf")
	if err := WriteFile(p, func(w io.Writer) error { _, err := io.WriteString(w, "old"); return err }); err != nil {
		t.Fatal(err)
	}
	boom := errors.New("boom")
	err := WriteFile(p, func(w io.Writer) error {
		io.WriteString(w, "half")
		return boom
	})
	if !errors.Is(err, boom) {
		t.Fatalf("err = %v, want boom", err)
	}
	if got, _ := os.ReadFile(p); string(got) != "old" {
		t.Errorf("file = %q after a failed write, want the old content", got)
	}
	entries, _ := os.ReadDir(filepath.Dir(p))
	if len(entries) != 1 {
		t.Errorf("folder holds %d entries, want only cards.pdf (temp file left behind?)", len(entries))
	}
}

func TestCopyFSRefusesToOverwrite(t *testing.T) {
	dir := t.TempDir()
	src := os.DirFS("testdata/copy")
	if err := CopyFS(dir, src); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(filepath.Join(dir, "a", "b.txt")); string(got) != "b\n" {
		t.Errorf("copied file = %q", got)
	}
	if err := CopyFS(dir, src); err == nil {
		t.Error("second copy over existing files: want an error")
	}
}

func TestWriteFileLeavesSameContentAlone(t *testing.T) {
	p := filepath.Join(t.TempDir(), "check.txt")
	write := func(s string) {
		t.Helper()
		if err := WriteFile(p, func(w io.Writer) error { _, err := io.WriteString(w, s); return err }); err != nil {
			t.Fatal(err)
		}
	}
	write("158 passed")
	old := time.Date(2001, 2, 3, 4, 5, 6, 0, time.UTC)
	if err := os.Chtimes(p, old, old); err != nil {
		t.Fatal(err)
	}
	write("158 passed")
	if st, _ := os.Stat(p); !st.ModTime().Equal(old) {
		t.Errorf("same content: file rewritten (time %v)", st.ModTime())
	}
	write("157 passed") // same size, other bytes
	if got, _ := os.ReadFile(p); string(got) != "157 passed" {
		t.Errorf("changed content: file holds %q", got)
	}
}

// Below a staging folder a file is written in place (no temporary twin),
// with the mode of an atomic write; beside it writes are atomic, and after
// the staging ends, refused.
func TestStagedWritesGoInPlace(t *testing.T) {
	base := t.TempDir()
	stage := filepath.Join(base, ".out.1-2.new")
	st := Stage(stage)
	p := filepath.Join(stage, "png", "card.png")
	if !isStaged(p) || isStaged(filepath.Join(base, ".out.1-2.newer", "x")) || isStaged(stage) {
		t.Fatal("staged: wrong folders")
	}
	var created bool
	err := WriteFile(p, func(w io.Writer) error {
		_, err := os.Stat(p) // the file itself is being written, no temporary file
		created = err == nil
		_, werr := io.WriteString(w, "face")
		return werr
	})
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(p); string(got) != "face" {
		t.Errorf("staged file = %q", got)
	}
	if st, _ := os.Stat(p); st.Mode().Perm() != 0o644 {
		t.Errorf("staged file mode %v, want 0644", st.Mode().Perm())
	}
	if entries, _ := os.ReadDir(filepath.Dir(p)); len(entries) != 1 {
		t.Errorf("staged folder holds %d entries, want 1", len(entries))
	}
	if !created {
		t.Error("the staged file did not exist while written: written aside and renamed?")
	}
	boom := errors.New("boom")
	if err := WriteFile(filepath.Join(stage, "manual.pdf"), func(w io.Writer) error { return boom }); !errors.Is(err, boom) {
		t.Errorf("staged write: err = %v, want boom", err)
	}
	if err := st.End(); err != nil {
		t.Errorf("end of the staging: %v", err)
	}
	if err := st.End(); err != nil {
		t.Errorf("second end of the staging: %v", err)
	}
	if isStaged(p) {
		t.Error("still staged after its end")
	}
	err = WriteFile(p, func(w io.Writer) error { _, err := io.WriteString(w, "late"); return err })
	if err == nil || !strings.Contains(err.Error(), "has ended") {
		t.Errorf("a write after the staging ended: err = %v, want refused", err)
	}
	if got, _ := os.ReadFile(p); string(got) != "face" {
		t.Errorf("after the staging ended a refused write left %q, want the old file", got)
	}
	aside := filepath.Join(base, "beside.txt")
	if err := WriteFile(aside, func(w io.Writer) error { _, err := io.WriteString(w, "x"); return err }); err != nil {
		t.Errorf("a write beside the ended staging: %v", err)
	}
}

// isStaged reports whether path lies below a live staging folder, ending
// the write staged counts.
func isStaged(path string) bool {
	sd, _ := staged(path)
	if sd != nil {
		sd.writers.Done()
	}
	return sd != nil
}

// The end of a staging waits for the writes in progress below it, whose
// files are then in place; a write after an abort does not bring the
// removed folder back.
func TestStagingEndWaitsForWrites(t *testing.T) {
	for _, discard := range []bool{false, true} {
		stage := filepath.Join(t.TempDir(), ".out.1-3.new")
		st := Stage(stage)
		p := filepath.Join(stage, "check.txt")
		started, release, written := make(chan bool), make(chan bool), make(chan error)
		go func() {
			written <- WriteFile(p, func(w io.Writer) error {
				started <- true
				<-release
				_, err := io.WriteString(w, "late")
				return err
			})
		}()
		<-started
		ended := make(chan error)
		go func() {
			if discard {
				st.Discard()
				ended <- nil
				return
			}
			ended <- st.End()
		}()
		time.Sleep(20 * time.Millisecond) // time for an end that does not wait to return
		select {
		case <-ended:
			t.Fatalf("discard %v: the staging ended while a write was in progress", discard)
		default:
		}
		close(release)
		if err := <-written; err != nil {
			t.Fatal(err)
		}
		if err := <-ended; err != nil {
			t.Errorf("discard %v: end: %v", discard, err)
		}
		if got, _ := os.ReadFile(p); string(got) != "late" {
			t.Errorf("discard %v: the file written as the staging ended holds %q", discard, got)
		}
		if !discard {
			continue
		}
		os.RemoveAll(stage)
		if err := WriteFile(p, func(w io.Writer) error { return nil }); err == nil {
			t.Error("a write after the abort was accepted")
		}
		if _, err := os.Stat(stage); err == nil {
			t.Error("a write after the abort made the removed staging folder again")
		}
	}
}

// A file past spillFrom is written into its temporary as it is made: it
// is compared with the file it would replace without being held whole (a
// 24 MB file allocates under half of it: 8 MB, the 4 MB held before it
// spills and their growth; held whole, 64 MB; under -race, which counts
// allocations of its own, 16 MB, so less than the file), left alone when the same,
// put in place when its last byte differs, and a failed write leaves the
// old file and no temporary.
func TestWriteFileSpillsLargeFiles(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "manual.pdf")
	const size = 24 << 20
	chunk := make([]byte, 32<<10)
	for i := range chunk {
		chunk[i] = byte(i * 7)
	}
	write := func(last byte, fail error) error {
		return WriteFile(p, func(w io.Writer) error {
			for n := 0; n < size; n += len(chunk) {
				c := chunk
				if n+len(chunk) >= size {
					c = append(chunk[:len(chunk)-1:len(chunk)-1], last)
				}
				if _, err := w.Write(c); err != nil {
					return err
				}
			}
			return fail
		})
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	if err := write(1, nil); err != nil {
		t.Fatal(err)
	}
	runtime.ReadMemStats(&after)
	limit := uint64(size / 2)
	if raceDetector {
		limit = size - 1
	}
	if alloc := after.TotalAlloc - before.TotalAlloc; alloc > limit {
		t.Errorf("writing %d MB allocated %d MB, want at most %d MB", size>>20, alloc>>20, limit>>20)
	}
	old := time.Date(2001, 2, 3, 4, 5, 6, 0, time.UTC)
	if err := os.Chtimes(p, old, old); err != nil {
		t.Fatal(err)
	}
	if err := write(1, nil); err != nil {
		t.Fatal(err)
	}
	if st, _ := os.Stat(p); !st.ModTime().Equal(old) || st.Size() != size {
		t.Errorf("same content: file rewritten (time %v, %d bytes)", st.ModTime(), st.Size())
	}
	boom := errors.New("boom")
	if err := write(2, boom); !errors.Is(err, boom) {
		t.Fatalf("err = %v, want boom", err)
	}
	if err := write(3, nil); err != nil {
		t.Fatal(err)
	}
	got, _ := os.ReadFile(p)
	if len(got) != size || got[size-1] != 3 {
		t.Errorf("the last byte changed: file holds %d bytes ending in %d, want %d ending in 3", len(got), got[len(got)-1], size)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("folder holds %d entries, want only manual.pdf (temporary left behind?)", len(entries))
	}
}
