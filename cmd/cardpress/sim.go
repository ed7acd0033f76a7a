package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"path"
	"sort"
	"strings"
	"time"

	"cardpress/catalog"
	"cardpress/engine"
	"cardpress/engine/sim"
	"cardpress/engine/windia"
	"cardpress/output"
)

// simFlags are the options of the sim command.
type simFlags struct {
	games      int
	players    int
	set        string
	seed       uint64
	workers    int
	policy     string
	check      bool
	json       bool
	plot       string
	replay     int
	maxActions int
	quiet      bool
}

var simCommand = command{
	name: "sim",
	args: "[GAME_DIR] [flags]",
	summary: `Self-play: simulate many rounds and check the engine's invariants.
Every player chooses among the legal actions (uniformly at random, or
greedily), on all cores. Prints how long rounds last, wins by seat, points, and how often each card is played
and still held at the end; --check verifies the engine's invariants after
every action and reports a violation with the seed to replay it.`,
	run: func(fs *flag.FlagSet, e *env) func() int {
		var f simFlags
		fs.IntVar(&f.games, "n", 10000, "number of rounds to simulate")
		fs.IntVar(&f.players, "players", 4, "number of players, 2 to 8")
		fs.StringVar(&f.set, "set", "", "set to play with (default: the largest set)")
		fs.Uint64Var(&f.seed, "seed", 1, "seed: the same seed plays the same rounds, whatever --workers")
		fs.IntVar(&f.workers, "workers", 0, "parallel workers (default: one per core)")
		fs.StringVar(&f.policy, "policy", "random", "how players choose: random (uniform among legal actions) or greedy")
		fs.BoolVar(&f.check, "check", false, "check the invariants after every action")
		fs.BoolVar(&f.json, "json", false, "print the results as JSON")
		fs.StringVar(&f.plot, "plot", "", "write a chart (round lengths, card play rates) to this PNG file")
		fs.IntVar(&f.replay, "replay", -1, "replay round number N of --seed action by action, invariants checked")
		fs.IntVar(&f.maxActions, "max-actions", windia.DefaultMaxActions, "a round longer than this many actions is an error")
		fs.BoolVar(&f.quiet, "q", false, "quiet: no progress bar on stderr")
		return func() int {
			c, code := loadGame(fs.Args(), e)
			if c == nil {
				return code
			}
			return runSim(c, &f, fs.Args(), e)
		}
	},
}

// runSim checks the flags, then runs the simulation or the replay.
func runSim(c *catalog.Catalog, f *simFlags, args []string, e *env) int {
	if c.Game.ID != windia.GameID {
		fmt.Fprintf(e.stderr, "cardpress sim: no self-play engine for game %q (only %s has one)\n", c.Game.ID, windia.GameID)
		return exitGame
	}
	policy, err := windia.ParsePolicy(f.policy)
	if err != nil {
		return reportError(e, "sim", usageError(fmt.Errorf("--policy: %v", err)))
	}
	switch {
	case f.games < 1:
		return reportError(e, "sim", usageError(fmt.Errorf("-n %d: simulate at least one round", f.games)))
	case f.workers < 0:
		return reportError(e, "sim", usageError(fmt.Errorf("--workers %d is negative", f.workers)))
	case f.maxActions < 1:
		return reportError(e, "sim", usageError(fmt.Errorf("--max-actions %d: want at least 1", f.maxActions)))
	}
	if f.set == "" {
		f.set = c.DefaultSet()
	}
	if c.Set(f.set) == nil {
		return reportError(e, "sim", usageError(fmt.Errorf("--set %q: the game has no such set", f.set)))
	}
	deck, err := windia.NewDeck(c, f.set)
	if err != nil {
		return reportError(e, "sim", err)
	}
	opts, err := windia.LoadOptions(c.FS, path.Dir(c.Path))
	if err != nil {
		return reportError(e, "sim", err)
	}
	g, err := windia.NewGame(deck, opts, f.players)
	if err != nil {
		return reportError(e, "sim", usageError(fmt.Errorf("--players: %v", err)))
	}
	if f.replay >= 0 {
		return replayRound(g, policy, f, e)
	}
	f.workers = sim.Workers(f.games, f.workers)
	bar := &progressBar{w: e.stderr, total: f.games, quiet: f.quiet, start: time.Now()}
	proto := &windia.SelfPlay{Game: g, Policy: policy}
	tally, elapsed, err := sim.Run(sim.Config{Games: f.games, Seed: f.seed, Workers: f.workers, Progress: bar.show},
		func() (sim.Player, error) {
			return &windia.SelfPlay{Game: g, Policy: policy, Check: f.check, MaxActions: f.maxActions}, nil
		}, proto.NewTally)
	bar.finish()
	if err != nil {
		reportViolation(err, f, args, e)
		return exitGame
	}
	rep := newSimReport(c, g, f, policy, tally, elapsed)
	if f.plot != "" {
		if err := writeSimChart(f.plot, rep, tally); err != nil {
			return reportError(e, "sim", err)
		}
	}
	if f.json {
		enc := json.NewEncoder(e.stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(rep); err != nil {
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

// reportViolation prints a failed round: what broke, its last actions and
// the command that replays it.
func reportViolation(err error, f *simFlags, args []string, e *env) {
	fmt.Fprintf(e.stderr, "cardpress sim: %v\n", err)
	var ge *sim.GameError
	if !errors.As(err, &ge) {
		return
	}
	var v *windia.Violation
	if errors.As(err, &v) && len(v.Log) > 0 {
		fmt.Fprintln(e.stderr, "last actions (step, player, phase, action):")
		v.WriteLog(e.stderr, 40)
	}
	cmd := []string{"cardpress", "sim"}
	cmd = append(cmd, args...)
	cmd = append(cmd, "--players", fmt.Sprint(f.players), "--set", f.set, "--policy", f.policy,
		"--seed", fmt.Sprint(f.seed), "--max-actions", fmt.Sprint(f.maxActions), "--replay", fmt.Sprint(ge.Game))
	fmt.Fprintf(e.stderr, "replay: %s\n", strings.Join(cmd, " "))
}

// replayRound plays one round again, printing every action, with the
// invariants checked after each.
func replayRound(g *windia.Game, policy windia.Policy, f *simFlags, e *env) int {
	seed := engine.GameSeed(f.seed, f.replay)
	sp := &windia.SelfPlay{Game: g, Policy: policy, Check: true, MaxActions: f.maxActions}
	w := e.stdout
	fmt.Fprintf(w, "round %d of seed %d (round seed %d): %d players, set %s, %s policy\n", f.replay, f.seed, seed, g.Players, g.Deck.Set, policy)
	sp.Trace = func(step int, by windia.LoggedAction, s *windia.State) {
		fmt.Fprintln(w, by.Format(step, g.Deck))
	}
	err := sp.Play(f.replay, seed, sp.NewTally())
	if err != nil {
		fmt.Fprintf(e.stderr, "cardpress sim: round %d (seed %d): %v\n", f.replay, seed, err)
		var v *windia.Violation
		if errors.As(err, &v) && len(v.Log) > 0 {
			fmt.Fprintln(e.stderr, "the action it broke on:")
			fmt.Fprintf(e.stderr, "  %s\n", v.Log[len(v.Log)-1].Format(len(v.Log), g.Deck))
		}
		return exitGame
	}
	s := sp.State()
	winner, why := s.Winner()
	fmt.Fprintf(w, "player %d wins (%s) after %d actions; points %v\n", winner+1, why, len(sp.Log()), s.Points())
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
	fmt.Fprintf(b.w, "\r[%s%s] %3d%% %d/%d rounds, %.0f rounds/s", strings.Repeat("#", n), strings.Repeat(" ", width-n), done*100/max(1, b.total), done, b.total, rate)
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

// simReport is what sim prints, as a table or JSON.
type simReport struct {
	Game       string       `json:"game"`
	Set        string       `json:"set"`
	Cards      int          `json:"cards"`
	Players    int          `json:"players"`
	Policy     string       `json:"policy"`
	Seed       uint64       `json:"seed"`
	Checked    bool         `json:"invariants_checked"`
	Rounds     int64        `json:"rounds"`
	Workers    int          `json:"workers"`
	Seconds    float64      `json:"seconds"`
	RoundsPerS float64      `json:"rounds_per_second"`
	PerWorker  float64      `json:"rounds_per_second_per_worker"`
	ActionsPS  float64      `json:"actions_per_second"`
	Actions    distribution `json:"actions_per_round"`
	Turns      distribution `json:"turns_per_round"`
	Points     distribution `json:"points_per_player"`
	Seats      []seatRow    `json:"seats"`
	Ends       []endRow     `json:"round_ends"`
	Entries    []cardRow    `json:"entries"`
	PerCard    []cardRow    `json:"cards_by_name"`
}

type distribution struct {
	Mean float64 `json:"mean"`
	P10  int     `json:"p10"`
	P50  int     `json:"p50"`
	P90  int     `json:"p90"`
	P99  int     `json:"p99"`
	Max  int     `json:"max"`
}

func distributionOf(h *sim.Histogram) distribution {
	return distribution{Mean: h.Mean(), P10: h.Percentile(10), P50: h.Percentile(50), P90: h.Percentile(90), P99: h.Percentile(99), Max: h.Max()}
}

type seatRow struct {
	Seat       int     `json:"seat"`
	Wins       int64   `json:"wins"`
	WinRate    float64 `json:"win_rate"`
	MeanPoints float64 `json:"mean_points"`
}

type endRow struct {
	Reason string  `json:"reason"`
	Rounds int64   `json:"rounds"`
	Rate   float64 `json:"rate"`
}

// cardRow is one card name or catalog entry: its copies in the deck, its
// plays per round (and per copy), and how often a copy is still in a hand
// when the round ends.
type cardRow struct {
	ID            string  `json:"id"`
	Name          string  `json:"name"`
	Copies        int     `json:"copies"`
	Played        int64   `json:"played"`
	PlaysPerRound float64 `json:"plays_per_round"`
	PlaysPerCopy  float64 `json:"plays_per_copy_per_round"`
	Held          int64   `json:"held_at_end"`
	HeldRate      float64 `json:"held_rate"` // held at the end per copy per round
}

func newSimReport(c *catalog.Catalog, g *windia.Game, f *simFlags, policy windia.Policy, t *sim.Tally, elapsed time.Duration) *simReport {
	secs := max(elapsed.Seconds(), 1e-9)
	rounds := float64(max(t.Rounds, 1))
	rep := &simReport{
		Game: c.Game.Title, Set: c.Set(f.set).Name, Cards: len(g.Deck.Cards), Players: g.Players,
		Policy: policy.String(), Seed: f.seed, Checked: f.check, Rounds: t.Rounds, Workers: f.workers,
		Seconds: elapsed.Seconds(), RoundsPerS: float64(t.Rounds) / secs,
		PerWorker: float64(t.Rounds) / secs / float64(f.workers),
		ActionsPS: float64(t.Actions.Mean()) * float64(t.Rounds) / secs,
		Actions:   distributionOf(&t.Actions), Turns: distributionOf(&t.Turns), Points: distributionOf(&t.Points),
	}
	for p, w := range t.Wins {
		rep.Seats = append(rep.Seats, seatRow{Seat: p + 1, Wins: w, WinRate: float64(w) / rounds, MeanPoints: float64(t.SeatPoints[p]) / rounds})
	}
	for r := windia.WentOut; int(r) < len(t.Ends); r++ {
		if n := t.Ends[r]; n > 0 {
			rep.Ends = append(rep.Ends, endRow{Reason: r.String(), Rounds: n, Rate: float64(n) / rounds})
		}
	}
	group := func(key func(i int) (id, name string)) []cardRow {
		var rows []cardRow
		at := map[string]int{}
		for i := range g.Deck.Cards {
			id, name := key(i)
			k, ok := at[id]
			if !ok {
				k = len(rows)
				at[id] = k
				rows = append(rows, cardRow{ID: id, Name: name})
			}
			rows[k].Copies++
			rows[k].Played += t.Played[i]
			rows[k].Held += t.Held[i]
		}
		for i := range rows {
			r := &rows[i]
			r.PlaysPerRound = float64(r.Played) / rounds
			r.PlaysPerCopy = r.PlaysPerRound / float64(r.Copies)
			r.HeldRate = float64(r.Held) / rounds / float64(r.Copies)
		}
		sort.SliceStable(rows, func(a, b int) bool { return rows[a].PlaysPerCopy > rows[b].PlaysPerCopy })
		return rows
	}
	rep.Entries = group(func(i int) (string, string) {
		e := g.Deck.Cards[i].Entry
		return e.ID, e.Name
	})
	rep.PerCard = group(func(i int) (string, string) {
		name := g.Deck.Name(i)
		return name, name
	})
	return rep
}

func (r *simReport) print(w io.Writer) {
	check := "invariants not checked (add --check)"
	if r.Checked {
		check = "invariants checked after every action: no violation"
	}
	fmt.Fprintf(w, "%s · %s (%d cards) · %d players · %s policy · seed %d\n", r.Game, r.Set, r.Cards, r.Players, r.Policy, r.Seed)
	fmt.Fprintf(w, "%d rounds in %.2f s on %s: %.0f rounds/s (%.0f per worker), %.1f M actions/s\n",
		r.Rounds, r.Seconds, plural(r.Workers, "worker"), r.RoundsPerS, r.PerWorker, r.ActionsPS/1e6)
	fmt.Fprintln(w, check)
	fmt.Fprintf(w, "\n%-20s %8s %6s %6s %6s %6s %6s\n", "per round", "mean", "p10", "p50", "p90", "p99", "max")
	for _, d := range []struct {
		name string
		d    distribution
	}{{"actions", r.Actions}, {"turns", r.Turns}, {"points per player", r.Points}} {
		fmt.Fprintf(w, "%-20s %8.1f %6d %6d %6d %6d %6d\n", d.name, d.d.Mean, d.d.P10, d.d.P50, d.d.P90, d.d.P99, d.d.Max)
	}
	fmt.Fprintf(w, "\n%-20s %8s %8s %12s\n", "seat (1 moves first)", "wins", "rate", "mean points")
	for _, s := range r.Seats {
		fmt.Fprintf(w, "%-20d %8d %7.1f%% %12.1f\n", s.Seat, s.Wins, 100*s.WinRate, s.MeanPoints)
	}
	fmt.Fprintf(w, "\nround ends:")
	for i, e := range r.Ends {
		sep := ","
		if i == 0 {
			sep = ""
		}
		fmt.Fprintf(w, "%s %s %.1f%%", sep, e.Reason, 100*e.Rate)
	}
	fmt.Fprintln(w)
	fmt.Fprintf(w, "\n%-20s %6s %12s %12s %14s\n", "card", "copies", "plays/round", "plays/copy", "held at end")
	for _, c := range r.Entries {
		fmt.Fprintf(w, "%-20s %6d %12.2f %12.3f %13.1f%%\n", c.Name, c.Copies, c.PlaysPerRound, c.PlaysPerCopy, 100*c.HeldRate)
	}
}

// writeSimChart draws the round-length histogram and the play rate of each
// card entry into a PNG file.
func writeSimChart(file string, r *simReport, t *sim.Tally) error {
	var bars []sim.Bar
	for _, c := range r.Entries {
		bars = append(bars, sim.Bar{Label: c.Name, Value: c.PlaysPerCopy})
	}
	boxes, area := sim.Chart(sim.ChartSpec{
		Title:     fmt.Sprintf("%s · %s · %d players · %s play · %d rounds", r.Game, r.Set, r.Players, r.Policy, r.Rounds),
		Lengths:   &t.Actions,
		LengthsOf: "actions per round (% of rounds)",
		Bars:      bars,
		BarsOf:    "Plays per copy per round",
	})
	img, err := output.RenderArea(boxes, area, output.NewImages(nil, 150))
	if err != nil {
		return fmt.Errorf("--plot: %w", err)
	}
	if err := output.WritePNG(file, img); err != nil {
		return fmt.Errorf("--plot: %w", err)
	}
	return nil
}
