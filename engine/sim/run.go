// Package sim runs many simulated games in parallel and tallies their
// figures: the runner hands out game numbers to workers, derives one random
// stream per game from the seed and the game number (engine.GameSeed, so
// results do not depend on the number of workers), and merges the workers'
// tallies.
package sim

import (
	"errors"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"cardpress/engine"
)

// Player plays simulated games. Each worker has its own Player, so a
// Player may keep reusable state (a game state, buffers) without locking.
type Player interface {
	// Play plays game number game from seed (GameSeed of the run's seed
	// and game) and adds its figures to t. An error stops the run.
	Play(game int, seed uint64, t *Tally) error
}

// Config says how many games to play and how.
type Config struct {
	Games int
	Seed  uint64
	// First is the number of the first game: a run plays games First to
	// First+Games-1, so that runs of disjoint ranges of one seed (on
	// several machines) add up to the run of their union exactly.
	First   int
	Workers int // 0 means one per CPU
	// Progress, if set, is called about every Every (default 200 ms) and
	// once at the end with the number of games finished. It runs on its
	// own goroutine, never concurrently with itself.
	Progress func(done int)
	Every    time.Duration
}

// GameError is a game that failed: its number and seed, to replay it.
type GameError struct {
	Game int
	Seed uint64
	Err  error
}

func (e *GameError) Error() string {
	return fmt.Sprintf("game %d (seed %d): %v", e.Game, e.Seed, e.Err)
}

func (e *GameError) Unwrap() error { return e.Err }

// maxChunk is the most consecutive games a worker takes at a time; a run
// of few games takes fewer (chunkOf), so that a search's 60 games still
// go to every worker.
const maxChunk = 64

// chunkOf is how many consecutive games a worker takes at a time: about a
// quarter of its share of the games, at most maxChunk, at least one.
func chunkOf(games, workers int) int {
	return max(1, min(maxChunk, games/(4*workers)))
}

// Run plays cfg.Games games on cfg.Workers workers, each with a Player
// from newPlayer and a Tally from newTally, and returns the merged tally
// and the time it took. The figures depend only on the seed, never on the
// number of workers. When games fail, the one with the lowest number is
// returned as a *GameError (games after it are not played, games before it
// are), so a failing run reports the same game whatever the workers do.
func Run(cfg Config, newPlayer func() (Player, error), newTally func() *Tally) (*Tally, time.Duration, error) {
	if cfg.Games < 0 {
		return nil, 0, errors.New("the number of games must not be negative")
	}
	workers := Workers(cfg.Games, cfg.Workers)
	chunk := chunkOf(cfg.Games, workers)
	players := make([]Player, workers)
	tallies := make([]*Tally, workers)
	for w := range players {
		p, err := newPlayer()
		if err != nil {
			return nil, 0, err
		}
		players[w], tallies[w] = p, newTally()
	}
	var (
		next     atomic.Int64 // first game of the next chunk
		done     atomic.Int64
		failAt   atomic.Int64 // lowest failing game so far
		mu       sync.Mutex
		firstErr *GameError
		wg       sync.WaitGroup
	)
	failAt.Store(int64(cfg.Games))
	start := time.Now()
	for w := range players {
		wg.Add(1)
		go func(p Player, t *Tally) {
			defer wg.Done()
			for {
				from := int(next.Add(int64(chunk))) - chunk
				if from >= cfg.Games || int64(from) > failAt.Load() {
					return
				}
				to := min(from+chunk, cfg.Games)
				for g := from; g < to && int64(g) < failAt.Load(); g++ {
					seed := engine.GameSeed(cfg.Seed, cfg.First+g)
					if err := play(p, cfg.First+g, seed, t); err != nil {
						mu.Lock()
						if firstErr == nil || cfg.First+g < firstErr.Game {
							firstErr = &GameError{Game: cfg.First + g, Seed: seed, Err: err}
							failAt.Store(int64(g))
						}
						mu.Unlock()
						break
					}
					done.Add(1)
				}
			}
		}(players[w], tallies[w])
	}
	stop := make(chan struct{})
	reported := make(chan struct{})
	if cfg.Progress != nil {
		every := cfg.Every
		if every <= 0 {
			every = 200 * time.Millisecond
		}
		go func() {
			defer close(reported)
			tick := time.NewTicker(every)
			defer tick.Stop()
			for {
				select {
				case <-tick.C:
					cfg.Progress(int(done.Load()))
				case <-stop:
					cfg.Progress(int(done.Load()))
					return
				}
			}
		}()
	} else {
		close(reported)
	}
	wg.Wait()
	elapsed := time.Since(start)
	close(stop)
	<-reported
	if firstErr != nil {
		return nil, elapsed, firstErr
	}
	total := tallies[0]
	for _, t := range tallies[1:] {
		total.Merge(t)
	}
	return total, elapsed, nil
}

// Workers is the number of workers Run uses for games games when asked for
// workers (0: one per CPU): never more than there are games.
func Workers(games, workers int) int {
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	return max(1, min(workers, games))
}

// play plays one game, turning a panic of the rules engine into an error
// so that the game's number and seed are reported.
func play(p Player, game int, seed uint64, t *Tally) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v", r)
		}
	}()
	return p.Play(game, seed, t)
}
