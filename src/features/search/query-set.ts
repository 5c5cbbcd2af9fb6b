/**
 * Real queries as people type them — English, Hindi, Bengali, eight more languages and romanised Hindi, with typos, places and
 * "near me" — and what search must understand from each: the category (one slug, or any of a few where
 * more than one is right) and the city. query.test.ts scores understandQuery against it and
 * tests/api/search.test.ts scores GET /api/search; both must get at least 95 % right overall, and at least
 * 90 % of the queries in each of Tamil, Telugu, Kannada, Malayalam, Marathi, Gujarati, Punjabi and Odia.
 */
import type { MoreSynonymLang } from './synonyms/category-synonyms';

export interface QueryCase {
  q: string;
  /** The visitor's stored city, sent as `city`. */
  cityHint?: string;
  category: string | readonly string[] | null;
  city: string | null;
  /** The language of the eight beyond English, Hindi and Bengali that the query is in, script or romanised; scored apart. */
  lang?: MoreSynonymLang;
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
  // Tamil, in its script and romanised
  { q: 'பிளம்பர் சென்னை', category: 'plumbing', city: 'Chennai', lang: 'ta' },
  { q: 'எலக்ட்ரீஷியன்', category: 'electrician', city: null, lang: 'ta' },
  { q: 'ஆம்புலன்ஸ் மதுரை', category: 'ambulance', city: 'Madurai', lang: 'ta' },
  { q: 'டிரைவர் வேண்டும்', category: 'driver', city: null, lang: 'ta' },
  { q: 'தச்சர் கோவை', category: 'carpentry', city: 'Coimbatore', lang: 'ta' },
  { q: 'வக்கீல் சென்னையில்', category: lawyer, city: 'Chennai', lang: 'ta' },
  { q: 'ஏசி ரிப்பேர்', category: 'ac-repair', city: null, lang: 'ta' },
  { q: 'டியூஷன் பெங்களூரு', category: 'tution', city: 'Bengaluru', lang: 'ta' },
  { q: 'kuzhai velai chennai', category: 'plumbing', city: 'Chennai', lang: 'ta' },
  { q: 'minsara velai', category: 'electrician', city: null, lang: 'ta' },
  { q: 'ambulans arugil', category: 'ambulance', city: null, lang: 'ta' },
  { q: 'thachar', category: 'carpentry', city: null, lang: 'ta' },
  // Telugu, in its script and romanised
  { q: 'ప్లంబర్ హైదరాబాద్', category: 'plumbing', city: 'Hyderabad', lang: 'te' },
  { q: 'ఎలక్ట్రీషియన్ విజయవాడ', category: 'electrician', city: 'Vijayawada', lang: 'te' },
  { q: 'అంబులెన్స్', category: 'ambulance', city: null, lang: 'te' },
  { q: 'డ్రైవర్ కావాలి', category: 'driver', city: null, lang: 'te' },
  { q: 'వడ్రంగి', category: 'carpentry', city: null, lang: 'te' },
  { q: 'పనిమనిషి హైదరాబాద్‌లో', category: 'maid-service', city: 'Hyderabad', lang: 'te' },
  { q: 'లాయర్ విశాఖపట్నం', category: lawyer, city: 'Visakhapatnam', lang: 'te' },
  { q: 'టాక్సీ', category: 'transportation', city: null, lang: 'te' },
  { q: 'vadrangi hyderabad', category: 'carpentry', city: 'Hyderabad', lang: 'te' },
  { q: 'current pani', category: 'electrician', city: null, lang: 'te' },
  { q: 'panimanishi kavali', category: 'maid-service', city: null, lang: 'te' },
  { q: 'kulayi repair', category: 'plumbing', city: null, lang: 'te' },
  // Kannada, in its script and romanised
  { q: 'ಪ್ಲಂಬರ್ ಬೆಂಗಳೂರು', category: 'plumbing', city: 'Bengaluru', lang: 'kn' },
  { q: 'ಎಲೆಕ್ಟ್ರಿಷಿಯನ್ ಮೈಸೂರು', category: 'electrician', city: 'Mysuru', lang: 'kn' },
  { q: 'ಆಂಬ್ಯುಲೆನ್ಸ್', category: 'ambulance', city: null, lang: 'kn' },
  { q: 'ಡ್ರೈವರ್ ಬೇಕು', category: 'driver', city: null, lang: 'kn' },
  { q: 'ಬಡಗಿ', category: 'carpentry', city: null, lang: 'kn' },
  { q: 'ವಕೀಲ ಮಂಗಳೂರು', category: lawyer, city: 'Mangaluru', lang: 'kn' },
  { q: 'ಪೇಂಟರ್', category: 'painter', city: null, lang: 'kn' },
  { q: 'ಎಸಿ ರಿಪೇರಿ ಬೆಂಗಳೂರು', category: 'ac-repair', city: 'Bengaluru', lang: 'kn' },
  { q: 'nalli repair bengaluru', category: 'plumbing', city: 'Bengaluru', lang: 'kn' },
  { q: 'badagi', category: 'carpentry', city: null, lang: 'kn' },
  { q: 'current kelasa', category: 'electrician', city: null, lang: 'kn' },
  { q: 'driver beku', category: 'driver', city: null, lang: 'kn' },
  // Malayalam, in its script and romanised
  { q: 'പ്ലംബർ കൊച്ചി', category: 'plumbing', city: 'Kochi', lang: 'ml' },
  { q: 'ഇലക്ട്രീഷ്യൻ തിരുവനന്തപുരം', category: 'electrician', city: 'Thiruvananthapuram', lang: 'ml' },
  { q: 'ആംബുലൻസ്', category: 'ambulance', city: null, lang: 'ml' },
  { q: 'ഡ്രൈവർ വേണം', category: 'driver', city: null, lang: 'ml' },
  { q: 'ആശാരി', category: 'carpentry', city: null, lang: 'ml' },
  { q: 'വക്കീൽ കൊച്ചി', category: lawyer, city: 'Kochi', lang: 'ml' },
  { q: 'ടാക്സി', category: 'transportation', city: null, lang: 'ml' },
  { q: 'ബ്യൂട്ടി പാർലർ', category: beauty, city: null, lang: 'ml' },
  { q: 'ashari kochi', category: 'carpentry', city: 'Kochi', lang: 'ml' },
  { q: 'pipe pani', category: 'plumbing', city: null, lang: 'ml' },
  { q: 'current pani', category: 'electrician', city: null, lang: 'ml' },
  { q: 'vakkeel', category: lawyer, city: null, lang: 'ml' },
  // Marathi, in its script and romanised
  { q: 'प्लंबर पुणे', category: 'plumbing', city: 'Pune', lang: 'mr' },
  { q: 'इलेक्ट्रिशियन मुंबईत', category: 'electrician', city: 'Mumbai', lang: 'mr' },
  { q: 'रुग्णवाहिका', category: 'ambulance', city: null, lang: 'mr' },
  { q: 'ड्रायव्हर पाहिजे', category: 'driver', city: null, lang: 'mr' },
  { q: 'सुतार नागपूर', category: 'carpentry', city: 'Nagpur', lang: 'mr' },
  { q: 'मोलकरीण', category: 'maid-service', city: null, lang: 'mr' },
  { q: 'शिंपी', category: tailor, city: null, lang: 'mr' },
  { q: 'रंगारी ठाणे', category: 'painter', city: 'Thane', lang: 'mr' },
  { q: 'sutar pune', category: 'carpentry', city: 'Pune', lang: 'mr' },
  { q: 'nal durusti', category: 'plumbing', city: null, lang: 'mr' },
  { q: 'molkarin pahije', category: 'maid-service', city: null, lang: 'mr' },
  { q: 'rangari', category: 'painter', city: null, lang: 'mr' },
  // Gujarati, in its script and romanised
  { q: 'પ્લમ્બર અમદાવાદ', category: 'plumbing', city: 'Ahmedabad', lang: 'gu' },
  { q: 'ઇલેક્ટ્રિશિયન સુરત', category: 'electrician', city: 'Surat', lang: 'gu' },
  { q: 'એમ્બ્યુલન્સ', category: 'ambulance', city: null, lang: 'gu' },
  { q: 'ડ્રાઇવર જોઈએ', category: 'driver', city: null, lang: 'gu' },
  { q: 'સુથાર', category: 'carpentry', city: null, lang: 'gu' },
  { q: 'દરજી વડોદરા', category: tailor, city: 'Vadodara', lang: 'gu' },
  { q: 'વકીલ', category: lawyer, city: null, lang: 'gu' },
  { q: 'કામવાળી અમદાવાદમાં', category: 'maid-service', city: 'Ahmedabad', lang: 'gu' },
  { q: 'suthar ahmedabad', category: 'carpentry', city: 'Ahmedabad', lang: 'gu' },
  { q: 'nal karigar', category: 'plumbing', city: null, lang: 'gu' },
  { q: 'kamvali', category: 'maid-service', city: null, lang: 'gu' },
  { q: 'chhakdo', category: truck, city: null, lang: 'gu' },
  // Punjabi (Gurmukhi), in its script and romanised
  { q: 'ਪਲੰਬਰ ਲੁਧਿਆਣਾ', category: 'plumbing', city: 'Ludhiana', lang: 'pa' },
  { q: 'ਬਿਜਲੀ ਮਿਸਤਰੀ ਅੰਮ੍ਰਿਤਸਰ', category: 'electrician', city: 'Amritsar', lang: 'pa' },
  { q: 'ਐਂਬੂਲੈਂਸ', category: 'ambulance', city: null, lang: 'pa' },
  { q: 'ਡਰਾਈਵਰ ਚਾਹੀਦਾ', category: 'driver', city: null, lang: 'pa' },
  { q: 'ਤਰਖਾਣ ਚੰਡੀਗੜ੍ਹ', category: 'carpentry', city: 'Chandigarh', lang: 'pa' },
  { q: 'ਵਕੀਲ', category: lawyer, city: null, lang: 'pa' },
  { q: 'ਦਰਜ਼ੀ', category: tailor, city: null, lang: 'pa' },
  { q: 'ਟੈਕਸੀ ਦਿੱਲੀ', category: 'transportation', city: 'Delhi', lang: 'pa' },
  { q: 'tarkhan ludhiana', category: 'carpentry', city: 'Ludhiana', lang: 'pa' },
  { q: 'nalka mistri', category: 'plumbing', city: null, lang: 'pa' },
  { q: 'driver chahida', category: 'driver', city: null, lang: 'pa' },
  { q: 'ਨਾਈ', category: 'hair-care', city: null, lang: 'pa' },
  // Odia, in its script and romanised
  { q: 'ପ୍ଲମ୍ବର ଭୁବନେଶ୍ୱର', category: 'plumbing', city: 'Bhubaneswar', lang: 'or' },
  { q: 'ଇଲେକ୍ଟ୍ରିସିଆନ', category: 'electrician', city: null, lang: 'or' },
  { q: 'ଆମ୍ବୁଲାନ୍ସ', category: 'ambulance', city: null, lang: 'or' },
  { q: 'ଡ୍ରାଇଭର ଦରକାର', category: 'driver', city: null, lang: 'or' },
  { q: 'ବଢେଇ', category: 'carpentry', city: null, lang: 'or' },
  { q: 'ଓକିଲ ଭୁବନେଶ୍ୱରରେ', category: lawyer, city: 'Bhubaneswar', lang: 'or' },
  { q: 'ଦରଜି', category: tailor, city: null, lang: 'or' },
  { q: 'ଟ୍ୟାକ୍ସି', category: 'transportation', city: null, lang: 'or' },
  { q: 'badhei bhubaneswar', category: 'carpentry', city: 'Bhubaneswar', lang: 'or' },
  { q: 'bijuli mistri', category: 'electrician', city: null, lang: 'or' },
  { q: 'okila', category: lawyer, city: null, lang: 'or' },
  { q: 'pipe mistri', category: 'plumbing', city: null, lang: 'or' },
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

/** The share of the cases of each of the eight further languages that `understood` gets right, by language. */
export function scoresByLanguage(understood: (item: QueryCase) => boolean): Map<MoreSynonymLang, { right: number; of: number }> {
  const scores = new Map<MoreSynonymLang, { right: number; of: number }>();
  for (const item of querySet) {
    if (!item.lang) continue;
    const score = scores.get(item.lang) ?? { right: 0, of: 0 };
    score.of++;
    if (understood(item)) score.right++;
    scores.set(item.lang, score);
  }
  return scores;
}
