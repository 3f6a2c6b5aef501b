// greeting, wrong answer: puts a space before the exclamation mark.
const name = require('fs').readFileSync(0, 'utf8').trim();
process.stdout.write(`Hello, ${name} !\n`);
