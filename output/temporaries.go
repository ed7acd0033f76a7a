package output

import (
	"os"
	"sync"
)

// Temporaries are the files and folders a build makes on its way to the
// real ones: files beside the one they replace (.NAME.*.tmp), staging
// folders (.OUT.PID-*.new), the folder a commit sets aside (.old), art
// cache entries being written. A process stopped by a signal removes them
// (RemoveTemporaries) before it exits, at whatever moment the signal came:
// making one, writing into a staging folder and putting one in place are
// done under temporaries' read lock, so the removal, which takes the
// lock for good, never runs in the middle of one, and nothing is made
// after it.
var temporaries struct {
	sync.RWMutex
	mu    sync.Mutex // guards paths
	paths map[string]bool
}

// MakeTemporary runs make, which creates a temporary and returns its path,
// and notes the path until Settle or Discard.
func MakeTemporary(make func() (string, error)) (string, error) {
	temporaries.RLock()
	defer temporaries.RUnlock()
	path, err := make()
	if err == nil {
		track(path)
	}
	return path, err
}

// createTemporary is os.CreateTemp of a temporary file.
func createTemporary(dir, pattern string) (*os.File, error) {
	var tmp *os.File
	_, err := MakeTemporary(func() (string, error) {
		f, err := os.CreateTemp(dir, pattern)
		if err != nil {
			return "", err
		}
		tmp = f
		return f.Name(), nil
	})
	return tmp, err
}

// TrackTemporary notes path as a temporary: one a rename inside Settle
// made (the folder a commit sets aside).
func TrackTemporary(path string) { track(path) }

func track(path string) {
	temporaries.mu.Lock()
	if temporaries.paths == nil {
		temporaries.paths = map[string]bool{}
	}
	temporaries.paths[path] = true
	temporaries.mu.Unlock()
}

// Settle runs put, which puts the temporary at path in place (renames
// it), and no longer notes it when put succeeds.
func Settle(path string, put func() error) error {
	temporaries.RLock()
	defer temporaries.RUnlock()
	err := put()
	if err == nil {
		forgetTemporary(path)
	}
	return err
}

// Discard removes the temporary at path, and no longer notes it.
func Discard(path string) {
	temporaries.RLock()
	defer temporaries.RUnlock()
	os.RemoveAll(path)
	forgetTemporary(path)
}

func forgetTemporary(path string) {
	temporaries.mu.Lock()
	delete(temporaries.paths, path)
	temporaries.mu.Unlock()
}

// Guard runs make, which creates files or folders inside a temporary
// folder, unless the temporaries are being removed: then it waits for
// good (the process is exiting).
func Guard(make func() error) error {
	temporaries.RLock()
	defer temporaries.RUnlock()
	return make()
}

// RemoveTemporaries removes every temporary, once what is being made or
// put in place is done, and makes everyone who makes one after wait for
// good: for a process about to exit on a signal.
func RemoveTemporaries() {
	temporaries.Lock() // never unlocked
	temporaries.mu.Lock()
	defer temporaries.mu.Unlock()
	for p := range temporaries.paths {
		os.RemoveAll(p)
	}
	temporaries.paths = nil
}
