// One question or screen of agentty's fiftyninth set, drawn by the
// library named by the first argument, in the kind named by the second:
// inquirer-loop and inquirer-recursive (loops of questions over
// inquirer 7), inquirer-npm-name (a package's name, over inquirer 7),
// inquirer-path (a path with its completions, over its own inquirer 3),
// inquirer-list-input (a list that takes typed text, over its own
// inquirer 0.11), ink-task-list and ink-big-text (over ink 5),
// release-it (its release wizard, over a fresh git repository of a
// package). It runs over the current folder, the case's empty home.
import { createRequire } from "node:module"
import { mkdirSync, writeFileSync } from "node:fs"

const require = createRequire(import.meta.url)
const [lib, kind] = process.argv.slice(2)

const mirrors = "Which mirror should serve the images?"

// a few files for the path prompt
mkdirSync("dist", { recursive: true })
writeFileSync("dist/relay.js", "export {}\n")
writeFileSync("dist/relay.css", "body {}\n")
writeFileSync("dist/index.html", "<p>relay</p>\n")

const done = (a) => console.log("answered", JSON.stringify(a))

if (lib === "release-it") {
  const { execFileSync, spawnSync } = await import("node:child_process")
  writeFileSync("package.json", JSON.stringify({ name: "relay", version: "1.0.0", private: true }, null, 2) + "\n")
  writeFileSync(".gitignore", ".origin.git\n")
  const git = (...a) => execFileSync("git", a, { stdio: "ignore" })
  git("init", "-q", "-b", "main")
  git("config", "user.email", "relay@example.org")
  git("config", "user.name", "Relay")
  git("add", "-A")
  git("commit", "-q", "-m", "relay 1.0.0")
  git("tag", "1.0.0")
  execFileSync("git", ["init", "-q", "--bare", ".origin.git"], { stdio: "ignore" })
  git("remote", "add", "origin", "file://" + process.cwd() + "/.origin.git")
  git("push", "-q", "-u", "origin", "main", "--tags")
  const bin = new URL("node_modules/release-it/bin/release-it.js", import.meta.url).pathname
  spawnSync(process.execPath, [bin, "--no-npm", "--git.requireUpstream=false", "--git.push=false", "--no-git.requireCleanWorkingDir"], { stdio: "inherit" })
} else if (lib === "loop") {
  const inquirer = require("inquirer")
  inquirer.registerPrompt("loop", require("inquirer-loop")(inquirer))
  done(await inquirer.prompt([{
    type: "loop", name: "hosts", message: "Add another relay host?",
    questions: [{ type: "input", name: "host", message: "Relay host name" }],
  }]))
} else if (lib === "recursive") {
  const inquirer = require("inquirer")
  inquirer.registerPrompt("recursive", require("inquirer-recursive"))
  done(await inquirer.prompt([{
    type: "recursive", name: "users", message: "Add a deploy user?",
    prompts: [{ type: "input", name: "name", message: "What is the user's name?" }],
  }]))
} else if (lib === "npm-name") {
  const inquirer = require("inquirer")
  const askName = require("inquirer-npm-name")
  done(await askName({ name: "name", message: "Package name", default: "relay-cli" }, inquirer))
} else if (lib === "path") {
  const { PathPrompt } = require("inquirer-path")
  const inquirer = createRequire(require.resolve("inquirer-path"))("inquirer")
  inquirer.registerPrompt("path", PathPrompt)
  done(await inquirer.prompt([{ type: "path", name: "p", message: "Which folder should be deployed?", cwd: process.cwd(), default: process.cwd() }]))
} else if (lib === "list-input") {
  const inquirer = createRequire(require.resolve("inquirer-list-input"))("inquirer")
  inquirer.registerPrompt("list-input", require("inquirer-list-input"))
  inquirer.prompt([{ type: "list-input", name: "m", message: mirrors, editableList: false, choices: ["mirror-fra", "mirror-ord", "mirror-nrt"] }], done)
} else if (lib === "task-list") {
  const React = (await import("react")).default
  const { render, Box, Text, useInput, useApp } = await import("ink")
  const { TaskList, Task } = await import("ink-task-list")
  const App = () => {
    const { exit } = useApp()
    const [built, setBuilt] = React.useState(false)
    useInput((input) => {
      if (input === "q") exit()
      if (input === "b") setBuilt(true)
    })
    return React.createElement(Box, { flexDirection: "column" },
      React.createElement(TaskList, null,
        React.createElement(Task, { label: "Fetch relay sources", state: "success" }),
        React.createElement(Task, { label: "Build relay images", state: built ? "success" : "warning", status: built ? "built" : "waiting" }),
        React.createElement(Task, { label: "Push to mirror-fra", state: "pending" })),
      React.createElement(Text, null, "b: build  q: quit"))
  }
  render(React.createElement(App))
} else if (lib === "big-text") {
  const React = (await import("react")).default
  const { render, Box, Text, useInput, useApp } = await import("ink")
  const BigText = (await import("ink-big-text")).default
  const App = () => {
    const { exit } = useApp()
    const [n, setN] = React.useState(7)
    useInput((input) => {
      if (input === "q") exit()
      if (input === "n") setN((x) => x + 1)
    })
    return React.createElement(Box, { flexDirection: "column" },
      React.createElement(BigText, { text: "R" + n, font: "block" }),
      React.createElement(Text, null, "release " + n + " ready  n: next  q: quit"))
  }
  render(React.createElement(App))
}
