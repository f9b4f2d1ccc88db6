import { paginateScan, UpdateCommand } from '../adapters/documents.ts';
import { conditionally } from '../adapters/conditional.ts';
import { dynamo } from '../adapters/dynamo.ts';
import { tableNames } from '../adapters/tables.ts';
import { sealSecret } from '../secrets/installed.ts';
import { secretContext, type Subscription } from './subscriptions.ts';

export interface SealSummary {
  /** Subscriptions found with a secret in the clear. */
  found: number;
  /** Of those, sealed by this run (the rest were rotated or deleted meanwhile). */
  sealed: number;
}

/** The two attributes that hold a subscription's secrets; only what is still a string is in the clear. */
const SECRETS = ['secret', 'previousSecret'] as const;

/**
 * The one-time sealing of the subscriptions stored before secrets were sealed (`npm run
 * seal-secrets`): each secret still in the clear is sealed in place. Deliveries read either form,
 * so nothing waits for it; until it has run, those secrets stay readable in the table (and its
 * backups). Each write holds only if the clear value is still there, so it is safe beside a
 * running server (a rotation meanwhile seals them itself) and safe to run again.
 */
export async function sealClearSecrets(): Promise<SealSummary> {
  const summary: SealSummary = { found: 0, sealed: 0 };
  const pages = paginateScan(
    { client: dynamo() },
    {
      TableName: tableNames().read,
      FilterExpression: 'begins_with(sk, :webhook) AND (attribute_type(secret, :string) OR attribute_type(previousSecret, :string))',
      ExpressionAttributeValues: { ':webhook': 'WEBHOOK#', ':string': 'S' },
    },
  );
  for await (const page of pages)
    for (const item of page.Items ?? []) {
      summary.found++;
      if (await sealItem(item as Subscription & { pk: string; sk: string })) summary.sealed++;
    }
  return summary;
}

async function sealItem(item: Subscription & { pk: string; sk: string }): Promise<boolean> {
  const context = secretContext(item.owner, item.id);
  const clear = SECRETS.filter((name) => typeof item[name] === 'string');
  const values: Record<string, unknown> = {};
  for (const name of clear) {
    values[`:${name}`] = await sealSecret(item[name] as string, context);
    values[`:clear_${name}`] = item[name];
  }
  return conditionally(
    dynamo().send(
      new UpdateCommand({
        TableName: tableNames().read,
        Key: { pk: item.pk, sk: item.sk },
        UpdateExpression: `SET ${clear.map((name) => `${name} = :${name}`).join(', ')}`,
        ConditionExpression: clear.map((name) => `${name} = :clear_${name}`).join(' AND '),
        ExpressionAttributeValues: values,
      }),
    ),
  );
}
