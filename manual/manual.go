package manual

import (
	"fmt"
	"io/fs"
	"math"
	"path"
	"sort"
	"strings"

	"cardpress/catalog"
	"cardpress/diag"
	"cardpress/engine"
	"cardpress/fonts"
	"cardpress/layout"
)

// Dir is the folder of a game that holds its manual.
const Dir = "manual"

// Source is one Markdown file of a manual.
type Source struct {
	Name string // as shown in messages: "games/windia-war/manual/20-rules.md"
	Data []byte
}

// Sources reads the manual's Markdown files of a game folder, in name order.
func Sources(fsys fs.FS, shown string) ([]Source, error) {
	names, err := fs.Glob(fsys, Dir+"/*.md")
	if err != nil {
		return nil, err
	}
	if len(names) == 0 {
		return nil, fmt.Errorf("%s: no manual: write Markdown files in %s/", path.Join(shown, Dir), path.Join(shown, Dir))
	}
	sort.Strings(names)
	srcs := make([]Source, len(names))
	for i, n := range names {
		data, err := fs.ReadFile(fsys, n)
		if err != nil {
			return nil, err
		}
		srcs[i] = Source{Name: path.Join(shown, n), Data: data}
	}
	return srcs, nil
}

// Options choose how the manual is printed.
type Options struct {
	// Color prints card faces in color, for screen versions; the default is
	// gray, to keep printing cheap.
	Color bool
	// Paper is the page size; zero means B5.
	Paper layout.Paper
	// Paragraphs, when set, keeps prepared paragraphs between builds (a
	// watch or serve session).
	Paragraphs *layout.ParagraphCache
	// Game is the game's rules engine, which sets up each example's table
	// for its picture; nil prints the examples without pictures.
	Game engine.Game
	// Lines records the lines each page sets in its Lines, to measure
	// the typesetting (layout.PageStyle.Lines); a manual to print does
	// without them.
	Lines bool
}

// Manual is a typeset manual.
type Manual struct {
	Pages []layout.Page
	TOC   []layout.TOCEntry
	// Cards lists the catalog entries that have a card entry, in order.
	Cards []string
	// Warnings say, at their source positions, what did not fit the page
	// as written and how it was set instead (a table too wide, lists
	// nested too deep, a word that cannot be broken).
	Warnings diag.List
}

// Build typesets a rulebook as Read made it. Every problem the typesetting
// finds (characters no font covers, card faces, pictures) is reported, each
// with file:line:column, as a diag.List.
func Build(c *catalog.Catalog, book *Rulebook, o Options) (*Manual, error) {
	book.tell()
	st := layout.B5(c.Game.Title)
	st.Body = fonts.BodyStyle(c.Game.Language)
	st.Head = fonts.HeadStyle(c.Game.Language)
	st.Label = fonts.TextStyle(c.Game.Language) // running heads and folios in the game's script
	if strings.HasPrefix(c.Game.Language, "zh") {
		st.Indent = 2 // Taiwan's books indent paragraphs two characters
	}
	if o.Paper.W > 0 {
		st.W, st.H = o.Paper.W, o.Paper.H
	}
	st.Paragraphs, st.Lines = o.Paragraphs, o.Lines
	cv := &converter{c: c, st: st, o: o, ty: typographyOf(c), vocab: book.vocab}
	blocks := []layout.Block{cover(c, st, o)}
	for _, ch := range book.Chapters {
		blocks = append(blocks, cv.convertChapter(ch)...)
	}
	if len(cv.errs) > 0 {
		cv.errs.Sort()
		return nil, cv.errs
	}
	pages, toc, warnings := layout.TypesetChecked(blocks, st)
	return &Manual{Pages: pages, TOC: toc, Cards: cv.entries, Warnings: warnings}, nil
}

// cover is the first page: the title, the kind of book, the player count and
// a row of card faces.
func cover(c *catalog.Catalog, st layout.PageStyle, o Options) layout.Block {
	var boxes []layout.Box
	center := func(text string, y float64, style fonts.Style, size float64) {
		w := layout.TextWidth(style, text, size)
		boxes = append(boxes, layout.Text{X: (st.W - w) / 2, Y: y, Style: style, Size: size, Color: st.Ink, Text: text})
	}
	center(c.Game.Title, st.H*0.36, st.Head, 30)
	words := bookWords(c.Game.Language)
	center(words.rulebook, st.H*0.36+14, fonts.TextStyle(c.Game.Language), 14)
	switch {
	case c.Game.MaxPlayers > c.Game.MinPlayers:
		center(fmt.Sprintf(words.players, c.Game.MinPlayers, c.Game.MaxPlayers), st.H*0.36+24, fonts.Sans, 11)
	case c.Game.MaxPlayers > 1:
		center(fmt.Sprintf(words.exactPlayers, c.Game.MaxPlayers), st.H*0.36+24, fonts.Sans, 11)
	}
	// A row of five faces spread over the catalog, under the title.
	var faces []catalog.Face
	for i := 0; i < 5 && i < len(c.Cards); i++ {
		faces = append(faces, c.Cards[i*len(c.Cards)/min(5, len(c.Cards))].Faces()[0])
	}
	gap := 4.0
	widths, tallest := 0.0, 0.0
	for _, f := range faces {
		w, h := c.CardSize(f.Entry)
		widths, tallest = widths+w, max(tallest, h)
	}
	// The row fits between the margins, whatever the card sizes.
	scale := math.Min(1, (st.W-st.Left-st.Right-float64(len(faces)-1)*gap)/widths)
	total := widths*scale + float64(len(faces)-1)*gap
	x := (st.W - total) / 2
	for _, f := range faces {
		w, h := c.CardSize(f.Entry)
		b, err := layout.CardFace(c, f, layout.FaceOptions{Gray: !o.Color})
		if err != nil {
			continue // the card chapter reports it
		}
		// Cards of several sizes stand on one line, as on a table.
		y := st.H*0.36 + 40 + (tallest-h)*scale
		boxes = layout.AppendShift(boxes, layout.Scale(b, scale), x, y)
		x += w*scale + gap
	}
	return layout.FullPage{Boxes: boxes}
}

type words struct {
	rulebook, players, exactPlayers, example        string
	copies, perColor, total, points, pointsIsNumber string
	// copy and point are copies and points for one ("1 card"): English
	// has a singular, Japanese and Chinese say both alike.
	copy, point                   string
	inHand, sets, each, continued string
	// parts name the places of a card an anatomy figure points at, by
	// field; icon names one icon ("%s" its name).
	parts map[string]string
	icon  string
}

// bookWords are the few words the manual writes itself, in the game's language.
func bookWords(lang string) words {
	if strings.HasPrefix(lang, "ja") {
		return words{rulebook: "ルールブック", players: "%d〜%d人用", exactPlayers: "%d人用", example: "例：", copies: "%d枚", copy: "%d枚", point: "%dポイント", perColor: "各色%d枚", total: "（計%d枚）", points: "%dポイント", pointsIsNumber: "書かれた数字がポイント", inHand: "持っていると%dポイント／出ていると%dポイント", sets: "%s：%s", each: "各%d枚", continued: "（続き）",
			parts: map[string]string{"name": "カード名", "kind": "種類", "points": "ポイント", "number": "数字", "text": "テキスト", "flavor": "フレーバー", "art": "イラスト", "icons": "アイコン", "set": "セット", "set_mark": "セット", "stats": "能力値", "symbols": "マーク", "colors": "色"},
			icon:  "%sアイコン"}
	}
	if strings.HasPrefix(lang, "zh") {
		return words{rulebook: "規則書", players: "%d–%d人", exactPlayers: "%d人", example: "範例　", copies: "%d張", copy: "%d張", point: "點數%d", perColor: "每色%d張", total: "（共%d張）", points: "點數%d", pointsIsNumber: "點數即數字", inHand: "手牌%d點／打出%d點", sets: "%s：%s", each: "各%d張", continued: "（續）",
			parts: map[string]string{"name": "名稱", "kind": "卡片種類", "points": "點數", "number": "數字", "text": "條文", "flavor": "小語", "art": "插畫", "icons": "圖示", "set": "系列", "set_mark": "系列", "stats": "能力值", "symbols": "花色", "colors": "顏色"},
			icon:  "%s圖示"}
	}
	return words{rulebook: "Rulebook", players: "%d–%d players", exactPlayers: "%d players", example: "Example: ", copies: "%d cards", copy: "%d card", point: "%d point", perColor: "%d per color", total: " (%d in all)", points: "%d points", pointsIsNumber: "points: the number shown", inHand: "%d points in hand / %d laid out", sets: "%s: %s", each: "%d each", continued: " (continued)",
		parts: map[string]string{"name": "name", "kind": "kind", "points": "points", "number": "number", "text": "rule text", "flavor": "flavor text", "art": "art", "icons": "icons", "set": "set", "set_mark": "set", "stats": "stats", "symbols": "suit", "colors": "color"},
		icon:  "%s icon"}
}
