package output

import "cardpress/layout"

// eachBox calls visit with every box of boxes in drawing order, a turned
// group before the boxes inside it: the walk of the hashes, the pages'
// pictures and characters.
func eachBox(boxes []layout.Box, visit func(layout.Box)) {
	for _, b := range boxes {
		visit(b)
		if r, ok := b.(layout.Rotated); ok {
			eachBox(r.Boxes, visit)
		}
	}
}
