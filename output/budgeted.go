package output

import (
	"math"
	"sync"
)

// once is a value made once and shared: workers wait only for the value
// they need, not for each other's. Its fields are set under the lock of
// the budgeted map that holds it.
type once[T any] struct {
	sync.Once
	val   T
	err   error
	bytes int64
	made  bool // val, err and bytes are set
}

// budgeted is a map of values made once, forgetting the oldest beyond a
// budget of bytes (those who hold one keep it). A value whose make failed
// is not kept: the next get makes it again.
type budgeted[K comparable, T any] struct {
	mu     sync.Mutex
	m      map[K]*once[T]
	order  []K // the keys of m, oldest first
	bytes  int64
	budget int64
}

func newBudgeted[K comparable, T any](budget int64) *budgeted[K, T] {
	return &budgeted[K, T]{m: map[K]*once[T]{}, budget: budget}
}

// newShared is a map of values made once and kept for good.
func newShared[K comparable, T any]() *budgeted[K, T] {
	return newBudgeted[K, T](math.MaxInt64)
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
		val, bytes, err := make()
		b.mu.Lock()
		defer b.mu.Unlock()
		e.val, e.bytes, e.err, e.made = val, bytes, err, true
		if b.m[key] != e {
			return // forgotten while it was made: its bytes are not counted
		}
		if err != nil {
			b.forget(key)
			return
		}
		b.bytes += bytes
		b.evict(key)
	})
	return e.val, e.err
}

// forget removes key, under b.mu.
func (b *budgeted[K, T]) forget(key K) {
	delete(b.m, key)
	for i, k := range b.order {
		if k == key {
			b.order = append(b.order[:i], b.order[i+1:]...)
			return
		}
	}
}

// evict forgets the oldest values while the bytes are over the budget,
// under b.mu, in one pass: keep, the value just made, stays, and so do
// values still being made (their bytes are not counted yet).
func (b *budgeted[K, T]) evict(keep K) {
	if b.bytes <= b.budget {
		return
	}
	kept := b.order[:0]
	for i, k := range b.order {
		if b.bytes <= b.budget {
			kept = append(kept, b.order[i:]...)
			break
		}
		e := b.m[k]
		if k == keep || !e.made {
			kept = append(kept, k)
			continue
		}
		b.bytes -= e.bytes
		delete(b.m, k)
	}
	clear(b.order[len(kept):]) // no key held past the end
	b.order = kept
}

// peek returns the value of key if one was made, without making it.
func (b *budgeted[K, T]) peek(key K) (T, bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	e, ok := b.m[key]
	if !ok || !e.made || e.err != nil {
		var zero T
		return zero, false
	}
	return e.val, true
}

// put keeps val, of size bytes, as the value of key unless key has one.
func (b *budgeted[K, T]) put(key K, val T, bytes int64) {
	b.get(key, func() (T, int64, error) { return val, bytes, nil })
}

// forgetIf forgets every value made for which drop holds; values being
// made stay.
func (b *budgeted[K, T]) forgetIf(drop func(K, T) bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	kept := b.order[:0]
	for _, k := range b.order {
		if e := b.m[k]; e.made && drop(k, e.val) {
			b.bytes -= e.bytes
			delete(b.m, k)
			continue
		}
		kept = append(kept, k)
	}
	clear(b.order[len(kept):])
	b.order = kept
}
