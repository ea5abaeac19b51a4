// Package guard decides who an HTTP server of agentty's serves, before
// anything else reads a request: [Hosts], the one Host and Origin check
// (DNS rebinding, cross-site requests), and [JudgePeer], the judgement of
// the local process behind a connection (another user's, a session
// program's, or one that cannot be identified is refused, with a sentence
// saying why). The web page and agentty serve --http's /mcp both use it;
// it sits below both (transport, web) and imports only the kernel's word
// on processes (session/kernel). It does not own tokens, credentials or
// what a refused request is answered with: each server does.
package guard
