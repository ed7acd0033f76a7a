package catalog

import (
	"maps"
	"slices"
	"testing"
)

// TestLocateNestedPaths pins the key, value and value end of every path
// of a document with dotted keys, [[arrays]] of tables, a table inside
// one, and lists and tables nested in an inline table. The locator reads
// a path onto its parent's (one array shared down the nesting) and the
// names of a key into one scratch slice; a table's path that shares that
// scratch slice (mutation: [game.info]'s path left unresolved, so not
// copied, while no [[array]] is seen) files the next key as
// name.info.name; an array's item path written over its parent's last name
// (mutation) files the items wrong too.
func TestLocateNestedPaths(t *testing.T) {
	src := "title = \"x\"\n[game.info]\nname = 'n'\n[[card]]\nid = \"a\"\nrules = { damage = 2, when = { on = [1, { x = 3 }, 'w'], d.e = 4 }, list = [[1, 2], [3]] }\n[card.art]\nfile = \"a.png\"\n[[card]]\nid = \"b\"\ncolors = [\"red\", \"blue\"]\nx.y.z = 1\n[[card.face]]\nk = 1\n[[card.face]]\nk = 2\n"
	type at struct {
		key, val, valEnd int
		headerOnly       bool
	}
	want := map[string]at{
		"card":                     {144, 144, 144, true},
		"card.0":                   {35, 35, 35, true},
		"card.0.art":               {144, 144, 144, true},
		"card.0.art.file":          {155, 162, 169, false},
		"card.0.id":                {44, 49, 52, false},
		"card.0.rules":             {53, 61, 143, false},
		"card.0.rules.damage":      {63, 72, 73, false},
		"card.0.rules.list":        {121, 128, 141, false},
		"card.0.rules.list.0":      {129, 129, 135, false},
		"card.0.rules.list.0.0":    {130, 130, 131, false},
		"card.0.rules.list.0.1":    {133, 133, 134, false},
		"card.0.rules.list.1":      {137, 137, 140, false},
		"card.0.rules.list.1.0":    {138, 138, 139, false},
		"card.0.rules.when":        {75, 82, 119, false},
		"card.0.rules.when.d":      {110, 110, 110, false},
		"card.0.rules.when.d.e":    {110, 116, 117, false},
		"card.0.rules.when.on":     {84, 89, 108, false},
		"card.0.rules.when.on.0":   {90, 90, 91, false},
		"card.0.rules.when.on.1":   {93, 93, 102, false},
		"card.0.rules.when.on.1.x": {95, 99, 100, false},
		"card.0.rules.when.on.2":   {104, 104, 107, false},
		"card.1":                   {170, 170, 170, true},
		"card.1.colors":            {188, 197, 212, false},
		"card.1.colors.0":          {198, 198, 203, false},
		"card.1.colors.1":          {205, 205, 211, false},
		"card.1.face.0":            {223, 223, 223, true},
		"card.1.face.0.k":          {237, 241, 242, false},
		"card.1.face.1":            {243, 243, 243, true},
		"card.1.face.1.k":          {257, 261, 262, false},
		"card.1.id":                {179, 184, 187, false},
		"card.1.x":                 {213, 213, 213, false},
		"card.1.x.y":               {213, 213, 213, false},
		"card.1.x.y.z":             {213, 221, 222, false},
		"game":                     {12, 12, 12, true},
		"game.info":                {12, 12, 12, true},
		"game.info.name":           {24, 31, 34, false},
		"title":                    {0, 8, 11, false},
	}
	spans := locate(src)
	for _, k := range slices.Sorted(maps.Keys(want)) {
		s, ok := spans[k]
		if got := (at{s.key, s.val, s.valEnd, s.headerOnly}); !ok || got != want[k] {
			t.Errorf("%s: got %+v (found %v), want %+v", k, got, ok, want[k])
		}
	}
	for k := range spans {
		if _, ok := want[k]; !ok {
			t.Errorf("unexpected path %s", k)
		}
	}
}
