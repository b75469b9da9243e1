/**
 * Runs `task` once the page has nothing else to do (requestIdleCallback, `timeout` ms at the latest;
 * a timer where the browser has no idle callbacks). Returns what cancels it.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 0);
  return () => window.clearTimeout(handle);
}
