// Package sim runs many simulated games in parallel and tallies their
// figures: the runner hands out game numbers to workers, derives one random
// stream per game from the seed and the game number (so results do not
// depend on the number of workers), and merges the workers' tallies. It
// knows nothing of any game's rules: a rules engine supplies a Player.
package sim

// Rand is a small, fast random generator (SplitMix64). The zero value is
// usable; Seed gives it a stream.
type Rand struct{ x uint64 }

// Seed starts the stream of seed.
func (r *Rand) Seed(seed uint64) { r.x = seed }

// Uint64 returns the next 64 random bits.
func (r *Rand) Uint64() uint64 {
	r.x += 0x9E3779B97F4A7C15
	return mix(r.x)
}

// Intn returns a number in [0, n) for n > 0 without division: the high
// half of a 64×64-bit product (Lemire), unbiased enough for n far below 2³².
func (r *Rand) Intn(n int) int {
	hi := (r.Uint64() >> 32) * uint64(n)
	return int(hi >> 32)
}

// mix is SplitMix64's output function: a bijection scattering nearby
// inputs far apart.
func mix(z uint64) uint64 {
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
	z = (z ^ (z >> 27)) * 0x94D049BB133111EB
	return z ^ (z >> 31)
}

// GameSeed is the seed of game number game of a run started with seed:
// every game has its own stream, whichever worker plays it and whatever
// ran before it.
func GameSeed(seed uint64, game int) uint64 {
	return mix(seed*0x9E3779B97F4A7C15 ^ mix(uint64(game)+0x632BE59BD9B4E019))
}
