//go:build !race

package tools_test

// raceBuild: the tests are built with the race detector. A test whose
// time goes to encoding megabytes in one goroutine skips itself under
// it, which slows it tenfold and has nothing to find there; make test
// runs those (the Makefile's RACEFREE) a second time without it.
const raceBuild = false
