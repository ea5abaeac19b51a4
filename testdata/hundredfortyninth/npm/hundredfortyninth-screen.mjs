// The full-screen program of agentty's hundredfortyninth set: a relay's
// monitor drawn by Ink in the alternate screen through fullscreen-ink,
// that asks nothing: two tabs (Peers, Log) switched with the left and
// right arrows, q to quit.
import React, { useState } from "react"
import { Box, Text, useApp, useInput } from "ink"
import { withFullScreen } from "fullscreen-ink"

const h = React.createElement
const peers = [
  ["oslo-1", "up", "12 ms", "1,204"],
  ["porto-2", "up", "31 ms", "988"],
  ["tallinn-3", "down", "-", "0"],
]
const log = [
  "06:01:12 oslo-1 joined",
  "06:01:14 porto-2 joined",
  "06:02:40 tallinn-3 lost (timeout)",
  "06:03:05 42 messages queued",
]

function App() {
  const { exit } = useApp()
  const [tab, setTab] = useState(0)
  useInput((input, key) => {
    if (input === "q") exit()
    if (key.rightArrow) setTab(1)
    if (key.leftArrow) setTab(0)
  })
  const tabs = ["Peers", "Log"].map((name, i) =>
    h(Text, { key: name, inverse: i === tab }, ` ${name} `))
  const body = tab === 0
    ? [h(Text, { key: "head", bold: true }, "PEER        STATE  LATENCY  MESSAGES"),
      ...peers.map((p) => h(Text, { key: p[0], color: p[1] === "up" ? "green" : "red" },
        `${p[0].padEnd(12)}${p[1].padEnd(7)}${p[2].padEnd(9)}${p[3]}`))]
    : log.map((l) => h(Text, { key: l }, l))
  return h(Box, { flexDirection: "column", width: "100%", height: "100%" },
    h(Box, { borderStyle: "round", paddingX: 1 }, h(Text, { bold: true }, "relay monitor "), ...tabs),
    h(Box, { flexDirection: "column", flexGrow: 1, paddingX: 2 }, ...body),
    h(Text, { dimColor: true }, " ←/→ switch tab   q quit"))
}

withFullScreen(h(App)).start()
