// Draws what an Erlang shell draws: its banner, a counted prompt '1> ',
// and for an integer expression ended by '.' its value, the count going
// up.
import readline from "node:readline";

console.log("Erlang/OTP 26 [erts-14.2.1] [source] [64-bit] [smp:2:2] [ds:2:2:10] [async-threads:1] [jit:ns]\n");
console.log("Eshell V14.2.1 (press Ctrl+G to abort, type help(). for help)");
const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
let n = 1, buf = "";
const prompt = () => { rl.setPrompt(`${n}> `); rl.prompt(); };
rl.on("line", (line) => {
  buf += line + " ";
  if (!line.trim().endsWith(".")) { rl.setPrompt(""); rl.prompt(); return; }
  const src = buf.trim().slice(0, -1).trim();
  buf = "";
  if (src === "q()" || src === "halt()") { console.log("ok"); process.exit(0); }
  if (/^[0-9+\-*/() ]+$/.test(src)) console.log(String(eval(src)));
  else if (/^[a-z]/.test(src)) console.log(`** exception error: undefined shell command ${src}`);
  else console.log(`* 1:1: syntax error before: ${src}`);
  n++;
  prompt();
});
rl.on("close", () => process.exit(0));
prompt();
