package manual

import (
	"reflect"
	"testing"
)

// TestExamplesToldWhenTypeset holds the rule examples to being told when
// the manual is typeset, not when it is read (validate and check never
// print them), and to the telling of their own example by the vocabulary
// that read them: after Build each is what Vocabulary.Tell gives afresh.
// Typeset is the shared printed manual's rulebook (printedBook): the
// package's tests typeset it anyway.
func TestExamplesToldWhenTypeset(t *testing.T) {
	t.Parallel()
	c, srcs := loadGame(t, "windia-war")
	read, _ := readBook(t, c, srcs)
	for _, n := range read.blocks() {
		if n.Told != nil {
			t.Fatalf("%s: told when read", n.Block.Pos)
		}
	}
	book := printedBook(t, "windia-war")
	blocks := book.blocks()
	told := 0
	for _, n := range blocks {
		if n.Block.Example == nil {
			continue
		}
		want, _ := book.vocab.Tell(n.Block.Example, c.Game.Language)
		if !reflect.DeepEqual(n.Told, want) {
			t.Errorf("%s: told %v, telling it afresh gives %v", n.Block.Pos, n.Told, want)
		}
		if n.Told != nil {
			told++
		}
	}
	if told < len(blocks)/2 {
		t.Errorf("%d of %d examples told after the manual was typeset", told, len(blocks))
	}
}
