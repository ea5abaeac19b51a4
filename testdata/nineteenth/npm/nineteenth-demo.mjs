// One program of a JavaScript prompt or terminal library, named by the
// arguments (library, kind), printing the answer: a fixture of agentty's
// nineteenth set, whose screens were never used to tune the mode
// classifier. The set's npm CLIs (create-rspack, create-solid,
// create-qwik, create-farm, create-waku) run from this package's
// node_modules.
import { createRequire } from "node:module"

const require = createRequire(import.meta.url)
const [lib, kind] = process.argv.slice(2)
const mirrors = ["mirror-fra", "mirror-ord", "mirror-nrt", "mirror-gru", "mirror-jnb"]

let answer
if (lib === "search-list" && kind === "select") {
  // inquirer-search-list: a list of mirrors to pick one from, filtered
  // by what is typed.
  const inquirer = require("inquirer")
  inquirer.registerPrompt("search-list", require("inquirer-search-list"))
  answer = await inquirer.prompt([{ type: "search-list", name: "mirror", message: "Which mirror serves the release?", choices: mirrors }])
} else if (lib === "checkbox-plus" && kind === "multiselect") {
  // inquirer-checkbox-plus-prompt: a searchable list of ticks.
  const inquirer = require("inquirer")
  inquirer.registerPrompt("checkbox-plus", require("inquirer-checkbox-plus-prompt"))
  answer = await inquirer.prompt([{
    type: "checkbox-plus", name: "mirrors", message: "Which mirrors get the release?", searchable: true, highlight: true, pageSize: 10,
    source: async (_answers, input) => mirrors.filter((m) => m.includes(input || "")),
  }])
} else if (lib === "table" && kind === "grid") {
  // inquirer-table-prompt: a grid of radio choices, one column picked
  // per row.
  const inquirer = require("inquirer")
  inquirer.registerPrompt("table", require("inquirer-table-prompt"))
  answer = await inquirer.prompt([{
    type: "table", name: "channels", message: "Which channel does each host follow?",
    columns: [{ name: "stable", value: "stable" }, { name: "beta", value: "beta" }, { name: "off", value: undefined }],
    rows: [{ name: "relay-ams", value: "ams" }, { name: "relay-iad", value: "iad" }, { name: "relay-sin", value: "sin" }],
  }])
} else if (lib === "maxlength" && kind === "text") {
  // inquirer-maxlength-input-prompt: a line of at most 20 characters,
  // the count drawn beside it.
  const inquirer = require("inquirer")
  inquirer.registerPrompt("maxlength-input", require("inquirer-maxlength-input-prompt"))
  answer = await inquirer.prompt([{ type: "maxlength-input", name: "tag", message: "Release tag", maxLength: 20, default: "v7.0.0" }])
} else if (lib === "datepicker" && kind === "date") {
  // inquirer-datepicker-prompt: a date and time moved field by field
  // with the arrows, fixed so the screen is the same on every run.
  const inquirer = require("inquirer")
  inquirer.registerPrompt("datetime", require("inquirer-datepicker-prompt"))
  answer = await inquirer.prompt([{
    type: "datetime", name: "when", message: "When does the release go out?", initial: new Date(2026, 2, 14, 9, 30),
    format: ["yyyy", "-", "mm", "-", "dd", " ", "HH", ":", "MM"],
  }])
} else if (lib === "command" && kind === "repl") {
  // inquirer-command-prompt: a console of commands with history, one
  // prompt after another until "quit".
  const inquirer = require("inquirer")
  inquirer.registerPrompt("command", require("inquirer-command-prompt"))
  const hosts = { "relay-ams": "up", "relay-iad": "up", "relay-sin": "down" }
  for (;;) {
    const { cmd } = await inquirer.prompt([{ type: "command", name: "cmd", message: "relay>", autoCompletion: ["list", "status", "quit"] }])
    if (cmd === "quit") break
    if (cmd === "list") console.log("3 hosts: " + Object.keys(hosts).join(" "))
    else if (cmd === "status") console.log(Object.entries(hosts).map(([h, s]) => h + " " + s).join("\n"))
    else console.log("unknown command: " + cmd)
  }
  answer = "quit"
} else if (lib === "prompt-expand" && kind === "choice") {
  // prompt-expand: a conflict answered by a key, its choices
  // expanded with "h".
  const Expand = require("prompt-expand")
  const prompt = new Expand({
    name: "conflict", message: "Conflict on notes.txt:", default: "y",
    choices: [
      { key: "y", name: "Overwrite", value: "overwrite" },
      { key: "a", name: "Overwrite this one and all next", value: "overwrite_all" },
      { key: "d", name: "Show diff", value: "diff" },
      { key: "x", name: "Abort", value: "abort" },
    ],
  })
  answer = await prompt.run()
} else if (lib === "autocomplete" && kind === "select") {
  // inquirer-autocomplete-standalone: a list of mirrors filtered by what
  // is typed, the highlighted one's description under it.
  const autocomplete = (await import("inquirer-autocomplete-standalone")).default
  answer = await autocomplete({
    message: "Which mirror mirrors the nightly builds?",
    source: async (input) => mirrors.filter((m) => m.includes(input || "")).map((m) => ({ value: m, description: m + " serves the nightlies" })),
  })
} else if (lib === "ink-tab" && kind === "tabs") {
  // ink-tab: a row of tabs drawn by Ink, the tab's view under it,
  // moved with the arrows.
  const React = (await import("react")).default
  const { render, Box, Text, useInput, useApp } = await import("ink")
  const { Tabs, Tab } = await import("ink-tab")
  const views = {
    hosts: ["relay-ams  eu-west   0.42", "relay-iad  us-east   1.07", "relay-sin  ap-south  0.15"],
    builds: ["build 41  passed", "build 42  passed", "build 43  running"],
    logs: ["09:30 relay-sin down", "09:31 relay-sin up"],
  }
  const h = React.createElement
  function App() {
    const [tab, setTab] = React.useState("hosts")
    const { exit } = useApp()
    useInput((input) => { if (input === "q") exit() })
    return h(Box, { flexDirection: "column" },
      h(Tabs, { onChange: (name) => setTab(name) },
        h(Tab, { name: "hosts" }, "Hosts"), h(Tab, { name: "builds" }, "Builds"), h(Tab, { name: "logs" }, "Logs")),
      h(Box, { flexDirection: "column", marginTop: 1 }, ...views[tab].map((r) => h(Text, { key: r }, r))),
      h(Text, { dimColor: true }, "← → switch tab   q quit"))
  }
  const app = render(h(App))
  await app.waitUntilExit()
  answer = "done"
} else {
  console.error("unknown program " + lib + " " + kind)
  process.exit(2)
}
console.log("ANSWER " + JSON.stringify(answer))
process.exit(0)
