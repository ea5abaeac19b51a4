// Package people is who is attached to a session (a person's terminal,
// a browser, the client's app): the [Roster] of them, the one who took
// the session over ([ErrTakenOver] for the agent's input meanwhile), the
// [Handback] the agent's next result tells of once they detach, and the
// channel that wakes a watcher when somebody comes or goes. It does not
// own the session, nor what a person types or sees: the session writes
// their keys and paints their screen.
package people
