import { devicesFor } from './devices.ts';
import { jobIdOf, type PushFacts, type PushJob } from './push-job.ts';
import { pushQueue } from './push-queue.ts';

/**
 * One job for each device of these players that wants this type of message (its `events`),
 * onto the push queue. Sending is the worker's (send-push.ts): nothing here waits on a platform.
 */
export async function queuePushes(playerIds: readonly string[], facts: PushFacts): Promise<void> {
  const devices = (await Promise.all([...new Set(playerIds)].map(devicesFor))).flat();
  const jobs: PushJob[] = devices
    .filter((device) => device.events.includes(facts.type))
    .map((device) => ({
      ...facts,
      id: jobIdOf(device.playerId, device.deviceId, facts),
      playerId: device.playerId,
      deviceId: device.deviceId,
      attempt: 1,
      notBefore: 0,
    }));
  if (jobs.length > 0) await (await pushQueue()).send(jobs);
}
