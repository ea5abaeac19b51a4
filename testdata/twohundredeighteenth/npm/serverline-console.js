// serverline-console is a game server's console kept with serverline: a
// few startup lines, then its `server> ` line, where `kick NAME` asks to
// confirm with a question of serverline's readline, `op NAME` asks for
// the RCON password on serverline's hidden line, and anything else is
// echoed as an unknown command.
const rl = require('serverline');

rl.init({ prompt: 'server> ' });
rl.setCompletion(['help', 'kick', 'op', 'list', 'say']);

console.log('[12:00:01] Loading world "harbor"...');
console.log('[12:00:02] Listening on 0.0.0.0:25565');
console.log('[12:00:02] ada joined the game');
console.log('[12:00:03] bram joined the game');
console.log('[12:00:03] Done. Type "help" for commands.');

rl.on('line', (line) => {
  const [cmd, arg] = line.trim().split(/\s+/);
  switch (cmd) {
    case '':
      return;
    case 'help':
      console.log('help, list, say TEXT, kick NAME, op NAME');
      return;
    case 'list':
      console.log('2 players online: ada, bram');
      return;
    case 'kick':
      rl.getRL().question(`Kick ${arg} from the server? (y/n) `, (answer) => {
        console.log(/^y(es)?$/i.test(answer) ? `${arg} was kicked.` : 'Kick cancelled.');
      });
      return;
    case 'op':
      rl.secret('RCON password: ', () => {
        console.log(`${arg} is now an operator.`);
      });
      return;
    default:
      console.log(`Unknown command "${cmd}". Type "help" for commands.`);
  }
});
