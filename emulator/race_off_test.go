//go:build !race

package emulator

// raceBuild: the tests are built with the race detector. The few tests
// that feed megabytes in one goroutine skip themselves under it, which
// slows them tenfold and has nothing to find there: make test runs this
// package a second time without it.
const raceBuild = false
