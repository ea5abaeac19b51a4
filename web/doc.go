// Package web is agentty's local web page: a person's window on the
// sessions of a manager, in a browser. It lists the sessions live, shows a
// session's screen as agentty's emulator has it (the cells of
// session.Session.Frame, secrets masked: colours, attributes, wide
// characters, the cursor; the page lays out cells, it emulates nothing),
// follows it live over server-sent events, scrolls its history, saves it as
// a PNG, and lets the person take the session over (session.Session.Attach
// with who "browser", exclusive: the agent's input tools are refused) and
// type into it — each key encoded by the encoder the agent's send_keys uses
// — then hand it back. It also serves the one-time pages where a person
// answers a question the agent asked with request_user_input
// (session.Question), secret answers going to the program as secret input.
//
// Sessions on other machines (ids MACHINE:ID) are listed beside the
// manager's (Options.Remote) and shown by that machine's own page: once
// the request is authorised here, the session routes of such a session go
// over the machine's link (Options.Machines) to the session host there,
// which serves them on its socket ([Server.Socket], without a browser's
// checks: the socket checks its peers), so the far emulator draws it and
// taking over attaches the person there. What comes back is relayed as
// data, each piece checked and bounded: a JSON value, an event stream
// whose events are JSON values, a PNG picture, an error as this page's
// text with the machine's words spelled out; never a page of the
// machine's choosing, and a machine that breaks a bound has its link
// dropped. This page's credential is not sent on. The machine's page also
// says which of its sessions need a person (the list highlights them
// here) and answers the questions asked there: /ask/MACHINE:ID here is
// this page's own question page, served only for a question this host
// handed out (FarQuestionURL), whose data and claim go to the machine's
// page, so a person answers through this page, never the machine's own
// loopback one, and nothing reaches a machine for a question it did not
// ask.
//
// It does not own the sessions (the session package), the MCP tools, nor
// the listener's lifetime when it is mounted in another server; its list's
// rows are the tools package's tools.SessionRow.
//
// # Security
//
// The page is meant for loopback, and for its user's processes outside
// every agentty session: each connection's process is found once, at its
// first request (kernel.FindTCPPeer, then session.Manager.Belongs: any
// server's sessions), and another user's, a session program's, and one
// that cannot be identified (an execute-only program, another machine, a
// platform that does not say) are refused every request (guard.JudgePeer,
// which agentty serve --http's /mcp uses too). Every request must name this server in
// its Host header (the listening address, localhost, 127.0.0.1 or [::1],
// with its port: a DNS-rebinding page sends its own name and is refused;
// bound to every address, any IP address too), checked by guard.Hosts,
// the check agentty serve --http also puts in front of /mcp,
// and a browser request that is not a top-level navigation must come from
// this origin (Origin, Sec-Fetch-Site). The API needs the page's
// credential or the bearer token of agentty serve --http, as
// "Authorization: Bearer"; no cookie authorises anything, since a browser
// sends a cookie of 127.0.0.1 to every port of it. A person logs in with a
// one-time login token (agentty web's link carries it in its fragment,
// which no server sees; the login page's script exchanges it once with
// POST /login for a credential kept in the tab's sessionStorage, of this
// origin only), or by pasting the bearer token in the login form. A
// credential lasts while its page uses it (login.go says how long each
// thing lives, and why); Logout and the page's Log out end logins. A
// question's page works in the first browser whose page claims it (a
// claim held the same way), until the question expires. Every response
// carries a strict Content-Security-Policy: scripts and styles come only
// from this server's embedded files, nothing inline. A screen update is at
// most tools.MaxResultBytes, rows over their share cut with a note; an
// answer with a line break is refused, not typed as two lines.
//
// # Cost
//
// Nothing runs for an idle session: a page's stream waits on the
// emulator's change channel and sends only the rows that changed; the list
// follows session.Manager.Watch, and, while a list is open, asks the
// machines for theirs every few seconds.
package web
