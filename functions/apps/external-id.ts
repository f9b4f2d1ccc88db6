import * as z from 'zod';

/** The id an app knows its player by (docs/contract.md, Apps): the app's, not one of ours. */
export const EXTERNAL_ID = /^[A-Za-z0-9._:@-]{1,128}$/;

export const ExternalId = z.string().regex(EXTERNAL_ID, 'An externalId is 1–128 characters of A–Z a–z 0–9 . _ : @ -');
