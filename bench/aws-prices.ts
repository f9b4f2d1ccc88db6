/**
 * The AWS prices bench/cost.ts bills at: us-east-1, on demand, list prices in US dollars,
 * without the free tiers (a stage past them pays these). From AWS's pricing pages as of the
 * date below; a price that changes is changed here, with the date, and nowhere else.
 * - DynamoDB on demand (https://aws.amazon.com/dynamodb/pricing/on-demand/): write and read
 *   request units. Reading a table's stream from a Lambda trigger is free.
 * - Lambda (https://aws.amazon.com/lambda/pricing/): requests, and GB-seconds on Arm (the
 *   stack's architecture), first tier.
 * - API Gateway (https://aws.amazon.com/api-gateway/pricing/): HTTP API requests (first 300
 *   million a month), WebSocket messages (first billion) and connection minutes.
 * - SQS (https://aws.amazon.com/sqs/pricing/): standard queue requests (each up to 64 KB).
 * - EventBridge Scheduler (https://aws.amazon.com/eventbridge/pricing/): invocations (a
 *   schedule that fires); creating and deleting schedules is not billed.
 */
export const pricesAsOf = '2026-12-02';

export const prices = {
  dynamodbWriteUnit: 0.625 / 1e6,
  dynamodbReadUnit: 0.125 / 1e6,
  dynamodbStreamReadByLambda: 0,
  lambdaRequest: 0.2 / 1e6,
  lambdaArmGbSecond: 0.0000133334,
  httpApiRequest: 1.0 / 1e6,
  webSocketMessage: 1.0 / 1e6,
  webSocketConnectionMinute: 0.25 / 1e6,
  sqsRequest: 0.4 / 1e6,
  schedulerInvocation: 1.0 / 1e6,
} as const;
