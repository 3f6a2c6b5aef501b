// greeting, run-time error: upper-cases the letter past the name's end (undefined), an uncaught TypeError.
const name = require('fs').readFileSync(0, 'utf8').trim();
const after = name.split('')[name.length].toUpperCase();
process.stdout.write(`Hello, ${name}!${after}\n`);
