package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"runtime"
	"time"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/host"
	"github.com/agentty/agentty/session/web"
)

// webFlag defines --web: where the sessions' web page listens.
func webFlag(fs *flag.FlagSet, def, usage string) *string {
	return fs.String("web", def, usage)
}

// startWeb serves m's web page on its own loopback listener at addr, or
// nothing when addr is "" or "off".
func startWeb(m *session.Manager, addr string) (*web.Server, error) {
	if addr == "" || addr == "off" {
		return nil, nil
	}
	page := web.New(web.Options{Manager: m})
	if err := page.Listen(addr); err != nil {
		_ = page.Close()
		return nil, err
	}
	return page, nil
}

// webCmd prints a link that logs a browser in to the session host's web
// page, and opens it when a browser can be started: agentty web.
func webCmd(args []string, stdout, stderr io.Writer) int {
	p := newPersonCmd("web", stderr)
	noOpen := p.Bool("no-open", false, "print the link only; do not start a browser")
	var l host.WebLogin
	if code := p.ask(args, "/v1/web", &l); code != 0 {
		return code
	}
	fmt.Fprintf(stdout, "%s\n", l.LoginURL)
	fmt.Fprintf(stderr, "agentty: the link logs one browser in, once, within 10 minutes; the page is %s\n", l.URL)
	if !*noOpen {
		if err := openBrowser(l.LoginURL); err != nil {
			fmt.Fprintf(stderr, "agentty: no browser started (%v); open the link yourself\n", err)
		}
	}
	return 0
}

// openBrowser opens url with the desktop's opener, where there is a
// desktop.
func openBrowser(url string) error {
	var name string
	switch {
	case runtime.GOOS == "darwin":
		name = "open"
	case os.Getenv("DISPLAY") != "" || os.Getenv("WAYLAND_DISPLAY") != "":
		name = "xdg-open"
	default:
		return fmt.Errorf("no display")
	}
	path, err := exec.LookPath(name)
	if err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, path, url)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = nil, nil, nil
	return cmd.Run()
}
