package clitest

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// The output folder, png/ and the files take the umask's modes: 0755 and
// 0644 under 022, private under 077 (MkdirTemp's 0700 became the output
// folder's, even after a chmod 755).
func TestOutputModesFollowTheUmask(t *testing.T) {
	t.Parallel()
	for umask, want := range map[string][2]os.FileMode{"022": {0o755, 0o644}, "077": {0o700, 0o600}} {
		t.Run(umask, func(t *testing.T) {
			t.Parallel()
			out := filepath.Join(t.TempDir(), "out")
			for range 2 { // the second build replaces the folder chmod made 0751
				// The starter game's first card at 40 dpi: the output
				// package writes every game's folder alike, at any
				// resolution and for any cards (all nine designs were a
				// third of each build's CPU), and it builds in a fifteenth
				// of the default's time.
				cmd := exec.Command("sh", "-c", fmt.Sprintf("umask %s && exec %q build ../../../games/starter -q --dpi 40 --only 1/red --out %q", umask, binary, out))
				b, err := cmd.CombinedOutput()
				noteRun(t, cmd)
				if err != nil {
					t.Fatalf("%v: %s", err, b)
				}
				for _, p := range []string{".", "png", "cards.pdf", "png/back.png"} {
					st, err := os.Stat(filepath.Join(out, p))
					if err != nil {
						t.Fatal(err)
					}
					w := want[1]
					if st.IsDir() {
						w = want[0]
					}
					if st.Mode().Perm() != w {
						t.Errorf("umask %s: %s is %v, want %v", umask, p, st.Mode().Perm(), w)
					}
				}
				os.Chmod(out, 0o751)
			}
		})
	}
}
