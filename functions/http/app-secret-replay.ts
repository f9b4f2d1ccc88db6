import type { Replayer } from './idempotency.ts';
import { Problem } from './problem.ts';
import { hashKey } from '../apps/keys.ts';
import { reissueSecret } from '../apps/apps.ts';

/**
 * How POST /apps and POST /apps/{appId}/secret honour Idempotency-Key: their answer shows a
 * secret key, which no stored item may hold, so the answer is kept with the key's hash instead,
 * and a retry is answered with a new key in place of the one its lost answer showed nobody
 * (as a sign-up's retry is answered a new token). Once the app has had another key since, the
 * one answered first may be in use, and is not taken away: the retry is refused.
 */
export const appSecretReplay: Replayer = {
  keep: ({ status, headers = {}, body }) => {
    const { secretKey, ...shown } = body as { secretKey: string; appId: string };
    return { status, headers, body: { ...shown, secretKeyHash: hashKey(secretKey) } };
  },
  replay: async (kept) => {
    const { secretKeyHash, ...shown } = kept.body as { secretKeyHash: string; appId: string };
    const secretKey = await reissueSecret(shown.appId, secretKeyHash);
    if (!secretKey)
      throw new Problem(
        'idempotency-key-reused',
        "This Idempotency-Key's secret key was replaced since (or its app deleted); a retry never takes a key in use away. Use a new key to rotate again.",
      );
    return { ...kept, body: { ...shown, secretKey } };
  },
};
