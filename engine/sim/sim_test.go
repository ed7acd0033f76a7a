package sim

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"testing"

	"cardpress/engine"
	"cardpress/layout"
)

func TestHistogramPercentiles(t *testing.T) {
	var h Histogram
	for v := 1; v <= 100; v++ {
		h.Add(v)
	}
	tests := []struct {
		p    float64
		want int
	}{{0, 1}, {1, 1}, {50, 50}, {90, 90}, {99, 99}, {100, 100}}
	for _, tt := range tests {
		if got := h.Percentile(tt.p); got != tt.want {
			t.Errorf("p%v = %d, want %d", tt.p, got, tt.want)
		}
	}
	if h.Mean() != 50.5 || h.Max() != 100 || h.N() != 100 {
		t.Errorf("mean %v, max %d, n %d", h.Mean(), h.Max(), h.N())
	}
	var empty Histogram
	if empty.Percentile(50) != 0 || empty.Mean() != 0 || empty.Max() != 0 {
		t.Error("an empty histogram has figures")
	}
}

func TestHistogramLimitAndMerge(t *testing.T) {
	a := Histogram{Limit: 10}
	a.Add(3)
	a.Add(500) // counted at the limit, the mean keeps it
	b := Histogram{Limit: 10}
	b.Add(3)
	b.Add(-4)
	a.Merge(&b)
	if a.Counts[3] != 2 || a.Counts[10] != 1 || a.Counts[0] != 1 || a.N() != 4 || a.Max() != 10 {
		t.Errorf("counts %v n %d", a.Counts, a.N())
	}
	if a.Mean() != float64(3+500+3-4)/4 {
		t.Errorf("mean %v", a.Mean())
	}
}

// counter is a Player whose figures are a function of the seed only; it
// fails on the games listed.
type counter struct{ fail map[int]bool }

func (c counter) Play(game int, seed uint64, t *Tally) error {
	if c.fail[game] {
		return errors.New("broken")
	}
	t.Games++
	t.Actions.Add(int(seed % 97))
	t.Wins[seed%3]++
	return nil
}

func tally() *Tally { return NewTally(3, 0) }

func TestRunIsDeterministicAcrossWorkers(t *testing.T) {
	var want string
	for _, workers := range []int{1, 2, 5} {
		total, _, err := Run(Config{Games: 1000, Seed: 9, Workers: workers},
			func() (Player, error) { return counter{}, nil }, tally)
		if err != nil {
			t.Fatal(err)
		}
		got := fmt.Sprint(total.Games, total.Wins, total.Actions.Counts)
		if want == "" {
			want = got
		} else if got != want {
			t.Errorf("%d workers: %s, want %s", workers, got, want)
		}
	}
}

// The failing game with the lowest number is reported, whatever the workers.
func TestRunReportsTheFirstFailingGame(t *testing.T) {
	for _, workers := range []int{1, 2, 4} {
		fail := map[int]bool{700: true, 130: true, 999: true}
		_, _, err := Run(Config{Games: 1000, Seed: 2, Workers: workers},
			func() (Player, error) { return counter{fail}, nil }, tally)
		var ge *GameError
		if !errors.As(err, &ge) || ge.Game != 130 || ge.Seed != engine.GameSeed(2, 130) {
			t.Errorf("%d workers: %v", workers, err)
		}
	}
}

type panicker struct{}

func (panicker) Play(int, uint64, *Tally) error { panic("index out of range") }

func TestRunReportsPanics(t *testing.T) {
	_, _, err := Run(Config{Games: 10, Seed: 1}, func() (Player, error) { return panicker{}, nil }, tally)
	var ge *GameError
	if !errors.As(err, &ge) || ge.Game != 0 || err.Error() != fmt.Sprintf("game 0 (seed %d): panic: index out of range", engine.GameSeed(1, 0)) {
		t.Errorf("got %v", err)
	}
}

func TestRunProgress(t *testing.T) {
	last := -1
	_, _, err := Run(Config{Games: 300, Seed: 1, Progress: func(done int) { last = done }},
		func() (Player, error) { return counter{}, nil }, tally)
	if err != nil || last != 300 {
		t.Errorf("last progress %d, err %v", last, err)
	}
}

func TestNiceCeil(t *testing.T) {
	tests := []struct{ in, want float64 }{{0, 1}, {1, 1}, {2809, 3000}, {17.2, 20}, {0.31, 0.4}, {101, 120}}
	for _, tt := range tests {
		if got := niceCeil(tt.in); got != tt.want {
			t.Errorf("niceCeil(%v) = %v, want %v", tt.in, got, tt.want)
		}
	}
}

// The chart has a title, a histogram bar per non-empty bin and a bar per Bar.
func TestChartDrawsEveryBar(t *testing.T) {
	var h Histogram
	for v := range 100 {
		h.Add(v * 3)
	}
	bars := []Bar{{"Skip", 2}, {"Wild", 1.5}, {"Escort", 0}}
	boxes, area := Chart(ChartSpec{Title: "T", Lengths: &h, LengthsOf: "actions", Bars: bars, BarsOf: "plays"})
	labels := map[string]bool{}
	for _, b := range boxes {
		if tx, ok := b.(layout.Text); ok {
			labels[tx.Text] = true
			if tx.X < 0 || tx.X > area.W || tx.Y < 0 || tx.Y > area.H {
				t.Errorf("text %q at (%.0f, %.0f) outside the %v×%v mm chart", tx.Text, tx.X, tx.Y, area.W, area.H)
			}
		}
	}
	for _, want := range []string{"T", "Skip", "Wild", "Escort", "1.5", "median 147"} {
		if !labels[want] {
			t.Errorf("no label %q", want)
		}
	}
}

// A tally written as JSON and read back merges exactly: every counter,
// the histograms' sums included, survives.
func TestTallyJSONRoundTrip(t *testing.T) {
	a := NewTally(2, 3)
	a.Games, a.Draws, a.FirstWins, a.FirstGames, a.FocusWins = 5, 1, 2, 4, 3
	a.Wins[0], a.Played[2], a.OpeningWon[1] = 4, 7, 1
	a.PlayedWon[0], a.Opening[1] = 3, 5
	a.Actions.Add(12)
	a.Actions.Add(40)
	a.Measure("turns", 9)
	data, err := json.Marshal(a)
	if err != nil {
		t.Fatal(err)
	}
	var b Tally
	if err := json.Unmarshal(data, &b); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(*a, b) {
		t.Errorf("read back %+v\nwant %+v\n(%s)", b, *a, data)
	}
	b.Merge(a)
	if b.Actions.Mean() != 26 || b.Actions.N() != 4 || b.Measures[0].N() != 2 || b.Games != 10 || b.FirstGames != 8 {
		t.Errorf("merged: %+v", b)
	}
	// Every counter adds up: the games of the CLI's merge test never
	// draw, so a merge that dropped draws was caught nowhere else.
	if b.Draws != 2 || b.FirstWins != 4 || b.FocusWins != 6 || b.Wins[0] != 8 || b.Played[2] != 14 || b.PlayedWon[0] != 6 || b.Opening[1] != 10 || b.OpeningWon[1] != 2 {
		t.Errorf("merged counters: draws %d, first wins %d, focus wins %d, wins %v, played %v won %v, opening %v won %v",
			b.Draws, b.FirstWins, b.FocusWins, b.Wins, b.Played, b.PlayedWon, b.Opening, b.OpeningWon)
	}
}

// Runs of disjoint game ranges of one seed add up to the run of their
// union.
func TestRangesMergeToTheWholeRun(t *testing.T) {
	run := func(first, games int) *Tally {
		total, _, err := Run(Config{Games: games, Seed: 4, First: first, Workers: 2},
			func() (Player, error) { return counter{}, nil }, tally)
		if err != nil {
			t.Fatal(err)
		}
		return total
	}
	whole := run(0, 500)
	parts := run(0, 130)
	parts.Merge(run(130, 370))
	if !reflect.DeepEqual(whole, parts) {
		t.Errorf("parts %+v\nwhole %+v", parts, whole)
	}
}
