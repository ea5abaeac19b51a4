// Package machine reaches other machines by name: an ssh host, a container,
// a pod. A machine is a name and a prefix, a command to which agentty
// appends the program to run there (ssh -T HOST, docker exec -i CONTAINER,
// kubectl exec -i POD --), so agentty needs no network service of its own:
// the link is the byte stream the prefix gives to a program on that machine.
//
// It owns the names (--machine NAME=PREFIX and the config file, [Load]),
// bringing agentty itself there ([Link] asks the machine's OS and
// architecture with uname, and, when the same binary is not in the
// per-user cache there, copies it over the link, base64 in a here-doc,
// checking its size and hash before it is used), and the link itself: the
// far side runs "agentty link", which starts that machine's session host
// when none runs and bridges the link to its socket ([Bridge]); a
// multiplexer (yamux) carries every connection a client makes over the one
// link, so the host's protocol (HTTP on its socket) goes over it as it is.
// A link that dropped is made again by the next [Link.Dial].
//
// [Router] puts the machines in front of the local session host's /mcp:
// open_session with "machine" and calls on a session MACHINE:ID go to that
// machine's host over its link, and list_sessions adds the sessions of the
// machines in use and of the other configured machines where a session host
// runs already (an earlier local host left it there): those are asked over
// a link with [Options.NoStart] ("agentty link --no-start"), which copies
// nothing and starts no host, and which says there is none with
// [NoHostLine] and [NoHostCode] ([ErrNoFarHost]). [Router.Dial] gives a
// connection to a machine's host over the same link, for a person's
// attach, watch and web page of a session there.
//
// It does not own the session host (package host) nor what goes over the
// link: a caller dials connections with [Link.Dial] and speaks the host's
// protocol on them. Nothing is installed system-wide and no port is opened:
// the binary goes to $XDG_CACHE_HOME/agentty (else ~/.cache/agentty) of the
// user the prefix logs in as.
//
// # Words on the far side
//
// What agentty appends to a prefix is a few words without spaces or quotes
// (sh, the cached binary's path, link): ssh joins its arguments into one
// line for the far shell while docker and kubectl pass them as they are,
// and such words read the same either way. Scripts go to sh on its stdin.
package machine
