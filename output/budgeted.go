package output

import (
	"sync"
	"sync/atomic"
)

// once is a value made once and shared: workers wait only for the value
// they need, not for each other's.
type once[T any] struct {
	sync.Once
	val   T
	err   error
	bytes int64
	made  atomic.Bool // val and err are set
}

// budgeted is a map of values made once, forgetting the oldest beyond a
// budget of bytes (those who hold one keep it).
type budgeted[K comparable, T any] struct {
	mu     sync.Mutex
	m      map[K]*once[T]
	order  []K
	bytes  int64
	budget int64
}

func newBudgeted[K comparable, T any](budget int64) *budgeted[K, T] {
	return &budgeted[K, T]{m: map[K]*once[T]{}, budget: budget}
}

// get returns the value of key, made by make unless it was made before;
// make returns the value and its size in bytes.
func (b *budgeted[K, T]) get(key K, make func() (T, int64, error)) (T, error) {
	b.mu.Lock()
	e, ok := b.m[key]
	if !ok {
		e = &once[T]{}
		b.m[key] = e
		b.order = append(b.order, key)
	}
	b.mu.Unlock()
	e.Do(func() {
		e.val, e.bytes, e.err = make()
		e.made.Store(true)
		b.mu.Lock()
		defer b.mu.Unlock()
		b.bytes += e.bytes
		for len(b.order) > 1 && b.bytes > b.budget {
			old := b.order[0]
			b.order = b.order[1:]
			if old == key {
				b.order = append(b.order, old)
				continue
			}
			if o := b.m[old]; o != nil {
				b.bytes -= o.bytes
			}
			delete(b.m, old)
		}
	})
	return e.val, e.err
}

// peek returns the value of key if one was made, without making it.
func (b *budgeted[K, T]) peek(key K) (T, bool) {
	b.mu.Lock()
	e, ok := b.m[key]
	b.mu.Unlock()
	if !ok || !e.made.Load() || e.err != nil {
		var zero T
		return zero, false
	}
	return e.val, true
}

// put keeps val, of size bytes, as the value of key unless key has one.
func (b *budgeted[K, T]) put(key K, val T, bytes int64) {
	b.get(key, func() (T, int64, error) { return val, bytes, nil })
}
