package transport

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"syscall"
)

// TokenEnv is the environment variable that may hold the bearer token;
// tokenFDEnv names the descriptor this process re-executed itself with
// to hand it on.
const (
	TokenEnv   = "AGENTTY_TOKEN"
	tokenFDEnv = "AGENTTY_TOKEN_FD"
)

// maxEnvToken bounds the token a pipe hands on without a reader.
const maxEnvToken = 16 << 10

// TokenOutOfEnviron takes the bearer token out of the process's
// environment block. Unsetting a variable changes Go's copy only: the block
// the kernel shows in /proc/PID/environ is fixed at exec, and this
// process's pid is in every session's opened_by. So when $AGENTTY_TOKEN is
// set, the process executes itself again without it, the token written to
// a pipe whose reading end the new image inherits ($AGENTTY_TOKEN_FD); on
// success it does not return. In the new image it returns the token read
// from that pipe. "" when there is none.
func TokenOutOfEnviron() (string, error) {
	if fd, ok := os.LookupEnv(tokenFDEnv); ok {
		_ = os.Unsetenv(tokenFDEnv)
		n, err := strconv.Atoi(fd)
		if err != nil || n < 3 {
			return "", fmt.Errorf("$%s: not a descriptor: %q", tokenFDEnv, fd)
		}
		f := os.NewFile(uintptr(n), "agentty-token")
		defer f.Close()
		b := make([]byte, maxEnvToken+1)
		var got []byte
		for {
			k, err := f.Read(b)
			got = append(got, b[:k]...)
			if err != nil || k == 0 || len(got) > maxEnvToken {
				break
			}
		}
		return string(got), nil
	}
	t, ok := os.LookupEnv(TokenEnv)
	if !ok {
		return "", nil
	}
	_ = os.Unsetenv(TokenEnv)
	if len(t) > maxEnvToken {
		return "", fmt.Errorf("$%s: %d bytes, over %d; use --token-file", TokenEnv, len(t), maxEnvToken)
	}
	exe, err := os.Executable()
	if err != nil {
		return t, fmt.Errorf("find this program to run it without $%s: %w", TokenEnv, err)
	}
	var p [2]int
	if err := syscall.Pipe(p[:]); err != nil { // no close-on-exec: the new image reads p[0]
		return t, fmt.Errorf("a pipe for the token: %w", err)
	}
	if _, err := syscall.Write(p[1], []byte(t)); err != nil {
		syscall.Close(p[0])
		syscall.Close(p[1])
		return t, fmt.Errorf("a pipe for the token: %w", err)
	}
	syscall.Close(p[1])
	env := []string{tokenFDEnv + "=" + strconv.Itoa(p[0])}
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, TokenEnv+"=") && !strings.HasPrefix(kv, tokenFDEnv+"=") {
			env = append(env, kv)
		}
	}
	err = syscall.Exec(exe, os.Args, env)
	syscall.Close(p[0])
	return t, fmt.Errorf("run this program again without $%s: %w", TokenEnv, err)
}
