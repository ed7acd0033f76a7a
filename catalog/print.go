package catalog

import (
	"strconv"
	"strings"

	"cardpress/diag"
)

// Print is the catalog's [print] table: how the game's cards are printed
// when the command line does not say otherwise (docs/printing.md).
type Print struct {
	// Settings are the keys given, in file order, each with its value in
	// the syntax of the cards command's flag of the same name.
	Settings []PrintSetting
}

// PrintSetting is one key of [print].
type PrintSetting struct {
	Key   string   // as in the catalog: "shared_cuts"
	Value string   // as a flag value: "true", "3", "2,-1.5"
	Pos   diag.Pos // of the value
}

// The keys of [print] by the type of their value.
var (
	printStrings = []string{"profile", "paper", "guides", "duplex", "stamp", "stamp_position"}
	printNumbers = []string{"margin", "gutter", "bleed", "dpi", "stamp_size", "safe_zone"}
	printBools   = []string{"landscape", "shared_cuts", "label", "backs", "strict_art"}
	printPairs   = []string{"duplex_offset"}
)

// printChoices are the values the enumerated keys take.
var printChoices = map[string][]string{
	"guides": {"marks", "lines", "none"},
	"duplex": {"long", "short"},
	// Where the version stamp sits: a corner, or the middle of the top or
	// bottom edge, away from a designer's stat box.
	"stamp_position": StampPositions,
}

// StampPositions are the places the version stamp can take on a face.
var StampPositions = []string{"bottom-right", "bottom-left", "bottom", "top-right", "top-left", "top"}

// Setting returns the [print] setting of key, if the catalog gives one.
func (p Print) Setting(key string) (PrintSetting, bool) {
	for _, s := range p.Settings {
		if s.Key == key {
			return s, true
		}
	}
	return PrintSetting{}, false
}

func (d *decoder) print(c *Catalog, top *table) {
	known := append(append(append(append([]string{}, printStrings...), printNumbers...), printBools...), printPairs...)
	t := top.sub("print", "[print]", known...)
	if t == nil {
		return
	}
	t.check()
	for _, k := range t.ordered() {
		if !contains(known, k) {
			continue
		}
		v, ok := d.printValue(t, k)
		if ok && k == "safe_zone" {
			ok = d.safeZone(c, t, v)
		}
		if ok {
			c.Print.Settings = append(c.Print.Settings, PrintSetting{Key: k, Value: v, Pos: d.valPos(t.keyPath(k))})
		}
	}
}

// safeZone checks [print]'s safe_zone: a margin inside the cut that
// leaves room on the card.
func (d *decoder) safeZone(c *Catalog, t *table, v string) bool {
	n, _ := strconv.ParseFloat(v, 64)
	most := min(c.Game.CardWidth, c.Game.CardHeight) / 4
	if n < 0 || n > most {
		d.errorf(t.keyPath("safe_zone"), "[print]: safe_zone %s mm: want the margin inside the cut that text keeps clear of, from 0 to %.3g mm (a quarter of the card's width); 3 is usual", v, most)
		return false
	}
	return true
}

// printValue checks the type of a [print] value and writes it as a flag
// value.
func (d *decoder) printValue(t *table, k string) (string, bool) {
	switch {
	case contains(printStrings, k):
		s, ok := t.str(k)
		if ok && printChoices[k] != nil && !contains(printChoices[k], s) {
			d.errorf(t.keyPath(k), "[print]: %s %q is not one of %s", k, s, strings.Join(printChoices[k], ", "))
			return "", false
		}
		return s, ok
	case contains(printNumbers, k):
		n, ok := t.number(k)
		return strconv.FormatFloat(n, 'f', -1, 64), ok
	case contains(printBools, k):
		b, ok := t.m[k].(bool)
		if !ok {
			t.wrongType(k, "true or false")
		}
		return strconv.FormatBool(b), ok
	}
	list, ok := asList(t.m[k])
	var xy []string
	for _, v := range list {
		switch n := v.(type) {
		case int64:
			xy = append(xy, strconv.FormatInt(n, 10))
		case float64:
			xy = append(xy, strconv.FormatFloat(n, 'f', -1, 64))
		}
	}
	if !ok || len(list) != 2 || len(xy) != 2 {
		t.wrongType(k, "two numbers [x, y] in mm")
		return "", false
	}
	return strings.Join(xy, ","), true
}
