package catalog

import (
	"reflect"
	"testing"
)

// A text read again, under another name, is not parsed again: its
// document is the first's, its positions name the file it is read as;
// a text changed is read anew.
func TestLocatedReadOnceByText(t *testing.T) {
	src := []byte("[game]\nid = \"x\"\n\n[zones.hand]\nper_player = true\n")
	first, d := ReadLocated("a/rules/game.toml", src)
	if d != nil {
		t.Fatal(d)
	}
	again, d := ReadLocated("b/rules/game.toml", src)
	if d != nil {
		t.Fatal(d)
	}
	if reflect.ValueOf(again.Raw).UnsafePointer() != reflect.ValueOf(first.Raw).UnsafePointer() {
		t.Error("the same text parsed again")
	}
	for _, c := range []struct {
		l    *Located
		want string
	}{{first, "a/rules/game.toml:5:1"}, {again, "b/rules/game.toml:5:1"}} {
		if got := c.l.Key("zones.hand.per_player").String(); got != c.want {
			t.Errorf("per_player at %s, want %s", got, c.want)
		}
	}
	changed := append([]byte(nil), src...)
	changed[len(changed)-5] = 'f' // per_player = frue: not TOML
	if _, d := ReadLocated("a/rules/game.toml", changed); d == nil {
		t.Error("a text changed into a syntax error read as the one before")
	}
	other, d := ReadLocated("a/rules/game.toml", append(src, "[zones.deck]\n"...))
	if d != nil {
		t.Fatal(d)
	}
	if _, ok := other.Raw["zones"].(map[string]any)["deck"]; !ok {
		t.Errorf("a text with a table more read as the one before: %v", other.Raw)
	}
}
