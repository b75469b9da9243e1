/** `--name value`, `--name=value` and bare `--flag` (true) from the command line. */
export function parseArgs(argv = process.argv.slice(2)): Map<string, string> {
  const out = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) continue;
    const eq = arg.indexOf('=');
    if (eq > 0) {
      out.set(arg.slice(2, eq), arg.slice(eq + 1));
    } else if (argv[i + 1] !== undefined && !argv[i + 1]!.startsWith('--')) {
      out.set(arg.slice(2), argv[++i]!);
    } else {
      out.set(arg.slice(2), 'true');
    }
  }
  return out;
}

export function numberArg(args: Map<string, string>, name: string, fallback: number): number {
  const value = args.get(name);
  if (value === undefined) return fallback;
  const n = Number(value.replace(/_/g, ''));
  if (!Number.isFinite(n) || n < 0)
    throw new Error(`--${name} must be a non-negative number, not "${value}"`);
  return n;
}

export const flag = (args: Map<string, string>, name: string) => args.has(name) && args.get(name) !== 'false';
