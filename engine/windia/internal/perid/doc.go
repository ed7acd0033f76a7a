// Package perid is the Windia War engine as it was before card rules
// became data: every card's rules keyed by its catalog entry id. It is
// frozen, kept only for the differential test that plays the data engine
// against it, and deleted once they agree.
package perid
