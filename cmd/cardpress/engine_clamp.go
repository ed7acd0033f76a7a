package main

// The CLAMP in CARDLAND rules engine plays the rule examples of
// games/clamp-in-cardland (cardpress check and build).
import _ "cardpress/engine/clamp"
