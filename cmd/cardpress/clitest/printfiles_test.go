package clitest

import (
	"bytes"
	bin "encoding/binary"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// Every profile's files are what a print shop's preflight and a home
// printer's driver expect: PDFs that qpdf finds sound, with TrimBox inside
// BleedBox inside MediaBox, fonts embedded as tagged subsets, and viewer
// preferences for actual size and the duplex edge; PNGs that say their
// resolution (pHYs) and colour space (sRGB).
func TestPrintFilesOfEveryProfile(t *testing.T) {
	t.Parallel()
	for _, tool := range []string{"qpdf", "pdfinfo", "pdffonts"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s not installed (.ci/run installs it)", tool)
		}
	}
	for _, tt := range []struct {
		profile string
		duplex  string  // the viewer's duplex preset of cards.pdf, "" for no PDF
		dpi     float64 // of the PNGs, 0 for none
		pngs    string  // their folder
	}{
		{"", "DuplexFlipLongEdge", 40, "png"},
		{"pnp-a4", "DuplexFlipShortEdge", 0, ""},
		{"pnp-letter", "Simplex", 0, ""},
		{"single", "DuplexFlipLongEdge", 0, ""},
		{"tgc", "", 300, "tgc"},
		{"mpc", "", 300, "mpc"},
		{"tts", "", 409 / (63 / 25.4), "tts"},
	} {
		name := tt.profile
		if name == "" {
			name = "none"
		}
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			out, r := blackpokerProfile(t, tt.profile)
			if r.code != 0 {
				t.Fatalf("exit %d\n%s", r.code, r.stderr)
			}
			if tt.duplex != "" {
				checkCardPDF(t, filepath.Join(out, "cards.pdf"), tt.duplex)
			}
			if tt.pngs == "" {
				return
			}
			folders := []string{tt.pngs}
			if tt.pngs == "png" {
				folders = append(folders, "png-gray")
			}
			for _, f := range folders {
				files, _ := filepath.Glob(filepath.Join(out, f, "*.png"))
				if len(files) == 0 {
					t.Fatalf("no PNGs in %s", f)
				}
				for _, file := range files {
					checkPNGChunks(t, file, tt.dpi)
				}
			}
		})
	}
}

// blackpokerProfile is the shared run (sharedRun) of BlackPoker's aces,
// twos and jokers through a print profile ("" for none), which
// TestPrintFilesOfEveryProfile and TestProfileOutputs both read: the
// jokers are two copies of one design. The shops' profiles (tgc, mpc)
// print the aces and jokers alone: their images of six designs and the
// back at 300 dpi are checked as those of ten were (the twos' were 0.02
// CPU s of each run). With no profile it writes PNGs and their grayscale
// twins at 40 dpi, which their chunks state as they would any other (at
// 150, 0.06-0.07 CPU s, half of it their pixels); pnp-a4 is for the short
// edge; pnp-letter has no backs.
func blackpokerProfile(t *testing.T, profile string) (string, result) {
	t.Helper()
	game, _ := filepath.Abs("../../../games/blackpoker") // poker size, 63 × 88 mm
	only := "a,2,joker"
	if profile == "tgc" || profile == "mpc" {
		only = "a,joker"
	}
	args := []string{"cards", game, "--only", only}
	switch profile {
	case "":
		args = append(args, "--png", "--gray", "--dpi", "40")
	case "pnp-a4":
		args = append(args, "--duplex", "short")
	case "pnp-letter":
		args = append(args, "--no-backs")
	}
	if profile != "" {
		args = append(args, "--profile", profile)
	}
	return sharedRun(t, args...)
}

// checkCardPDF checks a card PDF's structure, boxes, fonts and viewer
// preferences.
func checkCardPDF(t *testing.T, pdf, duplex string) {
	t.Helper()
	if out, err := exec.Command("qpdf", "--check", pdf).CombinedOutput(); err != nil {
		t.Errorf("qpdf --check: %v\n%s", err, out)
	}
	info, err := exec.Command("pdfinfo", "-box", "-f", "1", "-l", "2", pdf).Output()
	if err != nil {
		t.Fatal(err)
	}
	boxes := map[string][4]float64{}
	for _, m := range regexp.MustCompile(`Page +(\d+) (MediaBox|BleedBox|TrimBox): +(\S+) +(\S+) +(\S+) +(\S+)`).FindAllStringSubmatch(string(info), -1) {
		var b [4]float64
		for i := range b {
			b[i], _ = strconv.ParseFloat(m[3+i], 64)
		}
		boxes[m[1]+" "+m[2]] = b
	}
	for _, page := range []string{"1", "2"} {
		media, bleed, trim := boxes[page+" MediaBox"], boxes[page+" BleedBox"], boxes[page+" TrimBox"]
		inside := func(a, b [4]float64) bool {
			return a[0] >= b[0]-0.01 && a[1] >= b[1]-0.01 && a[2] <= b[2]+0.01 && a[3] <= b[3]+0.01
		}
		if trim == media || !inside(trim, bleed) || !inside(bleed, media) {
			t.Errorf("page %s: TrimBox %v, BleedBox %v, MediaBox %v: want trim inside bleed inside media, the trim not the page", page, trim, bleed, media)
		}
	}
	fonts, err := pdfFonts(t, pdf)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(fonts)), "\n")[2:]
	if len(lines) == 0 {
		t.Error("pdffonts lists no fonts")
	}
	for _, l := range lines {
		f := strings.Fields(l)
		if !regexp.MustCompile(`^[A-Z]{6}\+`).MatchString(f[0]) || f[len(f)-5] != "yes" || f[len(f)-4] != "yes" {
			t.Errorf("font not an embedded subset with a subset tag: %s", l)
		}
	}
	data, _ := os.ReadFile(pdf)
	if want := "/ViewerPreferences << /PrintScaling /None /Duplex /" + duplex + " >>"; !bytes.Contains(data, []byte(want)) {
		t.Errorf("the catalog has no %q", want)
	}
}

// checkPNGChunks checks that a PNG says it is dpi dots per inch, in sRGB,
// before its image data.
func checkPNGChunks(t *testing.T, file string, dpi float64) {
	t.Helper()
	data, _ := os.ReadFile(file)
	all, err := pngChunks(data)
	if err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	chunks := map[string][]byte{}
	var order []string
	for _, c := range all {
		chunks[c.kind] = c.data
		order = append(order, c.kind)
	}
	phys := chunks["pHYs"]
	if len(phys) != 9 || phys[8] != 1 {
		t.Fatalf("%s: chunks %v: no pHYs in metres", filepath.Base(file), order)
	}
	x, y := bin.BigEndian.Uint32(phys), bin.BigEndian.Uint32(phys[4:])
	if got := float64(x) * 0.0254; x != y || math.Abs(got-dpi) > 0.5 {
		t.Errorf("%s: pHYs %d × %d px/m = %.1f dpi, want %.1f", filepath.Base(file), x, y, got, dpi)
	}
	if s := chunks["sRGB"]; len(s) != 1 {
		t.Errorf("%s: chunks %v: no sRGB", filepath.Base(file), order)
	}
	if strings.Join(order[:3], " ") != "IHDR pHYs sRGB" {
		t.Errorf("%s: chunks in the order %v, want pHYs and sRGB before the image data", filepath.Base(file), order)
	}
}

// Tabletop Simulator decks: one cell per card design, the copies of a
// design sharing its CardID (so deck.json counts them), and every design a
// nickname of its own that names its suit or colour (BlackPoker's four
// aces were all "A").
func TestTTSDeckOneCellPerDesign(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	for _, tt := range []struct {
		game          string
		cards, cells  int
		someNicknames []string
	}{
		{"blackpoker", 54, 53, []string{"A♠", "A♥", "Q♣"}},
		{"windia-war", 128, 85, []string{"赤 1", "青 Skip", "黄/緑 15"}},
		{"world-end", 45, 15, []string{"見習い剣士"}},
	} {
		game, _ := filepath.Abs("../../../games/" + tt.game)
		out := filepath.Join(dir, tt.game)
		if r := cardpress(t, dir, "cards", game, "--out", out, "--profile", "tts", "--dpi", "40", "-q"); r.code != 0 {
			t.Fatalf("%s: exit %d\n%s", tt.game, r.code, r.stderr)
		}
		data, _ := os.ReadFile(filepath.Join(out, "tts", "deck.json"))
		var save struct {
			ObjectStates []struct {
				DeckIDs          []int
				ContainedObjects []struct {
					Nickname string
					CardID   int
				}
			}
		}
		if err := json.Unmarshal(data, &save); err != nil || len(save.ObjectStates) != 1 {
			t.Fatalf("%s: deck.json: %v", tt.game, err)
		}
		deck := save.ObjectStates[0]
		nameOf := map[int]string{}
		idOf := map[string]int{}
		for i, o := range deck.ContainedObjects {
			if deck.DeckIDs[i] != o.CardID {
				t.Errorf("%s: card %d has CardID %d, DeckIDs says %d", tt.game, i, o.CardID, deck.DeckIDs[i])
			}
			if n, ok := nameOf[o.CardID]; ok && n != o.Nickname {
				t.Errorf("%s: cell %d named %q and %q", tt.game, o.CardID, n, o.Nickname)
			}
			if id, ok := idOf[o.Nickname]; ok && id != o.CardID {
				t.Errorf("%s: %q names cells %d and %d", tt.game, o.Nickname, id, o.CardID)
			}
			nameOf[o.CardID], idOf[o.Nickname] = o.Nickname, o.CardID
		}
		if len(deck.DeckIDs) != tt.cards || len(nameOf) != tt.cells {
			t.Errorf("%s: %d cards in %d cells, want %d in %d", tt.game, len(deck.DeckIDs), len(nameOf), tt.cards, tt.cells)
		}
		for _, n := range tt.someNicknames {
			if _, ok := idOf[n]; !ok {
				t.Errorf("%s: no card named %q", tt.game, n)
			}
		}
	}
}

// Art that prints below 300 ppi is a warning at the card's art, naming the
// card, the file, the ppi and the pixels it would need; --strict-art makes
// it an error that stops the cards before anything is written.
func TestLowResolutionArt(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	game, _ := filepath.Abs("../../../testdata/showcase") // 400–600 px pictures on 63 × 88 mm cards
	// The two cards whose warnings are asserted (the six designs' sheets
	// were half the run's CPU); --strict-art below reads all three.
	r := cardpress(t, dir, "cards", game, "--out", "o", "-q", "--only", "sunrise-herald,tidecaller")
	for _, want := range []string{
		"showcase/cards.csv:2:55: warning: card sunrise-herald: art art/sky.png prints at 169 ppi, under 300: it will look soft or pixelated; use a picture of at least 745 × 1063 px",
		"showcase/cards.csv:3:44: warning: card tidecaller: art art/sea.png prints at 115 ppi, under 300",
	} {
		if r.code != 0 || !strings.Contains(r.stderr, want) {
			t.Errorf("exit %d, stderr lacks %q:\n%s", r.code, want, r.stderr)
		}
	}
	r = cardpress(t, dir, "cards", game, "--out", "strict", "-q", "--strict-art")
	if r.code != 1 || !strings.Contains(r.stderr, "cards.csv:2:55: card sunrise-herald: art art/sky.png prints at 169 ppi") || !strings.Contains(r.stderr, "3 errors") {
		t.Errorf("--strict-art: exit %d\n%s", r.code, r.stderr)
	}
	if _, err := os.Stat(filepath.Join(dir, "strict", "cards.pdf")); err == nil {
		t.Error("--strict-art wrote cards.pdf")
	}
	// A Tabletop Simulator deck is seen on a screen: no print warning. The
	// Herald alone, whose art is under 300 ppi, at 40 dpi: the whole
	// deck's images were most of the test's CPU, and a sheet of 4,090 ×
	// 3,997 px for it alone half of the rest.
	r = cardpress(t, dir, "cards", game, "--out", "tts", "-q", "--profile", "tts", "--dpi", "40", "--strict-art", "--only", "sunrise-herald")
	if r.code != 0 || strings.Contains(r.stderr, "ppi") {
		t.Errorf("--profile tts: exit %d\n%s", r.code, r.stderr)
	}
	// Sharp enough art says nothing.
	r = cardpress(t, dir, "cards", "--out", "w", "-q", "--only", "skip")
	if r.code != 0 || strings.Contains(r.stderr, "ppi") {
		t.Errorf("the default game: exit %d\n%s", r.code, r.stderr)
	}
}

// The pdfx profile's file passes the PDF/X-1a checks that matter to a
// printer, read by a checker of our own on qpdf's uncompressed copy: an
// output intent, no RGB anywhere (no DeviceRGB, no rg or RG operator), no
// transparency, every font embedded, a TrimBox and a BleedBox on every
// page, the version, Trapped and an ID; qpdf finds it sound and
// Ghostscript, a second reader, renders it with cyan, magenta, yellow and
// black ink. A colour's cmyk in the catalog is the one printed.
func TestPDFXFile(t *testing.T) {
	t.Parallel()
	for _, tool := range []string{"qpdf", "gs", "pdffonts"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s not installed (.ci/run installs it)", tool)
		}
	}
	dir := t.TempDir()
	showcase, _ := filepath.Abs("../../../testdata/showcase") // art, its own font
	game, cat, src := starterGame(t, dir)
	// Red is given its CMYK; blue becomes a gray given a rich black (fpdf
	// writes a gray as g, not rg: its cmyk must apply there too).
	src = []byte(strings.Replace(string(src), `rgb = "#C62828"`, `rgb = "#C62828"`+"\ncmyk = [0, 95, 90, 5]", 1))
	os.WriteFile(cat, []byte(strings.Replace(string(src), `rgb = "#1565C0"`, `rgb = "#333333"`+"\ncmyk = [60, 40, 40, 100]", 1)), 0o644)
	var pdfs []string
	var pages []int // of each PDF, in its uncompressed copy
	for _, tt := range []struct {
		name, game string
		want       []string // in the uncompressed file
	}{
		{"starter", game, []string{"0.000 0.950 0.900 0.050 k", "0.600 0.400 0.400 1.000 k"}},
		{"showcase", showcase, []string{"/ColorSpace /DeviceCMYK"}},
	} {
		out := filepath.Join(dir, tt.name)
		if r := cardpress(t, dir, "cards", tt.game, "--out", out, "--profile", "pdfx", "-q"); r.code != 0 {
			t.Fatalf("%s: exit %d\n%s", tt.name, r.code, r.stderr)
		}
		pdf := filepath.Join(out, "cards.pdf")
		// qpdf's uncompressed copy, its content normalized: every stream
		// decoded and every token read, which fails on a damaged file as
		// --check does (exit 2 or 3), and which a --check before it read
		// again.
		plain := filepath.Join(dir, tt.name+"-qdf.pdf")
		if out, err := exec.Command("qpdf", "--qdf", "--object-streams=disable", pdf, plain).CombinedOutput(); err != nil {
			t.Fatalf("%s: qpdf --qdf: %v\n%s", tt.name, err, out)
		}
		data, _ := os.ReadFile(plain)
		for _, p := range checkPDFX(data) {
			t.Errorf("%s: PDF/X: %s", tt.name, p)
		}
		for _, w := range tt.want {
			if !bytes.Contains(data, []byte(w)) {
				t.Errorf("%s: no %q in the file", tt.name, w)
			}
		}
		fonts, _ := pdfFonts(t, pdf)
		for _, l := range strings.Split(strings.TrimSpace(string(fonts)), "\n")[2:] {
			if f := strings.Fields(l); f[len(f)-5] != "yes" {
				t.Errorf("%s: font not embedded: %s", tt.name, l)
			}
		}
		pages = append(pages, len(regexp.MustCompile(`/Type /Page\b`).FindAll(data, -1)))
		pdfs = append(pdfs, pdf)
	}
	// Ghostscript reads both files, in one process (a process each was
	// 0.35 CPU s more), and counts the ink of every page: each file's
	// pages, in turn, have all four inks. The files' DeviceCMYK goes to
	// the ink counter as it is (UseFastColor): through the default ICC
	// profiles (LittleCMS), which change no ink from none to some, it was
	// a third of Ghostscript's CPU (0.26 -> 0.19 s).
	ink, err := exec.Command("gs", append([]string{"-q", "-dNOPAUSE", "-dBATCH", "-dSAFER", "-dUseFastColor", "-sDEVICE=inkcov", "-o", "-"}, pdfs...)...).CombinedOutput()
	if err != nil {
		t.Fatalf("Ghostscript: %v\n%s", err, ink)
	}
	lines := strings.Split(strings.TrimSpace(string(ink)), "\n")
	for i, name := range []string{"starter", "showcase"} {
		var total [4]float64
		n := 0
		for ; n < pages[i] && len(lines) > 0; n++ {
			f := strings.Fields(lines[0])
			lines = lines[1:]
			if len(f) != 6 || f[4] != "CMYK" {
				t.Errorf("%s: Ghostscript says %q", name, strings.Join(f, " "))
				continue
			}
			for j := range total {
				v, _ := strconv.ParseFloat(f[j], 64)
				total[j] += v
			}
		}
		if n == 0 || n != pages[i] || total[0] == 0 || total[1] == 0 || total[2] == 0 || total[3] == 0 {
			t.Errorf("%s: Ghostscript rendered %d pages of %d with ink %v", name, n, pages[i], total)
		}
	}
	if len(lines) > 0 {
		t.Errorf("Ghostscript says more than the files' pages: %q", lines)
	}
}

// checkPDFX reads a PDF written uncompressed (qpdf --qdf) for what PDF/X-1a
// forbids or requires; it returns what it found wrong.
func checkPDFX(pdf []byte) []string {
	var problems []string
	must := func(re, what string) {
		if !regexp.MustCompile(re).Match(pdf) {
			problems = append(problems, "no "+what)
		}
	}
	mustNot := func(re, what string) {
		if m := regexp.MustCompile(re).Find(pdf); m != nil {
			problems = append(problems, fmt.Sprintf("%s: %q", what, m))
		}
	}
	if v := regexp.MustCompile(`^%PDF-1\.(\d)`).FindSubmatch(pdf); v == nil || v[1][0] > '4' {
		problems = append(problems, "not PDF 1.3 or 1.4, which PDF/X-1a:2003 is")
	}
	must(`/OutputIntents \[\s*<<[^]]*/S /GTS_PDFX`, "PDF/X output intent")
	must(`/OutputConditionIdentifier \(FOGRA39\)`, "output condition")
	must(`/GTS_PDFXVersion \(PDF/X-1a:2003\)`, "GTS_PDFXVersion in the document information")
	must(`/Trapped /False`, "Trapped")
	must(`/Title [(<]`, "title")
	must(`/ID \[\s*<[0-9a-f]+>\s*<[0-9a-f]+>\s*\]`, "ID in the trailer")
	mustNot(`/DeviceRGB|/CalRGB|/ICCBased`, "an RGB colour space")
	if _, rgb := colorOperators(pdf); rgb > 0 { // the regexp ^[\d.]+ [\d.]+ [\d.]+ (rg|RG)$, 0.03 CPU s
		problems = append(problems, fmt.Sprintf("%d RGB colour operators", rgb))
	}
	mustNot(`/SMask|/CA |/ca |/S /Transparency|/BM /`, "transparency")
	pages := len(regexp.MustCompile(`/Type /Page\b`).FindAll(pdf, -1))
	for _, box := range []string{"TrimBox", "BleedBox"} {
		if n := len(regexp.MustCompile(`/`+box+` \[`).FindAll(pdf, -1)); n != pages {
			problems = append(problems, fmt.Sprintf("%d pages, %d with a %s", pages, n, box))
		}
	}
	if n := len(regexp.MustCompile(`/FontFile2 `).FindAll(pdf, -1)); n != len(regexp.MustCompile(`/Type /FontDescriptor`).FindAll(pdf, -1)) {
		problems = append(problems, "a font descriptor without its font file")
	}
	return problems
}

// pdfFonts is pdffonts's table of the fonts of the PDF file pdf, read
// from its first page: the pages of a cardpress PDF share one resource
// dictionary (fpdf writes one), which names every font of the file, so
// the first page lists them all; poppler read the 32 pages of
// TestCardsPDF's file in 0.08 CPU s, the first in 0.01. A file whose
// pages do not share one fails t: read it whole then.
func pdfFonts(t *testing.T, pdf string) ([]byte, error) {
	t.Helper()
	data, err := os.ReadFile(pdf)
	if err != nil {
		return nil, err
	}
	refs := map[string]bool{}
	for _, m := range pageResources.FindAllSubmatchIndex(data, -1) {
		ref := string(data[m[2]:m[3]])
		if ref == "<<" {
			ref = fmt.Sprint(m[2]) // a dictionary of the page's own
		}
		refs[ref] = true
	}
	if len(refs) != 1 {
		t.Errorf("%s: the pages' resources are %d dictionaries, not one: the first page's fonts are not the file's", pdf, len(refs))
	}
	return exec.Command("pdffonts", "-l", "1", pdf).Output()
}

// pageResources finds a page's resource dictionary, a reference (fpdf's)
// or one of its own.
var pageResources = regexp.MustCompile(`/Resources\s*(\d+ \d+ R|<<)`)
