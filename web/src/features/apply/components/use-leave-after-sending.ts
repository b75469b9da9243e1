import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** React Router's index of the current history entry (kept in history.state by the browser router). */
const historyIndex = (): number | null => {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
};

/** What each wizard entry after the first carries in its history state: where the wizard began. */
export type WizardEntryState = { wizardEntry: number | null };

const entryOf = (state: unknown): number | null => {
  const entry = (state as Partial<WizardEntryState> | null)?.wizardEntry;
  return typeof entry === 'number' ? entry : null;
};

/**
 * Once the proposal is sent, the wizard leaves the history (issue 32 item 14): closing the success
 * dialog, or a move back while it shows, returns to the wizard's first entry and puts home in its
 * place, so the back button then leads to where the member was before the wizard, never to a step.
 * The first entry's index travels in every step's history state, so a reload mid-way keeps it.
 * Returns what closing the dialog does and the state each step change must carry.
 */
export function useLeaveAfterSending(sent: boolean) {
  const navigate = useNavigate();
  const location = useLocation();
  const entry = useRef(entryOf(location.state) ?? historyIndex());
  const sentAt = useRef<string | null>(null);
  const leave = useCallback(() => {
    const idx = historyIndex();
    // Back to the wizard's first entry first; arriving there is a move, which replaces it with home.
    if (idx !== null && entry.current !== null && idx > entry.current) navigate(entry.current - idx);
    else navigate('/', { replace: true });
  }, [navigate]);
  useEffect(() => {
    if (!sent) return;
    if (sentAt.current === null) sentAt.current = location.key;
    else if (location.key !== sentAt.current) leave();
  }, [sent, location.key, leave]);
  const stepState: WizardEntryState = { wizardEntry: entry.current };
  return { leave, stepState };
}
