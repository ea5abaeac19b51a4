// One question of agentty's hundredtwentyfifth set, asked by the library
// named by the first argument, in the kind named by the second: interrogator
// (a fork of inquirer: a list, boxes, a yes/no, an expand, a numbered
// list), @snyk/inquirer (inquirer 7: a line with a default, a number, a
// masked password), prompt-async (over prompt: a line with its default in
// brackets, then a hidden key), askcharacter (a y/N question answered by
// one key) and askpassword (a hidden passphrase). It runs over the current
// folder, the case's empty home.
import { createRequire } from "node:module"

const require = createRequire(import.meta.url)
const [lib, kind] = process.argv.slice(2)

const done = (a) => console.log("answered", JSON.stringify(a))

if (lib === "interrogator") {
  const ask = require("interrogator")
  if (kind === "list") {
    done(await ask.list("Which bed should the seedlings go to?", ["North bed", "South bed", "Cold frame", "Greenhouse"]))
  } else if (kind === "checkboxes") {
    done(await ask.checkboxes("Which crops need watering today?", [
      { name: "Tomatoes", value: "tomatoes", checked: false },
      { name: "Lettuce", value: "lettuce", checked: true },
      { name: "Beans", value: "beans", checked: false },
      { name: "Courgettes", value: "courgettes", checked: false },
    ]))
  } else if (kind === "confirm") {
    done(await ask.confirm("Open the roof vents?", true))
  } else if (kind === "expand") {
    done(await ask.expand("Seed packet already logged. What now?", [
      { key: "k", name: "Keep the old entry", value: "keep" },
      { key: "r", name: "Replace it", value: "replace" },
      { key: "b", name: "Keep both", value: "both" },
    ], "keep"))
  } else if (kind === "rawlist") {
    done(await ask.rawList("Which tray should be sown first?", ["Tray A", "Tray B", "Tray C"]))
  }
} else if (lib === "snyk") {
  const inquirer = require("@snyk/inquirer")
  const q = {
    input: { type: "input", name: "site", message: "Name of the allotment site", default: "Riverside" },
    number: { type: "number", name: "plots", message: "How many plots are let?", default: 24 },
    password: { type: "password", name: "key", message: "Weather station API key", mask: "*" },
  }[kind]
  done(await inquirer.prompt([q]))
} else if (lib === "prompt-async") {
  const prompt = require("prompt-async")
  prompt.start()
  done(await prompt.get({
    properties: {
      host: { description: "Sensor hub host", default: "hub.local" },
      key: { description: "Sensor hub key", hidden: true, replace: "" },
    },
  }))
} else if (lib === "askcharacter") {
  const askcharacter = require("askcharacter")
  process.stdout.write("Delete the 3 stale sensor readings? [y/N] ")
  const c = await askcharacter(process.stdin)
  process.stdout.write("\n")
  done(c.toString())
  process.exit(0)
} else if (lib === "askpassword") {
  const askpassword = require("askpassword")
  console.log("Unlocking the greenhouse vault.")
  process.stdout.write("Vault passphrase: ")
  const p = await askpassword(process.stdin)
  process.stdout.write("\n")
  done(p.length)
  process.exit(0)
}
