// One prompt of a JavaScript prompt library, named by the arguments
// (library, kind), printing the answer: a fixture of agentty's thirteenth
// set, whose screens were never used to tune the mode classifier.
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

// @poppinss/prompts: AdonisJS' prompts, over enquirer.
const poppinss = {
  text: (p) => p.ask(branch, { default: "release-7" }),
  confirm: (p) => p.confirm(purge, { default: false }),
  select: (p) => p.choice(mirror, mirrors),
  multiselect: (p) => p.multiple(platforms, targets),
  password: (p) => p.secure(secret),
}

// inquirer-select-pro: an @inquirer/core select with a filter, one
// option or many.
const selectPro = {
  select: (select) => select({ message: mirror, options: mirrors.map((m) => ({ name: m, value: m })), multiple: false }),
  multiselect: (select) => select({ message: platforms, options: targets.map((m) => ({ name: m, value: m })) }),
}

// gluegun: the toolkit's prompt, over enquirer.
const gluegun = {
  text: (p) => p.ask({ type: "input", name: "a", message: branch, initial: "release-7" }),
  confirm: (p) => p.confirm(purge, false),
  select: (p) => p.ask({ type: "select", name: "a", message: mirror, choices: mirrors }),
  password: (p) => p.ask({ type: "password", name: "a", message: secret }),
}

let answer
if (lib === "poppinss" && kind in poppinss) {
  const { Prompt } = await import("@poppinss/prompts")
  answer = await poppinss[kind](new Prompt())
} else if (lib === "select-pro" && kind in selectPro) {
  const { select } = await import("inquirer-select-pro")
  answer = await selectPro[kind](select)
} else if (lib === "gluegun" && kind in gluegun) {
  const { prompt } = require("gluegun")
  answer = await gluegun[kind](prompt)
} else if (lib === "prompt-input" && kind === "text") {
  const Input = require("prompt-input")
  answer = await new Input({ name: "branch", message: branch, default: "release-7" }).run()
} else if (lib === "listr2" && kind === "text") {
  // listr2: a task list whose task asks, through its enquirer adapter.
  const { Listr } = await import("listr2")
  const { ListrEnquirerPromptAdapter } = await import("@listr2/prompt-adapter-enquirer")
  answer = await new Listr([{
    title: "Cut the release",
    task: async (ctx, task) => {
      ctx.branch = await task.prompt(ListrEnquirerPromptAdapter).run({ type: "Input", message: branch, initial: "release-7" })
    },
  }]).run({})
} else if (lib === "co-prompt") {
  // co-prompt: a line asked, then a passphrase, in a co generator.
  const co = require("co")
  const prompt = require("co-prompt")
  answer = await co(function* () {
    const b = yield prompt(branch + " ")
    const p = yield prompt.password(secret + ": ")
    return [b, p.length]
  })
} else if (lib === "autocomplete" && kind === "select") {
  const inquirer = (await import("inquirer")).default
  const autocomplete = (await import("inquirer-autocomplete-prompt")).default
  inquirer.registerPrompt("autocomplete", autocomplete)
  answer = await inquirer.prompt([{
    type: "autocomplete", name: "mirror", message: mirror,
    source: async (_, input) => mirrors.filter((m) => m.includes(input || "")),
  }])
} else {
  console.error("unknown prompt " + lib + " " + kind)
  process.exit(2)
}
console.log("ANSWER " + JSON.stringify(answer))
process.exit(0)
