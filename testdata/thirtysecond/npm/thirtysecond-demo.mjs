// The thirtysecond set's npm fixture: prompt libraries no other test of
// agentty names, each asking one question (or running one console) for
// session/thirtysecond_test.go. Run as: node thirtysecond-demo.mjs LIBRARY KIND.
import { program, command } from 'bandersnatch'
import interactiveList from 'inquirer-interactive-list-prompt'
import inquirer from 'inquirer'
import { createRequire } from 'node:module'
import { mkdirSync } from 'node:fs'

const require = createRequire(import.meta.url)

const [lib, kind] = process.argv.slice(2)

async function bandersnatch() {
  const status = command('status')
    .description('Show the relay status')
    .action(() => console.log('3 peers connected'))
  if (kind === 'repl') {
    await program({ prompt: 'relay> ' }).add(status).repl()
    return
  }
  const ask = command('ask')
  if (kind === 'text') {
    ask.argument('branch', { prompt: 'Which branch should the release be cut from?', default: 'release-7' })
  } else if (kind === 'confirm') {
    ask.option('purge', { prompt: 'Purge the old artifacts?', type: 'boolean', default: false })
  } else if (kind === 'select') {
    ask.argument('mirror', { prompt: 'Which mirror should serve the images?', choices: ['mirror-fra', 'mirror-ord', 'mirror-nrt'] })
  } else if (kind === 'multiselect') {
    ask.option('platforms', { prompt: 'Which platforms should the release build?', type: 'array', choices: ['linux', 'darwin', 'windows'], default: [] })
  }
  ask.action((args) => console.log(JSON.stringify(args)))
  await program().default(ask).run([])
}

async function interactive() {
  const answer = await interactiveList({
    message: 'What should happen to the failed upload?',
    choices: [
      { name: 'Retry it', value: 'retry', key: 'r' },
      { name: 'Skip it', value: 'skip', key: 's' },
      { name: 'Abort the sync', value: 'abort', key: 'a' },
    ],
  })
  console.log(`chose ${answer}`)
}

function cliPrompt() {
  const prompt = require('cli-prompt')
  const done = (v) => console.log('got ' + v.length + ' characters')
  if (kind === 'password') prompt.password('Deploy key passphrase: ', done)
  else prompt('Which branch should the release be cut from? ', done)
}

async function plugin(name) {
  inquirer.registerPrompt(name, require(name))
  let q
  if (name === 'inquirer-checkbox-autocomplete-prompt') {
    q = {
      type: name, name: 'platforms', message: 'Which platforms should the release build?',
      choices: ['linux', 'darwin', 'windows'],
    }
  } else {
    for (const d of ['assets', 'docs', 'src']) mkdirSync(d, { recursive: true })
    q = { type: name, name: 'dir', message: 'Where should the build go?', basePath: '.' }
  }
  console.log(JSON.stringify(await inquirer.prompt([q])))
}

if (lib === 'cli-prompt') cliPrompt()
else if (lib.startsWith('inquirer-')) await plugin(lib)
else if (lib === 'bandersnatch') await bandersnatch()
else if (lib === 'interactive-list') await interactive()
else { console.error('unknown library ' + lib); process.exit(2) }
