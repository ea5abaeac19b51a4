package web

import (
	"context"
	"crypto/subtle"
	"errors"
	"fmt"
	"html"
	"log/slog"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// Logins, and how long each thing a person is given lives, and why.
//
//   - A link's one-time token (LoginURL, agentty web) works once, within
//     Options.LoginTTL (10 minutes): a person opens the link they just
//     asked for. The file that hands it to a browser (LoginFile, in the
//     session host's private runtime directory) is removed as soon as the
//     token is exchanged or expires, and once any login succeeds (the
//     person logged in, by that link or another way: a file's link left
//     for a browser that never opened it is void then), so no file keeps
//     a token the page still takes.
//   - A page's credential (POST /login) lives in its tab's sessionStorage
//     and lasts while that page uses it: it ends when no request has used
//     it for Options.LoginIdle (15 minutes; an open page's event streams
//     use it all along), so a closed tab or a sleeping laptop leaves
//     nothing that works for long, and after Options.LoginFor (12 hours,
//     a working day) whatever, so one taken from a page does not work
//     for ever. Then agentty web logs in again.
//   - The person ends logins at will: every one of the page at once
//     (Logout: agentty web --logout, which also drops the links not used
//     yet), or a page's own (its Log out button, POST /api/logout); the
//     streams they opened end with them.
//
// agentty serve --http's bearer token also logs in and authorises; it is
// the person's own secret (--token-file), not the page's to end.

// linkToken is a one-time login token.
type linkToken struct {
	file  string      // the file that holds it (LoginFile), removed with it
	timer *time.Timer // forgets it when it expires
}

// credential is a logged-in page's credential.
type credential struct {
	until  time.Time // it ends then, in use or not
	idle   time.Time // it ends then unless a request uses it before
	inUse  int       // requests under way with it (a page's streams)
	ctx    context.Context
	cancel context.CancelFunc // ends its streams, when it ends
}

type credKey struct{}

// LoginURL returns a URL that logs a browser in once, within the login
// token's lifetime. The token is in the URL's fragment, which a browser
// sends to no server: the page's script reads it and exchanges it.
func (s *Server) LoginURL() (string, error) {
	link, _, err := s.newLink("")
	return link, err
}

// LoginFile writes, in dir, a page only its user can read that sends a
// browser on to a new login link, and returns the link and the file. The
// file is removed once the link's token is used or expires (or the page
// closes): a browser opened on it gets the link, and no command line
// shows the token.
func (s *Server) LoginFile(dir string) (link, file string, err error) {
	return s.newLink(dir)
}

// newLink makes a login token, and its file in dir when dir is not "".
func (s *Server) newLink(dir string) (link, file string, err error) {
	u := s.URL()
	if u == "" {
		return "", "", errors.New("the web page is not served")
	}
	t := randomToken()
	link = u + "/login#token=" + t
	if dir != "" {
		if file, err = writeLoginFile(dir, link); err != nil {
			return "", "", err
		}
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		if file != "" {
			_ = os.Remove(file)
		}
		return "", "", errors.New("the web page is closed")
	}
	lt := &linkToken{file: file}
	lt.timer = time.AfterFunc(s.opts.LoginTTL, func() {
		s.mu.Lock()
		defer s.mu.Unlock()
		if s.logins[t] == lt {
			s.forgetLinkLocked(t)
		}
	})
	s.logins[t] = lt
	return link, file, nil
}

// writeLoginFile writes the page that sends a browser on to link.
func writeLoginFile(dir, link string) (string, error) {
	f, err := os.CreateTemp(dir, "web-login-*.html") // 0600
	if err != nil {
		return "", fmt.Errorf("the login link's file: %w", err)
	}
	l := html.EscapeString(link)
	_, err = fmt.Fprintf(f, "<!doctype html>\n<meta charset=\"utf-8\">\n<meta http-equiv=\"refresh\" content=\"0;url=%s\">\n"+
		"<title>agentty</title>\n<p><a href=\"%s\">Open agentty's page</a></p>\n", l, l)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		_ = os.Remove(f.Name())
		return "", fmt.Errorf("the login link's file: %w", err)
	}
	return filepath.Clean(f.Name()), nil
}

// forgetLinkLocked forgets a login token and removes its file. The caller
// holds s.mu.
func (s *Server) forgetLinkLocked(t string) {
	lt := s.logins[t]
	if lt == nil {
		return
	}
	delete(s.logins, t)
	lt.timer.Stop()
	if lt.file != "" {
		if err := os.Remove(lt.file); err != nil && !errors.Is(err, os.ErrNotExist) {
			slog.Warn("remove a login link's file", "file", lt.file, "err", err)
		}
	}
}

// login exchanges a one-time login token (or the bearer token) for a new
// credential of the page; "" when the token is not good.
func (s *Server) login(token string) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.sweepLocked()
	if s.logins[token] != nil {
		s.forgetLinkLocked(token) // once
	} else if s.opts.Token == "" || subtle.ConstantTimeCompare([]byte(token), []byte(s.opts.Token)) != 1 {
		return ""
	}
	// A person logged in: the links left in files for a browser (LoginFile)
	// are not theirs to use any more; nothing a file holds logs in.
	for t, lt := range s.logins {
		if lt.file != "" {
			s.forgetLinkLocked(t)
		}
	}
	c := randomToken()
	now := time.Now()
	cr := &credential{until: now.Add(s.opts.LoginFor), idle: now.Add(s.opts.LoginIdle)}
	cr.ctx, cr.cancel = context.WithDeadline(s.ctx, cr.until)
	s.creds[c] = cr
	return c
}

// authorise finds the credential r carries as "Authorization: Bearer" and
// counts r as a use of it until release; ok is true for the bearer token
// too (then c is nil). No cookie authorises anything: a browser sends a
// cookie of 127.0.0.1 to every port of 127.0.0.1, while the page's script
// sends the header only to the page.
func (s *Server) authorise(r *http.Request) (c *credential, ok bool) {
	scheme, cred, ok := strings.Cut(strings.TrimSpace(r.Header.Get("Authorization")), " ")
	if !ok || !strings.EqualFold(scheme, "Bearer") {
		return nil, false
	}
	cred = strings.TrimSpace(cred)
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.opts.Token != "" && subtle.ConstantTimeCompare([]byte(cred), []byte(s.opts.Token)) == 1 {
		return nil, true
	}
	s.sweepLocked()
	c = s.creds[cred]
	if c == nil {
		return nil, false
	}
	c.inUse++
	return c, true
}

// release ends a request's use of its credential (nil: none).
func (s *Server) release(c *credential) {
	if c == nil {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	c.inUse--
	c.idle = time.Now().Add(s.opts.LoginIdle)
}

// sweepLocked ends the credentials whose time is up. The caller holds
// s.mu.
func (s *Server) sweepLocked() {
	now := time.Now()
	for k, c := range s.creds {
		if !now.Before(c.until) || c.inUse == 0 && !now.Before(c.idle) {
			c.cancel()
			delete(s.creds, k)
		}
	}
}

// Logout ends every login of the page: each credential (its streams end)
// and each login link not used yet (its file goes). It returns how many
// there were.
func (s *Server) Logout() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	n := len(s.creds) + len(s.logins)
	s.logoutLocked()
	slog.Info("web page: every login ended", "count", n)
	return n
}

func (s *Server) logoutLocked() {
	for k, c := range s.creds {
		c.cancel()
		delete(s.creds, k)
	}
	for t := range s.logins {
		s.forgetLinkLocked(t)
	}
}

// logoutPost ends the login of the page that asks (its Log out button).
func (s *Server) logoutPost(w http.ResponseWriter, r *http.Request) {
	c, _ := r.Context().Value(credKey{}).(*credential)
	s.mu.Lock()
	for k, cr := range s.creds {
		if cr == c {
			cr.cancel()
			delete(s.creds, k)
		}
	}
	s.mu.Unlock()
	w.WriteHeader(http.StatusNoContent)
}
