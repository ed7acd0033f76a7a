package folder

import (
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
