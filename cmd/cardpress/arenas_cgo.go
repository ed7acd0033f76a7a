//go:build cgo && linux

package main

/*
#include <malloc.h>

// limit_arenas runs when the program is loaded, before the Go runtime
// starts its threads.
__attribute__((constructor)) static void limit_arenas(void) {
#ifdef M_ARENA_MAX
	mallopt(M_ARENA_MAX, 1);
#endif
}
*/
import "C"

// With cgo, which the net package of serve brings in, the Go runtime's
// threads come from pthread, and glibc gives each thread that allocates a
// malloc arena of its own: 64 MB of address space apiece, up to eight per
// core, for the few bytes cgo allocates. One arena is plenty, and it keeps
// a build within an address-space limit (ulimit -v) as it was without cgo.
