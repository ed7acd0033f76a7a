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

// artResolution finds the pictures the cards place below MinPPI, on their
// faces and, with backs, on the backs printed behind them: one diagnostic
// per picture and size, at the first card's art in the catalog (the [back]
// table's art for a back), naming the cards, the file, the ppi and the
// pixels it would need. They are warnings, or errors when strict.
func artResolution(c *catalog.Catalog, cards []catalog.Card, imgs *output.Images, backs, strict bool) diag.List {
	type placed struct {
		path string
		ppi  int
	}
	var order []placed
	users := map[placed][]string{}
	need := map[placed][2]int{}
	where := map[placed]diag.Pos{}
	check := func(boxes []layout.Box, user string, pos func() diag.Pos) {
		layout.EachBox(boxes, func(box layout.Box) {
			b, ok := box.(layout.Image)
			if !ok {
				return
			}
			ppi, err := imgs.PPI(b)
			if err != nil || ppi >= MinPPI-0.5 {
				return
			}
			p := placed{b.Path, int(math.Round(ppi))}
			if users[p] == nil {
				order = append(order, p)
				where[p] = pos()
				// The pixels that would print at MinPPI, as placed.
				k := MinPPI / ppi
				w, h := artPixels(imgs, b)
				need[p] = [2]int{int(math.Ceil(float64(w) * k)), int(math.Ceil(float64(h) * k))}
			}
			if !slices.Contains(users[p], user) {
				users[p] = append(users[p], user)
			}
		})
	}
	seen, seenBack := map[string]bool{}, map[string]bool{}
	for _, k := range cards {
		f := k.Face
		if seen[f.ID] {
			continue
		}
		seen[f.ID] = true
		if boxes, err := layout.CardFace(c, f, layout.FaceOptions{}); err == nil { // else reported where the faces are laid out
			check(boxes, "card "+f.ID, func() diag.Pos { p, _ := c.ValuePos(f.Entry, "art", ""); return p })
		}
		if id := layout.BackID(c, f); backs && !seenBack[id] {
			seenBack[id] = true
			if boxes, err := layout.BackOf(c, &f, layout.FaceOptions{}); err == nil {
				check(boxes, "the back", func() diag.Pos { p, _ := c.TablePos("back", "art"); return p })
			}
		}
	}
	sort.SliceStable(order, func(i, j int) bool { return where[order[i]].Before(where[order[j]]) })
	var list diag.List
	for _, p := range order {
		d := diag.Diagnostic{Pos: where[p], Severity: diag.Warning,
			Msg:  fmt.Sprintf("%s: art %s prints at %d ppi, under %d: it will look soft or pixelated", userList(users[p]), p.path, p.ppi, MinPPI),
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

// userList names up to three users of a picture ("card skip", "the
// back") and counts the others; cards alone read "cards a, b".
func userList(users []string) string {
	if len(users) == 1 {
		return users[0]
	}
	cards := true
	for _, u := range users {
		cards = cards && strings.HasPrefix(u, "card ")
	}
	shown := slices.Clone(users[:min(3, len(users))])
	if cards {
		for i := range shown {
			shown[i] = strings.TrimPrefix(shown[i], "card ")
		}
	}
	s := strings.Join(shown, ", ")
	if cards {
		s = "cards " + s
	}
	if len(users) > 3 {
		s += fmt.Sprintf(" and %d more", len(users)-3)
	}
	return s
}
