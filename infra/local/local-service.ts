/**
 * What runs beside the HTTP API on one machine in place of an AWS service (the turn timers'
 * scheduler, the webhook queue's worker, the live-updates queue's fan-out, the bots' worker).
 */
export interface LocalService {
  name: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}
