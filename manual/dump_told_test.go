package manual

import (
	"fmt"
	"os"
	"testing"

	"cardpress/engine"
	"cardpress/internal/gametest"
)

func TestDumpTold(t *testing.T) {
	g := os.Getenv("DUMP_GAME")
	if g == "" {
		t.Skip()
	}
	c, srcs := loadGame(t, g)
	book, _ := Read(c, gametest.Games.Lookup(c.Game.RulesID()), srcs)
	for _, n := range book.exampleBlocks() {
		fmt.Printf("== %s:%d %s\n", n.Block.Pos.File, n.Block.Pos.Line, n.Block.Title)
		if n.Told == nil {
			fmt.Println("  (not told)")
			continue
		}
		p := func(l engine.ToldLine, pre string) {
			c := ""
			if l.Compact {
				c = " [COMPACT]"
			}
			fmt.Printf("  %s%s%s%s\n", pre, l.Text, l.Outcome, c)
		}
		for _, l := range n.Told.Situation {
			p(l, "")
		}
		for i, l := range n.Told.Steps {
			p(l, fmt.Sprintf("%d. ", i+1))
		}
	}
}
