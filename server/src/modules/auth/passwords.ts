import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { parseOptions } from '@node-rs/argon2';

// One of OWASP's argon2id configurations, which it rates of equal strength: 7 MiB of memory,
// 5 iterations, 1 lane (decision 0027). The library's algorithm is argon2id unless told otherwise.
const OPTIONS = { memoryCost: 7_168, timeCost: 5, parallelism: 1 } as const;

// Hashing is deliberately slow. It runs on at most cores − 1 lanes, each a worker thread at the
// lowest CPU priority, so that a burst of logins cannot starve the requests of everyone else.
const MAX_LANES = Math.max(1, availableParallelism() - 1);
const WORKER = new URL('./password-worker.cjs', import.meta.url);

type Job = {
  password: string;
  stored?: string;
  resolve: (result: string | boolean | null) => void;
  reject: (error: Error) => void;
};
type Lane = { worker: Worker; job: Job | null };

const lanes: Lane[] = [];
const waiting: Job[] = [];

function start(lane: Lane, job: Job) {
  lane.job = job;
  lane.worker.ref();
  lane.worker.postMessage({ password: job.password, stored: job.stored, options: OPTIONS });
}

function openLane(): Lane {
  const lane: Lane = { worker: new Worker(WORKER), job: null };
  lane.worker.on('message', (result: string | boolean | null) => {
    lane.job?.resolve(result);
    const next = waiting.shift();
    if (next) start(lane, next);
    else {
      lane.job = null;
      lane.worker.unref();
    }
  });
  // A lane that fails fails its job (the request answers 500) and is replaced by the next job.
  lane.worker.on('error', (error) => {
    lanes.splice(lanes.indexOf(lane), 1);
    lane.job?.reject(error);
    const next = waiting.shift();
    if (next) start(openLane(), next);
  });
  lanes.push(lane);
  return lane;
}

function onLane(job: Pick<Job, 'password' | 'stored'>): Promise<string | boolean | null> {
  return new Promise((resolve, reject) => {
    const lane = lanes.find((l) => l.job === null) ?? (lanes.length < MAX_LANES ? openLane() : undefined);
    if (lane) start(lane, { ...job, resolve, reject });
    else waiting.push({ ...job, resolve, reject });
  });
}

export async function hashPassword(password: string): Promise<string> {
  const made = await onLane({ password });
  if (typeof made !== 'string') throw new Error('argon2id could not hash the password');
  return made;
}

/** A hash made otherwise than OPTIONS (an older deployment's), to be made again at the next login. */
export function isOutdatedHash(stored: string): boolean {
  const made = parseOptions(stored);
  return (
    !stored.startsWith('$argon2id$') ||
    made.memoryCost !== OPTIONS.memoryCost ||
    made.timeCost !== OPTIONS.timeCost ||
    made.parallelism !== OPTIONS.parallelism
  );
}

// Compared against when the NIP is unknown, so that the answer takes as long either way.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword('amal-dummy-password');
    await onLane({ stored: await dummyHash, password });
    return false;
  }
  return (await onLane({ stored, password })) === true;
}
