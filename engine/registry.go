package engine

import "sync"

// registry holds what rules packages register for a game id from init:
// their engine, dialect and dealer.
type registry[T any] struct {
	mu sync.Mutex
	m  map[string]T
}

func (r *registry[T]) set(gameID string, v T) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.m == nil {
		r.m = map[string]T{}
	}
	r.m[gameID] = v
}

func (r *registry[T]) get(gameID string) T {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.m[gameID]
}
