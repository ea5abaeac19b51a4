package main

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/json"
	"encoding/pem"
	"io"
	"math/big"
	"net"
	"net/http"
	"net/url"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"

	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// httpServer starts agentty serve --http with args and returns its MCP URL
// and its stderr.
func httpServer(t testing.TB, env []string, args ...string) (*exec.Cmd, string, *sessiontest.Buffer) {
	t.Helper()
	cmd := agentty(t, append([]string{"serve", "--grace", "500ms"}, args...)...)
	if !slices.Contains(args, "--runtime-dir") {
		cmd.Args = slices.Insert(cmd.Args, 2, "--standalone")
	}
	cmd.Env = append(cmd.Env, env...)
	log := &sessiontest.Buffer{}
	cmd.Stderr = log
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = cmd.Process.Signal(syscall.SIGTERM)
		_ = cmd.Wait()
	})
	re := regexp.MustCompile(`url=(https?://\S+/mcp)`)
	var u string
	sessiontest.Eventually(t, 10*time.Second, "the server to say where it listens", func() bool {
		if m := re.FindStringSubmatch(log.String()); m != nil {
			u = m[1]
		}
		return u != ""
	})
	return cmd, u, log
}

// ping is a request that needs no MCP session: an initialize.
const ping = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}`

// post sends body to u with the headers given (Host and Content-Length
// among them) and returns the status and body.
func post(t *testing.T, c *http.Client, u string, body io.Reader, size int64, header map[string]string) (int, string) {
	t.Helper()
	req, err := http.NewRequest("POST", u, body)
	if err != nil {
		t.Fatal(err)
	}
	req.ContentLength = size
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	for k, v := range header {
		if k == "Host" {
			req.Host = v
		} else {
			req.Header.Set(k, v)
		}
	}
	res, err := c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(io.LimitReader(res.Body, 1<<20))
	return res.StatusCode, string(b)
}

// The Host and Origin checks stop DNS rebinding: only this server's own
// names pass. The bearer scheme is case-insensitive; the token comes from a
// file, and the environment variable does not reach the sessions.
// Standalone and as a front end of the session host.
func TestHTTPHostOriginToken(t *testing.T) {
	sessiontest.Need(t, "bash")
	for _, mode := range []string{"standalone", "front end"} {
		t.Run(mode, func(t *testing.T) {
			file := filepath.Join(t.TempDir(), "token")
			sessiontest.WriteFile(t, file, "f1le-t0ken\n")
			args := []string{"--http", "127.0.0.1:0", "--token-file", file}
			if mode == "front end" {
				args = append(args, "--runtime-dir", runtimeDir(t))
			}
			_, u, _ := httpServer(t, []string{"AGENTTY_TOKEN=env-t0ken"}, args...)
			hostOriginToken(t, u)
		})
	}
}

func hostOriginToken(t *testing.T, u string) {
	port := strings.TrimSuffix(u[strings.LastIndex(u, ":")+1:], "/mcp")
	auth := "Bearer f1le-t0ken"
	c := http.DefaultClient
	for _, tc := range []struct {
		name   string
		header map[string]string
		want   int
	}{
		{"own address", map[string]string{"Authorization": auth}, 200},
		{"localhost", map[string]string{"Authorization": auth, "Host": "localhost:" + port}, 200},
		{"LOCALHOST", map[string]string{"Authorization": auth, "Host": "LOCALHOST:" + port}, 200},
		{"[::1]", map[string]string{"Authorization": auth, "Host": "[::1]:" + port}, 200},
		{"lower-case bearer", map[string]string{"Authorization": "bearer f1le-t0ken"}, 200},
		{"rebound name", map[string]string{"Authorization": auth, "Host": "evil.example:" + port}, 403},
		{"rebound name, no port", map[string]string{"Authorization": auth, "Host": "evil.example"}, 403},
		{"localhost, another port", map[string]string{"Authorization": auth, "Host": "localhost:1"}, 403},
		{"own origin", map[string]string{"Authorization": auth, "Origin": "http://localhost:" + port}, 200},
		{"rebound origin", map[string]string{"Authorization": auth, "Origin": "http://evil.example:" + port}, 403},
		{"null origin", map[string]string{"Authorization": auth, "Origin": "null"}, 403},
		{"origin of another port", map[string]string{"Authorization": auth, "Origin": "http://127.0.0.1:1"}, 403},
		{"environment token", map[string]string{"Authorization": "Bearer env-t0ken"}, 401},
		{"no scheme", map[string]string{"Authorization": "f1le-t0ken"}, 401},
		{"basic", map[string]string{"Authorization": "Basic f1le-t0ken"}, 401},
	} {
		if code, body := post(t, c, u, strings.NewReader(ping), int64(len(ping)), tc.header); code != tc.want {
			t.Errorf("%s: %d, want %d (%s)", tc.name, code, tc.want, body)
		}
	}

	mc, err := client.NewStreamableHttpClient(u, transport.WithHTTPHeaders(map[string]string{"Authorization": auth}))
	if err != nil {
		t.Fatal(err)
	}
	defer mc.Close()
	if err := tools.Initialize(context.Background(), mc, "test"); err != nil {
		t.Fatal(err)
	}
	out := callTool(t, mc, "run_command", map[string]any{"command": `echo "token=${AGENTTY_TOKEN-unset}"`})
	if out["output"] != "token=unset" {
		t.Fatalf("a session sees the server's token: %v", out["output"])
	}
}

// An oversized body is refused unread: 413 with a JSON-RPC error at once
// when its length is declared, after the limit when it is chunked; the
// server's memory stays flat either way.
func TestHTTPOversizedBody(t *testing.T) {
	cmd, u, _ := httpServer(t, nil, "--http", "127.0.0.1:0", "--token", "t0ken")
	base := vmHWM(t, cmd.Process.Pid)
	auth := map[string]string{"Authorization": "Bearer t0ken"}
	const size = 100 << 20
	body := func() io.Reader {
		head := `{"jsonrpc":"2.0","id":"big-1","method":"tools/call","params":{"name":"send_text","arguments":{"session_id":"s1","text":"`
		return io.MultiReader(strings.NewReader(head), io.LimitReader(zeros{}, size), strings.NewReader(`"}}}`))
	}
	for _, tc := range []struct {
		name   string
		length int64
		id     any
	}{{"declared", size + 200, nil}, {"chunked", -1, "big-1"}} {
		start := time.Now()
		code, reply := post(t, http.DefaultClient, u, body(), tc.length, auth)
		var m struct {
			ID    any `json:"id"`
			Error struct {
				Code    int    `json:"code"`
				Message string `json:"message"`
			} `json:"error"`
		}
		if err := json.Unmarshal([]byte(reply), &m); err != nil || code != http.StatusRequestEntityTooLarge || m.Error.Code != -32600 || m.ID != tc.id {
			t.Errorf("%s: %d %q (%v)", tc.name, code, reply, err)
		}
		t.Logf("%s 100 MB body refused in %v", tc.name, time.Since(start).Round(time.Millisecond))
	}
	peak := vmHWM(t, cmd.Process.Pid)
	t.Logf("peak RSS %d MiB (%d MiB before)", peak>>20, base>>20)
	if peak-base > 32<<20 {
		t.Errorf("the server's peak RSS grew by %d MiB for refused bodies", (peak-base)>>20)
	}
	if code, _ := post(t, http.DefaultClient, u, strings.NewReader(ping), int64(len(ping)), auth); code != 200 {
		t.Errorf("ping after: %d", code)
	}
}

type zeros struct{}

func (zeros) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = 'x'
	}
	return len(p), nil
}

// Bound to every address without TLS: a warning; any IP address with the
// port is a valid Host, a name is not. With TLS: no warning, and HTTPS
// works.
func TestHTTPNonLoopback(t *testing.T) {
	_, u, log := httpServer(t, nil, "--http", "0.0.0.0:0", "--token", "t0ken")
	if l := log.String(); !strings.Contains(l, "without TLS") {
		t.Errorf("no warning for a non-loopback bind without TLS:\n%s", l)
	}
	port := strings.TrimSuffix(u[strings.LastIndex(u, ":")+1:], "/mcp")
	auth := "Bearer t0ken"
	local := strings.Replace(u, "0.0.0.0", "127.0.0.1", 1)
	for host, want := range map[string]int{"192.0.2.7:" + port: 200, "[2001:db8::1]:" + port: 200, "evil.example:" + port: 403} {
		if code, body := post(t, http.DefaultClient, local, strings.NewReader(ping), int64(len(ping)), map[string]string{"Authorization": auth, "Host": host}); code != want {
			t.Errorf("Host %s: %d, want %d (%s) %s", host, code, want, body, local)
		}
	}

	dir := t.TempDir()
	cert, key := selfSigned(t, dir)
	_, u, log = httpServer(t, nil, "--http", "0.0.0.0:0", "--token", "t0ken", "--tls-cert", cert, "--tls-key", key)
	if l := log.String(); strings.Contains(l, "without TLS") || !strings.HasPrefix(u, "https://") {
		t.Errorf("TLS: url %s, log:\n%s", u, l)
	}
	pu, _ := url.Parse(u)
	pu.Host = net.JoinHostPort("127.0.0.1", pu.Port())
	c := &http.Client{Transport: &http.Transport{TLSClientConfig: &tls.Config{InsecureSkipVerify: true}}}
	if code, body := post(t, c, pu.String(), strings.NewReader(ping), int64(len(ping)), map[string]string{"Authorization": auth}); code != 200 {
		t.Errorf("HTTPS ping: %d %s", code, body)
	}
}

func selfSigned(t *testing.T, dir string) (certFile, keyFile string) {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "localhost"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour),
		IPAddresses: []net.IP{net.ParseIP("127.0.0.1")}, DNSNames: []string{"localhost"}}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	kb, err := x509.MarshalECPrivateKey(key)
	if err != nil {
		t.Fatal(err)
	}
	certFile, keyFile = filepath.Join(dir, "cert.pem"), filepath.Join(dir, "key.pem")
	sessiontest.WriteFile(t, certFile, string(pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der})))
	sessiontest.WriteFile(t, keyFile, string(pem.EncodeToMemory(&pem.Block{Type: "EC PRIVATE KEY", Bytes: kb})))
	return certFile, keyFile
}

// --help says where the token should come from.
func TestServeHelpToken(t *testing.T) {
	out, _ := agentty(t, "serve", "-h").CombinedOutput()
	for _, want := range []string{"-token-file", "process list", "AGENTTY_TOKEN", "-max-request", "-tls-cert", "-allow-host"} {
		if !strings.Contains(string(out), want) {
			t.Errorf("serve -h does not mention %q:\n%s", want, out)
		}
	}
}
