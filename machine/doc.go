// Package machine reaches other machines by name: an ssh host, a container,
// a pod. A machine is a name and a prefix, a command to which agentty
// appends the program to run there (ssh -T HOST, podman exec -i CONTAINER,
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
// [Fleet] is the machines as the tools see them (tools.Machines): a call
// on a session MACHINE:ID, and open_session with machine, go to that
// machine's host over its link through one MCP client of it, whose answers
// are bounded (tools.MaxAnswerBytes); the tools read them as their wire
// types and spell them out. Its listing asks the machines in use and every
// other configured machine where a session host runs already (an earlier
// local host left it there): those are asked over a link with
// [Options.NoStart] ("agentty link --no-start"), which copies nothing and
// starts no host, and which says there is none with [NoHostLine] and
// [NoHostCode] ([ErrNoFarHost]). [Fleet.Do] sends a request to a machine's
// host over the same link: the one way the host's attach and the web page
// reach it.
//
// # Bounds
//
// Everything read from a far side is bounded before it is read: the
// probe's lines (4 KiB each, 1 MiB in all), an answer to a call, the
// streams the far side opens (none: the first drops the link). Past a
// bound the call fails with [ErrTooLarge] naming the machine, and the link
// is dropped; the next call makes it again.
//
// # The far cache
//
// Nothing is installed system-wide and no port is opened: the binary goes
// to the per-user cache of the user the prefix logs in as
// ($XDG_CACHE_HOME/agentty, else ~/.cache/agentty, else
// $TMPDIR/agentty-cache-UID/agentty). Every directory of its path must be
// that user's or root's and writable by no one else (a root-owned sticky
// one, as /tmp, excepted); the binary is checked the same way and by its
// sha256 before every exec, and a copy is renamed into a checked
// directory: a cache that fails is [ErrUnsafeCache], and nothing runs
// from it.
//
// It does not own the session host (package host) nor what goes over the
// link: a caller dials connections with [Link.Dial] (or sends requests
// with [Fleet.Do]) and speaks the host's protocol on them.
//
// # Words on the far side
//
// What agentty appends to a prefix is the one word sh: the probe, the copy
// and the link are scripts on its stdin (ssh joins its arguments into one
// line for the far shell while podman, docker and kubectl pass them as
// they are, and sh reads the same either way).
package machine
