/**
 * Review comments are built from an opening by rating, a detail from the category's praise or
 * complaints (copy.ts) and sometimes a closing, so that ten thousand reviews do not read the same.
 */
export const openings: Record<1 | 2 | 3 | 4 | 5, string[]> = {
  5: [
    'Excellent service!',
    'Very happy with the work.',
    'Highly recommended.',
    'Superb experience.',
    'Best in the area.',
    'Five stars from me.',
    'Really impressed.',
    'Fantastic.',
  ],
  4: ['Good service overall.', 'Happy with the work.', 'Nice experience.', 'Quite satisfied.', 'Good value for money.', 'Reliable people.'],
  3: ['Average experience.', 'Okay, not great.', 'Decent, but could be better.', 'Mixed experience.'],
  2: ['Not very happy.', 'Below expectations.', 'Disappointing this time.'],
  1: ['Very poor experience.', 'Would not recommend.', 'Bad service.'],
};

export const closings: Record<1 | 2 | 3 | 4 | 5, string[]> = {
  5: ['Will definitely call again.', 'Thank you so much!', 'Keep it up.', 'Recommended to my neighbours too.', 'Worth every rupee.'],
  4: ['Will use again.', 'A little costly, but worth it.', 'Could improve on timing.', 'Thanks!'],
  3: ['Hope they improve.', 'Might try again.', 'Price is okay.'],
  2: ['Expected better.', 'Not sure I will call again.'],
  1: ['Avoid.', 'Wasted my time.'],
};

/** Replies from the business: thanks for a good review, an apology and a fix for a bad one. */
export const thankReplies = [
  'Thank you, {first}! Glad we could help. See you again.',
  'Thanks a lot for the kind words, {first}.',
  'Thank you for choosing us, {first}. Your feedback keeps us going.',
];

export const sorryReplies = [
  'Sorry about this, {first}. Please call us so we can make it right.',
  'We apologise, {first}. We have spoken to the team and this will not happen again.',
  'Thank you for telling us, {first}. Please share your booking details on WhatsApp and we will sort it out.',
];

/** How many stars a review gives, by how good the business is. */
export const ratingWeights: Record<'excellent' | 'good' | 'mixed', [1 | 2 | 3 | 4 | 5, number][]> = {
  excellent: [
    [5, 70],
    [4, 24],
    [3, 4],
    [2, 1],
    [1, 1],
  ],
  good: [
    [5, 40],
    [4, 38],
    [3, 13],
    [2, 5],
    [1, 4],
  ],
  mixed: [
    [5, 20],
    [4, 25],
    [3, 25],
    [2, 15],
    [1, 15],
  ],
};
