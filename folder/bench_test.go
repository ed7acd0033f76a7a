package folder

import (
	"fmt"
	"path/filepath"
	"testing"

	"cardpress/internal/gametest"
)

// BenchmarkLoad loads the default game's folder whole (catalog, rules and
// rulebook with its examples read), as every rebuild does first.
func BenchmarkLoad(b *testing.B) {
	dir := filepath.Join("..", "games", "windia-war")
	for i := 0; i < b.N; i++ {
		if _, err := Load(dir, gametest.Games); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkLoadAfterRename loads the default game after renaming a card,
// a new name every round, as watch loads after the one-card change of
// build.BenchmarkRebuildOneCard: what depends on the card names is made
// again.
func BenchmarkLoadAfterRename(b *testing.B) {
	dir := gametest.Copy(b, "windia-war")
	name := `name = "Skip"`
	for i := 0; b.Loop(); i++ {
		b.StopTimer()
		next := fmt.Sprintf(`name = "Skip %d"`, i+1)
		gametest.Edit(b, filepath.Join(dir, "catalog.toml"), name, next)
		name = next
		b.StartTimer()
		if _, err := Load(dir, gametest.Games); err != nil {
			b.Fatal(err)
		}
	}
}
