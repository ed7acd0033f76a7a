package build

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"cardpress/catalog"
	"cardpress/diag"
	"cardpress/output"
)

// A full build is written into a staging folder beside the output folder,
// OUT/.GAME_ID.PID-RANDOM.new, and swapped in only once every file is written, so that
// a failed build leaves the previous output folder as it was: never a new
// manual.pdf beside an old check.txt, never a stale PNG of a card that was
// removed. A build whose rule examples fail goes to OUT/GAME_ID.failed
// instead, so the last good build stays where it is and the failing report
// can still be read.

// marker is the file that marks a folder as a cardpress output folder,
// which a build may replace whole.
const marker = ".cardpress-output"

// markerText is what the marker file says.
const markerText = "written by cardpress build; the next build replaces this folder whole\n"

// builtNames are the entries of an output folder from before the marker,
// which a build may replace too.
var builtNames = []string{"cards.pdf", "cards-*.pdf", "manual.pdf", "check.txt", "png", "png-gray", "tts", marker}

// CheckOutput refuses to write out (a file or a folder) inside the game
// folder of c, where outputs would mix with the sources or overwrite them.
// With replace, out is a folder the build replaces whole, so it must not
// hold the game folder either.
func CheckOutput(c *catalog.Catalog, out string, replace bool) error {
	if c.Dir == "" {
		return nil
	}
	game := filepath.Dir(filepath.FromSlash(c.Path))
	switch {
	case catalog.Contains(c.Dir, out):
		return OptionError{fmt.Errorf("--out %s is inside the game folder %s: outputs never go among a game's sources (nor over them); write them outside it", out, game)}
	case replace && catalog.Contains(out, c.Dir):
		return OptionError{fmt.Errorf("the output folder %s holds the game folder %s, and a build replaces its output folder whole; choose another --out", out, game)}
	}
	return nil
}

// stage is the staging folder of one build.
type stage struct {
	dir     string          // where the files are written
	final   string          // the output folder they are for
	staging *output.Staging // output's staging of dir
}

func newStage(final string) (*stage, error) {
	if st, err := os.Lstat(final); err == nil {
		if !st.IsDir() {
			return nil, OptionError{fmt.Errorf("%s exists and is not a folder; choose another --out", final)}
		}
		if stranger := foreignEntry(final); stranger != "" {
			return nil, OptionError{fmt.Errorf("%s holds %s, which cardpress did not write, and a build replaces the folder whole; move it, or choose another --out", final, stranger)}
		}
	}
	s, err := newStaging(final)
	if err != nil {
		return nil, err
	}
	err = output.WriteFile(filepath.Join(s.dir, marker), func(w io.Writer) error { // staged, so synced
		_, err := io.WriteString(w, markerText)
		return err
	})
	if err != nil {
		s.abort()
		return nil, err
	}
	return s, nil
}

// newStaging makes an empty staging folder for final, of this build's own:
// OUT/.GAME_ID.PID-RANDOM.new, so that two builds at once into one output
// folder never write into each other's files. Staging folders that builds
// which have ended (crashed) left behind are removed first.
func newStaging(final string) (*stage, error) {
	parent, base := filepath.Dir(final), filepath.Base(final)
	if err := os.MkdirAll(parent, 0o755); err != nil {
		return nil, fmt.Errorf("cannot make the output folder %s: %w", final, err)
	}
	removeAbandoned(parent, base)
	dir, err := output.MakeTemporary(func() (string, error) {
		return os.MkdirTemp(parent, "."+base+"."+strconv.Itoa(os.Getpid())+"-*"+stagingSuffix)
	})
	if err != nil {
		// The cause, in the folder the designer named: the staging
		// folder's name is random and differs on every run.
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return nil, fmt.Errorf("cannot write the output folder %s: creating a folder in %s: %w", final, parent, err)
	}
	if err := os.Chmod(dir, output.DirMode()); err != nil { // MkdirTemp's 0700 would become the output folder's
		output.Discard(dir)
		return nil, err
	}
	// Cleaned, as the paths of the files in it will be, so that messages
	// naming them can be rewritten to the output folder (MkdirTemp keeps a
	// leading "./").
	dir = filepath.Clean(dir)
	return &stage{dir: dir, final: final, staging: output.Stage(dir)}, nil
}

const (
	stagingSuffix = ".new" // a build being written
	asideSuffix   = ".old" // the folder a commit replaces, until it is removed
)

// removeAbandoned removes the staging and set-aside folders of the output
// folder parent/base whose build's process has ended.
func removeAbandoned(parent, base string) {
	for _, suffix := range []string{stagingSuffix, asideSuffix} {
		found, _ := filepath.Glob(filepath.Join(parent, "."+base+".*"+suffix))
		for _, p := range found {
			name := strings.TrimSuffix(strings.TrimPrefix(filepath.Base(p), "."+base+"."), suffix)
			pid, _, ok := strings.Cut(name, "-")
			if n, err := strconv.Atoi(pid); ok && err == nil && !processAlive(n) {
				os.RemoveAll(p)
			}
		}
	}
}

// artCache is the folder beside the output folder OUT/GAME_ID that keeps
// its resampled art between builds, OUT/.GAME_ID.cache: outside the folder
// a build replaces whole.
func artCache(final string) string {
	return filepath.Join(filepath.Dir(final), "."+filepath.Base(final)+".cache")
}

// foreignEntry names an entry of an existing output folder that a build did
// not write, or returns "".
func foreignEntry(dir string) string {
	if _, err := os.Stat(filepath.Join(dir, marker)); err == nil {
		return ""
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		known := false
		for _, pattern := range builtNames {
			if ok, _ := filepath.Match(pattern, e.Name()); ok {
				known = true
			}
		}
		if !known {
			return e.Name()
		}
	}
	return ""
}

// abort removes the staging folder, its files unsynced; the output
// folder stays as it was.
func (s *stage) abort() {
	s.staging.Discard()
	output.Discard(s.dir)
}

// commit swaps the staged build in for the folder to, and then removes the
// stale folders: once the staged files are on disk (synced while the
// build went on), the old folder is moved aside, the new one renamed
// into place, the old one removed. If the second rename fails, the old folder
// is put back. Commits into one folder take turns (a lock on the folder
// holding it), so that of two builds at once the later one's output stays,
// whole, and neither fails.
func (s *stage) commit(to string, stale ...string) error {
	if err := s.staging.End(); err != nil {
		s.abort()
		return err
	}
	unlock, err := lockFolder(filepath.Dir(to))
	if err != nil {
		s.abort()
		return err
	}
	defer unlock()
	old := strings.TrimSuffix(s.dir, stagingSuffix) + asideSuffix
	err = output.Settle(s.dir, func() error { // a signal never comes between the renames
		if _, err := os.Lstat(to); err != nil {
			return os.Rename(s.dir, to)
		}
		if err := os.Rename(to, old); err != nil {
			return err
		}
		if err := os.Rename(s.dir, to); err != nil {
			os.Rename(old, to)
			return err
		}
		output.TrackTemporary(old)
		return nil
	})
	if err != nil {
		s.abort()
		return err
	}
	for _, p := range stale {
		os.RemoveAll(p)
	}
	output.Discard(old)
	return nil
}

// shown rewrites the staging folder's path in a message to the output
// folder's, so that messages name the files where they end up (and the
// same on every run).
func (s *stage) shown(text string) string {
	return strings.ReplaceAll(text, s.dir, s.final)
}

// log is a progress writer that names the files where they end up.
func (s *stage) log(w io.Writer) io.Writer {
	if w == nil {
		return nil
	}
	return stagedWriter{w, s}
}

type stagedWriter struct {
	w io.Writer
	s *stage
}

func (sw stagedWriter) Write(p []byte) (int, error) {
	if _, err := io.WriteString(sw.w, sw.s.shown(string(p))); err != nil {
		return 0, err
	}
	return len(p), nil
}

// err rewrites the staging folder's path in an error's message, keeping
// what it wraps.
func (s *stage) err(err error) error {
	if err == nil {
		return nil
	}
	var list diag.List
	if errors.As(err, &list) {
		return err // positions in the sources, not in the outputs
	}
	return stagedError{err, s}
}

type stagedError struct {
	error
	s *stage
}

func (e stagedError) Error() string { return e.s.shown(e.error.Error()) }
func (e stagedError) Unwrap() error { return e.error }
