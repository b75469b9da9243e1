// A hashing thread of the pool (passwords.ts): argon2id at the lowest CPU priority, so that a burst
// of logins takes only the CPU that serving other requests leaves (decision 0027). Plain CommonJS:
// it is loaded as it is, by the built server and by the tests alike.
const { readlinkSync } = require('node:fs');
const { setPriority } = require('node:os');
const { hashSync, verifySync } = require('@node-rs/argon2');

try {
  // On Linux a thread's priority is set by its id, which /proc/thread-self names.
  setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), 19);
} catch {
  // Elsewhere the thread runs at normal priority; the cap on threads still holds.
}

module.exports = ({ password, stored, options }) => {
  try {
    return stored === undefined ? hashSync(password, options) : verifySync(stored, password);
  } catch {
    // A stored hash that cannot be read matches no password.
    return stored === undefined ? null : false;
  }
};
