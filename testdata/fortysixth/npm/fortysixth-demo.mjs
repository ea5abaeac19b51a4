// One program of agentty's fortysixth set, named by the first argument,
// run from this fixture's node_modules over the current folder (the
// case's empty home), which it first prepares as the program needs:
// a package.json for @eslint/create-config, a few node_modules folders
// for npkill to find. The rest of the arguments go to the program.
import { spawnSync } from "node:child_process"
import { createRequire } from "node:module"
import { mkdirSync, writeFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"

const here = dirname(fileURLToPath(import.meta.url))
const require = createRequire(import.meta.url)
const [name, ...args] = process.argv.slice(2)

// Inquirer prompt plugins, each asked once over inquirer 8, printing the
// answer: inquirer-prompt-suggest's line (Tab takes the next
// suggestion) and inquirer-chalk-pipe's line of a colour.
const plugins = {
  suggest: ["inquirer-prompt-suggest", { message: "Which branch should the release be cut from?", suggestions: ["release-7", "release-8", "main"] }],
  "chalk-pipe": ["inquirer-chalk-pipe", { message: "Which colour should the banner use?", default: "cyan.bold" }],
}
if (plugins[name]) {
  const inquirer = require("inquirer")
  const [lib, question] = plugins[name]
  inquirer.registerPrompt(name, require(lib))
  const answer = await inquirer.prompt([{ type: name, name: "answer", ...question }])
  console.log("answer:", answer.answer)
  process.exit(0)
}
const bins = {
  "create-gatsby": "create-gatsby/cli.js",
  "create-config": "@eslint/create-config/bin/create-config.js",
  capacitor: "@capacitor/cli/bin/capacitor",
  emoj: "emoj/distribution/cli.js",
  npkill: "npkill/lib/index.js",
  fengari: "fengari-node-cli/src/lua-cli.js",
}
if (name === "create-config") {
  writeFileSync("package.json", JSON.stringify({ name: "relay", version: "1.0.0", private: true }, null, 2) + "\n")
}
if (name === "npkill") {
  for (const p of ["relay-api", "relay-web", "relay-cli"]) {
    mkdirSync(join(p, "node_modules", "left-pad"), { recursive: true })
    writeFileSync(join(p, "node_modules", "left-pad", "index.js"), "module.exports = (s) => s\n".repeat(200))
    writeFileSync(join(p, "package.json"), JSON.stringify({ name: p, version: "1.0.0" }) + "\n")
  }
}
const r = spawnSync(process.execPath, [join(here, "node_modules", bins[name]), ...args], { stdio: "inherit" })
process.exit(r.status ?? 1)
