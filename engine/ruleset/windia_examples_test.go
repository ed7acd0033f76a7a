package ruleset_test

import "testing"

// TestWindiaExamplesOnData plays every example of Windia War's rulebook
// on its data description and reports how many pass; the Go engine's run
// (engine/windia) stays as it is. CARDPRESS_WINDIA_VERBOSE=1 says why the
// others fail.
func TestWindiaExamplesOnData(t *testing.T) {
	examplesOnData(t, "windia-war", 173, windiaExamplesPassing, "CARDPRESS_WINDIA_VERBOSE")
}

// windiaExamplesPassing is how many of the 173 examples play on data
// today: raise it as more do, never lower it.
const windiaExamplesPassing = 173

// TestWindiaWrongExampleOnData changes one expectation of an example that
// passes on the data description (whose turn a Skip gives): that example
// fails at the changed line, saying whose turn it is, and no other
// passing one does.
func TestWindiaWrongExampleOnData(t *testing.T) {
	t.Parallel()
	failsInGame(t, "windia-war", "60-examples.md", "アリスが赤Skipを出す\n→ ターン：キャロル；進行方向：時計回り", "アリスが赤Skipを出す\n→ ターン：ボブ；進行方向：時計回り", "キャロル")
}
