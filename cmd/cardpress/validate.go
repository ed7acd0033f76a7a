package main

import (
	"flag"
	"fmt"
	"strings"

	"cardpress/catalog"
	"cardpress/diag"
	"cardpress/layout"

	"github.com/rivo/uniseg"
)

var validateCommand = command{
	name: "validate",
	args: "[GAME_DIR] [flags]",
	summary: `Check a game folder — catalog, layouts, decks, rule options, manual and
its rule examples (read, not played) — and report its sets. Every face and
back is laid out as the build draws it, without writing a file: text that
does not fit its box is an error, text nearer the cut than the safe zone a
warning naming the card and the element. Every error is reported with
file:line:column; the exit code is 1 when the game has errors.`,
	run: func(fs *flag.FlagSet, e *env) func() int {
		safe := fs.Float64("safe-zone", -1, "`mm` inside the cut that card text keeps clear of")
		showDefault(fs, "safe-zone", "[print] safe_zone, else 3")
		limit(fs, "safe-zone", 0, 20)
		return func() int {
			g, code := loadGame(fs.Args(), e)
			if g == nil {
				return code
			}
			c := g.Catalog
			zone := safeZone(c, *safe)
			laid, faces := layout.CheckFaces(c, zone)
			if faces.Errors() > 0 {
				printDiagnostics(e, faces)
				return exitGame
			}
			printList(e, faces)
			g.Warnings = append(g.Warnings, faces...)
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
				parts := diag.Count(d.Count(""), "card")
				for _, p := range c.DeckRules.Parts {
					parts += fmt.Sprintf(" + %s %d", p.Name, d.Count(p.ID))
				}
				fmt.Fprintf(e.stdout, "  deck %s %s ✓\n", pad(d.Name, 20), parts)
			}
			inZone := "none"
			if len(faces) > 0 {
				inZone = diag.Count(len(faces), "element")
			}
			fmt.Fprintf(e.stdout, "  faces    %d faces and backs laid out ✓ (text fits; %s with text in the %.3g mm safe zone)\n", laid, inZone, zone)
			if g.Rulebook != nil {
				n := len(g.Examples())
				played := "read ✓ (played by check)"
				switch {
				case n == 0:
					played = "(check has nothing to play)"
				case g.Engine == nil:
					played = "read, but no rules engine plays them (check fails)"
				}
				fmt.Fprintf(e.stdout, "  manual   %s, %s %s\n", diag.Count(len(g.Rulebook.Chapters), "chapter"), diag.Count(n, "rule example"), played)
			}
			fmt.Fprintf(e.stdout, "0 errors, %s\n", diag.Count(len(g.Warnings), "warning"))
			return exitOK
		}
	},
}

// safeZone is the margin inside the cut that card text keeps clear of:
// the flag's, else the catalog's [print] safe_zone, else the default.
func safeZone(c *catalog.Catalog, flagged float64) float64 {
	if flagged >= 0 {
		return flagged
	}
	return printNumber(c, "safe_zone", layout.DefaultSafeZone)
}

// pad fills s with spaces to n terminal columns (wide characters count two).
func pad(s string, n int) string {
	return s + strings.Repeat(" ", max(0, n-uniseg.StringWidth(s)))
}
