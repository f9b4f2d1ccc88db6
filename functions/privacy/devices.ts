import { listDevices } from '../notifications/devices.ts';
import type { PushPlatform } from '../notifications/platforms.ts';

/** A device of the player's as their export shows it (docs/contract.md, Your data): never its push token or subscription. */
export interface ExportedDevice {
  deviceId: string;
  platform: PushPlatform;
  locale: string;
  createdAt: string;
}

/** The player's registered devices, from the devices store (GET /players/me/devices' own read, which holds no token). */
export async function devicesOf(playerId: string): Promise<ExportedDevice[]> {
  return (await listDevices(playerId)).map(({ deviceId, platform, locale, createdAt }) => ({ deviceId, platform, locale, createdAt }));
}
