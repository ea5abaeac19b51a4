package tools

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

// Initialize starts c and performs the MCP handshake, introducing the
// client as name and asking for mcp.LATEST_PROTOCOL_VERSION. It is what a
// client of agentty's tools (a tape, a test) does before its first call.
func Initialize(ctx context.Context, c *client.Client, name string) error {
	if err := c.Start(ctx); err != nil {
		return fmt.Errorf("start MCP client: %w", err)
	}
	return Handshake(ctx, c, name)
}

// Handshake is Initialize for a client already started.
func Handshake(ctx context.Context, c *client.Client, name string) error {
	return handshake(ctx, c, name, mcp.ClientCapabilities{})
}

// HandshakeLink is Handshake for this host's client of a machine's
// session host: it declares the MCP Apps extension, so that the far host
// serves it the app's tool (app_session), with which this host's app shows
// a session there.
func HandshakeLink(ctx context.Context, c *client.Client, name string) error {
	return handshake(ctx, c, name, mcp.ClientCapabilities{Extensions: map[string]any{
		appsExtension: map[string]any{"mimeTypes": []string{appMIME}},
	}})
}

func handshake(ctx context.Context, c *client.Client, name string, caps mcp.ClientCapabilities) error {
	_, err := c.Initialize(ctx, mcp.InitializeRequest{Params: mcp.InitializeParams{
		ProtocolVersion: mcp.LATEST_PROTOCOL_VERSION,
		ClientInfo:      mcp.Implementation{Name: name, Version: "1"},
		Capabilities:    caps,
	}})
	if err != nil {
		return fmt.Errorf("initialize MCP session: %w", err)
	}
	return nil
}

// Decode unmarshals the structured content of a tool result into into (a
// session.Screen for most tools). It reads the raw JSON a client keeps when
// it parses a result off the wire, which holds numbers exactly; a result
// built in Go (a handler's own) has none, and its StructuredContent is
// marshalled instead. A result without structured content is an error;
// whether the result is an isError result is the caller's to check first.
func Decode(res *mcp.CallToolResult, into any) error {
	raw := res.RawStructuredContent
	if len(raw) == 0 {
		if res.StructuredContent == nil {
			return errors.New("the result has no structured content")
		}
		var err error
		if raw, err = json.Marshal(res.StructuredContent); err != nil {
			return fmt.Errorf("marshal structured content: %w", err)
		}
	}
	if err := json.Unmarshal(raw, into); err != nil {
		return fmt.Errorf("decode structured content %.200s: %w", raw, err)
	}
	return nil
}

// Text returns the text content of a tool result, its parts a line each.
func Text(res *mcp.CallToolResult) string {
	var parts []string
	for _, c := range res.Content {
		if tc, ok := mcp.AsTextContent(c); ok {
			parts = append(parts, tc.Text)
		}
	}
	return strings.Join(parts, "\n")
}
