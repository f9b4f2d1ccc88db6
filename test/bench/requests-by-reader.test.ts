/** The tables of requests by reader (bench/requests-by-reader.ts), worked out from counts given by hand. */
import { describe, expect, it } from 'vitest';
import { requestsTables, type Counted } from '../../bench/requests-by-reader.ts';

const counted: Counted = {
  commands: 4,
  total: { requests: 10, reads: 6, writes: 4, itemsWritten: 18, failed: 1 },
  byReader: {
    'stream-projections › projectMyGames': { requests: 2, reads: 0, writes: 2, itemsWritten: 16, failed: 0 },
    'http-games POST /games/{gameId}/commands': { requests: 8, reads: 6, writes: 2, itemsWritten: 2, failed: 1 },
  },
  byOperation: { Query: 6, TransactWriteItems: 2, PutItem: 2 },
  stream: { GetRecords: 3, DescribeStream: 1 },
};

describe('the requests-by-reader tables', () => {
  const [summary, readers, operations] = requestsTables(counted);

  it('gives every figure per command, the stream poller’s requests apart', () => {
    expect(summary).toEqual({
      'all readers': {
        commands: 4,
        'requests/command': 2.5,
        reads: 1.5,
        writes: 1,
        'items written': 4.5,
        'failed (in requests)': 0.25,
        'stream requests': 1,
      },
    });
  });

  it('lists the readers costliest first, each per command', () => {
    expect(Object.keys(readers!)).toEqual(['http-games POST /games/{gameId}/commands', 'stream-projections › projectMyGames']);
    expect(readers!['stream-projections › projectMyGames']).toMatchObject({ 'requests/command': 0.5, 'items written': 4 });
  });

  it('lists the operations, the stream poller’s named so, most first', () => {
    expect(Object.keys(operations!)).toEqual([
      'Query',
      'GetRecords (stream poller)',
      'TransactWriteItems',
      'PutItem',
      'DescribeStream (stream poller)',
    ]);
    expect(operations!['Query']).toEqual({ requests: 6, 'per command': 1.5 });
  });
});
