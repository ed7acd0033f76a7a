package clitest

import (
	"bytes"
	"compress/zlib"
	"crypto/sha256"
	bin "encoding/binary"
	"flag"
	"fmt"
	"image"
	"image/png"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"
)

var update = flag.Bool("update", false, "rewrite the want.txt files of testdata/broken")

// memoryLimitKB is the address-space limit (ulimit -v) every broken case
// runs under: 2 GB, what the tester's machine had. An image bomb or deep
// nesting that were not refused before any work would end in "fatal error:
// out of memory" under it.
const memoryLimitKB = 2 << 20

// The broken-input corpus: each folder of testdata/broken is one case.
// case.txt holds its command line and expectations, one per line:
//
//	args validate game          the command, run in a work folder holding
//	                            game/ (the base game with the case's game/
//	                            files laid over it) and out/ (a good build
//	                            of the base game from before)
//	exit 1                      the exit code
//	base starter                the base game from games/ (default starter)
//	link game/art/a.png /etc/passwd   a symbolic link to make
//	make png-bomb game/art/a.png 100000 100000   a generated file (see makeFile)
//	edit game/rules/game.toml [vars.pass_on] | start = 0 | start = 7
//	                            a base file changed in place: the first
//	                            "start = 0" after "[vars.pass_on]" replaced
//	output changes              the command may change out/ (a good build)
//
// want.txt is the exact stderr. Every case asserts: the exit code; stderr
// exactly (positions and messages); no panic or runtime crash; the game
// folder unchanged, byte for byte; out/ unchanged unless the case says so;
// no staging folder or temporary file left anywhere.
func TestBrokenInputs(t *testing.T) {
	t.Parallel()
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("no sh for ulimit")
	}
	dirs, _ := filepath.Glob("testdata/broken/*")
	if len(dirs) < 20 {
		t.Fatalf("want at least 20 broken cases, found %d", len(dirs))
	}
	for _, dir := range dirs {
		t.Run(filepath.Base(dir), func(t *testing.T) {
			t.Parallel() // each case works in a folder of its own
			runBrokenCase(t, dir)
		})
	}
}

type brokenCase struct {
	args    []string
	exit    int
	base    string
	links   [][2]string
	makes   [][]string
	edits   [][4]string // file, anchor, old, new
	changes bool
}

func readCase(t *testing.T, dir string) brokenCase {
	t.Helper()
	src, err := os.ReadFile(filepath.Join(dir, "case.txt"))
	if err != nil {
		t.Fatal(err)
	}
	bc := brokenCase{base: "starter", exit: -1}
	for n, line := range strings.Split(string(src), "\n") {
		f := strings.Fields(line)
		if len(f) == 0 || strings.HasPrefix(f[0], "#") {
			continue
		}
		switch {
		case f[0] == "args":
			bc.args = f[1:]
		case f[0] == "exit" && len(f) == 2:
			bc.exit, _ = strconv.Atoi(f[1])
		case f[0] == "base" && len(f) == 2:
			bc.base = f[1]
		case f[0] == "link" && len(f) == 3:
			bc.links = append(bc.links, [2]string{f[1], f[2]})
		case f[0] == "make":
			bc.makes = append(bc.makes, f[1:])
		case f[0] == "edit" && len(f) > 2 && strings.Count(line, " | ") == 2:
			parts := strings.Split(strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(line), "edit "+f[1])), " | ")
			bc.edits = append(bc.edits, [4]string{f[1], parts[0], parts[1], parts[2]})
		case line == "output changes":
			bc.changes = true
		default:
			t.Fatalf("case.txt:%d: cannot read %q", n+1, line)
		}
	}
	if bc.args == nil || bc.exit < 0 {
		t.Fatal("case.txt needs args and exit")
	}
	return bc
}

func runBrokenCase(t *testing.T, dir string) {
	bc := readCase(t, dir)
	work := t.TempDir()
	game := filepath.Join(work, "game")
	copyTree(t, filepath.Join("..", "..", "..", "games", bc.base), game)
	if _, err := os.Stat(filepath.Join(dir, "game")); err == nil {
		copyTree(t, filepath.Join(dir, "game"), game)
	}
	copyTree(t, goodBuild(t, bc.base), filepath.Join(work, "out"))
	for _, l := range bc.links {
		p := filepath.Join(work, l[0])
		os.Remove(p)
		if err := os.Symlink(l[1], p); err != nil {
			t.Skip("no symbolic links:", err)
		}
	}
	for _, m := range bc.makes {
		makeFile(t, work, m)
	}
	for _, e := range bc.edits {
		editFile(t, work, e)
	}
	gameBefore, outBefore := snapshot(t, game), snapshot(t, filepath.Join(work, "out"))

	cmd := underMemoryLimit(bc.args...)
	cmd.Dir = work
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	start := time.Now()
	err := cmd.Run()
	took := time.Since(start)
	noteRun(t, cmd)
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	got := strings.ReplaceAll(stderr.String(), work, "$WORK")
	t.Logf("%s: exit %d in %v under ulimit -v %d KB", strings.Join(bc.args, " "), code, took.Round(time.Millisecond), memoryLimitKB)

	for _, crash := range []string{"panic:", "goroutine ", "fatal error:", "runtime error"} {
		if strings.Contains(got, crash) {
			t.Fatalf("crashed (%q):\n%s", crash, got)
		}
	}
	if code != bc.exit {
		t.Errorf("exit code %d, want %d\nstderr:\n%s", code, bc.exit, got)
	}
	wantFile := filepath.Join(dir, "want.txt")
	if *update {
		os.WriteFile(wantFile, []byte(got), 0o644)
	} else if want, _ := os.ReadFile(wantFile); got != string(want) {
		t.Errorf("stderr differs\n--- got\n%s--- want\n%s", got, want)
	}
	if after := snapshot(t, game); after != gameBefore {
		t.Errorf("the game folder changed:\n%s\nwas\n%s", after, gameBefore)
	}
	if after := snapshot(t, filepath.Join(work, "out")); after != outBefore && !bc.changes {
		t.Errorf("the previous output changed:\n%s\nwas\n%s", after, outBefore)
	}
	filepath.WalkDir(work, func(p string, d fs.DirEntry, err error) error {
		name := filepath.Base(p)
		if err == nil && (strings.HasSuffix(name, ".tmp") || strings.HasSuffix(name, ".new") || strings.HasSuffix(name, ".old")) {
			t.Errorf("left behind: %s", p)
		}
		return nil
	})
}

// makeFile generates a file the corpus cannot hold as is (args: kind,
// path, numbers):
//
//	png-header W H    a PNG header claiming W × H pixels, then nothing
//	png-zeros W H     a complete, valid gray PNG of W × H zero pixels,
//	                  streamed: a zlib bomb of a few hundred KB
//	png-cut           a small valid PNG cut short in its pixel data
//	sparse N          a file of N zero bytes that takes no disk space
//
// editFile replaces, in file e[0] of work, the first e[2] after the first
// e[1] with e[3]: a case changes one value of a base game's long file
// without a copy of the rest.
func editFile(t *testing.T, work string, e [4]string) {
	t.Helper()
	p := filepath.Join(work, e[0])
	src, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	s := string(src)
	at := strings.Index(s, e[1])
	i := strings.Index(s[max(at, 0):], e[2])
	if at < 0 || i < 0 {
		t.Fatalf("edit %s: no %q after %q", e[0], e[2], e[1])
	}
	i += at
	if err := os.WriteFile(p, []byte(s[:i]+e[3]+s[i+len(e[2]):]), 0o644); err != nil {
		t.Fatal(err)
	}
}

func makeFile(t *testing.T, work string, args []string) {
	t.Helper()
	p := filepath.Join(work, args[1])
	os.MkdirAll(filepath.Dir(p), 0o755)
	num := func(i int) int {
		n, err := strconv.Atoi(args[i])
		if err != nil {
			t.Fatalf("make %v: %v", args, err)
		}
		return n
	}
	f, err := os.Create(p)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	switch args[0] {
	case "png-header":
		writePNG(f, num(2), num(3), nil)
	case "png-zeros":
		w, h := num(2), num(3)
		writePNG(f, w, h, zlibZeros(h*(w+1))) // a filter byte and w pixels a row
	case "png-cut":
		var buf bytes.Buffer
		img := image.NewNRGBA(image.Rect(0, 0, 64, 64))
		for i := range img.Pix {
			img.Pix[i] = byte(i * 7)
		}
		png.Encode(&buf, img)
		f.Write(buf.Bytes()[:buf.Len()/2])
	case "sparse":
		f.Truncate(int64(num(2)))
	default:
		t.Fatalf("make: unknown kind %q", args[0])
	}
}

// writePNG writes an 8-bit gray PNG of w × h whose pixel rows are the
// zlib stream idat (nil: no pixel data at all).
func writePNG(w io.Writer, width, height int, idat []byte) {
	io.WriteString(w, "\x89PNG\r\n\x1a\n")
	ihdr := make([]byte, 13)
	bin.BigEndian.PutUint32(ihdr, uint32(width))
	bin.BigEndian.PutUint32(ihdr[4:], uint32(height))
	ihdr[8] = 8 // bit depth; color type 0: gray
	writePNGChunk(w, "IHDR", ihdr)
	if idat == nil {
		return
	}
	writePNGChunk(w, "IDAT", idat)
	writePNGChunk(w, "IEND", nil)
}

// zlibZeros is a zlib stream of n zero bytes, made without compressing
// them all (12000 × 12000 pixels were 2.9 s of the test's CPU): past the
// first megabyte every megabyte of zeros is the same deflate block of
// references to the zeros before it, so one is compressed, ended on a byte
// (Flush) and copied. The checksum is then the stream's own: Adler-32 of
// n zeros is 1 and n mod 65521. BestSpeed: a run of zeros is matches of
// the longest length at any level (2.6 KB the two megabytes, 2.1 at
// BestCompression, in half the CPU).
func zlibZeros(n int) []byte {
	const chunk = 1 << 20
	var z bytes.Buffer
	zw, _ := zlib.NewWriterLevel(&z, zlib.BestSpeed)
	zeros := make([]byte, chunk)
	first := min(n, chunk)
	zw.Write(zeros[:first])
	zw.Flush()
	rest := n - first
	if rest >= chunk {
		start := z.Len()
		zw.Write(zeros)
		zw.Flush()
		block := bytes.Clone(z.Bytes()[start:])
		for rest -= chunk; rest >= chunk; rest -= chunk {
			z.Write(block)
		}
	}
	zw.Write(zeros[:rest])
	zw.Close()
	bin.BigEndian.PutUint32(z.Bytes()[z.Len()-4:], uint32(n%65521)<<16|1)
	return z.Bytes()
}

// copyTree copies the files (and folders) of src into dst.
func copyTree(t *testing.T, src, dst string) {
	t.Helper()
	err := filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		target := filepath.Join(dst, rel)
		if d.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(target, data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
}

// snapshot lists every file, folder and link under dir with a hash of its
// contents, for comparing before and after.
func snapshot(t *testing.T, dir string) string {
	t.Helper()
	var lines []string
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		rel, _ := filepath.Rel(dir, p)
		switch {
		case d.Type()&fs.ModeSymlink != 0:
			target, _ := os.Readlink(p)
			lines = append(lines, rel+" -> "+target)
		case d.IsDir():
			lines = append(lines, rel+"/")
		default:
			data, _ := os.ReadFile(p)
			lines = append(lines, fmt.Sprintf("%s %x", rel, sha256.Sum256(data)))
		}
		return nil
	})
	sort.Strings(lines)
	return strings.Join(lines, "\n")
}

// The corpus runs under a memory limit the old decoder and parser broke;
// this makes sure the limit itself lets a good build through, so that a
// refusal in the corpus is cardpress's and not the limit's.
func TestGoodBuildRunsUnderTheMemoryLimit(t *testing.T) {
	t.Parallel()
	if runtime.GOOS != "linux" {
		t.Skip("ulimit -v is for Linux")
	}
	// goodBuild builds under the limit: the build shared with the other
	// tests is this test's.
	if _, err := os.Stat(filepath.Join(goodBuild(t, "windia-war"), "manual.pdf")); err != nil {
		t.Errorf("the default game under ulimit -v %d KB: %v", memoryLimitKB, err)
	}
}

// zlibZeros's copied blocks and its checksum make a stream that inflates
// to its zeros: Go's reader checks the Adler-32; a PNG of more than two
// megabytes of it decodes to a gray picture of zeros.
func TestZlibZerosInflates(t *testing.T) {
	t.Parallel()
	for _, n := range []int{0, 5, 1 << 20, 3<<20 + 7} {
		r, err := zlib.NewReader(bytes.NewReader(zlibZeros(n)))
		if err != nil {
			t.Fatal(err)
		}
		data, err := io.ReadAll(r)
		if err != nil || len(data) != n || bytes.ContainsFunc(data, func(r rune) bool { return r != 0 }) {
			t.Errorf("%d zeros: inflated %d bytes, error %v", n, len(data), err)
		}
	}
	var buf bytes.Buffer
	writePNG(&buf, 2000, 1500, zlibZeros(1500*2001))
	img, err := png.Decode(&buf)
	if err != nil {
		t.Fatal(err)
	}
	if g, ok := img.(*image.Gray); !ok || g.Rect.Dx() != 2000 || g.Rect.Dy() != 1500 || bytes.ContainsFunc(g.Pix, func(r rune) bool { return r != 0 }) {
		t.Errorf("decoded %T %v", img, img.Bounds())
	}
}
