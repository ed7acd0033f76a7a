package sim

import "encoding/json"

// Histogram counts non-negative integer values (round lengths, points).
// Adding is a slice increment; values beyond Limit are counted at Limit.
type Histogram struct {
	Counts []int64 // Counts[v]: how many times v was added
	Limit  int     // the largest value kept apart; 0 means 1<<20
	n      int64
	sum    int64
}

func (h *Histogram) limit() int {
	if h.Limit <= 0 {
		return 1 << 20
	}
	return h.Limit
}

// Add counts value v (negative values count as 0).
func (h *Histogram) Add(v int) {
	h.n++
	h.sum += int64(v)
	v = min(max(v, 0), h.limit())
	if v >= len(h.Counts) {
		// Exactly v+1 long (append amortizes the capacity): the length must
		// not depend on the order values came in, or tallies merged from
		// several workers would differ in trailing zeros.
		h.Counts = append(h.Counts, make([]int64, v+1-len(h.Counts))...)
	}
	h.Counts[v]++
}

// histogramJSON is a histogram as --json carries it: every counter, so
// that histograms read back merge exactly.
type histogramJSON struct {
	Counts []int64 `json:"counts"`
	Limit  int     `json:"limit,omitempty"`
	N      int64   `json:"n"`
	Sum    int64   `json:"sum"`
}

// MarshalJSON writes every counter of the histogram.
func (h Histogram) MarshalJSON() ([]byte, error) {
	return json.Marshal(histogramJSON{Counts: h.Counts, Limit: h.Limit, N: h.n, Sum: h.sum})
}

// UnmarshalJSON reads what MarshalJSON wrote.
func (h *Histogram) UnmarshalJSON(data []byte) error {
	var j histogramJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return err
	}
	*h = Histogram{Counts: j.Counts, Limit: j.Limit, n: j.N, sum: j.Sum}
	return nil
}

// Merge adds o's counts to h.
func (h *Histogram) Merge(o *Histogram) {
	if len(o.Counts) > len(h.Counts) {
		h.Counts = append(h.Counts, make([]int64, len(o.Counts)-len(h.Counts))...)
	}
	for v, c := range o.Counts {
		h.Counts[v] += c
	}
	h.n += o.n
	h.sum += o.sum
}

// N is the number of values added.
func (h *Histogram) N() int64 { return h.n }

// Mean is the average value, 0 when empty.
func (h *Histogram) Mean() float64 {
	if h.n == 0 {
		return 0
	}
	return float64(h.sum) / float64(h.n)
}

// Percentile returns the smallest value v such that at least p percent of
// the values are ≤ v (p in 0–100); 0 when empty.
func (h *Histogram) Percentile(p float64) int {
	if h.n == 0 {
		return 0
	}
	want := int64(p / 100 * float64(h.n))
	if want < 1 {
		want = 1
	}
	var seen int64
	for v, c := range h.Counts {
		seen += c
		if seen >= want {
			return v
		}
	}
	return len(h.Counts) - 1
}

// Max is the largest value added (capped at Limit), 0 when empty.
func (h *Histogram) Max() int {
	for v := len(h.Counts) - 1; v >= 0; v-- {
		if h.Counts[v] > 0 {
			return v
		}
	}
	return 0
}

// Tally is the figures of many whole games of one game: their lengths, who
// won, and for each card entry how often a player played it and held it
// in the opening hand, and how often that player won. Seats are numbered
// from 0; entries as in engine.DealInfo.Entries.
type Tally struct {
	Games   int64     `json:"games"`
	Actions Histogram `json:"actions"` // actions per game
	Wins    []int64   `json:"wins"`    // by seat
	Draws   int64     `json:"draws"`   // games without a single winner
	// FirstWins counts the games won by the player who held the first
	// turn: the first-player advantage, in games that draw the first
	// player (the seats then say nothing of it). The first turn is the
	// first held by one player alone: after a simultaneous first phase
	// (Hearts' pass), the next. FirstGames counts the games that had one.
	FirstWins  int64 `json:"first_wins"`
	FirstGames int64 `json:"first_games"`
	// FocusWins counts the games won by the focus player of a run with
	// SelfPlay.Versus: the policy measured against the others.
	FocusWins int64 `json:"focus_wins"`
	// Played counts the player-games in which the player played the card
	// at least once, PlayedWon those the player won; Opening and
	// OpeningWon the same for the card in the player's opening hand.
	Played     []int64 `json:"played"`
	PlayedWon  []int64 `json:"played_won"`
	Opening    []int64 `json:"opening"`
	OpeningWon []int64 `json:"opening_won"`
	// Measures are the game's own figures (engine.Measured), by name in
	// the order first seen.
	Measures []NamedHistogram `json:"measures"`
}

// NamedHistogram is one of a game's own figures over the games.
type NamedHistogram struct {
	Name string
	Histogram
}

// namedJSON is a NamedHistogram in JSON (the embedded histogram's own
// MarshalJSON would otherwise write it alone).
type namedJSON struct {
	Name      string    `json:"name"`
	Histogram Histogram `json:"histogram"`
}

// MarshalJSON writes the name and the histogram's counters.
func (n NamedHistogram) MarshalJSON() ([]byte, error) {
	return json.Marshal(namedJSON{n.Name, n.Histogram})
}

// UnmarshalJSON reads what MarshalJSON wrote.
func (n *NamedHistogram) UnmarshalJSON(data []byte) error {
	var j namedJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return err
	}
	n.Name, n.Histogram = j.Name, j.Histogram
	return nil
}

// NewTally makes an empty tally for seats players and entries card entries.
func NewTally(seats, entries int) *Tally {
	return &Tally{
		Wins:   make([]int64, seats),
		Played: make([]int64, entries), PlayedWon: make([]int64, entries),
		Opening: make([]int64, entries), OpeningWon: make([]int64, entries),
	}
}

// Measure adds one game's value of a named figure.
func (t *Tally) Measure(name string, v int) {
	for i := range t.Measures {
		if t.Measures[i].Name == name {
			t.Measures[i].Add(v)
			return
		}
	}
	t.Measures = append(t.Measures, NamedHistogram{Name: name})
	t.Measures[len(t.Measures)-1].Add(v)
}

// Merge adds o to t; both must have been made for the same game.
func (t *Tally) Merge(o *Tally) {
	t.Games += o.Games
	t.Draws += o.Draws
	t.FirstWins += o.FirstWins
	t.FirstGames += o.FirstGames
	t.FocusWins += o.FocusWins
	t.Actions.Merge(&o.Actions)
	add(t.Wins, o.Wins)
	add(t.Played, o.Played)
	add(t.PlayedWon, o.PlayedWon)
	add(t.Opening, o.Opening)
	add(t.OpeningWon, o.OpeningWon)
	for i := range o.Measures {
		m := &o.Measures[i]
		j := 0
		for j < len(t.Measures) && t.Measures[j].Name != m.Name {
			j++
		}
		if j == len(t.Measures) {
			t.Measures = append(t.Measures, NamedHistogram{Name: m.Name})
		}
		t.Measures[j].Merge(&m.Histogram)
	}
}

func add(dst, src []int64) {
	for i, v := range src {
		dst[i] += v
	}
}
