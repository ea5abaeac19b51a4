// One prompt of a JavaScript prompt library, named by the arguments
// (library, kind), printing the answer: a fixture of agentty's twelfth
// set, whose screens were never used to tune the mode classifier.
import { createRequire } from "node:module"

const require = createRequire(import.meta.url)
const [lib, kind] = process.argv.slice(2)

// @aws-amplify/amplify-prompts: the Amplify CLI's prompter, over enquirer.
const amplify = {
  text: (p) => p.input("Which bucket should hold the backups?", { initial: "nightly-eu" }),
  confirm: (p) => p.yesOrNo("Rotate the signing keys?", false),
  select: (p) => p.pick("Which runner should take the nightly build?", ["arm64-large", "amd64-small", "riscv-board"]),
  multiselect: (p) => p.pick("Which regions should mirror the release?", ["eu-west", "us-east", "ap-south"], { returnSize: "many" }),
  password: (p) => p.input("Registry token", { hidden: true }),
}

// yargs-interactive: yargs' options asked for, over inquirer.
const yargsInteractive = {
  text: { bucket: { type: "input", describe: "Which bucket should hold the backups?", default: "nightly-eu", prompt: "always" } },
  confirm: { rotate: { type: "confirm", describe: "Rotate the signing keys?", default: false, prompt: "always" } },
  select: { runner: { type: "list", describe: "Which runner should take the nightly build?", choices: ["arm64-large", "amd64-small", "riscv-board"] } },
  password: { token: { type: "password", describe: "Registry token" } },
}

if (lib === "amplify-prompts" && kind in amplify) {
  const { prompter } = require("@aws-amplify/amplify-prompts")
  const answer = await amplify[kind](prompter)
  console.log("ANSWER " + JSON.stringify(answer))
  process.exit(0)
} else if (lib === "yargs-interactive" && kind in yargsInteractive) {
  const yi = require("yargs-interactive")
  const answer = await yi().usage("$0 [args]").interactive({ interactive: { default: true }, ...yargsInteractive[kind] })
  console.log("ANSWER " + JSON.stringify(answer))
  process.exit(0)
} else {
  console.error("unknown prompt " + lib + " " + kind)
  process.exit(2)
}
