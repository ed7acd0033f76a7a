package folder

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"io/fs"
	"path"
	"strings"
)

// rulesExts are the files a game's play depends on: the catalog, card
// data, rules descriptions and decks. The manual, art and fonts are left
// out: they change what is printed, not how a game plays.
var rulesExts = map[string]bool{".toml": true, ".csv": true, ".tsv": true, ".xlsx": true, ".ods": true}

// RulesDigest is a SHA-256 of the game folder's rules sources (their
// paths and contents, outside manual/ and out/), so that runs of the game
// can tell whether they played the same rules.
func RulesDigest(fsys fs.FS) (string, error) {
	h := sha256.New()
	err := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if p == "manual" || p == "out" || (p != "." && strings.HasPrefix(d.Name(), ".")) {
				return fs.SkipDir
			}
			return nil
		}
		if !d.Type().IsRegular() || !rulesExts[strings.ToLower(path.Ext(p))] {
			return nil
		}
		data, err := fs.ReadFile(fsys, p)
		if err != nil {
			return err
		}
		// The path and the length frame each file, so moving bytes from
		// one file to the next changes the digest.
		h.Write([]byte(p))
		h.Write([]byte{0})
		h.Write(binary.BigEndian.AppendUint64(nil, uint64(len(data))))
		h.Write(data)
		return nil
	})
	if err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}
