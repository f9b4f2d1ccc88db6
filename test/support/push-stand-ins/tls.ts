/**
 * A certificate for the stand-ins' TLS, made when first asked for (selfsigned, P-256) and
 * valid for `localhost`, 127.0.0.1 and ::1. Code under test trusts it by being handed `cert`
 * as its `ca` (in the same process), or through NODE_EXTRA_CA_CERTS (a server started apart,
 * as the contract says operators point a local server at stand-ins).
 */
import { generate } from 'selfsigned';

export interface StandInTls {
  key: string;
  cert: string;
}

let made: Promise<StandInTls> | undefined;

export function standInTls(): Promise<StandInTls> {
  made ??= generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notAfterDate: new Date(Date.now() + 7 * 24 * 3600_000),
    extensions: [
      { name: 'basicConstraints', cA: true },
      { name: 'keyUsage', digitalSignature: true, keyCertSign: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
          { type: 7, ip: '::1' },
        ],
      },
    ],
  }).then(({ private: key, cert }) => ({ key, cert }));
  return made;
}
