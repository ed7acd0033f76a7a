package blackpoker

import "cardpress/engine"

// resolve plays out an action leaving the stage. A target that has left
// the field (or changed from soldier to bulwark) by then makes a spell do
// nothing; its key cards still go to the graveyard.
func (s *State) resolve(a *Action) {
	pl := s.P[a.Player]
	// Where the key cards go afterwards: the graveyard, unless the effect
	// puts them somewhere (the field, the fog, the hand). The action list
	// says so only for cancelled actions (カウンター, 停戦); the engine does
	// the same for every spell (docs/examples-blackpoker.md, decision 7).
	keysDone := false
	target, _ := s.find(a.TargetChar)
	soldier := target != nil && !target.FaceDown
	sum := 0
	for _, c := range a.Keys {
		sum += c.Number()
	}
	switch a.ID {
	case "soldier-summon", "hero-summon", "ace-summon", "magician-summon", "quick-summon":
		s.place(a.Player, a.FaceDown, false, a.Keys...)
		keysDone = true
	case "equip":
		if target != nil && s.equipTarget(a.Player, a.Keys[0].Suit, target.ID) == nil {
			target.Cards = append(target.Cards, a.Keys[0])
			keysDone = true
		}
	case "attack":
		s.Attackers = nil
		for _, id := range a.Attackers {
			if s.canAttack(a.Player, id) == nil {
				ch, _ := s.find(id)
				ch.Driven = true
				s.Attackers = append(s.Attackers, id)
			}
		}
		if len(s.Attackers) > 0 {
			s.Wait, s.WaitFor = WaitBlock, s.opponent(a.Player)
		}
	case "damage-judgement":
		s.judge(a.Player)
	case "up":
		if soldier {
			pl.Fog = append(pl.Fog, Effect{Card: a.Keys[0], Spell: "up", Target: target.ID, Amount: sum, Turn: s.Turn})
			keysDone = true
		}
	case "down":
		switch {
		case !soldier:
		case s.Size(target)-sum <= 0:
			s.bury(target.ID)
		default:
			pl.Fog = append(pl.Fog, Effect{Card: a.Keys[0], Spell: "down", Target: target.ID, Amount: -sum, Turn: s.Turn})
			keysDone = true
		}
	case "twist":
		if target != nil {
			target.Driven = a.Set == "driven"
		}
	case "counter":
		s.counter(a)
	case "reunion":
		if c, ok := takeChosen(&pl.Graveyard, a.Take); ok {
			pl.Hand = append(pl.Hand, c)
		}
	case "kill":
		if soldier {
			s.bury(target.ID)
		}
	case "ceasefire":
		s.cancel(a.TargetAction)
	case "retarget":
		s.retarget(a)
	case "bj":
		for _, f := range a.Take {
			if c, ok := take(&pl.Life, f); ok {
				pl.Hand = append(pl.Hand, c)
			}
		}
		s.shuffle(pl.Life)
	case "rsf", "throw":
		s.damage(a.TargetPlayer, map[string]int{"rsf": 40, "throw": sum}[a.ID])
	case "reverse":
		if target != nil {
			s.reverse(target, a.Set)
		}
	case "return":
		if target != nil && !target.Driven {
			s.remove(target.ID)
			pl.Hand = append(pl.Hand, target.Cards...)
		}
		pl.Hand = append(pl.Hand, a.Keys...)
		keysDone = true
	case "bulwark-break":
		if target != nil && target.FaceDown {
			s.bury(target.ID)
		}
	case "death-spear":
		s.deathSpear(target, sum)
	case "bulwark-refill":
		for i := 0; i < a.Count && len(pl.Life) > 0; i++ {
			s.place(a.Player, true, a.Count == 2, pl.Life[0])
			pl.Life = pl.Life[1:]
		}
	case "reanimate":
		c, chosen := takeChosen(&pl.Graveyard, a.Take)
		if target != nil {
			s.bury(target.ID)
			if chosen {
				s.place(a.Player, false, false, c)
				chosen = false
			}
		}
		if chosen {
			pl.Graveyard = append(pl.Graveyard, c)
		}
	case "hand-destruction":
		op := s.P[a.TargetPlayer]
		if c, ok := takeChosen(&op.Hand, a.Take); ok {
			op.Graveyard = append(op.Graveyard, c)
		}
	case "force":
		for i, c := range a.Keys {
			e := Effect{Card: c, Spell: "force", Turn: s.Turn}
			if i == 0 {
				e.Amount = sum // the key cards' total, once
			}
			pl.Fog = append(pl.Fog, e)
		}
		keysDone = true
	case "sword-rain":
		var dead []int
		for _, p := range s.P {
			for _, ch := range p.Field {
				if !ch.FaceDown && s.Size(ch) <= sum {
					dead = append(dead, ch.ID)
				}
			}
		}
		s.bury(dead...)
	case "recruit":
		// The rest goes to the bottom of the life in the order turned
		// over; the source lets the player choose the order.
		n := min(4, len(pl.Life))
		shown := append([]Card(nil), pl.Life[:n]...)
		pl.Life = pl.Life[n:]
		for _, c := range shown {
			if c.Number() <= sum {
				s.place(a.Player, false, true, c)
			} else {
				pl.Life = append(pl.Life, c)
			}
		}
	case "surprise-attack":
		for _, ch := range pl.Field {
			ch.FaceDown = false
		}
		for _, ch := range pl.Field {
			ch.Driven = false
		}
	}
	if !keysDone {
		pl.Graveyard = append(pl.Graveyard, a.Keys...)
	}
}

// judge is the damage judgement of this turn's attack: each attacker
// against its blockers. Everything it sends to the graveyard goes there
// together, after all attackers are judged.
func (s *State) judge(attacker int) {
	var dead []int
	for _, id := range s.Attackers {
		at, _ := s.find(id)
		if at == nil {
			continue
		}
		var blockers []*Character
		for _, b := range s.Blocks[id] {
			// Only blockers still on the field count: "ブロッカーが場に
			// 存在しない場合" the attacker deals its damage.
			if ch, _ := s.find(b); ch != nil {
				blockers = append(blockers, ch)
			}
		}
		switch {
		case len(blockers) == 0:
			s.damage(s.opponent(attacker), max(0, s.Size(at)))
		case blockers[0].FaceDown:
			// The bulwark is turned face up: a Joker, or a number the
			// attacker's cards show, sends the attacker to the graveyard;
			// the bulwark goes there in any case.
			b := blockers[0].Cards[0]
			if b.IsJoker() || showsRank(at, b.Rank) {
				dead = append(dead, at.ID)
			}
			dead = append(dead, blockers[0].ID)
		default:
			total := 0
			for _, b := range blockers {
				total += s.Size(b)
			}
			n := s.Size(at)
			if n <= total {
				dead = append(dead, at.ID)
			}
			if total <= n {
				for _, b := range blockers {
					dead = append(dead, b.ID)
				}
			}
		}
	}
	s.bury(dead...)
	s.Attackers, s.Blocks = nil, map[int][]int{}
}

// showsRank reports whether one of a character's cards shows rank r (a
// Joker shows no number).
func showsRank(ch *Character, r int8) bool {
	for _, c := range ch.Cards {
		if !c.IsJoker() && c.Rank == r {
			return true
		}
	}
	return false
}

// counter is カウンター: the target is cancelled when it has 2 key cards,
// or 1 key card whose number is at most the counter's.
func (s *State) counter(a *Action) {
	t := a.TargetAction
	if t == nil || !s.onStage(t) {
		return
	}
	if len(t.Keys) == 2 || len(t.Keys) == 1 && a.Keys[0].Number() >= t.Keys[0].Number() {
		s.cancel(t)
	}
}

// cancel removes an action from the stage; its key cards go to its
// player's graveyard.
func (s *State) cancel(t *Action) {
	for i, b := range s.Stage {
		if b == t {
			s.Stage = append(s.Stage[:i], s.Stage[i+1:]...)
			s.P[t.Player].Graveyard = append(s.P[t.Player].Graveyard, t.Keys...)
			return
		}
	}
}

func (s *State) onStage(t *Action) bool {
	for _, b := range s.Stage {
		if b == t {
			return true
		}
	}
	return false
}

// retarget is 対象変更: the target action gets the new target, when it is
// still on the stage and the new target is still one it can target.
func (s *State) retarget(a *Action) {
	t := a.TargetAction
	if t == nil || !s.onStage(t) {
		return
	}
	b := t.clone()
	b.TargetChar, b.TargetPlayer, b.TargetAction = a.NewChar, a.NewPl, a.NewAct
	if a.NewAct == a {
		// Retargeted to this 対象変更, which has left the stage: the
		// action now targets nothing it can act on.
		t.TargetChar, t.TargetPlayer, t.TargetAction = 0, -1, a
		return
	}
	if s.checkTarget(t.Player, b, spells[t.ID]) == nil {
		t.TargetChar, t.TargetPlayer, t.TargetAction = b.TargetChar, b.TargetPlayer, b.TargetAction
	}
}

// reverse is リバース on a character: charged or driven as chosen, then a
// soldier becomes bulwarks (one per card) and a bulwark a soldier; either
// way it loses what it received (new characters) and stops attacking or
// blocking. A bulwark that came this turn makes a soldier that came this
// turn.
func (s *State) reverse(ch *Character, set string) {
	if set != "" {
		ch.Driven = set == "driven"
	}
	_, p := s.find(ch.ID)
	s.remove(ch.ID)
	for _, c := range ch.Cards {
		n := s.place(p, !ch.FaceDown, ch.Driven, c)
		n.Entered = ch.Entered
	}
}

// deathSpear is 死の槍: when the soldier's number is not 0 and the key
// cards' number divides it, the soldier goes face down onto its owner's
// life (its cards in the order they lie, the bottom card on top) and the
// owner takes that much damage. The key cards' number is their total:
// the action list says "キーカードのカードの数字" of two key cards.
func (s *State) deathSpear(target *Character, x int) {
	if target == nil || target.FaceDown || x == 0 {
		return
	}
	n := s.Size(target)
	if n == 0 || n%x != 0 {
		return
	}
	s.remove(target.ID)
	owner := target.Cards[0].Owner
	s.P[owner].Life = append(append([]Card(nil), target.Cards...), s.P[owner].Life...)
	s.damage(int(owner), x)
}

// shuffle mixes cards with the state's generator.
func (s *State) shuffle(cards []Card) { engine.Shuffle(&s.Rand, cards) }

// takeChosen takes the card an effect chose from cards; nothing when it
// chose none (there was nothing to choose from).
func takeChosen(cards *[]Card, chosen []Face) (Card, bool) {
	if len(chosen) == 0 {
		return Card{}, false
	}
	return take(cards, chosen[0])
}
