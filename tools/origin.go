package tools

import (
	"context"
	"strings"

	"github.com/mark3labs/mcp-go/server"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/spell"
)

// Origin is where a call comes from when the tools run in a session host
// that several front ends share: the front end, and the working directory
// and environment the client started it with, which a session opened
// without cwd or with a partial env starts from (as it would in a server of
// its own).
type Origin struct {
	FrontEnd string // e.g. "stdio front end, pid 4242"
	// ID tells one front end from another: random, for as long as the
	// front end runs ("" for the server's own). A person's hold through
	// the app counts only from the front end it was taken through.
	ID  string
	Cwd string   // "" for the server's own
	Env []string // nil for the server's own
	// Ended is closed once the front end has ended (nil when the server
	// does not know): a person's hold through it ends then.
	Ended <-chan struct{}
}

type originKey struct{}

// WithOrigin returns a context whose calls come from o.
func WithOrigin(ctx context.Context, o Origin) context.Context {
	return context.WithValue(ctx, originKey{}, o)
}

func originFrom(ctx context.Context) Origin {
	o, _ := ctx.Value(originKey{}).(Origin)
	return o
}

// fromOrigin gives a session opened for the call ctx carries what its
// client started the server with: the working directory (unless opts
// names one), the environment, and who opened it.
func fromOrigin(ctx context.Context, opts *session.Options) {
	o := originFrom(ctx)
	if opts.Cwd == "" {
		opts.Cwd = o.Cwd
	}
	opts.BaseEnv, opts.OpenedBy = o.Env, openedBy(ctx)
}

// openedBy names the client of a call, and its front end when there is one:
// "claude-code 2.1 (stdio front end, pid 4242)". The client chose its name
// and version: their controls are spelled out (spell.Out), as every
// listing shows them to people.
func openedBy(ctx context.Context) string {
	return spell.Out(rawOpenedBy(ctx))
}

func rawOpenedBy(ctx context.Context) string {
	var parts []string
	if cs, ok := server.ClientSessionFromContext(ctx).(server.SessionWithClientInfo); ok {
		if ci := cs.GetClientInfo(); ci.Name != "" {
			parts = append(parts, strings.TrimSpace(ci.Name+" "+ci.Version))
		}
	}
	if fe := originFrom(ctx).FrontEnd; fe != "" {
		if len(parts) == 0 {
			return fe
		}
		parts = append(parts, "("+fe+")")
	}
	return strings.Join(parts, " ")
}
