//go:build race

package sessiontest

// RaceBuild: the tests are built with the race detector (see
// race_off.go).
const RaceBuild = true
