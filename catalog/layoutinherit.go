package catalog

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"cardpress/diag"
)

// Layouts build on each other: a layout that says extends = "parent" starts
// from the parent's properties and elements, and its own elements override
// the parent's by name (merged key by key), replace them (replace = true, or
// another type), remove them (remove = true) or come new, on top or placed
// with before/after. [groups.ID] hold elements that several layouts include
// where an element stands: { include = "ID" }. The source is merged as
// TOML tables, each key remembering the file and path it is written at, and
// then read as if it had been written whole, so that every message about an
// inherited property points at the line that wrote it.

// origin is where a table is written: the decoder of its file and its path.
type origin struct {
	d    *decoder
	path string
}

// merged is a table put together from several declarations: each key
// remembers where it is written.
type merged struct {
	m    map[string]any
	from map[string]origin // the table each key is written in
	head origin            // the header that declares the table (the most derived one)
}

func newMerged(o origin, m map[string]any) *merged {
	mt := &merged{m: map[string]any{}, from: map[string]origin{}, head: o}
	mt.set(o, m)
	return mt
}

// set writes the keys of m (a table written at o) over mt's.
func (mt *merged) set(o origin, m map[string]any) {
	for k, v := range m {
		mt.m[k] = v
		mt.from[k] = o
	}
}

func (mt *merged) clone() *merged {
	c := &merged{m: map[string]any{}, from: map[string]origin{}, head: mt.head}
	for k, v := range mt.m {
		c.m[k], c.from[k] = v, mt.from[k]
	}
	return c
}

// name is the element's name, or "".
func (mt *merged) name() string { s, _ := mt.m["name"].(string); return s }

// pos is the position of key in its source (of its value when val).
func (mt *merged) pos(key string, val bool) diag.Pos {
	o, ok := mt.from[key]
	p := o.path + "." + key
	if !ok {
		o, p = mt.head, mt.head.path
	}
	if val {
		return o.d.valPos(p)
	}
	return o.d.keyPos(p)
}

// table reads the merged table like one written at path "t" of a file: a
// decoder whose spans point into each key's own file. A table written in
// one place (nothing inherited) is read where it is written.
func (mt *merged) table(what string, known ...string) *table {
	m := make(map[string]any, len(mt.m))
	for k, v := range mt.m {
		m[k] = v
	}
	single := true
	for _, o := range mt.from {
		single = single && o == mt.head
	}
	if single {
		return mt.head.d.table(mt.head.path, what, m, known...)
	}
	md := &decoder{x: mt.head.d.x, spans: map[string]span{}, private: true}
	put := func(to string, o origin, from string) bool {
		s, ok := o.d.spans[from]
		if !ok {
			return false
		}
		if s.in == nil {
			s.in = o.d.x
		}
		md.spans[to] = s
		return true
	}
	put("t", mt.head, mt.head.path)
	for k, o := range mt.from {
		put("t."+k, o, o.path+"."+k)
		// List items (box, anchor, size) have spans of their own.
		for i := 0; put("t."+k+"."+strconv.Itoa(i), o, o.path+"."+k+"."+strconv.Itoa(i)); i++ {
		}
	}
	return md.table("t", what, m, known...)
}

// rawLayout is a layout as declared: its table and where it is written.
type rawLayout struct {
	id      string
	o       origin
	m       map[string]any
	builtin bool
}

// layoutSource gathers the declared layouts and element groups of a game
// (its catalog, layouts.toml and the built-in files) before they are read,
// since a layout may extend one declared further on or in another file.
type layoutSource struct {
	layouts []*rawLayout
	groups  map[string]*rawLayout

	// resolved holds each layout's merged form once read; resolving marks
	// the layouts being followed up to their roots, for cycles.
	resolved  map[string]*resolvedLayout
	resolving map[string]bool

	// files are the decoders of the other files (layouts.toml, built-in
	// ones), whose diagnostics were taken before the layouts were merged,
	// with how many were taken: merging reports at their positions.
	files []taken

	// tooBig marks, while one layout is merged, the groups whose includes
	// passed maxLayoutElements: each was reported once and is not expanded
	// again, so groups that each include the next twice stop at the limit
	// instead of growing exponentially.
	tooBig map[string]bool
}

// maxLayoutElements bounds the elements one layout (or group) may hold
// once its includes are expanded: a card has dozens; includes that
// multiply to thousands are a mistake (docs/limits.md).
const maxLayoutElements = 1000

func newLayoutSource() *layoutSource {
	return &layoutSource{groups: map[string]*rawLayout{}, resolved: map[string]*resolvedLayout{},
		resolving: map[string]bool{}}
}

// taken is a file's decoder and how many of its diagnostics were taken.
type taken struct {
	d *decoder
	n int
}

// later notes a file whose diagnostics were taken already (nil: it did not parse).
func (s *layoutSource) later(sd *decoder) {
	if sd != nil {
		s.files = append(s.files, taken{sd, len(sd.diags)})
	}
}

// flush hands d what merging reported in the other files.
func (s *layoutSource) flush(d *decoder) {
	for i, f := range s.files {
		d.diags = append(d.diags, f.d.diags[f.n:]...)
		s.files[i].n = len(f.d.diags)
	}
}

// resolvedLayout is a layout with its parents merged in: its own keys and
// its elements in drawing order. broken: an error in its line of parents was reported.
type resolvedLayout struct {
	top      *merged
	elements []*merged
	broken   bool
}

func (s *layoutSource) byID(id string) *rawLayout {
	for _, r := range s.layouts {
		if r.id == id {
			return r
		}
	}
	return nil
}

func (s *layoutSource) ids() []string {
	out := make([]string, len(s.layouts))
	for i, r := range s.layouts {
		out[i] = r.id
	}
	return out
}

// layoutControlKeys are the element keys that say how an element joins the
// inherited ones; they are consumed by the merge.
var layoutControlKeys = []string{"name", "remove", "replace", "before", "after", "include"}

// resolve merges the layout id with its line of parents.
func (s *layoutSource) resolve(d *decoder, id string) *resolvedLayout {
	if r, ok := s.resolved[id]; ok {
		return r
	}
	raw := s.byID(id)
	top := newMerged(raw.o, raw.m)
	out := &resolvedLayout{top: top}
	if pv, ok := raw.m["extends"]; ok {
		at := raw.o.path + ".extends"
		parent, isStr := pv.(string)
		switch {
		case !isStr:
			raw.o.d.errorf(at, "layout %q: extends must be the id of another layout, like extends = \"unit\", got %s", id, Describe(pv))
			out.broken = true
		case s.byID(parent) == nil:
			raw.o.d.errorf(at, "layout %q: extends unknown layout %q%s", id, parent, DidYouMean(parent, s.ids()))
			out.broken = true
		case s.resolving[parent] || parent == id:
			raw.o.d.errorf(at, "layout %q: extends %q, which leads back to %q (%s): following extends must end at a layout that extends none", id, parent, id, s.cycle(id, parent))
			out.broken = true
		default:
			s.resolving[id] = true
			p := s.resolve(d, parent)
			delete(s.resolving, id)
			if p.broken {
				out.broken = true
				break
			}
			// The parent's own keys are inherited, except kinds: a layout
			// that serves kinds says so itself, or two layouts would serve
			// one kind.
			top = p.top.clone()
			delete(top.m, "kinds")
			delete(top.from, "kinds")
			if _, own := raw.m["side"]; !own && raw.id == "back" {
				top.m["side"] = "back"
			}
			top.set(raw.o, raw.m)
			top.head = raw.o
			out.top = top
			for _, e := range p.elements {
				out.elements = append(out.elements, e.clone())
			}
		}
	}
	delete(top.m, "extends")
	delete(top.m, "element")
	s.tooBig = map[string]bool{}
	out.elements, _ = s.overlay(raw.o.d, fmt.Sprintf("layout %q", id), out.elements, s.own(raw), map[string]bool{})
	s.resolved[id] = out
	return out
}

// cycle is the loop of extends from id through parent back to id, for the
// message: "a → b → a".
func (s *layoutSource) cycle(id, parent string) string {
	names := []string{id}
	for at, seen := parent, map[string]bool{id: true}; ; {
		names = append(names, at)
		if seen[at] {
			return strings.Join(names, " → ")
		}
		seen[at] = true
		r := s.byID(at)
		if r == nil {
			return strings.Join(names, " → ")
		}
		next, _ := r.m["extends"].(string)
		if next == "" {
			return strings.Join(names, " → ")
		}
		at = next
	}
}

// own lists the elements a layout or group declares itself, as tables with
// their positions.
func (s *layoutSource) own(r *rawLayout) []*merged {
	v, ok := r.m["element"]
	if !ok {
		return nil
	}
	list, ok := asList(v)
	if !ok {
		return nil // reported when the layout's own keys are read
	}
	out := make([]*merged, 0, len(list))
	for i, item := range list {
		o := origin{r.o.d, r.o.path + ".element." + strconv.Itoa(i)}
		m, ok := item.(map[string]any)
		if !ok {
			o.d.errorf(o.path, "element #%d must be a table ([[…element]]), got %s", i+1, Describe(item))
			continue
		}
		out = append(out, newMerged(o, m))
	}
	return out
}

// overlay lays the elements own (of a layout or group, what) over the
// inherited ones: by name they override, replace or remove, or they are
// new; includes bring in a group's elements where they stand. groups holds
// the groups being included, for cycles.
//
// ok is false after an include passed maxLayoutElements.
func (s *layoutSource) overlay(d *decoder, what string, inherited, own []*merged, groups map[string]bool) (out []*merged, ok bool) {
	out = inherited
	mine := map[string]origin{} // names this layout or group gives itself
	for _, e := range own {
		if _, ok := e.m["include"]; !ok {
			out = s.place(what, out, e, mine)
			continue
		}
		// Included elements stand where the include does, like inherited
		// ones: the layout's own elements after it override them by name.
		xs := s.expand(what, e, groups)
		if len(out)+len(xs) > maxLayoutElements {
			id, _ := e.m["include"].(string)
			e.from["include"].d.errorf(e.from["include"].path+".include", "%s: including group %q makes over %d elements (the limit of a layout); include each group once", what, id, maxLayoutElements)
			return nil, false
		}
		for _, x := range xs {
			out = s.place(what, out, x, nil)
		}
	}
	return out, true
}

// expand replaces an include by the group's elements.
func (s *layoutSource) expand(what string, e *merged, groups map[string]bool) []*merged {
	v, ok := e.m["include"]
	if !ok {
		return []*merged{e}
	}
	d, at := e.from["include"].d, e.from["include"].path+".include"
	id, isStr := v.(string)
	g := s.groups[id]
	switch {
	case !isStr:
		d.errorf(at, "%s: include must be the id of a group of elements ([groups.ID]), got %s", what, Describe(v))
		return nil
	case g == nil:
		d.errorf(at, "%s: include names unknown group %q%s", what, id, DidYouMean(id, slices.Sorted(maps.Keys(s.groups))))
		return nil
	case groups[id]:
		d.errorf(at, "%s: group %q includes itself", what, id)
		return nil
	case s.tooBig[id]:
		return nil
	}
	for k := range e.m {
		if k != "include" {
			d.report(e.pos(k, false), false, "%s: an include stands alone: move %q into the group's elements, or override it by name after the include", what, k)
		}
	}
	groups[id] = true
	defer delete(groups, id)
	out, ok := s.overlay(d, fmt.Sprintf("group %q", id), nil, s.own(g), groups)
	s.tooBig[id] = !ok
	return out
}

// place puts the element e into the list: over the inherited (or
// included) element of its name, or new (at the end or where before/after
// says). mine holds the names the layout gives its own elements, each
// once; nil for an included element.
func (s *layoutSource) place(what string, list []*merged, e *merged, mine map[string]origin) []*merged {
	name := e.name()
	d := e.head.d
	if v, ok := e.m["name"]; ok && (name == "" || !idPattern.MatchString(name)) {
		d.errorf(e.head.path+".name", "%s: element name %s must be lowercase ASCII letters, digits, '-' and '_', like \"title\"", what, Describe(v))
		return list
	}
	remove, replace := e.flag("remove", what), e.flag("replace", what)
	at := -1
	if name != "" {
		if first, dup := mine[name]; dup {
			d.report(e.pos("name", true), false, "%s: element name %q is used twice (first at %s); give each element its own name", what, name, first.d.keyPos(first.path))
			return list
		}
		if mine != nil {
			mine[name] = e.head
		}
		at = indexNamed(list, name)
	}
	if (remove || replace) && at < 0 {
		key := map[bool]string{true: "remove", false: "replace"}[remove]
		if name == "" {
			d.report(e.pos(key, false), false, "%s: %s needs the name of the inherited element, like name = \"title\"", what, key)
		} else {
			d.report(e.pos("name", true), false, "%s: no inherited element is named %q to %s%s", what, name, key, DidYouMean(name, elementNames(list)))
		}
		return list
	}
	if _, typed := e.m["type"]; !typed && name != "" && at < 0 && len(list) > 0 {
		// Without a type it can only change an inherited element: a name
		// that matches none is most likely misspelt.
		d.report(e.pos("name", true), false, "%s: no inherited element is named %q%s (a new element needs type)", what, name, DidYouMean(name, elementNames(list)))
		return list
	}
	if remove {
		for k := range e.m {
			if k != "name" && k != "remove" {
				d.report(e.pos(k, false), false, "%s: element %q is removed; %q has nothing to change (drop it, or drop remove = true)", what, name, k)
			}
		}
		return append(list[:at:at], list[at+1:]...)
	}
	placed := e
	if at >= 0 {
		parent := list[at]
		if t, ok := e.m["type"]; !replace && (!ok || t == parent.m["type"]) {
			placed = parent.clone()
			placed.set(e.head, e.m)
			placed.head = e.head
		}
		list = append(list[:at:at], list[at+1:]...)
	}
	list = insertAt(list, placed, s.anchorIndex(what, list, e, at))
	// Where it stands is settled: a child that overrides it keeps the place.
	for _, k := range []string{"before", "after", "replace"} {
		delete(placed.m, k)
	}
	return list
}

// anchorIndex is where e goes in list: before or after the element its
// before/after names, else where the element it overrides stood (at), else
// at the end, drawn over the others.
func (s *layoutSource) anchorIndex(what string, list []*merged, e *merged, at int) int {
	for _, key := range []string{"before", "after"} {
		v, ok := e.m[key]
		if !ok {
			continue
		}
		target, _ := v.(string)
		i := indexNamed(list, target)
		if i < 0 {
			e.head.d.report(e.pos(key, true), false, "%s: %s = %q names no element%s", what, key, target, DidYouMean(target, elementNames(list)))
			break
		}
		if key == "after" {
			i++
		}
		return i
	}
	if at >= 0 {
		return at
	}
	return len(list)
}

// flag reads a true/false control key of an element.
func (mt *merged) flag(key, what string) bool {
	v, ok := mt.m[key]
	if !ok {
		return false
	}
	b, isBool := v.(bool)
	if !isBool {
		o := mt.from[key]
		o.d.errorf(o.path+"."+key, "%s: %s must be true or false, got %s", what, key, Describe(v))
	}
	return b
}

func indexNamed(list []*merged, name string) int {
	for i, e := range list {
		if name != "" && e.name() == name {
			return i
		}
	}
	return -1
}

func elementNames(list []*merged) []string {
	var out []string
	for _, e := range list {
		if n := e.name(); n != "" {
			out = append(out, n)
		}
	}
	return out
}

func insertAt(list []*merged, e *merged, i int) []*merged {
	list = append(list, nil)
	copy(list[i+1:], list[i:])
	list[i] = e
	return list
}
