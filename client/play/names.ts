import type { LeaderboardName, DiceKingsBox, GameName, QuicksRow } from '../src/index.ts';

export const gameTitles: Record<GameName, string> = { quicks: 'Quicks', 'dice-kings': 'Dice Kings', rummiduck: 'Rummiduck' };

/** The leaderboards (docs/contract.md, Leaderboards): one per game, and Dice Kings' three-column variant its own. */
export const boardTitles: Record<LeaderboardName, string> = {
  quicks: 'Quicks',
  'dice-kings': 'Dice Kings, one column',
  'dice-kings-3': 'Dice Kings, three columns',
  rummiduck: 'Rummiduck',
};

export const boardNames = Object.keys(boardTitles) as LeaderboardName[];

export const isBoardName = (name: string): name is LeaderboardName => Object.hasOwn(boardTitles, name);

/** A board's two orders (GET /leaderboards/{board}?order=). */
export type BoardOrder = 'score' | 'rating';
export const orderTitles: Record<BoardOrder, string> = { score: 'Best score', rating: 'Rating' };

/** The leaderboards screen's address for a board and order (`#/leaderboards/<board>[/rating]`); with no board, the first board's. */
export const leaderboardHref = (board?: LeaderboardName, order: BoardOrder = 'score') =>
  board ? `#/leaderboards/${board}${order === 'rating' ? '/rating' : ''}` : '#/leaderboards';

export const stepTitles: Record<string, string> = {
  throw: 'throw',
  white: 'white sum',
  colour: 'coloured die',
  roll: 'roll',
  choose: 'choose a box',
  move: 'move',
};

export const rows: readonly QuicksRow[] = ['red', 'yellow', 'green', 'blue'];

export const boxTitles: Record<DiceKingsBox, string> = {
  ones: 'Ones',
  twos: 'Twos',
  threes: 'Threes',
  fours: 'Fours',
  fives: 'Fives',
  sixes: 'Sixes',
  threeOfAKind: 'Three of a kind',
  fourOfAKind: 'Four of a kind',
  fullHouse: 'Full house',
  smallStraight: 'Small straight',
  largeStraight: 'Large straight',
  diceKings: 'Dice Kings',
  chance: 'Chance',
};
