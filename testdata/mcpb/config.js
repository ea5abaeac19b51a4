#!/usr/bin/env node
// The command a client of MCP Bundles runs for an unpacked bundle, as
// Claude Desktop makes it: @anthropic-ai/mcpb's getMcpConfigForManifest
// (the library's own code, which the client uses) on the manifest, with
// ${__dirname} the bundle's directory and the user's configuration given.
//
//   node config.js DIR USER_CONFIG_JSON
//
// prints {"command": ..., "args": [...], "env": {...}} on stdout.
'use strict';

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { getMcpConfigForManifest } = require('@anthropic-ai/mcpb');

async function main() {
  const [dir, userConfig] = process.argv.slice(2);
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
  const config = await getMcpConfigForManifest({
    manifest,
    extensionPath: dir,
    systemDirs: {
      HOME: os.homedir(),
      DESKTOP: path.join(os.homedir(), 'Desktop'),
      DOCUMENTS: path.join(os.homedir(), 'Documents'),
      DOWNLOADS: path.join(os.homedir(), 'Downloads'),
    },
    userConfig: JSON.parse(userConfig || '{}'),
    pathSeparator: path.sep,
  });
  if (!config) {
    process.stderr.write('the manifest gives no configuration (a required option is missing?)\n');
    process.exit(1);
  }
  process.stdout.write(JSON.stringify(config) + '\n');
}

main().catch((err) => {
  process.stderr.write(String(err && err.stack ? err.stack : err) + '\n');
  process.exit(1);
});
