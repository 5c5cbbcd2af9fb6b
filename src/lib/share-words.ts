import { m } from './i18n';
import type { ShareWords } from './share';

/** What shareLink's fallback says, from the catalogue (for islands; a page script reads its words from the page). */
export const shareWords = (): ShareWords => ({ copied: m['share.copied'](), notCopied: (url) => m['share.notCopied']({ url }) });
