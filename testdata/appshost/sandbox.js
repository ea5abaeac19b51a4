// The sandbox proxy of the MCP Apps spec (SEP-1865) for a web host: a page
// of another origin than the host's, served with the restrictive CSP, which
// loads the view's HTML into an inner frame (srcdoc: it inherits this
// page's CSP) and passes messages between the host and the view, except
// its own ui/notifications/sandbox-*.
'use strict';

let inner = null;
window.addEventListener('message', (e) => {
  const m = e.data;
  if (!m || m.jsonrpc !== '2.0') return;
  if (e.source === window.parent) {
    if (m.method === 'ui/notifications/sandbox-resource-ready') {
      inner = document.createElement('iframe');
      inner.setAttribute('sandbox', (m.params && m.params.sandbox) || 'allow-scripts');
      inner.srcdoc = m.params.html;
      document.body.appendChild(inner);
      return;
    }
    if (inner && !(m.method || '').startsWith('ui/notifications/sandbox-')) inner.contentWindow.postMessage(m, '*');
    return;
  }
  if (inner && e.source === inner.contentWindow) window.parent.postMessage(m, '*');
});
window.addEventListener('DOMContentLoaded', () => {
  window.parent.postMessage({ jsonrpc: '2.0', method: 'ui/notifications/sandbox-proxy-ready', params: {} }, '*');
});
