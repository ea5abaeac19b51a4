// One question or screen of agentty's fiftysecond set, drawn by the
// library named by the first argument, in the kind named by the second:
// inquirer-interrupted-prompt (inquirer 9's prompts made interruptible),
// inquirer-autosubmit-prompt (over its own inquirer 6),
// inquirer-glob-prompt, inquirer-file-path (over its own inquirer 1),
// ink-table (over ink 3). It runs over the current folder, the case's
// empty home.
import { createRequire } from "node:module"
import { mkdirSync, writeFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"

const here = dirname(fileURLToPath(import.meta.url))
const require = createRequire(import.meta.url)
const [lib, kind] = process.argv.slice(2)

const branch = "Which branch should the release be cut from?"
const purge = "Purge the old artifacts?"
const secret = "Deploy key passphrase"
const mirrors = "Which mirror should serve the images?"
const platforms = "Which platforms should the release build?"
const replicas = "How many replicas should serve it?"
const files = "Which files should be published?"

// a few files for the globs and the file picker
mkdirSync("dist", { recursive: true })
writeFileSync("dist/relay.js", "export {}\n")
writeFileSync("dist/relay.css", "body {}\n")
writeFileSync("dist/index.html", "<p>relay</p>\n")

if (lib === "interrupted") {
  const { default: inquirer } = await import("inquirer")
  const { default: InterruptedPrompt } = await import("inquirer-interrupted-prompt")
  InterruptedPrompt.fromAll(inquirer)
  const q = {
    text: { type: "input", name: "a", message: branch, default: "release-7" },
    confirm: { type: "confirm", name: "a", message: purge, default: false },
    select: { type: "list", name: "a", message: mirrors, choices: ["mirror-fra", "mirror-ord", "mirror-nrt"] },
    multiselect: { type: "checkbox", name: "a", message: platforms, choices: ["linux", "darwin", "windows"] },
    password: { type: "password", name: "a", message: secret, mask: "*" },
    number: { type: "number", name: "a", message: replicas, default: 3 },
  }[kind]
  try {
    const a = await inquirer.prompt([q])
    console.log("answered", JSON.stringify(a))
  } catch (e) {
    console.log("interrupted")
  }
} else if (lib === "autosubmit") {
  const req = createRequire(join(here, "node_modules", "inquirer-autosubmit-prompt", "index.js"))
  const inquirer = req("inquirer")
  inquirer.registerPrompt("autosubmit", req("inquirer-autosubmit-prompt"))
  const q = {
    text: { type: "autosubmit", name: "a", message: "Release tag (four characters):", autoSubmit: (s) => s.length >= 4 },
    password: { type: "autosubmit", name: "a", message: "Six-digit code:", mask: "*", autoSubmit: (s) => s.length >= 6 },
  }[kind]
  const a = await inquirer.prompt([q])
  console.log("answered", JSON.stringify(a))
} else if (lib === "glob") {
  const { default: inquirer } = await import("inquirer")
  const { GlobPrompt } = await import("inquirer-glob-prompt")
  inquirer.registerPrompt("glob", GlobPrompt)
  const a = await inquirer.prompt([{ type: "glob", name: "a", message: files, default: "dist/*.js" }])
  console.log("answered", JSON.stringify(a))
} else if (lib === "file-path") {
  const req = createRequire(join(here, "node_modules", "inquirer-file-path", "index.js"))
  const inquirer = req("inquirer")
  inquirer.registerPrompt("filePath", req("inquirer-file-path"))
  const a = await inquirer.prompt([{ type: "filePath", name: "a", message: "Which file should be deployed?", basePath: "./dist" }])
  console.log("answered", JSON.stringify(a))
} else if (lib === "ink-table") {
  const React = require("react")
  const { render, Box, Text, useInput, useApp } = require("ink")
  const Table = require("ink-table").default
  const hosts = [
    { host: "relay-fra", region: "eu-central", load: "0.42" },
    { host: "relay-ord", region: "us-central", load: "1.07" },
    { host: "relay-sin", region: "ap-southeast", load: "0.18" },
  ]
  const App = () => {
    const { exit } = useApp()
    const [sorted, setSorted] = React.useState(false)
    useInput((input) => {
      if (input === "q") exit()
      if (input === "s") setSorted((s) => !s)
    })
    const rows = sorted ? [...hosts].sort((a, b) => a.load.localeCompare(b.load)) : hosts
    return React.createElement(Box, { flexDirection: "column" },
      React.createElement(Table, { data: rows }),
      React.createElement(Text, null, sorted ? "sorted by load - s: unsort, q: quit" : "s: sort by load, q: quit"))
  }
  render(React.createElement(App))
}
