package blackpoker

import (
	"strconv"
	"strings"

	"cardpress/catalog"
	"cardpress/diag"
)

// fits checks at load that the catalog holds what the engine deals and
// names in its reports: the four suits as colors (suitIDs) and the cards
// of a standard deck by the ids cardView gives them. A catalog of other
// cards (a game of characters on this engine) would be dealt a deck it
// does not print.
func fits(c *catalog.Catalog) diag.List {
	var colors, cards []string
	for _, id := range suitIDs {
		if c.Color(id) == nil {
			colors = append(colors, strconv.Quote(id))
		}
	}
	for r := Joker; r <= King; r++ {
		if id := cardView(Card{Rank: r}).Entry; c.Entry(id) == nil {
			cards = append(cards, strconv.Quote(id))
		}
	}
	var lacks []string
	if len(colors) > 0 {
		lacks = append(lacks, "color "+strings.Join(colors, ", "))
	}
	if len(cards) > 0 {
		lacks = append(lacks, "card "+strings.Join(cards, ", "))
	}
	if len(lacks) == 0 {
		return nil
	}
	// A catalog that names no engine is played by the one of its id.
	pos, ok := c.GamePos("engine")
	if !ok {
		pos, _ = c.GamePos("id")
	}
	var out diag.List
	out.Add(pos, "[game] the BlackPoker rules engine deals each player a standard deck (A–K of spade, heart, diamond and club, two Jokers), but this catalog has no %s: add them, or choose another engine", strings.Join(lacks, " and no "))
	return out
}
