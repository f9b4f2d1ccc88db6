/**
 * The four platforms' stand-ins at once, and the environment that points a server at them
 * (APNS_ORIGIN, FCM_ORIGIN, EXPO_ORIGIN, and NODE_EXTRA_CA_CERTS naming a file that holds
 * their certificate): what an end-to-end test hands `npm start`. The Web Push stand-in needs
 * no setting: its endpoints are in the subscriptions it hands out.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApnsStandIn } from './apns.ts';
import { startExpoStandIn } from './expo.ts';
import { startFcmStandIn } from './fcm.ts';
import { standInTls } from './tls.ts';
import { startWebPushStandIn } from './webpush.ts';

export async function startPushStandIns() {
  const [apns, fcm, expo, webpush, tls, folder] = await Promise.all([
    startApnsStandIn(),
    startFcmStandIn(),
    startExpoStandIn(),
    startWebPushStandIn(),
    standInTls(),
    mkdtemp(join(tmpdir(), 'push-stand-ins-')),
  ]);
  const certificate = join(folder, 'stand-ins.pem');
  await writeFile(certificate, tls.cert);
  return {
    apns,
    fcm,
    expo,
    webpush,
    /** Their certificate, for a sender in this process (`ca`). */
    ca: tls.cert,
    env: { APNS_ORIGIN: apns.origin, FCM_ORIGIN: fcm.origin, EXPO_ORIGIN: expo.origin, NODE_EXTRA_CA_CERTS: certificate },
    async stop() {
      await Promise.all([apns.stop(), fcm.stop(), expo.stop(), webpush.stop()]);
      await rm(folder, { recursive: true, force: true });
    },
  };
}
