//go:build race

package tools_test

// raceSlowdown is how much slower the race detector makes the server's Go
// code (its documentation says 2-20x; agentty's emulator measures about 5x):
// timing bounds are multiplied by it, volumes divided.
const raceSlowdown = 5
