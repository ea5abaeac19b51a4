// One prompt of a JavaScript prompt library, named by the arguments
// (library, kind), printing the answer: a fixture of agentty's
// thirtyseventh set, whose screens were never used to tune the mode
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

let answer
if (lib === "cli-select-2") {
  // cli-select-2: a bare list, no question of its own; the question is
  // printed above it.
  const cliSelect = require("cli-select-2")
  console.log(mirror)
  answer = (await cliSelect({ values: mirrors })).value
} else if (lib === "cli-choose") {
  const { choose } = await import("@putout/cli-choose")
  answer = await choose(mirror, mirrors)
} else if (lib === "confirmer") {
  const confirmer = require("confirmer")
  answer = await confirmer(purge + " (y/n)")
} else if (lib === "email-prompt") {
  const emailPrompt = (await import("email-prompt")).default
  answer = await emailPrompt({ start: "> Release manager's email: " })
} else if (lib === "souffleur") {
  const prompt = require("souffleur")
  answer = await prompt([branch, "Release title"])
} else if (lib === "cli-menu-kit") {
  const { menu, input, setLanguage } = await import("cli-menu-kit")
  setLanguage("en")
  if (kind === "select") answer = await menu.radio({ title: mirror, options: mirrors })
  else if (kind === "multiselect") answer = await menu.checkbox({ title: platforms, options: targets })
  else if (kind === "confirm") answer = await menu.booleanH(purge, true)
  else if (kind === "text") answer = await input.text({ prompt: branch, defaultValue: "release-7" })
} else if (lib === "interactive-commander") {
  // interactive-commander: a Commander.js program that asks for the
  // options it was not given.
  const { InteractiveCommand, InteractiveOption } = await import("interactive-commander")
  const program = new InteractiveCommand()
  program
    .command("release")
    .option("-p, --purge", purge)
    .addOption(new InteractiveOption("-b, --branch <name>", branch).default("release-7"))
    .action((options) => { answer = options })
  await program.interactive("-y, --no-interactive", "skip the questions").parseAsync(["node", "release", "release"])
}
console.log("answer:", JSON.stringify(answer))
