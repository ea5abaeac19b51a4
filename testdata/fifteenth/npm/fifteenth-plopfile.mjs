// A plopfile of agentty's fifteenth set: two generators for plop's own
// menu, each asking a question before it writes one file.
export default function (plop) {
  plop.setGenerator("relay", {
    description: "a relay host's config",
    prompts: [{ type: "input", name: "name", message: "Name of the relay host?", default: "relay-ams" }],
    actions: [{ type: "add", path: "{{name}}.conf", template: "host {{name}}\n" }],
  })
  plop.setGenerator("mirror", {
    description: "a mirror's config",
    prompts: [{ type: "confirm", name: "public", message: "Serve the mirror publicly?", default: false }],
    actions: [{ type: "add", path: "mirror.conf", template: "public {{public}}\n" }],
  })
}
