// One prompt of a JavaScript prompt library, named by the arguments
// (library, kind), printing the answer: a fixture of agentty's eleventh
// set, whose screens were never used to tune the mode classifier.
import { createRequire } from "node:module"

const require = createRequire(import.meta.url)
const [lib, kind] = process.argv.slice(2)

const cliUx = {
  text: (ux) => ux.prompt("Which bucket should hold the backups?", { default: "nightly-eu" }),
  confirm: (ux) => ux.confirm("Rotate the signing keys? (y/n)"),
  password: (ux) => ux.prompt("Registry token", { type: "hide" }),
}

if (lib === "cli-ux" && kind in cliUx) {
  const { cli } = require("cli-ux")
  const answer = await cliUx[kind](cli)
  console.log("ANSWER " + JSON.stringify(answer))
  process.exit(0)
} else if (lib === "node-menu" && kind === "menu") {
  const menu = require("node-menu")
  menu
    .addDelimiter("-", 40, "Release console")
    .addItem("Tag the release", () => console.log("ANSWER tag"))
    .addItem("Publish the notes", () => console.log("ANSWER notes"))
    .addItem("Roll back", () => console.log("ANSWER rollback"))
    .addDelimiter("*", 40)
    .start()
} else {
  console.error("unknown prompt " + lib + " " + kind)
  process.exit(2)
}
