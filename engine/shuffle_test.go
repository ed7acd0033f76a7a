package engine

import (
	"slices"
	"testing"
)

// Shuffle deals every order of a small deck equally often: 24,000
// shuffles of 4 cards, each from its own fixed seed, counted per
// permutation, fit the uniform distribution by Pearson's chi-square. With
// 23 degrees of freedom the 0.1% critical value is 49.73; a fixed seed set
// makes the test deterministic. Sattolo's algorithm (j < i, never a fixed
// point: 6 of the 24 orders only), an off-by-one range or a biased swap all
// fail it by hundreds.
func TestShuffleIsUniform(t *testing.T) {
	const n, shuffles = 4, 24000
	perms := map[[n]int]int{}
	for seed := range uint64(shuffles) {
		r := NewRand(GameSeed(7, int(seed)))
		a := []int{0, 1, 2, 3}
		Shuffle(&r, a)
		perms[[n]int(a)]++
	}
	if len(perms) != 24 {
		t.Fatalf("%d of the 24 orders of 4 cards dealt: %v", len(perms), perms)
	}
	want := float64(shuffles) / 24
	chi2 := 0.0
	for _, got := range perms {
		d := float64(got) - want
		chi2 += d * d / want
	}
	if chi2 > 49.73 {
		t.Errorf("chi-square %.1f over the 24 orders (23 df, critical 49.73 at 0.1%%): %v", chi2, perms)
	}
	// Every card lands in every place about a quarter of the time.
	var place [n][n]int
	for p, c := range perms {
		for i, card := range p {
			place[card][i] += c
		}
	}
	for card := range n {
		for i := range n {
			if got := place[card][i]; got < 5600 || got > 6400 {
				t.Errorf("card %d in place %d %d times of %d, want about 6000", card, i, got, shuffles)
			}
		}
	}
}

// Intn draws every value of its range alike: chi-square of 70,000 draws of
// Intn(7) (6 df, 0.1% critical value 22.46).
func TestIntnIsUniform(t *testing.T) {
	r := NewRand(11)
	var seen [7]int
	for range 70000 {
		seen[r.Intn(7)]++
	}
	chi2 := 0.0
	for _, got := range seen {
		d := float64(got) - 10000
		chi2 += d * d / 10000
	}
	if chi2 > 22.46 {
		t.Errorf("chi-square %.1f of Intn(7) (6 df, critical 22.46): %v", chi2, seen)
	}
}

// A deck of one or none is left as it is; a shuffle keeps every card.
func TestShuffleEdges(t *testing.T) {
	r := NewRand(1)
	var none []int
	Shuffle(&r, none)
	one := []int{5}
	Shuffle(&r, one)
	if one[0] != 5 {
		t.Errorf("a one-card deck became %v", one)
	}
	a := []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}
	Shuffle(&r, a)
	b := slices.Clone(a)
	slices.Sort(b)
	for i, v := range b {
		if v != i {
			t.Fatalf("a shuffle lost or doubled a card: %v", a)
		}
	}
}
