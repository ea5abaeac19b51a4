// One prompt of a JavaScript prompt library, or one CLI built on such a
// library run in a folder prepared for it, named by the arguments
// (library, kind): a fixture of agentty's twentysixth set, whose screens
// were never used to tune the mode classifier.
import { createRequire } from "node:module"
import { spawnSync } from "node:child_process"
import { mkdirSync, writeFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import * as readline from "node:readline/promises"

const require = createRequire(import.meta.url)
const here = dirname(fileURLToPath(import.meta.url))
const [lib, kind] = process.argv.slice(2)

const branch = "Which branch should the release be cut from?"
const purge = "Purge the old artifacts?"
const mirror = "Which mirror should serve the images?"
const mirrors = ["mirror-fra", "mirror-ord", "mirror-nrt"]
const platforms = "Which platforms should the release build?"
const targets = ["linux", "darwin", "windows"]
const secret = "Deploy key passphrase"

// cli runs a CLI of the fixture in the current folder, on this terminal.
function cli(name, ...args) {
  const r = spawnSync(join(here, "node_modules", ".bin", name), args, { stdio: "inherit" })
  process.exit(r.status ?? 1)
}

// @lerna/prompt: Lerna's prompts, over inquirer 8: its confirmation is an
// expand prompt whose default is its help.
const lerna = {
  confirm: (p) => p.promptConfirmation(purge),
  select: (p) => p.promptSelectOne(mirror, { choices: mirrors.map((m) => ({ name: m, value: m })) }),
  text: (p) => p.promptTextInput(branch),
}

// @serverless/inquirer: inquirer 6 with the Serverless theme.
const serverless = {
  text: (i) => i.prompt([{ type: "input", name: "a", message: branch, default: "release-7" }]),
  confirm: (i) => i.prompt([{ type: "confirm", name: "a", message: purge, default: false }]),
  select: (i) => i.prompt([{ type: "list", name: "a", message: mirror, choices: mirrors }]),
  multiselect: (i) => i.prompt([{ type: "checkbox", name: "a", message: platforms, choices: targets }]),
  password: (i) => i.prompt([{ type: "password", name: "a", message: secret, mask: "*" }]),
}

let answer
if (lib === "lerna" && kind in lerna) {
  answer = await lerna[kind](require("@lerna/prompt"))
} else if (lib === "serverless" && kind in serverless) {
  answer = await serverless[kind](require("@serverless/inquirer"))
} else if (lib === "yocto-spinner") {
  // yocto-spinner: a spinner while mirrors are resolved, then a line
  // asked with node's readline.
  const yoctoSpinner = (await import("yocto-spinner")).default
  const spinner = yoctoSpinner({ text: "Resolving mirrors" }).start()
  await new Promise((r) => setTimeout(r, 1500))
  spinner.success("3 mirrors found")
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout })
  answer = await rl.question("Release name (release-7): ")
  rl.close()
} else if (lib === "fuzzy-path") {
  // inquirer-fuzzy-path: a path picked from the folder's tree, filtered
  // as typed.
  const inquirer = createRequire(require.resolve("inquirer-fuzzy-path"))("inquirer")
  inquirer.registerPrompt("fuzzypath", require("inquirer-fuzzy-path"))
  mkdirSync("docs", { recursive: true })
  mkdirSync("src", { recursive: true })
  writeFileSync("docs/install.md", "relay\n")
  writeFileSync("src/main.c", "int main(void) { return 0; }\n")
  answer = await inquirer.prompt([{ type: "fuzzypath", name: "path", message: "Which file should the release notes link?", itemType: "file", rootPath: ".", excludePath: (p) => p.includes("node_modules") }])
} else if (lib === "search-checkbox") {
  // inquirer-search-checkbox: a checkbox list filtered as typed, over
  // inquirer 3.
  const inquirer = createRequire(require.resolve("inquirer-search-checkbox"))("inquirer")
  inquirer.registerPrompt("search-checkbox", require("inquirer-search-checkbox"))
  answer = await inquirer.prompt([{ type: "search-checkbox", name: "targets", message: platforms, choices: targets }])
} else if (lib === "file-selector") {
  // inquirer-file-selector: a file picked by browsing the folder, over
  // @inquirer/core.
  const { fileSelector } = await import("inquirer-file-selector")
  mkdirSync("docs", { recursive: true })
  mkdirSync("src", { recursive: true })
  writeFileSync("docs/install.md", "relay\n")
  writeFileSync("notes.txt", "relay\n")
  answer = await fileSelector({ message: "Which file should the release notes link?", basePath: process.cwd() })
} else if (lib === "bump") {
  // version-bump-prompt's bump, in a package at 1.4.2.
  writeFileSync("package.json", JSON.stringify({ name: "relay", version: "1.4.2" }, null, 2) + "\n")
  cli("bump")
} else if (lib === "hygen") {
  // hygen, with a generator whose prompt.js asks a name and a kind.
  const gen = join("_templates", "release", "new")
  mkdirSync(gen, { recursive: true })
  writeFileSync(join(gen, "prompt.js"), `module.exports = [
  { type: "input", name: "name", message: "What is the release called?" },
  { type: "select", name: "channel", message: "Which channel should it ship on?", choices: ["stable", "beta", "nightly"] },
]
`)
  writeFileSync(join(gen, "notes.ejs.t"), "---\nto: releases/<%= name %>.md\n---\n# <%= name %> (<%= channel %>)\n")
  cli("hygen", "release", "new")
} else if (lib === "gitmoji") {
  // gitmoji-cli's commit, in a repository with a staged file.
  spawnSync("git", ["init", "-q"], { stdio: "inherit" })
  writeFileSync("notes.txt", "relay\n")
  spawnSync("git", ["add", "notes.txt"], { stdio: "inherit" })
  cli("gitmoji", "--commit")
} else {
  console.error("unknown prompt " + lib + " " + kind)
  process.exit(2)
}
console.log("ANSWER " + JSON.stringify(answer))
process.exit(0)
