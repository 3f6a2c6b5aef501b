// greeting, too slow: steps a Lehmer generator seeded with the name's length until it gives 0, which it never does.
const name = require('fs').readFileSync(0, 'utf8').trim();
let s = name.length;
while (s !== 0) {
  s = (s * 48271) % 2147483647;  // below 2^47: exact in a double
}
process.stdout.write(`Hello, ${name}! (${s})\n`);
