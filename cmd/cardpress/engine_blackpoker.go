package main

// The BlackPoker rules engine: importing it registers the engine and its
// example dialect for the catalog id "blackpoker", so that check and build
// play the rule examples of games/blackpoker.
import _ "cardpress/engine/blackpoker"
