import { useState } from 'react';
import { api, errorMessage } from '../../lib/api';
import { toast } from '../../stores/toasts';

/**
 * A button's POST that answers `{ msg }`: `pending` while it is under way, the message toasted and `onDone`
 * called when it worked, the failure's words in `error` when it did not.
 */
export function usePostAction(path: string, onDone: () => void) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState('');
  async function run() {
    setPending(true);
    setError('');
    try {
      const answer = await api<{ msg: string }>(path, { method: 'POST' });
      onDone();
      toast.success(answer.msg);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setPending(false);
    }
  }
  return { run, pending, error };
}
