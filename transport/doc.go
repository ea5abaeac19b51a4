// Package transport carries MCP between a client and agentty's servers:
// stdio ([ServeStdio]) and Streamable HTTP ([ServeHTTP]), each bounding a
// request before anything parses it, and the JSON-RPC error a transport
// answers with ([ErrorResponse]).
//
// A request over the limit ([RequestLimit], from the sessions' --max-input)
// is answered with a JSON-RPC error carrying its id, when it could be found,
// and thrown away as it arrives, so that its size costs no memory: on
// stdio a line at a time ([LimitStdio]), over HTTP its body ([LimitBody],
// which the session host's /mcp uses too). A message whose JSON-RPC id MCP
// does not allow ([ValidID]: not a string or an integer) is refused there
// too, as an Invalid Request. [ServeHTTP] puts a guard in
// front of /mcp: the Host header must name the server (DNS rebinding, the
// check the web page makes: guard.Hosts), a browser's Origin must be the
// server's or one allowed, a connection from this machine must come from a
// process of the user outside every agentty session (guard.JudgePeer, once a
// connection), and the bearer token must be sent; it serves the sessions'
// web page beside /mcp when given one. The bearer token may come
// from the environment: [TokenOutOfEnviron] takes it out of the process's
// environment block, so that neither the sessions nor /proc show it.
//
// It does not own the MCP server (the tools package), the sessions (the
// session package), the session host and its front ends (the host package,
// which builds on these transports: host.RunStdio, host.RunHTTP), the web
// page (the web package, which it serves as a [Page]) nor the checks of who
// is served (the guard package). It sits below host and web, above guard
// and tools; cmd/agentty parses the flags and calls it.
package transport
