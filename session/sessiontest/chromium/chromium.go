package chromium

import (
	"context"
	"os/exec"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/agentty/agentty/session/sessiontest"
)

// Path returns the path of Chromium (or Chrome), or skips the test without
// one (fails it under AGENTTY_REQUIRE_PROGRAMS=1).
func Path(t testing.TB) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	sessiontest.Unavailable(t, "chromium is not installed")
	return ""
}

// Start starts a headless Chromium with a profile of its own, with opts
// added to its flags, and returns the context of its first tab. The
// browser lives until the test ends; the context has no deadline of its
// own (derive one for each action).
func Start(t testing.TB, opts ...chromedp.ExecAllocatorOption) context.Context {
	t.Helper()
	all := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(Path(t)),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.Flag("headless", true),
		chromedp.Flag("no-sandbox", true),
		chromedp.Flag("disable-gpu", true),
		chromedp.Flag("disable-dev-shm-usage", true),
	)
	actx, cancelA := chromedp.NewExecAllocator(context.Background(), append(all, opts...)...)
	ctx, cancelC := chromedp.NewContext(actx)
	if err := chromedp.Do(ctx); err != nil {
		cancelC()
		cancelA()
		t.Fatalf("start chromium: %v", err)
	}
	t.Cleanup(func() {
		cancelC()
		cancelA()
	})
	return ctx
}
