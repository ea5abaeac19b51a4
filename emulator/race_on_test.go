//go:build race

package emulator

// raceBuild: the tests are built with the race detector (see
// race_off_test.go).
const raceBuild = true
