package engine

// Rand is the one random generator of the engines and of self-play
// (SplitMix64): small, fast and a plain value, so copying a game state that
// holds one copies its stream. The zero value is usable; Seed starts a
// stream.
type Rand struct{ x uint64 }

// golden is SplitMix64's increment, 2⁶⁴ divided by the golden ratio.
const golden = 0x9E3779B97F4A7C15

// NewRand returns a generator started at seed.
func NewRand(seed uint64) Rand { return Rand{x: seed} }

// Seed starts the stream of seed.
func (r *Rand) Seed(seed uint64) { r.x = seed }

// Uint64 returns the next 64 random bits.
func (r *Rand) Uint64() uint64 {
	r.x += golden
	return Mix(r.x)
}

// Intn returns a number in [0, n) for n > 0 without division: the high
// half of a 64×64-bit product (Lemire), unbiased enough for n far below 2³².
// Policies use it on their hot path.
func (r *Rand) Intn(n int) int {
	hi := (r.Uint64() >> 32) * uint64(n)
	return int(hi >> 32)
}

// Shuffle puts a in a random order (Fisher–Yates, the index taken modulo
// the remaining length, so that the deals of the rule examples stay as
// they were written against).
func Shuffle[T any](r *Rand, a []T) {
	for i := len(a) - 1; i > 0; i-- {
		j := int(r.Uint64() % uint64(i+1))
		a[i], a[j] = a[j], a[i]
	}
}

// Mix is SplitMix64's output function: a bijection scattering nearby
// inputs far apart.
func Mix(z uint64) uint64 {
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
	z = (z ^ (z >> 27)) * 0x94D049BB133111EB
	return z ^ (z >> 31)
}

// GameSeed is the seed of game number game of a run started with seed:
// every game has its own stream, whichever worker plays it and whatever
// ran before it.
func GameSeed(seed uint64, game int) uint64 {
	return Mix(seed*golden ^ Mix(uint64(game)+0x632BE59BD9B4E019))
}
