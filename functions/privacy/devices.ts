/** A device of the player's as their export shows it (docs/contract.md, Your data): never its push token or subscription. */
export interface ExportedDevice {
  deviceId: string;
  platform: 'webpush' | 'apns' | 'fcm' | 'expo';
  locale: string | null;
  createdAt: string;
}

/** The player's registered devices. No device is stored yet: the devices store (functions/notifications/) replaces this. */
export const devicesOf = async (_playerId: string): Promise<ExportedDevice[]> => [];
