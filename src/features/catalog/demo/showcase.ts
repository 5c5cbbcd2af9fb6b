/**
 * A few hand-written partners with fuller mini-sites, one per trade worth demonstrating. They take the
 * first partner ids (1, 2, …) in a fresh database.
 */
export interface ShowcasePartner {
  name: string;
  city: string;
  locality: string;
  /** One of the locality's streets, where the about text names it. */
  street?: string;
  /** The sub-category slug and the leaves it lists under. */
  sub: string;
  leaves: string[];
  year: number;
  tagline: string;
  about: string;
  /** day_open text as stored; omitted to generate one. */
  dayOpen?: string;
}

/**
 * The one partner whose day_open is malformed JSON: SPEC.md says such hours are hidden and logged,
 * and this partner proves it. Its listings carry the same broken text in services.hours.
 */
export const malformedDayOpenPartnerSlug = 'das-auto-garage-kolkata';
export const malformedDayOpen = '{"type":"everyday",';

export const showcasePartners: ShowcasePartner[] = [
  {
    name: 'Das Auto Garage',
    city: 'Kolkata',
    locality: 'Behala',
    street: 'Diamond Harbour Road',
    sub: 'car-mechanic',
    leaves: ['car-servicing', 'denting-and-painting', 'car-ac-repair'],
    year: 1998,
    tagline: 'Behala\u2019s car doctors since 1998.',
    about:
      'Das Auto Garage is a family-run workshop on Diamond Harbour Road that has looked after cars in Behala since 1998. Our mechanics service every make, from Maruti to Hyundai and Honda, and we show you the worn parts before we replace them. Pick-up and drop are free within 5 km.',
    dayOpen: malformedDayOpen,
  },
  {
    name: 'Glow & Grace Beauty Studio',
    city: 'Mumbai',
    locality: 'Bandra West',
    street: 'Hill Road',
    sub: 'facial',
    leaves: ['hydra-facial', 'gold-facial', 'fruit-facial'],
    year: 2014,
    tagline: 'Skin that glows, care that shows.',
    about:
      'Glow & Grace is a women-run beauty studio off Hill Road in Bandra West. Our therapists are trained in skin analysis and use dermatologically tested products for every facial. Bridal and pre-wedding packages can be booked at the studio or at home.',
    dayOpen: JSON.stringify({
      type: 'perday',
      data: ['Monday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) => ({
        day,
        weekday_start_time: '10:30',
        weekday_end_time: '20:30',
      })),
    }),
  },
  {
    name: 'Shree Ganesh Tours & Travels',
    city: 'Delhi',
    locality: 'Karol Bagh',
    sub: 'tour-packages',
    leaves: ['domestic-tours', 'char-dham-yatra', 'honeymoon-packages'],
    year: 2006,
    tagline: 'Yatras and holidays, planned with care.',
    about:
      'Shree Ganesh Tours & Travels has planned family holidays and pilgrimages from Karol Bagh since 2006. We handle trains, flights, hotels and cabs, and our team stays on call for the whole trip. Char Dham groups leave every week from May to October.',
  },
  {
    name: 'Sharma Plumbing Works',
    city: 'Delhi',
    locality: 'Lajpat Nagar',
    sub: 'plumbing',
    leaves: ['tap-and-leak-repair', 'bathroom-fitting', 'drain-cleaning'],
    year: 2003,
    tagline: 'Leak-free homes, on time.',
    about:
      'Sharma Plumbing Works fixes leaks, fits bathrooms and clears drains across South Delhi. Every plumber carries a full kit, so most jobs are finished in one visit. We quote before we start and give a 30-day warranty on our work.',
    dayOpen: JSON.stringify({ type: 'everyday', everyday_start_time: '08:00', everyday_end_time: '21:00' }),
  },
  {
    name: 'Gowda Electricals',
    city: 'Bengaluru',
    locality: 'Jayanagar',
    sub: 'electrician',
    leaves: ['wiring-and-rewiring', 'inverter-installation'],
    year: 2009,
    tagline: 'Safe wiring, bright homes.',
    about:
      'Gowda Electricals is a licensed electrical contractor in Jayanagar 4th Block. We rewire old homes with ISI-marked cable, install inverters and solve tripping problems for good. Apartment associations across South Bengaluru trust us for their maintenance.',
  },
  {
    name: 'Sri Lakshmi Tiffin Centre',
    city: 'Chennai',
    locality: 'Mylapore',
    sub: 'tiffin-service',
    leaves: ['veg-tiffin', 'office-lunch-boxes'],
    year: 2011,
    tagline: 'Amma\u2019s cooking, delivered.',
    about:
      'Sri Lakshmi Tiffin Centre cooks traditional South Indian vegetarian meals in Mylapore every day. Sambar, rasam, poriyal and curd rice reach homes and offices by 12:30. Monthly plans can be paused with a day\u2019s notice.',
    dayOpen: JSON.stringify({
      type: 'perday',
      data: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((day) => ({
        day,
        weekday_start_time: '07:00',
        weekday_end_time: '21:00',
      })),
    }),
  },
  {
    name: 'Deccan Packers & Movers',
    city: 'Hyderabad',
    locality: 'Kukatpally',
    sub: 'packers-movers',
    leaves: ['local-shifting', 'intercity-relocation'],
    year: 2012,
    tagline: 'Your move, our responsibility.',
    about:
      'Deccan Packers & Movers shifts homes and offices across Hyderabad and to every metro in India. We pack with bubble wrap and corrugated sheets, label every box and insure goods in transit. A supervisor stays with your goods from packing to unpacking.',
  },
  {
    name: 'Jeevan Deep Ambulance Service',
    city: 'Kolkata',
    locality: 'Salt Lake',
    sub: 'ambulance',
    leaves: ['basic-ambulance', 'icu-ambulance', 'oxygen-ambulance'],
    year: 2015,
    tagline: 'Help on the way, day and night.',
    about:
      'Jeevan Deep runs oxygen and ICU ambulances from Salt Lake to every hospital in Kolkata. Our drivers are trained in first aid and a paramedic travels with every ICU ambulance. Call any time: we answer 24 hours a day.',
  },
];

/** Slugs of the showcase partners, for tests and demos. */
export const showcasePartnerSlugs = [
  'das-auto-garage-kolkata',
  'glow-and-grace-beauty-studio-mumbai',
  'shree-ganesh-tours-and-travels-delhi',
  'sharma-plumbing-works-delhi',
  'gowda-electricals-bengaluru',
  'sri-lakshmi-tiffin-centre-chennai',
  'deccan-packers-and-movers-hyderabad',
  'jeevan-deep-ambulance-service-kolkata',
] as const;
