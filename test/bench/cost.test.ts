/** The cost bench's table (bench/cost.ts): what each row says, worked out from a usage given by hand. */
import { describe, expect, it } from 'vitest';
import { none, priced } from '../../bench/cost.ts';

describe('the cost table', () => {
  const usage = { ...none(), readUnits: 30, writeUnits: 20, invocations: 10, httpRequests: 8, sqsRequests: 4, billedMs: 500 };
  const rows = priced(usage, 2);

  it('says "per 1,000 games" once in every row’s label', () => {
    for (const label of Object.keys(rows)) expect(label.match(/per 1,000 games/g), label).toHaveLength(1);
    expect(rows).toHaveProperty(['$ in all per 1,000 games']);
  });

  it('scales each quantity to 1,000 games and totals the dollar rows', () => {
    expect(rows['DynamoDB read units per 1,000 games']).toBe(15_000);
    expect(rows['HTTP API requests per 1,000 games']).toBe(4_000);
    const parts = ['DynamoDB', 'Lambda', 'API Gateway', 'SQS', 'Scheduler'].map((part) => rows[`$ ${part} per 1,000 games`]!);
    expect(rows['$ in all per 1,000 games']).toBeCloseTo(
      parts.reduce((a, b) => a + b, 0),
      3,
    );
  });
});
