// One prompt of a JavaScript prompt library, named by the arguments
// (library, kind), printing the answer: a fixture of agentty's
// twentyfirst set, whose screens were never used to tune the mode
// classifier.
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

// prask: a prompt library of its own (string, password, boolean,
// select, multiselect).
const prask = {
  text: (p) => p.string({ message: branch, initial: "release-7" }),
  password: (p) => p.password({ message: secret }),
  confirm: (p) => p.boolean({ message: purge, initial: false }),
  select: (p) => p.select({ message: mirror, options: mirrors.map((m) => ({ title: m, value: m })) }),
  multiselect: (p) => p.multiselect({ message: platforms, options: targets.map((m) => ({ title: m, value: m })) }),
}

let answer
if (lib === "prask" && kind in prask) {
  answer = await prask[kind](await import("prask"))
} else if (lib === "simple-terminal-menu" && kind === "select") {
  // simple-terminal-menu: a boxed menu over extended-terminal-menu.
  const Menu = require("simple-terminal-menu")
  answer = await new Promise((resolve) => {
    const menu = new Menu({ width: 50 })
    menu.writeLine("Release", "mirrors")
    menu.writeSeparator()
    menu.writeLine(mirror)
    for (const m of mirrors) menu.add(m, (label) => { menu.close(); resolve(label) })
    menu.writeSeparator()
    menu.add("exit", () => { menu.close(); resolve(null) })
  })
} else if (lib === "term-list" && kind === "select") {
  // term-list: a list moved through with the arrow keys.
  const List = require("term-list")
  answer = await new Promise((resolve) => {
    const list = new List({ marker: "> ", markerLength: 2 })
    for (const m of mirrors) list.add(m, m)
    list.start()
    list.on("keypress", (key, item) => {
      if (key && key.name === "return") { list.stop(); resolve(item) }
      if (key && key.name === "q") { list.stop(); resolve(null) }
    })
  })
} else if (lib === "tree-prompt" && kind === "select") {
  // inquirer-tree-prompt: a tree of choices, opened with the arrow keys.
  const inquirer = require("inquirer")
  inquirer.registerPrompt("tree", require("inquirer-tree-prompt"))
  answer = await inquirer.prompt([{
    type: "tree", name: "mirror", message: mirror,
    tree: [{ name: "europe", open: true, children: ["mirror-fra"] }, { name: "america", open: true, children: ["mirror-ord"] }, { name: "asia", open: true, children: ["mirror-nrt"] }],
  }])
} else if (lib === "readcommand") {
  // readcommand: a command loop over node's readline, "status" answered.
  const readcommand = require("readcommand")
  readcommand.loop({ ps1: "deploy> ", ps2: "...> " }, (err, args, str, next) => {
    if (err) process.exit(0)
    if (args[0] === "status") console.log("3 targets ready, 1 pending")
    else if (args[0] === "quit") process.exit(0)
    else if (args.length) console.log("unknown command: " + str)
    next()
  })
  await new Promise(() => {})
} else if (lib === "select-line" && kind === "select") {
  // inquirer-select-line: where a line goes among others, with its own
  // copy of inquirer.
  const inquirer = require("inquirer-select-line/node_modules/inquirer")
  inquirer.registerPrompt("selectLine", require("inquirer-select-line"))
  answer = await inquirer.prompt([{
    type: "selectLine", name: "line", message: "Where should the release note go?",
    choices: ["v7.0 notes", "v6.2 notes", "v6.1 notes"], placeholder: "NEW NOTE",
  }])
} else if (lib === "cli-list-select" && kind === "multiselect") {
  // cli-list-select: a list of items checked with the space bar, under a
  // question printed before it.
  const list = require("cli-list-select")
  console.log(platforms)
  answer = await list(targets)
} else if (lib === "press-to-continue" && kind === "enter") {
  // inquirer-press-to-continue: a line asking for Enter, with a spinner.
  const inquirer = require("inquirer")
  const { default: PressToContinuePrompt } = await import("inquirer-press-to-continue")
  inquirer.registerPrompt("press-to-continue", PressToContinuePrompt)
  answer = await inquirer.prompt([{ type: "press-to-continue", name: "go", enter: true, pressToContinueMessage: "Press Enter to publish the release..." }])
} else {
  console.error("unknown prompt " + lib + " " + kind)
  process.exit(2)
}
console.log("ANSWER " + JSON.stringify(answer))
process.exit(0)
