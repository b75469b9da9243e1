import { useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { messageOf, notifyError } from '../../../lib/notify-error';
import { clearKept, type Kept, readKept, writeKept } from '../utils/kept-on-device';
import { isNetworkFailure } from '../utils/network';

type FieldError = { path: string; message: string };

/**
 * A save that survives a dropped network (issue 35): when the request never reaches the server, what
 * was sent is kept in the browser under the proposal and `key` and the page offers "Coba lagi"; the
 * form keeps its values since nothing unmounts it. A save that goes through forgets the kept copy.
 * Any other failure is thrown on, its field errors kept for the page to show.
 */
export function useKeptSave<T>({
  idProposal,
  keyName,
  send,
  onSaved,
}: {
  idProposal: number;
  keyName: string | number;
  send: (data: unknown) => Promise<T>;
  onSaved: (result: T) => void;
}) {
  const [kept, setKept] = useState<Kept | null>(() => readKept(idProposal, keyName));
  const [failed, setFailed] = useState<{ data: unknown } | null>(null);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [retrying, setRetrying] = useState(false);

  const save = async (data: unknown) => {
    setErrors([]);
    try {
      const result = await send(data);
      clearKept(idProposal, keyName);
      setKept(null);
      setFailed(null);
      onSaved(result);
    } catch (error) {
      if (isNetworkFailure(error)) {
        writeKept(idProposal, keyName, data);
        setFailed({ data });
        return;
      }
      setFailed(null);
      if (isApiError(error)) setErrors(error.errors);
      throw error;
    }
  };

  const retry = async () => {
    if (!failed) return;
    setRetrying(true);
    try {
      await save(failed.data);
    } catch (error) {
      notifyError(messageOf(error, ''));
    } finally {
      setRetrying(false);
    }
  };

  return { kept, offline: failed !== null, save, retry, retrying, errors };
}
