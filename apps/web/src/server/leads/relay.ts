import { getRetryDelayMs } from '@forecourt/core/leads';
import type { PublicAddress } from '@forecourt/core/tenancy';
import {
  claimDueDeliveries,
  type Database,
  type DeliveryJob,
  getAlertDigestContents,
  LEAD_OUTBOX_CHANNEL,
  type LeadWithPlaces,
  listLeadsWithPlaces,
  markDeliveriesDone,
  markDeliveryFailed,
  pruneAbuseGuards,
  toLead,
} from '@forecourt/db';
import { getAppMetrics } from '../metrics/app-metrics.ts';
import { deliverDigestJob } from './delivery/deliver-digest.ts';
import { type DeliveryDeps, deliverJob, PermanentDeliveryError } from './delivery/deliver-job.ts';

export interface RelayOptions {
  batchSize: number;
  /** How long a claimed job stays ours before another relay may retry it. */
  leaseMs: number;
  /** Poll interval when idle (NOTIFY wakes the relay sooner). */
  pollMs: number;
  /**
   * After a NOTIFY, wait this long before claiming, so a burst of leads is delivered in a few
   * batches instead of three queries per lead.
   */
  gatherMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  /** How shoppers reach the sites: a lead's address falls back to its site's canonical origin. */
  address: PublicAddress;
}

export interface RelayLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface LeadRelay {
  /** Deliver what is due now; resolves to the number of jobs claimed. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * The outbox relay: claims due delivery jobs (safe with several app instances), delivers
 * them at least once, retries failures with exponential backoff and dead-letters a job after
 * its 8th failed attempt. `start` keeps it running until `stop`.
 */
export function createLeadRelay(
  database: Database,
  deps: DeliveryDeps,
  options: RelayOptions,
  log: RelayLog,
): LeadRelay & { start(): Promise<void> } {
  let stopped = false;
  let wake: (() => void) | null = null;
  let unlisten: (() => Promise<void>) | null = null;
  let loop: Promise<void> | null = null;
  let lastPrune = 0;

  /** What a job delivers: a lead, or a shopper's alert digest (same outbox, same retries). */
  interface Subjects {
    leads: Map<number, LeadWithPlaces>;
    digests: Map<number, unknown>;
  }

  async function deliverOne(job: DeliveryJob, subjects: Subjects, delivered: number[]) {
    const now = deps.now();
    try {
      if (job.digestId !== null) {
        await deliverDigestJob(job, subjects.digests.get(job.digestId), deps);
      } else {
        const found = job.leadId === null ? undefined : subjects.leads.get(job.leadId);
        if (!found) throw new PermanentDeliveryError('Lead no longer exists');
        await deliverJob(job, toLead(found, options.address), deps);
      }
      delivered.push(job.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const delay =
        error instanceof PermanentDeliveryError
          ? null
          : getRetryDelayMs(job.attempts, options.retryBaseMs, options.retryMaxMs);
      await markDeliveryFailed(
        database.db,
        job.id,
        message,
        delay === null ? null : new Date(now.getTime() + delay),
      ).catch((markError) =>
        log.error({ err: markError, jobId: job.id }, 'delivery outcome not recorded'),
      );
      const fields = {
        jobId: job.id,
        leadId: job.leadId,
        digestId: job.digestId,
        channel: job.channel,
        attempts: job.attempts,
        err: message,
      };
      const outcome = delay === null ? 'dead_lettered' : 'retried';
      getAppMetrics().deliveries.inc({ channel: job.channel, outcome });
      if (delay === null) log.error({ ...fields, outcome }, 'delivery dead-lettered');
      else log.warn({ ...fields, outcome }, 'delivery failed; will retry');
    }
  }

  async function runOnce(): Promise<number> {
    const jobs = await claimDueDeliveries(database.db, {
      now: deps.now(),
      limit: options.batchSize,
      leaseMs: options.leaseMs,
    });
    if (jobs.length > 0) {
      const ids = (pick: (job: DeliveryJob) => number | null) => [
        ...new Set(jobs.flatMap((job) => pick(job) ?? [])),
      ];
      const [leads, digests] = await Promise.all([
        listLeadsWithPlaces(
          database.db,
          ids((job) => job.leadId),
        ),
        getAlertDigestContents(
          database.db,
          ids((job) => job.digestId),
        ),
      ]);
      const subjects = { leads: new Map(leads.map((found) => [found.lead.id, found])), digests };
      const delivered: number[] = [];
      await Promise.all(jobs.map((job) => deliverOne(job, subjects, delivered)));
      // A crash before this line leaves delivered jobs to be sent again after the lease: at
      // least once, never lost.
      await markDeliveriesDone(database.db, delivered, deps.now());
      for (const job of jobs) {
        if (!delivered.includes(job.id)) continue;
        getAppMetrics().deliveries.inc({ channel: job.channel, outcome: 'delivered' });
        const { id: jobId, leadId, digestId, channel, attempts } = job;
        log.info({ jobId, leadId, digestId, channel, attempts, outcome: 'delivered' }, 'delivered');
      }
    }
    const now = deps.now().getTime();
    if (now - lastPrune > 10 * 60_000) {
      lastPrune = now;
      await pruneAbuseGuards(database.db, new Date(now - 86_400_000), new Date(now)).catch(
        () => {},
      );
    }
    return jobs.length;
  }

  async function run(): Promise<void> {
    while (!stopped) {
      let claimed = 0;
      try {
        claimed = await runOnce();
      } catch (error) {
        log.error({ err: error }, 'lead relay pass failed');
      }
      if (claimed >= options.batchSize || stopped) continue;
      await new Promise<void>((resolve) => {
        let timer = setTimeout(resolve, options.pollMs);
        wake = () => {
          clearTimeout(timer);
          timer = setTimeout(resolve, stopped ? 0 : options.gatherMs);
          wake = null;
        };
      });
      wake = null;
    }
  }

  return {
    runOnce,
    async start() {
      try {
        unlisten = await database.listen(LEAD_OUTBOX_CHANNEL, () => wake?.());
      } catch (error) {
        log.warn({ err: error }, 'lead relay polls only (LISTEN failed)');
      }
      loop = run();
    },
    async stop() {
      stopped = true;
      wake?.();
      await loop;
      await unlisten?.().catch(() => {});
    },
  };
}
