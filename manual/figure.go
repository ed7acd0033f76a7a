package manual

import (
	"errors"
	"io/fs"
	"math"
	"path"
	"strconv"
	"strings"

	"github.com/yuin/goldmark/ast"

	"cardpress/catalog"
	"cardpress/layout"
)

// A picture in the rulebook is an image alone in its paragraph:
//
//	![Setting up for four players](img/setup.png "80%")
//	![The table](img/table.jpg "right 45mm")
//
// The text in brackets is its caption; the title, optional, gives its
// width (in mm or as a share of the column) and whether it floats left or
// right with the text that follows wrapped around it. Paths are relative to
// the Markdown file (manual/), and must stay inside the game folder.

// picture converts a paragraph holding only an image; ok is false when the
// paragraph holds something else as well.
func (cv *converter) picture(n ast.Node) (layout.Block, bool) {
	img, ok := soleImage(n, cv.src)
	if !ok {
		return nil, false
	}
	at := offset(n)
	src := string(img.Destination)
	name := path.Clean(path.Join(Dir, src))
	if strings.Contains(src, `\`) || !fs.ValidPath(name) || strings.Contains(src, "://") {
		cv.errorf(at, "picture %q: write a path inside the game folder, relative to the manual's folder, like \"img/setup.png\"", src)
		return nil, true
	}
	wpx, hpx, err := cv.imageSize(name)
	if err != nil {
		cv.errorf(at, "picture %q: %v", src, err)
		return nil, true
	}
	width := cv.st.W - cv.st.Left - cv.st.Right
	w := math.Min(width, float64(wpx)/300*25.4) // its size at 300 dpi, at most the column
	float := layout.NoFloat
	for _, word := range strings.Fields(string(img.Title)) {
		switch {
		case word == "left":
			float = layout.FloatLeft
		case word == "right":
			float = layout.FloatRight
		case strings.HasSuffix(word, "mm"):
			v, err := strconv.ParseFloat(strings.TrimSuffix(word, "mm"), 64)
			if err != nil || v <= 0 || math.IsInf(v, 0) {
				cv.errorf(at, "picture %q: width %q: want a size like 60mm or 50%%", src, word)
				return nil, true
			}
			w = v
		case strings.HasSuffix(word, "%"):
			v, err := strconv.ParseFloat(strings.TrimSuffix(word, "%"), 64)
			if err != nil || v <= 0 || v > 100 {
				cv.errorf(at, "picture %q: width %q: want a share of the column from 1%% to 100%%", src, word)
				return nil, true
			}
			w = width * v / 100
		default:
			cv.errorf(at, "picture %q: %q in its title: want a width (60mm, 50%%) and left or right to float it", src, word)
			return nil, true
		}
	}
	caption := cv.body()
	caption.Size *= 0.85
	var spans []layout.Span
	if text := plainText(img, cv.src); text != "" {
		caption.Text = text
		spans = []layout.Span{caption}
	}
	return layout.Picture{Path: name, W: w, H: w * float64(hpx) / float64(wpx), Float: float, Gray: !cv.o.Color, Caption: spans, Pos: cv.at(at)}, true
}

// soleImage is the image a paragraph holds alone, if it does.
func soleImage(n ast.Node, src []byte) (*ast.Image, bool) {
	var img *ast.Image
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		switch c := c.(type) {
		case *ast.Image:
			if img != nil {
				return nil, false
			}
			img = c
		case *ast.Text:
			if strings.TrimSpace(string(c.Segment.Value(src))) != "" {
				return nil, false
			}
		default:
			return nil, false
		}
	}
	return img, img != nil
}

// imageSize reads a picture's header: its pixel size, checked against the
// image budget art has, without decoding it (the PDF writer decodes it
// once per build, as it does card art).
func (cv *converter) imageSize(name string) (w, h int, err error) {
	f, err := cv.c.FS.Open(name)
	if errors.Is(err, fs.ErrNotExist) {
		return 0, 0, errors.New("no such file in the game folder")
	}
	if err != nil {
		return 0, 0, err
	}
	defer f.Close()
	cfg, format, err := catalog.ImageConfig(f)
	if err != nil {
		return 0, 0, err
	}
	if format != "png" && format != "jpeg" && format != "svg" {
		return 0, 0, errors.New("not a PNG, JPEG or SVG image")
	}
	return cfg.Width, cfg.Height, nil
}
