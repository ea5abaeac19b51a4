#!/usr/bin/env node
// agentty-mcp's command: runs the agentty binary that npm installed for this
// platform, from the optional dependency agentty-mcp-OS-CPU, with this
// process's arguments and standard streams (an MCP client's stdio goes to
// agentty as it is); a signal this process gets is passed on, and it ends
// as agentty ends. Nothing is downloaded: no install script runs.
'use strict';

const { spawn } = require('node:child_process');

const supported = ['linux-x64', 'linux-arm64', 'darwin-x64', 'darwin-arm64'];
const platform = process.platform + '-' + process.arch;
const pkg = 'agentty-mcp-' + platform;

let bin;
try {
  bin = require.resolve(pkg + '/bin/agentty');
} catch (e) {
  const why = supported.includes(platform)
    ? 'its package ' + pkg + ' is not installed: npm skips optional dependencies under --omit=optional ' +
      'or --no-optional; install agentty-mcp again without them'
    : 'agentty is built for ' + supported.join(', ') + '; install it from source with ' +
      'go install github.com/agentty/agentty/cmd/agentty@latest';
  process.stderr.write('agentty-mcp: no agentty binary for ' + platform + ': ' + why + '\n');
  process.exit(1);
}

const child = spawn(bin, process.argv.slice(2), { stdio: 'inherit' });
const signals = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT'];
for (const sig of signals) {
  process.on(sig, () => child.kill(sig));
}
child.on('error', (err) => {
  process.stderr.write('agentty-mcp: cannot run ' + bin + ': ' + err.message + '\n');
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
