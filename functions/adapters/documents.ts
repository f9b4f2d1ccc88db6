import type { AttributeValue, CancellationReason } from '@aws-sdk/client-dynamodb';
import type * as Lib from '@aws-sdk/lib-dynamodb';
import { marshall, unmarshall } from '@aws-sdk/util-dynamodb';
import { AwsError } from './aws-request.ts';

/**
 * DynamoDB's commands as the functions write them: the AWS SDK's document client's names and
 * shapes (its types are used, its code is not: see aws-request.ts), items as plain objects,
 * marshalled to DynamoDB's attribute values on the way out and back on the way in
 * (`@aws-sdk/util-dynamodb`, the SDK's own converter). dynamo.ts sends them.
 */
export abstract class DocumentCommand<Input extends object, Output> {
  /** Only the type of the answer: `send` returns it. */
  declare readonly answer?: Output;
  abstract readonly operation: string;
  constructor(readonly input: Input) {}
}

/** A command class for one operation: its input and answer typed as the document client's. */
const command = <Input extends object, Output>(operation: string) =>
  class extends DocumentCommand<Input, Output> {
    readonly operation = operation;
  };

export const GetCommand = command<Lib.GetCommandInput, Lib.GetCommandOutput>('GetItem');
export const PutCommand = command<Lib.PutCommandInput, Lib.PutCommandOutput>('PutItem');
export const UpdateCommand = command<Lib.UpdateCommandInput, Lib.UpdateCommandOutput>('UpdateItem');
export const DeleteCommand = command<Lib.DeleteCommandInput, Lib.DeleteCommandOutput>('DeleteItem');
export const QueryCommand = command<Lib.QueryCommandInput, Lib.QueryCommandOutput>('Query');
export const ScanCommand = command<Lib.ScanCommandInput, Lib.ScanCommandOutput>('Scan');
export const BatchGetCommand = command<Lib.BatchGetCommandInput, Lib.BatchGetCommandOutput>('BatchGetItem');
export const BatchWriteCommand = command<Lib.BatchWriteCommandInput, Lib.BatchWriteCommandOutput>('BatchWriteItem');
export const TransactGetCommand = command<Lib.TransactGetCommandInput, Lib.TransactGetCommandOutput>('TransactGetItems');
export const TransactWriteCommand = command<Lib.TransactWriteCommandInput, Lib.TransactWriteCommandOutput>('TransactWriteItems');
export type TransactWriteCommandInput = Lib.TransactWriteCommandInput;

/** What sends a command: dynamo.ts's client. */
export interface DocumentClient {
  send<Input extends object, Output>(command: DocumentCommand<Input, Output>): Promise<Output>;
}

/** A condition failed: `Item` is the item as it was (when asked for), in attribute values (itemFrom reads it), as the SDK leaves it. */
export class ConditionalCheckFailedException extends AwsError {
  declare readonly Item?: Record<string, AttributeValue>;
}

/** A transaction refused: one reason per item, in order; `Code` 'None' for the items that were not the cause. */
export class TransactionCanceledException extends AwsError {
  declare readonly CancellationReasons?: CancellationReason[];
}

/** The errors the functions tell apart by class. */
export const DYNAMODB_ERRORS: Record<string, typeof AwsError> = { ConditionalCheckFailedException, TransactionCanceledException };

/** The names under which DynamoDB's requests and answers hold one item (or key), and a list of them. */
const ONE = new Set(['Item', 'Key', 'ExclusiveStartKey', 'ExpressionAttributeValues', 'LastEvaluatedKey', 'Attributes']);
const MANY = new Set(['Items', 'Keys']);

type Convert = (map: Record<string, unknown>) => Record<string, unknown>;

/** Converts every item found under ONE or MANY, wherever it sits (in TransactItems, in RequestItems). */
function convertItems(value: unknown, convert: Convert): unknown {
  if (Array.isArray(value)) return value.map((element) => convertItems(element, convert));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, field]) => {
      if (field === undefined || field === null) return [name, field];
      if (ONE.has(name)) return [name, convert(field as Record<string, unknown>)];
      if (MANY.has(name)) return [name, (field as Record<string, unknown>[]).map(convert)];
      return [name, convertItems(field, convert)];
    }),
  );
}

const toAttributes: Convert = (item) => marshall(item, { removeUndefinedValues: true }) as Record<string, unknown>;
/**
 * An item from DynamoDB's attribute values, its binary attributes bytes whether they came as
 * base64 (the JSON protocol, a Lambda's stream records) or as bytes (the SDK's streams client).
 */
export const itemFrom = (attributes: Record<string, AttributeValue>): ReturnType<typeof unmarshall> => unmarshall(bytesIn(attributes));
const fromAttributes: Convert = (item) => itemFrom(item as Record<string, AttributeValue>);

/**
 * Binary attributes travel as base64 (DynamoDB's JSON protocol) and are bytes in an item:
 * the stored snapshots' `state`. JSON.stringify calls a Buffer's toJSON before the replacer,
 * so the replacer looks at the value as it was (`this[key]`).
 */
function bytesOut(this: Record<string, unknown>, key: string, value: unknown): unknown {
  const original = this[key];
  return original instanceof Uint8Array ? Buffer.from(original.buffer, original.byteOffset, original.byteLength).toString('base64') : value;
}

/** Turns the item's base64 binaries into bytes in place (a fresh parse of an answer, or a stream record's image). */
function bytesIn(item: Record<string, AttributeValue>): Record<string, AttributeValue> {
  for (const value of Object.values(item)) bytesInValue(value);
  return item;
}

function bytesInValue(value: AttributeValue): void {
  const slot = value as { B?: unknown; BS?: unknown[] };
  if (typeof slot.B === 'string') slot.B = base64Bytes(slot.B);
  else if (slot.BS) slot.BS = slot.BS.map((b) => (typeof b === 'string' ? base64Bytes(b) : b));
  else if (value.M) bytesIn(value.M);
  else if (value.L) value.L.forEach(bytesInValue);
}

const base64Bytes = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));

/** A command's input as DynamoDB takes it, as JSON. */
export const wireInput = (input: object): string => JSON.stringify(convertItems(input, toAttributes), bytesOut);

/** An answer as the functions read it. BatchGetItem's Responses name no item: each table's list is one. */
export function documentOutput(operation: string, output: Record<string, unknown>): Record<string, unknown> {
  const converted = convertItems(output, fromAttributes) as Record<string, unknown>;
  if (operation === 'BatchGetItem' && output.Responses)
    converted.Responses = Object.fromEntries(
      Object.entries(output.Responses as Record<string, Record<string, unknown>[]>).map(([table, items]) => [
        table,
        items.map(fromAttributes),
      ]),
    );
  return converted;
}

interface Paging {
  client: DocumentClient;
  /** Items per page (the requests' Limit). */
  pageSize?: number;
  /** Items on the first page alone (its Limit), when it is what the usual case needs; later pages are whole (1 MB). */
  firstPageSize?: number;
}

/** Every page of a Query, one request each, until DynamoDB says there are no more. */
export const paginateQuery = (paging: Paging, input: Lib.QueryCommandInput) => pages(paging, input, (page) => new QueryCommand(page));

/** Every page of a Scan, one request each, until DynamoDB says there are no more. */
export const paginateScan = (paging: Paging, input: Lib.ScanCommandInput) => pages(paging, input, (page) => new ScanCommand(page));

async function* pages<Input extends { ExclusiveStartKey?: Record<string, unknown>; Limit?: number }, Output>(
  { client, pageSize, firstPageSize }: Paging,
  input: Input,
  commandFor: (input: Input) => DocumentCommand<Input, Output & { LastEvaluatedKey?: Record<string, unknown> }>,
): AsyncGenerator<Output & { LastEvaluatedKey?: Record<string, unknown> }> {
  let next = input.ExclusiveStartKey;
  let limit = firstPageSize ?? pageSize;
  do {
    const page = await client.send(commandFor({ ...input, ...(limit && { Limit: limit }), ExclusiveStartKey: next }));
    yield page;
    next = page.LastEvaluatedKey;
    limit = pageSize;
  } while (next);
}
