package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"sort"
	"strings"
	"time"

	"cardpress/catalog"
	"cardpress/diag"
	"cardpress/engine"
	"cardpress/engine/sim"
	"cardpress/folder"
	"cardpress/output"
)

// simFlags are the options of the sim command.
type simFlags struct {
	games      int
	players    int
	set        string
	match      bool
	seed       uint64
	workers    int
	policy     string
	versus     string
	vary       string
	from       int
	merge      string
	check      bool
	json       bool
	plot       string
	replay     int
	maxActions int
	quiet      bool
	// sources is the digest of the game's rules sources (rulesDigest).
	sources string
}

var simCommand = command{
	name: "sim",
	args: "[GAME_DIR] [flags]",
	summary: `Self-play: simulate many whole games and check the engine's invariants.
Every player chooses among the legal actions of the game's rules engine
(uniformly at random, or greedily), on all cores. Prints how long games
last and the win rate of each seat, and for each card how often it is
played and how often its player wins, with 95% confidence intervals;
--check verifies the engine's invariants after every action and reports a
violation with the seed to replay it.`,
	run: func(fs *flag.FlagSet, e *env) func() int {
		var f simFlags
		fs.IntVar(&f.games, "n", 10000, "number of games to simulate")
		fs.IntVar(&f.players, "players", 0, "number of players (default: the game's usual number)")
		fs.StringVar(&f.set, "set", "", "set to play with (default: the largest set)")
		fs.BoolVar(&f.match, "match", false, "play whole matches where the game has them (Windia War: limit or pennant rule)")
		fs.Uint64Var(&f.seed, "seed", 1, "seed: the same seed plays the same games, whatever --workers (not with a time budget such as ismcts:50ms, which searches as far as the machine gets)")
		fs.IntVar(&f.workers, "workers", 0, "parallel workers (default: one per core)")
		fs.StringVar(&f.policy, "policy", "random", "how players choose: random (uniform among legal actions), greedy, or ismcts:N (a search of N iterations per move; ismcts:50ms: of that time per move)")
		fs.StringVar(&f.vary, "vary", "", "what-if sweep: play the same seeds for each value of CARD.rules.KEY=A..B, CARD.FIELD=A..B (a stat, points, number) or FILE:TABLE.KEY=X,Y (an optional rule), and report how the figures move")
		fs.IntVar(&f.from, "from", 0, "number of the first game: shard a run by game ranges (--from 0 -n 5000, --from 5000 -n 5000, …) and add their --json files up with --merge")
		fs.StringVar(&f.merge, "merge", "", "add up the --json files of runs of disjoint game ranges (comma-separated files or globs) and report the whole")
		fs.StringVar(&f.versus, "versus", "", "the policy of every player but one: the --policy player sits in each seat in turn, and its win rate is reported")
		fs.BoolVar(&f.check, "check", false, "check the invariants after every action")
		fs.BoolVar(&f.json, "json", false, "print the results as JSON")
		fs.StringVar(&f.plot, "plot", "", "write a chart (game lengths, card play rates) to this PNG file")
		fs.IntVar(&f.replay, "replay", -1, "replay game number N of --seed action by action, invariants checked")
		showDefault(fs, "replay", "none: simulate --games games")
		fs.IntVar(&f.maxActions, "max-actions", sim.DefaultMaxActions, "a game longer than this many actions is an error")
		fs.BoolVar(&f.quiet, "q", false, "quiet: no progress bar on stderr")
		return func() int {
			if err := f.refuse(); err != nil {
				return reportError(e, "sim", err)
			}
			g, code := loadRules(fs.Args(), e)
			if g == nil {
				return code
			}
			return runSim(g, &f, fs.Args(), e)
		}
	},
}

// refuse is the error of the flags that no game could take, found before
// the game is loaded: a load is most of a usage error's time.
func (f *simFlags) refuse() error {
	if _, err := sim.ParseChooser(f.policy); err != nil {
		return usageError(fmt.Errorf("--policy: %v", err))
	}
	if f.versus != "" {
		if _, err := sim.ParseChooser(f.versus); err != nil {
			return usageError(fmt.Errorf("--versus: %v", err))
		}
	}
	switch {
	case f.games < 1:
		return usageError(fmt.Errorf("-n %d: simulate at least one game", f.games))
	case f.workers < 0:
		return usageError(fmt.Errorf("--workers %d is negative", f.workers))
	case f.from < 0:
		return usageError(fmt.Errorf("--from %d is negative", f.from))
	case f.maxActions < 1:
		return usageError(fmt.Errorf("--max-actions %d: want at least 1", f.maxActions))
	}
	return nil
}

// runSim runs the simulation or the replay.
func runSim(g *folder.Game, f *simFlags, args []string, e *env) int {
	c := g.Catalog
	if g.Engine == nil {
		fmt.Fprintf(e.stderr, "cardpress sim: no self-play engine for game %q\n", c.Game.ID)
		return exitGame
	}
	d, err := g.Engine.Dealer(engine.DealOptions{Players: f.players, Set: f.set, Match: f.match})
	var oe *engine.OptionError
	if errors.As(err, &oe) {
		return reportError(e, "sim", usageError(err))
	}
	if err != nil {
		return reportError(e, "sim", err)
	}
	if f.sources, err = folder.RulesDigest(g.FS); err != nil {
		return reportError(e, "sim", err)
	}
	if f.merge != "" {
		return runMerge(g, d, f, e)
	}
	if f.vary != "" {
		if f.replay >= 0 {
			return reportError(e, "sim", usageError(errors.New("--vary plays whole runs: it cannot replay one game (--replay)")))
		}
		return runVary(g, f, e)
	}
	if f.replay >= 0 {
		return replayGame(d, f, e)
	}
	f.workers = sim.Workers(f.games, f.workers)
	bar := &progressBar{w: e.stderr, total: f.games, quiet: f.quiet, start: time.Now()}
	proto := &sim.SelfPlay{Dealer: d}
	tally, elapsed, err := sim.Run(sim.Config{Games: f.games, Seed: f.seed, First: f.from, Workers: f.workers, Progress: bar.show},
		func() (sim.Player, error) { return newSelfPlay(d, f, false), nil }, proto.NewTally)
	bar.finish()
	if err != nil {
		reportViolation(err, f, args, e)
		return exitGame
	}
	rep := newSimReport(c, d.Info(), sim.DeclaresInvariants(d), f, tally, elapsed)
	if f.plot != "" {
		if err := writeSimChart(f.plot, rep, tally); err != nil {
			return reportError(e, "sim", err)
		}
	}
	if f.json {
		if err := writeJSON(e.stdout, rep); err != nil {
			return reportError(e, "sim", err)
		}
	} else {
		rep.print(e.stdout)
	}
	if f.plot != "" && !f.quiet {
		fmt.Fprintf(e.stderr, "%s: chart written\n", f.plot)
	}
	return exitOK
}

// newSelfPlay is one worker's player of the run f describes: its own
// choosers (a search keeps its tree between moves).
func newSelfPlay(d engine.Dealer, f *simFlags, check bool) *sim.SelfPlay {
	sp := &sim.SelfPlay{Dealer: d, Check: f.check || check, MaxActions: f.maxActions}
	sp.Chooser, _ = sim.ParseChooser(f.policy) // checked by refuse
	if f.versus != "" {
		sp.Versus, _ = sim.ParseChooser(f.versus)
	}
	return sp
}

// replayFlags are the flags that make a run's games what they are.
func replayFlags(f *simFlags) []string {
	out := []string{"--policy", f.policy}
	if f.from > 0 {
		out = append(out, "--from", fmt.Sprint(f.from))
	}
	if f.versus != "" {
		out = append(out, "--versus", f.versus)
	}
	out = append(out, "--seed", fmt.Sprint(f.seed), "--max-actions", fmt.Sprint(f.maxActions))
	if f.players > 0 {
		out = append(out, "--players", fmt.Sprint(f.players))
	}
	if f.set != "" {
		out = append(out, "--set", f.set)
	}
	if f.match {
		out = append(out, "--match")
	}
	return out
}

// reportViolation prints a failed game: what broke, its last actions and
// the command that replays it.
func reportViolation(err error, f *simFlags, args []string, e *env) {
	fmt.Fprintf(e.stderr, "cardpress sim: %v\n", err)
	var ge *sim.GameError
	if !errors.As(err, &ge) {
		return
	}
	var v *sim.Violation
	if errors.As(err, &v) && len(v.Log) > 0 {
		fmt.Fprintln(e.stderr, "last actions (step, player, action):")
		v.WriteLog(e.stderr, 40)
	}
	cmd := append([]string{"cardpress", "sim"}, args...)
	cmd = append(cmd, replayFlags(f)...)
	cmd = append(cmd, "--replay", fmt.Sprint(ge.Game))
	fmt.Fprintf(e.stderr, "replay: %s\n", strings.Join(cmd, " "))
}

// replayGame plays one game again, printing every action, with the
// invariants checked after each.
func replayGame(d engine.Dealer, f *simFlags, e *env) int {
	seed := engine.GameSeed(f.seed, f.replay)
	info := d.Info()
	sp := newSelfPlay(d, f, true)
	w := e.stdout
	fmt.Fprintf(w, "game %d of seed %d (game seed %d): %d players, %s, %s\n", f.replay, f.seed, seed, info.Players, info.Set, policyText(f.policy, f.versus))
	var last string
	sp.Trace = func(step int, s engine.State, a engine.Action) {
		last = sim.FormatAction(step, s, a)
		fmt.Fprintln(w, last)
	}
	err := sp.Play(f.replay, seed, sp.NewTally())
	if err != nil {
		fmt.Fprintf(e.stderr, "cardpress sim: game %d (seed %d): %v\n", f.replay, seed, err)
		if last != "" {
			fmt.Fprintf(e.stderr, "the action it broke on:\n  %s\n", last)
		}
		return exitGame
	}
	ret := sp.State().Returns()
	fmt.Fprintf(w, "game over after %s; returns %v\n", diag.Count(len(sp.Log()), "action"), ret)
	return exitOK
}

// progressBar draws a bar on stderr while a long run goes on: nothing for
// runs shorter than its first tick.
type progressBar struct {
	w     io.Writer
	total int
	quiet bool
	start time.Time
	shown bool
	final bool
}

func (b *progressBar) show(done int) {
	if b.quiet || (b.final && !b.shown) {
		return
	}
	const width = 30
	n := done * width / max(1, b.total)
	rate := float64(done) / max(time.Since(b.start).Seconds(), 1e-9)
	fmt.Fprintf(b.w, "\r[%s%s] %3d%% %d/%d games, %.0f games/s", strings.Repeat("#", n), strings.Repeat(" ", width-n), done*100/max(1, b.total), done, b.total, rate)
	b.shown = true
}

// finish ends the bar's line, if a bar was drawn. sim.Run has made its
// last Progress call when it returns.
func (b *progressBar) finish() {
	if b.shown && !b.quiet {
		fmt.Fprintln(b.w)
	}
	b.final = true
}

// writeJSON prints v indented, the form of every sim --json report.
func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// simReport is what sim prints, as a table or JSON.
type simReport struct {
	Game    string `json:"game"`
	Set     string `json:"set"`
	Cards   int    `json:"cards"`
	Players int    `json:"players"`
	Policy  string `json:"policy"`
	Versus  string `json:"versus,omitempty"`
	// Focus is the --policy player's win rate against --versus players.
	Focus *focusRow `json:"focus,omitempty"`
	Seed  uint64    `json:"seed"`
	// Match, MaxActions and Sources say what one game was: a round or a
	// whole match, the action bound, and a digest of the rules' sources
	// (catalog, card data, rules, decks); --merge adds up only runs that
	// agree on all three.
	Match      bool   `json:"match"`
	MaxActions int    `json:"max_actions"`
	Sources    string `json:"sources"`
	// From is the number of the first game; Ranges the game ranges of the
	// runs a --merge added up.
	From      int            `json:"from"`
	Ranges    [][2]int64     `json:"ranges,omitempty"`
	Seat1     string         `json:"seat1"`
	Checked   bool           `json:"invariants_checked"`
	Declared  bool           `json:"invariants_declared"`
	Games     int64          `json:"games"`
	Workers   int            `json:"workers"`
	Seconds   float64        `json:"seconds"`
	GamesPS   float64        `json:"games_per_second"`
	PerWorker float64        `json:"games_per_second_per_worker"`
	ActionsPS float64        `json:"actions_per_second"`
	Actions   distribution   `json:"actions_per_game"`
	Measures  []distribution `json:"measures"`
	Seats     []seatRow      `json:"seats"`
	// First is the player who held the first turn, whatever the seat; nil
	// when no game had a turn held by one player alone.
	First   *firstRow `json:"first_player,omitempty"`
	Draws   int64     `json:"draws"`
	Entries []cardRow `json:"entries"`
	// Counters are the run's tally whole, for --merge: runs of disjoint
	// game ranges add up to the run of their union exactly.
	Counters *sim.Tally `json:"counters"`
}

// distribution is a figure over the games: its mean with a 95% interval
// and percentiles.
type distribution struct {
	Name string       `json:"name,omitempty"`
	Mean sim.Interval `json:"mean"`
	P10  int          `json:"p10"`
	P50  int          `json:"p50"`
	P90  int          `json:"p90"`
	P99  int          `json:"p99"`
	Max  int          `json:"max"`
}

func distributionOf(name string, h *sim.Histogram) distribution {
	return distribution{Name: name, Mean: sim.MeanInterval(h), P10: h.Percentile(10), P50: h.Percentile(50), P90: h.Percentile(90), P99: h.Percentile(99), Max: h.Max()}
}

// focusRow is the games won by the --policy player against --versus
// players; Even is the rate of equal players (1/players).
type focusRow struct {
	Wins    int64        `json:"wins"`
	WinRate sim.Interval `json:"win_rate"`
	Even    float64      `json:"even"`
}

// firstRow is the games won by the player who held the first turn, of the
// games in which one player alone held a turn (every game but one spent
// wholly in simultaneous phases).
type firstRow struct {
	Games   int64        `json:"games"`
	Wins    int64        `json:"wins"`
	WinRate sim.Interval `json:"win_rate"`
}

type seatRow struct {
	Seat    int          `json:"seat"`
	Wins    int64        `json:"wins"`
	WinRate sim.Interval `json:"win_rate"`
}

// cardRow is one card entry: in how many player-games its player played
// it (and won), and held it in the opening hand (and won).
type cardRow struct {
	ID          string       `json:"id"`
	Name        string       `json:"name"`
	PlayRate    sim.Interval `json:"play_rate"`
	WinPlayed   sim.Interval `json:"win_rate_when_played"`
	OpeningRate sim.Interval `json:"opening_hand_rate"`
	WinOpening  sim.Interval `json:"win_rate_when_in_opening_hand"`
	// PlayedDiff and OpeningDiff are the win rates when played and when
	// in the opening hand less the average of all player-games; PlayedP
	// and OpeningP their p-values after Holm's correction for the number
	// of cards compared, Flag the figures significant at 5% by them.
	PlayedDiff  sim.Interval `json:"win_rate_when_played_difference"`
	PlayedP     float64      `json:"win_rate_when_played_p_holm"`
	OpeningDiff sim.Interval `json:"win_rate_when_in_opening_hand_difference"`
	OpeningP    float64      `json:"win_rate_when_in_opening_hand_p_holm"`
	Flag        string       `json:"flag,omitempty"`
}

// policyText names the policies of a run: "random policy", "ismcts:200
// versus greedy".
func policyText(policy, versus string) string {
	if versus != "" {
		return policy + " versus " + versus
	}
	return policy + " policy"
}

func newSimReport(c *catalog.Catalog, info engine.DealInfo, declared bool, f *simFlags, t *sim.Tally, elapsed time.Duration) *simReport {
	secs := max(elapsed.Seconds(), 1e-9)
	rep := &simReport{
		Game: c.Game.Title, Set: info.Set, Cards: info.Cards, Players: info.Players,
		Policy: f.policy, Versus: f.versus, Seed: f.seed, Match: f.match, MaxActions: f.maxActions, Sources: f.sources, From: f.from, Counters: t, Seat1: info.Seat1, Checked: f.check && declared, Declared: declared, Games: t.Games, Workers: f.workers,
		Seconds: elapsed.Seconds(), GamesPS: float64(t.Games) / secs,
		PerWorker: float64(t.Games) / secs / float64(f.workers),
		ActionsPS: t.Actions.Mean() * float64(t.Games) / secs,
		Actions:   distributionOf("actions", &t.Actions), Draws: t.Draws,
	}
	for i := range t.Measures {
		rep.Measures = append(rep.Measures, distributionOf(t.Measures[i].Name, &t.Measures[i].Histogram))
	}
	for p, w := range t.Wins {
		rep.Seats = append(rep.Seats, seatRow{Seat: p + 1, Wins: w, WinRate: sim.Proportion(w, t.Games)})
	}
	if f.versus != "" {
		rep.Focus = &focusRow{Wins: t.FocusWins, WinRate: sim.Proportion(t.FocusWins, t.Games), Even: 1 / float64(info.Players)}
	}
	if t.FirstGames > 0 {
		rep.First = &firstRow{Games: t.FirstGames, Wins: t.FirstWins, WinRate: sim.Proportion(t.FirstWins, t.FirstGames)}
	}
	seatGames := t.Games * int64(info.Players)
	for i, e := range info.Entries {
		if t.Played[i] == 0 && t.Opening[i] == 0 {
			continue
		}
		rep.Entries = append(rep.Entries, cardRow{
			ID: e.ID, Name: e.Name,
			PlayRate: sim.Proportion(t.Played[i], seatGames), WinPlayed: sim.Proportion(t.PlayedWon[i], t.Played[i]),
			OpeningRate: sim.Proportion(t.Opening[i], seatGames), WinOpening: sim.Proportion(t.OpeningWon[i], t.Opening[i]),
		})
	}
	rep.compareCards(t, info)
	sort.SliceStable(rep.Entries, func(a, b int) bool { return rep.Entries[a].PlayRate.Value > rep.Entries[b].PlayRate.Value })
	return rep
}

// significance is the level of the card flags, after Holm's correction.
const significance = 0.05

// compareCards sets each card's difference to the average win rate of a
// player-game, when played and when in the opening hand, and flags those
// significant after Holm's correction for the number of cards compared.
func (r *simReport) compareCards(t *sim.Tally, info engine.DealInfo) {
	seatGames := t.Games * int64(info.Players)
	won := t.Games - t.Draws
	played := make([]float64, len(r.Entries))
	opening := make([]float64, len(r.Entries))
	for i := range r.Entries {
		c := &r.Entries[i]
		k := slices.IndexFunc(info.Entries, func(e *catalog.Entry) bool { return e.ID == c.ID })
		c.PlayedDiff, played[i] = sim.Difference(t.PlayedWon[k], t.Played[k], won, seatGames)
		c.OpeningDiff, opening[i] = sim.Difference(t.OpeningWon[k], t.Opening[k], won, seatGames)
	}
	played, opening = sim.Holm(played), sim.Holm(opening)
	for i := range r.Entries {
		c := &r.Entries[i]
		c.PlayedP, c.OpeningP = played[i], opening[i]
		var flags []string
		if c.PlayedP < significance {
			flags = append(flags, "played")
		}
		if c.OpeningP < significance {
			flags = append(flags, "opening")
		}
		c.Flag = strings.Join(flags, "+")
	}
}

func percent(iv sim.Interval) string {
	if iv == (sim.Interval{}) {
		return "—  (no games)" // a rate of 0 trials; a rate of 0 has a Wilson interval above 0
	}
	return fmt.Sprintf("%5.1f%% [%5.1f, %5.1f]", 100*iv.Value, 100*iv.Low, 100*iv.High)
}

// signed writes a difference of rates in points with its interval, and a
// star when its corrected p-value is significant.
func signed(iv sim.Interval, p float64) string {
	if iv == (sim.Interval{}) {
		return "—  (no games) "
	}
	star := " "
	if p < significance {
		star = "*"
	}
	return fmt.Sprintf("%+5.1f [%+5.1f, %+5.1f]%s", 100*iv.Value, 100*iv.Low, 100*iv.High, star)
}

func (r *simReport) print(w io.Writer) {
	check := "invariants not checked (add --check)"
	switch {
	case !r.Declared:
		check = "invariants: the rules engine declares none, so none was checked"
	case r.Checked:
		check = "invariants checked after every action: no violation"
	}
	fmt.Fprintf(w, "%s · %s (%d cards) · %d players · %s · seed %d\n", r.Game, r.Set, r.Cards, r.Players, policyText(r.Policy, r.Versus), r.Seed)
	fmt.Fprintf(w, "%s in %.2f s on %s: %.0f games/s (%.0f per worker), %.2f M actions/s\n",
		diag.Count(int(r.Games), "game"), r.Seconds, diag.Count(r.Workers, "worker"), r.GamesPS, r.PerWorker, r.ActionsPS/1e6)
	fmt.Fprintln(w, check)
	fmt.Fprintf(w, "\n%-20s %8s %18s %6s %6s %6s %6s %6s\n", "per game", "mean", "95% CI", "p10", "p50", "p90", "p99", "max")
	for _, d := range append([]distribution{r.Actions}, r.Measures...) {
		ci := fmt.Sprintf("[%.1f, %.1f]", d.Mean.Low, d.Mean.High)
		fmt.Fprintf(w, "%-20s %8.1f %18s %6d %6d %6d %6d %6d\n", d.Name, d.Mean.Value, ci, d.P10, d.P50, d.P90, d.P99, d.Max)
	}
	fmt.Fprintf(w, "\n%-8s %8s %22s   (%s)\n", "seat", "wins", "win rate [95% CI]", r.Seat1)
	for _, s := range r.Seats {
		fmt.Fprintf(w, "%-8d %8d %22s\n", s.Seat, s.Wins, percent(s.WinRate))
	}
	if r.Draws > 0 {
		fmt.Fprintf(w, "%-8s %8d\n", "no winner", r.Draws)
	}
	if r.First != nil {
		fmt.Fprintf(w, "%-8s %8d %22s   (the player who held the first turn)\n", "first", r.First.Wins, percent(r.First.WinRate))
	}
	if r.Focus != nil {
		fmt.Fprintf(w, "%-8s %8d %22s   (%s, in every seat in turn, against %s; even: %.1f%%)\n", "focus", r.Focus.Wins, percent(r.Focus.WinRate), r.Policy, r.Versus, 100*r.Focus.Even)
	}
	fmt.Fprintf(w, "\nper card and player-game: played, won when played, in the opening hand, won when in it [95%% CI];\n")
	fmt.Fprintf(w, "Δ: the win rate less the average player-game's, * significant at 5%% after Holm's correction for %d cards\n", len(r.Entries))
	fmt.Fprintf(w, "%-20s %22s %22s %23s %22s %22s %23s\n", "card", "played", "won when played", "Δ when played", "opening hand", "won when in it", "Δ when in it")
	for _, c := range r.Entries {
		fmt.Fprintf(w, "%-20s %22s %22s %23s %22s %22s %23s\n", c.Name, percent(c.PlayRate), percent(c.WinPlayed), signed(c.PlayedDiff, c.PlayedP), percent(c.OpeningRate), percent(c.WinOpening), signed(c.OpeningDiff, c.OpeningP))
	}
}

// writeSimChart draws the game-length histogram and the play rate of each
// card entry into a PNG file.
func writeSimChart(file string, r *simReport, t *sim.Tally) error {
	var bars []sim.Bar
	for _, c := range r.Entries {
		bars = append(bars, sim.Bar{Label: c.Name, Value: 100 * c.PlayRate.Value})
	}
	boxes, area := sim.Chart(sim.ChartSpec{
		Title:     fmt.Sprintf("%s · %s · %d players · %s play · %d games", r.Game, r.Set, r.Players, strings.TrimSuffix(policyText(r.Policy, r.Versus), " policy"), r.Games),
		Lengths:   &t.Actions,
		LengthsOf: "actions per game (% of games)",
		Bars:      bars,
		BarsOf:    "Played in % of player-games",
	})
	img, err := output.RenderArea(boxes, area, output.NewImages(nil, 150))
	if err != nil {
		return fmt.Errorf("--plot: %w", err)
	}
	if err := output.WritePNG(file, img, 150); err != nil {
		return fmt.Errorf("--plot: %w", err)
	}
	return nil
}
