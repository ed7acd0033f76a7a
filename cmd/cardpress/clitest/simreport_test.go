package clitest

import (
	"bytes"
	"encoding/json"
	"testing"

	"cardpress/engine/sim"
)

// simReport is what a reader of `cardpress sim --json` sees of a run: the
// fields these tests read, by the names the JSON gives them. Parts a test
// compares whole are read as text (jsonFields), every field of them.
type simReport struct {
	Games   int64      `json:"games"`
	Cards   int        `json:"cards"`
	Draws   int64      `json:"draws"`
	Ranges  [][2]int64 `json:"ranges"`
	Actions struct {
		Mean sim.Interval `json:"mean"`
	} `json:"actions_per_game"`
	Seats   []winRow   `json:"seats"`
	First   *winRow    `json:"first_player"`
	Entries []entryRow `json:"entries"`
}

// winRow is a seat's wins, or the first player's (seat 0).
type winRow struct {
	Seat    int          `json:"seat"`
	Wins    int64        `json:"wins"`
	WinRate sim.Interval `json:"win_rate"`
}

// entryRow is a card's row of a report.
type entryRow struct {
	ID          string       `json:"id"`
	Name        string       `json:"name"`
	PlayRate    sim.Interval `json:"play_rate"`
	WinPlayed   sim.Interval `json:"win_rate_when_played"`
	OpeningRate sim.Interval `json:"opening_hand_rate"`
	PlayedDiff  sim.Interval `json:"win_rate_when_played_difference"`
	PlayedP     float64      `json:"win_rate_when_played_p_holm"`
	OpeningDiff sim.Interval `json:"win_rate_when_in_opening_hand_difference"`
	OpeningP    float64      `json:"win_rate_when_in_opening_hand_p_holm"`
	Flag        string       `json:"flag"`
}

// varyReport is what `cardpress sim --vary ... --json` prints: a report
// per value, and the varied card's row of it.
type varyReport struct {
	Points []struct {
		Report simReport `json:"report"`
		Card   *entryRow `json:"card"`
	} `json:"points"`
}

// decodeJSON decodes the printed JSON out into v.
func decodeJSON(t *testing.T, out string, v any) {
	t.Helper()
	if err := json.Unmarshal([]byte(out), v); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
}

// jsonFields returns the fields of the printed JSON object out, each as
// compact JSON text: equal text, equal values, every field of them.
func jsonFields(t *testing.T, out string) map[string]string {
	t.Helper()
	var raw map[string]json.RawMessage
	decodeJSON(t, out, &raw)
	fields := map[string]string{}
	for k, v := range raw {
		var b bytes.Buffer
		json.Compact(&b, v)
		fields[k] = b.String()
	}
	return fields
}
