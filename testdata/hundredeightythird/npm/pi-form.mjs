// The hundredeightythird set's script for @mariozechner/pi-tui: one
// question of a release form, named by the first argument, a line of
// Text over the library's Input, SelectList or Editor; what is answered
// is printed after it.
import chalk from 'chalk';
import { Editor, Input, ProcessTerminal, SelectList, Text, TUI } from '@mariozechner/pi-tui';

const tui = new TUI(new ProcessTerminal());
const listTheme = {
	selectedPrefix: (s) => chalk.cyan(s),
	selectedText: (s) => chalk.cyan(s),
	description: (s) => chalk.gray(s),
	scrollInfo: (s) => chalk.gray(s),
	noMatch: (s) => chalk.yellow(s),
};
const done = (v) => {
	tui.stop();
	console.log('answer: ' + JSON.stringify(v));
	process.exit(0);
};
let field;
switch (process.argv[2]) {
	case 'title':
		tui.addChild(new Text('Title of the release notes:', 0, 0));
		field = new Input();
		field.onSubmit = done;
		break;
	case 'bump':
		tui.addChild(new Text('Which version bump is this release?', 0, 0));
		field = new SelectList([
			{ value: 'patch', label: 'patch', description: '2.0.1' },
			{ value: 'minor', label: 'minor', description: '2.1.0' },
			{ value: 'major', label: 'major', description: '3.0.0' },
		], 5, listTheme);
		field.onSelect = (item) => done(item.value);
		break;
	case 'notes':
		tui.addChild(new Text('Write the release notes (Enter to submit, Shift+Enter for a new line):', 0, 0));
		field = new Editor(tui, { borderColor: (s) => chalk.gray(s), selectList: listTheme });
		field.onSubmit = done;
		break;
}
tui.addChild(field);
tui.setFocus(field);
tui.start();
