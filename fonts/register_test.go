package fonts

import "testing"

// A game font registered again under its name gives its Style again only
// when its fallback is the same too: after a change of the game's
// language, the characters it lacks fall back to the new language's face.
func TestRegisterKeepsTheFallback(t *testing.T) {
	data, err := Oblique.Data()
	if err != nil {
		t.Fatal(err)
	}
	ja, err := Register("test-register-fallback", data, Sans)
	if err != nil {
		t.Fatal(err)
	}
	if again, _ := Register("test-register-fallback", data, Sans); again != ja {
		t.Errorf("the same name, data and fallback gave style %d, then %d", ja, again)
	}
	zh, err := Register("test-register-fallback", data, Kai)
	if err != nil {
		t.Fatal(err)
	}
	if zh == ja {
		t.Fatalf("a new fallback (kai) gave the old style %d", ja)
	}
	// 漢 is not in DejaVu Sans Oblique: it falls back.
	if f := FaceFor(ja, '漢'); f != Gothic {
		t.Errorf("with the sans fallback, 漢 is set in %v, want %s", f.Name, Gothic.Name)
	}
	if f := FaceFor(zh, '漢'); f != WenKaiTC {
		t.Errorf("with the kai fallback, 漢 is set in %v, want %s", f.Name, WenKaiTC.Name)
	}
}
