package engine

import "crypto/sha256"

// Dialect extends the example language for one game: the settings, steps,
// choices and expectations its rules need beyond the core forms, each a
// typed Form read at parse time, and the reasons its engine rejects by.
type Dialect struct {
	// Forms are the game's statements and choices, typed and worded in
	// each language (Form); they are tried before the core forms, and a
	// form with a core form's key is printed instead of it.
	Forms []*Form
	// Reasons are the rules the game's engine rejects steps by, as an
	// example names them (ReasonText): a written reason must be one of
	// them, and its engine rejects by their keys (Rejection).
	Reasons []ReasonText
	// Tells are the sentences the game tells core statements with, by
	// the core form's key and language, where the core's do not fit its
	// rules (BlackPoker's "passes" does nothing to the stage; it does
	// not end the turn).
	Tells map[string]map[string]Tell
	// Sum is a fingerprint of what the words were made from, for words
	// made anew at each load (the data engine's, from the game folder):
	// two dialects with the same non-zero Sum read examples alike, so a
	// parse is kept across loads (Reading.Same). A zero Sum compares the
	// dialect by identity (a Go engine's words, made once).
	Sum [sha256.Size]byte
}
