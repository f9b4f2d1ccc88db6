/**
 * Random hex from Web Crypto, which Node 20+ and every browser have (getRandomValues works
 * on plain-http pages too, where randomUUID does not).
 */
export function randomHex(bytes: number): string {
  const values = globalThis.crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(values, (b) => b.toString(16).padStart(2, '0')).join('');
}
