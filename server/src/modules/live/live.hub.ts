import type { CommentResponse } from '@amal/contract/comments';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Unlisten } from '../../db/client.ts';
import { commentsAfter, commentsByIds } from '../comments/comments.service.ts';
import { LIVE_CHANNEL, parseNotice } from './live.notify.ts';

/** One open live connection of this instance: where its comments go, how to end it, and whose session opened it. */
export type Subscriber = { send(comment: CommentResponse): void; end(): void; idSession: string };

/**
 * This instance's end of the live channel. It LISTENs once on the database's channel; every NOTIFY
 * (from any instance) names a comment by id, and the hub loads it once and hands it to the
 * subscribers of that proposal that are connected here. Nothing else is shared between instances.
 */
export type LiveHub = {
  subscribe(idProposal: number, subscriber: Subscriber): () => void;
  /** Open subscriptions, for the tests and the logs. */
  size(): number;
  /** Ends every open subscription (the server is closing: their clients reconnect elsewhere). */
  endAll(): void;
  /** Ends the subscriptions a session opened on this instance (it was logged out or replaced). */
  endSession(idSession: string): void;
  /** Stops listening. */
  close(): Promise<void>;
};

// Notifications missed while a dropped listener was reconnecting are found by time: from a little
// before the drop, as the database's clock and ours may differ slightly. Comments of that margin
// that were heard are left out: the hub remembers what it heard for a while.
const RESUME_MARGIN_MS = 5_000;
const REMEMBER_HEARD_MS = 60_000;

export async function createLiveHub(database: Database, log: FastifyBaseLogger): Promise<LiveHub> {
  const byProposal = new Map<number, Set<Subscriber>>();
  const heard = new Map<number, number>();
  const remember = (idComment: number) => {
    const now = Date.now();
    heard.set(idComment, now);
    for (const [id, at] of heard) {
      if (now - at < REMEMBER_HEARD_MS) break;
      heard.delete(id);
    }
  };

  const deliver = (idProposal: number, list: CommentResponse[]) => {
    for (const subscriber of byProposal.get(idProposal) ?? []) {
      for (const comment of list) {
        try {
          subscriber.send(comment);
        } catch (error) {
          log.warn({ err: error }, 'live subscriber failed');
        }
      }
    }
  };

  const onMessage = (payload: string) => {
    const notice = parseNotice(payload);
    if (!notice) return;
    remember(notice.idComment);
    if (!byProposal.has(notice.idProposal)) return;
    commentsByIds(database.db, [notice.idComment])
      .then((list) => deliver(notice.idProposal, list))
      .catch((error: unknown) => log.error({ err: error }, 'live: cannot load a notified comment'));
  };

  const onResume = (lostAt: Date) => {
    const since = new Date(lostAt.getTime() - RESUME_MARGIN_MS);
    log.warn('live: listener reconnected; replaying comments it may have missed');
    for (const idProposal of byProposal.keys()) {
      commentsAfter(database.db, idProposal, { since })
        .then((list) =>
          deliver(
            idProposal,
            list.filter((comment) => !heard.has(comment.idComment)),
          ),
        )
        .catch((error: unknown) => log.error({ err: error }, 'live: cannot replay comments'));
    }
  };

  const unlisten: Unlisten = await database.listen(LIVE_CHANNEL, onMessage, onResume);

  return {
    subscribe(idProposal, subscriber) {
      let set = byProposal.get(idProposal);
      if (!set) {
        set = new Set();
        byProposal.set(idProposal, set);
      }
      set.add(subscriber);
      return () => {
        const current = byProposal.get(idProposal);
        current?.delete(subscriber);
        if (current?.size === 0) byProposal.delete(idProposal);
      };
    },
    size: () => [...byProposal.values()].reduce((n, set) => n + set.size, 0),
    endAll() {
      for (const set of [...byProposal.values()]) for (const subscriber of [...set]) subscriber.end();
      byProposal.clear();
    },
    endSession(idSession) {
      for (const set of [...byProposal.values()])
        for (const subscriber of [...set]) if (subscriber.idSession === idSession) subscriber.end();
    },
    close: () => unlisten(),
  };
}
