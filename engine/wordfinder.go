package engine

// wordFinder finds which of a fixed set of words a text contains, in one
// pass over the text (an Aho–Corasick automaton over bytes): a line is
// read against the literal words of every wording of a game at once.
//
// The edges of all nodes are in one slice, each node's linked from its
// first through sib, not a slice per node: a game's phrasebook has
// thousands of nodes of one edge each, and their slices were the most
// objects its load made after the TOML parser's.
type wordFinder struct {
	root  [256]int32 // the root's transitions (0: back to the root)
	nodes []wordNode
	edges []wordEdge // edges[0] is no edge
	words int
}

type wordNode struct {
	first int32   // the node's first edge in edges, 0 for none
	fail  int32   // the longest proper suffix that is a node
	out   []int32 // the words that end here, through fail links too
}

type wordEdge struct {
	c    byte
	next int32
	sib  int32 // the node's next edge, 0 for none
}

func (f *wordFinder) edge(n int32, c byte) int32 {
	if n == 0 {
		return f.root[c]
	}
	for i := f.nodes[n].first; i != 0; i = f.edges[i].sib {
		if f.edges[i].c == c {
			return f.edges[i].next
		}
	}
	return -1
}

// newWordFinder builds the finder of words; word i is found as bit i.
// A node or an edge is made at most once for each byte of the words: they
// are made at that size.
func newWordFinder(words []string) *wordFinder {
	size := 1
	for _, w := range words {
		size += len(w)
	}
	f := &wordFinder{nodes: make([]wordNode, 1, size), edges: make([]wordEdge, 1, size), words: len(words)}
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
					f.edges = append(f.edges, wordEdge{w[i], next, f.nodes[n].first})
					f.nodes[n].first = int32(len(f.edges) - 1)
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
	queue := make([]int32, 0, len(f.nodes))
	for _, n := range f.root {
		if n > 0 {
			queue = append(queue, n)
		}
	}
	for len(queue) > 0 {
		u := queue[0]
		queue = queue[1:]
		for i := f.nodes[u].first; i != 0; i = f.edges[i].sib {
			e := f.edges[i]
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
