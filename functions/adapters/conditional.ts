import { ConditionalCheckFailedException } from './documents.ts';

/**
 * Sends a conditional write: true once it is made, false when its condition did not hold (an
 * answer, not a failure: a version taken, a newer projection, an item already gone). Any other
 * error is thrown.
 */
export async function conditionally(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
