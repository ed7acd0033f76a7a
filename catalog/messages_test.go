package catalog

import (
	"fmt"
	"os"
	"strings"
	"testing"
	"testing/fstest"
)

// msgLayout is a layout, after csvGame (the small game of the CSV tests),
// whose first element's condition each case writes.
const msgLayout = `
[layouts.default]
[[layouts.default.element]]
type = "text"
field = "text"
box = [1, 1, 20, 10]
when = %s
`

// fontEntry is a [fonts] entry and a layout whose text element is set in
// font use, bold.
func fontEntry(id, file, license, use string) string {
	return fmt.Sprintf(`[fonts.%s]
file = %q
license = %q
[layouts.default]
[[layouts.default.element]]
type = "text"
field = "name"
font = %q
box = [1, 1, 20, 10]
`, id, file, license, use)
}

// boldIn is a bold element in font, for the layout of fontEntry.
func boldIn(font string) string {
	return fmt.Sprintf(`[[layouts.default.element]]
type = "text"
field = "text"
font = %q
weight = "bold"
box = [1, 12, 20, 4]
`, font)
}

const msgCards = "id,name,kind,colors,text\nfire,Fire,action,red,Burn.\n"

// TestMessagesPointAtTheMistake: every silent acceptance and every vague
// message of issue 29 (catalog side) is one exact diagnostic, at the
// character of the mistake, and nothing else is reported.
func TestMessagesPointAtTheMistake(t *testing.T) {
	tests := []struct {
		name    string
		catalog string // appended to csvGame
		csv     string
		layouts string // layouts.toml, when given
		want    []string
	}{
		{"font: missing license", fontEntry("display", "fonts/F.ttf", "fonts/LICENCE", "display"), msgCards, "",
			[]string{`g/catalog.toml:16:11: font "display": license "fonts/LICENCE" does not exist in the game folder; did you mean "fonts/LICENSE"?`}},
		{"font: path outside", fontEntry("display", "../F.ttf", "fonts/LICENSE", "display"), msgCards, "",
			[]string{`g/catalog.toml:15:8: font "display": file "../F.ttf" leaves the game folder; write a path inside it with forward slashes, like "fonts/MyFont.ttf"`}},
		{"font: a folder", fontEntry("display", "fonts/", "fonts/LICENSE", "display"), msgCards, "",
			[]string{`g/catalog.toml:15:8: font "display": file "fonts/" is a folder; name the file in it, like "fonts/MyFont.ttf"`}},
		{"font: truncated", fontEntry("display", "fonts/Cut.ttf", "fonts/LICENSE", "display"), msgCards, "",
			[]string{`g/catalog.toml:15:8: font "display": file "fonts/Cut.ttf": its tables cannot be read (sfnt: invalid source data); the file may be cut short or damaged: copy it again from where it came`}},
		{"font: a built-in id, no false bold errors", fontEntry("sans", "fonts/F.ttf", "fonts/LICENSE", "sans") + boldIn("sans"), msgCards, "",
			[]string{`g/catalog.toml:14:1: font "sans": "sans" names a built-in font; choose another id`}},
		{"font: a bad id, no false bold errors", fontEntry(`"Big Font"`, "fonts/F.ttf", "fonts/LICENSE", "Big Font") + boldIn("Big Font"), msgCards, "",
			[]string{`g/catalog.toml:14:1: font "Big Font": id "Big Font" must be lowercase ASCII letters, digits, '-' and '_' (like "wild-draw4")`}},
		{"font: no bold face is still an error", fontEntry("display", "fonts/F.ttf", "fonts/LICENSE", "display") + boldIn("display"), msgCards, "",
			[]string{`g/catalog.toml:27:10: layout "default": font "display" has no bold face; add bold = "fonts/….ttf" to [fonts.display]`}},
		{"condition: unknown kind", strings.Replace(msgLayout, "%s", `"kind = acton"`, 1), msgCards, "",
			[]string{`g/catalog.toml:20:16: layout "default": condition "kind = acton": unknown kind "acton"; did you mean "action"?`}},
		{"condition: colors is a count", strings.Replace(msgLayout, "%s", `"text & colors != two"`, 1), msgCards, "",
			[]string{`g/catalog.toml:20:26: layout "default": condition "colors != two": colors counts the card's colors; write a whole number, like colors = 2`}},
		// A count may be 0 (a colorless card), never below.
		{"condition: colors = 0 is a count", strings.Replace(msgLayout, "%s", `"colors = 0"`, 1), msgCards, "", nil},
		{"condition: colors = -1 is not", strings.Replace(msgLayout, "%s", `"colors = -1"`, 1), msgCards, "",
			[]string{`g/catalog.toml:20:18: layout "default": condition "colors = -1": colors counts the card's colors; write a whole number, like colors = 2`}},
		{"condition: unknown field at the field", strings.Replace(msgLayout, "%s", `"kind = action & !flavr"`, 1), msgCards, "",
			[]string{`g/catalog.toml:20:26: layout "default": condition names unknown field "flavr"; did you mean "flavor"?`}},
		{"condition in layouts.toml", "", msgCards, strings.Replace(msgLayout, "%s", `'kind=numbr'`, 1),
			[]string{`g/layouts.toml:7:14: layout "default": condition "kind = numbr": unknown kind "numbr"; did you mean "number"?`}},
		{"image path leaves the folder", `[layouts.default]
[[layouts.default.element]]
type = "image"
path = "../secret/{id}.png"
`, msgCards, "",
			[]string{`g/catalog.toml:17:8: layout "default" element #1 (image): path "../secret/{id}.png" leaves the game folder; write a path inside it with forward slashes, like "img/frame.png"`}},
		{"layout: unknown element type, no false box error", "[layouts.default]\n[[layouts.default.element]]\ntype = \"txet\"\nfield = \"name\"\n", msgCards, "",
			[]string{`g/catalog.toml:16:8: layout "default" element #1: unknown element type "txet"; did you mean "text"?`}},
		{"layout: a bad back at its value", "[layouts.default]\nback = \"bakc\"\n[layouts.plain]\nside = \"back\"\n", msgCards, "",
			[]string{`g/catalog.toml:15:8: layout "default": back "bakc" is not a back layout (side = "back"); did you mean "back"?`}},
		{"layout: a size says its maximum", strings.Replace(msgLayout, "when = %s", "size = 1e9", 1), msgCards, "",
			[]string{`g/catalog.toml:20:8: layout "default" element #1 (text): size must be a number from 0 to 1000, got 1e+09`}},
		{"CSV: semicolons", "", "id;name;kind\nfire;Fire;action\n", "",
			[]string{`g/cards.csv:1:1: the cells of this file are separated by semicolons; a CSV file separates them with commas (in a spreadsheet: save as CSV, comma-separated)`}},
		{"CSV: unclosed quote", "", "id,name,kind\nfire,\"Fire,action\nice,Ice,action\n", "",
			[]string{`g/cards.csv:2:6: the quoted cell that starts here is never closed; add its closing " (a " inside a quoted cell is written "")`}},
		{"CSV: bare quote", "", "id,name,kind\nfire,Fi\"re,action\n", "",
			[]string{`g/cards.csv:2:8: a " inside a cell that does not start with one; quote the whole cell and double the " inside it, like "say ""hi"""`}},
		{"CSV: text after a closing quote", "", "id,name,kind\nfire,\"Fi\"re,action\n", "",
			[]string{`g/cards.csv:2:10: text after the closing " of a quoted cell; quote the whole cell and double each " inside it`}},
		{"CSV: bare quote in the header", "", "id,na\"me,kind\nfire,Fire,action\n", "",
			[]string{`g/cards.csv:1:6: a " inside a cell that does not start with one; quote the whole cell and double the " inside it, like "say ""hi"""`}},
		{"CSV: empty file", "", "", "",
			[]string{`g/cards.csv:1:1: the CSV file is empty; its first row names the card keys, like id,name,kind`}},
		{"CSV: colour typo in a quoted list", "", "id,name,kind,colors\nfire,Fire,action,\"red; grene\"\n", "",
			[]string{`g/cards.csv:2:24: card "fire": unknown color "grene"; known: red, blue ("all" means every color)`}},
		{"CSV: colour typo after a doubled quote", "", "id,name,kind,colors\nfire,Fire,action,\"x\"\"y;grene\"\n", "",
			[]string{`g/cards.csv:2:19: card "fire": unknown color "x\"y"; known: red, blue ("all" means every color)`,
				`g/cards.csv:2:24: card "fire": unknown color "grene"; known: red, blue ("all" means every color)`}},
		{"CSV: duplicate id names the file", "[[card]]\nid = \"fire\"\nname = \"Fire\"\nkind = \"action\"\n", msgCards, "",
			[]string{`g/cards.csv:2:1: duplicate card id "fire": it is already used at g/catalog.toml:15:1; give each card its own id`}},
		{"CSV: a second name column", "", "id,name,kind,name\nfire,Fire,action,Blaze\n", "",
			[]string{`g/cards.csv:1:14: CSV column "name" is given twice (first in column 4); remove one of them`}},
	}
	font, err := os.ReadFile("../testdata/showcase/fonts/DejaVuSerifCondensed-Bold.ttf")
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			files := fstest.MapFS{"cards.csv": {Data: []byte(tt.csv)}, "fonts/F.ttf": {Data: font}, "fonts/LICENSE": {Data: []byte("OFL")},
				"fonts/Cut.ttf": {Data: font[:4000]}}
			if tt.layouts != "" {
				files[LayoutsFile] = &fstest.MapFile{Data: []byte(tt.layouts)}
			}
			_, err := Parse("g/catalog.toml", []byte(csvGame+tt.catalog), files)
			var got []string
			if err != nil {
				got = strings.Split(err.Error(), "\n")
			}
			if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("got\n  %s\nwant\n  %s", strings.Join(got, "\n  "), strings.Join(tt.want, "\n  "))
			}
		})
	}
}
