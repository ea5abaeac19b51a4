// One program of agentty's fortyninth set, named by the first argument,
// run from this fixture's node_modules over the current folder (the
// case's empty home). The rest of the arguments go to the program.
import { spawnSync } from "node:child_process"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"

const here = dirname(fileURLToPath(import.meta.url))
const [name, ...args] = process.argv.slice(2)
const bins = {
  "create-svelte": "create-svelte/bin.js",
  "create-expo-app": "create-expo-app/index.js",
  "create-docusaurus": "create-docusaurus/bin/index.js",
}
const r = spawnSync(process.execPath, [join(here, "node_modules", bins[name]), ...args], { stdio: "inherit" })
process.exit(r.status ?? 1)
