package engine

// OptionError is a self-play option a game cannot honour (a player count,
// a set): the user's flags are wrong, not the game.
type OptionError struct {
	Option string // "--players"
	Msg    string
}

func (e *OptionError) Error() string { return e.Option + ": " + e.Msg }
