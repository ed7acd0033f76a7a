package clitest

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// proof writes a PDF of the chosen designs with the cut, safe zone and
// labelled element boxes, and a PNG per design; text in the safe zone is
// named under its face; the same sources give the same bytes.
func TestProof(t *testing.T) {
	t.Parallel()
	for _, tool := range []string{"pdftotext", "qpdf", "pdfinfo"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skip(tool + " not installed")
		}
	}
	dir := t.TempDir()
	game, _, _ := starterGame(t, dir)
	out := filepath.Join(dir, "proof")
	r := cardpress(t, dir, "proof", game, "--only", "1,draw2", "--safe-zone", "5", "--out", out)
	if r.code != 0 {
		t.Fatalf("exit %d\n%s", r.code, r.stderr)
	}
	if !strings.Contains(r.stderr, "proof.pdf: 4 card designs on 1 page, safe zone 5 mm, bleed 3 mm") {
		t.Errorf("progress:\n%s", r.stderr)
	}
	pdf := filepath.Join(out, "proof.pdf")
	if b, err := exec.Command("qpdf", "--check", pdf).CombinedOutput(); err != nil {
		t.Errorf("qpdf --check: %v\n%s", err, b)
	}
	text, err := exec.Command("pdftotext", "-layout", pdf, "-").Output()
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"My Game — proof, page 1", "safe zone, 5 mm inside the cut", "bleed edge, 3 mm outside",
		"Red 1 (1/red)", "Blue Draw2 (draw2/blue)", "layout default · 63 × 88 mm · bleed 3 mm · safe zone 5 mm",
		// the labels of the element boxes
		"name+symbols", "text", "number",
		"in the safe zone: name+symbols 4.2 mm",
	} {
		if !strings.Contains(string(text), want) {
			t.Errorf("proof.pdf lacks %q:\n%s", want, text)
		}
	}
	pngs, _ := filepath.Glob(filepath.Join(out, "png", "*.png"))
	if len(pngs) != 4 {
		t.Errorf("%d proof images, want 4: %v", len(pngs), pngs)
	}
	img := decodeFile(t, filepath.Join(out, "png", "1.red.png"))
	// 63 + 2 × 3 mm wide at 1.3 times or more, at 150 dpi.
	if w := img.Bounds().Dx(); w < 69*13/254*150 {
		t.Errorf("proof image %d px wide", w)
	}
	again := filepath.Join(dir, "again")
	if r := cardpress(t, dir, "proof", game, "--only", "1,draw2", "--safe-zone", "5", "--out", again, "-q"); r.code != 0 {
		t.Fatal(r.stderr)
	}
	for _, f := range []string{"proof.pdf", "png/1.red.png"} {
		a, _ := os.ReadFile(filepath.Join(out, f))
		b, _ := os.ReadFile(filepath.Join(again, f))
		if !bytes.Equal(a, b) {
			t.Errorf("%s differs between two proofs of the same sources", f)
		}
	}
	// Within the default 3 mm nothing of the starter is in the safe zone.
	if r := cardpress(t, dir, "proof", game, "--only", "1", "--out", again, "--no-png", "-q"); r.code != 0 {
		t.Fatal(r.stderr)
	} else if text, _ := exec.Command("pdftotext", filepath.Join(again, "proof.pdf"), "-").Output(); strings.Contains(string(text), "in the safe zone:") {
		t.Errorf("a 3 mm proof marks text in the safe zone:\n%s", text)
	}
}

// A proof refuses what it cannot do: an unknown card, a folder inside the
// game, a paper it does not know; each with its flag.
func TestProofRefusals(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	game, _, _ := starterGame(t, dir)
	for _, tt := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"--only", "nosuch"}, 2, `nosuch`},
		{[]string{"--out", filepath.Join(game, "proof")}, 2, "is inside the game folder"},
		{[]string{"--paper", "a9"}, 2, "a9"},
		{[]string{"--safe-zone", "-1"}, 2, "want a number from 0 to 20"},
	} {
		r := cardpress(t, dir, append([]string{"proof", game, "-q"}, tt.args...)...)
		if r.code != tt.code || !strings.Contains(r.stderr, tt.want) {
			t.Errorf("%v: exit %d, want %d and %q\n%s", tt.args, r.code, tt.code, tt.want, r.stderr)
		}
	}
}
