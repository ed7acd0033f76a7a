package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"cardpress/diag"
	"cardpress/engine"
	"cardpress/engine/sim"
	"cardpress/folder"
)

// This file is sim --merge: the --json reports of runs of one game, seed
// and policy over disjoint game ranges (--from), added up into the report
// of the whole: their counters merge exactly, so the figures are those of
// one run over the union of the ranges.

// runMerge reads the reports f.merge names and prints their sum.
func runMerge(g *folder.Game, d engine.Dealer, f *simFlags, e *env) int {
	files, err := mergeFiles(f.merge)
	if err != nil {
		return reportError(e, "sim", usageError(err))
	}
	reps := make([]*simReport, len(files))
	for i, name := range files {
		if reps[i], err = readSimReport(name); err != nil {
			return reportError(e, "sim", err)
		}
	}
	if err := checkMergeable(files, reps, d.Info(), f.sources); err != nil {
		return reportError(e, "sim", err)
	}
	total := reps[0].Counters
	elapsed := 0.0
	workers, checked := 0, true
	var ranges [][2]int64
	for i, r := range reps {
		if i > 0 {
			total.Merge(r.Counters)
		}
		elapsed += r.Seconds
		workers += r.Workers
		checked = checked && r.Checked
		ranges = append(ranges, [2]int64{int64(r.From), int64(r.From) + r.Games})
	}
	first := reps[0]
	f.seed, f.policy, f.versus, f.workers, f.check = first.Seed, first.Policy, first.Versus, workers, checked
	f.match, f.maxActions = first.Match, first.MaxActions
	f.from = int(slices.MinFunc(ranges, func(a, b [2]int64) int { return int(a[0] - b[0]) })[0])
	rep := newSimReport(g.Catalog, d.Info(), sim.DeclaresInvariants(d), f, total, time.Duration(elapsed*float64(time.Second)))
	slices.SortFunc(ranges, func(a, b [2]int64) int { return int(a[0] - b[0]) })
	rep.Ranges = ranges
	if f.json {
		if err := writeJSON(e.stdout, rep); err != nil {
			return reportError(e, "sim", err)
		}
		return exitOK
	}
	fmt.Fprintf(e.stdout, "%s added up: games %s of seed %d (the time and speed are the runs' sums)\n", diag.Count(len(reps), "run"), rangesText(ranges), f.seed)
	rep.print(e.stdout)
	return exitOK
}

// mergeFiles expands the comma-separated files and globs of --merge.
func mergeFiles(list string) ([]string, error) {
	var files []string
	for _, pat := range strings.Split(list, ",") {
		m, err := filepath.Glob(pat)
		if err != nil {
			return nil, fmt.Errorf("--merge %q: %v", pat, err)
		}
		if len(m) == 0 {
			return nil, fmt.Errorf("--merge %q: no such file", pat)
		}
		files = append(files, m...)
	}
	return files, nil
}

// readSimReport reads a report sim --json wrote.
func readSimReport(name string) (*simReport, error) {
	data, err := os.ReadFile(name)
	if err != nil {
		return nil, err
	}
	var r simReport
	if err := json.Unmarshal(data, &r); err != nil {
		return nil, fmt.Errorf("%s: not a report of cardpress sim --json: %v", name, err)
	}
	if r.Counters == nil {
		return nil, fmt.Errorf("%s: the report has no counters (write it with cardpress sim --json)", name)
	}
	return &r, nil
}

// checkMergeable makes sure the runs are of one game, set, policy and seed,
// played as rounds or matches alike with one action bound, on the rules
// sources the folder holds now (sources); that their game ranges do not
// overlap; and that their counters fit the game as dealt now.
func checkMergeable(files []string, reps []*simReport, info engine.DealInfo, sources string) error {
	a := reps[0]
	for i, r := range reps {
		if r.Sources != sources {
			return fmt.Errorf("%s was played on other rules than the game folder holds now (its catalog, card data, rules or decks changed since): rerun it, or merge it with the folder it was played on", files[i])
		}
		if r.Match != a.Match || r.MaxActions != a.MaxActions {
			return fmt.Errorf("%s and %s are not runs of one game: %s with --max-actions %d against %s with --max-actions %d",
				files[0], files[i], gameUnit(a.Match), a.MaxActions, gameUnit(r.Match), r.MaxActions)
		}
		if r.Game != a.Game || r.Set != a.Set || r.Players != a.Players || r.Policy != a.Policy || r.Versus != a.Versus || r.Seed != a.Seed {
			return fmt.Errorf("%s and %s are not runs of one game: %s, %s, %d players, %s, seed %d against %s, %s, %d players, %s, seed %d",
				files[0], files[i], a.Game, a.Set, a.Players, policyText(a.Policy, a.Versus), a.Seed, r.Game, r.Set, r.Players, policyText(r.Policy, r.Versus), r.Seed)
		}
		c := r.Counters
		if c.FirstWins > 0 && c.FirstGames == 0 {
			return fmt.Errorf("%s was written by an older cardpress, which counted the first turn otherwise (its counters have first_wins but no first_games): rerun it", files[i])
		}
		if len(c.Wins) != info.Players || len(c.Played) != len(info.Entries) || c.Games != r.Games {
			return fmt.Errorf("%s: its counters are for %d players and %d cards, the game here deals %d players and %d cards (give the run's --players and --set)", files[i], len(c.Wins), len(c.Played), info.Players, len(info.Entries))
		}
		for j := range i {
			q := reps[j]
			if int64(r.From) < int64(q.From)+q.Games && int64(q.From) < int64(r.From)+r.Games {
				return fmt.Errorf("%s and %s both played games %s: a game counted twice would not add up; give each run its own --from", files[j], files[i], rangesText([][2]int64{{int64(max(r.From, q.From)), min(int64(r.From)+r.Games, int64(q.From)+q.Games)}}))
			}
		}
	}
	return nil
}

// gameUnit names what one game of a run was.
func gameUnit(match bool) string {
	if match {
		return "whole matches (--match)"
	}
	return "single rounds"
}

// rangesText writes game ranges: "0–4999, 5000–9999".
func rangesText(ranges [][2]int64) string {
	var parts []string
	for _, r := range ranges {
		parts = append(parts, fmt.Sprintf("%d–%d", r[0], r[1]-1))
	}
	return strings.Join(parts, ", ")
}
