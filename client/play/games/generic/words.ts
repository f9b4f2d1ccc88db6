/**
 * A move of a game this page does not know, in words: its type, then each field the body
 * gives (`roll · keep [0,2]`). Its own game would say it better; this says it exactly.
 */
export function moveInWords(move: Readonly<Record<string, unknown>>): string {
  const { type, ...fields } = move;
  return [String(type), ...Object.entries(fields).map(([key, value]) => `${key} ${JSON.stringify(value)}`)].join(' · ');
}
