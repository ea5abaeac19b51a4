// One prompt of a JavaScript prompt library, named by the arguments
// (library, kind), printing the answer: a fixture of agentty's
// thirty-third set, whose screens were never used to tune the mode
// classifier.
import { createRequire } from "node:module"
import { fileURLToPath } from "node:url"

const require = createRequire(import.meta.url)
const [lib, kind] = process.argv.slice(2)

const branch = "Which branch should the release be cut from? "
const purge = "Purge the old artifacts? (y/N) "
const secret = "Deploy key passphrase: "

// prompt-promise: a line, a confirmation, a masked password.
const promptPromise = {
  text: (p) => p(branch),
  confirm: (p) => p.confirm(purge),
  password: (p) => p.password(secret),
}

async function main() {
  let answer
  if (lib === "prompt-promise") {
    const p = require("prompt-promise")
    answer = await promptPromise[kind](p)
    p.done()
  } else if (lib === "node-confirm") {
    console.log("Will delete: build/, dist/, cache/")
    const { confirm } = await import("node-confirm")
    answer = await confirm()
  } else if (lib === "promzard") {
    // promzard: npm init's wizard, over a module of questions.
    const promzard = require("promzard")
    answer = await promzard(fileURLToPath(new URL("./thirtythird-wizard.cjs", import.meta.url)), {})
  } else {
    throw new Error(`unknown library ${lib}`)
  }
  console.log(`answer: ${JSON.stringify(answer)}`)
  process.exit(0)
}

main()
