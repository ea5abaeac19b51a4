// One question of agentty's hundredninetyninth set, drawn by the library
// named by the first argument, in the kind named by the second:
// confirm-cli (a pair of boxed buttons, Yes and No), @keg-hub/ask-it (a
// wrapper of inquirer 7: a line with a default, a hidden password, a
// numbered list of options). It runs over the current folder, the case's
// empty home.
import { createRequire } from "node:module"

const require = createRequire(import.meta.url)
const [lib, kind] = process.argv.slice(2)

const done = (a) => console.log("answered", JSON.stringify(a))

if (lib === "confirm-cli") {
  const confirm = require("confirm-cli")
  confirm("Delete the old build folder before packing?", () => done("yes"), () => done("no"), { indent: 2 })
} else if (lib === "ask-it") {
  const { ask } = require("@keg-hub/ask-it")
  if (kind === "input") {
    done(await ask({ type: "input", name: "bucket", message: "Which bucket should receive the backups?", default: "relay-backups" }))
  } else if (kind === "password") {
    done(await ask.password("Bucket access key"))
  } else if (kind === "list") {
    done(await ask.promptList(["Hourly", "Daily", "Weekly"], "How often should the backups run?"))
  }
}
