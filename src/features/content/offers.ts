/** The offers page's offers: each what it gives and the page to act on it. */
import { BadgePercent, Gift, Handshake } from 'lucide-static';
import { formatRupees } from '../../lib/format';
import { m, withSaidWhenRead } from '../../lib/i18n';
import { site } from '../../lib/site';
import { paths } from '../../paths';

/** The referral reward, in rupees, another part of the product credits (profile > Invite Friends). */
export const REFERRAL_REWARD = 50;

/** The offers, their words read when read (in the language of the request). */
export const offers = [
  withSaidWhenRead(
    { id: 'from-49', icon: BadgePercent, href: paths.services() },
    { tag: m['offers.from49.tag'], title: m['offers.from49.title'], text: m['offers.from49.text'], action: m['offers.from49.action'] },
  ),
  withSaidWhenRead(
    { id: 'first-booking', icon: Handshake, href: paths.services() },
    {
      tag: m['offers.firstBooking.tag'],
      title: m['offers.firstBooking.title'],
      text: m['offers.firstBooking.text'],
      action: m['offers.firstBooking.action'],
    },
  ),
  withSaidWhenRead(
    { id: 'referral', icon: Gift, href: paths.profile('InviteFriends') },
    {
      tag: m['offers.referral.tag'],
      title: () => m['offers.referral.title']({ reward: formatRupees(REFERRAL_REWARD) }),
      text: () => m['offers.referral.text']({ name: site.name, reward: formatRupees(REFERRAL_REWARD) }),
      action: m['offers.referral.action'],
    },
  ),
];
