package output

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"cardpress/fonts"
)

func samplePDF(t *testing.T) []byte {
	t.Helper()
	d := NewDocument(182, 257, "テスト")
	d.AddPage()
	// Mincho with a Traditional Chinese character from the fallback face.
	if err := d.Text(20, 30, fonts.Serif, 10.5, "カードの説明と故事說明"); err != nil {
		t.Fatal(err)
	}
	if err := d.Text(20, 40, fonts.SansBold, 14, "Wild D Draw5"); err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := d.Write(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestPDFIsReproducible(t *testing.T) {
	a, b := samplePDF(t), samplePDF(t)
	if !bytes.Equal(a, b) {
		t.Fatalf("two builds of the same document differ (%d vs %d bytes)", len(a), len(b))
	}
	for _, face := range []string{"/utf8bizudmincho", "/utf8lxgwwenkai", "/utf8bizudpgothicbold"} {
		if !bytes.Contains(a, []byte(face)) {
			t.Errorf("font %s is not embedded", face)
		}
	}
	if len(a) > 300_000 {
		t.Errorf("PDF is %d bytes: fonts are not subset", len(a))
	}
}

func TestPDFPassesQPDF(t *testing.T) {
	qpdf, err := exec.LookPath("qpdf")
	if err != nil {
		t.Skip("qpdf not installed")
	}
	p := filepath.Join(t.TempDir(), "t.pdf")
	if err := os.WriteFile(p, samplePDF(t), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(qpdf, "--check", p).CombinedOutput(); err != nil {
		t.Fatalf("qpdf --check: %v\n%s", err, out)
	}
}

func TestTextRejectsUncoveredCharacter(t *testing.T) {
	d := NewDocument(100, 100, "x")
	d.AddPage()
	if err := d.Text(10, 10, fonts.Serif, 10, "a\U000F0000"); err == nil {
		t.Fatal("want an error for a character no font covers")
	}
}
