package engine

import (
	"fmt"
	"slices"
	"testing"
)

func TestMultisets(t *testing.T) {
	var got []string
	Multisets([]int{2, 1, 0, 1}, 2, func(pick []int) { got = append(got, fmt.Sprint(pick)) })
	want := []string{"[0 0]", "[0 1]", "[0 3]", "[1 3]"}
	if !slices.Equal(got, want) {
		t.Errorf("multisets %v, want %v", got, want)
	}
	n := 0
	Multisets([]int{1}, 2, func([]int) { n++ })
	if n != 0 {
		t.Errorf("%d multisets of 2 from one item", n)
	}
}

func TestDistinct(t *testing.T) {
	if got := Distinct([]int{3, 1, 3, 2, 1}); !slices.Equal(got, []int{3, 1, 2}) {
		t.Errorf("Distinct = %v", got)
	}
}
