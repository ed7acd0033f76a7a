package engine

import "maps"

// Arena hands out copies of slices cut from one array, for the engines
// that copy a whole game often (to try an action on the copy, or to clone
// it): a copy of a game is then a few allocations, or none once an arena
// kept for the purpose has grown. Every slice handed out has its capacity
// capped at its length, so an append by the rules moves it elsewhere and
// never writes over its neighbour.
type Arena[T any] struct{ buf []T }

// NewArena returns an arena whose array holds n elements before it grows.
func NewArena[T any](n int) Arena[T] { return Arena[T]{buf: make([]T, 0, n)} }

// Reset empties the arena, keeping its array for the next copy: the
// slices it handed out before share that array and must no longer be used.
func (a *Arena[T]) Reset() { a.buf = a.buf[:0] }

// Copy returns a copy of src cut from the arena; nil stays nil.
func (a *Arena[T]) Copy(src []T) []T {
	if src == nil {
		return nil
	}
	if a.buf == nil {
		a.buf = make([]T, 0, 256)
	}
	n := len(a.buf)
	a.buf = append(a.buf, src...)
	return a.buf[n:len(a.buf):len(a.buf)]
}

// CopyMap refills *into with m's entries and returns it, allocating *into
// only the first time; a nil m gives nil, as maps.Clone does.
func CopyMap[K comparable, V any](into *map[K]V, m map[K]V) map[K]V {
	if m == nil {
		return nil
	}
	if *into == nil {
		*into = make(map[K]V, len(m))
	}
	clear(*into)
	maps.Copy(*into, m)
	return *into
}
