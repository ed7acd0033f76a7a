package catalog

import (
	"testing"
	"testing/fstest"
)

// A line or a frame written without width or color is drawn 0.3 mm wide
// in dark gray (#222222), so that it shows; one that writes them keeps
// its own. A text element gets neither default.
func TestLineAndFrameDefaults(t *testing.T) {
	src := csvGame + `
[layouts.default]
[[layouts.default.element]]
type = "line"
box = [1, 1, 20, 0]
[[layouts.default.element]]
type = "frame"
box = [1, 2, 20, 10]
width = 1.5
color = "red"
[[layouts.default.element]]
type = "text"
field = "name"
box = [1, 12, 20, 10]
`
	c, err := Parse("g/catalog.toml", []byte(src), fstest.MapFS{"cards.csv": {Data: []byte(msgCards)}})
	if err != nil {
		t.Fatal(err)
	}
	var l *Layout
	for _, x := range c.Layouts {
		if x.ID == "default" {
			l = x
		}
	}
	if l == nil || len(l.Elements) != 3 {
		t.Fatalf("layout default: %+v", l)
	}
	line, frame, text := l.Elements[0], l.Elements[1], l.Elements[2]
	if line.Width != 0.3 || !line.Color.Set || line.Color.RGB != [3]uint8{0x22, 0x22, 0x22} {
		t.Errorf("line: width %v, color %+v; want 0.3 and #222222", line.Width, line.Color)
	}
	if frame.Width != 1.5 || !frame.Color.Set || frame.Color.RGB == [3]uint8{0x22, 0x22, 0x22} {
		t.Errorf("frame: width %v, color %+v; want its own 1.5 and red", frame.Width, frame.Color)
	}
	if text.Width != 0 || text.Color.RGB == [3]uint8{0x22, 0x22, 0x22} && text.Color.Set {
		t.Errorf("text: width %v, color %+v; want no line defaults", text.Width, text.Color)
	}
}
