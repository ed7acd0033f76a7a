package catalog

import "testing"

func TestEntryFindsEveryCardByID(t *testing.T) {
	c := loadWindia(t)
	for _, e := range c.Cards {
		if got := c.Entry(e.ID); got != e {
			t.Errorf("Entry(%q) = %v, want the card loaded with that id", e.ID, got)
		}
	}
	if got := c.Entry("no-such-card"); got != nil {
		t.Errorf("Entry of an unknown id = %v, want nil", got)
	}
	// Cards added after loading are found too.
	extra := &Entry{ID: "extra"}
	c.Cards = append(c.Cards, extra)
	if got := c.Entry("extra"); got != extra {
		t.Errorf("Entry of a card appended after loading = %v", got)
	}
}
