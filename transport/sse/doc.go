// Package sse reads server-sent event streams (text/event-stream), each
// event and each line within a bound the caller gives: the one reader of
// such streams in agentty, for the stdio front end's answers from the
// session host (MCP Streamable HTTP) and the web page's streams relayed
// from another machine's host. It does not write them (the servers do).
package sse
