// The gulp tasks of agentty's hundredninetyninth set, each asking through
// gulp-prompt (inquirer 3) before it runs: release's bumps (boxes),
// deploy's host (a line that refuses a host with a space), then its
// confirmation (a yes/no whose default is no).
const gulp = require("gulp")
const prompt = require("gulp-prompt")

exports.release = () =>
  gulp.src("gulpfile.js", { cwd: __dirname, read: false }).pipe(prompt.prompt({
    type: "checkbox", name: "bump", message: "Which parts of the version should this release bump?",
    choices: ["patch", "minor", "major"],
  }, (res) => console.log("bumping", res.bump.join(", ") || "nothing")))

exports.deploy = () =>
  gulp.src("gulpfile.js", { cwd: __dirname, read: false }).pipe(prompt.prompt([{
    type: "input", name: "host", message: "Which host should the site be deployed to?",
    validate: (v) => (/^[a-z0-9.-]+$/.test(v) ? true : "A host name has no spaces; try again"),
  }, {
    type: "confirm", name: "go", message: "Overwrite what is live there now?", default: false,
  }], (res) => console.log("deploying to", res.host, res.go)))
