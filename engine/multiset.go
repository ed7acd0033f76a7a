package engine

// Multisets calls f with every multiset of k items drawn from a pool in
// which item i is available count[i] times, as a list of item indexes in
// increasing order; f's slice is reused between calls. Engines use it to
// list the ways of paying a cost of k cards from a hand.
func Multisets(count []int, k int, f func(pick []int)) {
	pick := make([]int, 0, k)
	var rec func(from, left int)
	rec = func(from, left int) {
		if left == 0 {
			f(pick)
			return
		}
		for i := from; i < len(count); i++ {
			used := 0
			for _, x := range pick {
				if x == i {
					used++
				}
			}
			if used < count[i] {
				pick = append(pick, i)
				rec(i, left-1)
				pick = pick[:len(pick)-1]
			}
		}
	}
	rec(0, k)
}

// Distinct returns the distinct values of list in first-seen order.
func Distinct[T comparable](list []T) []T {
	var out []T
	for _, x := range list {
		seen := false
		for _, y := range out {
			if y == x {
				seen = true
				break
			}
		}
		if !seen {
			out = append(out, x)
		}
	}
	return out
}
