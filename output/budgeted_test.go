package output

import (
	"errors"
	"fmt"
	"sync"
	"testing"
)

// countedBytes checks that a budgeted map counts the bytes of the values
// it holds, no more.
func countedBytes[K comparable, T any](t *testing.T, b *budgeted[K, T]) {
	t.Helper()
	b.mu.Lock()
	defer b.mu.Unlock()
	var sum int64
	for _, e := range b.m {
		if e.made {
			sum += e.bytes
		}
	}
	if b.bytes != sum || len(b.order) != len(b.m) {
		t.Errorf("budgeted counts %d bytes and %d keys, its values hold %d bytes and it has %d keys", b.bytes, len(b.order), sum, len(b.m))
	}
}

// A value still being made when others push the map over its budget is
// not forgotten, and its bytes count once it is made.
func TestBudgetedKeepsWhatIsBeingMade(t *testing.T) {
	b := newBudgeted[string, int](10)
	started, release := make(chan struct{}), make(chan struct{})
	done := make(chan struct{})
	go func() {
		defer close(done)
		b.get("slow", func() (int, int64, error) {
			close(started)
			<-release
			return 1, 5, nil
		})
	}()
	<-started
	b.get("big", func() (int, int64, error) { return 2, 11, nil })
	close(release)
	<-done
	countedBytes(t, b)
	if v, ok := b.peek("slow"); !ok || v != 1 {
		t.Errorf("the value made last was forgotten: %v, %v", v, ok)
	}
	if b.bytes > b.budget {
		t.Errorf("%d bytes kept, over the budget of %d", b.bytes, b.budget)
	}
}

// Values made and forgotten from many workers at once keep the count
// right (and go test -race finds no race).
func TestBudgetedCountsUnderLoad(t *testing.T) {
	b := newBudgeted[int, int](100)
	var wg sync.WaitGroup
	for w := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 400 {
				k := (i*7 + w) % 50
				v, err := b.get(k, func() (int, int64, error) {
					if k%13 == 0 {
						return 0, 0, errors.New("failed")
					}
					return k, int64(k%9 + 1), nil
				})
				if err == nil && v != k {
					panic(fmt.Sprintf("key %d has value %d", k, v))
				}
			}
		}()
	}
	wg.Wait()
	countedBytes(t, b)
	if b.bytes > b.budget {
		t.Errorf("%d bytes kept, over the budget of %d", b.bytes, b.budget)
	}
	if _, ok := b.m[13]; ok {
		t.Error("a value whose make failed is kept")
	}
}

// A failed make is made again by the next get.
func TestBudgetedForgetsFailures(t *testing.T) {
	b := newBudgeted[string, int](100)
	calls := 0
	for range 2 {
		b.get("x", func() (int, int64, error) { calls++; return 0, 1, errors.New("no") })
	}
	if calls != 2 {
		t.Errorf("a failed make was made %d times by two gets, want 2", calls)
	}
	countedBytes(t, b)
}
