// Package tools is agentty's MCP surface: the tools of the spec, their
// input and output schemas and annotations, argument checks, and the
// rendering of screen results as structured content and as text.
//
// Each tool lives in its own file with a typed argument struct and a
// constructor returning the mcp.Tool and its handler. Mistakes an agent can
// fix (an unknown session, a bad argument, an exited program) come back as
// isError results whose one sentence names the next step; internal faults
// are Go errors, and a recovery middleware turns a panic into one. The
// package owns no processes: it calls into the session package.
package tools
