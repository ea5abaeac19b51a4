// tuiuiu-connect asks, with tuiuiu.js's components, what a database
// client would ask before it connects: the host (a text field holding
// its default), the password (a masked field), the driver (a list), the
// options to turn on (boxes), whether to save the profile (a list of Yes
// and No under its question, as the library's Confirm draws it). Each
// component's state is made once and drawn by the library's renderers.
import {
  render, Box, Text, useState, useApp, getTheme,
  createTextInput, renderTextInput, createSelect, renderSelect,
} from 'tuiuiu.js';

const answers = {};
let setStep;
const next = (key) => (value) => {
  answers[key] = value;
  setStep((s) => s + 1);
};

const hostOpts = { initialValue: 'localhost:5432', onSubmit: next('host') };
const host = createTextInput(hostOpts);
const passOpts = { password: true, placeholder: 'password', onSubmit: next('password') };
const pass = createTextInput(passOpts);
const driverOpts = {
  items: [
    { label: 'postgres', value: 'postgres' },
    { label: 'mysql', value: 'mysql' },
    { label: 'sqlite', value: 'sqlite' },
    { label: 'mssql', value: 'mssql' },
  ],
  onSubmit: next('driver'),
};
const driver = createSelect(driverOpts);
const optionOpts = {
  multiple: true,
  items: [
    { label: 'TLS', value: 'tls' },
    { label: 'Connection pooling', value: 'pool' },
    { label: 'Read-only session', value: 'ro' },
  ],
  onSubmit: next('options'),
};
const options = createSelect(optionOpts);
const saveOpts = {
  items: [{ value: true, label: 'Yes' }, { value: false, label: 'No' }],
  initialValue: true,
  showCount: false,
  onSubmit: next('save'),
};
const save = createSelect(saveOpts);

const title = (s) => Text({ color: 'cyan', bold: true }, s);

function Wizard() {
  const [step, set] = useState(0);
  setStep = set;
  const { exit } = useApp();
  switch (step()) {
    case 0:
      return Box({ flexDirection: 'column' }, title('Database host'), renderTextInput(host, hostOpts));
    case 1:
      return Box({ flexDirection: 'column' }, title('Database password'), renderTextInput(pass, passOpts));
    case 2:
      return Box({ flexDirection: 'column' }, title('Which driver should connect?'), renderSelect(driver, driverOpts));
    case 3:
      return Box({ flexDirection: 'column' }, title('Which options should be on?'), renderSelect(options, optionOpts));
    case 4: {
      const theme = getTheme();
      return Box({ flexDirection: 'column' },
        Box({ marginBottom: 1 }, Text({ color: theme.accents.warning }, '? '),
          Text({ color: theme.foreground.primary, bold: true }, 'Save this connection profile?')),
        renderSelect(save, saveOpts));
    }
    default:
      setTimeout(() => exit(), 10);
      return Text({}, JSON.stringify({ ...answers, password: undefined }));
  }
}

const app = render(Wizard);
await app.waitUntilExit();
