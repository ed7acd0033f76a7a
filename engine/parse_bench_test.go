package engine_test

import (
	"testing"

	"cardpress/engine"
)

// BenchmarkParseExamples reads Windia War's 171 examples, as every command
// that loads the rulebook does.
func BenchmarkParseExamples(b *testing.B) {
	c, r, _ := loadGame(&testing.T{}, "windia-war")
	blocks := corpus(&testing.T{}, c, r, "windia-war")
	v := engine.NewVocabulary(c, r)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, bl := range blocks {
			if _, err := v.Parse(bl.Pos.File, bl.Pos.Line, bl.Title, bl.Body); err != nil {
				b.Fatal(err)
			}
		}
	}
}
