package windia

import "testing"

// A draw pile written to its size takes no more cards, and the cards left
// over are out of the round: not dead cards that optional rule 5 A
// ("プレイ札だけを残し、残りの無効札をシャッフルして、再び山札として使います")
// would quietly shuffle into a new draw pile. The dead cards are those the
// discard pile names.
func TestWrittenPileLeavesTheRestOut(t *testing.T) {
	playCases(t, []string{"players: Alice, Bob, Carol", "play card: red 3", "Alice: blue 7, green 9"}, []playCase{
		{"no dead cards, nothing to draw", []string{"draw pile: none", "Alice draws", "→ Alice drew 1"}, 7, "Alice drew 0"},
		{"the dead cards named are shuffled", []string{"discard pile: blue 1", "draw pile: none", "Alice draws", "→ Alice holds blue 1; draw pile: 0"}, 0, ""},
		{"an exact pile, then the dead cards", []string{"discard pile: blue 1", "draw pile: 1 card", "Alice draws", "→ draw pile: 0", "Alice passes", "Bob draws", "→ Bob holds blue 1"}, 0, ""},
		{"an exact pile, nothing more", []string{"draw pile: 1 card", "Alice draws", "Alice passes", "Bob draws", "→ Bob drew 1"}, 9, "Bob drew 0"},
	})
}
