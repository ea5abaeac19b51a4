// One prompt of a JavaScript prompt library, named by the arguments
// (library, kind), printing the answer: a fixture of agentty's
// twentythird set, whose screens were never used to tune the mode
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

// @ionic/cli-framework-prompts: the Ionic CLI's prompt module, over
// inquirer 7.
const ionic = {
  text: (p) => p({ type: "input", name: "a", message: branch, default: "release-7" }),
  confirm: (p) => p({ type: "confirm", name: "a", message: purge, default: false }),
  select: (p) => p({ type: "list", name: "a", message: mirror, choices: mirrors }),
  multiselect: (p) => p({ type: "checkbox", name: "a", message: platforms, choices: targets }),
  password: (p) => p({ type: "password", name: "a", message: secret }),
}

// @deno/shim-prompts: Deno's prompt and confirm for Node.js, read a line
// at a time.
const shim = {
  text: (s) => s.prompt(branch, "release-7"),
  confirm: (s) => s.confirm(purge),
}

let answer
if (lib === "ionic" && kind in ionic) {
  const { createPromptModule } = require("@ionic/cli-framework-prompts")
  answer = await ionic[kind](await createPromptModule({ interactive: true }))
} else if (lib === "shim" && kind in shim) {
  answer = shim[kind](require("@deno/shim-prompts"))
} else if (lib === "table-checkbox" && kind === "multiselect") {
  // @adobe/inquirer-table-checkbox: mirrors ticked in a table.
  const inquirer = require("inquirer")
  inquirer.registerPrompt("table", require("@adobe/inquirer-table-checkbox"))
  answer = await inquirer.prompt([{
    type: "table", name: "mirrors", message: "Which mirrors should serve the images?",
    columns: [{ name: "Mirror" }, { name: "Region" }], colWidths: [16, 14],
    rows: [
      { value: "fra", Mirror: "mirror-fra", Region: "Frankfurt" },
      { value: "ord", Mirror: "mirror-ord", Region: "Chicago" },
      { value: "nrt", Mirror: "mirror-nrt", Region: "Tokyo" },
    ],
  }])
} else {
  console.error("unknown prompt " + lib + " " + kind)
  process.exit(2)
}
console.log("ANSWER " + JSON.stringify(answer))
process.exit(0)
