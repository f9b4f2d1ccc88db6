/**
 * The document commands' conversion (functions/adapters/documents.ts): items as plain objects
 * in the functions, DynamoDB's attribute values on the wire, wherever a request or an answer
 * holds them. The round trips through DynamoDB Local are the storage tests' (stored snapshots'
 * bytes, transactions, batches); these pin the shapes they rest on.
 */
import { describe, expect, it } from 'vitest';
import { documentOutput, itemFrom, wireInput } from '../../functions/adapters/documents.ts';

describe('DynamoDB document commands on the wire', () => {
  it('marshal every item, key and value in a transaction and a batch, and drop undefined values', () => {
    const wire = JSON.parse(
      wireInput({
        TransactItems: [
          { Put: { TableName: 't', Item: { gameId: 'g', version: 3, gone: undefined }, ExpressionAttributeValues: { ':v': 2 } } },
          { ConditionCheck: { TableName: 'r', Key: { pk: 'p', sk: 's' }, ConditionExpression: 'x' } },
        ],
        RequestItems: { r: [{ DeleteRequest: { Key: { pk: 'a' } } }], q: { Keys: [{ pk: 'b' }] } },
      }),
    );
    expect(wire).toEqual({
      TransactItems: [
        { Put: { TableName: 't', Item: { gameId: { S: 'g' }, version: { N: '3' } }, ExpressionAttributeValues: { ':v': { N: '2' } } } },
        { ConditionCheck: { TableName: 'r', Key: { pk: { S: 'p' }, sk: { S: 's' } }, ConditionExpression: 'x' } },
      ],
      RequestItems: { r: [{ DeleteRequest: { Key: { pk: { S: 'a' } } } }], q: { Keys: [{ pk: { S: 'b' } }] } },
    });
  });

  it('send bytes as base64 and read them back as bytes, at any depth', () => {
    const state = new Uint8Array([0, 1, 254, 255]);
    const wire = JSON.parse(wireInput({ Item: { state, nested: { list: [Buffer.from([7])] } } }));
    expect(wire.Item).toEqual({ state: { B: 'AAH+/w==' }, nested: { M: { list: { L: [{ B: 'Bw==' }] } } } });
    const { Item } = documentOutput('GetItem', { Item: wire.Item });
    expect(Item).toEqual({ state, nested: { list: [new Uint8Array([7])] } });
  });

  it('read a stream record’s image whether its bytes come as base64 (Lambda’s event) or as bytes (the SDK’s streams client)', () => {
    expect(itemFrom({ state: { B: 'AAH+/w==' as never }, v: { N: '1' } })).toEqual({ state: new Uint8Array([0, 1, 254, 255]), v: 1 });
    expect(itemFrom({ state: { B: new Uint8Array([9]) } })).toEqual({ state: new Uint8Array([9]) });
  });

  it('unmarshal answers: items, pages, keys, a batch’s responses by table and a transaction’s by item', () => {
    expect(documentOutput('Query', { Items: [{ a: { N: '1' } }], LastEvaluatedKey: { pk: { S: 'k' } }, Count: 1 })).toEqual({
      Items: [{ a: 1 }],
      LastEvaluatedKey: { pk: 'k' },
      Count: 1,
    });
    expect(
      documentOutput('BatchGetItem', { Responses: { t: [{ a: { S: 'x' } }] }, UnprocessedKeys: { t: { Keys: [{ a: { S: 'y' } }] } } }),
    ).toEqual({
      Responses: { t: [{ a: 'x' }] },
      UnprocessedKeys: { t: { Keys: [{ a: 'y' }] } },
    });
    expect(documentOutput('TransactGetItems', { Responses: [{ Item: { a: { BOOL: true } } }, {}] })).toEqual({
      Responses: [{ Item: { a: true } }, {}],
    });
  });
});
