package layout

import (
	"fmt"
	"math"
	"sort"
	"strings"
)

// ProfileKind is what a print profile makes.
type ProfileKind int

// The kinds of print profiles.
const (
	SheetsProfile ProfileKind = iota // PDF sheets for a home printer
	SingleProfile                    // a PDF page per card, page = card + bleed
	ShopProfile                      // one PNG per card on a print shop's canvas
	TTSProfile                       // Tabletop Simulator deck sheets
)

// Profile is a named set of print settings for one printer or shop;
// docs/printing.md lists them with where their numbers come from.
type Profile struct {
	Name string
	Kind ProfileKind
	// Sheets and single pages.
	Paper  string  // paper name, for sheets
	Margin float64 // mm
	Bleed  float64 // mm
	Guides Guides
	// MostCards butts the cards (shared cut lines, bleed on the outer edges)
	// when that fits more on a page than cards with their own bleed.
	MostCards bool
	// Shop is the canvas rule of a shop profile.
	Shop *Shop
	// PDFX writes the PDF as PDF/X-1a, in CMYK, for a print shop's press.
	PDFX bool
}

// Shop is a print shop's rule for card images: the product sizes it sells
// and the bleed it wants around them, at its resolution.
type Shop struct {
	Name     string
	DPI      float64
	BleedPx  float64 // pixels of bleed on each side at DPI
	Products []Product
}

// Product is a card size a shop sells, trim size in inches, portrait.
type Product struct {
	Name string
	W, H float64
}

// Inch is 25.4 mm.
const Inch = 25.4

// Card products by their trim size in inches, as the shops name them.
var cardProducts = []Product{
	{"poker", 2.5, 3.5}, {"bridge", 2.25, 3.5}, {"mini", 1.75, 2.5}, {"tarot", 2.75, 4.75},
	{"square", 3.5, 3.5}, {"small square", 2.5, 2.5}, {"business", 2, 3.5},
}

// The shops. The Game Crafter asks for 1/8" of bleed at 300 dpi (poker:
// 825 × 1125 px, trim 750 × 1050); MakePlayingCards for 36 px (poker:
// 822 × 1122 px).
var (
	TheGameCrafter   = &Shop{Name: "The Game Crafter", DPI: 300, BleedPx: 37.5, Products: cardProducts}
	MakePlayingCards = &Shop{Name: "MakePlayingCards", DPI: 300, BleedPx: 36, Products: cardProducts}
)

// HomeMargin is the border, mm, that sheets for a home printer leave
// unprinted: most printers cannot print the outer 3–5 mm of a page.
const HomeMargin = 5.0

// Profiles are the print profiles by name.
var Profiles = map[string]Profile{
	"pnp-a4":     {Name: "pnp-a4", Kind: SheetsProfile, Paper: "a4", Margin: HomeMargin, Bleed: 3, Guides: CropMarks, MostCards: true},
	"pnp-letter": {Name: "pnp-letter", Kind: SheetsProfile, Paper: "letter", Margin: HomeMargin, Bleed: 3, Guides: CropMarks, MostCards: true},
	"single":     {Name: "single", Kind: SingleProfile, Margin: 0, Bleed: 3, Guides: NoGuides},
	"pdfx":       {Name: "pdfx", Kind: SingleProfile, Margin: 0, Bleed: 3, Guides: NoGuides, PDFX: true},
	"tgc":        {Name: "tgc", Kind: ShopProfile, Shop: TheGameCrafter},
	"mpc":        {Name: "mpc", Kind: ShopProfile, Shop: MakePlayingCards},
	"tts":        {Name: "tts", Kind: TTSProfile},
}

// ProfileNames lists the profiles, sorted.
func ProfileNames() []string {
	names := make([]string, 0, len(Profiles))
	for n := range Profiles {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// ParseProfile finds a profile by name.
func ParseProfile(name string) (Profile, error) {
	p, ok := Profiles[name]
	if !ok {
		return Profile{}, fmt.Errorf("unknown print profile %q: use one of %s", name, strings.Join(ProfileNames(), ", "))
	}
	return p, nil
}

// SingleSheet places one w × h mm card on a page of its size and bleed, as
// the single profile prints it.
func SingleSheet(w, h, bleed float64) SheetOptions {
	paper := Paper{Name: fmt.Sprintf("%gx%g mm (card + bleed)", w+2*bleed, h+2*bleed), W: w + 2*bleed, H: h + 2*bleed}
	return SheetOptions{Paper: paper, Bleed: bleed, Gutter: 2 * bleed}
}

// ImposeMost imposes like Impose, butting the cards when that fits more of
// them on a page than giving each its own bleed, and turning the page when
// o.MayTurn and the other orientation holds more (nine poker cards with
// bleed and crop marks do not fit a portrait Letter page, eight fit a
// landscape one).
func ImposeMost(w, h float64, o SheetOptions) (Sheet, error) {
	best, err := imposeMost(w, h, o)
	if !o.MayTurn {
		return best, err
	}
	o.Landscape = !o.Landscape
	turned, err2 := imposeMost(w, h, o)
	if err2 == nil && (err != nil || turned.PerPage() > best.PerPage()) {
		return turned, nil
	}
	return best, err
}

func imposeMost(w, h float64, o SheetOptions) (Sheet, error) {
	o.Gutter = max(o.Gutter, 2*o.Bleed)
	spaced, err := Impose(w, h, o)
	if o.Bleed == 0 {
		return spaced, err
	}
	o.SharedCuts = true
	butted, err2 := Impose(w, h, o)
	if err2 == nil && (err != nil || butted.PerPage() > spaced.PerPage()) {
		return butted, nil
	}
	return spaced, err
}

// SnapTolerance is how far (mm) a card may be from a shop's product size
// and still be printed as that product.
const SnapTolerance = 1.5

// Canvas is where a card goes on a shop's image.
type Canvas struct {
	Product      string
	W, H         int     // canvas, px
	TrimW, TrimH float64 // the product's cut size, px
	Scale        float64 // px per mm of the card's own layout
	ShopDPI      float64 // px per inch of the printed product: the shop's resolution
	// Area is the part of the card's layout (mm, origin at the cut corner)
	// the canvas shows: the card and the bleed around it.
	Area Rect
}

// DPI is the resolution the card's layout is drawn at.
func (c Canvas) DPI() float64 { return c.Scale * Inch }

// Bleed is the mm of background the face must paint beyond its cut line to
// fill the canvas.
func (c Canvas) Bleed() float64 { return max(-c.Area.X, -c.Area.Y) }

// Canvas finds the shop's product within SnapTolerance of a w × h mm card
// (turned for landscape cards) and returns the canvas the card is drawn on:
// the product's exact pixel size, the card scaled to cover its trim.
func (s *Shop) Canvas(w, h float64) (Canvas, error) {
	best, bestOff := Product{}, math.Inf(1)
	for _, p := range s.Products {
		pw, ph := p.W*Inch, p.H*Inch
		if w > h {
			pw, ph = ph, pw
		}
		if off := math.Max(math.Abs(pw-w), math.Abs(ph-h)); off < bestOff {
			best, bestOff = p, off
		}
	}
	if bestOff > SnapTolerance {
		bw, bh := best.W*Inch, best.H*Inch
		if w > h {
			bw, bh = bh, bw
		}
		return Canvas{}, fmt.Errorf("%s has no card product of %g × %g mm: the nearest is %s, %.1f × %.1f mm (%g × %g in), %.1f mm off; a card within %.1f mm of it is printed as it — change card_size, or use another profile", s.Name, w, h, best.Name, bw, bh, best.W, best.H, bestOff, SnapTolerance)
	}
	tw, th := best.W*s.DPI, best.H*s.DPI
	if w > h {
		tw, th = th, tw
	}
	cw, ch := int(math.Round(tw+2*s.BleedPx)), int(math.Round(th+2*s.BleedPx))
	scale := math.Max(tw/w, th/h)
	aw, ah := float64(cw)/scale, float64(ch)/scale
	return Canvas{Product: best.Name, W: cw, H: ch, TrimW: tw, TrimH: th, Scale: scale, ShopDPI: s.DPI,
		Area: Rect{-(aw - w) / 2, -(ah - h) / 2, aw, ah}}, nil
}

// Tabletop Simulator deck sheets: at most 10 × 7 cells, at most 4096 px
// wide, the last cell showing the back of hidden cards.
const (
	TTSCols     = 10
	TTSRows     = 7
	TTSMaxWidth = 4096
)

// TTSCell is the pixel size of one cell of a deck sheet for a w × h mm
// card: as at dpi, narrowed so that ten cells stay within TTSMaxWidth.
func TTSCell(w, h, dpi float64) (int, int) {
	cw := min(int(math.Round(w/Inch*dpi)), TTSMaxWidth/TTSCols)
	return cw, max(1, int(math.Round(float64(cw)*h/w)))
}
