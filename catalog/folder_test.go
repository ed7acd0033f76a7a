package catalog

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cardpress/diag"
)

// copyCase copies a broken-catalog case into a temporary game folder.
func copyCase(t *testing.T, name string) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "game")
	src := filepath.Join("testdata", "broken", name)
	err := filepath.Walk(src, func(p string, info os.FileInfo, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		if info.IsDir() {
			return os.MkdirAll(filepath.Join(dir, rel), 0o755)
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dir, rel), data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

func TestArtSymlinkOutsideTheFolderIsRefused(t *testing.T) {
	dir := copyCase(t, "art-unreadable")
	secret := filepath.Join(filepath.Dir(dir), "secret.png")
	os.WriteFile(secret, []byte("not for the game"), 0o644)
	art := filepath.Join(dir, "art", "wild.png")
	os.Remove(art)
	if err := os.Symlink(secret, art); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	_, err := LoadDir(dir)
	var list diag.List
	if !errors.As(err, &list) || len(list) != 1 {
		t.Fatalf("want one error, got %v", err)
	}
	real, _ := filepath.EvalSymlinks(secret)
	want := `catalog.toml:44:7: card "wild": "art/wild.png" is a symbolic link to ` + real + `, outside the game folder; copy the file into the game folder`
	if got := list[0].String(); !strings.HasSuffix(got, want) {
		t.Errorf("got  %s\nwant …%s", got, want)
	}
	// The same file reached through a link that stays inside is fine.
	os.Remove(art)
	os.WriteFile(filepath.Join(dir, "art", "real.png"), []byte("x"), 0o644)
	os.Symlink("real.png", art)
	if _, err := LoadDir(dir); err == nil || strings.Contains(err.Error(), "symbolic link") {
		t.Errorf("a link inside the folder: %v (want only the not-an-image error)", err)
	}
}

// A folder of the game linked outside it leads its files outside too,
// whichever file is opened first; linked inside, they are read.
func TestArtFolderSymlinkedOutsideIsRefused(t *testing.T) {
	dir := copyCase(t, "art-unreadable")
	outside := filepath.Join(filepath.Dir(dir), "outside")
	if err := os.Rename(filepath.Join(dir, "art"), outside); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(outside, filepath.Join(dir, "art")); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	real, _ := filepath.EvalSymlinks(outside)
	for range 2 {
		_, err := LoadDir(dir)
		if want := `"art/wild.png" is a symbolic link to ` + filepath.Join(real, "wild.png") + `, outside the game folder`; err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("got %v\nwant …%s", err, want)
		}
	}
	fsys, _, err := OpenDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"art", "art/wild.png", "art/nothing.png", "art/wild.png"} {
		if _, err := fsys.Open(name); !errors.As(err, new(*OutsideFolderError)) && name != "art/nothing.png" {
			t.Errorf("open %s: %v, want it refused", name, err)
		}
	}
	os.Remove(filepath.Join(dir, "art"))
	os.Rename(outside, filepath.Join(dir, "real-art"))
	os.Symlink("real-art", filepath.Join(dir, "art"))
	if _, err := LoadDir(dir); err == nil || strings.Contains(err.Error(), "symbolic link") {
		t.Errorf("art linked inside the folder: %v (want only the not-an-image error)", err)
	}
}

func TestCatalogSymlinkedOutsideAndFolderLinkedInside(t *testing.T) {
	base := t.TempDir()
	dir := copyCase(t, "art-missing-warning")
	// The game folder itself may be reached through a link.
	link := filepath.Join(base, "link")
	if err := os.Symlink(dir, link); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	if _, err := LoadDir(link); err != nil {
		t.Fatalf("game folder through a link: %v", err)
	}
	// Its catalog must not lead out of it.
	outside := filepath.Join(base, "elsewhere.toml")
	data, _ := os.ReadFile(filepath.Join(dir, FileName))
	os.WriteFile(outside, data, 0o644)
	os.Remove(filepath.Join(dir, FileName))
	os.Symlink(outside, filepath.Join(dir, FileName))
	_, err := LoadDir(dir)
	if err == nil || !strings.Contains(err.Error(), "outside the game folder") {
		t.Errorf("catalog linked outside the folder: %v", err)
	}
}

func TestGameFolderMessages(t *testing.T) {
	dir := t.TempDir()
	cat := filepath.Join(dir, FileName)
	os.WriteFile(cat, []byte("[game]\n"), 0o644)
	tests := []struct{ dir, want string }{
		{filepath.Join(dir, "missing"), "missing: no such game folder; give the folder that holds the game's catalog.toml"},
		{cat, "catalog.toml: give the game folder, not its catalog: cardpress validate " + filepath.ToSlash(dir)},
		{filepath.Join(t.TempDir()), "no catalog: a game folder holds a catalog.toml"},
	}
	for _, tt := range tests {
		_, err := LoadDir(tt.dir)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("LoadDir(%s) = %v, want …%s", tt.dir, err, tt.want)
		}
	}
}

func TestSourceOverTheSizeLimitIsRefusedUnread(t *testing.T) {
	dir := t.TempDir()
	f, _ := os.Create(filepath.Join(dir, FileName))
	f.Truncate(MaxSourceSize + 1) // sparse: no 8 MB written
	f.Close()
	_, err := LoadDir(dir)
	if err == nil || !strings.Contains(err.Error(), "catalog.toml: the file is 8.0 MB; cardpress reads source files of at most 8 MB") {
		t.Errorf("got %v", err)
	}
}

func TestContains(t *testing.T) {
	dir := t.TempDir()
	game := filepath.Join(dir, "game")
	os.MkdirAll(filepath.Join(game, "art"), 0o755)
	os.Symlink(filepath.Join(game, "art"), filepath.Join(dir, "art-link"))
	tests := []struct {
		p    string
		want bool
	}{
		{game, true},
		{filepath.Join(game, "out", "new"), true},
		{filepath.Join(game, "catalog.toml"), true},
		{filepath.Join(dir, "art-link", "x"), true}, // through a link into the folder
		{filepath.Join(dir, "out"), false},
		{dir, false},
		{filepath.Join(dir, "gamex"), false},
	}
	for _, tt := range tests {
		if got := Contains(game, tt.p); got != tt.want {
			t.Errorf("Contains(game, %s) = %v, want %v", tt.p, got, tt.want)
		}
	}
}

// A font linked outside the game folder says so, not "cannot read".
func TestFontSymlinkedOutsideIsRefused(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "game")
	os.MkdirAll(filepath.Join(dir, "fonts"), 0o755)
	os.WriteFile(filepath.Join(dir, "catalog.toml"), []byte(csvGame[len("card_files = [\"cards.csv\"]\n"):]+
		"[fonts.display]\nfile = \"fonts/F.ttf\"\nlicense = \"fonts/OFL.txt\"\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "fonts", "OFL.txt"), []byte("OFL"), 0o644)
	font, _ := filepath.Abs("../testdata/showcase/fonts/DejaVuSerifCondensed-Bold.ttf")
	if err := os.Symlink(font, filepath.Join(dir, "fonts", "F.ttf")); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	_, err := LoadDir(dir)
	real, _ := filepath.EvalSymlinks(font)
	want := `catalog.toml:14:8: font "display": file "fonts/F.ttf" is a symbolic link to ` + real + `, outside the game folder; copy the file into the game folder`
	if err == nil || !strings.HasSuffix(err.Error(), want) {
		t.Errorf("got  %v\nwant …%s", err, want)
	}
}
