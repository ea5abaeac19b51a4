#!/usr/bin/env node
// agentty-mcp's command: runs the agentty binary that npm installed for this
// platform, from the optional dependency agentty-mcp-OS-CPU, with this
// process's arguments and standard streams (an MCP client's stdio goes to
// agentty as it is); a signal this process gets is passed on, and it ends
// as agentty ends. Nothing is downloaded: no install script runs.
//
// It runs only the platform package of its own install and its own exact
// version: the one in this package's own node_modules, or beside it in the
// node_modules that holds it (where npm, pnpm and yarn put an optional
// dependency), whose package.json names it and this version. It looks
// nowhere else: not in the node_modules of a directory above, not on
// NODE_PATH, not in a global folder, where a package of another version,
// or anyone's, may lie. Without one it says which package is missing and
// how to install it, and runs nothing.
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { spawn } = require('node:child_process');

const supported = ['linux-x64', 'linux-arm64', 'darwin-x64', 'darwin-arm64'];
const platform = process.platform + '-' + process.arch;
const pkg = 'agentty-mcp-' + platform;

// shown is text read from a file, for the person's terminal: controls and
// the characters that reorder or hide text spelled out as \u001b.
function shown(s) {
  return String(s).replace(/[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]/g,
    (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));
}

function fail(why) {
  process.stderr.write('agentty-mcp: no agentty binary for ' + platform + ': ' + why + '\n');
  process.exit(1);
}

if (!supported.includes(platform)) {
  fail('agentty is built for ' + supported.join(', ') + '; install it from source with ' +
    'go install github.com/agentty/agentty/cmd/agentty@latest');
}

// This package: its directory (the real one: node runs this file by its
// real path) and its version.
const root = path.resolve(__dirname, '..');
let version;
try {
  version = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).version;
} catch (e) {
  fail('its own package.json cannot be read (' + e.message + ')');
}
const want = pkg + '@' + version;

// The places an install of this package keeps its dependency.
const places = [path.join(root, 'node_modules', pkg)];
if (path.basename(path.dirname(root)) === 'node_modules') places.push(path.join(path.dirname(root), pkg));
if (process.versions.pnp) {
  // Yarn Plug'n'Play: no node_modules; its resolution gives this
  // package's own dependency, or nothing.
  try {
    places.push(path.dirname(require.resolve(pkg + '/package.json', { paths: [root] })));
  } catch (e) { /* not installed */ }
}

let bin;
const others = [];
for (const dir of places) {
  let m;
  try {
    m = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  } catch (e) {
    continue;
  }
  if (m.name !== pkg || m.version !== version) {
    others.push(shown(m.name) + '@' + shown(m.version) + ' in ' + shown(dir));
    continue;
  }
  const b = path.join(dir, 'bin', 'agentty');
  try {
    if (fs.statSync(b).isFile()) {
      bin = b;
      break;
    }
  } catch (e) { /* no binary there */ }
}
if (!bin) {
  fail('its package ' + shown(want) + ' is not installed beside agentty-mcp@' + shown(version) + ' in ' + shown(root) +
    (others.length ? ' (found ' + others.join(', ') + ', which is not run)' : '') +
    '; npm skips optional dependencies under --omit=optional or --no-optional: install agentty-mcp again without them, ' +
    'or add the package: npm install ' + shown(want));
}

const child = spawn(bin, process.argv.slice(2), { stdio: 'inherit' });
const signals = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT'];
for (const sig of signals) {
  process.on(sig, () => child.kill(sig));
}
child.on('error', (err) => {
  process.stderr.write('agentty-mcp: cannot run ' + shown(bin) + ': ' + shown(err.message) + '\n');
  process.exit(1);
});
child.on('exit', (code, signal) => {
  if (signal) {
    // End as agentty ended: by the same signal.
    for (const sig of signals) process.removeAllListeners(sig);
    process.kill(process.pid, signal);
    return;
  }
  process.exit(code);
});
