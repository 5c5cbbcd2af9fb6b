import { toast } from '../stores/toasts';

/** How the fallback's outcome is said: a toast by default; pages without the toaster pass their own. */
export interface ShareNotice {
  success: (message: string) => void;
  error: (message: string) => void;
}

/**
 * Shares a link with the Web Share API where the browser has it (phones: the share sheet), else copies
 * it and says 'Link copied' (SPEC.md section 8). A share the user cancels is not an error.
 */
export async function shareLink(share: { url: string; title: string; text?: string }, say: ShareNotice = toast): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(share);
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      // Share failed (no target, not allowed here): fall back to copying.
    }
  }
  try {
    await navigator.clipboard.writeText(share.url);
    say.success('Link copied');
  } catch {
    say.error(`Could not copy the link. Here it is: ${share.url}`);
  }
}
