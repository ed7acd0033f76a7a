package fonts

import (
	"runtime"
	"slices"
	"testing"
)

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

// A font registered again keeps its earlier style usable while something
// (a catalog) holds its face, and drops it once nothing does.
func TestRegisterAgainHoldsTheOldWhileHeld(t *testing.T) {
	data, err := Oblique.Data()
	if err != nil {
		t.Fatal(err)
	}
	v1, err := Register("test-register-again", data, Sans)
	if err != nil {
		t.Fatal(err)
	}
	held := v1.Primary()
	v2, err := Register("test-register-again", append(slices.Clone(data), 0), Sans)
	if err != nil {
		t.Fatal(err)
	}
	v3, err := Register("test-register-again", append(slices.Clone(data), 0, 0), Sans)
	if err != nil || v2 == v1 || v3 == v2 {
		t.Fatalf("styles %d, %d, %d (%v): want three", v1, v2, v3, err)
	}
	runtime.GC()
	runtime.GC()
	if v1.Primary() != held || v1.String() != "test-register-again" {
		t.Errorf("the held first save is %v, want its face", v1.Primary().Name)
	}
	if f, _ := registered(v2); f != nil {
		t.Errorf("the second save, held by no one, is still registered")
	}
	if f, _ := registered(v3); f == nil {
		t.Errorf("the latest save was dropped")
	}
	runtime.KeepAlive(held)
}
