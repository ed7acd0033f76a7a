package engine

// wordFinder finds which of a fixed set of words a text contains, in one
// pass over the text (an Aho–Corasick automaton over bytes): a line is
// read against the literal words of every wording of a game at once.
type wordFinder struct {
	root  [256]int32 // the root's transitions (0: back to the root)
	nodes []wordNode
	words int
}

type wordNode struct {
	edges []wordEdge
	fail  int32   // the longest proper suffix that is a node
	out   []int32 // the words that end here, through fail links too
}

type wordEdge struct {
	c    byte
	next int32
}

func (f *wordFinder) edge(n int32, c byte) int32 {
	if n == 0 {
		return f.root[c]
	}
	for _, e := range f.nodes[n].edges {
		if e.c == c {
			return e.next
		}
	}
	return -1
}

// newWordFinder builds the finder of words; word i is found as bit i.
func newWordFinder(words []string) *wordFinder {
	f := &wordFinder{nodes: []wordNode{{}}, words: len(words)}
	for id, w := range words {
		n := int32(0)
		for i := 0; i < len(w); i++ {
			next := f.edge(n, w[i])
			if next <= 0 {
				next = int32(len(f.nodes))
				f.nodes = append(f.nodes, wordNode{})
				if n == 0 {
					f.root[w[i]] = next
				} else {
					f.nodes[n].edges = append(f.nodes[n].edges, wordEdge{w[i], next})
				}
			}
			n = next
		}
		f.nodes[n].out = append(f.nodes[n].out, int32(id))
	}
	f.link()
	return f
}

// link sets the fail links breadth first, each node's words gaining those
// of its fail node.
func (f *wordFinder) link() {
	var queue []int32
	for _, n := range f.root {
		if n > 0 {
			queue = append(queue, n)
		}
	}
	for len(queue) > 0 {
		u := queue[0]
		queue = queue[1:]
		for _, e := range f.nodes[u].edges {
			v := e.next
			fl := f.nodes[u].fail
			for fl != 0 && f.edge(fl, e.c) < 0 {
				fl = f.nodes[fl].fail
			}
			if t := f.edge(fl, e.c); t > 0 && t != v {
				f.nodes[v].fail = t
			}
			f.nodes[v].out = append(f.nodes[v].out, f.nodes[f.nodes[v].fail].out...)
			queue = append(queue, v)
		}
	}
}

// find sets in found (one bit per word) the words s contains.
func (f *wordFinder) find(s string, found []uint64) {
	n := int32(0)
	for i := 0; i < len(s); i++ {
		c := s[i]
		next := f.edge(n, c)
		for next < 0 {
			n = f.nodes[n].fail
			next = f.edge(n, c)
		}
		n = next
		for _, id := range f.nodes[n].out {
			found[id/64] |= 1 << (id % 64)
		}
	}
}
