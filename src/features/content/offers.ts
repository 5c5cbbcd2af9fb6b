/** The offers page's offers: each what it gives and the page to act on it. */
import { BadgePercent, Gift, Handshake } from 'lucide-static';
import { formatRupees } from '../../lib/format';
import { m } from '../../lib/i18n';
import { site } from '../../lib/site';
import { paths } from '../../paths';

/** The referral reward, in rupees, another part of the product credits (profile > Invite Friends). */
export const REFERRAL_REWARD = 50;

/** The offers, their words read when read (in the language of the request). */
export const offers = [
  {
    id: 'from-49',
    icon: BadgePercent,
    get tag() {
      return m['offers.from49.tag']();
    },
    get title() {
      return m['offers.from49.title']();
    },
    get text() {
      return m['offers.from49.text']();
    },
    href: paths.services(),
    get action() {
      return m['offers.from49.action']();
    },
  },
  {
    id: 'first-booking',
    icon: Handshake,
    get tag() {
      return m['offers.firstBooking.tag']();
    },
    get title() {
      return m['offers.firstBooking.title']();
    },
    get text() {
      return m['offers.firstBooking.text']();
    },
    href: paths.services(),
    get action() {
      return m['offers.firstBooking.action']();
    },
  },
  {
    id: 'referral',
    icon: Gift,
    get tag() {
      return m['offers.referral.tag']();
    },
    get title() {
      return m['offers.referral.title']({ reward: formatRupees(REFERRAL_REWARD) });
    },
    get text() {
      return m['offers.referral.text']({ name: site.name, reward: formatRupees(REFERRAL_REWARD) });
    },
    href: paths.profile('InviteFriends'),
    get action() {
      return m['offers.referral.action']();
    },
  },
];
