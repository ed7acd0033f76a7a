package engine

import "testing"

func TestRandIntnStaysInRange(t *testing.T) {
	var r Rand
	r.Seed(1)
	var seen [7]int
	for range 70000 {
		seen[r.Intn(7)]++
	}
	for v, n := range seen {
		if n < 9000 || n > 11000 {
			t.Errorf("%d drawn %d times in 70000, want about 10000", v, n)
		}
	}
}

func TestGameSeedsDiffer(t *testing.T) {
	seen := map[uint64]bool{}
	for seed := uint64(0); seed < 4; seed++ {
		for g := range 1000 {
			s := GameSeed(seed, g)
			if seen[s] {
				t.Fatalf("seed %d game %d repeats a game seed", seed, g)
			}
			seen[s] = true
		}
	}
}

func TestShuffleKeepsEveryCard(t *testing.T) {
	r := NewRand(3)
	a := []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}
	Shuffle(&r, a)
	seen := map[int]bool{}
	moved := 0
	for i, v := range a {
		seen[v] = true
		if v != i {
			moved++
		}
	}
	if len(seen) != 10 || moved == 0 {
		t.Errorf("shuffled %v", a)
	}
	b := []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}
	r2 := NewRand(3)
	Shuffle(&r2, b)
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("the same seed shuffles differently: %v and %v", a, b)
		}
	}
}
