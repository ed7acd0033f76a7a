package ruleset

import (
	"os"
	"testing"

	"cardpress/catalog"
)

// RulesSource loads the catalog of games/NAME and the text of its rules
// description, for tests that compile the text edited (exported for the
// package's external tests).
func RulesSource(t testing.TB, name string) (*catalog.Catalog, string) {
	t.Helper()
	c := gameCatalog(t, name)
	src, err := os.ReadFile("../../games/" + name + "/" + File)
	if err != nil {
		t.Fatal(err)
	}
	return c, string(src)
}
