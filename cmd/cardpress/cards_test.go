package main

import (
	"bytes"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// Two builds of the default game give byte-identical files.
func TestBuildIsReproducible(t *testing.T) {
	a, b := t.TempDir(), t.TempDir()
	for _, dir := range []string{a, b} {
		if r := cardpress(t, dir, "build", "-q"); r.code != 0 {
			t.Fatalf("build: exit %d\n%s", r.code, r.stderr)
		}
	}
	count := func(dir string) int {
		n := 0
		filepath.Walk(dir, func(_ string, info os.FileInfo, err error) error {
			if err == nil && !info.IsDir() {
				n++
			}
			return nil
		})
		return n
	}
	if na, nb := count(filepath.Join(a, "out")), count(filepath.Join(b, "out")); na != nb {
		t.Errorf("the two builds wrote %d and %d files", na, nb)
	}
	files := 0
	filepath.Walk(filepath.Join(a, "out"), func(p string, info os.FileInfo, err error) error {
		if err != nil || info.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(a, p)
		x, _ := os.ReadFile(p)
		y, err := os.ReadFile(filepath.Join(b, rel))
		if err != nil || !bytes.Equal(x, y) {
			t.Errorf("%s differs between two builds", rel)
		}
		files++
		return nil
	})
	// cards.pdf, manual.pdf, check.txt, the output-folder marker and one
	// PNG per design: 85 designs in the expansion set.
	if files != 89 {
		t.Errorf("build wrote %d files, want 89", files)
	}
}

func TestCardsPDF(t *testing.T) {
	dir := t.TempDir()
	r := cardpress(t, dir, "cards", "--out", "o", "--bleed", "3", "--png", "--gray", "--tts", "--dpi", "150")
	if r.code != 0 {
		t.Fatalf("exit %d\n%s", r.code, r.stderr)
	}
	if !strings.Contains(r.stderr, "o/cards.pdf: 128 cards on 6 pages") {
		t.Errorf("progress output: %q", r.stderr)
	}
	pdf := filepath.Join(dir, "o", "cards.pdf")
	// qpdf and poppler are installed by .ci/run; a bare machine skips these checks.
	if _, err := exec.LookPath("qpdf"); err != nil {
		t.Log("qpdf not installed: PDF structure not checked")
	} else if out, err := exec.Command("qpdf", "--check", pdf).CombinedOutput(); err != nil {
		t.Errorf("qpdf --check: %v\n%s", err, out)
	}
	if info, err := exec.Command("pdfinfo", pdf).Output(); err == nil {
		if !regexp.MustCompile(`Pages:\s+6\n`).Match(info) || !regexp.MustCompile(`Page size:\s+595.2\d* x 841.8\d* pts \(A4\)`).Match(info) {
			t.Errorf("pdfinfo:\n%s", info)
		}
	}
	if fonts, err := exec.Command("pdffonts", pdf).Output(); err == nil {
		lines := strings.Split(strings.TrimSpace(string(fonts)), "\n")[2:]
		for _, l := range lines {
			if !strings.Contains(l, "CID TrueType") || !strings.Contains(l, " yes ") {
				t.Errorf("font not embedded as TrueType: %s", l)
			}
		}
		if len(lines) == 0 {
			t.Error("no fonts in the PDF")
		}
	}
	// One PNG per design at the asked resolution: 29 × 17 mm at 150 dpi.
	for _, name := range []string{"png/skip.red.png", "png/direct.red-green.png", "png-gray/wild.png", "tts/deck-1.png", "tts/deck-2.png", "tts/back.png"} {
		f, err := os.Open(filepath.Join(dir, "o", name))
		if err != nil {
			t.Error(err)
			continue
		}
		img, err := png.DecodeConfig(f)
		f.Close()
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		w, h := 171, 100
		if strings.HasPrefix(name, "tts/deck") {
			w, h = 10*171, 7*100
		}
		if img.Width != w || img.Height != h {
			t.Errorf("%s is %d×%d px, want %d×%d", name, img.Width, img.Height, w, h)
		}
	}
	pngs, _ := filepath.Glob(filepath.Join(dir, "o", "png", "*.png"))
	if len(pngs) != 85 {
		t.Errorf("%d PNGs, want one per design (85)", len(pngs))
	}
}

func TestCardsErrors(t *testing.T) {
	dir := t.TempDir()
	tests := []struct {
		args   []string
		code   int
		stderr string
	}{
		{[]string{"cards", "--out", "o", "--only", "skp"}, 2, `no card "skp" in this set; did you mean "skip"?`},
		{[]string{"cards", "--out", "o", "--set", "promo"}, 2, `unknown set "promo"; known: basic, expansion`},
		{[]string{"cards", "--out", "o", "--paper", "a9"}, 2, `unknown paper "a9"`},
		{[]string{"cards", "--out", "o", "--bleed", "3", "--gutter", "2"}, 2, `gutter 2.0 mm is less than twice the bleed`},
		{[]string{"cards", "--out", "o", "--dpi", "5"}, 2, `invalid value "5" for flag -dpi: want a number from 30 to 1200`},
	}
	for _, tt := range tests {
		r := cardpress(t, dir, tt.args...)
		if r.code != tt.code || !strings.Contains(r.stderr, tt.stderr) {
			t.Errorf("%v: exit %d, stderr %q; want exit %d with %q", tt.args, r.code, r.stderr, tt.code, tt.stderr)
		}
	}
}

func TestCardsSubsetAndOneEach(t *testing.T) {
	dir := t.TempDir()
	r := cardpress(t, dir, "cards", "--out", "o", "--set", "basic", "--one-each", "--only", "skip,direct/red-green,escort", "--no-backs")
	if r.code != 0 {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	// Skip in 4 colors, one Direct, Escort in 4 colors (one copy each).
	if !strings.Contains(r.stderr, "9 cards on 1 pages") {
		t.Errorf("stderr: %q", r.stderr)
	}
}

func TestCardsNeverLeavesHalfWrittenFiles(t *testing.T) {
	dir := t.TempDir()
	if r := cardpress(t, dir, "cards", "--out", "o", "-q"); r.code != 0 {
		t.Fatal(r.stderr)
	}
	before, _ := os.ReadFile(filepath.Join(dir, "o", "cards.pdf"))
	// A game whose card name cannot fit fails after loading; the earlier
	// cards.pdf must survive untouched and no temp file may remain.
	game := filepath.Join(dir, "g")
	os.MkdirAll(game, 0o755)
	os.WriteFile(filepath.Join(game, "catalog.toml"), []byte(`[game]
id = "g"
title = "G"
language = "en"
[[card]]
id = "x"
name = "A Name Far Too Long To Fit On A Small Card In Any Size"
kind = "action"
`), 0o644)
	r := cardpress(t, dir, "cards", game, "--out", "o")
	if r.code != 1 || !strings.Contains(r.stderr, `card x: name "A Name Far Too Long`) {
		t.Fatalf("exit %d, stderr %q", r.code, r.stderr)
	}
	after, _ := os.ReadFile(filepath.Join(dir, "o", "cards.pdf"))
	if !bytes.Equal(before, after) {
		t.Error("the earlier cards.pdf was changed by a failed run")
	}
	entries, _ := os.ReadDir(filepath.Join(dir, "o"))
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".tmp") {
			t.Errorf("temp file %s left behind", e.Name())
		}
	}
}
