package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"time"

	"github.com/agentty/agentty/host"
	"github.com/agentty/agentty/web"
)

// webFlag defines --web: where the sessions' web page listens.
func webFlag(fs *flag.FlagSet, def, usage string) *string {
	return fs.String("web", def, usage)
}

// startWeb serves the web page of o.Manager's sessions on its own loopback
// listener at addr, or nothing when addr is "" or "off".
func startWeb(o web.Options, addr string) (*web.Server, error) {
	if addr == "" || addr == "off" {
		return nil, nil
	}
	page := web.New(o)
	if err := page.Listen(addr); err != nil {
		_ = page.Close()
		return nil, err
	}
	return page, nil
}

// webCmd prints a link that logs a browser in to the session host's web
// page, and opens it when a browser can be started: agentty web. The
// browser is given a file, not the link: a command line is every local
// user's to read (/proc/PID/cmdline), the link's token would be a
// watcher's to use first. The host writes the file in its runtime directory
// and removes it once the link is used or expires. With --logout it ends
// every login of the page instead.
func webCmd(args []string, stdout, stderr io.Writer) int {
	p := newPersonCmd("web", stderr)
	noOpen := p.Bool("no-open", false, "print the link only; do not start a browser")
	logout := p.Bool("logout", false, "end every login of the page (each browser logs in again) and the links not used yet")
	if err := p.Parse(args); err != nil {
		return 2
	}
	if *logout {
		var l host.WebLogout
		if code := p.call(http.MethodPost, "/v1/web/logout", &l); code != 0 {
			return code
		}
		fmt.Fprintf(stderr, "agentty: %d logins and links of the web page ended; agentty web logs a browser in again\n", l.Ended)
		return 0
	}
	path := "/v1/web?file=1"
	if *noOpen {
		path = "/v1/web"
	}
	var l host.WebLogin
	if code := p.call(http.MethodGet, path, &l); code != 0 {
		return code
	}
	fmt.Fprintf(stdout, "%s\n", shown(l.LoginURL))
	fmt.Fprintf(stderr, "agentty: the link logs one browser in, once, within 10 minutes; the page is %s\n", shown(l.URL))
	if *noOpen {
		return 0
	}
	if err := openBrowser(l.File); err != nil {
		fmt.Fprintf(stderr, "agentty: no browser started (%s); open the link yourself\n", shown(err.Error()))
	}
	return 0
}

// openBrowser opens a file with $BROWSER (the first of its colon-separated
// commands found; %s in it stands for the file), else the desktop's
// opener, where there is a desktop.
func openBrowser(file string) error {
	var argv []string
	for _, c := range strings.Split(os.Getenv("BROWSER"), ":") {
		f := strings.Fields(c)
		if len(f) == 0 {
			continue
		}
		if _, err := exec.LookPath(f[0]); err != nil {
			continue
		}
		argv = f
		if !strings.Contains(c, "%s") {
			argv = append(argv, "%s")
		}
		break
	}
	if argv == nil {
		switch {
		case runtime.GOOS == "darwin":
			argv = []string{"open", "%s"}
		case os.Getenv("DISPLAY") != "" || os.Getenv("WAYLAND_DISPLAY") != "":
			argv = []string{"xdg-open", "%s"}
		default:
			return fmt.Errorf("no display, and no $BROWSER")
		}
	}
	for i := range argv {
		argv[i] = strings.ReplaceAll(argv[i], "%s", file)
	}
	path, err := exec.LookPath(argv[0])
	if err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, path, argv[1:]...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = nil, nil, nil
	return cmd.Run()
}
