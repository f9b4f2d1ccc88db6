import { devicesFor, type DeviceRecord } from './devices.ts';
import { jobIdOf, type PushFacts, type PushJob, type PushJobType } from './push-job.ts';
import { pushQueue } from './push-queue.ts';
import { mayHaveMade, type Profiles } from '../players/seated-profiles.ts';

/**
 * The devices of these players that want this type of message (their `events`): one Query per
 * player, but none for a player whose profile, among `profiles` if given, says they never made
 * a device (seated-profiles.ts; putDevice raises the count in the write that makes one).
 */
export async function devicesWanting(
  playerIds: readonly string[],
  type: PushJobType,
  profiles: Profiles = new Map(),
): Promise<DeviceRecord[]> {
  const owners = [...new Set(playerIds)].filter((playerId) => mayHaveMade(profiles, playerId, 'devicesMade'));
  const devices = (await Promise.all(owners.map(devicesFor))).flat();
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

/** One job for each device of these players that wants this type of message (`profiles` as devicesWanting's). */
export async function queuePushes(playerIds: readonly string[], facts: PushFacts, profiles?: Profiles): Promise<void> {
  await queueJobs(await devicesWanting(playerIds, facts.type, profiles), facts);
}
