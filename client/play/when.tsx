/** The browser's own way of writing a date and time, for an ISO instant the API gave. */
const format = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** An instant as the reader's local date and time, with the instant itself for machines (and a test). */
export function When({ at }: { at: string }) {
  return <time dateTime={at}>{format.format(new Date(at))}</time>;
}
