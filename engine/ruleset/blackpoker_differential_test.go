package ruleset

import (
	"fmt"
	"maps"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"cardpress/engine"
	"cardpress/engine/blackpoker"
	"cardpress/engine/enginetest"
)

// bpDescribed are the Go engine's moves the data description of
// BlackPoker (games/blackpoker/rules/game.toml) plays, by the first word
// of their text: the differential test offers only these (equip, the
// attack, the spells and レアドロー are not described yet).
var bpDescribed = []string{"draw", "discard", "pass", "end", "summon", "place", "quick-summon", "attack", "block",
	"choose", "停戦", "アップ", "ダウン", "フォース", "死の槍", "再会", "リアニメイト", "対象変更", "キル", "カウンター", "ツイスト", "リバース", "帰還", "R・S・F", "防壁破壊", "投擲", "防壁補充", "剣の雨", "徴募", "奇襲"}

// bpSpells are the data description's actions of the Go engine's spells.
var bpSpells = map[string]string{"キル": "kill", "カウンター": "counter", "ツイスト": "twist", "リバース": "reverse", "帰還": "return",
	"R・S・F": "rsf", "防壁破壊": "bulwark_break", "投擲": "throw", "防壁補充": "refill", "剣の雨": "sword_rain", "徴募": "recruit", "奇襲": "surprise", "停戦": "ceasefire", "アップ": "up", "ダウン": "down", "フォース": "force", "死の槍": "death_spear", "再会": "reunion", "リアニメイト": "reanimate", "対象変更": "retarget"}

// bpSpellIDs are bpSpells' actions, listed once: bpDataKey asks for every
// listed action whether it is one.
var bpSpellIDs = slices.Collect(maps.Values(bpSpells))

// TestBlackPokerDifferential plays random actions on BlackPoker's data
// description and on its Go engine side by side, from the same deal:
// after every action both offer the same legal actions (of the part
// described, bpDescribed) and show the same game — each player's life in
// order, hand, graveyard, field in order with each character's state
// (driven, bulwark, the turn it came, attacking, the attacker it blocks),
// the stage in order with who started each action, the attack or the
// damage judgement waiting under it, the turn, the player holding it,
// the attack and the bulwark of the turn, the player to move and the
// decision owed, the loser.
// It plays 3,000 actions, 20,000 with CARDPRESS_LONG (as CI's long
// runs do: about 4 s of CPU), CARDPRESS_DIFF_ACTIONS as many as it says.
func TestBlackPokerDifferential(t *testing.T) {
	t.Parallel()
	budget := 3_000
	if enginetest.Long() {
		budget = 20_000
	}
	if v := os.Getenv("CARDPRESS_DIFF_ACTIONS"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil {
			t.Fatalf("CARDPRESS_DIFF_ACTIONS=%q: a whole number", v)
		}
		budget = n
	}
	g := bpGame(t)
	rng := engine.NewRand(24)
	actions, games, over := 0, 0, 0
	for seed := uint64(1); actions < budget; seed++ {
		n, ended, err := bpDiffer(g, seed, &rng, budget-actions)
		actions += n
		games++
		if ended {
			over++
		}
		if err != nil {
			t.Fatalf("seed %d, after %d actions of the game (%d in all): %v", seed, n, actions, err)
		}
	}
	t.Logf("the data description and the Go engine agree after every one of %d actions in %d games (%d played to the end)", actions, games, over)
}

// bpGame is BlackPoker's data description.
func bpGame(tb testing.TB) *Game {
	tb.Helper()
	c := gameCatalog(tb, "blackpoker")
	src, err := os.ReadFile("../../games/blackpoker/" + File)
	if err != nil {
		tb.Fatal(err)
	}
	g, err := Compile(c, File, src)
	if err != nil {
		tb.Fatal(err)
	}
	return g
}

// bpDiffer deals game seed on both engines and plays at most budget
// random actions of the Go engine's described moves, comparing after each.
func bpDiffer(g *Game, seed uint64, rng *engine.Rand, budget int) (int, bool, error) {
	gs := blackpoker.NewGame(seed, int(seed&1))
	ds := bpDataTable(g, gs)
	if err := bpSame(ds, gs); err != nil {
		return 0, false, fmt.Errorf("the deal: %v", err)
	}
	var gbuf, dbuf []engine.Action
	// The first word of a move's text by its action: an action is a hash
	// of the move (its kind among it), the same in every state, and most
	// moves of a long game are attacks whose text is long to write.
	kinds := map[engine.Action]string{}
	var last []string // the game's last moves, for a failure's message
	for n := 0; n < budget; n++ {
		if gs.IsTerminal() {
			return n, true, nil
		}
		gbuf = gs.LegalActions(gbuf[:0])
		var goActs []engine.Action
		goKeys := map[string]bool{}
		for _, a := range gbuf {
			kind, ok := kinds[a]
			if !ok {
				kind, _, _ = strings.Cut(gs.ActionString(a), " ")
				kinds[a] = kind
			}
			if !slices.Contains(bpDescribed, kind) {
				continue
			}
			keys, ok := bpGoKeys(gs, ds, gs.ActionString(a))
			if keys == nil {
				continue // R・S・F at oneself
			}
			if ok {
				goActs = append(goActs, a)
			}
			for _, k := range keys {
				if !strings.HasPrefix(k, "reaim@") { // a step after this one
					goKeys[k] = true
				}
			}
		}
		dbuf = ds.LegalActions(dbuf[:0])
		dataKeys := map[string]bool{}
		byKey := map[string]engine.Action{}
		for _, a := range dbuf {
			k := bpDataKey(ds, ds.ActionString(a))
			if !dataKeys[k] {
				dataKeys[k], byKey[k] = true, a
			}
		}
		if bpCut(gs) {
			// The Go engine lists the attacks of its first 8 attackers
			// and the blocks of its first 4 blockers, 128 at most; the
			// description all of them (of up to 4 attackers).
			for _, m := range []map[string]bool{goKeys, dataKeys} {
				for k := range m {
					if strings.HasPrefix(k, "attack") || strings.HasPrefix(k, "block") {
						delete(m, k)
					}
				}
			}
		}
		if d := bpDiff(goKeys, dataKeys); d != "" {
			return n, false, fmt.Errorf("after %s: legal actions differ: %s", strings.Join(last, ", "), d)
		}
		a := goActs[rng.Intn(len(goActs))]
		text := gs.ActionString(a)
		keys, _ := bpGoKeys(gs, ds, text)
		last = append(last[max(0, len(last)-7):], fmt.Sprintf("P%d %s", gs.CurrentPlayer()+1, text))
		if err := gs.Apply(a); err != nil {
			return n, false, fmt.Errorf("Go engine: %s: %v", text, err)
		}
		for i, k := range keys {
			da, ok := byKey[k]
			if to, found := strings.CutPrefix(k, "reaim@"); found {
				// 対象変更's new target, among the data engine's choices.
				da, ok = bpReaim(ds, to)
				if !ok {
					return n, false, fmt.Errorf("data engine: no new target %s (for %s)", to, text)
				}
			} else if i > 0 { // the discards after the first
				var err error
				if da, err = ds.ParseAction(k); err != nil {
					return n, false, fmt.Errorf("data engine: %s (for %s): %v", k, text, err)
				}
			} else if !ok {
				return n, false, fmt.Errorf("data engine: no action %s (for %s)", k, text)
			}
			if err := ds.Apply(da); err != nil {
				return n, false, fmt.Errorf("data engine: %s (for %s): %v", k, text, err)
			}
		}
		if err := bpSame(ds, gs); err != nil {
			return n + 1, false, fmt.Errorf("after %s: %v", strings.Join(last, ", "), err)
		}
	}
	return budget, gs.IsTerminal(), nil
}

// bpDiff says which keys one side has and the other not, "" for none.
func bpDiff(goKeys, dataKeys map[string]bool) string {
	var only []string
	for k := range goKeys {
		if !dataKeys[k] {
			only = append(only, "Go only: "+k)
		}
	}
	for k := range dataKeys {
		if !goKeys[k] {
			only = append(only, "data only: "+k)
		}
	}
	slices.Sort(only)
	return strings.Join(only, "; ")
}

// bpGoKeys are the data engine's actions a Go move is played as, by
// their keys (bpDataKey): one each, but a discard of several cards, a
// card at a time in the hand's order. A spell is keyed by its key cards
// in order and its target: a character by its card, an action on the
// stage by its key cards. ok is false for a move the data engine may
// play on another card of the same name (two characters of one card, the
// players' own copies): the test does not choose it. nil for a move the
// description does not play.
func bpGoKeys(gs *blackpoker.State, ds *State, text string) (keys []string, ok bool) {
	f := strings.Fields(text)
	switch {
	case text == "end the turn":
		return []string{"end"}, true
	case f[0] == "discard":
		var out []string
		for _, c := range f[1:] {
			out = append(out, "discard "+bpFace(c))
		}
		return out, true
	case f[0] == "place":
		return []string{"bulwark " + bpFace(f[1])}, true
	case f[0] == "quick-summon" && len(f) > 2:
		return []string{"quick_bulwark " + bpFace(f[1])}, true
	case f[0] == "quick-summon":
		return []string{"quick_summon " + bpFace(f[1])}, true
	case f[0] == "summon":
		return []string{"summon " + bpFace(f[1])}, true
	case f[0] == "choose":
		return []string{"choose " + bpFace(f[1])}, true
	case f[0] == "attack":
		if len(f) > 6 {
			return nil, false // more than 4 attackers: the description chooses up to 4
		}
		var cards []string
		for _, c := range f[2:] {
			cards = append(cards, bpFace(c))
		}
		return []string{bpSpellKey("attack", cards, "")}, !slices.Contains(cards, "Joker") || bpTwins(gs) == 0
	case text == "block nothing":
		return []string{"blocked"}, true
	case f[0] == "block":
		var out []string
		for _, part := range strings.Split(strings.TrimSuffix(strings.TrimPrefix(text, "block "), ";"), ";") {
			at, with, _ := strings.Cut(strings.TrimSpace(part), " with ")
			for _, b := range strings.Fields(with) {
				out = append(out, "block "+bpFace(b)+" (at "+bpFace(at)+")")
			}
		}
		return append(out, "blocked"), !strings.Contains(text, "Joker") || bpTwins(gs) == 0
	case bpSpells[f[0]] == "":
		return []string{text}, true
	}
	id, ok := bpSpells[f[0]], true
	var cards []string
	i := 2
	for ; i < len(f) && f[i] != "on" && f[i] != "as" && f[i] != "taking"; i++ {
		cards = append(cards, bpFace(f[i]))
	}
	at, then := "", ""
	for ; i < len(f); i++ {
		switch f[i] {
		case "on", "to":
			t := f[i+1]
			switch {
			case f[i] == "to":
				// 対象変更's new target: a step of its own.
				to, first := "", true
				switch {
				case i+2 < len(f) && strings.HasPrefix(f[i+2], "#"):
					n, _ := strconv.Atoi(f[i+2][1:])
					_, to, first = bpDataAimed(ds, bpDataIndex(gs, n-1), bpCounterable)
					i += 2
				case t == "P1" || t == "P2":
					return nil, false // a player: not described
				default:
					// A カウンター given a character: the Go engine reads
					// it as the top action of the stage; not described.
					if strings.HasPrefix(at, "{") && bpStageCounter(gs, f) {
						return nil, false
					}
					to = bpFace(t)
					first = bpCount(gs, to) == 1
					i++
				}
				then = "reaim@" + to
				ok = ok && first
			case id == "ceasefire":
				i += 2 // the damage judgement waiting
			case i+2 < len(f) && strings.HasPrefix(f[i+2], "#"):
				n, _ := strconv.Atoi(f[i+2][1:])
				fit := bpCounterable
				if id == "retarget" {
					// 対象変更 at an action aimed at a player or at the
					// damage judgement, or at another 対象変更: not
					// described.
					if a := gs.Stage[n-1]; a.TargetChar == 0 && a.TargetAction == nil || a.ID == "retarget" {
						return nil, false
					}
					fit = bpRetargetable
				}
				var first bool
				at, _, first = bpDataAimed(ds, bpDataIndex(gs, n-1), fit)
				i += 2
				ok = ok && first
			case t == "P1" || t == "P2":
				if t == fmt.Sprintf("P%d", gs.CurrentPlayer()+1) {
					return nil, false // at oneself
				}
				i++
			default:
				at = bpFace(t)
				i++
				ok = ok && bpCount(gs, at) == 1
			}
		case "as":
			id += map[string]string{"driven": "_drive", "charged": "_charge"}[f[i+1]]
			i++
		case "taking":
			id += "_" + f[i+1]
			i += 2
		}
	}
	if then != "" {
		return []string{bpSpellKey(id, cards, at), then}, ok
	}
	return []string{bpSpellKey(id, cards, at)}, ok
}

// bpStageCounter reports whether the 対象変更 of text f is aimed at a
// カウンター.
func bpStageCounter(gs *blackpoker.State, f []string) bool {
	for i, w := range f {
		if w == "on" && i+2 < len(f) && strings.HasPrefix(f[i+2], "#") {
			n, _ := strconv.Atoi(f[i+2][1:])
			return gs.Stage[n-1].ID == "counter"
		}
	}
	return false
}

// bpReaim is the data engine's action giving 対象変更 the new target
// named to.
func bpReaim(ds *State, to string) (engine.Action, bool) {
	for _, a := range ds.LegalActions(nil) {
		if t := ds.ActionString(a); strings.HasPrefix(t, "reaim ") && strings.HasSuffix(t, "at "+to+")") {
			return a, true
		}
	}
	return 0, false
}

// bpDataIndex is the place among the data engine's stage's actions of the
// Go engine's i-th: the attack or the damage judgement under the cards
// is no card there.
func bpDataIndex(gs *blackpoker.State, i int) int {
	idx := i
	for _, a := range gs.Stage[:i] {
		if a.ID == "attack" || a.ID == "damage-judgement" {
			idx--
		}
	}
	return idx
}

// bpTwins counts the players with both Jokers on the field: the data
// engine plays a card of a name on the first that fits.
func bpTwins(gs *blackpoker.State) int {
	n := 0
	for _, pl := range gs.P {
		jokers := 0
		for _, ch := range pl.Field {
			if ch.Cards[0].IsJoker() {
				jokers++
			}
		}
		if jokers > 1 {
			n++
		}
	}
	return n
}

// bpCut reports whether the Go engine lists only some of the attacks or
// blocks: more than 8 characters could attack, more than 4 block, or
// more than 128 ways of blocking.
func bpCut(gs *blackpoker.State) bool {
	attackers, blockers := 0, 0
	for _, ch := range gs.P[gs.Active].Field {
		haste := ch.Cards[0].Rank == blackpoker.Ace || ch.Cards[0].IsJoker()
		if !ch.FaceDown && !ch.Driven && (ch.Entered != gs.Turn || haste) {
			attackers++
		}
	}
	for _, ch := range gs.P[1-gs.Active].Field {
		if !ch.Driven {
			blockers++
		}
	}
	ways := 1
	for range blockers {
		ways *= len(gs.Attackers) + 1
	}
	return attackers > 8 || blockers > 4 || ways > 128
}

// bpSpellKey is a spell's key: its action, its key cards in order, what
// it is aimed at.
func bpSpellKey(id string, cards []string, at string) string {
	slices.Sort(cards)
	k := id + " {" + strings.Join(cards, ", ") + "}"
	if at != "" {
		k += " at " + at
	}
	return k
}

// bpGoStageKeys names an action on the Go engine's stage by its key cards.
func bpGoStageKeys(a *blackpoker.Action) string {
	var cards []string
	for _, c := range a.Keys {
		cards = append(cards, bpFace(c.String()))
	}
	slices.Sort(cards)
	return "{" + strings.Join(cards, ", ") + "}"
}

// bpCount is how many characters of both fields, or actions on the stage,
// the name at names.
func bpCount(gs *blackpoker.State, at string) int {
	n := 0
	for _, pl := range gs.P {
		for _, ch := range pl.Field {
			if len(ch.Cards) == 1 && bpFace(ch.Cards[0].String()) == at {
				n++
			}
		}
	}
	for _, a := range gs.Stage {
		if bpGoStageKeys(a) == at {
			n++
		}
	}
	return n
}

// bpDataKey is a data engine's action by the key bpGoKeys gives: "kill
// club 4 (paying club 5, at diamond 6)" is "kill {club 4, club 5} at
// diamond 6"; a card aimed at on the stage is named by its action's key
// cards.
func bpDataKey(s *State, text string) string {
	id, rest, _ := strings.Cut(text, " ")
	if id == "attack" {
		return bpSpellKey(id, strings.Split(strings.Trim(rest, "()"), ", "), "")
	}
	if !strings.HasSuffix(id, "_drive") && !strings.HasSuffix(id, "_charge") && !strings.HasPrefix(id, "refill") && !slices.Contains(bpSpellIDs, id) {
		return text
	}
	card, extra, _ := strings.Cut(rest, " (")
	cards, at := []string{card}, ""
	for _, part := range strings.Split(strings.TrimSuffix(extra, ")"), ", ") {
		switch {
		case strings.HasPrefix(part, "paying "):
			cards = append(cards, strings.TrimPrefix(part, "paying "))
		case strings.HasPrefix(part, "at "):
			at = strings.TrimPrefix(part, "at ")
		}
	}
	switch id {
	case "counter":
		at = bpDataStageKeys(s, at, bpCounterable)
	case "retarget":
		at = bpDataStageKeys(s, at, bpRetargetable)
	}
	return bpSpellKey(id, cards, at)
}

// bpDataAimed is the action on the data engine's stage a counter aimed
// at the i-th action from the bottom plays on: the first that fits of
// those whose lead key card has the same name (first is true when it is
// the i-th), by its key cards.
func bpDataAimed(s *State, i int, fit func(*State, int16) bool) (at, face string, first bool) {
	leads := bpLeads(s)
	if i < 0 || i >= len(leads) {
		return fmt.Sprintf("#%d, not on the stage", i+1), "", false
	}
	face = s.g.faces[s.g.cardFace[leads[i]]].name
	k := bpFirstFit(s, face, fit)
	if k < 0 {
		return fmt.Sprintf("%s, which nothing may aim at", face), face, false
	}
	return bpDataGroup(s, k), face, k == leads[i]
}

// bpDataStageKeys names the action on the data engine's stage an action
// aimed at a card named face plays on, by its key cards.
func bpDataStageKeys(s *State, face string, fit func(*State, int16) bool) string {
	if k := bpFirstFit(s, face, fit); k >= 0 {
		return bpDataGroup(s, k)
	}
	return face
}

// bpLeads are the lead key cards on the data engine's stage, bottom first.
func bpLeads(s *State) []int16 {
	g := s.g
	var leads []int16
	for _, k := range s.zones[s.zb[g.zoneIndex("stage")]] {
		if s.cvars[int(k)*len(g.cvars)+g.cvarIndex("lead")] < 0 {
			leads = append(leads, k)
		}
	}
	return leads
}

// bpCounterable is the description's counterable: 1 or 2 key cards, a
// spell that may be countered (R・S・F, 剣の雨, 徴募, 奇襲, フォース may not).
func bpCounterable(s *State, k int16) bool {
	return bpCV(s, k, "keys") <= 2 && !slices.Contains([]int64{6, 10, 11, 12, 16}, bpCV(s, k, "spell"))
}

// bpRetargetable is what 対象変更 may aim at: an action with a card aimed
// at, not another 対象変更 (spell 20).
func bpRetargetable(s *State, k int16) bool {
	return bpCV(s, k, "aim") >= 0 && bpCV(s, k, "spell") != 20
}

// bpCV is card k's variable id.
func bpCV(s *State, k int16, id string) int64 {
	return s.cvars[int(k)*len(s.g.cvars)+s.g.cvarIndex(id)]
}

// bpFirstFit is the first lead key card named face that fits, -1 for
// none.
func bpFirstFit(s *State, face string, fit func(*State, int16) bool) int16 {
	g := s.g
	for _, k := range bpLeads(s) {
		if g.faces[g.cardFace[k]].name == face && fit(s, k) {
			return k
		}
	}
	return -1
}

// bpDataGroup names the action on the data engine's stage whose lead key
// card is k by its key cards.
func bpDataGroup(s *State, k int16) string {
	g := s.g
	lead := g.cvarIndex("lead")
	cards := []string{g.faces[g.cardFace[k]].name}
	for _, j := range s.zones[s.zb[g.zoneIndex("stage")]] {
		if s.cvars[int(j)*len(g.cvars)+lead] == int64(k) {
			cards = append(cards, g.faces[g.cardFace[j]].name)
		}
	}
	slices.Sort(cards)
	return "{" + strings.Join(cards, ", ") + "}"
}

// bpSuits are the Go engine's suit symbols and the catalog's color ids.
var bpSuits = strings.NewReplacer("♠", "spade ", "♥", "heart ", "♦", "diamond ", "♣", "club ")

// bpFaces holds bpFace's answers: the test names every card of both
// games after every action.
var bpFaces = map[string]string{}

// bpFace is a Go engine's card as the data engine names its face.
func bpFace(c string) string {
	f, ok := bpFaces[c]
	if !ok {
		f = bpSuits.Replace(c)
		bpFaces[c] = f
	}
	return f
}

// bpGoNames and bpDataNames hold the cards' names, written once: the
// test compares every card of both games after every action. bpNamesMu
// guards them: the tests that deal BlackPoker (dealFor) run in parallel,
// and their writes were a data race (go test -race).
var (
	bpNamesMu   sync.Mutex
	bpGoNames   = map[blackpoker.Card]string{}
	bpDataNames = map[*Game][]string{}
)

// bpCard is a Go engine's card with its owner.
func bpCard(c blackpoker.Card) string {
	bpNamesMu.Lock()
	defer bpNamesMu.Unlock()
	return bpCardLocked(c)
}

// bpCardLocked is bpCard with bpNamesMu held.
func bpCardLocked(c blackpoker.Card) string {
	n, ok := bpGoNames[c]
	if !ok {
		n = fmt.Sprintf("%s/%d", bpFace(c.String()), c.Owner)
		bpGoNames[c] = n
	}
	return n
}

// bpDataCard is a data engine's card with its owner.
func bpDataCard(s *State, k int16) string { return bpDataNamesOf(s.g)[k] }

// bpDataNamesOf is the names of g's cards (bpDataCard), by card.
func bpDataNamesOf(g *Game) []string {
	bpNamesMu.Lock()
	defer bpNamesMu.Unlock()
	names, ok := bpDataNames[g]
	if !ok {
		for k := range g.cardFace {
			names = append(names, fmt.Sprintf("%s/%d", g.faces[g.cardFace[k]].name, g.cardOwner[k]))
		}
		bpDataNames[g] = names
	}
	return names
}

// bpDataTable is the data engine's game of the Go engine's deal: the
// lives and hands as dealt, the first player to move in the main phase.
func bpDataTable(g *Game, gs *blackpoker.State) *State {
	s := g.newState(2, 1)
	used := make([]bool, len(g.cardFace))
	find := func(c blackpoker.Card) int {
		want := bpCard(c)
		for k := range g.cardFace {
			if !used[k] && bpDataCard(s, int16(k)) == want {
				used[k] = true
				return k
			}
		}
		panic("no card " + want)
	}
	for p, pl := range gs.P {
		for _, c := range pl.Hand {
			s.move(find(c), s.zb[g.zoneIndex("hand")]+p)
		}
		for _, c := range slices.Backward(pl.Life) {
			s.move(find(c), s.zb[g.zoneIndex("life")]+p)
		}
	}
	s.vars[g.varIndex("active")] = int64(gs.Active)
	s.setPlayer(int64(gs.Active))
	return s
}

// bpSame compares the two games.
func bpSame(ds *State, gs *blackpoker.State) error {
	got, want := bpDataView(ds), bpGoView(gs)
	if got == want {
		return nil
	}
	// Only the parts that differ: a life is long.
	gp, wp := strings.Split(got, "; "), strings.Split(want, "; ")
	var diff []string
	for i := range min(len(gp), len(wp)) {
		if gp[i] != wp[i] {
			diff = append(diff, "data: "+gp[i]+"\n    Go:   "+wp[i])
		}
	}
	return fmt.Errorf("the games differ:\n    %s", strings.Join(diff, "\n    "))
}

func bpGoView(s *blackpoker.State) string {
	var b strings.Builder
	for p, pl := range s.P {
		// The fog's cards, and apart the amounts (フォース's is on one of
		// its key cards, either).
		var fog, amounts []string
		for _, e := range pl.Fog {
			fog = append(fog, fmt.Sprintf("%s turn %d", bpCard(e.Card), e.Turn))
			amounts = append(amounts, strconv.Itoa(e.Amount))
		}
		bpPiles(&b, p, fog, amounts, bpCards(pl.Life), bpCards(pl.Hand), bpCards(pl.Graveyard))
		for _, ch := range pl.Field {
			attacking := slices.Contains(s.Attackers, ch.ID)
			blocks := "none"
			for _, a := range s.Stage {
				attacking = attacking || a.ID == "attack" && slices.Contains(a.Attackers, ch.ID)
			}
			for _, at := range s.Attackers {
				if slices.Contains(s.Blocks[at], ch.ID) {
					for _, c := range s.P[1-p].Field {
						if c.ID == at {
							blocks = bpCard(c.Cards[0])
						}
					}
				}
			}
			b.WriteString(" " + bpChar(bpCard(ch.Cards[0]), ch.Driven, ch.FaceDown, ch.Entered) + " attacking " + strconv.FormatBool(attacking) + " blocks " + blocks)
		}
		b.WriteString(" ]; ")
	}
	b.WriteString("stage [")
	attack, judgement := false, false
	for _, a := range s.Stage {
		switch a.ID {
		case "attack":
			attack = true
		case "damage-judgement":
			judgement = true
		default:
			fmt.Fprintf(&b, " %s by P%d bulwark %v", bpGoStageKeys(a), a.Player+1, a.FaceDown)
		}
	}
	fmt.Fprintf(&b, " ]; attack waits %v judgement waits %v; attacked %v", attack, judgement, s.Attacked)
	phase := map[blackpoker.Wait]string{blackpoker.WaitNone: "main", blackpoker.WaitDiscard: "discard", blackpoker.WaitDraw: "draw", blackpoker.WaitBlock: "block", blackpoker.WaitChoose: "choose"}[s.Wait]
	if s.Wait == blackpoker.WaitNone && len(s.Stage) > 0 {
		phase = "respond"
	}
	fmt.Fprintf(&b, "; turn %d held by P%d placed %v; %s; loser %d", s.Turn, s.Active+1, s.Placed, bpToMove(s.CurrentPlayer(), phase), s.Loser)
	return b.String()
}

func bpDataView(s *State) string {
	g := s.g
	var b strings.Builder
	names := bpDataNamesOf(g)
	zone := func(id string, p int) []string {
		inst := s.zb[g.zoneIndex(id)] + p
		var out []string
		for _, k := range s.zones[inst] {
			out = append(out, names[k])
		}
		return out
	}
	cv := func(k int16, id string) int64 { return s.cvars[int(k)*len(g.cvars)+g.cvarIndex(id)] }
	for p := range 2 {
		var fog, amounts []string
		for _, k := range s.zones[s.zb[g.zoneIndex("fog")]+p] {
			fog = append(fog, names[k]+" turn "+strconv.FormatInt(cv(k, "fog_turn"), 10))
			amounts = append(amounts, strconv.FormatInt(cv(k, "amount"), 10))
		}
		life := zone("life", p)
		slices.Reverse(life) // top first, as the Go engine lists it
		bpPiles(&b, p, fog, amounts, life, zone("hand", p), zone("graveyard", p))
		for _, k := range s.zones[s.zb[g.zoneIndex("field")]+p] {
			blocks := "none"
			if at := cv(k, "blocks"); at >= 0 {
				blocks = names[at]
			}
			b.WriteString(" " + bpChar(names[k], cv(k, "driven") != 0, cv(k, "bulwark") != 0, int(cv(k, "entered"))) + " attacking " + strconv.FormatBool(cv(k, "attacking") != 0) + " blocks " + blocks)
		}
		b.WriteString(" ]; ")
	}
	b.WriteString("stage [")
	stage := s.zones[s.zb[g.zoneIndex("stage")]]
	if g.phases[s.phase] == "choose" {
		// The action resolving has left the Go engine's stage.
		stage = stage[:len(stage)-1]
	}
	for _, k := range stage {
		if cv(k, "lead") < 0 {
			fmt.Fprintf(&b, " %s by P%d bulwark %v", bpDataGroup(s, k), cv(k, "caster")+1, cv(k, "as_bulwark") != 0 && cv(k, "spell") == 0)
		}
	}
	fmt.Fprintf(&b, " ]; attack waits %v judgement waits %v; attacked %v", s.vars[g.varIndex("attack_waits")] != 0, s.vars[g.varIndex("judgement_waits")] != 0, s.vars[g.varIndex("attacked")] != 0)
	loser, to := -1, int(s.player)
	if s.over {
		loser, to = 1-s.winner, -1
	}
	fmt.Fprintf(&b, "; turn %d held by P%d placed %v; %s; loser %d", s.vars[g.varIndex("turn_number")], s.vars[g.varIndex("active")]+1, s.vars[g.varIndex("placed")] != 0, bpToMove(to, g.phases[s.phase]), loser)
	return b.String()
}

// bpToMove says who decides what, or that the game is over (a life
// emptied in the middle of the stage leaves the rest of it unresolved,
// in no phase).
func bpToMove(p int, phase string) string {
	if p < 0 {
		return "game over"
	}
	return fmt.Sprintf("P%d to move in %s", p+1, phase)
}

func bpChar(card string, driven, bulwark bool, entered int) string {
	return card + "(driven " + strconv.FormatBool(driven) + " bulwark " + strconv.FormatBool(bulwark) + " entered " + strconv.Itoa(entered) + ")"
}

func bpCards(cs []blackpoker.Card) []string {
	out := make([]string, len(cs))
	bpNamesMu.Lock()
	defer bpNamesMu.Unlock()
	for i, c := range cs {
		out[i] = bpCardLocked(c)
	}
	return out
}

// bpPiles writes player p's fog (its cards and, apart, their amounts),
// life (top first), hand and graveyard (sorted) as both views show them,
// up to the field's opening bracket: "P1 fog [...] [...]; P1 life [...];
// P1 hand [...]; P1 graveyard [...]; P1 field [".
func bpPiles(b *strings.Builder, p int, fog, amounts, life, hand, graveyard []string) {
	pl := "P" + strconv.Itoa(p+1)
	for i, part := range [][]string{bpSorted(fog), bpSorted(amounts), life, bpSorted(hand), bpSorted(graveyard)} {
		b.WriteString([]string{pl + " fog ", " ", "; " + pl + " life ", "; " + pl + " hand ", "; " + pl + " graveyard "}[i])
		b.WriteByte('[')
		b.WriteString(strings.Join(part, " "))
		b.WriteByte(']')
	}
	b.WriteString("; " + pl + " field [")
}

func bpSorted(list []string) []string {
	slices.Sort(list)
	return list
}
