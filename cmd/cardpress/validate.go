package main

import (
	"flag"
	"fmt"
	"strings"

	"github.com/rivo/uniseg"
)

var validateCommand = command{
	name: "validate",
	args: "[GAME_DIR]",
	summary: `Check a game folder — catalog, layouts, decks, rule options, manual and
its rule examples (read, not played) — and report its sets. Every error is
reported with file:line:column; the exit code is 1 when the game has errors.`,
	run: func(fs *flag.FlagSet, e *env) func() int {
		return func() int {
			g, code := loadGame(fs.Args(), e)
			if g == nil {
				return code
			}
			c := g.Catalog
			fmt.Fprintf(e.stdout, "%s — %s\n", c.Game.Title, c.Path)
			for _, s := range c.Sets {
				n := len(c.Deck(s.ID))
				check := ""
				if s.Total > 0 {
					check = fmt.Sprintf("  total %d ✓", s.Total)
				}
				fmt.Fprintf(e.stdout, "  %s %4d cards  %3d designs%s\n", pad(s.Name, 10), n, len(c.FacesIn(s.ID)), check)
			}
			for _, d := range c.Decks {
				parts := fmt.Sprintf("%d cards", d.Count(""))
				for _, p := range c.DeckRules.Parts {
					parts += fmt.Sprintf(" + %s %d", p.Name, d.Count(p.ID))
				}
				fmt.Fprintf(e.stdout, "  deck %s %s ✓\n", pad(d.Name, 20), parts)
			}
			if g.Rulebook != nil {
				n := len(g.Examples())
				played := "read ✓ (played by check)"
				if g.Engine == nil && n > 0 {
					played = "read, but no rules engine plays them (check fails)"
				}
				fmt.Fprintf(e.stdout, "  manual   %s, %s %s\n", plural(len(g.Rulebook.Chapters), "chapter"), plural(n, "rule example"), played)
			}
			fmt.Fprintf(e.stdout, "0 errors, %s\n", plural(len(g.Warnings), "warning"))
			return exitOK
		}
	},
}

// pad fills s with spaces to n terminal columns (wide characters count two).
func pad(s string, n int) string {
	return s + strings.Repeat(" ", max(0, n-uniseg.StringWidth(s)))
}
