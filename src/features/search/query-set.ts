/**
 * Real queries as people type them — English, Hindi, Bengali and romanised Hindi, with typos, places and
 * "near me" — and what search must understand from each: the category (one slug, or any of a few where
 * more than one is right) and the city. query.test.ts scores understandQuery against it and
 * tests/api/search.test.ts scores GET /api/search; both must get at least 95 % right.
 */
export interface QueryCase {
  q: string;
  /** The visitor's stored city, sent as `city`. */
  cityHint?: string;
  category: string | readonly string[] | null;
  city: string | null;
}

const lawyer = ['law', 'civil-lawyer', 'criminal-lawyer', 'family-lawyer', 'property-lawyer'] as const;
const beauty = ['beauty-care', 'facial', 'hair-care', 'bridal-hairstyling'] as const;
const tailor = ['mens-tailoring', 'blouse-stitching', 'kids-tailoring', 'fashion'] as const;
const truck = ['transport', 'tempo-hire', 'mini-truck', 'container-truck', 'transportation'] as const;
const cleaning = ['cleanerhousekeeper', 'deep-home-cleaning', 'maid-service'] as const;

export const querySet: QueryCase[] = [
  // English, with places
  { q: 'plumber kolkata', category: 'plumbing', city: 'Kolkata' },
  { q: 'ac repair in andheri', category: 'ac-repair', city: 'Mumbai' },
  { q: 'plumber salt lake', category: 'plumbing', city: 'Kolkata' },
  { q: 'painter gurgaon', category: 'painter', city: 'Gurugram' },
  { q: 'tutor bangalore', category: 'tution', city: 'Bengaluru' },
  { q: 'electrician in koramangala', category: 'electrician', city: 'Bengaluru' },
  { q: 'carpenter whitefield', category: 'carpentry', city: 'Bengaluru' },
  { q: 'packers and movers bandra', category: 'packers-movers', city: 'Mumbai' },
  { q: 'pest control noida', category: 'pest-control', city: 'Noida' },
  { q: 'driver in delhi', category: 'driver', city: 'Delhi' },
  { q: 'ambulance hyderabad', category: 'ambulance', city: 'Hyderabad' },
  { q: 'maid service chennai', category: 'maid-service', city: 'Chennai' },
  { q: 'yoga classes pune', category: 'yoga', city: 'Pune' },
  { q: 'divorce lawyer jaipur', category: 'divorce-cases', city: 'Jaipur' },
  { q: 'washing machine repair lucknow', category: 'washing-machine-repair', city: 'Lucknow' },
  { q: 'hair cut gariahat', category: ['hair-care', 'haircut-and-styling'], city: 'Kolkata' },
  { q: 'ac service calcutta', category: 'ac-repair', city: 'Kolkata' },
  { q: 'bombay packers movers', category: 'packers-movers', city: 'Mumbai' },
  { q: 'guitar lessons ahmedabad', category: 'guitar-lessons', city: 'Ahmedabad' },
  { q: 'cockroach control new town', category: 'cockroach-control', city: 'Kolkata' },
  // English, no place: the visitor's city or none
  { q: 'electrician near me', cityHint: 'Mumbai', category: 'electrician', city: 'Mumbai' },
  { q: 'plumber nearby', cityHint: 'Pune', category: 'plumbing', city: 'Pune' },
  { q: 'beauty parlour near me', category: beauty, city: null },
  { q: 'mechanic', cityHint: 'Delhi', category: 'car-mechanic', city: 'Delhi' },
  { q: 'termite treatment', category: ['termite-control', 'pest-control'], city: null },
  { q: 'ro service', category: 'ro-purifier-repair', city: null },
  { q: 'cake', category: ['home-bakers', 'custom-cakes'], city: null },
  // Typos
  { q: 'plumbr', category: 'plumbing', city: null },
  { q: 'electricain', category: 'electrician', city: null },
  { q: 'carpanter', category: 'carpentry', city: null },
  { q: 'elecrician kolkatta', category: 'electrician', city: 'Kolkata' },
  { q: 'pest contrl', category: 'pest-control', city: null },
  { q: 'ambulence mumbai', category: 'ambulance', city: 'Mumbai' },
  { q: 'packers mover', category: 'packers-movers', city: null },
  { q: 'beautician', category: beauty, city: null },
  // Hindi
  { q: 'प्लंबर', category: 'plumbing', city: null },
  { q: 'प्लम्बर कोलकाता', category: 'plumbing', city: 'Kolkata' },
  { q: 'बिजली मिस्त्री दिल्ली', category: 'electrician', city: 'Delhi' },
  { q: 'दर्जी मुंबई', category: tailor, city: 'Mumbai' },
  { q: 'वकील', category: lawyer, city: null },
  { q: 'मेरे पास एसी रिपेयर', cityHint: 'Lucknow', category: 'ac-repair', city: 'Lucknow' },
  { q: 'बढ़ई', category: 'carpentry', city: null },
  { q: 'ड्राइवर चाहिए', category: 'driver', city: null },
  { q: 'ट्यूशन टीचर जयपुर', category: 'tution', city: 'Jaipur' },
  { q: 'पेस्ट कंट्रोल', category: 'pest-control', city: null },
  { q: 'ब्यूटी पार्लर', category: beauty, city: null },
  // Bengali
  { q: 'মেকআপ আর্টিস্ট', category: beauty, city: null },
  { q: 'ইলেকট্রিশিয়ান কলকাতা', category: 'electrician', city: 'Kolkata' },
  { q: 'প্লাম্বার', category: 'plumbing', city: null },
  { q: 'কাঠ মিস্ত্রি', category: 'carpentry', city: null },
  { q: 'উকিল কলকাতায়', category: lawyer, city: 'Kolkata' },
  { q: 'গৃহশিক্ষক', category: 'tution', city: null },
  { q: 'আমার কাছে রং মিস্ত্রি', cityHint: 'Kolkata', category: 'painter', city: 'Kolkata' },
  { q: 'অ্যাম্বুলেন্স', category: 'ambulance', city: null },
  { q: 'কাজের মাসি', category: cleaning, city: null },
  // Romanised Hindi and Bengali
  { q: 'mistri', category: ['home-renovation', 'carpentry'], city: null },
  { q: 'bijli wala', category: 'electrician', city: null },
  { q: 'bijliwala andheri', category: 'electrician', city: 'Mumbai' },
  { q: 'nal theek karne wala', category: ['plumbing', 'tap-and-leak-repair'], city: null },
  { q: 'nalsaz', category: 'plumbing', city: null },
  { q: 'darzi', category: tailor, city: null },
  { q: 'dhobi', category: cleaning, city: null },
  { q: 'kaamwali bai', category: 'maid-service', city: null },
  { q: 'safai wala', category: cleaning, city: null },
  { q: 'mehendi', category: 'beauty-care', city: null },
  { q: 'gaadi', category: truck, city: null },
  { q: 'tempo', category: truck, city: null },
  { q: 'vakil near me', cityHint: 'Kolkata', category: lawyer, city: 'Kolkata' },
  { q: 'lorry bhada pune', category: truck, city: 'Pune' },
  { q: 'master ji tuition', category: 'tution', city: null },
  { q: 'gaadi mistri delhi', category: 'car-mechanic', city: 'Delhi' },
  { q: 'ac wala mere paas', cityHint: 'Chennai', category: 'ac-repair', city: 'Chennai' },
  { q: 'kol mistri', category: 'plumbing', city: null },
  { q: 'chhota hathi', category: truck, city: null },
  { q: 'dilli mein driver chahiye', category: 'driver', city: 'Delhi' },
  // A business, no category; and nothing at all
  { q: 'zqxjvwk', category: null, city: null },
];

/** Does an answer match a case? */
export function caseMatches(expected: QueryCase, got: { category: string | null; city: string | null }): boolean {
  const categoryOk =
    expected.category === null || typeof expected.category === 'string'
      ? got.category === expected.category
      : expected.category.includes(got.category ?? '');
  return categoryOk && (got.city ?? null) === expected.city;
}
