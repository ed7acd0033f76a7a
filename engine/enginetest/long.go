package enginetest

import "os"

// LongEnv is the environment variable that turns on the long self-play
// runs of the engines' tests (100,000 games and more per game); plain
// `go test ./...` stays quick. .ci/run sets it.
const LongEnv = "CARDPRESS_LONG"

// Long reports whether the long runs are asked for.
func Long() bool { return os.Getenv(LongEnv) != "" }
