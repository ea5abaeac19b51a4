// Package pace paces the feed of the sessions nobody waits on: their
// feeders share one [Gate] of a manager and take turns, a chunk at a time,
// each after a pause that keeps background feeding to a tenth of a
// processor, while a session that is wanted ([Want]: a call holds it, a
// person is attached, its screen is read) is fed at once. It owns the
// gate and the want count, and decides nothing about the output itself:
// the session's feeder asks the gate before each chunk (pace.go says why
// and what it cost before).
package pace
