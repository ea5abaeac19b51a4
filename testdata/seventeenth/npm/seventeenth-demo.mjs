// One program of a JavaScript prompt or terminal library, named by the
// arguments (library, kind), printing the answer: a fixture of agentty's
// seventeenth set, whose screens were never used to tune the mode
// classifier. The set's npm CLIs (create-rsbuild,
// create-electron-vite, czg) run from this package's node_modules.
import { createRequire } from "node:module"
import { mkdirSync, writeFileSync } from "node:fs"

const require = createRequire(import.meta.url)
const [lib, kind] = process.argv.slice(2)

let answer
if (lib === "file-tree" && kind === "select") {
  // inquirer-file-tree-selection-prompt: a tree of the release's files
  // to pick one from, in an inquirer prompt.
  // The tree is made at a fixed place, as the prompt shows whole paths.
  const root = "/tmp/agentty-seventeenth-release"
  for (const d of ["docs", "src"]) mkdirSync(root + "/" + d, { recursive: true })
  writeFileSync(root + "/docs/install.md", "relay\n")
  writeFileSync(root + "/src/main.c", "int main(void) { return 0; }\n")
  writeFileSync(root + "/notes.txt", "relay\n")
  const inquirer = (await import("inquirer")).default
  const tree = (await import("inquirer-file-tree-selection-prompt")).default
  inquirer.registerPrompt("file-tree-selection", tree)
  answer = await inquirer.prompt([{ type: "file-tree-selection", name: "file", message: "Which file goes in the release notes?", root }])
} else if (lib === "ink-form" && kind === "form") {
  // ink-form: a form of a release's fields in sections, drawn by Ink.
  const { openForm } = await import("ink-form")
  answer = await openForm({
    form: {
      title: "Release settings",
      sections: [{
        title: "Release",
        fields: [
          { type: "string", name: "name", label: "Release name", initialValue: "release-7" },
          { type: "integer", name: "builds", label: "Parallel builds", min: 1, max: 8, initialValue: 2 },
          { type: "select", name: "mirror", label: "Mirror", options: [
            { label: "mirror-fra", value: "fra" }, { label: "mirror-ord", value: "ord" }, { label: "mirror-nrt", value: "nrt" }] },
          { type: "boolean", name: "sign", label: "Sign the artifacts" },
        ],
      }],
    },
  })
} else if (lib === "reblessed" && kind === "board") {
  // reblessed: a full-screen board of hosts in a box over a line of
  // keys, its last row telling the last key pressed.
  const blessed = require("reblessed")
  const screen = blessed.screen({ smartCSR: true, title: "relay board" })
  const box = blessed.box({
    top: 0, left: 0, width: "100%", height: "100%-1", border: { type: "line" }, label: " Relay board ",
    content: "relay-ams  eu-west   0.42\nrelay-iad  us-east   1.07\nrelay-sin  ap-south  0.15\n\nlast key: none",
  })
  const help = blessed.box({ bottom: 0, left: 0, width: "100%", height: 1, content: " r refresh   q quit", style: { inverse: true } })
  screen.append(box)
  screen.append(help)
  screen.key(["r"], () => { box.setContent(box.getContent().replace(/last key: .*/, "last key: r (refreshed)")); screen.render() })
  screen.key(["q", "C-c"], () => { screen.destroy(); process.exit(0) })
  screen.render()
  await new Promise(() => {})
} else {
  console.error("unknown program " + lib + " " + kind)
  process.exit(2)
}
console.log("ANSWER " + JSON.stringify(answer))
process.exit(0)
