package ruleset

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"cardpress/catalog"
)

// TestCompileLeavesItsDocumentAsRead: a compile reads the documents of
// its rules files (game.toml, and the grammar of card texts) as
// catalog.ReadLocated shares them with every read of the same text, and
// leaves them as they were read. Not parallel: no other test's reads drop
// the documents from the shared ones meanwhile.
func TestCompileLeavesItsDocumentAsRead(t *testing.T) {
	for _, name := range dataGames {
		files, _ := filepath.Glob(filepath.Join("../../games", name, "rules", "*.toml"))
		docs := map[string]*catalog.Located{}
		for _, f := range files {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			doc, d := catalog.ReadLocated(f, src)
			if d != nil {
				t.Fatal(d)
			}
			docs[f] = doc
		}
		c, src := RulesSource(t, name)
		if _, err := Compile(c, File, []byte(src)); err != nil {
			t.Fatal(err)
		}
		for f, doc := range docs {
			src, _ := os.ReadFile(f)
			if again, _ := catalog.ReadLocated(f, src); reflect.ValueOf(again.Raw).UnsafePointer() != reflect.ValueOf(doc.Raw).UnsafePointer() {
				t.Fatalf("%s: its document was dropped before the compile", f)
			}
			fresh, d := catalog.ReadLocated(f, append(src, "\n# read anew\n"...))
			if d != nil {
				t.Fatal(d)
			}
			if !reflect.DeepEqual(doc.Raw, fresh.Raw) {
				t.Errorf("%s: the compile changed the document it read", f)
			}
		}
	}
}
