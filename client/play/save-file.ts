/**
 * A document the page holds, saved by the browser as a file: the export is fetched with the
 * player's token (a plain link cannot send it), so the page hands the browser the body itself,
 * through an object URL and a link with `download`, the way browsers save a page's own data.
 */

/** How long the object URL outlives the click: the browser reads it after the click's task, and a slow disk may take a while. */
const KEEP_URL_MS = 60_000;

export function saveJson(fileName: string, data: unknown): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), KEEP_URL_MS);
}
