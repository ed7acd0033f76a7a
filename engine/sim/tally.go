package sim

import "sort"

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
		h.Counts = append(h.Counts, make([]int64, v+1-len(h.Counts)+len(h.Counts)/2)...)
	}
	h.Counts[v]++
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

// Tally is the figures of many rounds of one game: round lengths, who won,
// points, and what happened to each card. Cards and end reasons are
// numbered by the game; seats are numbered from 0.
type Tally struct {
	Rounds  int64
	Actions Histogram // actions per round
	Turns   Histogram // turns per round
	Wins    []int64   // by seat
	Points  Histogram // points each seat scores against itself in a round
	// SeatPoints sums the points by seat.
	SeatPoints []int64
	// Played counts the times each card was played or laid; Held the
	// rounds it was still in a hand at the end.
	Played, Held []int64
	Ends         []int64 // by end reason
}

// NewTally makes an empty tally for seats players, cards cards and ends
// end reasons.
func NewTally(seats, cards, ends int) *Tally {
	return &Tally{
		Wins:       make([]int64, seats),
		SeatPoints: make([]int64, seats),
		Played:     make([]int64, cards),
		Held:       make([]int64, cards),
		Ends:       make([]int64, ends),
	}
}

// Merge adds o to t; both must have been made for the same game.
func (t *Tally) Merge(o *Tally) {
	t.Rounds += o.Rounds
	t.Actions.Merge(&o.Actions)
	t.Turns.Merge(&o.Turns)
	t.Points.Merge(&o.Points)
	add(t.Wins, o.Wins)
	add(t.SeatPoints, o.SeatPoints)
	add(t.Played, o.Played)
	add(t.Held, o.Held)
	add(t.Ends, o.Ends)
}

func add(dst, src []int64) {
	for i, v := range src {
		dst[i] += v
	}
}

// Ranked returns the indexes of counts from the largest count to the
// smallest (ties by index).
func Ranked(counts []int64) []int {
	idx := make([]int, len(counts))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool { return counts[idx[a]] > counts[idx[b]] })
	return idx
}
