package blackpoker

import (
	"errors"
	"slices"

	"cardpress/engine"
)

// reject is a rejection for rule key of the reasons table (syntax.go);
// args fill the slots {0}, {1}, … of its sentence, in order.
func reject(key string, args ...any) error { return engine.Refuse(reasons(), key, args...) }

// within is the rejection of a spell's check, said of the spell: its
// sentence starts with the spell's name ({in}).
func within(spell string, err error) error {
	var r *engine.Rejection
	if !errors.As(err, &r) {
		return err
	}
	return &engine.Rejection{Key: r.Key, Params: append([]engine.Param{{Name: "in", Value: spell + ": "}}, r.Params...), Reasons: r.Reasons}
}

// aim is what a spell targets, in a reason key and in words.
type aim struct{ key, say string }

// untitled is a spell's rejection said without the spell's name, inside
// another sentence.
type untitled struct{ err error }

func (u untitled) String() string {
	var r *engine.Rejection
	if errors.As(u.err, &r) {
		return (&engine.Rejection{Key: r.Key, Params: append([]engine.Param{{Name: "in", Value: ""}}, r.Params...), Reasons: r.Reasons}).Error()
	}
	return u.err.Error()
}

// jokerParam is the Joker, as the catalog names it, in a rejection.
func jokerParam() engine.Param {
	return engine.Param{Value: rankNames[Joker], Entries: []string{"joker"}}
}

// choosers lists the actions that choose their card when they resolve.
func choosers() string {
	return name("reunion") + ", " + name("reanimate") + " and " + name("hand-destruction")
}

// mainTiming checks that p may start a main action (…-メイン): it is p's
// turn, nothing waits on the stage and no decision is owed. The action
// list does not define メイン and クイック; the engine reads メイン as "the
// turn player, with an empty stage" and クイック as "either player, at any
// time".
func (s *State) mainTiming(p int, what string) error {
	if s.Wait != WaitNone {
		return reject("timing/waiting", what, s.Wait)
	}
	if p != s.Active {
		return reject("timing/turn-holder", what)
	}
	if len(s.Stage) > 0 {
		return reject("timing/stage", what)
	}
	return nil
}

// quickTiming checks that p may start a quick action: at any time, except
// while the end of a turn, a draw or an effect's choice is being played out.
func (s *State) quickTiming(what string) error {
	if s.Wait == WaitDiscard || s.Wait == WaitDraw || s.Wait == WaitChoose {
		return reject("timing/waiting", what, s.Wait)
	}
	return nil
}

// takeKeys takes key cards from p's hand.
func (s *State) takeKeys(p int, faces []Face) ([]Card, error) {
	out := make([]Card, 0, len(faces))
	for _, f := range faces {
		c, ok := take(&s.P[p].Hand, f)
		if !ok {
			return nil, reject("not-in-hand", f)
		}
		out = append(out, c)
	}
	return out, nil
}

// Summon starts the summon key card f makes: 兵士召喚 (2–10), 英雄召喚
// (J–K), エース召喚 (A), 魔術士召喚 (Joker) on p's own turn; クイック召喚
// (A) when p does not hold the turn, as an ace or, with faceDown, as a
// bulwark.
func (s *State) Summon(p int, f Face, faceDown bool) error {
	id := summonOf(Card{Suit: f.Suit, Rank: f.Rank})
	quick := p != s.Active
	switch {
	case quick && f.Rank != Ace:
		return reject("timing/turn-holder/summon", name(id), name("quick-summon"))
	case quick:
		id = "quick-summon"
		if err := s.quickTiming(name(id)); err != nil {
			return err
		}
	case faceDown && f.Rank == Ace:
		return reject("timing/quick", name("quick-summon"), name("ace-summon"))
	case faceDown:
		return reject("face-down", name("quick-summon"))
	default:
		if err := s.mainTiming(p, name(id)); err != nil {
			return err
		}
	}
	keys, err := s.takeKeys(p, []Face{f})
	if err != nil {
		return err
	}
	s.Stage = append(s.Stage, &Action{ID: id, Player: p, Keys: keys, TargetPlayer: -1, FaceDown: faceDown})
	return nil
}

// NamedSummon checks that the summon an example names ("♦7で兵士召喚を起こす")
// is the one p starts with f's key card now: the A's quick summon off
// turn, else the summon of its rank (summonOf), a main action.
func (s *State) NamedSummon(p int, f Face, named string) error {
	id := summonOf(Card{Suit: f.Suit, Rank: f.Rank})
	quick := p != s.Active
	switch {
	case named == "quick-summon" && !quick:
		return reject("timing/quick", name("quick-summon"), name("ace-summon"))
	case named == "quick-summon" && f.Rank != Ace:
		return reject("summon-kind", f, name(id), name(named))
	case named == "quick-summon":
		return nil
	case named != id:
		return reject("summon-kind", f, name(id), name(named))
	case quick:
		return reject("timing/turn-holder", name(id))
	}
	return nil
}

// PlaceBulwark is 防壁設置: a card of p's hand goes onto the field face down
// and charged, once per turn. It is immediate (即時): it resolves at once.
func (s *State) PlaceBulwark(p int, f Face) error {
	if err := s.mainTiming(p, "防壁設置"); err != nil {
		return err
	}
	if s.Placed {
		return reject("once-per-turn/bulwark", name("bulwark"))
	}
	c, ok := take(&s.P[p].Hand, f)
	if !ok {
		return reject("not-in-hand", f)
	}
	s.Placed = true
	s.place(p, true, false, c)
	return nil
}

// Equip starts 装備: key card f (A–K) onto p's soldier of the same suit;
// the magician (a Joker) cannot be the target.
func (s *State) Equip(p int, f Face, target int) error {
	if err := s.mainTiming(p, "装備"); err != nil {
		return err
	}
	if f.Rank == Joker {
		return within(name("equip"), reject("keys/rank", "A〜K", jokerParam()))
	}
	if err := s.equipTarget(p, f.Suit, target); err != nil {
		return err
	}
	keys, err := s.takeKeys(p, []Face{f})
	if err != nil {
		return err
	}
	s.Stage = append(s.Stage, &Action{ID: "equip", Player: p, Keys: keys, TargetChar: target, TargetPlayer: -1})
	return nil
}

func (s *State) equipTarget(p int, suit int8, target int) error {
	ch, owner := s.find(target)
	switch {
	case ch == nil:
		return reject("target-not-there")
	case owner != p:
		return reject("target/own-soldier", name("equip"))
	case ch.FaceDown:
		return reject("target/not-bulwark", name("equip"))
	case ch.Kind() == Magician:
		return reject("target/joker", jokerParam(), name("equip"))
	case ch.Cards[0].Suit != suit:
		return reject("equip-suit", name("equip"), ch, suitSymbols[suit])
	}
	return nil
}

// Attack starts アタック: the characters ids of p's field will attack (once
// per turn). They must have the attacker label, be charged, and not have
// come onto the field this turn unless they have haste.
func (s *State) Attack(p int, ids []int) error {
	if err := s.mainTiming(p, "アタック"); err != nil {
		return err
	}
	if s.Attacked {
		return reject("once-per-turn/attack", name("attack"))
	}
	if len(ids) == 0 {
		return reject("no-attacker")
	}
	for _, id := range ids {
		if err := s.canAttack(p, id); err != nil {
			return err
		}
	}
	s.Attacked = true
	s.Stage = append(s.Stage, &Action{ID: "attack", Player: p, TargetPlayer: -1, Attackers: ids})
	return nil
}

func (s *State) canAttack(p, id int) error {
	ch, owner := s.find(id)
	switch {
	case ch == nil || owner != p:
		return reject("attacker-not-there")
	case !ch.has("attacker"):
		return reject("no-attacker-label", ch, ch.Kind())
	case ch.Driven:
		return reject("driven/attack", ch)
	case ch.Entered == s.Turn && !ch.has("haste"):
		return reject("entered", ch)
	}
	return nil
}

// Block is ブロック: the defender p designates blockers for the
// attackers. A character blocks one attacker; an attacker is blocked by
// one bulwark or by one or more soldiers ("兵士でブロックする場合" several).
// Blockers need the blocker label and must be charged; blocking does not
// drive them. order are the attackers answered, in the order declared
// (BlockInOrder wants the attack's order); under BlockPerAttacker they
// stay answered while the block waits for the others.
func (s *State) Block(p int, order []int, blocks map[int][]int) error {
	if s.Wait != WaitBlock || s.WaitFor != p {
		return reject("no-attack")
	}
	used := map[int]bool{}
	for _, bs := range s.Blocks {
		for _, b := range bs {
			used[b] = true // designated by an earlier step of this block
		}
	}
	last := -1 // the attack's place of the last attacker answered
	if n := len(s.Answered); n > 0 {
		last = slices.Index(s.Attackers, s.Answered[n-1])
	}
	for _, a := range order {
		ch, _ := s.find(a)
		switch at := slices.Index(s.Attackers, a); {
		case at < 0:
			return reject("not-an-attacker", charName(ch))
		case slices.Contains(s.Answered, a):
			return reject("answered", charName(ch))
		case s.BlockInOrder && at < last:
			return reject("block-order", charName(ch))
		default:
			last = at
		}
		bs := blocks[a]
		for _, b := range bs {
			ch, owner := s.find(b)
			switch {
			case ch == nil || owner != p:
				return reject("blocker-not-there")
			case !ch.has("blocker"):
				return reject("no-blocker-label", ch)
			case ch.Driven:
				return reject("driven/block", ch)
			case used[b]:
				return reject("blocks-twice", ch)
			case ch.FaceDown && len(bs) > 1:
				return reject("bulwark-alone")
			}
			used[b] = true
		}
	}
	for a, bs := range blocks {
		if len(bs) > 0 {
			s.Blocks[a] = bs
		}
	}
	if s.BlockPerAttacker && len(order) > 0 {
		// Attacker by attacker: the block resolves once every attacker
		// is answered; "blocks nothing" (no order) ends it at once.
		s.Answered = append(s.Answered, order...)
		if len(s.Answered) < len(s.Attackers) {
			return nil
		}
	}
	s.Wait, s.Answered = WaitNone, nil
	s.Stage = append(s.Stage, &Action{ID: "damage-judgement", Player: s.Active, TargetPlayer: -1})
	return nil
}

func charName(ch *Character) string {
	if ch == nil {
		return "that card"
	}
	return ch.String()
}

func contains(list []int, x int) bool {
	for _, y := range list {
		if y == x {
			return true
		}
	}
	return false
}

// Cast starts a spell: a has its ID, targets and choices; keys are taken
// from p's hand.
func (s *State) Cast(p int, a *Action, keys []Face) error {
	sp, ok := spells[a.ID]
	if !ok {
		return reject("not-a-spell", a.ID)
	}
	if sp.quick {
		if err := s.quickTiming(sp.name); err != nil {
			return err
		}
	} else if err := s.mainTiming(p, sp.name); err != nil {
		return err
	}
	a.Player = p
	cards := make([]Card, len(keys))
	for i, f := range keys {
		cards[i] = Card{Suit: f.Suit, Rank: f.Rank}
	}
	if err := sp.keys.check(cards); err != nil {
		return within(sp.name, err)
	}
	if err := s.checkTarget(p, a, sp); err != nil {
		return within(sp.name, err)
	}
	if err := s.checkChoices(p, a); err != nil {
		return within(sp.name, err)
	}
	taken, err := s.takeKeys(p, keys)
	if err != nil {
		return err
	}
	a.Keys = taken
	s.Stage = append(s.Stage, a)
	return nil
}

// checkTarget checks an action's target against what its spell may target.
func (s *State) checkTarget(p int, a *Action, sp spec) error {
	ch, owner := s.find(a.TargetChar)
	need := func(ok bool, what aim) error {
		if !ok {
			return reject("target/"+what.key, what.say)
		}
		return nil
	}
	switch sp.target {
	case noTarget:
		return need(a.TargetChar == 0 && a.TargetPlayer < 0 && a.TargetAction == nil, aim{"nothing", "nothing"})
	case soldierTarget:
		return need(ch != nil && !ch.FaceDown, aim{"soldier", "a soldier"})
	case charTarget:
		return need(ch != nil, aim{"character", "a character"})
	case ownCharTarget:
		return need(ch != nil && owner == p, aim{"own-character", "a character on your own field"})
	case bulwarkTarget:
		return need(ch != nil && ch.FaceDown, aim{"bulwark", "a bulwark"})
	case opponentTarget:
		if a.TargetPlayer < 0 {
			a.TargetPlayer = s.opponent(p)
		}
		return need(a.TargetPlayer == s.opponent(p), aim{"opponent", "an opponent"})
	case playerTarget:
		return need(a.TargetPlayer >= 0, aim{"player", "a player"})
	case keyedAction:
		if a.TargetAction == nil {
			a.TargetAction = s.topAction(func(b *Action) bool { return b.ID != "damage-judgement" })
		}
		if a.TargetAction == nil {
			return reject("target/no-action")
		}
		return a.TargetAction.counterable()
	case judgement:
		if a.TargetAction == nil {
			a.TargetAction = s.topAction(func(b *Action) bool { return b.ID == "damage-judgement" })
		}
		return need(a.TargetAction != nil && a.TargetAction.ID == "damage-judgement", aim{"judgement", "a damage judgement on the stage"})
	case targetedAction:
		if a.TargetAction == nil || !a.TargetAction.hasTarget() {
			return reject("target/targeted-action")
		}
		// The new target must be one the retargeted action can target.
		b := a.TargetAction.clone()
		b.TargetChar, b.TargetPlayer, b.TargetAction = a.NewChar, a.NewPl, a.NewAct
		if b.TargetAction == a {
			b.TargetAction = nil // checked below: 対象変更 itself
		}
		if a.NewAct == a {
			if spells[b.ID].target != keyedAction && spells[b.ID].target != targetedAction {
				return reject("retarget/action", name(b.ID))
			}
			return nil
		}
		if err := s.checkTarget(b.Player, b, spells[b.ID]); err != nil {
			return reject("retarget", name(b.ID), untitled{err})
		}
	}
	return nil
}

// topAction is the action nearest the top of the stage that ok accepts.
func (s *State) topAction(ok func(*Action) bool) *Action {
	for i := len(s.Stage) - 1; i >= 0; i-- {
		if ok(s.Stage[i]) {
			return s.Stage[i]
		}
	}
	return nil
}

// checkChoices checks the choices a spell needs when it is started.
func (s *State) checkChoices(p int, a *Action) error {
	switch a.ID {
	case "twist":
		if a.Set == "" {
			return reject("choice/set")
		}
	case "bulwark-refill":
		if a.Count != 1 && a.Count != 2 {
			return reject("choice/refill")
		}
	case "bj":
		if len(a.Take) > 2 {
			return reject("choice/bj-take")
		}
	case "reunion", "reanimate", "hand-destruction":
		if len(a.Take) > 0 {
			return reject("choice/at-resolution")
		}
	}
	return nil
}

// The effects that choose a card when they resolve (自分の墓地からカードを
// 1枚選び, 墓地にあるカード1枚を選ぶ, 対戦相手の手札を見て1枚カードを指定
// する): the action leaves the stage, its player chooses (WaitChoose), then
// the effect resolves with the card chosen and the stage goes on.

// choosesAtResolution reports whether action id's effect chooses a card.
func choosesAtResolution(id string) bool {
	return id == "reunion" || id == "reanimate" || id == "hand-destruction"
}

// choiceWhat says what an effect's player chooses, for messages.
func choiceWhat(id string) string {
	if id == "hand-destruction" {
		return "a card of the opponent's hand"
	}
	return "a card of their graveyard"
}

// choices are the cards a resolving effect may choose from; none when the
// effect would do nothing with the card (リアニメイト whose target has left
// the field returns the card it chose to the graveyard).
func (s *State) choices(a *Action) []Card {
	switch a.ID {
	case "reunion":
		return s.P[a.Player].Graveyard
	case "reanimate":
		if _, owner := s.find(a.TargetChar); owner == a.Player {
			return s.P[a.Player].Graveyard
		}
	case "hand-destruction":
		return s.P[a.TargetPlayer].Hand
	}
	return nil
}

// awaitChoice stops the resolution at an effect that chooses a card, when
// there is a card to choose: its player owes the choice.
func (s *State) awaitChoice(a *Action) bool {
	if !choosesAtResolution(a.ID) || len(a.Take) > 0 || len(s.choices(a)) == 0 {
		return false
	}
	s.Resolving, s.resume, s.resumeFor = a, s.Wait, s.WaitFor
	s.Wait, s.WaitFor = WaitChoose, a.Player
	return true
}

// Choose answers WaitChoose: p chooses card f for the resolving effect,
// which resolves with it; then the rest of the stage resolves.
func (s *State) Choose(p int, f Face) error {
	a := s.Resolving
	if s.Wait != WaitChoose || a == nil {
		return reject("nothing-to-choose", choosers())
	}
	if p != s.WaitFor {
		return reject("chooser", playerWord(s.WaitFor), name(a.ID))
	}
	if !slices.ContainsFunc(s.choices(a), f.matches) {
		return reject("choice-not-there", name(a.ID), choiceWhat(a.ID), f)
	}
	s.Wait, s.WaitFor, s.Resolving = s.resume, s.resumeFor, nil
	a.Take = []Face{f}
	s.resolve(a)
	s.settleTriggers()
	s.Settle()
	return nil
}

// End is エンド. Its effects run in order: discard down to 7 cards (the
// player chooses which: WaitDiscard), put the fog into the graveyard, and
// pass the turn; then チャージ and ドロー trigger for the new turn player.
func (s *State) End(p int) error {
	if err := s.mainTiming(p, "エンド"); err != nil {
		return err
	}
	if n := len(s.P[p].Hand); n > 7 {
		s.Wait, s.WaitFor = WaitDiscard, p
		return nil
	}
	s.finishEnd(p)
	return nil
}

// Discard answers WaitDiscard with the cards p discards.
func (s *State) Discard(p int, faces []Face) error {
	if s.Wait != WaitDiscard || s.WaitFor != p {
		return reject("nothing-to-discard", name("end"))
	}
	if want := len(s.P[p].Hand) - 7; len(faces) != want {
		return reject("discard-count", want, len(faces))
	}
	cards, err := s.takeKeys(p, faces)
	if err != nil {
		return err
	}
	s.P[p].Graveyard = append(s.P[p].Graveyard, cards...)
	s.Wait = WaitNone
	s.finishEnd(p)
	return nil
}

func (s *State) finishEnd(p int) {
	pl := s.P[p]
	for _, e := range pl.Fog {
		pl.Graveyard = append(pl.Graveyard, e.Card)
	}
	pl.Fog = nil
	s.Turn++
	s.Active = s.opponent(p)
	s.Attacked, s.Placed = false, false
	s.Attackers, s.Blocks = nil, map[int][]int{}
	// チャージ: every character of the new turn player is charged.
	for _, ch := range s.P[s.Active].Field {
		ch.Driven = false
	}
	s.Wait, s.WaitFor = WaitDraw, s.Active
}

// Draw is ドロー: p draws 1 card from the top of the life, and a second if
// p wants (n = 2).
func (s *State) Draw(p, n int) error {
	if s.Wait != WaitDraw || s.WaitFor != p {
		return reject("draw-timing", name("draw"), name("charge"))
	}
	if n < 1 || n > 2 {
		return reject("draw-count", name("draw"), n)
	}
	pl := s.P[p]
	for i := 0; i < n && len(pl.Life) > 0; i++ {
		pl.Hand = append(pl.Hand, pl.Life[0])
		pl.Life = pl.Life[1:]
		pl.Drew++
	}
	s.Wait = WaitNone
	return nil
}

// Settle resolves the stage, top first, as when every player passes. A
// pending block stops nothing: the quick actions above it resolve, then
// the defender designates blockers. An effect that chooses a card stops
// it until the card is chosen (Choose). A life emptied by what resolves
// ends the game there (settleLoss): nothing after it resolves.
func (s *State) Settle() {
	for len(s.Stage) > 0 && s.Wait != WaitChoose && s.Loser < 0 {
		a := s.Stage[len(s.Stage)-1]
		s.Stage = s.Stage[:len(s.Stage)-1]
		if s.awaitChoice(a) {
			return
		}
		l0, l1 := len(s.P[0].Life), len(s.P[1].Life)
		s.resolve(a)
		s.settleTriggers()
		if l0 > 0 && len(s.P[0].Life) == 0 || l1 > 0 && len(s.P[1].Life) == 0 {
			s.settleLoss()
		}
	}
}

// RareDraw is レアドロー (直接-即時-クイック): a player whose life has 9
// cards or fewer takes a rare card into the hand. It resolves at once.
func (s *State) RareDraw(p int) error {
	if err := s.quickTiming("レアドロー"); err != nil {
		return err
	}
	pl := s.P[p]
	switch {
	case len(pl.Life) > 9:
		return reject("rare-life", name("rare-draw"), len(pl.Life))
	case pl.Rares == 0:
		return reject("no-rare-card")
	}
	pl.Rares--
	pl.RaresInHand++
	return nil
}
