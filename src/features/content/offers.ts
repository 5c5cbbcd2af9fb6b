/** The offers page's offers: each what it gives and the page to act on it. */
import { BadgePercent, Gift, Handshake } from 'lucide-static';
import { site } from '../../lib/site';
import { paths } from '../../paths';

/** The referral reward another part of the product credits (profile > Invite Friends). */
export const REFERRAL_REWARD = '₹50';

export const offers = [
  {
    id: 'from-49',
    icon: BadgePercent,
    tag: 'Everyday prices',
    title: 'Service Starts from ₹49 Only',
    text: 'Repairs, beauty, cleaning, tutoring and more from local professionals, with starting prices shown on every service so you know before you call.',
    href: paths.services(),
    action: 'Explore services',
  },
  {
    id: 'first-booking',
    icon: Handshake,
    tag: 'First booking',
    title: 'Your first booking: let businesses compete for it',
    text: 'Send one free enquiry with your requirement. Relevant businesses near you reply with their best deal and you choose the one you like. No booking fee, no obligation.',
    href: paths.services(),
    action: 'Find a service',
  },
  {
    id: 'referral',
    icon: Gift,
    tag: 'Invite friends',
    title: `Invite friends, earn ${REFERRAL_REWARD} each`,
    text: `Share your invite link from your profile. Each friend who joins ${site.name} with it earns you ${REFERRAL_REWARD} in your wallet.`,
    href: paths.profile('InviteFriends'),
    action: 'Invite friends',
  },
];
