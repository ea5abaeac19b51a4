// One prompt of a JavaScript prompt library, named by the arguments
// (library, kind), printing the answer: a fixture of agentty's
// thirtyfourth set, whose screens were never used to tune the mode
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

// prompts-ncu: npm-check-updates' fork of prompts.
const ncu = {
  text: { type: "text", name: "a", message: branch, initial: "release-7" },
  confirm: { type: "confirm", name: "a", message: purge, initial: false },
  select: { type: "select", name: "a", message: mirror, choices: mirrors.map((m) => ({ title: m, value: m })) },
  multiselect: { type: "multiselect", name: "a", message: platforms, choices: targets.map((m) => ({ title: m, value: m })) },
  toggle: { type: "toggle", name: "a", message: purge, initial: false, active: "yes", inactive: "no" },
  number: { type: "number", name: "a", message: "How many replicas should serve it?", initial: 3 },
  password: { type: "password", name: "a", message: secret },
}

let answer
if (lib === "prompts-ncu" && kind in ncu) {
  const prompts = require("prompts-ncu")
  answer = (await prompts(ncu[kind])).a
} else {
  console.error("usage: thirtyfourth-demo.mjs prompts-ncu text|confirm|select|multiselect|toggle|number|password")
  process.exit(2)
}
console.log("answer:", JSON.stringify(answer))
