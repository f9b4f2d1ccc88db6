/** A body's fields in words, after its type: `keep [0,2]` (each value as JSON, exactly as the server gave it). */
const fieldsInWords = (fields: Readonly<Record<string, unknown>>) =>
  Object.entries(fields).map(([key, value]) => `${key} ${JSON.stringify(value)}`);

/**
 * A move of a game this page does not know, in words: its type, then each field the body
 * gives (`roll · keep [0,2]`). Its own game would say it better; this says it exactly.
 */
export function moveInWords(move: Readonly<Record<string, unknown>>): string {
  const { type, ...fields } = move;
  return [String(type), ...fieldsInWords(fields)].join(' · ');
}

/** An event no game of this page has words for: who it names, its type, then its other fields (`Bob: DieRolled · value 4`). */
export function eventInWords(event: Readonly<Record<string, unknown>>, who: string | null): string {
  const { type, version, playerId, ...fields } = event;
  return [`${who ? `${who}: ` : ''}${String(type)}`, ...fieldsInWords(fields)].join(' · ');
}
