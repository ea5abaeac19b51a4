// One question of agentty's hundredseventh set, drawn by the library or
// program named by the first argument, in the kind named by the second:
// @winches/prompts (a fork of prompts: date, number, autocomplete),
// inquirer2 (a list, boxes, a password), typed-prompts (over its own
// inquirer 1: a numbered list, an expand, a yes/no), email-prompt-ts
// (an e-mail address with its completion), minimal-password-prompt (a
// hidden password), prompt-lite (a fork of prompt: a line with a
// default), select-version-cli (a release's version, over a package of
// version 1.4.2 written here). It runs over the current folder, the
// case's empty home.
import { createRequire } from "node:module"
import { writeFileSync } from "node:fs"

const require = createRequire(import.meta.url)
const [lib, kind] = process.argv.slice(2)

const done = (a) => console.log("answered", JSON.stringify(a))

if (lib === "winches") {
  const prompts = require("@winches/prompts")
  if (kind === "date") {
    done(await prompts({
      type: "date", name: "at", message: "When should the relay restart?",
      initial: new Date(2025, 2, 14, 9, 30), mask: "YYYY-MM-DD HH:mm",
    }))
  } else if (kind === "number") {
    done(await prompts({ type: "number", name: "port", message: "Which port should the relay listen on?", initial: 8080 }))
  } else if (kind === "autocomplete") {
    done(await prompts({
      type: "autocomplete", name: "zone", message: "Pick the relay's time zone",
      choices: ["Europe/Berlin", "Europe/Lisbon", "America/Chicago", "America/Lima", "Asia/Tokyo", "Africa/Nairobi"].map((z) => ({ title: z })),
    }))
  }
} else if (lib === "inquirer2") {
  const inquirer = require("inquirer2")()
  const q = {
    list: { type: "list", name: "region", message: "Which region should host the relay?", choices: ["Frankfurt", "Dublin", "Virginia", "Singapore"] },
    checkbox: { type: "checkbox", name: "checks", message: "Which health checks should run?", choices: ["ping", { name: "disk", checked: true }, "memory", "certificates"] },
    password: { type: "password", name: "token", message: "Relay API token" },
  }[kind]
  inquirer.prompt([q], done)
} else if (lib === "typed") {
  const t = require("typed-prompts")
  const q = {
    rawlist: t.rawList("mirror", "Which mirror should serve the images?", ["Oslo", "Porto", "Tallinn"]),
    expand: t.expand("conflict", "Overwrite relay.conf?", [
      { key: "y", name: "Overwrite", value: "overwrite" },
      { key: "a", name: "Overwrite this one and all next", value: "all" },
      { key: "d", name: "Show diff", value: "diff" },
    ]),
    confirm: t.confirm("backup", "Keep a backup of the old relay.conf?", { default: false }),
  }[kind]
  done(await t.prompt([q]))
} else if (lib === "email") {
  const emailPrompt = require("email-prompt-ts")
  done(await emailPrompt({ start: "> Enter your email: " }))
  process.exit(0)
} else if (lib === "password") {
  const prompt = require("minimal-password-prompt")
  done(await prompt("Vault passphrase: "))
} else if (lib === "prompt-lite") {
  const prompt = require("prompt-lite")
  prompt.start()
  prompt.get({ properties: { host: { description: "Relay host", default: "relay.local" }, port: { description: "Relay port", default: "7000" } } }, (err, r) => done(r))
} else if (lib === "select-version") {
  writeFileSync("package.json", JSON.stringify({ name: "relay", version: "1.4.2", private: true }, null, 2) + "\n")
  const { spawnSync } = await import("node:child_process")
  const bin = new URL("node_modules/select-version-cli/bin/select-version-cli", import.meta.url).pathname
  spawnSync(process.execPath, [bin], { stdio: "inherit" })
}
