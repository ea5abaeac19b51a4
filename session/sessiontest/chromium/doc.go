// Package chromium starts the headless Chromium that agentty's browser
// tests drive over the DevTools protocol (github.com/chromedp/chromedp):
// the web page's, the session host's login, the MCP App's host. It is no
// part of agentty.
package chromium
