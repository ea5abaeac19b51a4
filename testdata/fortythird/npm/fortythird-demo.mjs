// One prompt of a JavaScript prompt library, named by the arguments
// (library, kind), printing the answer: a fixture of agentty's fortythird
// set, whose screens were never used to tune the mode classifier.
import { createRequire } from "node:module"

const require = createRequire(import.meta.url)
const [lib, kind] = process.argv.slice(2)

const branch = "Which branch should the release be cut from?"
const purge = "Purge the old artifacts?"
const mirror = "Which mirror should serve the images?"
const mirrors = ["mirror-fra", "mirror-ord", "mirror-nrt"]
const platforms = "Which platforms should the release build?"
const targets = ["linux", "darwin", "windows"]
const secret = "Deploy key passphrase"

// termost: a CLI framework whose inputs are asked through enquirer, after
// a task it runs with a spinner.
async function termostAsk(kind) {
  const { termost } = await import("termost")
  const input = {
    text: { type: "text", label: branch, defaultValue: "release-7" },
    confirm: { type: "confirm", label: purge, defaultValue: false },
    select: { type: "select", label: mirror, options: mirrors },
    multiselect: { type: "multiselect", label: platforms, options: targets },
  }[kind]
  const program = termost({ name: "relay", description: "Cuts a release", version: "1.0.0" })
  if (kind === "after-task") {
    program
      .task({ label: "Fetching the release notes", handler: () => new Promise((r) => setTimeout(r, 1500)) })
      .input({ key: "answer", type: "text", label: branch, defaultValue: "release-7" })
  } else {
    program.input({ key: "answer", ...input })
  }
  program.task({ handler: (ctx) => console.log("answer:", ctx.answer) })
}

// @reliverse/prompts: boxed prompts with a title.
async function reliverse(kind) {
  const p = await import("@reliverse/prompts")
  const opts = (list) => list.map((m) => ({ label: m, value: m }))
  switch (kind) {
    case "text": return p.inputPrompt({ title: branch, defaultValue: "release-7" })
    case "password": return p.inputPrompt({ title: secret, mode: "password" })
    case "confirm": return p.confirmPrompt({ title: purge, defaultValue: false })
    case "toggle": return p.togglePrompt({ title: purge, options: ["Yes", "No"], defaultValue: "No" })
    case "select": return p.selectPrompt({ title: mirror, options: opts(mirrors) })
    case "multiselect": return p.multiselectPrompt({ title: platforms, options: opts(targets) })
  }
}

let answer
if (lib === "termost") {
  await termostAsk(kind)
} else if (lib === "reliverse") {
  answer = await reliverse(kind)
  console.log("answer:", answer)
} else if (lib === "toggle" && kind === "confirm") {
  // inquirer-toggle: an @inquirer/core yes/no drawn as a switch.
  const toggle = require("inquirer-toggle").default
  answer = await toggle({ message: purge, default: false })
  console.log("answer:", answer)
} else if (lib === "quicksearch" && kind === "select") {
  // ink-quicksearch-input: an Ink 2 list filtered by what is typed.
  const React = require("react")
  const { render, Box, Text } = require("ink")
  const { QuickSearch } = require("ink-quicksearch-input")
  const h = React.createElement
  const app = render(h(Box, { flexDirection: "column" },
    h(Text, null, mirror),
    h(QuickSearch, { items: mirrors.map((m, i) => ({ value: i, label: m })), onSelect: (item) => { app.unmount(); console.log("answer:", item.label) } })))
} else if (lib === "select-directory" && kind === "select") {
  // inquirer-select-directory: a folder browser over inquirer 2, from
  // the home's folders.
  const inquirer = require("inquirer")
  inquirer.registerPrompt("directory", require("inquirer-select-directory"))
  answer = await inquirer.prompt([{ type: "directory", name: "dir", message: "Which folder should hold the release?", basePath: "." }])
  console.log("answer:", answer.dir)
} else if (lib === "babel-node" && kind === "repl") {
  // @babel/node: babel-node's REPL, its prompt `babel > `.
  const { spawnSync } = await import("node:child_process")
  const { fileURLToPath } = await import("node:url")
  const bin = fileURLToPath(new URL("node_modules/@babel/node/bin/babel-node.js", import.meta.url))
  process.exit(spawnSync(process.execPath, [bin], { stdio: "inherit" }).status ?? 1)
} else {
  console.error(`usage: fortythird-demo.mjs termost|reliverse|toggle|quicksearch|select-directory|babel-node KIND`)
  process.exit(2)
}
