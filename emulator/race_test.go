//go:build race

package emulator

// raceEnabled says the tests run under the race detector, which makes
// emulation about ten times slower: the random-stream tests take fewer.
const raceEnabled = true
