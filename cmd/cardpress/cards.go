package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"cardpress/build"
	"cardpress/catalog"
	"cardpress/diag"
	"cardpress/layout"
)

// cardFlags are the options of the cards command, shared with build.
type cardFlags struct {
	out          string
	profile      string
	paper        string
	landscape    bool
	margin       float64
	gutter       float64
	bleed        float64
	sharedCuts   bool
	guides       string
	noLabel      bool
	noBacks      bool
	duplex       string
	duplexOffset string
	calibrate    bool
	stamp        string
	stampAt      string
	stampSize    float64
	set          string
	oneEach      bool
	only         string
	png          bool
	gray         bool
	tts          bool
	ttsURL       string
	dpi          float64
	quiet        bool
	strictArt    bool

	// given are the flags set on the command line; fromCatalog those the
	// catalog's [print] set, with the position of their value.
	given       map[string]bool
	fromCatalog map[string]diag.Pos
}

func (f *cardFlags) define(fs *flag.FlagSet) {
	fs.StringVar(&f.out, "out", "", "output folder (default out/GAME_ID)")
	fs.StringVar(&f.profile, "profile", "", "print profile: "+strings.Join(layout.ProfileNames(), ", ")+" (docs/printing.md)")
	fs.StringVar(&f.paper, "paper", "a4", "paper: a4, a3, b5, b4, letter, legal, or WxH in mm")
	fs.BoolVar(&f.landscape, "landscape", false, "landscape pages")
	fs.Float64Var(&f.margin, "margin", layout.HomeMargin, "page margin in `mm`: the border a printer cannot print, where nothing goes (crop marks and the page label stay inside it)")
	fs.Float64Var(&f.gutter, "gutter", -1, "`mm` between neighbouring cards")
	fs.Float64Var(&f.bleed, "bleed", 0, "bleed in `mm`: card background printed beyond the cut line (in PDFs and PNGs)")
	fs.BoolVar(&f.sharedCuts, "shared-cuts", false, "butt the cards: neighbours share a cut line, bleed only on the outer edges")
	fs.StringVar(&f.guides, "guides", "marks", "cutting guides: marks (crop marks), lines (cut lines across the page) or none")
	fs.BoolVar(&f.noLabel, "no-label", false, "no page label (title, set and page number)")
	fs.BoolVar(&f.noBacks, "no-backs", false, "no back pages (backs follow each face page, placed for duplex printing)")
	fs.StringVar(&f.duplex, "duplex", "long", "duplex edge the printer turns the sheet on: long or short")
	fs.StringVar(&f.duplexOffset, "duplex-offset", "0,0", "X,Y mm that move the backs, to make up for the printer (measure with --calibrate)")
	fs.BoolVar(&f.calibrate, "calibrate", false, "write calibration.pdf, a duplex page that measures the printer's offset, instead of the cards")
	fs.StringVar(&f.stamp, "stamp", "", "small text on every face, e.g. \"v0.3 · 2026-12-01\" (default: the catalog's [game] version)")
	fs.StringVar(&f.stampAt, "stamp-position", "bottom-right", "where the stamp sits: "+strings.Join(catalog.StampPositions, ", "))
	fs.Float64Var(&f.stampSize, "stamp-size", 0, "size of the stamp's text in `pt` (default: scaled to the card, at least 3)")
	showDefault(fs, "stamp-size", "scaled to the card")
	limit(fs, "stamp-size", 3, 24)
	fs.StringVar(&f.set, "set", "", "set to print (default: the largest set)")
	fs.BoolVar(&f.oneEach, "one-each", false, "one copy of each card design instead of the full deck")
	fs.StringVar(&f.only, "only", "", "comma-separated card ids to print (entry ids like skip, or faces like skip/red)")
	fs.BoolVar(&f.png, "png", false, "also write one PNG per card design, and back.png, into OUT/png")
	fs.BoolVar(&f.gray, "gray", false, "with --png: also write grayscale PNGs into OUT/png-gray")
	fs.BoolVar(&f.tts, "tts", false, "also write Tabletop Simulator deck sheets into OUT/tts (like --profile tts)")
	fs.StringVar(&f.ttsURL, "tts-url", "", "web address of the uploaded tts folder for deck.json, which is then the same wherever it is built (default: the folder's file:/// path, for this computer)")
	fs.Float64Var(&f.dpi, "dpi", 300, "resolution of the PNGs in `dpi` (art in PDFs keeps its own, up to 600 ppi)")
	fs.BoolVar(&f.quiet, "q", false, "quiet: no progress on stderr")
	fs.BoolVar(&f.strictArt, "strict-art", false, "art that prints below 300 ppi is an error, not a warning")
	showDefault(fs, "margin", fmt.Sprint(layout.HomeMargin)+profileDefaults(func(p layout.Profile) float64 { return p.Margin }))
	showDefault(fs, "bleed", "0"+profileDefaults(func(p layout.Profile) float64 { return p.Bleed }))
	showDefault(fs, "gutter", "auto: 3, or twice the bleed if larger; 0 when butted cards fit more on a page")
	limit(fs, "margin", 0, 100)
	limit(fs, "gutter", 0, 100)
	limit(fs, "bleed", 0, 20)
	limit(fs, "dpi", 30, 1200)
}

// profileDefaults lists what the sheet profiles set a flag to, for its
// help: "; --profile pnp-a4, pnp-letter: 4; single: 0".
func profileDefaults(value func(layout.Profile) float64) string {
	var values []float64
	names := map[float64][]string{}
	for _, name := range layout.ProfileNames() {
		p := layout.Profiles[name]
		if p.Kind != layout.SheetsProfile && p.Kind != layout.SingleProfile {
			continue
		}
		v := value(p)
		if names[v] == nil {
			values = append(values, v)
		}
		names[v] = append(names[v], name)
	}
	var b strings.Builder
	for i, v := range values {
		b.WriteString("; ")
		if i == 0 {
			b.WriteString("--profile ")
		}
		fmt.Fprintf(&b, "%s: %v", strings.Join(names[v], ", "), v)
	}
	return b.String()
}

var cardsCommand = command{
	name: "cards",
	args: "[GAME_DIR] [flags]",
	summary: `Print a game's cards as PDF sheets ready to cut, and as PNG images.
The sheets have crop marks or cut lines, optional bleed and back pages for
duplex printing; print profiles (--profile) make the files a print shop or
Tabletop Simulator takes. [print] in the catalog sets defaults for the flags.`,
	run: func(fs *flag.FlagSet, e *env) func() int {
		var f cardFlags
		f.define(fs)
		return func() int {
			if err := f.refuse(fs); err != nil {
				return reportError(e, "cards", err)
			}
			g, code := loadCatalog(fs.Args(), e)
			if g == nil {
				return code
			}
			c := g.Catalog
			o, err := f.options(fs, c)
			if err != nil {
				return reportError(e, "cards", err)
			}
			o.Warn = e.warn
			if f.calibrate {
				return reportError(e, "cards", build.Calibration(c, o, f.log(e)))
			}
			return reportError(e, "cards", build.Cards(c, o, f.log(e)))
		}
	},
}

// warn prints warnings found while printing, positioned as errors are.
func (e *env) warn(list diag.List) { printList(e, list) }

// reportError prints a step's error; it returns the exit code.
func reportError(e *env, step string, err error) int {
	if err == nil {
		return exitOK
	}
	var list diag.List
	if errors.As(err, &list) {
		printDiagnostics(e, err)
		return exitGame
	}
	fmt.Fprintf(e.stderr, "cardpress %s: %v\n", step, err)
	if errors.As(err, new(build.OptionError)) {
		return exitUsage
	}
	return exitGame
}

// usageError marks an error in the flags rather than in the game.
func usageError(err error) error { return build.OptionError{Err: err} }

// printFlags maps the keys of the catalog's [print] to flags: the flag, and
// whether its value is the key's negation.
var printFlags = map[string]struct {
	flag   string
	negate bool
}{
	"shared_cuts": {"shared-cuts", false}, "duplex_offset": {"duplex-offset", false},
	"label": {"no-label", true}, "backs": {"no-backs", true}, "strict_art": {"strict-art", false},
	"stamp_position": {"stamp-position", false}, "stamp_size": {"stamp-size", false},
}

// proofOnly are the keys of [print] that no card flag takes: what proofs
// and validate read (the safe zone).
var proofOnly = []string{"safe_zone"}

// sheetFlags are the flags that only sheets use; shop and Tabletop
// Simulator profiles refuse them.
var sheetFlags = []string{"paper", "landscape", "margin", "gutter", "shared-cuts", "guides", "no-label", "no-backs", "duplex", "duplex-offset", "calibrate"}

// resolve completes the flags: those not given take the catalog's [print]
// values, then the profile's; it checks what the flags mean together. A
// setting of [print] that the profile or another setting of [print]
// refuses is an error at its value, as the flag would be; one that only a
// flag given on the command line overrides (another --profile, --gutter
// over shared_cuts) gives way to the flag.
func (f *cardFlags) resolve(fs *flag.FlagSet, c *catalog.Catalog) error {
	f.given, f.fromCatalog = map[string]bool{}, map[string]diag.Pos{}
	fs.Visit(func(fl *flag.Flag) { f.given[fl.Name] = true })
	prof, profPos, err := f.profileOf(c)
	if err != nil {
		return err
	}
	for _, s := range c.Print.Settings {
		name, value := flagOf(s)
		if f.given[name] || f.overridden(name) || slices.Contains(proofOnly, s.Key) {
			continue // the command line wins
		}
		if why := notFor(prof, name); why != "" {
			if profPos.IsValid() {
				return printError(s, fmt.Errorf("%s does not apply to the %s profile of line %d, %s", s.Key, prof.Name, profPos.Line, why))
			}
			continue // the profile given on the command line has no use for it
		}
		if err := fs.Set(name, value); err != nil {
			return printError(s, err)
		}
		if err := checkValue(name, value); err != nil {
			return printError(s, err)
		}
		f.fromCatalog[name] = s.Pos
	}
	if f.given["stamp"] {
		if err := checkValue("stamp", f.stamp); err != nil {
			return usageError(fmt.Errorf("--stamp %q: %v", f.stamp, err))
		}
	}
	if f.given["stamp-position"] {
		if err := checkValue("stamp-position", f.stampAt); err != nil {
			return usageError(fmt.Errorf("--stamp-position: %v", err))
		}
	}
	if f.out == "" {
		f.out = filepath.Join("out", c.Game.ID)
	}
	if f.stamp == "" && !f.given["stamp"] {
		f.stamp = c.Game.Version
	}
	if err := f.checkTogether(c); err != nil {
		return err
	}
	if f.profile == "" {
		return nil
	}
	for _, name := range append(sheetFlags, "bleed") {
		if why := notFor(prof, name); why != "" && f.given[name] {
			return usageError(fmt.Errorf("--%s does not apply to the %s profile, %s", name, prof.Name, why))
		}
	}
	if prof.Kind == layout.ShopProfile || prof.Kind == layout.TTSProfile {
		return nil
	}
	defaults := map[string]string{"margin": fmt.Sprint(prof.Margin), "bleed": fmt.Sprint(prof.Bleed), "guides": guideName(prof.Guides)}
	if prof.Paper != "" {
		defaults["paper"] = prof.Paper
	}
	if prof.Kind == layout.SingleProfile {
		defaults["no-label"] = "true"
	}
	for name, v := range defaults {
		if _, set := f.fromCatalog[name]; !f.given[name] && !set {
			fs.Set(name, v)
		}
	}
	return nil
}

// refuse is the error of a flag given on the command line whose value no
// game could take (an unknown profile, paper, guide, duplex edge or
// offset), found before the game is loaded: a load is most of a usage
// error's time. The build parses them again, as it does [print]'s values.
func (f *cardFlags) refuse(fs *flag.FlagSet) error {
	parsers := []struct {
		flag  string
		value string
		parse func(string) error
	}{
		{"profile", f.profile, func(s string) error { _, err := layout.ParseProfile(s); return err }},
		{"paper", f.paper, func(s string) error { _, err := layout.ParsePaper(s); return err }},
		{"guides", f.guides, func(s string) error { _, err := layout.ParseGuides(s); return err }},
		{"duplex", f.duplex, func(s string) error { _, err := layout.ParseEdge(s); return err }},
		{"duplex-offset", f.duplexOffset, func(s string) error { _, err := parseOffset(s); return err }},
	}
	given := map[string]bool{}
	fs.Visit(func(fl *flag.Flag) { given[fl.Name] = true })
	for _, p := range parsers {
		if !given[p.flag] {
			continue
		}
		if err := p.parse(p.value); err != nil {
			return usageError(err)
		}
	}
	return nil
}

// profileOf is the profile the cards are printed with: the flag's, else
// [print]'s (with the position of its value), else none.
func (f *cardFlags) profileOf(c *catalog.Catalog) (layout.Profile, diag.Pos, error) {
	name, pos := f.profile, diag.Pos{}
	if !f.given["profile"] {
		for _, s := range c.Print.Settings {
			if s.Key == "profile" {
				name, pos = s.Value, s.Pos
			}
		}
	}
	if name == "" {
		return layout.Profile{Kind: layout.SheetsProfile}, pos, nil
	}
	p, err := layout.ParseProfile(name)
	if err != nil {
		if pos.IsValid() {
			return p, pos, diag.List{{Pos: pos, Msg: "[print] " + err.Error()}}
		}
		return p, pos, usageError(err)
	}
	return p, pos, nil
}

// flagOf is the flag a [print] setting stands for, and its value as the
// flag takes it.
func flagOf(s catalog.PrintSetting) (name, value string) {
	name, value = s.Key, s.Value
	if m, ok := printFlags[s.Key]; ok {
		name = m.flag
		if m.negate {
			value = strconv.FormatBool(value != "true")
		}
	}
	return name, value
}

// printError is err of a [print] setting, at its value.
func printError(s catalog.PrintSetting, err error) error {
	return diag.List{{Pos: s.Pos, Msg: fmt.Sprintf("[print] %s: %v", s.Key, err)}}
}

// overridden tells whether a flag given on the command line makes the
// catalog's setting of flag name meaningless: butted cards have no gutter.
func (f *cardFlags) overridden(name string) bool {
	return name == "shared-cuts" && f.given["gutter"] || name == "gutter" && f.given["shared-cuts"]
}

// notFor says why flag name does not apply to profile p, or "" if it does.
func notFor(p layout.Profile, name string) string {
	switch p.Kind {
	case layout.ShopProfile, layout.TTSProfile:
		if name == "bleed" || slices.Contains(sheetFlags, name) {
			return "which writes card images"
		}
	case layout.SingleProfile:
		if slices.Contains([]string{"paper", "landscape", "margin", "gutter", "shared-cuts", "guides"}, name) {
			return "whose page is the card and its bleed"
		}
	}
	return ""
}

// checkValue checks a flag's value that the flag package takes as any
// string but the build would refuse late: the paper, the duplex offset and
// the stamp. Its message is [print]'s, whose values are TOML's.
func checkValue(name, value string) error {
	var err error
	switch name {
	case "paper":
		_, err = layout.ParsePaper(value)
	case "duplex-offset": // [print] writes it as TOML does
		if _, err = parseOffset(value); err != nil {
			err = errors.New("want [X, Y] in mm, each within ±20, like [1.5, -0.5]")
		}
	case "stamp":
		err = layout.CheckStamp(value)
	case "stamp-position":
		if !slices.Contains(catalog.StampPositions, value) {
			err = fmt.Errorf("%q is not one of %s", value, strings.Join(catalog.StampPositions, ", "))
		}
	}
	return err
}

// checkTogether refuses flags that would do nothing with the others given:
// on the command line a usage error, in [print] an error at the value.
func (f *cardFlags) checkTogether(c *catalog.Catalog) error {
	set := func(name string) bool { _, ok := f.fromCatalog[name]; return f.given[name] || ok }
	for _, pair := range []struct {
		flag, needs, why string
		ok               bool
	}{
		{"tts-url", "--tts or --profile tts", "it is the address written into deck.json", f.tts || f.profile == "tts"},
		{"duplex-offset", "back pages", "it moves the backs, and none are printed (--no-backs, or backs = false in [print])", !f.noBacks || f.calibrate},
		{"duplex", "back pages", "it places the backs, and none are printed (--no-backs, or backs = false in [print])", !f.noBacks || f.calibrate},
		{"shared-cuts", "no gutter", "butted cards have no gutter, and a gutter is given", !f.sharedCuts || !set("gutter")},
	} {
		if !set(pair.flag) || pair.ok {
			continue
		}
		if !f.given[pair.flag] {
			for _, s := range c.Print.Settings {
				if name, _ := flagOf(s); name == pair.flag {
					return printError(s, fmt.Errorf("needs %s: %s", pair.needs, pair.why))
				}
			}
		}
		return usageError(fmt.Errorf("--%s needs %s: %s", pair.flag, pair.needs, pair.why))
	}
	return nil
}

func guideName(g layout.Guides) string {
	return [...]string{"marks", "lines", "none"}[g]
}

// parseOffset reads "X,Y" in mm.
func parseOffset(s string) (layout.Point, error) {
	xs, ys, ok := strings.Cut(s, ",")
	x, err1 := strconv.ParseFloat(strings.TrimSpace(xs), 64)
	y, err2 := strconv.ParseFloat(strings.TrimSpace(ys), 64)
	if !ok || err1 != nil || err2 != nil || math.Abs(x) > 20 || math.Abs(y) > 20 || math.IsNaN(x) || math.IsNaN(y) {
		return layout.Point{}, fmt.Errorf("--duplex-offset %q: want X,Y in mm, each within ±20, like 1.5,-0.5", s) // [print]'s is checkValue's
	}
	return layout.Point{X: x, Y: y}, nil
}

// options resolves the flags for game c and turns them into the build's
// card options.
func (f *cardFlags) options(fs *flag.FlagSet, c *catalog.Catalog) (build.CardOptions, error) {
	if err := f.resolve(fs, c); err != nil {
		return build.CardOptions{}, err
	}
	return f.cardOptions()
}

// cardOptions are the resolved flags as the build's options.
func (f *cardFlags) cardOptions() (build.CardOptions, error) {
	off, err := parseOffset(f.duplexOffset)
	if err != nil {
		return build.CardOptions{}, usageError(err)
	}
	o := build.CardOptions{
		Dir: f.out, Profile: f.profile, Paper: f.paper, Landscape: f.landscape, MayTurn: f.mayTurn(),
		Margin: f.margin, Gutter: f.gutter, Bleed: f.bleed, SharedCuts: f.sharedCuts,
		Guides: f.guides, NoLabel: f.noLabel, NoBacks: f.noBacks, Duplex: f.duplex, Offset: off,
		Stamp: layout.VersionStamp{Text: f.stamp, Position: f.stampAt, Size: f.stampSize}, Set: f.set, OneEach: f.oneEach,
		PNG: f.png, Gray: f.gray, TTS: f.tts, TTSURL: f.ttsURL, DPI: f.dpi, StrictArt: f.strictArt,
	}
	if f.only != "" {
		o.Only = strings.Split(f.only, ",")
	}
	return o, nil
}

// mayTurn tells whether the profile may turn the page to fit more cards:
// neither the command line nor [print] chose the orientation.
func (f *cardFlags) mayTurn() bool {
	_, set := f.fromCatalog["landscape"]
	return !f.given["landscape"] && !set
}

// log is where progress goes: stderr, or nowhere with -q.
func (f *cardFlags) log(e *env) io.Writer {
	if f.quiet {
		return nil
	}
	return e.stderr
}
