// Draws what a PHP framework's prompts draw: each question in a box of
// gray lines, its title in cyan on the top border; a text field with a
// dim placeholder, a select of radio buttons with a pointer, a Yes / No
// toggle, a password field of dots and a hint under it. The real cursor
// is hidden; the field's cursor is a character in reverse video.
import readline from "node:readline";

const kind = process.argv[2] || "text";
const W = 62;
const gray = (s) => `\x1b[90m${s}\x1b[39m`;
const cyan = (s) => `\x1b[36m${s}\x1b[39m`;
const dim = (s) => `\x1b[2m${s}\x1b[22m`;
const inv = (s) => `\x1b[7m${s}\x1b[27m`;
const len = (s) => s.replace(/\x1b\[[0-9;]*m/g, "").length;

function box(title, body, hint) {
  const top = " " + gray("┌") + " " + cyan(title) + " " + gray("─".repeat(W - title.length - 3) + "┐");
  const rows = body.map((b) => " " + gray("│") + " " + b + " ".repeat(Math.max(0, W - 3 - len(b))) + " " + gray("│"));
  const bottom = " " + gray("└" + "─".repeat(W - 1) + "┘");
  const out = [top, ...rows, bottom];
  out.push(hint ? "  " + gray(hint) : "");
  return out;
}

let lines = 0;
function draw(rows) {
  let s = lines ? `\x1b[${lines}A\r` : "";
  for (const r of rows) s += "\x1b[2K" + r + "\r\n";
  process.stdout.write(s);
  lines = rows.length;
}

const q = {
  text: "What is the name of the release?",
  select: "Which mirror should serve the images?",
  confirm: "Purge the old artifacts?",
  password: "Deploy key passphrase",
}[kind];
const mirrors = ["Frankfurt", "Chicago", "Tokyo"];
let value = "", cur = 0, yes = true;

function render() {
  if (kind === "text") {
    const body = value ? value + inv(" ") : inv("E") + dim(".g. release-7");
    draw(box(q, [body]));
  } else if (kind === "select") {
    draw(box(q, mirrors.map((m, i) => (i === cur ? cyan("›") + " " + cyan("●") + " " + m : "  " + dim("○") + " " + dim(m)))));
  } else if (kind === "confirm") {
    const y = yes ? cyan("●") + " Yes" : dim("○ Yes");
    const n = yes ? dim("○ No") : cyan("●") + " No";
    draw(box(q, [y + " " + dim("/") + " " + n]));
  } else {
    draw(box(q, ["•".repeat(value.length) + inv(" ")], "Must be at least 8 characters."));
  }
}

readline.emitKeypressEvents(process.stdin);
process.stdin.setRawMode(true);
process.stdout.write("\n\x1b[?25l");
render();
process.stdin.on("keypress", (str, key) => {
  if (key.ctrl && key.name === "c") return finish(false);
  if (key.name === "return") return finish(true);
  if (kind === "select") {
    if (key.name === "down" || key.name === "j") cur = Math.min(cur + 1, mirrors.length - 1);
    if (key.name === "up" || key.name === "k") cur = Math.max(cur - 1, 0);
  } else if (kind === "confirm") {
    if (["left", "right", "tab", "h", "l"].includes(key.name)) yes = !yes;
    if (key.name === "y") yes = true;
    if (key.name === "n") yes = false;
  } else if (key.name === "backspace") {
    value = value.slice(0, -1);
  } else if (str && str >= " ") {
    value += str;
  }
  render();
});

function finish(ok) {
  process.stdout.write("\x1b[?25h");
  process.stdin.setRawMode(false);
  if (ok) {
    const answer = kind === "select" ? mirrors[cur] : kind === "confirm" ? (yes ? "Yes" : "No") : kind === "password" ? "••••" : value;
    draw(box(q, [answer]).map((r) => r));
  }
  process.exit(ok ? 0 : 1);
}
