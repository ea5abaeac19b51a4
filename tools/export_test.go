package tools

// NewServerLease is NewServer with the lease of a person's hold through
// the app, for the tests of its end.
var NewServerLease = newServer
