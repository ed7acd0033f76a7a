package build

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"cardpress/folder"
	"cardpress/internal/gametest"
)

func load(t testing.TB, dir string) *folder.Game {
	t.Helper()
	c, err := folder.Load(dir, gametest.Games)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

var defaultCards = CardOptions{Paper: "a4", Margin: 10, Gutter: -1, DPI: 300}

// sessionCards are defaultCards with card images at 30 dpi, the lowest a
// build takes, for a test that compares a session's folder with clean
// builds': the same files byte for byte prove the same at any resolution
// (at 30 dpi a card's renamed title still changes its PNG), and the
// images at 300 dpi were most of its time.
var sessionCards = CardOptions{Paper: "a4", Margin: 10, Gutter: -1, DPI: 30}

// After a change to one card, a session redraws that card's faces only,
// and its folder is byte for byte what a clean build of the changed game
// writes — stale images of a removed card gone too.
func TestSessionMatchesCleanBuild(t *testing.T) {
	t.Parallel()
	// A manual of 72 examples, not 173: typesetting and writing it seven
	// times is most of the test. Not 11: the session's paragraph cache
	// bounded below a real manual's 1,100 paragraphs passed with those
	// (review5).
	game := gametest.WindiaWithoutLateExamples(t)
	out := filepath.Join(t.TempDir(), "windia-war")
	s := NewSession()
	o := Options{Dir: out, Cards: sessionCards}
	first, err := s.Rebuild(load(t, game), o, nil)
	if err != nil {
		t.Fatal(err)
	}
	if first.Drawn < 80 {
		t.Errorf("first rebuild drew %d images, want every design", first.Drawn)
	}
	gametest.Edit(t, filepath.Join(game, "catalog.toml"), `name = "Skip"`, `name = "Skip Over"`)
	stale := filepath.Join(out, "png", "removed.card.png") // as if a card was removed
	if err := os.WriteFile(stale, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	var atCards int
	made, kept := s.paragraphs.Made, s.paragraphs.Kept
	r, err := s.Rebuild(load(t, game), o, func(r *Rebuild) { atCards = r.Drawn })
	if err != nil {
		t.Fatal(err)
	}
	// The manual is typeset again from the paragraphs it had: only those
	// naming the renamed card (its entry, examples playing it) are
	// prepared anew, under one in fifty.
	if made, kept := s.paragraphs.Made-made, s.paragraphs.Kept-kept; made == 0 || made*50 > kept || kept < 100 {
		t.Errorf("after renaming one card the manual prepared %d paragraphs and reused %d", made, kept)
	}
	if faces := len(r.Game.Entry("skip").Faces()); r.Drawn != faces || atCards != faces {
		t.Errorf("after renaming one card: %d images drawn (%d when the cards were done), want its %d faces", r.Drawn, atCards, faces)
	}
	if r.Manual == nil || r.Report == nil || r.Report.Failed != 0 {
		t.Errorf("rebuild: manual %v, report %+v", r.Manual != nil, r.Report)
	}
	clean := filepath.Join(t.TempDir(), "windia-war")
	if _, err := Game(load(t, game), Options{Dir: clean, Cards: sessionCards}); err != nil {
		t.Fatal(err)
	}
	sameFolders(t, clean, out)

	// A change to a face's text, with a character no page drew before (the
	// fonts of both PDFs are cut anew: the manual's figures show the face):
	// the card's faces are drawn, and both PDFs come out as a clean build's.
	gametest.Edit(t, filepath.Join(game, "catalog.toml"), `effect = "次のプレイヤーの順番を飛ばし、`, `effect = "次のプレイヤーの順番を颯と飛ばし、`)
	skipped := s.docs.skipped
	r, err = s.Rebuild(load(t, game), o, nil)
	if err != nil {
		t.Fatal(err)
	}
	if faces := len(r.Game.Entry("skip").Faces()); r.Drawn != faces || s.docs.skipped != skipped {
		t.Errorf("after a change to a face's text: %d images drawn, want %d; %d PDFs left as they were, want none", r.Drawn, faces, s.docs.skipped-skipped)
	}
	clean = filepath.Join(t.TempDir(), "windia-war")
	if _, err := Game(load(t, game), Options{Dir: clean, Cards: sessionCards}); err != nil {
		t.Fatal(err)
	}
	sameFolders(t, clean, out)

	// A change to a paragraph of the rules, and the manual again as a clean
	// build sets it.
	gametest.Edit(t, filepath.Join(game, "manual", "20-rules.md"), "ここではプレイの仕方を", "ここでは遊び方を")
	skipped = s.docs.skipped
	if _, err := s.Rebuild(load(t, game), o, nil); err != nil {
		t.Fatal(err)
	}
	if s.docs.skipped != skipped+1 {
		t.Errorf("after a change to the manual only, %d PDFs were left as they were, want cards.pdf", s.docs.skipped-skipped)
	}
	clean = filepath.Join(t.TempDir(), "windia-war")
	if _, err := Game(load(t, game), Options{Dir: clean, Cards: sessionCards}); err != nil {
		t.Fatal(err)
	}
	sameFolders(t, clean, out)
}

// sameFolders fails unless folders a and b hold the same files, byte for byte.
func sameFolders(t *testing.T, a, b string) {
	t.Helper()
	fa, fb := gametest.Files(a), gametest.Files(b)
	if len(fa) != len(fb) {
		t.Errorf("clean build wrote %d files, the session %d", len(fa), len(fb))
	}
	if differ := gametest.Differing(fa, fb); len(differ) > 0 {
		t.Errorf("session and clean build differ in %s", strings.Join(differ, ", "))
	}
}

// BenchmarkRebuildOneCard renames one card and rebuilds, as watch does
// after a save: loading the catalog, the cards (reported as cards-ms, the
// time to new card images and sheets) and the manual and check.
func BenchmarkRebuildOneCard(b *testing.B) {
	rebuildOneCard(b, gametest.Copy(b, "windia-war"))
}

// rebuildOneCard is BenchmarkRebuildOneCard on a copy of a game that has
// the Windia War card Skip.
func rebuildOneCard(b *testing.B, game string) {
	s := NewSession()
	o := Options{Dir: filepath.Join(b.TempDir(), "windia-war"), Cards: defaultCards}
	if _, err := s.Rebuild(load(b, game), o, nil); err != nil {
		b.Fatal(err)
	}
	// A new name every round: a name seen before would find its pages
	// and paragraphs kept from the round that had it.
	name := `name = "Skip"`
	var cards time.Duration
	defer gametest.ReportCPU(b)()
	for i := 0; b.Loop(); i++ {
		next := fmt.Sprintf(`name = "Skip %d"`, i+1)
		gametest.Edit(b, filepath.Join(game, "catalog.toml"), name, next)
		name = next
		start := time.Now()
		if _, err := s.Rebuild(load(b, game), o, func(*Rebuild) { cards += time.Since(start) }); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(cards.Milliseconds())/float64(b.N), "cards-ms")
}

// BenchmarkRebuildFull is a clean build of the same game folder, the
// measure BenchmarkRebuildOneCard compares with.
func BenchmarkRebuildFull(b *testing.B) {
	game := gametest.Copy(b, "windia-war")
	dir := filepath.Join(b.TempDir(), "windia-war")
	defer gametest.ReportCPU(b)()
	for b.Loop() {
		if _, err := Game(load(b, game), Options{Dir: dir, Cards: defaultCards}); err != nil {
			b.Fatal(err)
		}
	}
}

// artGame is the game folder of bench/artgame (20 cards with 6000 × 4000
// px art), named by CARDPRESS_ART_GAME; the benchmarks that need it skip
// without it.
func artGame(b *testing.B) string {
	dir := os.Getenv("CARDPRESS_ART_GAME")
	if dir == "" {
		b.Skip("CARDPRESS_ART_GAME names no game folder: write one with go run ./bench/artgame DIR")
	}
	return dir
}

// BenchmarkArtGameFull is a clean build of the art game in this process.
func BenchmarkArtGameFull(b *testing.B) {
	game := artGame(b)
	dir := filepath.Join(b.TempDir(), "art")
	defer gametest.ReportCPU(b)()
	for b.Loop() {
		if _, err := Game(load(b, game), Options{Dir: dir, Cards: defaultCards}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkArtGameRebuildOneCard is BenchmarkRebuildOneCard on a copy of
// the art game.
func BenchmarkArtGameRebuildOneCard(b *testing.B) {
	game := filepath.Join(b.TempDir(), "game")
	if err := os.CopyFS(game, os.DirFS(artGame(b))); err != nil {
		b.Fatal(err)
	}
	rebuildOneCard(b, game)
}
