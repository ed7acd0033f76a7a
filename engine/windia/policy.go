package windia

// greedyScore rates an action for PolicyGreedy: higher is better.
func (s *State) greedyScore(a Action) int {
	d := s.g.Deck
	arg := ArgOf(a)
	p := s.turn
	switch KindOf(a) {
	case ActPointOut:
		return 1000
	case ActReach:
		return 900 * arg
	case ActPlay:
		c := &d.Cards[arg]
		worth := c.Points
		if d.isNumber(uint8(arg)) {
			worth = c.Number
		}
		return 500 + worth
	case ActLay:
		return 450
	case ActColor:
		n := 0
		for _, c := range s.hands[p] {
			if d.Cards[c].Colors&(1<<arg) != 0 {
				n++
			}
		}
		return 100 + n
	case ActTarget:
		if int8(arg) == p {
			return 0
		}
		return 100 - len(s.hands[arg])
	case ActRedraw:
		if len(s.hands[p]) > 5 {
			return 100 * arg
		}
		return 100 * (1 - arg)
	case ActRelease:
		if d.Rules[d.Cards[arg].Kind].outgoing > 0 {
			return 50
		}
		return 5
	case ActEndPlay:
		return 10
	case ActDraw:
		if arg == 1 {
			return 8
		}
		return 4
	case ActPass:
		return 6
	}
	return 1 // take the attack, turn options, declarations, picks: no preference
}
