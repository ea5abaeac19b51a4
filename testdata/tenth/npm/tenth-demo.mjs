// One prompt of @effect/cli, named by the arguments (library, kind),
// printing the answer: a fixture of agentty's tenth set, whose screens
// were never used to tune the mode classifier.
import * as Prompt from "@effect/cli/Prompt"
import * as NodeRuntime from "@effect/platform-node/NodeRuntime"
import * as NodeTerminal from "@effect/platform-node/NodeTerminal"
import * as Effect from "effect/Effect"

const [lib, kind] = process.argv.slice(2)
if (lib !== "effect-cli") {
  console.error("unknown library " + lib)
  process.exit(2)
}
const choice = (title) => ({ title, value: title })
const prompts = {
  text: () => Prompt.text({ message: "Which cluster should receive the deploy?", default: "staging-2" }),
  confirm: () => Prompt.confirm({ message: "Purge the build cache?", initial: false }),
  select: () => Prompt.select({ message: "Which database should the service use?", choices: ["postgres", "sqlite", "mysql"].map(choice) }),
}
if (!(kind in prompts)) {
  console.error("unknown prompt " + kind)
  process.exit(2)
}
const program = Effect.gen(function* () {
  const answer = yield* Prompt.run(prompts[kind]())
  console.log("ANSWER " + JSON.stringify(answer))
})
NodeRuntime.runMain(program.pipe(Effect.provide(NodeTerminal.layer)))
