package main

// The World End (ワルエン) rules engine plays the examples of games whose
// catalog id is "world-end".
import _ "cardpress/engine/worldend"
