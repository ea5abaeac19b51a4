// One prompt of a JavaScript prompt library, named by the arguments
// (library, kind), printing the answer: a fixture of agentty's
// twentyeighth set, whose screens were never used to tune the mode
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
const workers = "How many workers should build it?"
const freeze = "When does the code freeze start?"

// @posva/prompts: a fork of prompts.
const posva = {
  text: { type: "text", message: branch, initial: "release-7" },
  confirm: { type: "confirm", message: purge, initial: false },
  toggle: { type: "toggle", message: purge, initial: false, active: "yes", inactive: "no" },
  select: { type: "select", message: mirror, choices: mirrors.map((m) => ({ title: m, value: m })) },
  multiselect: { type: "multiselect", message: platforms, choices: targets.map((m) => ({ title: m, value: m })) },
  password: { type: "password", message: secret },
  number: { type: "number", message: workers, initial: 4 },
  autocomplete: { type: "autocomplete", message: mirror, choices: mirrors.map((m) => ({ title: m, value: m })) },
  list: { type: "list", message: "Which tags should the release carry?", initial: "stable" },
}

let answer
if (lib === "posva" && kind in posva) {
  const prompts = require("@posva/prompts")
  answer = (await prompts({ name: "a", ...posva[kind] })).a
} else if (lib === "number-prompt") {
  const numberPrompt = require("number-prompt")
  answer = await new Promise((resolve) => numberPrompt(workers, { value: 4 }).on("submit", resolve).on("abort", resolve))
} else if (lib === "select-prompt") {
  const selectPrompt = require("select-prompt")
  answer = await new Promise((resolve) => selectPrompt(mirror, mirrors.map((m) => ({ title: m, value: m }))).on("submit", resolve).on("abort", resolve))
} else if (lib === "prompt-autocompletion") {
  const AutoComplete = require("prompt-autocompletion")
  answer = await new AutoComplete({
    type: "autocomplete", name: "mirror", message: mirror,
    source: (_, input) => Promise.resolve(mirrors.filter((m) => m.includes(input || ""))),
  }).run()
} else if (lib === "press-any-key") {
  const pressAnyKey = require("press-any-key")
  await pressAnyKey("Press any key to start the release")
  answer = "started"
} else if (lib === "node-ask") {
  const ask = require("node-ask")
  const b = await ask.prompt(branch + " ")
  const c = await ask.confirm(purge + " ")
  answer = [b, c]
} else if (lib === "cli-menu") {
  const menu = require("cli-menu")
  await menu({
    title: "Release",
    menu_items: [
      { key: "b", name: "Build the release", action: () => console.log("building") },
      { key: "t", name: "Tag the release", action: () => console.log("tagged") },
      { key: "q", name: "Quit", action: ({ back }) => back() },
    ],
  })
  answer = "done"
} else {
  console.error("usage: twentyeighth-demo.mjs library kind")
  process.exit(2)
}
console.log("answer:", JSON.stringify(answer))
