package ruleset

import "testing"

// TestMemberRootAgreesWithPath: memberRoot gives memberPath's expression,
// first name and depth for members of one to four names, of a name or of
// an index, and a node that is no member is its own root. Taking the
// outermost name for the first (mutation) fails it.
func TestMemberRootAgreesWithPath(t *testing.T) {
	for _, src := range []string{"card.number", "card.rules.damage", "card.rules.when_trashed.damage", "hand[p].a.b.c", "it.icons.tableau", "x"} {
		n, err := parseExpr(src)
		if err != nil {
			t.Fatal(err)
		}
		of, first, depth := memberRoot(n)
		ch := memberPath(n)
		want := ""
		if len(ch.names) > 0 {
			want = ch.names[0]
		}
		if of != ch.of || first != want || depth != len(ch.names) {
			t.Errorf("%s: memberRoot = %+v, %q, %d; memberPath reads %+v, %q", src, of, first, depth, ch.of, ch.names)
		}
	}
}
