// One prompt of a JavaScript prompt library, named by the arguments
// (library, kind), printing the answer: a fixture of agentty's
// sixtysecond set, whose screens were never used to tune the mode
// classifier.
import { createRequire } from "node:module"

const require = createRequire(import.meta.url)
const [lib, kind] = process.argv.slice(2)

const bucket = "Which bucket should hold the backups?"
const prune = "Prune the snapshots older than a week?"
const region = "Which region should the cluster run in?"
const regions = ["eu-west", "us-east", "ap-south"]
const services = "Which services should be restarted?"
const units = ["gateway", "scheduler", "indexer"]
const token = "Registry access token"

// @form8ion/overridable-prompts: inquirer 8's prompts, any of which a
// decision given beforehand may answer instead.
const form8ion = {
  text: { type: "input", name: "a", message: bucket, default: "backups-eu" },
  confirm: { type: "confirm", name: "a", message: prune, default: false },
  select: { type: "list", name: "a", message: region, choices: regions },
  multiselect: { type: "checkbox", name: "a", message: services, choices: units },
  password: { type: "password", name: "a", message: token, mask: "*" },
}

const source = (list) => async (answers, input) => list.filter((u) => u.includes(input || ""))

let answer
if (lib === "form8ion" && kind in form8ion) {
  const { prompt } = await import("@form8ion/overridable-prompts")
  answer = await prompt([form8ion[kind]], { skipped: true })
} else if (lib === "checkbox-plus-plus" && kind === "multiselect") {
  // inquirer-checkbox-plus-plus: an @inquirer/core checkbox with a filter.
  const checkboxPlus = (await import("inquirer-checkbox-plus-plus")).default
  answer = await checkboxPlus({ message: services, searchable: true, source: source(units) })
} else if (lib === "ts-checkbox-plus" && kind === "multiselect") {
  // inquirer-ts-checkbox-plus-prompt: a checkbox with a filter,
  // registered with inquirer 8.
  const inquirer = require("inquirer")
  const { CheckboxPlusPrompt } = require("inquirer-ts-checkbox-plus-prompt")
  inquirer.registerPrompt("checkbox-plus", CheckboxPlusPrompt)
  answer = await inquirer.prompt([{ type: "checkbox-plus", name: "a", message: services, searchable: true, source: source(units) }])
} else {
  console.error(`usage: sixtysecond-demo.mjs LIBRARY KIND (not ${lib} ${kind})`)
  process.exit(2)
}
console.log(`answer: ${JSON.stringify(answer)}`)
