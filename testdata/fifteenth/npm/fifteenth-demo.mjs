// One prompt of a JavaScript prompt library, named by the arguments
// (library, kind), printing the answer: a fixture of agentty's fifteenth
// set, whose screens were never used to tune the mode classifier. The
// set's npm CLIs (create-vue, create-next-app, plop, commitizen) run from
// this package's node_modules.
import { createRequire } from "node:module"

const require = createRequire(import.meta.url)
const [lib, kind] = process.argv.slice(2)

const mirror = "Which mirror should serve the images?"
const mirrors = ["mirror-fra", "mirror-ord", "mirror-nrt"]

let answer
if (lib === "prompt-rawlist" && kind === "select") {
  // prompt-rawlist: a numbered list answered by its number.
  const RawList = require("prompt-rawlist")
  answer = await new RawList({ name: "mirror", message: mirror, choices: mirrors }).run()
} else if (lib === "date" && kind === "date") {
  // inquirer-date-prompt: a date and time edited field by field, with
  // the arrow keys, in an inquirer prompt.
  const inquirer = (await import("inquirer")).default
  const DatePrompt = (await import("inquirer-date-prompt")).default
  inquirer.registerPrompt("date", DatePrompt)
  answer = await inquirer.prompt([{
    type: "date", name: "when", message: "When should the release go out?",
    default: new Date(2026, 2, 14, 9, 30), locale: "en-GB",
    format: { year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: undefined },
  }])
} else {
  console.error("unknown prompt " + lib + " " + kind)
  process.exit(2)
}
console.log("ANSWER " + JSON.stringify(answer))
process.exit(0)
