import { toast } from '../stores/toasts';

/** How the fallback's outcome is said: a toast by default; pages without the toaster pass their own. */
export interface ShareNotice {
  success: (message: string) => void;
  error: (message: string) => void;
}

/**
 * What the fallback says, in the page's language: an island takes the words from the catalogue
 * (`shareWords()`, share-words.ts), a page script from its HTML (it ships no catalogue).
 */
export interface ShareWords {
  copied: string;
  notCopied: (url: string) => string;
}

/**
 * Shares a link with the Web Share API where the browser has it (phones: the share sheet), else copies
 * it and says 'Link copied' (SPEC.md section 8). A share the user cancels is not an error.
 */
export async function shareLink(share: { url: string; title: string; text?: string }, words: ShareWords, say: ShareNotice = toast): Promise<void> {
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
    say.success(words.copied);
  } catch {
    say.error(words.notCopied(share.url));
  }
}
