import { Info } from 'lucide-static';
import { SvgIcon } from '../../components/ui/SvgIcon';
import { m } from '../../lib/i18n';
import { paths } from '../../paths';

/** Where a form asks for personal data (README "Your data"): sign-in, an enquiry, a visit, a ride. */
export type NoticeKind = 'signIn' | 'enquiry' | 'enquiryAlsoAsk' | 'visit' | 'ride';

const noticeText: Record<NoticeKind, () => string> = {
  signIn: () => m['privacy.notice.signIn'](),
  enquiry: () => m['privacy.notice.enquiry'](),
  enquiryAlsoAsk: () => m['privacy.notice.enquiryAlsoAsk'](),
  visit: () => m['privacy.notice.visit'](),
  ride: () => m['privacy.notice.ride'](),
};

/**
 * The short notice beside a form that asks for personal data: what goes to whom and why, in a sentence, that
 * sending the form is the consent and where to withdraw it, and a link to the full notice (the privacy policy).
 */
export function DataNotice({ kind }: { kind: NoticeKind }) {
  return (
    <p data-notice={kind} className="flex gap-2 rounded-lg bg-surface p-3 text-xs leading-relaxed text-muted">
      <SvgIcon svg={Info} className="mt-0.5 size-4 shrink-0 text-brand" />
      <span>
        {noticeText[kind]()}{' '}
        <a href={paths.privacy()} className="font-semibold text-brand underline-offset-2 hover:underline">
          {m['privacy.notice.more']()}
        </a>
      </span>
    </p>
  );
}
