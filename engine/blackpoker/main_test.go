package blackpoker

import (
	"os"
	"testing"

	"cardpress/internal/testpace"
)

// TestMain runs the tests at cardpress's collector pace (testpace).
func TestMain(m *testing.M) { os.Exit(testpace.Run(m)) }
