package main

import (
	"bytes"
	"fmt"
	"io"
	"io/fs"
	"math"
	"strconv"
	"strings"

	"cardpress/catalog"
	"cardpress/diag"
	"cardpress/engine"
	"cardpress/engine/sim"
	"cardpress/folder"
	"cardpress/output"
)

// This file is sim --vary: a what-if sweep that plays the same seeds with
// one value of the game changed — a card's rule, a numeric catalog field or
// an optional rule of the game's rules file — and reports how the figures
// move.

// varySpec is a parsed --vary: what changes and its values.
type varySpec struct {
	text string
	// card is the entry changed, key what of it: "rules.attack.draw", a
	// stat id, "points", "number" or a custom field. For a rules file,
	// file is its path in the folder and key "TABLE.KEY" or "KEY".
	card, key, file string
	values          []string
}

// maxVaryValues bounds a sweep: each value is a whole run.
const maxVaryValues = 25

// parseVary reads TARGET=VALUES: TARGET is CARD.rules.KEY, CARD.FIELD or
// FILE:KEY; VALUES is A..B (whole numbers, both included) or a comma list.
func parseVary(spec string) (*varySpec, error) {
	target, vals, ok := strings.Cut(spec, "=")
	if !ok || target == "" || vals == "" {
		return nil, fmt.Errorf("%q: want TARGET=VALUES: CARD.rules.KEY=A..B (a card's rule), CARD.FIELD=A..B (a stat, points, number or a custom field) or FILE:TABLE.KEY=X,Y (a key of a rules file)", spec)
	}
	v := &varySpec{text: spec}
	if file, key, ok := strings.Cut(target, ":"); ok {
		v.file, v.key = file, key
	} else if card, key, ok := strings.Cut(target, "."); ok {
		v.card, v.key = card, key
	}
	if v.key == "" {
		return nil, fmt.Errorf("%q: the target %q names no card field (CARD.FIELD, CARD.rules.KEY) and no rules file key (FILE:KEY)", spec, target)
	}
	if lo, hi, ok := strings.Cut(vals, ".."); ok {
		a, err1 := strconv.Atoi(lo)
		b, err2 := strconv.Atoi(hi)
		if err1 != nil || err2 != nil || a > b {
			return nil, fmt.Errorf("%q: the range %q wants two whole numbers, the first not above the second", spec, vals)
		}
		if b-a+1 > maxVaryValues {
			return nil, fmt.Errorf("%q: %d values, at most %d (each is a whole run)", spec, b-a+1, maxVaryValues)
		}
		for n := a; n <= b; n++ {
			v.values = append(v.values, strconv.Itoa(n))
		}
	} else {
		v.values = strings.Split(vals, ",")
		if len(v.values) > maxVaryValues {
			return nil, fmt.Errorf("%q: %d values, at most %d (each is a whole run)", spec, len(v.values), maxVaryValues)
		}
	}
	return v, nil
}

// catalogFor loads the game's catalog again with the sweep's value set: a
// fresh catalog per value, so that its entries and indexes agree.
func (v *varySpec) catalogFor(g *folder.Game, value string) (*catalog.Catalog, error) {
	fsys := g.FS
	if v.file != "" {
		src, err := fs.ReadFile(g.FS, v.file)
		if err != nil {
			return nil, fmt.Errorf("--vary %s: %w", v.text, err)
		}
		edited, err := setTOMLKey(src, v.key, value)
		if err != nil {
			return nil, fmt.Errorf("--vary %s: %s: %v", v.text, v.file, err)
		}
		fsys = &overlayFS{FS: g.FS, name: v.file, data: edited}
	}
	c, err := catalog.LoadFS(fsys, g.Dir)
	if err != nil {
		return nil, err
	}
	if v.card == "" {
		return c, nil
	}
	e := c.Entry(v.card)
	if e == nil {
		return nil, fmt.Errorf("--vary %s: the catalog has no card %q%s", v.text, v.card, catalog.DidYouMean(v.card, c.EntryIDs()))
	}
	if err := setEntryValue(e, v.key, value); err != nil {
		return nil, fmt.Errorf("--vary %s: card %s: %v", v.text, v.card, err)
	}
	return c, nil
}

// setEntryValue sets a card's rule (rules.KEY), stat, points, number or
// custom field; a number field takes whole numbers only.
func setEntryValue(e *catalog.Entry, key, value string) error {
	n, numErr := strconv.Atoi(value)
	if rule, ok := strings.CutPrefix(key, "rules."); ok {
		if e.Rules == nil || !e.Rules.Has(rule) {
			return fmt.Errorf("its rules give no %s to vary", rule)
		}
		old := e.Rules.Values[rule]
		switch old.Value.(type) {
		case int64:
			if numErr != nil {
				return fmt.Errorf("rules.%s is a number, not %q", rule, value)
			}
			old.Value = int64(n)
		case bool:
			b, err := strconv.ParseBool(value)
			if err != nil {
				return fmt.Errorf("rules.%s is true or false, not %q", rule, value)
			}
			old.Value = b
		case string:
			old.Value = value
		default:
			return fmt.Errorf("rules.%s is a table or a list: vary one of its numbers", rule)
		}
		e.Rules.Values[rule] = old
		return nil
	}
	switch _, isStat := e.Stats[key]; {
	case key == "points" || key == "number" || isStat:
		if numErr != nil {
			return fmt.Errorf("%s is a number, not %q", key, value)
		}
		switch key {
		case "points":
			e.Points, e.HasPoints = n, true
		case "number":
			e.Number, e.HasNumber = n, true
		default:
			e.Stats[key] = value
		}
	default:
		if _, ok := e.Fields[key]; !ok {
			return fmt.Errorf("it has no field %q: vary rules.KEY, points, number, one of its stats or fields", key)
		}
		e.Fields[key] = value
	}
	return nil
}

// setTOMLKey rewrites the value of key ("TABLE.KEY" inside [TABLE], or a
// KEY written once in the file) on its line, keeping the line's comment.
func setTOMLKey(src []byte, key, value string) ([]byte, error) {
	table, name := "", key
	if i := strings.LastIndexByte(key, '.'); i >= 0 {
		table, name = key[:i], key[i+1:]
	}
	lines := strings.Split(string(src), "\n")
	cur, found := "", -1
	for i, l := range lines {
		t := strings.TrimSpace(l)
		if strings.HasPrefix(t, "[") {
			head, _, _ := strings.Cut(t, "]") // a comment may follow the header
			cur = strings.Trim(head, "[ ")
			continue
		}
		k, _, ok := strings.Cut(t, "=")
		if !ok || strings.TrimSpace(k) != name || (table != "" && cur != table) {
			continue
		}
		if found >= 0 {
			return nil, fmt.Errorf("%s is written more than once: name its table (TABLE.%s)", key, name)
		}
		found = i
	}
	if found < 0 {
		return nil, fmt.Errorf("no %s written in the file: write it once, then vary it", key)
	}
	l := lines[found]
	indent := l[:len(l)-len(strings.TrimLeft(l, " \t"))]
	comment := ""
	if i := strings.Index(l, "#"); i >= 0 && strings.Count(l[:i], `"`)%2 == 0 {
		comment = "  " + l[i:]
	}
	lines[found] = indent + name + " = " + tomlValue(value) + comment
	return []byte(strings.Join(lines, "\n")), nil
}

// tomlValue writes a number or true/false as it is, anything else quoted.
func tomlValue(v string) string {
	if _, err := strconv.ParseInt(v, 10, 64); err == nil || v == "true" || v == "false" {
		return v
	}
	return strconv.Quote(v)
}

// overlayFS is a game folder with one file's contents replaced.
type overlayFS struct {
	fs.FS
	name string
	data []byte
}

func (o *overlayFS) Open(name string) (fs.File, error) {
	if name != o.name {
		return o.FS.Open(name)
	}
	f, err := o.FS.Open(name)
	if err != nil {
		return nil, err
	}
	info, err := f.Stat()
	f.Close()
	if err != nil {
		return nil, err
	}
	return &memFile{Reader: bytes.NewReader(o.data), info: info, size: int64(len(o.data))}, nil
}

func (o *overlayFS) ReadFile(name string) ([]byte, error) {
	if name == o.name {
		return bytes.Clone(o.data), nil
	}
	return fs.ReadFile(o.FS, name)
}

// memFile is the replaced file: its contents, the original's other facts.
type memFile struct {
	*bytes.Reader
	info fs.FileInfo
	size int64
}

func (f *memFile) Stat() (fs.FileInfo, error) { return sizedInfo{f.info, f.size}, nil }
func (f *memFile) Close() error               { return nil }

type sizedInfo struct {
	fs.FileInfo
	size int64
}

func (i sizedInfo) Size() int64 { return i.size }

// varyPoint is one value of a sweep and the run's report.
type varyPoint struct {
	Value  string     `json:"value"`
	Report *simReport `json:"report"`
	// Card is the varied card's row of the report (nil for a rules file
	// or a card never played nor dealt).
	Card *cardRow `json:"card,omitempty"`
}

// varyReport is what sim --vary prints.
type varyReport struct {
	Vary   string      `json:"vary"`
	Points []varyPoint `json:"points"`
}

// runVary plays the run f describes once per value of the sweep, the same
// seeds each time.
func runVary(g *folder.Game, f *simFlags, e *env) int {
	v, err := parseVary(f.vary)
	if err != nil {
		return reportError(e, "sim", usageError(fmt.Errorf("--vary %v", err)))
	}
	if f.plot != "" && !strings.HasSuffix(f.plot, ".svg") {
		return reportError(e, "sim", usageError(fmt.Errorf("--plot %s: a sweep's chart is SVG: name the file .svg", f.plot)))
	}
	rep := &varyReport{Vary: f.vary}
	for _, value := range v.values {
		c, err := v.catalogFor(g, value)
		if err != nil {
			return reportError(e, "sim", err)
		}
		d, err := varyDealer(g, c, f)
		if err != nil {
			return reportError(e, "sim", fmt.Errorf("--vary %s at %s: %w", f.vary, value, err))
		}
		if !f.quiet {
			fmt.Fprintf(e.stderr, "%s = %s: %s\n", strings.SplitN(f.vary, "=", 2)[0], value, diag.Count(f.games, "game"))
		}
		f.workers = sim.Workers(f.games, f.workers)
		proto := &sim.SelfPlay{Dealer: d}
		tally, elapsed, err := sim.Run(sim.Config{Games: f.games, Seed: f.seed, Workers: f.workers},
			func() (sim.Player, error) { return newSelfPlay(d, f, false), nil }, proto.NewTally)
		if err != nil {
			reportViolation(err, f, nil, e)
			return exitGame
		}
		r := newSimReport(c, d.Info(), sim.DeclaresInvariants(d), f, tally, elapsed)
		p := varyPoint{Value: value, Report: r}
		for i := range r.Entries {
			if r.Entries[i].ID == v.card {
				p.Card = &r.Entries[i]
			}
		}
		rep.Points = append(rep.Points, p)
	}
	if f.plot != "" {
		svg := rep.chart()
		if err := output.WriteFile(f.plot, func(w io.Writer) error { _, err := w.Write(svg); return err }); err != nil {
			return reportError(e, "sim", fmt.Errorf("--plot: %w", err))
		}
	}
	if f.json {
		if err := writeJSON(e.stdout, rep); err != nil {
			return reportError(e, "sim", err)
		}
	} else {
		rep.print(e.stdout)
	}
	return exitOK
}

// varyDealer builds the engine and dealer of a changed catalog.
func varyDealer(g *folder.Game, c *catalog.Catalog, f *simFlags) (engine.Dealer, error) {
	if misfit := g.Rules.Fit(c); len(misfit) > 0 {
		return nil, misfit
	}
	eng, err := g.Rules.Load(c)
	if err != nil {
		return nil, err
	}
	return eng.Dealer(engine.DealOptions{Players: f.players, Set: f.set, Match: f.match})
}

// print writes the sweep as a table: per value the games, their length,
// the win rate of the --policy player (or of the first player), and the
// varied card's figures.
func (r *varyReport) print(w io.Writer) {
	if len(r.Points) == 0 {
		return
	}
	first := r.Points[0].Report
	fmt.Fprintf(w, "what if %s · %s · %s · %d players · %s · seed %d · %d games per value, the same seeds\n",
		r.Vary, first.Game, first.Set, first.Players, policyText(first.Policy, first.Versus), first.Seed, first.Games)
	who := "first player wins"
	if first.Focus != nil {
		who = first.Policy + " wins"
	}
	fmt.Fprintf(w, "\n%-8s %22s %22s", "value", "actions per game", who)
	card := r.Points[0].Card != nil
	if card {
		fmt.Fprintf(w, " %22s %22s %23s %23s", "card played", "won when played", "Δ when played", "Δ when in opening")
	}
	fmt.Fprintln(w)
	for _, p := range r.Points {
		rep := p.Report
		win := rep.First.WinRate
		if rep.Focus != nil {
			win = rep.Focus.WinRate
		}
		a := rep.Actions.Mean
		fmt.Fprintf(w, "%-8s %22s %22s", p.Value, fmt.Sprintf("%.1f [%.1f, %.1f]", a.Value, a.Low, a.High), percent(win))
		if c := p.Card; c != nil {
			fmt.Fprintf(w, " %22s %22s %23s %23s", percent(c.PlayRate), percent(c.WinPlayed), signed(c.PlayedDiff, c.PlayedP), signed(c.OpeningDiff, c.OpeningP))
		}
		fmt.Fprintln(w)
	}
	fmt.Fprintf(w, "\n[95%% CI]; Δ: the card's win rate less the average player-game's, * significant at 5%% after Holm's correction for the cards of the run\n")
}

// chart draws the sweep: the win rates, the card's play rate and the game
// length against the value.
func (r *varyReport) chart() []byte {
	var values []string
	var played, wonPlayed, wonOpening, who, length []sim.Interval
	first := r.Points[0].Report
	whoName := "the first player wins"
	if first.Focus != nil {
		whoName = first.Policy + " wins"
	}
	pct := func(iv sim.Interval) sim.Interval {
		if iv == (sim.Interval{}) {
			return sim.Interval{Value: math.NaN()} // no games: no point
		}
		return sim.Interval{Value: 100 * iv.Value, Low: 100 * iv.Low, High: 100 * iv.High}
	}
	for _, p := range r.Points {
		values = append(values, p.Value)
		win := p.Report.First.WinRate
		if p.Report.Focus != nil {
			win = p.Report.Focus.WinRate
		}
		who = append(who, pct(win))
		length = append(length, p.Report.Actions.Mean)
		if c := p.Card; c != nil {
			played = append(played, pct(c.PlayRate))
			wonPlayed = append(wonPlayed, pct(c.WinPlayed))
			wonOpening = append(wonOpening, pct(c.WinOpening))
		}
	}
	wins := sim.Panel{Title: "Win rates, %", Series: []sim.Series{{Name: whoName, Points: who}}}
	panels := []sim.Panel{wins}
	if len(played) == len(values) {
		panels[0].Series = append(panels[0].Series, sim.Series{Name: "won when the card was played", Points: wonPlayed}, sim.Series{Name: "won with it in the opening hand", Points: wonOpening})
		panels = append(panels, sim.Panel{Title: "The card played, % of player-games", Series: []sim.Series{{Name: "played", Points: played}}})
	}
	panels = append(panels, sim.Panel{Title: "Game length, actions", Series: []sim.Series{{Name: "mean", Points: length}}})
	title := fmt.Sprintf("What if %s · %s · %s · %d games per value", r.Vary, first.Game, policyText(first.Policy, first.Versus), first.Games)
	target, _, _ := strings.Cut(r.Vary, "=")
	return sim.SweepChart(title, target, values, panels)
}
