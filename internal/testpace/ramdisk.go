package testpace

// UseRAMDisk points the process's temporary folder, and with it
// t.TempDir and the commands the tests run, at the machine's RAM disk
// when it has one with room and TMPDIR does not already say where. The
// tests check what cardpress writes, not the disk: cardpress syncs every
// file it writes (output/atomic.go), and on a disk those syncs were about
// a second of system time of the CLI's tests (cmd/cardpress/clitest) alone. It reports
// whether it did.
func UseRAMDisk() bool { return useRAMDisk() }
