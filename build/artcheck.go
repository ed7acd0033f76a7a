package build

import (
	"fmt"
	"math"
	"slices"
	"sort"
	"strings"

	"cardpress/catalog"
	"cardpress/diag"
	"cardpress/layout"
	"cardpress/output"
)

// MinPPI is the resolution placed art needs to print sharp: below it a
// print shop's preflight flags the picture, and a card image shows its
// pixels (art at 108–170 ppi was visibly pixelated in a TGC image).
const MinPPI = 300

// artResolution finds the pictures the cards place below MinPPI: one
// diagnostic per picture and size, at the first card's art in the catalog,
// naming the cards, the file, the ppi and the pixels it would need. They
// are warnings, or errors when strict.
func artResolution(c *catalog.Catalog, cards []catalog.Card, imgs *output.Images, strict bool) diag.List {
	type placed struct {
		path string
		ppi  int
	}
	var order []placed
	users := map[placed][]string{}
	need := map[placed][2]int{}
	where := map[placed]diag.Pos{}
	seen := map[string]bool{}
	for _, k := range cards {
		f := k.Face
		if seen[f.ID] {
			continue
		}
		seen[f.ID] = true
		boxes, err := layout.CardFace(c, f, layout.FaceOptions{})
		if err != nil {
			continue // reported where the faces are laid out
		}
		eachImage(boxes, func(b layout.Image) {
			ppi, err := imgs.PPI(b)
			if err != nil || ppi >= MinPPI-0.5 {
				return
			}
			p := placed{b.Path, int(math.Round(ppi))}
			if users[p] == nil {
				order = append(order, p)
				where[p], _ = c.ValuePos(f.Entry, "art", "")
				// The pixels that would print at MinPPI, as placed.
				k := MinPPI / ppi
				w, h := artPixels(imgs, b)
				need[p] = [2]int{int(math.Ceil(float64(w) * k)), int(math.Ceil(float64(h) * k))}
			}
			if !slices.Contains(users[p], f.ID) {
				users[p] = append(users[p], f.ID)
			}
		})
	}
	sort.SliceStable(order, func(i, j int) bool { return where[order[i]].Before(where[order[j]]) })
	var list diag.List
	for _, p := range order {
		d := diag.Diagnostic{Pos: where[p], Severity: diag.Warning,
			Msg:  fmt.Sprintf("%s: art %s prints at %d ppi, under %d: it will look soft or pixelated", cardList(users[p]), p.path, p.ppi, MinPPI),
			Hint: fmt.Sprintf("use a picture of at least %d × %d px", need[p][0], need[p][1])}
		if strict {
			d.Severity = diag.Error
		}
		list = append(list, d)
	}
	return list
}

// artPixels is the pixel size of an image box's picture file; 0 × 0 when
// it cannot be read (an error reported where it is drawn).
func artPixels(imgs *output.Images, b layout.Image) (int, int) {
	w, h, err := imgs.Size(b.Path)
	if err != nil {
		return 0, 0
	}
	return w, h
}

// cardList names up to three cards and counts the others.
func cardList(ids []string) string {
	if len(ids) == 1 {
		return "card " + ids[0]
	}
	s := "cards " + strings.Join(ids[:min(3, len(ids))], ", ")
	if len(ids) > 3 {
		s += fmt.Sprintf(" and %d more", len(ids)-3)
	}
	return s
}

// eachImage calls visit for every image box, in turned groups too.
func eachImage(boxes []layout.Box, visit func(layout.Image)) {
	for _, b := range boxes {
		switch b := b.(type) {
		case layout.Image:
			visit(b)
		case layout.Rotated:
			eachImage(b.Boxes, visit)
		}
	}
}
