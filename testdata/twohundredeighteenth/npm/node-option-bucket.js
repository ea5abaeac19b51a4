// node-option-bucket asks, with node-option's selector, what a storage
// tool would ask before it makes a bucket: its region (a list of boxes
// of which one can be ticked) and then the events to be notified of
// (boxes, any number), each under a question line of the tool's own.
const Selector = require('node-option');

async function main() {
  console.log('Which region should host the bucket? (space to pick, enter to confirm)');
  const region = await new Selector({ multiselect: false })
    .add('eu-west-1')
    .add('eu-central-1')
    .add('us-east-1')
    .add('ap-southeast-2')
    .render();
  console.log(`Region: ${region.join('')}`);
  console.log('Which events should send a notification? (space to tick, enter to confirm)');
  const events = await new Selector({})
    .add('object created')
    .add('object deleted')
    .add('lifecycle expiry')
    .add('replication failed')
    .render();
  console.log(`Notify on: ${events.join(', ') || 'nothing'}`);
}

main().catch((e) => {
  console.error(String(e));
  process.exit(1);
});
