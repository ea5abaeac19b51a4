// Package tools is agentty's MCP surface: the tools of the spec, their
// input and output schemas and annotations, argument checks, and the
// rendering of screen results as structured content and as text; and the
// sessions as resources (agentty://sessions/ID/screen) with the
// notifications about them (notify.go).
//
// Each tool lives in its own file with a typed argument struct and a
// constructor returning the mcp.Tool and its handler; a tool on one
// session takes the one shape of onSession (handler.go): bind, timeout,
// checks, look-up, work. Mistakes an agent can fix (an unknown session, a
// bad argument, an exited program) come back as isError results whose one
// sentence names the next step; internal faults are Go errors, and a
// recovery middleware turns a panic into one. The package owns no
// processes: it calls into the session package.
//
// # Other machines
//
// The tools work on a source of sessions: this host's manager, or the
// session host of another machine ([Machines], which package machine
// implements; [WithMachines]). A session MACHINE:ID ([SplitID]) is reached
// there: the tool's arguments, bound and checked here, go as typed values
// with the id there, and its answer is read into the wire types, its
// strings spelled out (spell.Out), fitted to MaxResultBytes and
// rendered here as a local result is; list_sessions merges the machines'
// rows (far.go).
//
// # Wire types and schemas
//
// The shapes that go over the wire are this package's: [Screen],
// [RunResult], [List] and the types in them (wire.go), built from the
// session package's Go values, which carry no JSON. Output schemas are made
// from them, small on purpose (tools/list is in every conversation): every
// tool that returns a screen shares one schema naming the fields a client
// keys on. A screen goes out in the full form (lines), the delta form (what
// changed since the last result the session returned) or, for run_command,
// without its rows when the output shows them; an unchanged screen without
// rows in any form.
//
// # Result size
//
// A program controls what its screen holds, so every result is bounded:
// the JSON-RPC message of one result is at most [MaxResultBytes] (each of
// its two copies of the text, structured and rendered, about half), JSON
// escapes counted. Small fields a program controls (title, mode_detail,
// program) are cut to a few hundred bytes; screen lines are cut when a
// screen holds more text than fits; scrollback is paged (read_screen's
// scrollback_offset), nearest the screen first; run_command's output keeps
// its head and tail. What is left out is said in the result's notes, with
// how to get it. Arguments echoed in an error are cut too.
//
// # Waits
//
// No call waits longer than the server's --max-wait (session.Config.MaxWait),
// under the limit common clients put on a call; a longer timeout_ms ends
// there with a note naming the call that goes on waiting. While a call is
// at work, a client that sent a progress token hears notifications/progress
// every few seconds (notify.go).
package tools
