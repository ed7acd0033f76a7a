package engine

import (
	"slices"
	"testing"
)

func TestArenaCopies(t *testing.T) {
	a := NewArena[int](4)
	x := a.Copy([]int{1, 2})
	y := a.Copy([]int{3})
	if a.Copy(nil) != nil {
		t.Error("a nil slice copied to a non-nil one")
	}
	if e := a.Copy([]int{}); e == nil || len(e) != 0 {
		t.Errorf("an empty slice copied to %v", e)
	}
	// An append to a copy moves it out of the arena: its neighbour stays.
	x = append(x, 9)
	if !slices.Equal(x, []int{1, 2, 9}) || !slices.Equal(y, []int{3}) {
		t.Errorf("after an append: %v and %v, want [1 2 9] and [3]", x, y)
	}
	// Reset reuses the array: the next copy lands where the first was.
	first := &a.buf[0]
	a.Reset()
	z := a.Copy([]int{7, 8})
	if &z[0] != first || cap(z) != 2 {
		t.Errorf("after a reset: a new array or capacity %d, want the old array and the length 2", cap(z))
	}
}

func TestCopyMapRefills(t *testing.T) {
	var into map[string]int
	m := CopyMap(&into, map[string]int{"a": 1, "b": 2})
	m2 := CopyMap(&into, map[string]int{"c": 3})
	if len(m2) != 1 || m2["c"] != 3 || len(m) != 1 {
		t.Errorf("refilled: %v, want map[c:3] in the same map", m2)
	}
	if CopyMap(&into, map[string]int(nil)) != nil {
		t.Error("a nil map copied to a non-nil one")
	}
}
