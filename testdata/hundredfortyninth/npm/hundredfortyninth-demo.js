// One program of agentty's hundredfortyninth set, drawn by the library
// named by the first argument, in the kind named by the second:
// @seneca/inquirer (a fork of inquirer 0.11: a list, boxes, a line, a
// password, one after the other as a relay's setup), promptify (a
// synchronous line with its default, then a hidden one), cliffy (a REPL
// of commands under its own delimiter). It runs over the current folder,
// the case's empty home.
"use strict"

const [lib, kind] = process.argv.slice(2)
const done = (a) => console.log("answered", JSON.stringify(a))

if (lib === "seneca") {
  const inquirer = require("@seneca/inquirer")
  const list = { type: "list", name: "region", message: "Which region should host the relay?", choices: ["Frankfurt", "Dublin", "Virginia", "Singapore"] }
  const checkbox = { type: "checkbox", name: "checks", message: "Which health checks should run?", choices: ["ping", { name: "disk", checked: true }, "memory", "certificates"] }
  const input = { type: "input", name: "host", message: "Relay host name", default: "relay.local" }
  const password = { type: "password", name: "token", message: "Relay API token" }
  const flows = { setup: [list, checkbox], line: [input, password] }
  inquirer.prompt(flows[kind], done)
} else if (lib === "promptify") {
  const prompt = require("promptify")
  const host = prompt("Relay host", "relay.local")
  const token = prompt("Relay API token", "", { char: "*" })
  done({ host, token: token.length })
} else if (lib === "cliffy") {
  const { CLI } = require("cliffy")
  new CLI()
    .setDelimiter("relay>")
    .addCommand("status", {
      description: "Show the relay's status",
      action: () => console.log("relay is up, 3 peers, 42 messages queued"),
    })
    .addCommand("restart", {
      description: "Restart the relay",
      parameters: ["peer"],
      action: (params) => console.log(`restarting ${params.peer}`),
    })
    .show()
}
