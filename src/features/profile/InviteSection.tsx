import { useEffect, useId, useState } from 'react';
import { Copy, Mail, MessageCircle, Send, Share2 } from 'lucide-static';
import { SvgIcon } from '../../components/ui/SvgIcon';
import { around, m } from '../../lib/i18n';
import { site } from '../../lib/site';
import { toast } from '../../stores/toasts';
import { INVITE_REWARD_TEXT, inviteLink } from './profile';
import type { Person } from './types';
import { SectionHeader, linkButton } from './ui';

/** Share targets for the invite link; each opens the service's own share page in a new tab. */
function shareTargets(link: string) {
  const message = m['profile.invite.message']({ name: site.name });
  const text = encodeURIComponent(`${message} ${link}`);
  const url = encodeURIComponent(link);
  return [
    { name: 'WhatsApp', href: `https://wa.me/?text=${text}`, icon: MessageCircle, className: 'bg-[#25D366] text-white' },
    {
      name: 'Telegram',
      href: `https://t.me/share/url?url=${url}&text=${encodeURIComponent(message)}`,
      icon: Send,
      className: 'bg-[#229ED9] text-white',
    },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url}`, glyph: 'f', className: 'bg-[#1877F2] text-white' },
    { name: 'X', href: `https://x.com/intent/post?text=${encodeURIComponent(message)}&url=${url}`, glyph: 'X', className: 'bg-black text-white' },
    {
      name: m['profile.invite.email'](),
      href: `mailto:?subject=${encodeURIComponent(m['profile.invite.subject']({ name: site.name }))}&body=${text}`,
      icon: Mail,
      className: 'bg-ink/80 text-white',
    },
  ];
}

/** SPEC.md Invite Friends: the link `{origin}/invite/{ref_code}`, a copy button and share icons. */
export default function InviteSection({ person, refCode }: { person: Person; refCode: string }) {
  const [link, setLink] = useState('');
  const [canShare, setCanShare] = useState(false);
  const fieldId = useId();

  useEffect(() => {
    setLink(inviteLink(window.location.origin, refCode));
    setCanShare(typeof navigator.share === 'function');
  }, [refCode]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      // Older browsers and insecure origins: select the text and copy it the old way.
      const field = document.getElementById(fieldId) as HTMLInputElement | null;
      field?.select();
      document.execCommand('copy');
    }
    toast.success(m['profile.invite.copied']());
  }

  async function share() {
    try {
      await navigator.share({
        title: m['profile.invite.subject']({ name: site.name }),
        text: m['profile.invite.message']({ name: site.name }),
        url: link,
      });
    } catch {
      // The user closed the share sheet: nothing to do.
    }
  }

  const [earnBefore, earnAfter] = around((reward) => m['profile.invite.text']({ reward }));
  return (
    <section>
      <SectionHeader person={person} title={m['profile.section.inviteFriends']()} />
      <p className="text-ink">
        {earnBefore}
        <strong>{INVITE_REWARD_TEXT}</strong>
        {earnAfter}
      </p>
      <div className="mt-5">
        <label htmlFor={fieldId} className="block text-sm font-semibold text-ink">
          {m['profile.invite.link']()}
        </label>
        <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
          <input
            id={fieldId}
            readOnly
            value={link}
            onFocus={(event) => event.target.select()}
            className="min-h-11 flex-1 rounded-lg border border-line bg-surface px-3 font-mono text-sm text-ink"
          />
          <button type="button" onClick={copy} className={linkButton}>
            <SvgIcon svg={Copy} className="size-5" /> {m['profile.invite.copy']()}
          </button>
        </div>
      </div>
      <h3 className="mt-6 mb-3 font-semibold text-ink">{m['profile.invite.shareOn']()}</h3>
      <ul className="flex flex-wrap gap-x-2 gap-y-4 sm:gap-x-4">
        {shareTargets(link).map((target) => (
          <li key={target.name}>
            <a
              href={target.href}
              target="_blank"
              rel="noopener noreferrer"
              className="flex w-[3.75rem] flex-col items-center gap-1.5 text-xs text-muted hover:text-ink sm:w-16 sm:text-sm"
            >
              <span className={`grid size-12 place-items-center rounded-full ${target.className}`} aria-hidden="true">
                {target.icon ? <SvgIcon svg={target.icon} className="size-6" /> : <span className="text-xl font-bold">{target.glyph}</span>}
              </span>
              <span>
                {target.name}
                <span className="sr-only"> {m['profile.invite.shareAside']()}</span>
              </span>
            </a>
          </li>
        ))}
        {canShare && (
          <li>
            <button
              type="button"
              onClick={share}
              className="flex w-[3.75rem] flex-col items-center gap-1.5 text-xs text-muted hover:text-ink sm:w-16 sm:text-sm"
            >
              <span className="grid size-12 place-items-center rounded-full bg-brand text-white" aria-hidden="true">
                <SvgIcon svg={Share2} className="size-6" />
              </span>
              {m['profile.invite.more']()}
            </button>
          </li>
        )}
      </ul>
    </section>
  );
}
