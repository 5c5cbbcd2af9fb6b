/**
 * How businesses in each sub-category are named and priced.
 *
 * Name templates use tokens: {S} an owner's surname, {F} a first name, {B} a blessing ('Shree Ganesh',
 * 'Maa Tara'), {W} a brand word ('Royal', 'Urban'), {L} the locality. Prices are the listing's starting
 * price in rupees (per km for transport) as [min, max, step].
 */
export interface TradeSeed {
  names: string[];
  price: [number, number, number];
  /** Leaves whose prices differ a lot from their siblings' (a used car and a seat cover). */
  leafPrices?: Record<string, [number, number, number]>;
  /** Owners of this trade are mostly women (beauty, tailoring, tiffins): picks the {F} first names. */
  femaleOwners?: boolean;
}

export const trades: Record<string, TradeSeed> = {
  // fashion
  men: {
    names: ['{S} Tailors', '{W} Menswear', '{B} Gents Tailors', '{L} Dress Makers', '{F} Fashion House', '{S} & Sons Clothiers'],
    price: [250, 1500, 50],
  },
  women: {
    names: ['{F}\u2019s Boutique', '{W} Designer Studio', '{B} Ladies Tailor', '{L} Fashion Point', '{S} Creations', 'Threads by {F}'],
    price: [300, 2500, 50],
    femaleOwners: true,
  },
  kids: { names: ['{W} Kids Wear', 'Little {W} Tailors', '{B} Uniform House', '{S} Kids Corner', 'Tiny Threads {L}'], price: [150, 900, 50] },
  // repairs-service
  plumbing: {
    names: [
      '{S} Plumbing Works',
      '{B} Plumbing Services',
      '{W} Plumbers',
      '{L} Sanitary & Plumbing',
      '{F} Plumbing Solutions',
      'New {S} Sanitary Store',
    ],
    price: [99, 499, 50],
  },
  electrician: {
    names: ['{S} Electricals', '{B} Electric Works', '{W} Electricians', '{L} Electric House', '{F} Electric Services', '{S} Power Solutions'],
    price: [99, 599, 50],
  },
  painter: {
    names: ['{S} Painting Contractors', '{W} Colour Studio', '{B} Painters', '{L} Paint Works', '{F} & Team Painters'],
    price: [999, 9999, 500],
  },
  'car-mechanic': {
    names: ['{S} Auto Garage', '{W} Car Care', '{B} Motor Works', '{L} Auto Service Centre', '{F} Car Clinic', '{S} Motors'],
    price: [299, 3999, 100],
  },
  cleanerhousekeeper: {
    names: ['{W} Cleaning Services', '{B} Housekeeping', 'Sparkle Home {L}', '{S} Facility Services', '{F} Home Helpers', 'Spotless {W} Cleaners'],
    price: [199, 2999, 100],
  },
  'appliance-repair': {
    names: ['{S} Refrigeration', '{W} Appliance Care', '{B} Cooling Point', '{L} AC Service Centre', '{F} Electronics Repair', 'Cool {W} Services'],
    price: [199, 899, 50],
  },
  // home-services
  'home-renovation': {
    names: ['{S} Interiors', '{W} Home Makers', '{B} Constructions', '{L} Renovation Co', '{F} Woodworks', '{S} Builders & Interiors'],
    price: [4999, 24999, 500],
    leafPrices: { carpentry: [199, 999, 50], 'modular-kitchen': [49999, 149999, 5000] },
  },
  'pest-control': {
    names: ['{W} Pest Control', '{B} Pest Solutions', '{S} Hygiene Services', 'Bug Free {L}', '{W} Termite Care'],
    price: [499, 2999, 100],
  },
  'packers-movers': {
    names: ['{S} Packers & Movers', '{B} Relocations', '{W} Cargo Movers', '{L} Shifting Services', 'Safe {W} Movers'],
    price: [2999, 19999, 500],
  },
  // transportation: price per km
  driver: { names: ['{S} Driver Services', '{W} Chauffeurs', '{B} Drivers Bureau', '{L} Driver Point', '{F} Car Drivers'], price: [12, 20, 1] },
  ambulance: {
    names: ['{B} Ambulance Service', '{W} Lifeline Ambulance', '{L} Emergency Ambulance', '{S} Medicare Ambulance', 'Jeevan Raksha {L}'],
    price: [25, 45, 1],
  },
  transport: {
    names: ['{S} Roadlines', '{B} Transport Co', '{W} Logistics', '{L} Goods Carriers', '{F} Tempo Service', '{S} Carriers'],
    price: [18, 35, 1],
  },
  loaders: {
    names: ['{B} Loading Services', '{W} Labour Contractors', '{L} Loaders', '{S} Manpower Services', '{F} & Team Loaders'],
    price: [12, 22, 1],
  },
  // beauty-care
  manicure: {
    names: ['{W} Nail Studio', 'Nails by {F}', '{L} Nail Lounge', 'Polished {W}', '{F}\u2019s Beauty Parlour'],
    price: [299, 1499, 50],
    femaleOwners: true,
  },
  pedicure: {
    names: ['{W} Foot Spa', '{F}\u2019s Beauty Care', '{L} Spa & Salon', 'Soft Steps {W}', '{B} Ladies Parlour'],
    price: [349, 1499, 50],
    femaleOwners: true,
  },
  'hair-care': {
    names: ['{W} Hair Studio', 'Scissors & Combs {L}', '{F}\u2019s Unisex Salon', '{B} Hair Care', 'Urban Tress {L}', 'Glam by {F}'],
    price: [149, 2999, 50],
  },
  facial: {
    names: ['{W} Glow Beauty Studio', '{F}\u2019s Beauty Parlour', '{W} Skin Clinic', '{L} Beauty Lounge', 'Radiance by {F}', '{B} Herbal Parlour'],
    price: [399, 3499, 50],
    femaleOwners: true,
  },
  // health
  gym: { names: ['{W} Fitness', 'Iron {W} Gym', '{L} Fitness Club', '{F}\u2019s Fitness Studio', 'Muscle Zone {L}'], price: [999, 2999, 100] },
  yoga: { names: ['{W} Yoga Shala', 'Yoga with {F}', '{L} Yoga Centre', '{B} Yog Sadhana', 'Prana {W} Yoga'], price: [499, 2499, 100] },
  karate: {
    names: ['{W} Karate Academy', '{L} Martial Arts', '{F} Sensei Dojo', 'Black Belt {W} Club', '{S} Self Defence Academy'],
    price: [599, 1999, 100],
  },
  // training
  tution: {
    names: ['{S} Tutorials', '{W} Coaching Classes', '{B} Study Centre', '{L} Tuition Point', '{F} Sir\u2019s Classes', 'Bright Minds {L}'],
    price: [499, 3999, 100],
  },
  music: {
    names: ['{W} Music Academy', '{B} Sangeet Vidyalaya', '{L} School of Music', 'Sur Sangam {W}', '{F}\u2019s Music Classes'],
    price: [799, 2999, 100],
  },
  dance: { names: ['{W} Dance Academy', 'Nritya {W}', '{L} Dance Studio', 'Groove with {F}', '{B} Kala Kendra'], price: [799, 4999, 100] },
  'computer-tech': {
    names: ['{W} Computer Institute', '{L} Infotech Academy', '{S} Computer Education', 'Code {W} Labs', '{F} Tech Classes'],
    price: [999, 9999, 500],
  },
  art: { names: ['{W} Art Studio', 'Colours of {L}', '{F}\u2019s Art Classes', '{B} Kala Academy', 'Canvas {W}'], price: [499, 2499, 100] },
  gromming: {
    names: ['{W} Personality School', 'Poise by {F}', '{L} Finishing School', '{W} Image Studio', 'Grace {W} Academy'],
    price: [1499, 9999, 500],
  },
  communication: {
    names: ['{W} English Academy', '{L} Spoken English Centre', 'Speak Easy {W}', '{F}\u2019s Communication Lab', '{S} Language Institute'],
    price: [999, 4999, 100],
  },
  // jobs
  'job-placement': {
    names: ['{W} Placement Services', '{S} Manpower Consultants', '{L} Job Point', '{B} Placements', '{W} HR Solutions'],
    price: [99, 999, 100],
  },
  'skill-training': {
    names: ['{W} Skill Academy', '{L} Vocational Institute', '{S} Training Centre', '{B} Kaushal Kendra', '{W} ITI Coaching'],
    price: [999, 7999, 500],
  },
  'part-time-jobs': { names: ['{W} Staffing', '{L} Work Hub', '{S} Job Agency', 'Flexi {W} Jobs', '{B} Rozgar Kendra'], price: [49, 499, 50] },
  // buy-sell
  mobile: {
    names: ['{W} Mobile Point', '{S} Telecom', '{L} Mobile Gallery', '{B} Mobiles', '{F} Phone Shop', 'Mobile {W} Zone'],
    price: [2999, 14999, 500],
    leafPrices: { 'mobile-accessories': [49, 999, 50], 'mobile-exchange': [999, 4999, 500] },
  },
  bike: { names: ['{S} Automobiles', '{W} Two Wheelers', '{L} Bike Bazaar', '{B} Motors', '{F} Bike Point'], price: [14999, 89999, 1000] },
  car: {
    names: ['{S} Car Bazaar', '{W} Motors', '{L} Car World', '{B} Automobiles', '{W} Car Mall'],
    price: [149999, 599999, 5000],
    leafPrices: { 'new-car-dealers': [549999, 999999, 10000], 'car-accessories': [499, 4999, 100] },
  },
  furniture: {
    names: ['{S} Furniture House', '{W} Furnishers', '{L} Furniture Mart', '{B} Timber & Furniture', '{F} Woodcraft'],
    price: [1999, 29999, 500],
  },
  book: { names: ['{S} Book Depot', '{W} Book House', '{L} Book Centre', '{B} Pustak Bhandar', 'Old Pages {L}'], price: [49, 999, 10] },
  pet: { names: ['{W} Pet Shop', 'Paws & Claws {L}', '{S} Aquarium', '{F}\u2019s Pet Care', 'Happy Tails {W}'], price: [149, 1999, 50] },
  property: {
    names: ['{S} Estate Agency', '{W} Realtors', '{L} Property Point', '{B} Properties', '{F} Real Estate Consultants'],
    price: [1999999, 9999999, 100000],
    leafPrices: { 'flats-for-rent': [7999, 45999, 1000], 'commercial-space': [14999, 99999, 1000] },
  },
  // law
  'civil-lawyer': { names: ['Adv. {F} {S}', '{S} & Associates', '{S} Law Chambers', '{W} Legal Associates'], price: [1000, 5000, 500] },
  'criminal-lawyer': {
    names: ['Adv. {F} {S}', '{S} Criminal Law Chambers', '{S} & Co. Advocates', '{W} Defence Counsel'],
    price: [2000, 10000, 500],
  },
  'family-lawyer': {
    names: ['Adv. {F} {S}', '{S} Family Law Associates', '{W} Legal Aid', '{S} & Partners'],
    price: [1500, 7500, 500],
    femaleOwners: true,
  },
  'property-lawyer': {
    names: ['Adv. {F} {S}', '{S} Property Law Associates', '{W} Legal Services', '{S} & Co. Solicitors'],
    price: [1500, 8000, 500],
  },
  // banking
  finance: {
    names: ['{S} Finserv', '{W} Loan Point', '{L} Finance Consultants', '{B} Credit Services', '{F} Loan Advisors'],
    price: [499, 2999, 100],
  },
  insurance: {
    names: ['{S} Insurance Consultants', '{W} Insurance Point', '{L} Policy Centre', '{B} Insurance Services', '{F} Insurance Advisor'],
    price: [499, 1999, 100],
  },
  'tax-filing': {
    names: ['{S} & Co. Tax Consultants', '{W} Tax Solutions', '{L} GST Seva Kendra', '{F} {S} Associates', '{S} Accounting Services'],
    price: [499, 4999, 100],
  },
  // travel
  hotel: { names: ['Hotel {W} Residency', 'Hotel {B}', '{L} Inn', 'The {W} Grand', '{S} Guest House'], price: [999, 8999, 100] },
  'bus-booking': {
    names: ['{B} Travels', '{W} Bus Service', '{S} Tours & Travels', '{L} Bus Booking Centre', 'Royal {W} Roadways'],
    price: [399, 2499, 50],
  },
  'hotel-booking': { names: ['{W} Stays', '{B} Holidays', '{L} Hotel Bookings', '{S} Hospitality', 'Happy {W} Trips'], price: [999, 6999, 100] },
  'tour-packages': { names: ['{B} Tours & Travels', '{W} Holidays', '{S} Travel Agency', '{L} Tours', 'Wanderlust {W}'], price: [4999, 79999, 1000] },
  // consultant
  'business-consultant': {
    names: ['{S} Business Advisors', '{W} Corporate Services', '{L} Startup Hub', '{F} {S} & Co', '{W} Consultancy'],
    price: [999, 14999, 500],
  },
  'career-consultant': {
    names: ['{W} Career Guidance', 'Pathfinder {L}', '{S} Education Consultants', '{F}\u2019s Career Lab', '{W} Overseas Education'],
    price: [499, 4999, 100],
  },
  astrology: {
    names: ['Pandit {F} {S} Jyotish', '{B} Jyotish Kendra', '{W} Astro Centre', '{S} Vastu Consultants', 'Acharya {F} {S}'],
    price: [299, 2999, 100],
  },
  // food-order
  'grocery-delivery': {
    names: ['{S} General Store', '{B} Kirana Store', '{L} Fresh Mart', '{W} Supermarket', '{F} Provision Store'],
    price: [49, 199, 10],
  },
  'tiffin-service': {
    names: ['{B} Tiffin Centre', '{F}\u2019s Kitchen', 'Ghar Ka Khana {L}', '{W} Dabba Service', 'Annapurna Tiffins {L}'],
    price: [79, 199, 10],
    femaleOwners: true,
  },
  'home-bakers': {
    names: ['Bake by {F}', '{F}\u2019s Bakehouse', '{L} Home Bakery', 'Sweet {W} Cakes', 'Crumbs & Co {L}'],
    price: [199, 1499, 50],
    femaleOwners: true,
  },
};
