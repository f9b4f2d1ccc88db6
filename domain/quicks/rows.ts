/**
 * The sheet's four coloured rows (rules, "The sheet"): each has eleven numbers, red and
 * yellow from 2 up to 12, green and blue from 12 down to 2, crossed from left to right.
 */
export const ROWS = ['red', 'yellow', 'green', 'blue'] as const;
export type Row = (typeof ROWS)[number];

const rising = (row: Row) => row === 'red' || row === 'yellow';

/** Where `number` stands in `row`, 0 (leftmost) to 10 (the last number). */
export const positionIn = (row: Row, number: number): number => (rising(row) ? number - 2 : 12 - number);

/** The last number of a row: 12 in red and yellow, 2 in green and blue (rules, "Locking a row"). */
export const lastNumberOf = (row: Row): number => (rising(row) ? 12 : 2);
