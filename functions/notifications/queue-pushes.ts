import { devicesFor, type DeviceRecord } from './devices.ts';
import { jobIdOf, type PushFacts, type PushJob, type PushJobType } from './push-job.ts';
import { pushQueue } from './push-queue.ts';

/** The devices of these players that want this type of message (their `events`): one Query per player. */
export async function devicesWanting(playerIds: readonly string[], type: PushJobType): Promise<DeviceRecord[]> {
  const devices = (await Promise.all([...new Set(playerIds)].map(devicesFor))).flat();
  return devices.filter((device) => device.events.includes(type));
}

/** One job for each of these devices, onto the push queue. Sending is the worker's (send-push.ts): nothing here waits on a platform. */
export async function queueJobs(devices: readonly DeviceRecord[], facts: PushFacts): Promise<void> {
  const jobs: PushJob[] = devices.map((device) => ({
    ...facts,
    id: jobIdOf(device.playerId, device.deviceId, facts),
    playerId: device.playerId,
    deviceId: device.deviceId,
    attempt: 1,
    notBefore: 0,
  }));
  if (jobs.length > 0) await (await pushQueue()).send(jobs);
}

/** One job for each device of these players that wants this type of message. */
export async function queuePushes(playerIds: readonly string[], facts: PushFacts): Promise<void> {
  await queueJobs(await devicesWanting(playerIds, facts.type), facts);
}
