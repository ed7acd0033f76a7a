package engine_test

import (
	"testing"

	"cardpress/engine"
	"cardpress/engine/enginetest"
)

// benchCorpora are the examples every game's benchmarks read: its manual's,
// as every command that loads the rulebook reads them, and the English
// ones of testdata/english.
func benchCorpora(b *testing.B, id string) (*engine.Vocabulary, map[string][]*engine.Block) {
	c, r, _ := loadGame(&testing.T{}, id)
	return engine.NewVocabulary(c, r), map[string][]*engine.Block{
		"manual":  enginetest.ManualExamples(b, c, r, id),
		"english": corpus(&testing.T{}, c, r, id),
	}
}

// BenchmarkParseExamples reads each game's examples with a vocabulary built
// once, as a rulebook is read.
func BenchmarkParseExamples(b *testing.B) {
	for _, game := range corpusGames {
		v, corpora := benchCorpora(b, game.id)
		for _, name := range []string{"manual", "english"} {
			blocks := corpora[name]
			b.Run(game.id+"/"+name, func(b *testing.B) {
				for i := 0; i < b.N; i++ {
					for _, bl := range blocks {
						if _, err := v.Parse(bl.Pos.File, bl.Pos.Line, bl.Title, bl.Body); err != nil {
							b.Fatal(err)
						}
					}
				}
			})
		}
	}
}

// BenchmarkReload builds each game's vocabulary from a catalog it has not
// seen and reads the manual's examples with it, as every reload of the game
// folder does.
func BenchmarkReload(b *testing.B) {
	for _, game := range corpusGames {
		c, r, _ := loadGame(&testing.T{}, game.id)
		blocks := enginetest.ManualExamples(b, c, r, game.id)
		b.Run(game.id, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				fresh := *c
				v := engine.NewVocabulary(&fresh, r)
				for _, bl := range blocks {
					if _, err := v.Parse(bl.Pos.File, bl.Pos.Line, bl.Title, bl.Body); err != nil {
						b.Fatal(err)
					}
				}
			}
		})
	}
}

// BenchmarkVocabulary builds each game's vocabulary from its catalog, as
// every reload of the game folder does.
func BenchmarkVocabulary(b *testing.B) {
	for _, game := range corpusGames {
		c, r, _ := loadGame(&testing.T{}, game.id)
		b.Run(game.id, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				engine.NewVocabulary(c, r)
			}
		})
	}
}

// BenchmarkTell tells each game's manual examples, parsed once, in the
// manual's language: what reading a rulebook adds to parsing them.
func BenchmarkTell(b *testing.B) {
	for _, game := range corpusGames {
		v, corpora := benchCorpora(b, game.id)
		var exs []*engine.Example
		for _, bl := range corpora["manual"] {
			ex, err := v.Parse(bl.Pos.File, bl.Pos.Line, bl.Title, bl.Body)
			if err != nil {
				b.Fatal(err)
			}
			exs = append(exs, ex)
		}
		b.Run(game.id, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				for _, ex := range exs {
					if _, err := v.Tell(ex, v.Catalog.Game.Language); err != nil {
						b.Fatal(err)
					}
				}
			}
		})
	}
}
