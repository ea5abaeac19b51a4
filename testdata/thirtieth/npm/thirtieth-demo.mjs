// A full-screen console of console-gui-tools, a fixture of agentty's
// thirtieth set, whose screens were never used to tune the mode
// classifier: a relay monitor whose keys open the library's popups
// (m: a list of mirrors, t: a text box, d: a confirmation, q: quit, b: a
// box of buttons, f: its file selector).
import { ConsoleManager, OptionPopup, InputPopup, PageBuilder, ButtonPopup, ConfirmPopup, FileSelectorPopup } from "console-gui-tools"

const GUI = new ConsoleManager({ title: "Relay monitor", logsPageSize: 4 })
let mirror = "mirror-fra"
let branch = "release-7"

const draw = () => {
  const p = new PageBuilder()
  p.addRow({ text: "Relay monitor: 3 peers connected", color: "yellow" })
  p.addRow({ text: "Mirror: ", color: "cyan" }, { text: mirror, color: "white" })
  p.addRow({ text: "Branch: ", color: "cyan" }, { text: branch, color: "white" })
  p.addSpacer()
  p.addRow({ text: "Commands:", color: "white", bg: "black" })
  p.addRow({ text: "  'm'", color: "gray", bold: true }, { text: "  - Choose the mirror", color: "white" })
  p.addRow({ text: "  't'", color: "gray", bold: true }, { text: "  - Name the branch", color: "white" })
  p.addRow({ text: "  'd'", color: "gray", bold: true }, { text: "  - Drop the peers", color: "white" })
  p.addRow({ text: "  'q'", color: "gray", bold: true }, { text: "  - Quit", color: "white" })
  GUI.setPage(p)
}

GUI.on("exit", () => process.exit(0))
GUI.on("keypressed", (key) => {
  switch (key.name) {
    case "m":
      new OptionPopup({ id: "mirror", title: "Which mirror should serve the images?", options: ["mirror-fra", "mirror-ord", "mirror-nrt"], selected: mirror })
        .show().on("confirm", (m) => { mirror = m; draw() })
      break
    case "t":
      new InputPopup({ id: "branch", title: "Which branch should the release be cut from?", value: branch, numeric: false })
        .show().on("confirm", (b) => { branch = b; draw() })
      break
    case "d":
      new ButtonPopup({ id: "drop", title: "Drop the peers", message: "Drop the 3 connected peers?", buttons: ["Yes", "No"] })
        .show().on("confirm", () => draw())
      break
    case "f":
      new FileSelectorPopup({ id: "files", title: "Which file should be served?", basePath: "./" }).show()
      break
    case "q":
      new ConfirmPopup({ id: "quit", title: "Are you sure you want to quit?" }).show().on("confirm", () => process.exit(0))
      break
  }
})
draw()
