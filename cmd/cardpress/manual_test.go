package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// The default game's manual, read from the build the tests share
// (goodBuild): a run of 'cardpress manual' of its own was 0.9 CPU s for
// the same file. What 'manual' reports of it is TestManualSaysOneCard's.
func TestManualPDF(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	built := goodBuild(t, "windia-war")
	pdf := filepath.Join(built, "manual.pdf")
	if info, err := exec.Command("pdfinfo", pdf).Output(); err == nil {
		// JIS B5: 182 × 257 mm.
		if !regexp.MustCompile(`Page size:\s+515.9\d* x 728.5\d* pts`).Match(info) {
			t.Errorf("pdfinfo:\n%s", info)
		}
	}
	if _, err := exec.LookPath("qpdf"); err != nil {
		t.Skip("qpdf not installed: PDF structure and colors not checked")
	}
	if out, err := exec.Command("qpdf", "--check", pdf).CombinedOutput(); err != nil {
		t.Errorf("qpdf --check: %v\n%s", err, out)
	}
	// The uncompressed content streams set colors only as grays (g, G),
	// never as RGB (rg, RG) — while the card sheets do use RGB.
	for _, tt := range []struct {
		pdf     string
		wantRGB bool
	}{{pdf, false}, {filepath.Join(built, "cards.pdf"), true}} {
		plain := filepath.Join(dir, "plain.pdf")
		if out, err := exec.Command("qpdf", "--qdf", "--object-streams=disable", tt.pdf, plain).CombinedOutput(); err != nil {
			t.Fatalf("qpdf --qdf: %v\n%s", err, out)
		}
		data, _ := os.ReadFile(plain)
		grays := regexp.MustCompile(`(?m)^[\d.]+ (g|G)$`).FindAll(data, -1)
		rgb := regexp.MustCompile(`(?m)^[\d.]+ [\d.]+ [\d.]+ (rg|RG)$`).FindAll(data, -1)
		if len(grays) < 10 {
			t.Fatalf("%s: only %d gray operators; the check would prove nothing", tt.pdf, len(grays))
		}
		if (len(rgb) > 0) != tt.wantRGB {
			t.Errorf("%s: %d RGB color operators, want RGB: %v", tt.pdf, len(rgb), tt.wantRGB)
		}
	}
}

func TestManualErrorsExitOne(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	game := filepath.Join(dir, "g")
	if r := cardpress(t, dir, "init", game); r.code != 0 {
		t.Fatal(r.stderr)
	}
	os.MkdirAll(filepath.Join(game, "manual"), 0o755)
	os.WriteFile(filepath.Join(game, "manual", "10-rules.md"), []byte("# Rules\n\nPlay a card.\n\n@card draw3\n\nUse :atack: cards.\n"), 0o644)
	r := cardpress(t, dir, "manual", game, "--out", "m")
	if r.code != 1 {
		t.Fatalf("exit %d, want 1\n%s", r.code, r.stderr)
	}
	for _, want := range []string{
		`g/manual/10-rules.md:5:1: @card draw3: no such card in the catalog; did you mean "draw2"?`,
		`g/manual/10-rules.md:7:5: unknown icon :atack:; did you mean "attack"?`,
		"2 errors, 0 warnings",
	} {
		if !strings.Contains(r.stderr, want) {
			t.Errorf("stderr lacks %q:\n%s", want, r.stderr)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "m", "manual.pdf")); err == nil {
		t.Error("a failed manual left a PDF behind")
	}
}
