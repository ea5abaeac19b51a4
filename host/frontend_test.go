package host

import (
	"encoding/base64"
	"io"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"

	"github.com/agentty/agentty/tools"
)

// The HTTP front end forwards a client's MCP requests to the host with
// its own origin, whatever Agentty headers the client sent (a client of
// the front end does not say where the host starts its sessions), and
// without the client's bearer token; the origin arrives whole, bytes a
// header cannot carry as they are included. A host gone is a 502 with a
// sentence, not a hang.
//
// On a broken front end the forged headers or the token reach the host
// (OriginOf reads the forged directory, Authorization is there).
func TestHTTPFrontEndOrigin(t *testing.T) {
	h := startMCPHost(t, PathsIn(testDir(t), DefaultName))
	origin := tools.Origin{FrontEnd: "http front end, pid 1", Cwd: "/a dir/with\nnewline/\xff\xfe",
		Env: []string{"A=1", "B=two\nlines", "C=é", "EMPTY="}}
	fe := httptest.NewServer(NewHTTPFrontEnd(NewClient(h.paths, "test", nil), origin, nil))
	defer fe.Close()

	body := `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-03-26","capabilities":{},"clientInfo":{"name":"test","version":"1"}}}`
	req, _ := http.NewRequest(http.MethodPost, fe.URL+"/anything", strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	req.Header.Set("Authorization", "Bearer the-front-ends-token")
	req.Header.Set(HeaderFrontEnd, "forged")
	req.Header.Set(HeaderCwd, base64.StdEncoding.EncodeToString([]byte("/forged")))
	req.Header.Add(HeaderCwd, base64.StdEncoding.EncodeToString([]byte("/forged too")))
	req.Header.Set(HeaderEnv, encodeEnv([]string{"FORGED=1"}))
	req.Header.Set("Agentty-Something-Else", "x")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK || resp.Header.Get("Mcp-Session-Id") == "" || !strings.Contains(string(b), `"protocolVersion"`) {
		t.Fatalf("initialize through the front end: %s %s", resp.Status, b)
	}
	seen := h.lastHeader()
	r := &http.Request{Header: seen}
	got := OriginOf(r)
	if got.FrontEnd != origin.FrontEnd || got.Cwd != origin.Cwd || !slices.Equal(got.Env, origin.Env) {
		t.Errorf("the host read the origin %+v, want %+v", got, origin)
	}
	if len(seen.Values(HeaderCwd)) != 1 || seen.Get("Agentty-Something-Else") != "" || seen.Get("Authorization") != "" {
		t.Errorf("the host saw the client's headers: %v", seen)
	}

	h.stop(t)
	req, _ = http.NewRequest(http.MethodPost, fe.URL, strings.NewReader(body))
	resp, err = http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	b, _ = io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusBadGateway || !strings.Contains(string(b), "the session host did not answer") {
		t.Errorf("the front end with no host: %s %s", resp.Status, b)
	}
}
