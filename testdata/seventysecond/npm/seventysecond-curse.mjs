// A full-screen list of relay hosts drawn by react-curse (a React
// renderer for the terminal): a fixture of agentty's seventysecond set,
// whose screens were never used to tune the mode classifier.
import React from "react"
import ReactCurse, { List, Text } from "react-curse"

const h = React.createElement
const hosts = ["relay-fra  up    12ms", "relay-ord  up    48ms", "relay-nrt  down    --", "relay-sin  up    71ms"]

function App() {
  return h(Text, {},
    h(Text, { bold: true, block: true }, "Relay hosts"),
    h(Text, { block: true }, "Host       state  ping"),
    h(Text, { block: true, height: hosts.length },
      h(List, {
        data: hosts,
        height: hosts.length,
        renderItem: ({ item, selected }) => h(Text, { inverse: selected ? true : undefined }, item),
      })),
    h(Text, { dim: true, block: true }, "j/k move  q quit"))
}

ReactCurse.render(h(App))
