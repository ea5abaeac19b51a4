// Package watch follows every session of a manager for people's views and
// the MCP notifications: each session's listing row, its screen's
// revision, its end, and the moment it needs a person (a password prompt
// the agent has not been shown, an exit no call waited for). It owns the
// [Watcher], its subscribers and the pacing of its looks, and is
// event-driven: nothing runs for a session that does not change, nor
// while nobody subscribes. It does not own the sessions nor what a look
// reads of one: a [Source] (the session package's manager) lists them,
// wakes the watcher and looks.
package watch
