package windia

import (
	"testing"

	"cardpress/engine/enginetest"
)

// Every refusal of the engine has words in English and in the game's
// language that name it: an example can say why any step is refused.
func TestEveryRefusalHasWords(t *testing.T) { enginetest.Refusals(t, ".", defaultCatalog(t), Engine) }
