/**
 * Run apart (`node --import tsx`), with the stand-in's certificate in NODE_EXTRA_CA_CERTS
 * and its origin in APNS_ORIGIN: one APNs message sent as a server sends it, trusting no
 * certificate it was handed, reading no origin it was given. Prints the outcome as JSON.
 */
import { pushSenders } from '../../functions/notifications/senders/senders.ts';
import type { ApnsCredentials } from '../../functions/notifications/senders/port.ts';

const { credentials, token, message } = JSON.parse(process.argv[2]!) as {
  credentials: ApnsCredentials;
  token: string;
  message: Parameters<ReturnType<typeof pushSenders>['send']>[0];
};
const senders = pushSenders({ mode: 'aws' });
const outcome = await senders.send(message, { platform: 'apns', token }, credentials);
await senders.close();
process.stdout.write(JSON.stringify(outcome));
