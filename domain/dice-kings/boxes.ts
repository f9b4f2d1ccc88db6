/** The 13 boxes of a column, in pad order (docs/contract.md names). */
export const UPPER_BOXES = ['ones', 'twos', 'threes', 'fours', 'fives', 'sixes'] as const;
export const LOWER_BOXES = ['threeOfAKind', 'fourOfAKind', 'fullHouse', 'smallStraight', 'largeStraight', 'diceKings', 'chance'] as const;
export const BOXES = [...UPPER_BOXES, ...LOWER_BOXES] as const;

export type UpperBox = (typeof UPPER_BOXES)[number];
export type LowerBox = (typeof LOWER_BOXES)[number];
export type Box = (typeof BOXES)[number];

/** "Ones to Sixes": the upper box that collects the dice showing `face`. */
export const upperBoxOf = (face: number): UpperBox => UPPER_BOXES[face - 1]!;

export const isLowerBox = (box: Box): box is LowerBox => (LOWER_BOXES as readonly Box[]).includes(box);

/** Column weights (rules, Three columns): "The second counts double, the third triple." */
export const columnWeight = (column: number): number => column + 1;
