package main

import (
	"cardpress/engine"
	"cardpress/engine/blackpoker"
	"cardpress/engine/ruleset"
)

// rulesEngines are the rules engines cardpress knows, by catalog id: they play
// the rule examples (check, build) and self-play (sim) of games whose
// catalog names them, and give their examples their own words.
var rulesEngines = engine.NewRegistry(blackpoker.Engine, ruleset.Rules)
