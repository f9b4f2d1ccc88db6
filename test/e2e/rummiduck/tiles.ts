/** What each caller may know of the tiles, for the hidden-tile scans over HTTP and over WebSocket. */
import { ALL_TILES } from '../../../domain/rummiduck/tiles.ts';

/** Where every tile lies, as the test works it out from the rig and the accepted commands. */
export class Tiles {
  table: string[][] = [];
  readonly racks = new Map<string, string[]>();
  private dealt = false;
  /** The newest version applied: an idempotent replay answers an old one and moves nothing. */
  private version = 0;

  /** `bag`: the rigged front of the bag; the test never draws past it. */
  constructor(
    private readonly bag: string[],
    private readonly startTiles: number,
  ) {}

  deal(seats: string[]) {
    if (this.dealt) return;
    this.dealt = true;
    for (const p of seats) this.racks.set(p, this.take(this.startTiles));
  }

  apply(actor: string, command: { type: string; table?: string[][] }, version: number) {
    if (version <= this.version) return;
    this.version = version;
    if (command.type === 'draw') {
      this.draw(actor, 1);
      return;
    }
    const rack = this.racks.get(actor)!;
    const before = new Set(this.table.flat());
    const laid = command.table!.flat().filter((id) => !before.has(id));
    this.racks.set(
      actor,
      rack.filter((id) => !laid.includes(id)),
    );
    this.table = command.table!.map((set) => [...set]);
  }

  /** A draw the server makes by itself: a timeout's (ruling 8). */
  draw(actor: string, count: number) {
    this.racks.get(actor)!.push(...this.take(count));
  }

  /** What `viewer` may not know now: every tile but the table's and their own rack's. */
  hiddenFrom(viewer: string | null): string[] {
    const known = new Set([...this.table.flat(), ...((viewer && this.racks.get(viewer)) || [])]);
    return ALL_TILES.filter((id) => !known.has(id));
  }

  private take(count: number): string[] {
    if (this.bag.length < count) throw new Error('the test draws past the rigged front of the bag');
    return this.bag.splice(0, count);
  }
}
