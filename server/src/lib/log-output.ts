import { destination } from 'pino';

/**
 * Where the server's log goes in production: standard output (or `fd`), each line written as it
 * comes, by pino's own destination. Synchronously: pino's asynchronous one, flushed at exit, writes
 * the lines still waiting before the one already on its way, and a log read after a crash must be
 * in order.
 */
export const logOutput = (fd = 1) => destination({ dest: fd, sync: true });
