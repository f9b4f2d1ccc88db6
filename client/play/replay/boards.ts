/**
 * The replay's boards: each game's board as the view shows it, folded from the game's public
 * events (GET /games/{id}/events, redacted for this player), so a finished game can be stepped
 * through version by version. A board's derived numbers (bonus, totals, scores) are the rules
 * documents' own sums.
 */
import type { DiceKingsBoard, DiceKingsBox, GameView, QuicksBoard, QuicksRow, RummiduckBoard, RummiduckTile } from '../../src/index.ts';

/** An event as the page reads it: its `type` tells the rest. */
export type ReplayEvent = { version: number; type: string } & Record<string, unknown>;

type Board = DiceKingsBoard | QuicksBoard | RummiduckBoard;

const UPPER: DiceKingsBox[] = ['ones', 'twos', 'threes', 'fours', 'fives', 'sixes'];
type Pad = DiceKingsBoard['pads'][string];

function diceKings(view: Extract<GameView, { game: 'dice-kings' }>, board: DiceKingsBoard, event: ReplayEvent): DiceKingsBoard {
  switch (event.type) {
    case 'TurnStarted':
      return { ...board, dice: null, rollsLeft: 3 };
    case 'DiceRolled':
      return { ...board, dice: event.dice as number[], rollsLeft: board.rollsLeft - 1 };
    case 'BoxScored': {
      const playerId = event.playerId as string;
      const pad = board.pads[playerId]!;
      const columns = pad.columns.map((column, c) => {
        if (c !== event.column) return column;
        const boxes = { ...column.boxes, [event.box as DiceKingsBox]: event.points as number };
        const upper = UPPER.reduce((sum, box) => sum + (boxes[box] ?? 0), 0);
        // docs/rules/dice-kings.md: the upper bonus once the upper boxes reach UpperBonusAt; each column weighs its number.
        const upperBonus = upper >= (view.config.UpperBonusAt ?? 63) ? (view.config.UpperBonus ?? 35) : 0;
        const extraKings = column.extraKings + (event.extraKings as number);
        const points = Object.values(boxes).reduce<number>((sum, p) => sum + (p ?? 0), 0);
        return { boxes, upperBonus, extraKings, total: (points + upperBonus + extraKings) * (c + 1) };
      });
      const next: Pad = { columns, score: columns.reduce((sum, column) => sum + column.total, 0) };
      // The turn's dice are put away with the box (the next turn, if any, starts without).
      return { ...board, dice: null, pads: { ...board.pads, [playerId]: next } };
    }
    default:
      return board;
  }
}

const lastNumber = (row: QuicksRow) => (row === 'red' || row === 'yellow' ? 12 : 2);
const pointsFor = (crosses: number) => (crosses * (crosses + 1)) / 2;

function quicks(view: Extract<GameView, { game: 'quicks' }>, board: QuicksBoard, event: ReplayEvent): QuicksBoard {
  const sheetOf = (playerId: string) => board.sheets[playerId]!;
  const scored = (sheet: QuicksBoard['sheets'][string]) => ({
    ...sheet,
    // docs/rules/quicks.md: each row by its crosses (a lock counts one more), less the penalties.
    score:
      (Object.keys(sheet.rows) as QuicksRow[]).reduce(
        (sum, row) => sum + pointsFor(sheet.rows[row].length + (sheet.locks.includes(row) ? 1 : 0)),
        0,
      ) -
      (view.config.PenaltyPoints ?? 5) * sheet.penalties,
  });
  const withSheet = (playerId: string, sheet: QuicksBoard['sheets'][string]) => ({
    ...board,
    sheets: { ...board.sheets, [playerId]: scored(sheet) },
  });
  switch (event.type) {
    case 'TurnStarted':
      return { ...board, dice: null };
    case 'DiceThrown':
      return { ...board, dice: event.dice as QuicksBoard['dice'] };
    case 'Crossed': {
      const sheet = sheetOf(event.playerId as string);
      const row = event.row as QuicksRow;
      const number = event.number as number;
      return withSheet(event.playerId as string, {
        ...sheet,
        rows: { ...sheet.rows, [row]: [...sheet.rows[row], number] },
        locks: number === lastNumber(row) ? [...sheet.locks, row] : sheet.locks,
      });
    }
    case 'PenaltyTaken': {
      const sheet = sheetOf(event.playerId as string);
      return withSheet(event.playerId as string, { ...sheet, penalties: sheet.penalties + 1 });
    }
    case 'RowLocked':
      return { ...board, lockedRows: [...board.lockedRows, event.row as QuicksRow] };
    default:
      return board;
  }
}

function rummiduck(me: string, board: RummiduckBoard, event: ReplayEvent): RummiduckBoard {
  switch (event.type) {
    case 'TilesDealt': {
      const own = (event.racks as Record<string, RummiduckTile[]>)[me];
      return {
        table: [],
        bag: event.bagSize as number,
        racks: { ...(event.rackSizes as Record<string, number>) },
        ...(own ? { rack: [...own] } : {}),
        hasMelded: Object.fromEntries(Object.keys(event.rackSizes as object).map((p) => [p, false])),
      };
    }
    case 'TablePlayed': {
      const playerId = event.playerId as string;
      const laid = event.laid as RummiduckTile[];
      return {
        ...board,
        table: event.table as RummiduckTile[][],
        racks: { ...board.racks, [playerId]: (board.racks[playerId] ?? 0) - laid.length },
        ...(board.rack && playerId === me ? { rack: board.rack.filter((tile) => !laid.includes(tile)) } : {}),
        hasMelded: { ...board.hasMelded, [playerId]: true },
      };
    }
    case 'TilesDrawn': {
      const playerId = event.playerId as string;
      const tiles = (event.tiles as RummiduckTile[] | undefined) ?? [];
      return {
        ...board,
        bag: board.bag - (event.count as number),
        racks: { ...board.racks, [playerId]: (board.racks[playerId] ?? 0) + (event.count as number) },
        ...(board.rack && playerId === me ? { rack: [...board.rack, ...tiles] } : {}),
      };
    }
    default:
      return board;
  }
}

/** The board before the game's first own event: empty pads and sheets, no tiles dealt. */
function emptyBoard(view: GameView): Board {
  const players = view.players.map((p) => p.playerId);
  if (view.game === 'dice-kings') {
    const column = () => ({ boxes: {}, upperBonus: 0, extraKings: 0, total: 0 }) as Pad['columns'][number];
    const columns = view.config.Columns ?? 1;
    return {
      dice: null,
      rollsLeft: 3,
      pads: Object.fromEntries(players.map((p) => [p, { columns: Array.from({ length: columns }, column), score: 0 }])),
    } as DiceKingsBoard;
  }
  if (view.game === 'quicks') {
    return {
      dice: null,
      lockedRows: [],
      sheets: Object.fromEntries(
        players.map((p) => [p, { rows: { red: [], yellow: [], green: [], blue: [] }, locks: [], penalties: 0, score: 0 }]),
      ),
    } as QuicksBoard;
  }
  return { table: [], bag: 0, racks: {}, hasMelded: {} };
}

/** Dice Kings boxes stay null until scored, as the view shows them. */
function withOpenBoxes(view: GameView, board: Board): Board {
  if (view.game !== 'dice-kings') return board;
  const all: DiceKingsBox[] = [
    ...UPPER,
    'threeOfAKind',
    'fourOfAKind',
    'fullHouse',
    'smallStraight',
    'largeStraight',
    'diceKings',
    'chance',
  ];
  const pads = Object.fromEntries(
    Object.entries((board as DiceKingsBoard).pads).map(([p, pad]) => [
      p,
      {
        ...pad,
        columns: pad.columns.map((column) => ({ ...column, boxes: Object.fromEntries(all.map((b) => [b, column.boxes[b] ?? null])) })),
      },
    ]),
  );
  return { ...(board as DiceKingsBoard), pads } as DiceKingsBoard;
}

/** One step of the replay: the game just after the command stored at `version`, and that command's events. */
export interface Frame {
  readonly version: number;
  readonly board: Board;
  readonly events: readonly ReplayEvent[];
}

/** The frames of a finished game from its start on, one per version, each board as `me` would have seen it then. */
export function framesOf(view: GameView, me: string, events: readonly ReplayEvent[]): Frame[] {
  const started = events.find((e) => e.type === 'GameStarted')?.version;
  if (started === undefined) return [];
  const frames: Frame[] = [];
  let board = emptyBoard(view);
  for (const event of events) {
    if (event.version < started) continue;
    if (view.game === 'dice-kings') board = diceKings(view, board as DiceKingsBoard, event);
    else if (view.game === 'quicks') board = quicks(view, board as QuicksBoard, event);
    else board = rummiduck(me, board as RummiduckBoard, event);
    const last = frames.at(-1);
    if (last?.version === event.version) frames[frames.length - 1] = { ...last, board, events: [...last.events, event] };
    else frames.push({ version: event.version, board, events: [event] });
  }
  return frames.map((frame) => ({ ...frame, board: withOpenBoxes(view, frame.board) }));
}
