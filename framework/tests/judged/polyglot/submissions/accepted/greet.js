// greeting, accepted: reads the name and greets it.
const name = require('fs').readFileSync(0, 'utf8').trim();
process.stdout.write(`Hello, ${name}!\n`);
