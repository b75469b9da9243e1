import { and, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { documents } from '../../db/schema/index.ts';
import type { FileStore } from '../../lib/file-store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** Rows deleted per statement: a backlog goes in several, none holding many locks for long. */
const BATCH = 200;

/**
 * An upload never attached to anything, older than `cutoff`: no proposal; its draft, if it had one,
 * sent or gone; not a person's own document (a member's KTP or KK, about themself, which counts for
 * every proposal made for them). Nor a version another one replaced, nor a file a verifier's record
 * points to: their rows stay until what points to them goes.
 */
const neverAttached = (cutoff: Date) =>
  and(
    isNull(documents.idProposal),
    lt(documents.createdAt, cutoff),
    sql`${documents.idPerson} is distinct from ${documents.idUser}`,
    sql`(${documents.idTempProposal} is null or not exists (select 1 from temporary_proposals t
      where t.id_temp_proposal = ${documents.idTempProposal} and t.status <> 'SUBMITTED'))`,
    sql`not exists (select 1 from documents n where n.id_document_replaced = ${documents.idDocument})`,
    sql`not exists (select 1 from document_verifications v where v.id_document = ${documents.idDocument})`,
  );

export type CleanupServices = { db: Db; files: FileStore; log: FastifyBaseLogger };

/**
 * Deletes uploads never attached (neverAttached) older than `olderThanDays`: the row first (one
 * statement re-checks each condition, so a submission taking an upload along wins), then its file.
 * A file that cannot be deleted is logged with its key for an operator; no row points to it.
 * Returns how many rows went.
 */
export async function removeUnattachedUploads(
  { db, files, log }: CleanupServices,
  { olderThanDays, now = new Date() }: { olderThanDays: number; now?: Date },
): Promise<number> {
  const cutoff = new Date(now.getTime() - olderThanDays * DAY_MS);
  let total = 0;
  for (;;) {
    const stale = db
      .select({ idDocument: documents.idDocument })
      .from(documents)
      .where(neverAttached(cutoff))
      .limit(BATCH);
    const removed = await db
      .delete(documents)
      .where(and(inArray(documents.idDocument, stale), neverAttached(cutoff)))
      .returning({ storageKey: documents.storageKey });
    for (const { storageKey } of removed) {
      await files.delete(storageKey).catch((err: unknown) => {
        log.error({ err, storageKey }, 'could not delete the file of an unattached upload');
      });
    }
    total += removed.length;
    if (removed.length < BATCH) return total;
  }
}

/**
 * Runs the cleanup once the app is ready and then every hour (a timer that keeps nothing alive),
 * until the app closes, which waits for a run under way. A failed run is logged, never thrown.
 */
export function scheduleUploadCleanup(app: FastifyInstance): void {
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  const run = () => {
    if (running) return;
    const { db, files, config } = app.ctx;
    running = removeUnattachedUploads(
      { db, files, log: app.log },
      { olderThanDays: config.unattachedUploadDays },
    )
      .then((removed) => {
        if (removed > 0) app.log.info({ event: 'upload-cleanup', removed }, 'unattached uploads deleted');
      })
      .catch((err: unknown) => app.log.error({ err }, 'upload cleanup failed'))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, HOUR_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
