import { destination } from 'pino';

/**
 * Where the server's log goes in production: standard output (or `fd`) through pino's own
 * asynchronous destination. While one write is on its way, the next lines gather behind it, so a
 * busy server writes them together; pino flushes what is left when the process exits.
 */
export const logOutput = (fd = 1) => destination({ dest: fd, sync: false });
