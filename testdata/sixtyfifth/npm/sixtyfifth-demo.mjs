// One program of agentty's sixtyfifth set, named by the first argument,
// run over a directory prepared for it: a fixture of a set whose screens
// were never used to tune the mode classifier.
import { execFileSync, spawnSync } from "node:child_process"
import { mkdirSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import repl from "node:repl"

const require = createRequire(import.meta.url)
const here = dirname(fileURLToPath(import.meta.url))
const bin = (pkg, file) => join(here, "node_modules", pkg, file)
const run = (cwd, file) => process.exit(spawnSync(process.execPath, [file], { cwd, stdio: "inherit" }).status ?? 1)

const programs = {
  // better-commits: a git repository with a file staged.
  "better-commits": () => {
    const repo = join(process.cwd(), "relay-tools")
    mkdirSync(repo, { recursive: true })
    const git = (...a) => execFileSync("git", a, { cwd: repo })
    git("init", "-q")
    git("config", "user.email", "dev@example.org")
    git("config", "user.name", "Dev")
    writeFileSync(join(repo, "relay.conf"), "port = 7000\n")
    git("add", "relay.conf")
    run(repo, bin("better-commits", "dist/index.js"))
  },
  // readme-md-generator: a project with its package.json.
  readme: () => {
    const dir = join(process.cwd(), "relay-tools")
    mkdirSync(dir, { recursive: true })
    writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "relay-tools", version: "2.1.0", description: "Tools for the relay" }, null, 2))
    run(dir, bin("readme-md-generator", "src/index.js"))
  },
  // node-pager: a long report shown in less.
  pager: async () => {
    const pager = require("node-pager")
    const lines = []
    for (let i = 1; i <= 200; i++) lines.push(`relay-${String(i).padStart(3, "0")}  up  ${(i * 37) % 1000} ms`)
    await pager(lines.join("\n") + "\n")
  },
  // node's repl.start with a prompt of its own and a command.
  repl: () => {
    const r = repl.start({ prompt: "depot> " })
    r.defineCommand("stock", { help: "Show the stock", action() { this.output.write("42 crates in stock\n"); this.displayPrompt() } })
  },
}

await programs[process.argv[2]]()
