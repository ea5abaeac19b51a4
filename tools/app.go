package tools

import (
	"context"
	"embed"
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// The MCP App: a view of a session inside the client, beside the
// conversation (the MCP Apps extension, io.modelcontextprotocol/ui,
// SEP-1865). open_session and read_screen name it in their _meta.ui
// (resourceUri); a host that renders apps reads the resource AppURI, one
// self-contained HTML page (text/html;profile=mcp-app: its script and
// style inline, nothing from another origin, no connection of its own),
// and shows it in a sandboxed frame with the tool's result. The page
// follows the session's screen live, drawn as text in the page (colours,
// attributes, the cursor) from the cells agentty's emulator has (secrets
// masked), and lets the person take the session over, type and hand it
// back. Everything it does goes through the host over the agent's own
// connection, as calls of the app-only tool app_session (app_session.go),
// which the model is not shown: reading never changes what the agent's next
// result says changed, and taking over locks the agent's input tools out
// as the web page's take-over does. A session on another machine is shown
// the same: that machine's host does the work (app_far.go).
//
// A client that does not declare the extension (capabilities.extensions
// of its initialize, or of each request's _meta from protocol 2026-07-28
// on) sees nothing of it: no extension among the server's capabilities,
// no _meta.ui on the tools, no app_session in tools/list (nor may it call
// it), no ui:// resource in resources/list (nor may it read it).

// Names of the extension.
const (
	appsExtension = "io.modelcontextprotocol/ui"
	appMIME       = "text/html;profile=mcp-app"
	// AppURI is the app's resource: the view of a session.
	AppURI = "ui://agentty/session"
)

// appFiles are the view's page, script and style, and the painted screen's
// script and style, which the web page serves too (TermJS, TermCSS).
//
//go:embed app
var appFiles embed.FS

// TermJS and TermCSS draw a painted screen (ScreenUpdate) in a page: the
// web page serves them, the app's page holds them.
var (
	TermJS  = appFile("term.js")
	TermCSS = appFile("term.css")
)

func appFile(name string) []byte {
	b, err := appFiles.ReadFile("app/" + name)
	if err != nil {
		panic(err) // embedded
	}
	return b
}

// appHTML is the app's page: view.html with the styles and scripts put in
// it, so that it loads nothing.
var appHTML = sync.OnceValue(func() string {
	r := strings.NewReplacer(
		"/*STYLE*/", string(TermCSS)+string(appFile("view.css")),
		"//SCRIPT", string(TermJS)+string(appFile("view.js")),
	)
	return r.Replace(string(appFile("view.html")))
})

// appsClient reports whether the client of the call ctx carries renders
// MCP Apps: it declared the extension with the app's MIME type, in the
// request's _meta (protocol 2026-07-28 on) or else in its initialize.
func appsClient(ctx context.Context) bool {
	var caps mcp.ClientCapabilities
	if info := server.RequestProtocolInfoFromContext(ctx); info != nil && info.Modern {
		if info.ClientCapabilities != nil {
			caps = *info.ClientCapabilities
		}
	} else if cs, ok := server.ClientSessionFromContext(ctx).(server.SessionWithClientInfo); ok {
		caps = cs.GetClientCapabilities()
	}
	return declares(caps)
}

// declares reports whether caps declare the extension with the app's MIME
// type.
func declares(caps mcp.ClientCapabilities) bool {
	ext, ok := caps.Extensions[appsExtension].(map[string]any)
	if !ok {
		return false
	}
	types, _ := ext["mimeTypes"].([]any)
	return slices.ContainsFunc(types, func(t any) bool { return t == appMIME })
}

// withApp names the app in a tool's _meta.ui: its results are shown in it.
func withApp(t mcp.Tool) mcp.Tool {
	t.Meta = &mcp.Meta{AdditionalFields: map[string]any{"ui": map[string]any{"resourceUri": AppURI}}}
	return t
}

// appOnly marks a tool as the app's alone: hosts do not show it to the
// model.
func appOnly(t mcp.Tool) mcp.Tool {
	t.Meta = &mcp.Meta{AdditionalFields: map[string]any{"ui": map[string]any{"visibility": []string{"app"}}}}
	return t
}

// isAppOnly reports whether t is marked appOnly.
func isAppOnly(t mcp.Tool) bool {
	if t.Meta == nil {
		return false
	}
	ui, _ := t.Meta.AdditionalFields["ui"].(map[string]any)
	vis, _ := ui["visibility"].([]string)
	return len(vis) > 0 && !slices.Contains(vis, "model")
}

// appFilter shows the app only to clients that render it: for the others
// the app-only tools are gone (listed or called) and no tool names the
// app.
func appFilter(ctx context.Context, tools []mcp.Tool) []mcp.Tool {
	if appsClient(ctx) {
		return tools
	}
	out := make([]mcp.Tool, 0, len(tools))
	for _, t := range tools {
		if isAppOnly(t) {
			continue
		}
		if t.Meta != nil {
			if _, ok := t.Meta.AdditionalFields["ui"]; ok {
				t.Meta = nil
			}
		}
		out = append(out, t)
	}
	return out
}

// addApp serves the app's resource on srv; hooks hide it, and the
// server's support of the extension, from clients that do not render
// apps, and give back the holds of a client that goes.
func addApp(srv *server.MCPServer, hooks *server.Hooks, h *holds) {
	srv.AddResource(mcp.NewResource(AppURI, "agentty session",
		mcp.WithResourceDescription("A live view of an agentty session: its screen, and taking it over to type"),
		mcp.WithMIMEType(appMIME)),
		func(ctx context.Context, req mcp.ReadResourceRequest) ([]mcp.ResourceContents, error) {
			if !appsClient(ctx) {
				// It is not listed to such a client, and not read either.
				return nil, fmt.Errorf("%w: %s is read only by a client that declares the MCP Apps extension (%s, %s)",
					server.ErrResourceNotFound, AppURI, appsExtension, appMIME)
			}
			return []mcp.ResourceContents{mcp.TextResourceContents{
				URI: AppURI, MIMEType: appMIME, Text: appHTML(),
				Meta: map[string]any{"ui": map[string]any{"prefersBorder": true}},
			}}, nil
		})
	hooks.AddAfterListResources(func(ctx context.Context, id any, req *mcp.ListResourcesRequest, res *mcp.ListResourcesResult) {
		if res == nil || appsClient(ctx) {
			return
		}
		res.Resources = slices.DeleteFunc(res.Resources, func(r mcp.Resource) bool { return r.URI == AppURI })
	})
	// The capability's map is the server's own: the answer gets none, the
	// map stays.
	hooks.AddAfterInitialize(func(ctx context.Context, id any, req *mcp.InitializeRequest, res *mcp.InitializeResult) {
		if res != nil && !declares(req.Params.Capabilities) {
			res.Capabilities.Extensions = nil
		}
	})
	hooks.AddAfterDiscover(func(ctx context.Context, id any, req *mcp.DiscoverRequest, res *mcp.DiscoverResult) {
		if res != nil && !appsClient(ctx) {
			res.Capabilities.Extensions = nil
		}
	})
	hooks.AddOnUnregisterSession(func(ctx context.Context, cs server.ClientSession) {
		h.release(cs.SessionID())
	})
}
