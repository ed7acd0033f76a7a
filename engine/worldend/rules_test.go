package worldend

import (
	"strings"
	"sync"
	"testing"

	"cardpress/catalog"
	"cardpress/engine"
)

var (
	gameOnce sync.Once
	gameCat  *catalog.Catalog
	gameEng  engine.Game
	gameErr  error
)

// game loads the World End game folder of the repository.
func game(t *testing.T) (*catalog.Catalog, engine.Game) {
	t.Helper()
	gameOnce.Do(func() {
		gameCat, gameErr = catalog.LoadDir("../../games/world-end")
		if gameErr == nil {
			gameEng, gameErr = Load(gameCat)
		}
	})
	if gameErr != nil {
		t.Fatal(gameErr)
	}
	return gameCat, gameEng
}

// play runs an example body (its first line is line 2 of "rules.md") and
// returns its result.
func play(t *testing.T, body string) *engine.Result {
	t.Helper()
	c, g := game(t)
	ex, err := engine.ParseExample(c, Engine, "rules.md", 1, "rule", body)
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	return engine.Run(g, ex)
}

// ruleCase is an example that must pass, or fail at line with a message
// containing fail.
type ruleCase struct {
	name string
	body string
	line int
	fail string
}

func runCases(t *testing.T, cases []ruleCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			res := play(t, strings.TrimSpace(tc.body))
			switch {
			case tc.fail == "" && !res.Passed:
				t.Fatalf("failed at line %d: %s: expected %q, got %q", res.Failure.Line, res.Failure.Step, res.Failure.Expected, res.Failure.Got)
			case tc.fail != "" && res.Passed:
				t.Fatalf("passed; want a failure at line %d: %s", tc.line, tc.fail)
			case tc.fail != "":
				if res.Failure.Line != tc.line || !strings.Contains(res.Failure.Got+" "+res.Failure.Expected, tc.fail) {
					t.Fatalf("failed at line %d with %q (expected %q); want line %d with %q", res.Failure.Line, res.Failure.Got, res.Failure.Expected, tc.line, tc.fail)
				}
			}
		})
	}
}

func TestSetup(t *testing.T) {
	runCases(t, []ruleCase{
		{name: "start deals extra zone and hands; the starter goes first", body: `
players: Alice, Bob
phase: setup
Bob starts the game
→ turn: Bob; phase: draw; Alice deck: 28; Alice extra zone: 3; Alice has 2 cards; Bob deck: 28
Bob cannot draw 3: draws 1 or 2 cards
Alice cannot start the game: already started`},
		{name: "no steps before the start", body: `
players: Alice, Bob
phase: setup
Alice cannot draw 1: has not started`},
		{name: "default table: 30 in the deck, 3 in the extra zone", body: `
players: Alice, Bob
→ Alice deck: 30; Alice extra zone: 3; Alice has 0 cards; Alice trash: none; turn: Alice; phase: main; winner: none`},
		{name: "the deck written, the rest is in the trash", body: `
players: Alice, Bob
Alice deck: 5
Alice: 火の矢
→ Alice trash: 24`},
		{name: "a fourth copy is an error at its line", line: 3, fail: "at most 3 of one card", body: `
players: Alice, Bob
Alice: 火の矢, 火の矢, 火の矢, 火の矢
→ turn: Alice`},
		{name: "copies count over all zones", line: 4, fail: "more than 3 炎の獣", body: `
players: Alice, Bob
Alice field: 炎の獣, 炎の獣
Alice trash: 炎の獣, 炎の獣
→ turn: Alice`},
		{name: "more than a deck", line: 1, fail: "add up to 36", body: `
players: Alice, Bob
Alice deck: 30
Alice: 3 more
→ turn: Alice`},
		{name: "deck and trash written must add up", line: 3, fail: "add up to 13", body: `
players: Alice, Bob
Alice deck: 5
Alice trash: 5
→ turn: Alice`},
		{name: "extra zone and refreshes agree", line: 4, fail: "1 refreshes leave 2 cards", body: `
players: Alice, Bob
Alice extra zone: 1
Alice refreshes: 1
→ turn: Alice`},
		{name: "the third refresh is no setting", line: 3, fail: "0 to 2", body: `
players: Alice, Bob
Bob refreshes: 3
→ turn: Alice`},
		{name: "a summon zone holds at most 5", line: 3, fail: "0 to 5 cards", body: `
players: Alice, Bob
Alice summon zone: 召喚巨人, 召喚巨人, 召喚巨人, 守りの応援, 守りの応援, 守りの応援
→ turn: Alice`},
		{name: "the field holds characters only", line: 3, fail: "only characters", body: `
players: Alice, Bob
Alice field: 火の矢
→ turn: Alice`},
		{name: "two players", line: 1, fail: "2 players", body: `
players: Alice, Bob, Carol
→ turn: Alice`},
	})
}

func TestDrawPhase(t *testing.T) {
	runCases(t, []ruleCase{
		{name: "1 to 3 cards, once", body: `
players: Alice, Bob
phase: draw
Alice cannot play 火の矢: draws first
Alice cannot draw 4: 1 to 3
Bob cannot draw 1: not Bob's turn
Alice draws 1
→ Alice drew 1; phase: main
Alice cannot draw 1: drawn this turn already`},
		{name: "the first turn draws 1 or 2", body: `
players: Alice, Bob
first turn: Alice
phase: draw
Alice cannot draw 3: 1 or 2
Alice draws 2
→ Alice has 2 cards`},
		{name: "the second player's first turn draws up to 3", body: `
players: Alice, Bob
first turn: Alice
Alice passes
→ turn: Bob; phase: draw
Bob draws 3
→ Bob drew 3`},
	})
}

func TestCosts(t *testing.T) {
	runCases(t, []ruleCase{
		{name: "the named cards pay; the card itself does not", body: `
players: Alice, Bob
Alice: 炎の獣, 見習い剣士, 街の衛兵, 火の矢, 大盾の兵士
Alice plays 炎の獣 (見習い剣士, 街の衛兵, 火の矢)
→ Alice holds 大盾の兵士; Alice trash: 見習い剣士, 街の衛兵, 火の矢; Alice field: 炎の獣`},
		{name: "too few cards besides itself", body: `
players: Alice, Bob
Alice: さすらいの騎士, さすらいの騎士
Alice cannot play さすらいの騎士: costs 2 cards from the hand besides itself: Alice has 1`},
		{name: "a named card must be in the hand", body: `
players: Alice, Bob
Alice: さすらいの騎士, 火の矢, 2 more
Alice cannot play さすらいの騎士 (炎の獣, 火の矢): does not hold 炎の獣`},
		{name: "too many named cards", body: `
players: Alice, Bob
Alice: 見習い剣士, 火の矢, 街の衛兵
Alice cannot play 見習い剣士 (火の矢, 街の衛兵): costs 1 cards from the hand, not 2`},
		{name: "a choice among named cards must be written", body: `
players: Alice, Bob
Alice: 見習い剣士, 火の矢, 街の衛兵
Alice cannot play 見習い剣士: name the 1 cards`},
		{name: "unnamed cards pay what is not named", body: `
players: Alice, Bob
Alice: 見習い剣士, 火の矢, 1 more
Alice plays 見習い剣士
→ Alice holds 火の矢; Alice trash: 1`},
		{name: "deck cost: the top of the deck", body: `
players: Alice, Bob
Alice: 火の矢
Alice deck: 終焉の竜, 見習い剣士, 27 more
Bob field: 大盾の兵士
Alice plays 火の矢
→ Alice trash: 火の矢, 終焉の竜; Alice deck: 見習い剣士, 27 more; Bob field: 大盾の兵士 (L1)`},
		{name: "not on the opponent's turn", body: `
players: Alice, Bob
Bob: 見習い剣士, 1 more
Bob cannot play 見習い剣士: not Bob's turn`},
	})
}

func TestField(t *testing.T) {
	runCases(t, []ruleCase{
		{name: "a full field needs the character to go on", body: `
players: Alice, Bob
Alice field: 見習い剣士, 街の衛兵, 大盾の兵士
Alice: 見習い剣士, 1 more
Alice cannot play 見習い剣士: holds 3 characters already
Alice cannot play 見習い剣士 (at 炎の獣): no 炎の獣 on the field
Alice plays 見習い剣士 (at 大盾の兵士)
→ Alice field: 見習い剣士, 街の衛兵, 見習い剣士; Alice trash: 大盾の兵士, 1 more`},
		{name: "with room, no character to go on", body: `
players: Alice, Bob
Alice field: 見習い剣士
Alice: 街の衛兵, 1 more
Alice cannot play 街の衛兵 (at 見習い剣士): has room`},
		{name: "an unpaid upkeep trashes only the character with the upkeep", body: `
players: Alice, Bob
Alice field: 灰の不死鳥, 炎の獣
Alice passes
→ Alice trash: 炎の獣; Bob trash: none; Alice field: 灰の不死鳥; turn: Bob`},
	})
}

func TestBattle(t *testing.T) {
	runCases(t, []ruleCase{
		{name: "characters first, then directly", body: `
players: Alice, Bob
Alice field: 終焉の竜, 見習い剣士
Bob field: 街の衛兵
Alice cannot attack Bob with 終焉の竜: attack them before attacking Bob directly
Alice cannot attack Alice with 終焉の竜: the other player
Alice cannot attack 終焉の竜 with 見習い剣士: Bob has no 終焉の竜
Alice cannot attack Bob with 炎の獣: Alice has no 炎の獣
Alice attacks 街の衛兵 with 終焉の竜
→ Bob deck: 26; Bob trash: 街の衛兵, 3 more
Alice attacks Bob with 見習い剣士
→ Bob deck: 25`},
		{name: "mutual damage and overflow to both decks", body: `
players: Alice, Bob
Alice field: さすらいの騎士
Bob field: 炎の獣
Alice attacks 炎の獣 with さすらいの騎士
→ Alice field: none; Alice trash: さすらいの騎士, 1 more; Bob field: 炎の獣 (L1); Bob trash: none`},
		{name: "damage stays until the end phase", body: `
players: Alice, Bob
Alice field: 終焉の竜, 見習い剣士
Alice: 1 more
Bob field: 大盾の兵士
Alice attacks 大盾の兵士 with 見習い剣士
→ Bob field: 大盾の兵士 (L2)
Alice attacks 大盾の兵士 with 終焉の竜
→ Bob field: none; Bob trash: 大盾の兵士, 3 more`},
		{name: "no magic, no characters once the battle started", body: `
players: Alice, Bob
Alice field: 見習い剣士
Alice: 見習い剣士, 早業の結界, 2 more
Alice attacks Bob with 見習い剣士
Alice cannot play 見習い剣士: no more cards are played this turn
Alice cannot play 早業の結界 (at 見習い剣士): no more cards are played this turn`},
		{name: "the attacker may not answer its own attack", body: `
players: Alice, Bob
Alice field: 見習い剣士
Alice: 早業の結界, 1 more
Bob field: 街の衛兵
Bob: 守りの応援, 1 more
Alice attacks 街の衛兵 with 見習い剣士
→ phase: support
Alice cannot play 早業の結界 (at 見習い剣士): only the attacked player
Alice cannot attack Bob with 見習い剣士: support step
Alice cannot pass: waits for Bob's support step
Bob passes
→ phase: battle; Bob field: 街の衛兵 (L1)`},
		{name: "a support card without its cost is no support step", body: `
players: Alice, Bob
Alice field: 見習い剣士
Bob field: 大盾の兵士
Bob: 守りの応援
Alice attacks 大盾の兵士 with 見習い剣士
→ phase: battle; Bob holds 守りの応援`},
		{name: "the summon zone's support counts", body: `
players: Alice, Bob
Alice field: 炎の獣
Bob field: 見習い剣士
Bob summon zone: 守りの応援
Bob: 1 more
Alice attacks 見習い剣士 with 炎の獣
→ phase: support
Bob summons 守りの応援
# L 1 + 2 = 3: 炎の獣's P 3 trashes it all the same
→ Bob removed: 守りの応援; Bob field: none; Bob trash: 見習い剣士, 1 more`},
		{name: "a quick card only in one's own main phase or the support step", body: `
players: Alice, Bob
turn: Bob
Alice field: 見習い剣士
Alice: 早業の結界, 1 more
Alice cannot play 早業の結界: support step of an attack`},
		{name: "the support step ends at the attacked player's first card", body: `
players: Alice, Bob
Alice field: 終焉の竜
Bob field: 大盾の兵士
Bob: 守りの応援, 反撃の声援, 2 more
Alice attacks 大盾の兵士 with 終焉の竜
Bob cannot play 見習い剣士: not a support or quick card
Bob plays 反撃の声援
→ Bob field: none; Alice field: 終焉の竜 (L1)
Bob cannot play 守りの応援: one card per attack`},
	})
}

func TestEndPhaseAndUpkeep(t *testing.T) {
	runCases(t, []ruleCase{
		{name: "keep and release in the end phase only", body: `
players: Alice, Bob
Alice field: 炎の獣, 終焉の竜
Alice: 2 more
Alice cannot keep 炎の獣: passes to end the turn first
Alice passes
→ phase: end
Alice cannot attack Bob with 炎の獣: waits for the upkeep
Alice cannot keep 見習い剣士: has no upkeep
Alice keeps 炎の獣
Alice cannot keep 炎の獣: no 炎の獣 waiting
Alice releases 終焉の竜
→ Alice field: 炎の獣; Alice trash: 終焉の竜, 1 more; turn: Bob`},
		{name: "an upkeep the hand cannot pay is released by itself", body: `
players: Alice, Bob
Alice field: 炎の獣, 終焉の竜
Alice: 火の矢
Alice passes
Alice keeps 終焉の竜 (火の矢)
→ Alice field: 終焉の竜; Alice trash: 火の矢, 炎の獣; turn: Bob`},
		{name: "temporary changes end in the end phase", body: `
players: Alice, Bob
Alice field: 見習い剣士
Alice: 早業の結界, 1 more
Alice plays 早業の結界
→ Alice field: 見習い剣士 (P2, L2)
Alice passes
→ Alice field: 見習い剣士 (P1, L1)`},
	})
}

func TestRefresh(t *testing.T) {
	runCases(t, []ruleCase{
		{name: "a deck cost empties the deck: refresh at once", body: `
players: Alice, Bob
Alice: 火の矢
Alice deck: 1
Alice trash: 28
Bob field: 見習い剣士
Alice plays 火の矢
# the deck cost refreshes; 火の矢 goes to the new trash after its cost
→ Alice refreshes: 1; Alice deck: 29; Alice trash: 火の矢; Alice has 1 card`},
		{name: "two refreshes in one damage take two extra-zone cards", body: `
players: Alice, Bob
Alice field: 終焉の竜
Bob deck: 1
Bob field: 見習い剣士
Bob: 28 more
Alice attacks 見習い剣士 with 終焉の竜
# 見習い剣士 goes to the trash: 1 card, then the top card: refresh (2 cards), 2 more: refresh again
→ Bob refreshes: 2; Bob extra zone: 1; Bob has 30 cards; Bob deck: 1; Bob trash: 1`},
		{name: "a refresh of an empty trash stops the draw", body: `
players: Alice, Bob
phase: draw
Alice deck: 1
Alice: 29 more
Alice draws 3
→ Alice drew 1; Alice refreshes: 1; Alice deck: 0; Alice has 31 cards`},
		{name: "the game over ends the example's moves", body: `
players: Alice, Bob
Bob refreshes: 2
Bob deck: 1
Alice field: 見習い剣士, 街の衛兵
Alice attacks Bob with 見習い剣士
→ loser: Bob; phase: over
Alice cannot attack Bob with 街の衛兵: the game is over: Bob lost`},
		{name: "the loss in the middle of a battle stops it", body: `
players: Alice, Bob
Alice refreshes: 2
Alice deck: 1
Bob refreshes: 2
Bob deck: 1
Alice field: 終焉の竜
Bob field: 見習い剣士
Alice attacks 見習い剣士 with 終焉の竜
→ loser: Bob; Alice refreshes: 2`},
	})
}

func TestSummonZone(t *testing.T) {
	runCases(t, []ruleCase{
		{name: "summons only from the summon zone", body: `
players: Alice, Bob
Alice field: 見習い剣士, 街の衛兵
Alice: 召喚巨人, 3 more
Alice cannot summon 召喚巨人: no 召喚巨人 in the summon zone
Alice plays 召喚巨人
→ Alice field: 見習い剣士, 街の衛兵, 召喚巨人`},
		{name: "a summoned character destroyed in battle is removed", body: `
players: Alice, Bob
Alice field: 見習い剣士, 街の衛兵
Alice summon zone: 召喚巨人
Alice: 3 more
Bob field: 終焉の竜
Bob summon zone: 召喚巨人
Bob cannot summon 召喚巨人: not Bob's turn
Alice summons 召喚巨人
Alice attacks 終焉の竜 with 召喚巨人
# P4 against L4 trashes the dragon; P5 against L4 removes the titan and deals Alice 1
→ Alice removed: 召喚巨人; Alice field: 見習い剣士, 街の衛兵; Alice trash: 4
→ Bob trash: 終焉の竜; Bob summon zone: 召喚巨人`},
	})
}

// 足止め keeps a character exhausted through its owner's next ready phase
// (the source's "特別なことがない限り").
func TestHoldDownSkipsOneReadyPhase(t *testing.T) {
	res := play(t, strings.TrimSpace(`
players: Alice, Bob
Alice: 足止め, 2 more
Bob field: 炎の獣
Alice plays 足止め
→ Bob field: 炎の獣 (exhausted)
Alice passes
→ Bob field: 炎の獣 (exhausted)`))
	if !res.Passed {
		t.Fatalf("%+v", res.Failure)
	}
}
