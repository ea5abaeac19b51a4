// One prompt of a JavaScript prompt library, named by the arguments
// (library, kind), printing the answer: a fixture of agentty's fortieth
// set, whose screens were never used to tune the mode classifier.
import { createRequire } from "node:module"

const require = createRequire(import.meta.url)
const [lib, kind] = process.argv.slice(2)

const branch = "Which branch should the release be cut from? "
const purge = "Purge the old artifacts? (y/N) "
const secret = "Deploy key passphrase: "

let answer
if (lib === "async-prompt") {
  // async-prompt: a line, a yes/no line, a masked passphrase.
  const prompt = require("async-prompt")
  if (kind === "text") answer = await prompt(branch)
  else if (kind === "confirm") answer = await prompt.confirm(purge)
  else if (kind === "password") answer = (await prompt.password(secret)).length
} else if (lib === "spinnies") {
  // spinnies: two spinners that finish, then async-prompt's question.
  const Spinnies = require("spinnies")
  const prompt = require("async-prompt")
  const spinnies = new Spinnies()
  spinnies.add("fetch", { text: "Fetching the release notes" })
  spinnies.add("mirrors", { text: "Resolving the mirrors" })
  await new Promise((r) => setTimeout(r, 1500))
  spinnies.succeed("fetch", { text: "Fetched the release notes" })
  spinnies.succeed("mirrors", { text: "Resolved 3 mirrors" })
  answer = await prompt.confirm("Publish the release to all 3 mirrors? (y/N) ")
} else if (lib === "prompt-sync-plus") {
  // prompt-sync-plus: a synchronous line, a masked passphrase.
  const psp = require("prompt-sync-plus").default
  const prompt = psp({ sigint: true })
  if (kind === "text") answer = prompt(branch)
  else if (kind === "password") answer = prompt(secret, { echo: "*" }).length
}
console.log("answer:", JSON.stringify(answer))
