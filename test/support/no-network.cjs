/**
 * Preloaded (`node --require`) into a tool that must work offline: every attempt to open a
 * connection or resolve a name fails, and is written to the file NO_NETWORK_LOG names.
 */
const fs = require('node:fs');
const net = require('node:net');
const tls = require('node:tls');
const dns = require('node:dns');
const http = require('node:http');
const https = require('node:https');

const record = (what, target) => fs.appendFileSync(process.env.NO_NETWORK_LOG, `${what} ${String(target).slice(0, 200)}\n`);
const targetOf = (arg) => (arg && typeof arg === 'object' ? arg.host || arg.hostname || arg.href || JSON.stringify(arg) : arg);

for (const [module, name] of [
  [net, 'connect'],
  [net, 'createConnection'],
  [tls, 'connect'],
  [http, 'request'],
  [http, 'get'],
  [https, 'request'],
  [https, 'get'],
]) {
  module[name] = (...args) => {
    record(name, targetOf(args[0]));
    throw new Error(`no network: ${name} ${targetOf(args[0])}`);
  };
}
for (const name of ['lookup', 'resolve', 'resolve4', 'resolve6']) {
  dns[name] = (host, ...rest) => {
    record(`dns.${name}`, host);
    const callback = rest.at(-1);
    process.nextTick(() => callback(Object.assign(new Error(`no network: ${host}`), { code: 'ENOTFOUND' })));
  };
}
globalThis.fetch = async (url) => {
  record('fetch', url);
  throw new TypeError(`no network: ${url}`);
};
