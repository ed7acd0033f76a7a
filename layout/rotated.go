package layout

// Rotated is a group of boxes laid out upright in a box of their own
// (0, 0, W, H, with W and H swapped for odd turns) and turned clockwise by
// quarter turns into Rect, as a card element with rotate = 90 is.
type Rotated struct {
	Rect  Rect // where the group lands, in the coordinates of the page
	Turns int  // 1–3 quarter turns clockwise
	Boxes []Box
}

// Shift moves the group's landing rectangle.
func (b Rotated) Shift(dx, dy float64) Box { b.Rect.X += dx; b.Rect.Y += dy; return b }

// Local is the upright size of the group's own box.
func (b Rotated) Local() (w, h float64) {
	if b.Turns%2 == 1 {
		return b.Rect.H, b.Rect.W
	}
	return b.Rect.W, b.Rect.H
}

// Map turns a point of the group's own box into page coordinates.
func (b Rotated) Map(p Point) Point {
	w, h := b.Local()
	switch b.Turns % 4 {
	case 1:
		return Point{b.Rect.X + b.Rect.W - p.Y, b.Rect.Y + p.X}
	case 2:
		return Point{b.Rect.X + w - p.X, b.Rect.Y + h - p.Y}
	case 3:
		return Point{b.Rect.X + p.Y, b.Rect.Y + b.Rect.H - p.X}
	}
	return Point{b.Rect.X + p.X, b.Rect.Y + p.Y}
}

// EachBox calls visit with every box of boxes in drawing order, a turned
// group before the boxes inside it: the one walk of a page's or a card's
// boxes (pictures, characters, hashes).
func EachBox(boxes []Box, visit func(Box)) {
	for _, b := range boxes {
		visit(b)
		if r, ok := b.(Rotated); ok {
			EachBox(r.Boxes, visit)
		}
	}
}
