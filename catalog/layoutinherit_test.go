package catalog

import (
	"fmt"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"
)

// inheritCards are two kinds of cards, for layouts that extend each other.
const inheritCards = "id,name,kind,colors,number,text\nfire,Fire,action,red,,Burn.\nice,Ice,number,blue,3,Freeze.\n"

// parseLayouts loads the CSV game with layouts.toml.
func parseLayouts(t *testing.T, layouts string) (*Catalog, error) {
	t.Helper()
	game := strings.Replace(csvGame, "language = \"en\"", "language = \"en\"\ncard_size = { width = 63, height = 88 }", 1)
	return Parse("g/catalog.toml", []byte(game), fstest.MapFS{
		"cards.csv": {Data: []byte(inheritCards)}, LayoutsFile: {Data: []byte(layouts)}})
}

// elementSummary is "name:type:field/size" for each element, in drawing order.
func elementSummary(l *Layout) string {
	var out []string
	for _, e := range l.Elements {
		s := e.Name + ":" + e.Type
		if e.Type == ElemText {
			s += ":" + e.Field + e.Text
			s += "/" + strconv.FormatFloat(e.Size, 'g', -1, 64)
		}
		out = append(out, s)
	}
	return strings.Join(out, " ")
}

const baseLayout = `
[layouts.base]
back = "plain"
design = [63, 88]

[[layouts.base.element]]
name = "ground"
type = "rect"
color = "card"
bleed = true

[[layouts.base.element]]
name = "title"
type = "text"
field = "name"
box = [4, 4, 55, 8]
size = 14

[[layouts.base.element]]
name = "rules"
type = "text"
field = "text"
box = [4, 50, 55, 30]

[layouts.plain]
side = "back"
[[layouts.plain.element]]
type = "rect"
color = "back"
`

// TestExtendsMergesByName: a child inherits the parent's keys and
// elements; an element of the same name is merged key by key where it
// stood, replaced when its type changes or it says replace, removed when
// it says remove; new elements go on top or where before/after puts them;
// kinds are not inherited.
func TestExtendsMergesByName(t *testing.T) {
	c, err := parseLayouts(t, baseLayout+`
[layouts.action]
extends = "base"
kinds = ["action"]

[[layouts.action.element]]
name = "title"
size = 11                 # merged: field, box stay the parent's

[[layouts.action.element]]
name = "ground"
remove = true

[[layouts.action.element]]
name = "band"             # new, drawn under the title
type = "rect"
box = [0, 0, "100%", 14]
before = "title"

[[layouts.action.element]]
name = "mark"             # new, on top
type = "circle"
box = [50, 2, 9, 9]

[layouts.number]
extends = "action"
kinds = ["number"]

[[layouts.number.element]]
name = "rules"
type = "image"            # another type: replaced whole, in its place
path = "art/rules.png"

[[layouts.number.element]]
name = "title"
replace = true
type = "text"
text = "No. {name}"

[[layouts.number.element]]
name = "stripe"
type = "line"
box = [0, 14, 63, 0]
after = "band"

[layouts.quiet]           # serves no kind: its parent's kinds stay the parent's
extends = "action"
`)
	if err != nil {
		t.Fatal(err)
	}
	action, number, base := c.LayoutByID("action"), c.LayoutByID("number"), c.LayoutByID("base")
	if got, want := elementSummary(base), "ground:rect title:text:name/14 rules:text:text/8"; got != want {
		t.Errorf("base: %s, want %s", got, want)
	}
	if got, want := elementSummary(action), "band:rect title:text:name/11 rules:text:text/8 mark:circle"; got != want {
		t.Errorf("action: %s, want %s", got, want)
	}
	if got, want := elementSummary(number), "band:rect stripe:line title:text:No. {name}/8 rules:image mark:circle"; got != want {
		t.Errorf("number: %s, want %s", got, want)
	}
	title := action.Elements[1]
	if title.Box.W.MM != 55 || title.Box.Y.MM != 4 {
		t.Errorf("the merged title lost the parent's box: %+v", title.Box)
	}
	if action.Back != "plain" || action.Design != [2]float64{63, 88} || number.Back != "plain" {
		t.Errorf("back and design are inherited: action %q %v, number %q", action.Back, action.Design, number.Back)
	}
	if quiet := c.LayoutByID("quiet"); len(base.Kinds) != 0 || strings.Join(number.Kinds, ",") != "number" || len(quiet.Kinds) != 0 {
		t.Errorf("kinds are a layout's own: base %v, number %v, quiet %v", base.Kinds, number.Kinds, quiet.Kinds)
	}
	// The merged title points at the child's size and the parent's box.
	if p := title.At("size"); p.Line != 37 {
		t.Errorf("size at %s, want line 37 (the child's)", p)
	}
	if p := title.At("box"); p.Line != 16 {
		t.Errorf("box at %s, want line 16 (the parent's)", p)
	}
	if c.FaceLayout(c.Entry("fire")) != action || c.FaceLayout(c.Entry("ice")) != number {
		t.Error("each kind's card gets its own layout")
	}
}

// TestGroupsAreIncludedWhereTheyStand: a group's elements take the place of
// the include, in its order, and a child overrides them by name.
func TestGroupsAreIncludedWhereTheyStand(t *testing.T) {
	c, err := parseLayouts(t, `
[groups.cost-badge]
[[groups.cost-badge.element]]
name = "cost-disc"
type = "circle"
box = [50, 2, 9, 9]
[[groups.cost-badge.element]]
name = "cost"
type = "text"
text = "{stats}"
box = [50, 2, 9, 9]
size = 12

[layouts.default]
[[layouts.default.element]]
type = "rect"
bleed = true
[[layouts.default.element]]
include = "cost-badge"
[[layouts.default.element]]
name = "title"
type = "text"
field = "name"
box = [4, 4, 40, 8]

[layouts.big]
extends = "default"
kinds = ["number"]
[[layouts.big.element]]
name = "cost"
size = 16

[layouts.tweaked]         # includes the group and changes it at once
[[layouts.tweaked.element]]
include = "cost-badge"
[[layouts.tweaked.element]]
name = "cost-disc"
remove = true
[[layouts.tweaked.element]]
name = "cost"
size = 10
`)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := elementSummary(c.LayoutByID("default")), ":rect cost-disc:circle cost:text:{stats}/12 title:text:name/8"; got != want {
		t.Errorf("default: %s, want %s", got, want)
	}
	if got, want := elementSummary(c.LayoutByID("big")), ":rect cost-disc:circle cost:text:{stats}/16 title:text:name/8"; got != want {
		t.Errorf("big: %s, want %s", got, want)
	}
	if got, want := elementSummary(c.LayoutByID("tweaked")), "cost:text:{stats}/10"; got != want {
		t.Errorf("tweaked: %s, want %s", got, want)
	}
}

// TestInheritanceErrors: every mistake of extends, names and groups is one
// message at the character of the mistake, said once even when inherited.
func TestInheritanceErrors(t *testing.T) {
	tests := []layoutMessages{
		{"unknown parent", baseLayout + "[layouts.x]\nextends = \"bsae\"\n",
			[]string{`g/layouts.toml:31:11: layout "x": extends unknown layout "bsae"; did you mean "base"?`}},
		{"a cycle", "[layouts.a]\nextends = \"b\"\n[layouts.b]\nextends = \"c\"\n[layouts.c]\nextends = \"a\"\n",
			[]string{`g/layouts.toml:6:11: layout "c": extends "a", which leads back to "c" (c → a → b → c): following extends must end at a layout that extends none`}},
		{"extends itself", "[layouts.a]\nextends = \"a\"\n",
			[]string{`g/layouts.toml:2:11: layout "a": extends "a", which leads back to "a" (a → a): following extends must end at a layout that extends none`}},
		{"remove an unknown name", baseLayout + "[layouts.x]\nextends = \"base\"\n[[layouts.x.element]]\nname = \"titel\"\nremove = true\n",
			[]string{`g/layouts.toml:33:8: layout "x": no inherited element is named "titel" to remove; did you mean "title"?`}},
		{"remove with more keys", baseLayout + "[layouts.x]\nextends = \"base\"\n[[layouts.x.element]]\nname = \"title\"\nremove = true\nsize = 3\n",
			[]string{`g/layouts.toml:35:1: layout "x": element "title" is removed; "size" has nothing to change (drop it, or drop remove = true)`}},
		{"a typeless new element", baseLayout + "[layouts.x]\nextends = \"base\"\n[[layouts.x.element]]\nname = \"titel\"\nsize = 15\n",
			[]string{`g/layouts.toml:33:8: layout "x": no inherited element is named "titel"; did you mean "title"? (a new element needs type)`}},
		{"a name twice", "[layouts.default]\n[[layouts.default.element]]\nname = \"t\"\ntype = \"rect\"\n[[layouts.default.element]]\nname = \"t\"\ntype = \"circle\"\n",
			[]string{`g/layouts.toml:6:8: layout "default": element name "t" is used twice (first at g/layouts.toml:2:1); give each element its own name`}},
		{"before names nothing", baseLayout + "[layouts.x]\nextends = \"base\"\n[[layouts.x.element]]\ntype = \"rect\"\nbefore = \"rule\"\n",
			[]string{`g/layouts.toml:34:10: layout "x": before = "rule" names no element; did you mean "rules"?`}},
		{"unknown group", "[layouts.default]\n[[layouts.default.element]]\ninclude = \"badeg\"\n[groups.badge]\n[[groups.badge.element]]\ntype = \"rect\"\n",
			[]string{`g/layouts.toml:3:11: layout "default": include names unknown group "badeg"; did you mean "badge"?`}},
		{"a group includes itself", "[groups.g]\n[[groups.g.element]]\ninclude = \"g\"\n[layouts.default]\n[[layouts.default.element]]\ninclude = \"g\"\n",
			[]string{`g/layouts.toml:3:11: group "g": group "g" includes itself`}},
		{"an inherited mistake is said once, where it is written", "[layouts.default]\n[[layouts.default.element]]\ntype = \"text\"\nfield = \"nmae\"\n[layouts.x]\nextends = \"default\"\nkinds = [\"number\"]\n",
			[]string{`g/layouts.toml:4:9: layout "default": unknown field "nmae"; did you mean "name"? (declare custom fields under [fields])`}},
		{"an unknown key in an override", baseLayout + "[layouts.x]\nextends = \"base\"\n[[layouts.x.element]]\nname = \"title\"\nsise = 3\n",
			[]string{`g/layouts.toml:34:1: unknown key "sise" in layout "x" element "title" (text); did you mean "size"?`}},
	}
	checkLayoutMessages(t, tests)
}

// TestLayoutSizes: a face layout's size is a named size, one turned, the
// game's card turned ("landscape") or [width, height]; an extending layout
// inherits it; the cards of a layout take its size, the others the game's.
func TestLayoutSizes(t *testing.T) {
	c, err := parseLayouts(t, `
[layouts.base]
kinds = ["action"]
[[layouts.base.element]]
type = "rect"
bleed = true

[layouts.wide]
extends = "base"
kinds = ["number"]
size = "landscape"

[layouts.tarot]
size = "tarot"
[layouts.mini]
size = "mini landscape"
[layouts.odd]
size = [50, 50.5]
[layouts.same]
size = [63, 88]
`)
	if err != nil {
		t.Fatal(err)
	}
	for id, want := range map[string][2]float64{"base": {}, "wide": {88, 63}, "tarot": {70, 120}, "mini": {63, 44}, "odd": {50, 50.5}, "same": {63, 88}} {
		if got := c.LayoutByID(id).Size; got != want {
			t.Errorf("layout %s: size %v, want %v", id, got, want)
		}
	}
	if w, h := c.CardSize(c.Entry("ice")); w != 88 || h != 63 {
		t.Errorf("ice (a number card, layout wide) is %g × %g mm, want 88 × 63", w, h)
	}
	if w, h := c.CardSize(c.Entry("fire")); w != 63 || h != 88 {
		t.Errorf("fire (layout base) is %g × %g mm, want the game's 63 × 88", w, h)
	}
	cards, _ := c.Select(Selection{})
	groups := c.BySize(cards)
	if len(groups) != 2 || groups[0].Tag != "" || groups[1].Tag != "88x63" || groups[1].Catalog.Game.CardWidth != 88 || c.Game.CardWidth != 63 {
		t.Errorf("groups %+v: want the game's size untagged, then 88x63 on a view of the catalog", groups)
	}
}

// TestLayoutSizeErrors: a size that is no size, and a back of another size
// than the faces it stands behind, are errors at the value.
func TestLayoutSizeErrors(t *testing.T) {
	tests := []layoutMessages{
		{"a misspelt name", "[layouts.x]\nsize = \"tarrot\"\n",
			[]string{`g/layouts.toml:2:8: layout "x": unknown card size "tarrot"; did you mean "tarot"? (or give [width, height] in mm)`}},
		{"too small", "[layouts.x]\nsize = [5, 88]\n",
			[]string{`g/layouts.toml:2:8: layout "x": size must be [width, height] in mm from 10 to 300, like [88, 63], or a named size: bridge, mini, poker, square, tarot, each may add " landscape" ("poker landscape"); or "landscape", the game's card turned`}},
		{"a back of another size", "[layouts.wide]\nkinds = [\"number\"]\nsize = \"landscape\"\nback = \"tall\"\n[layouts.tall]\nside = \"back\"\nsize = [63, 88]\n[layouts.wide-back]\nside = \"back\"\nsize = [88, 62]\n[layouts.mini]\nsize = \"mini\"\nback = \"wide-back\"\n",
			[]string{
				`g/layouts.toml:7:8: back layout "tall" is 63 × 88 mm, but face layout "wide" (88 × 63 mm) prints it behind its cards; a back is its face's size: give the face layout a back of its own size (back = "…")`,
				`g/layouts.toml:10:8: back layout "wide-back" is 88 × 62 mm, but face layout "mini" (44 × 63 mm) prints it behind its cards; a back is its face's size: give the face layout a back of its own size (back = "…")`,
			}},
		{"a box outside the landscape card", "[layouts.wide]\nkinds = [\"number\"]\nsize = \"landscape\"\n[[layouts.wide.element]]\ntype = \"rect\"\nbox = [0, 0, 63, 88]\n",
			[]string{`g/layouts.toml:6:7: layout "wide": box (0.0, 0.0, 63.0 × 88.0 mm) lies outside the 88 × 63 mm card (elements may reach 5 mm into the bleed at most)`}},
	}
	checkLayoutMessages(t, tests)
}

// TestExtendsABuiltinLayout: the built-in layouts name their elements, so
// that a game's layout builds on them.
func TestExtendsABuiltinLayout(t *testing.T) {
	c, err := parseLayouts(t, `
[layouts.loud]
extends = "default"
kinds = ["action"]
[[layouts.loud.element]]
name = "title"
size = 15
[[layouts.loud.element]]
name = "set-mark"
remove = true

[layouts.plain-back]
extends = "back"
[[layouts.plain-back.element]]
name = "frame"
remove = true
`)
	if err != nil {
		t.Fatal(err)
	}
	def, loud := c.LayoutByID("default"), c.LayoutByID("loud")
	if len(loud.Elements) != len(def.Elements)-1 || loud.Side != "face" {
		t.Fatalf("loud has %d elements, the built-in default %d: want one fewer", len(loud.Elements), len(def.Elements))
	}
	for i, e := range loud.Elements {
		if e.Name != def.Elements[i].Name || (e.Name == "title") != (e.Size == 15) {
			t.Errorf("element %d: %s at %v pt (default: %s)", i, e.Name, e.Size, def.Elements[i].Name)
		}
	}
	if b := c.LayoutByID("plain-back"); b.Side != "back" || len(b.Elements) != 3 || b.Design != [2]float64{29, 17} {
		t.Errorf("plain-back: side %s, %d elements, design %v; want a back of the built-in's other three elements, its design", b.Side, len(b.Elements), b.Design)
	}
}

// layoutMessages is a layouts.toml and the messages it must get, each whole.
type layoutMessages struct {
	name, layouts string
	want          []string
}

func checkLayoutMessages(t *testing.T, tests []layoutMessages) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := parseLayouts(t, tt.layouts)
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

// Groups that each include the next twice double at every level: 24 levels
// would stand for 16 million elements. The include that passes
// maxLayoutElements is refused once, where it is written, and the groups
// above it are not expanded again.
func TestIncludesThatMultiplyAreRefused(t *testing.T) {
	var b strings.Builder
	b.WriteString("[layouts.default]\n[[layouts.default.element]]\ninclude = \"g0\"\n")
	for i := range 24 {
		fmt.Fprintf(&b, "[groups.g%d]\n[[groups.g%d.element]]\ninclude = \"g%d\"\n[[groups.g%d.element]]\ninclude = \"g%d\"\n", i, i, i+1, i, i+1)
	}
	b.WriteString("[groups.g24]\n[[groups.g24.element]]\ntype = \"rect\"\n")
	_, err := parseLayouts(t, b.String())
	// g14 includes g15 (512 elements) twice: the second passes 1,000.
	want := `g/layouts.toml:78:11: group "g14": including group "g15" makes over 1000 elements (the limit of a layout); include each group once`
	if err == nil || err.Error() != want {
		t.Errorf("got %v, want %s", err, want)
	}
}
