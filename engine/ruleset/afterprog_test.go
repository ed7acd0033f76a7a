package ruleset

import "testing"

// TestAfterProgramEndsRounds holds the after program (afterprog.go) to
// the closures on Skirmish with actions and triggers no game of games/
// writes: an action that ends the round before any trigger (the
// program's first step must ask whether the round ended), an [[on]]
// trigger of a phase writing the phase, a trigger ending the round in
// the middle of its steps and going on, a trigger entering a phase whose
// trigger follows, a condition reading the phase and more.
func TestAfterProgramEndsRounds(t *testing.T) {
	t.Parallel()
	edits := [][2]string{
		{"[actions.end]", "[actions.concede]\nverb = \"ends\"\nrequire = [{ when = \"count(hand) > 2 && count(draw_pile) < 8\", reason = \"exhausted\" }]\ndo = [\"end_round()\"]\n\n[actions.end]"},
		{"[[after]]\nwhen = \"phase == 'end'\"", `[vars.n]
type = "int"

[[after]]
when = "phase == 'main' && count(hand) > 4"
do = ["n += 1", "phase = 'end'", "if n > 30 then end_round()", "n += 100", "phase = 'guard'", "phase = 'end'"]

[[on]]
phase = "end"
do = ["if count(hand) > 6 then phase = 'main'", "n += 1000"]

[[after]]
when = "phase == 'end'"`},
		{"[[after]]\nwhen = \"count(draw_pile) == 0\"", `[[after]]
when = "phase == 'main'"
do = ["if phase == 'main' then n += 7", "if count(draw_pile) < 2 then do(end_round(), n += 3)", "phase = 'main'", "if phase == 'end' then n += 5"]

[[after]]
when = "count(draw_pile) == 0"`},
	}
	g, d := editedGame(t, "skirmish", edits, nil)
	_, pd := editedGame(t, "skirmish", edits, unflat)
	flatAgree(t, "skirmish, after program", g, d, pd, 1500)
}

// TestThenMakesOneList: an action's program gone on into the after
// program (then) is made in one list of steps of the size it needs, not
// grown step by step (each growth a copy of 250-byte steps, and their
// garbage). Leaving its list to grow (mutation: then starting from an
// empty program) fails it.
func TestThenMakesOneList(t *testing.T) {
	g := loadGame(t, "windia-war")
	g.flatPrograms()
	if g.afterProg.start.code != fSwitch {
		t.Fatal("Windia War's after program does not start with a switch by phase")
	}
	p := &flatProg{}
	for range 40 {
		p.emit(flatOp{code: fSetK, i: 1, k: 2})
	}
	var q *flatProg
	if n := testing.AllocsPerRun(20, func() { q = p.then(g.afterProg) }); n > 3 {
		t.Errorf("then made %v objects, want 3 (the program, its list, its switch's cases)", n)
	}
	if len(q.ops) != cap(q.ops) {
		t.Errorf("then's list holds %d steps in room for %d", len(q.ops), cap(q.ops))
	}
}
