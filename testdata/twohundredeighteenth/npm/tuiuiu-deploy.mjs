// tuiuiu-deploy asks, with tuiuiu.js's Autocomplete and Select, what a
// deploy tool would ask: the service to deploy (a field whose
// suggestions narrow as one types), then the environment (a list).
import {
  render, Box, Text, useState, useApp, Autocomplete, createAutocomplete,
  createSelect, renderSelect,
} from 'tuiuiu.js';

const answers = {};
let setStep;
const next = (key) => (value) => {
  answers[key] = value;
  setStep((s) => s + 1);
};

const services = ['billing-api', 'billing-worker', 'catalog-api', 'checkout-web', 'payments-gateway', 'search-indexer']
  .map((s) => ({ label: s, value: s }));
const serviceOpts = { items: services, placeholder: 'service name', minChars: 1, onSubmit: next('service') };
const service = createAutocomplete(serviceOpts);
const envOpts = {
  items: [
    { label: 'staging', value: 'staging' },
    { label: 'canary', value: 'canary' },
    { label: 'production', value: 'production' },
  ],
  onSubmit: next('environment'),
};
const env = createSelect(envOpts);

function Deploy() {
  const [step, set] = useState(0);
  setStep = set;
  const { exit } = useApp();
  switch (step()) {
    case 0:
      return Box({ flexDirection: 'column' },
        Text({ color: 'cyan', bold: true }, 'Which service should be deployed?'),
        Autocomplete({ ...serviceOpts, state: service }));
    case 1:
      return Box({ flexDirection: 'column' },
        Text({ color: 'cyan', bold: true }, `Deploy ${answers.service} to which environment?`),
        renderSelect(env, envOpts));
    default:
      setTimeout(() => exit(), 10);
      return Text({}, JSON.stringify(answers));
  }
}

const app = render(Deploy);
await app.waitUntilExit();
