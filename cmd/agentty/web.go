package main

import (
	"context"
	"flag"
	"fmt"
	"html"
	"io"
	"os"
	"os/exec"
	"path/filepath"
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
// watcher's to use first.
func webCmd(args []string, stdout, stderr io.Writer) int {
	p := newPersonCmd("web", stderr)
	noOpen := p.Bool("no-open", false, "print the link only; do not start a browser")
	var l host.WebLogin
	if code := p.ask(args, "/v1/web", &l); code != 0 {
		return code
	}
	fmt.Fprintf(stdout, "%s\n", l.LoginURL)
	fmt.Fprintf(stderr, "agentty: the link logs one browser in, once, within 10 minutes; the page is %s\n", l.URL)
	if *noOpen {
		return 0
	}
	dir, err := host.RuntimeDir(p.runtimeDir)
	if err == nil {
		var file string
		if file, err = loginFile(dir, l.LoginURL); err == nil {
			err = openBrowser(file)
		}
	}
	if err != nil {
		fmt.Fprintf(stderr, "agentty: no browser started (%v); open the link yourself\n", err)
	}
	return 0
}

// loginFile writes, in the private runtime directory, a page only its
// user can read that sends a browser on to link, and returns its path.
func loginFile(dir, link string) (string, error) {
	f, err := os.CreateTemp(dir, "web-login-*.html") // 0600
	if err != nil {
		return "", err
	}
	l := html.EscapeString(link)
	_, err = fmt.Fprintf(f, "<!doctype html>\n<meta charset=\"utf-8\">\n<meta http-equiv=\"refresh\" content=\"0;url=%s\">\n"+
		"<title>agentty</title>\n<p><a href=\"%s\">Open agentty's page</a></p>\n", l, l)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	path := filepath.Join(dir, "web-login.html")
	if err == nil {
		err = os.Rename(f.Name(), path)
	}
	if err != nil {
		_ = os.Remove(f.Name())
		return "", err
	}
	return path, nil
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
