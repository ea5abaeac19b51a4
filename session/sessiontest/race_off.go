//go:build !race

package sessiontest

// RaceBuild: the tests are built with the race detector. A test whose
// time goes to feeding or encoding megabytes in one goroutine skips
// itself under it, which slows it tenfold and has nothing to find
// there; make test runs those a second time without it (the Makefile's
// second pass: the emulator's package, and the tools tests in RACEFREE).
const RaceBuild = false
