package clamp

import (
	"fmt"
	"slices"
	"strings"
)

// HandSize is the number of cards each player takes at the start (翻取手牌)
// and after a mulligan.
const HandSize = 6

// StoryCount is the number of stories a player completes to win.
const StoryCount = 5

// MaxChallengers is the most characters one side sends to a challenge.
const MaxChallengers = 3

// MaxChallenges is the most stories the active player challenges in a turn.
const MaxChallenges = 2

// Mulligan exchanges p's whole hand (換牌): the cards go under the deck in
// the order given (the last one at the very bottom; nil keeps the hand's
// order) and p takes 6 new cards from the top. Once per player, before
// the first turn, and always the whole hand.
func (s *State) Mulligan(p int, order []int) error {
	pl := &s.P[p]
	switch {
	case s.Phase != Setup:
		return reject("mulligan/when")
	case pl.Mulliganed:
		return reject("mulligan/once", pl.Name)
	}
	if order == nil {
		order = slices.Clone(pl.Hand)
	}
	rest := slices.Clone(pl.Hand)
	for _, id := range order {
		i := slices.Index(rest, id)
		if i < 0 {
			return reject("not-in-hand", pl.Name, s.name(id))
		}
		rest = slices.Delete(rest, i, i+1)
	}
	if len(rest) > 0 {
		return reject("mulligan/all", len(pl.Hand), len(order), pl.Name, s.names(rest))
	}
	pl.Deck = append(pl.Deck, order...)
	pl.Hand = nil
	s.draw(p, HandSize)
	pl.Mulliganed = true
	return nil
}

// Keep ends p's mulligan decision without exchanging the hand.
func (s *State) Keep(p int) error {
	if s.Phase != Setup {
		return reject("mulligan/decision-when")
	}
	if s.P[p].Mulliganed {
		return reject("mulligan/decided", s.P[p].Name)
	}
	s.P[p].Mulliganed = true
	return nil
}

func (s *State) names(ids []int) string {
	var out []string
	for _, id := range ids {
		out = append(out, s.name(id))
	}
	return strings.Join(out, ", ")
}

// draw moves up to n cards from the top of p's deck into the hand.
func (s *State) draw(p, n int) {
	pl := &s.P[p]
	for ; n > 0 && len(pl.Deck) > 0; n-- {
		pl.Hand = append(pl.Hand, pl.Deck[0])
		pl.Deck = pl.Deck[1:]
		pl.Drew++
	}
}

// turnAction checks that p, the active player, may act in the turn and
// moves the game on to phase (Start for the turn's start, Main or
// Challenges) when the steps before it are done.
func (s *State) turnAction(p int, phase Phase, what string) error {
	if s.Phase == Over {
		return reject("game-over")
	}
	if p != s.Active {
		return reject("active-player", s.playerName(s.Active), what)
	}
	if s.Phase == Setup {
		// Seed 004, (6)準備完成: "雙方準備完成，要開始遊戲囉！" — the game
		// starts when both players are ready, their mulligan decided.
		for q := range s.P {
			if !s.P[q].Mulliganed {
				return reject("mulligan/not-ready", s.P[q].Name, what)
			}
		}
		s.Phase, s.FirstTurn = Start, true
		s.untap(p)
	}
	if s.Phase == Start && !s.TurnDrawn && !s.FirstTurn {
		return reject("draw-first", s.playerName(p))
	}
	if phase < s.Phase {
		return reject("wrong-phase/"+s.Phase.String(), s.playerName(p), what, s.Phase, phase)
	}
	s.Phase = phase
	return nil
}

// Draw is the turn's draw (翻一張牌): one card from the top of the active
// player's deck; the first player does not draw on the first turn. Then
// the active player's cards turn active.
func (s *State) Draw(p int) error {
	switch {
	case s.Phase == Over:
		return reject("game-over")
	case p != s.Active:
		return reject("draw/active-player", s.playerName(s.Active))
	case s.Phase == Setup || s.FirstTurn:
		return reject("draw/first-turn")
	case s.Phase != Start || s.TurnDrawn:
		return reject("draw/once", s.playerName(p))
	}
	s.draw(p, 1)
	s.TurnDrawn = true
	s.untap(p)
	return nil
}

// untap turns p's stage and point area active (將各區的牌改成活動狀態).
func (s *State) untap(p int) {
	for i := range s.P[p].Stage {
		s.P[p].Stage[i].Resting = false
	}
	for i := range s.P[p].Points {
		s.P[p].Points[i].Resting = false
	}
}

// LayPoint puts a card from p's hand into the point area (出點數牌): at the
// start of the turn, at most one a turn. Only its color counts from then on.
func (s *State) LayPoint(p, id int) error {
	if err := s.turnAction(p, Start, "lay a point card"); err != nil {
		return err
	}
	pl := &s.P[p]
	i := slices.Index(pl.Hand, id)
	switch {
	case i < 0:
		return reject("not-in-hand", pl.Name, s.name(id))
	case s.PointLaid:
		return reject("point-once", pl.Name)
	}
	pl.Hand = slices.Delete(pl.Hand, i, i+1)
	if !s.fault {
		pl.Points = append(pl.Points, PointCard{ID: id})
	}
	s.PointLaid = true
	return nil
}

// Pay turns p's point cards resting to pay cost. colors, when given, are
// the colors of the point cards to use, one per point; otherwise the
// colored part takes cards of its color and the colorless part purple
// cards first, then the color with the most active cards left.
func (s *State) Pay(p int, cost Cost, colors []string, what string) error {
	need := cost.Colored + cost.Colorless
	have := s.activePoints(p)
	total := 0
	for _, n := range have {
		total += n
	}
	short := func() error {
		return reject("cannot-pay/colored",
			s.playerName(p), s.g.costText(cost), what, cost.Colored, s.g.colorName(cost.Color), cost.Colorless, have[cost.Color], s.g.colorName(cost.Color), total)
	}
	if cost.Colored == 0 {
		short = func() error {
			return reject("cannot-pay", s.playerName(p), s.g.costText(cost), what, need, total)
		}
	}
	// Points that cannot pay the cost whichever cards are turned are the
	// same refusal whether the step names the cards or not: how a step is
	// written must not change which rule refuses it.
	if have[cost.Color] < cost.Colored || total < need {
		return short()
	}
	if colors == nil {
		for range cost.Colored {
			colors = append(colors, cost.Color)
			have[cost.Color]--
		}
		for range cost.Colorless {
			pick := Colorless
			if have[pick] == 0 {
				best := -1
				for _, col := range s.g.Catalog.Colors {
					if have[col.ID] > best {
						pick, best = col.ID, have[col.ID]
					}
				}
			}
			colors = append(colors, pick)
			have[pick]--
		}
	} else {
		if len(colors) != need {
			return reject("pay/count", what, s.g.costText(cost), need, len(colors))
		}
		n := 0
		for _, col := range colors {
			if col == cost.Color {
				n++
			}
			if have[col]--; have[col] < 0 {
				return reject("pay/color", s.playerName(p), s.g.colorName(col), strings.Join(s.colorNames(colors), ", "))
			}
		}
		if n < cost.Colored {
			return reject("pay/colored", what, s.g.costText(cost), cost.Colored, s.g.colorName(cost.Color))
		}
	}
	for _, col := range colors {
		for i := range s.P[p].Points {
			pc := &s.P[p].Points[i]
			if !pc.Resting && s.Inst[pc.ID].Color == col {
				pc.Resting = true
				break
			}
		}
	}
	return nil
}

func (s *State) colorNames(ids []string) []string {
	var out []string
	for _, id := range ids {
		out = append(out, s.g.colorName(id))
	}
	return out
}

// Enter brings a character from p's hand onto the stage (角色登場) in the
// main phase: no two of one character on a stage, the cost paid, and the
// character enters resting.
func (s *State) Enter(p, id int, colors []string) error {
	if err := s.turnAction(p, Main, "bring a character on stage"); err != nil {
		return err
	}
	pl := &s.P[p]
	card := s.Inst[id]
	i := slices.Index(pl.Hand, id)
	switch {
	case i < 0:
		return reject("not-in-hand", pl.Name, card.Name())
	case card.Kind != Character:
		return reject("not-a-character", card.Name())
	case s.onStage(p, card.Name()):
		return reject("on-stage", card.Name(), pl.Name)
	}
	if err := s.Pay(p, card.Cost, colors, card.Name()); err != nil {
		return err
	}
	pl.Hand = slices.Delete(pl.Hand, i, i+1)
	pl.Stage = append(pl.Stage, Char{ID: id, Resting: true})
	return nil
}

// effectTiming checks that p may use e now: main-phase effects in the main
// phase outside challenges (主場才可使用: the active player only),
// challenge effects while the challenge's cards are played, by the player
// whose turn to play it is.
func (s *State) effectTiming(p int, e *Effect, what string) error {
	if s.Phase == Over {
		return reject("game-over")
	}
	if e.Main {
		if e.ActiveOnly && p != s.Active {
			return reject("active-player/use", what)
		}
		if s.C != nil {
			return reject("action-only/main", what)
		}
		if s.Phase >= Challenges {
			return reject("main-phase", what)
		}
		if p == s.Active {
			return s.turnAction(p, Main, "use "+what)
		}
		if s.Phase != Main {
			return reject("main-phase", what)
		}
		return nil
	}
	switch {
	case s.C == nil || s.C.Step != Playing:
		return reject("challenge-only", what)
	case !e.Action:
		// 雙方玩家皆可打有出有[ACTION]圖示的活動牌或角色牌: only those.
		return reject("action-only", what)
	case s.C.Priority != p:
		return reject("priority", s.playerName(s.C.Priority))
	}
	return nil
}

// Recover is the recovery phase (回復階段): the active player turns a
// resting character of the stage active by paying its cost again
// (角色牌登場、回復時，必須支付點數), so that it can join the opponent's
// challenges. It comes after the challenges; any number of characters,
// as far as the points go.
func (s *State) Recover(p, id int, colors []string) error {
	if s.C != nil {
		return reject("recover/when")
	}
	if err := s.turnAction(p, Recovery, "recover a character"); err != nil {
		return err
	}
	i := s.stageIndex(p, id)
	switch {
	case i < 0:
		return reject("not-on-stage", s.playerName(p), s.name(id))
	case !s.P[p].Stage[i].Resting:
		return reject("recover/active", s.name(id))
	}
	if err := s.Pay(p, s.Inst[id].Cost, colors, s.name(id)); err != nil {
		return err
	}
	s.P[p].Stage[i].Resting = false
	return nil
}

// PlayEvent plays an event card from p's hand: its cost paid, its effect
// on the targets chosen; the card stays out until the turn ends, then it
// goes to the retired pile.
func (s *State) PlayEvent(p, id int, targets []int, colors []string) error {
	pl := &s.P[p]
	card := s.Inst[id]
	i := slices.Index(pl.Hand, id)
	switch {
	case i < 0:
		return reject("not-in-hand", pl.Name, card.Name())
	case card.Kind != Event:
		return reject("not-an-event", card.Name())
	}
	if err := s.effectTiming(p, card.Effect, card.Name()); err != nil {
		return err
	}
	if err := s.checkTargets(p, -1, card.Effect, targets, card.Name()); err != nil {
		return err
	}
	if err := s.Pay(p, card.Cost, colors, card.Name()); err != nil {
		return err
	}
	pl.Hand = slices.Delete(pl.Hand, i, i+1)
	pl.Played = append(pl.Played, id)
	s.resolve(p, -1, card.Effect, targets)
	return nil
}

// Use uses the ability of a character on p's stage: once a turn for each
// character, its usage cost paid (【休】: the character turns resting).
func (s *State) Use(p, id int, targets []int, colors []string) error {
	card := s.Inst[id]
	i := s.stageIndex(p, id)
	switch {
	case i < 0:
		return reject("not-on-stage", s.playerName(p), card.Name())
	case card.Effect == nil:
		return reject("no-ability", card.Name())
	case slices.Contains(s.Used, id):
		return reject("ability-once", card.Name())
	}
	e := card.Effect
	if err := s.effectTiming(p, e, card.Name()); err != nil {
		return err
	}
	if e.Target == Self && (s.C == nil || !slices.Contains(s.C.Sides[p], id)) {
		return reject("ability/not-in-challenge", card.Name())
	}
	if err := s.checkTargets(p, id, e, targets, card.Name()); err != nil {
		return err
	}
	if e.Cost.Rest {
		if s.P[p].Stage[i].Resting {
			return reject("resting/ability", card.Name(), s.g.costText(e.Cost))
		}
		s.P[p].Stage[i].Resting = true
	} else if err := s.Pay(p, e.Cost, colors, card.Name()); err != nil {
		return err
	}
	s.Used = append(s.Used, id)
	s.resolve(p, id, e, targets)
	return nil
}

// checkTargets checks the characters (or retired cards) an effect chooses.
func (s *State) checkTargets(p, self int, e *Effect, targets []int, what string) error {
	want := 0
	switch {
	case e.Target == Own || e.Target == Opposing || e.Target == Anyone || e.Retrieve:
		want = 1
	}
	if len(targets) != want {
		if want == 0 {
			return reject("choice/none", what)
		}
		return reject("choice/one", what, what, "角色")
	}
	if want == 0 {
		return nil
	}
	t := targets[0]
	if e.Retrieve {
		if !slices.Contains(s.P[p].Retired, t) || s.Inst[t].Kind != Character {
			return reject("choice/not-retired", what, s.playerName(p), s.name(t))
		}
		return nil
	}
	side := s.Owner[t]
	switch {
	case s.C == nil || !slices.Contains(s.C.Sides[side], t):
		return reject("choice/not-in-challenge", what, s.name(t))
	case e.Target == Own && side != p:
		return reject("choice/own", what, s.playerName(p))
	case e.Target == Opposing && side == p:
		return reject("choice/opponent", what)
	}
	return nil
}

// resolve applies an effect.
func (s *State) resolve(p, self int, e *Effect, targets []int) {
	target := self
	if len(targets) > 0 {
		target = targets[0]
	}
	if s.C != nil && (e.Acting != 0 || e.Stamina != 0) {
		m := s.C.Mod[target]
		m.Acting += e.Acting
		m.Stamina += e.Stamina
		s.C.Mod[target] = m
	}
	if e.Withdraw && s.C != nil {
		side := s.Owner[target]
		s.C.Sides[side] = slices.DeleteFunc(s.C.Sides[side], func(id int) bool { return id == target })
	}
	if e.Draw > 0 {
		s.draw(p, e.Draw)
	}
	if e.Retrieve {
		pl := &s.P[p]
		i := slices.Index(pl.Retired, target)
		pl.Retired = slices.Delete(pl.Retired, i, i+1)
		pl.Hand = append(pl.Hand, target)
	}
	if s.C != nil && s.C.Step == Playing {
		s.C.Played = true
	}
}

// Challenge starts a challenge (進攻) on one of p's stories in the
// challenge phase: at most 2 stories a turn, each once, none completed.
func (s *State) Challenge(p, story int) error {
	if s.C != nil {
		return reject("challenge/in-progress", s.name(s.C.Story))
	}
	if err := s.turnAction(p, Challenges, "challenge"); err != nil {
		return err
	}
	i := s.story(p, story)
	switch {
	case i < 0:
		return reject("challenge/not-a-story", s.name(story), s.playerName(p))
	case s.P[p].Stories[i].Completed:
		return reject("challenge/completed", s.name(story))
	case slices.Contains(s.Challenged, story):
		return reject("challenge/twice", s.name(story))
	case len(s.Challenged) >= MaxChallenges:
		return reject("challenge/two-stories", s.playerName(p), len(s.Challenged), MaxChallenges)
	case !slices.ContainsFunc(s.P[p].Stage, func(c Char) bool { return !c.Resting }):
		// A challenge is made by sending active characters (活動狀態的牌才可出):
		// without one, there is nothing to send.
		return reject("challenge/no-active", s.playerName(p))
	}
	s.Challenged = append(s.Challenged, story)
	s.C = &Challenge{Story: story, Step: Placing, Mod: map[int]Mod{}}
	return nil
}

// Send puts characters of p into the challenge: the active player's
// challengers (then the challenge condition is checked), or the inactive
// player's characters joining it. At most 3, active ones only; they lie
// on the story sideways, resting.
func (s *State) Send(p int, ids []int) error {
	c := s.C
	switch {
	case c == nil:
		return reject("send/no-challenge")
	case p == s.Active && c.Step != Placing:
		return reject("send/twice", s.playerName(p))
	case p != s.Active && c.Step == Placing:
		return reject("send/active-first", s.playerName(s.Active))
	case p != s.Active && c.Step != Joining:
		return reject("send/late", s.playerName(p))
	case len(ids) == 0:
		return reject("send/none")
	case len(ids) > MaxChallengers:
		return reject("send/three-characters", len(ids), MaxChallengers)
	}
	for k, id := range ids {
		i := s.stageIndex(p, id)
		switch {
		case i < 0:
			return reject("not-on-stage", s.playerName(p), s.name(id))
		case slices.Contains(ids[:k], id):
			return reject("send/named-twice", s.name(id))
		case s.P[p].Stage[i].Resting:
			return reject("resting/send", s.name(id))
		}
	}
	for _, id := range ids {
		s.P[p].Stage[s.stageIndex(p, id)].Resting = true
	}
	c.Sides[p] = slices.Clone(ids)
	if p != s.Active {
		c.Step, c.Priority = Playing, s.Active
		return nil
	}
	if why := s.conditionFails(p); why != "" {
		c.Invalid, c.Why = c.Sides[p], why
		c.Sides[p] = nil
		s.judge()
		return nil
	}
	c.Step = Joining
	return nil
}

// conditionFails checks the story's challenge condition on the active
// player's challengers and says why it fails, or "".
func (s *State) conditionFails(p int) string {
	c := s.C
	for _, cond := range s.Inst[c.Story].Condition {
		switch cond.Kind {
		case CondTrait:
			ok := false
			for _, id := range c.Sides[p] {
				ok = ok || s.Inst[id].HasTrait(cond.Trait)
			}
			if !ok {
				return fmt.Sprintf("%s: no character with the trait 【%s】 in the challenge", cond, cond.Trait)
			}
		case CondActing:
			if n := s.ActingTotal(p); n < cond.N {
				return fmt.Sprintf("%s: the acting total is %d", cond, n)
			}
		case CondPresent:
			if !s.onStage(p, cond.Name) {
				return fmt.Sprintf("%s: %s is not on %s's stage", cond, cond.Name, s.playerName(p))
			}
		case CondHand:
			if n := len(s.P[p].Hand); n > cond.N {
				return fmt.Sprintf("%s: %s holds %d cards", cond, s.playerName(p), n)
			}
		}
	}
	return ""
}

// Pass ends what p is doing: the choice to join a challenge (not
// joining), p's turn to play cards in a challenge, p's choice in the exit
// judgement (removing nothing), the mulligan decision (keeping the hand),
// or, outside a challenge, the active player's turn.
func (s *State) Pass(p int) error {
	c := s.C
	switch {
	case s.Phase == Over:
		return reject("game-over")
	case s.Phase == Setup:
		return s.Keep(p)
	case c == nil:
		if err := s.turnAction(p, s.Phase, "end the turn"); err != nil {
			return err
		}
		s.endTurn()
		return nil
	case c.Step == Placing:
		return reject("priority/send", s.playerName(s.Active), s.name(c.Story))
	case c.Step == Joining:
		if p == s.Active {
			return reject("priority/join", s.playerName(s.other(p)))
		}
		c.Step, c.Priority = Playing, s.Active
		return nil
	case c.Step == Playing:
		if p != c.Priority {
			return reject("priority", s.playerName(c.Priority))
		}
		opening := p == s.Active && !c.Opened
		if !c.Played && !opening {
			s.judge()
			return nil
		}
		c.Priority, c.Played, c.Opened = s.other(p), false, true
		return nil
	default:
		return s.Remove(p, nil)
	}
}

// judge is the completion judgement (完結判定), then the exit judgement
// starts; a player who can remove nothing has nothing to choose.
func (s *State) judge() {
	c := s.C
	a, i := s.Active, s.other(s.Active)
	done := false
	switch {
	case len(c.Sides[a]) == 0:
	case len(c.Sides[i]) == 0:
		done = true
	default:
		done = s.JudgementTotal(a) > s.JudgementTotal(i)
	}
	s.Judgement = "failed"
	if done {
		s.Judgement = "completed"
		s.P[a].Stories[s.story(a, c.Story)].Completed = true
	}
	c.Step = Exiting
	for p := range 2 {
		if s.CanRemove(p) == 0 {
			c.Declared[p] = true
		}
	}
	s.exitIfDeclared()
}

// Remove is p's choice in the exit judgement (退場判定): opposing
// characters in the challenge whose stamina adds up to at most p's acting
// total. Both players choose; the cards leave at once.
func (s *State) Remove(p int, ids []int) error {
	c := s.C
	switch {
	case c == nil || c.Step != Exiting:
		return reject("remove/when")
	case c.Declared[p]:
		return reject("remove/chosen", s.playerName(p))
	}
	o := s.other(p)
	sum := 0
	for k, id := range ids {
		switch {
		case !slices.Contains(c.Sides[o], id):
			return reject("remove/not-in-challenge", s.name(id), s.playerName(o))
		case slices.Contains(ids[:k], id):
			return reject("remove/named-twice", s.name(id))
		}
		sum += s.Stamina(id)
	}
	if total := s.ActingTotal(p); sum > total {
		var parts []string
		for _, id := range ids {
			parts = append(parts, fmt.Sprintf("%s %d", s.name(id), s.Stamina(id)))
		}
		return reject("remove/adds-up", strings.Join(parts, " + "), sum, s.playerName(p), total)
	}
	c.Remove[p], c.Declared[p] = slices.Clone(ids), true
	s.exitIfDeclared()
	return nil
}

// exitIfDeclared removes the chosen characters once both players have
// chosen, and ends the challenge.
func (s *State) exitIfDeclared() {
	c := s.C
	if !c.Declared[0] || !c.Declared[1] {
		return
	}
	for p := range 2 {
		o := s.other(p)
		for _, id := range c.Remove[p] {
			i := s.stageIndex(o, id)
			s.P[o].Stage = slices.Delete(s.P[o].Stage, i, i+1)
			s.P[o].Retired = append(s.P[o].Retired, id)
		}
	}
	s.C, s.Last = nil, c
}

// endTurn ends the active player's turn: events played go to the
// retired piles, and the other player's turn starts.
func (s *State) endTurn() {
	for p := range 2 {
		s.P[p].Retired = append(s.P[p].Retired, s.P[p].Played...)
		s.P[p].Played = nil
	}
	s.Active = s.other(s.Active)
	s.Phase, s.FirstTurn, s.TurnDrawn, s.PointLaid = Start, false, false, false
	s.Challenged, s.Used, s.Last, s.Judgement = nil, nil, nil, ""
}

// Decide is the win/lose judgement (勝負判定), made after every action: a
// player whose 5 stories are all completed wins; otherwise a player whose
// deck is empty loses (both at once: nobody wins).
func (s *State) Decide() {
	if s.Phase == Over || s.Phase == Setup {
		return
	}
	var won, lost [2]bool
	for p := range 2 {
		won[p] = len(s.P[p].Stories) == StoryCount && s.Completed(p) == StoryCount
		lost[p] = len(s.P[p].Deck) == 0
	}
	switch {
	case won[s.Active]:
		s.Phase, s.Winner = Over, s.Active
	case won[s.other(s.Active)]:
		s.Phase, s.Winner = Over, s.other(s.Active)
	case lost[0] && lost[1]:
		s.Phase, s.Winner = Over, -1
	case lost[0] || lost[1]:
		s.Phase, s.Winner = Over, 0
		if lost[0] {
			s.Winner = 1
		}
	}
	if s.Phase == Over && s.C != nil {
		s.C, s.Last = nil, s.C
	}
}
