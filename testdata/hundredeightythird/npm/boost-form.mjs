// The hundredeightythird set's script for @boost/cli's prompt components:
// one prompt of a release form, named by the first argument, drawn by
// Ink; what is answered is printed after it.
import React from 'react';
import { render } from 'ink';
import { Confirm, HiddenInput, Input, MultiSelect, PasswordInput, Select } from '@boost/cli/react';

const h = React.createElement;
const done = (v) => {
	app.unmount();
	console.log('answer: ' + JSON.stringify(v));
	process.exit(0);
};
const forms = {
	name: () => h(Input, { label: 'What is the name of the release?', onSubmit: done }),
	channel: () => h(Input, { label: 'Which channel should it go to?', defaultValue: 'stable', onSubmit: done }),
	publish: () => h(Confirm, { label: 'Publish the release now?', onSubmit: done }),
	target: () => h(Select, { label: 'Which registry should it be published to?', options: ['npm', 'github', 'gitlab', 'verdaccio'], onSubmit: done }),
	platforms: () => h(MultiSelect, { label: 'Which platforms should be built?', options: ['linux', 'macos', 'windows', 'freebsd'], onSubmit: done }),
	token: () => h(PasswordInput, { label: 'What is the registry token?', onSubmit: done }),
	passphrase: () => h(HiddenInput, { label: 'What is the signing passphrase?', onSubmit: done }),
};
const app = render(forms[process.argv[2]]());
