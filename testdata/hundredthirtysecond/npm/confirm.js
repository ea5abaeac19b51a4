// confirm.js asks one question with confirm-simple, as a release script
// would before publishing (or, given "overwrite", before overwriting a
// file, with its own two answers), then says what it did.
const confirm = require('confirm-simple');

if (process.argv[2] === 'overwrite') {
  confirm('Overwrite config.json?', ['ok', 'cancel'], function (ok) {
    console.log(ok ? 'Overwritten.' : 'Kept.');
  });
} else {
  confirm('Publish version 1.4.0 to the registry?', function (ok) {
    console.log(ok ? 'Publishing.' : 'Not published.');
  });
}
