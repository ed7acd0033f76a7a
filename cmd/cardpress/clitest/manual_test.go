package clitest

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
	// The structure and content streams, every token, of this build's
	// cards.pdf (it gets no other check) and of a manual: Skirmish's, 9
	// pages from the build the tests share (goodBuild). Its rule examples,
	// @card entries and table of contents use every content operator and
	// object kind the default game's 94 pages use (BT ET G J Q S Td Tf Tj
	// f g j l m n q re w; Type0 and CIDFontType2 fonts, their descriptors,
	// pages), and qpdf reads it in 0.03 CPU s, the 94 pages in 0.55.
	for _, p := range []string{filepath.Join(goodBuild(t, "skirmish"), "manual.pdf"), filepath.Join(built, "cards.pdf")} {
		if out, err := exec.Command("qpdf", "--check", p).CombinedOutput(); err != nil {
			t.Errorf("qpdf --check %s: %v\n%s", p, err, out)
		}
	}
	// The uncompressed content streams set colors only as grays (g, G),
	// never as RGB (rg, RG) — while the card sheets do use RGB. qpdf
	// leaves the content as written (--normalize-content=n): its
	// normalizing, which only turns a CR into a newline (colorOperators
	// reads either as a line's end), was 0.3 of the 0.33 CPU s of the
	// manual's --qdf, a pass over the content as long as --check's.
	for _, tt := range []struct {
		pdf     string
		wantRGB bool
	}{{pdf, false}, {filepath.Join(built, "cards.pdf"), true}} {
		plain := filepath.Join(dir, "plain.pdf")
		if out, err := exec.Command("qpdf", "--qdf", "--normalize-content=n", "--object-streams=disable", tt.pdf, plain).CombinedOutput(); err != nil {
			t.Fatalf("qpdf --qdf: %v\n%s", err, out)
		}
		data, _ := os.ReadFile(plain)
		grays, rgb := colorOperators(data)
		if grays < 10 {
			t.Fatalf("%s: only %d gray operators; the check would prove nothing", tt.pdf, grays)
		}
		if (rgb > 0) != tt.wantRGB {
			t.Errorf("%s: %d RGB color operators, want RGB: %v", tt.pdf, rgb, tt.wantRGB)
		}
	}
}

// colorOperators counts the lines of an uncompressed PDF (qpdf --qdf)
// that set a gray ("0.5 g", "0 G") and those that set an RGB color ("1 0
// 0.5 rg", RG), operands of digits and points: the lines the regexps
// ^[\d.]+ (g|G)$ and ^[\d.]+ [\d.]+ [\d.]+ (rg|RG)$ match, read line by
// line (the regexps over the manual's 6.7 MB were 0.3 CPU s). A line ends
// at a newline or a CR, as qpdf's content normalizing would have it.
func colorOperators(data []byte) (grays, rgb int) {
	number := func(s string) bool {
		return s != "" && strings.Trim(s, "0123456789.") == ""
	}
	for rest := string(data); rest != ""; {
		line := rest
		if i := strings.IndexAny(rest, "\n\r"); i >= 0 {
			line, rest = rest[:i], rest[i+1:]
		} else {
			rest = ""
		}
		if op := line[max(len(line)-1, 0):]; op != "g" && op != "G" {
			continue // not a color, and not split in fields (the most lines by far)
		}
		f := strings.Split(line, " ")
		switch {
		case len(f) == 2 && (f[1] == "g" || f[1] == "G") && number(f[0]):
			grays++
		case len(f) == 4 && (f[3] == "rg" || f[3] == "RG") && number(f[0]) && number(f[1]) && number(f[2]):
			rgb++
		}
	}
	return grays, rgb
}

func TestManualErrorsExitOne(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	game, _, _ := starterGame(t, dir)
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

// colorOperators reads a CR, a CR and newline, or a newline as a line's
// end, as qpdf's content normalizing (which TestManualPDF turns off) would
// make every one a newline; an operator among others on a line is not
// counted, as it was not when qpdf normalized the content.
func TestColorOperatorsReadEveryLineEnd(t *testing.T) {
	data := []byte("0.5 g\r1 0 0.5 rg\r\n0 G\n0.2 0.3 0.4 RG\rq 0 g BT\n1 rg")
	if grays, rgb := colorOperators(data); grays != 2 || rgb != 2 {
		t.Errorf("%d grays and %d RGB colors, want 2 and 2", grays, rgb)
	}
}
