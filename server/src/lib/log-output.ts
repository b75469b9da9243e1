import { destination } from 'pino';

/**
 * Where the server's log goes in production: standard output (or `fd`), the lines of one turn of
 * the event loop gathered into one write, made at the end of the turn. Fastify's default hands
 * each line to an asynchronous sonic-boom: one thread-pool write, and its completion, per line, a
 * large share of a short request's work (decision 0017). sonic-boom still does the
 * writing, synchronously: partial writes and a busy pipe are its to handle.
 */
export function batchedOutput(fd = 1): { write(line: string): boolean } {
  const output = destination({ dest: fd, sync: true });
  let pending: string[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    output.write(pending.join(''));
    pending = [];
  };
  // A process that exits in the middle of a turn (a fatal error, process.exit) keeps its last lines.
  process.on('exit', flush);
  return {
    write(line) {
      if (pending.push(line) === 1) setImmediate(flush);
      return true;
    },
  };
}
