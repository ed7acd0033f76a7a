//go:build !linux

package testpace

// useRAMDisk does nothing where the RAM disk is not known to be /dev/shm.
func useRAMDisk() bool { return false }
