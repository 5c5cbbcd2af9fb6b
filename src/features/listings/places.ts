/**
 * The places a search query may name, each leading to the city whose listings it means: the cities
 * people search in (with their old names, English spellings and Hindi and Bengali script names) and
 * the localities of the gazetteer (geo/india-localities.ts) and of the demo catalogue's addresses
 * ('salt lake' → Kolkata, 'andheri' → Mumbai). Pure data, read by search/query.ts and by the listings' place rules.
 *
 * Why not the whole GeoNames list of the gazetteer: its 3,600 towns include names that are also words
 * people type for a service, and search would mistake them; the curated list is what a query needs.
 */
import { cities as demoCities } from '../catalog/demo/cities';
import { INDIA_LOCALITIES } from '../geo/india-localities';
import indicCityNames from './city-names-indic.json' with { type: 'json' };

export interface CityName {
  /** The name listings know the city by (the address contains it). */
  city: string;
  /** Other names, comma-separated: old names, spellings, Hindi and Bengali script. */
  names: string;
}

export const CITY_NAMES: CityName[] = [
  { city: 'Kolkata', names: 'calcutta, kolkatta, kolkota, kalkata, कोलकाता, कलकत्ता, কলকাতা, কোলকাতা' },
  { city: 'Mumbai', names: 'bombay, mumbay, bambai, मुंबई, मुम्बई, बंबई, মুম্বাই, মুম্বই' },
  { city: 'Delhi', names: 'new delhi, dilli, delhi ncr, दिल्ली, नई दिल्ली, দিল্লি, দিল্লী, নয়াদিল্লি' },
  { city: 'Bengaluru', names: 'bangalore, banglore, bengalore, bangaluru, blr, बेंगलुरु, बैंगलोर, बंगलौर, বেঙ্গালুরু, ব্যাঙ্গালোর' },
  { city: 'Chennai', names: 'madras, चेन्नई, मद्रास, চেন্নাই, মাদ্রাজ' },
  { city: 'Hyderabad', names: 'hyd, hyderbad, secunderabad, हैदराबाद, হায়দ্রাবাদ, হায়দরাবাদ' },
  { city: 'Pune', names: 'poona, puna, पुणे, पूना, পুনে' },
  { city: 'Ahmedabad', names: 'amdavad, ahmadabad, अहमदाबाद, আহমেদাবাদ' },
  { city: 'Jaipur', names: 'जयपुर, জয়পুর' },
  { city: 'Lucknow', names: 'lko, lakhnau, लखनऊ, লখনউ' },
  { city: 'Gurugram', names: 'gurgaon, gurgoan, gurugram, गुड़गांव, गुरुग्राम, গুরুগ্রাম, গুরগাঁও' },
  { city: 'Noida', names: 'greater noida, नोएडा, নয়ডা' },
  { city: 'Ghaziabad', names: 'गाजियाबाद' },
  { city: 'Faridabad', names: 'फरीदाबाद' },
  { city: 'Navi Mumbai', names: 'new bombay, नवी मुंबई' },
  { city: 'Thane', names: 'ठाणे' },
  { city: 'Howrah', names: 'हावड़ा, হাওড়া' },
  { city: 'Siliguri', names: 'सिलीगुड़ी, শিলিগুড়ি' },
  { city: 'Durgapur', names: 'দুর্গাপুর' },
  { city: 'Asansol', names: 'আসানসোল' },
  { city: 'Patna', names: 'पटना, পাটনা' },
  { city: 'Ranchi', names: 'रांची, রাঁচি' },
  { city: 'Bhubaneswar', names: 'bhubaneshwar, भुवनेश्वर, ভুবনেশ্বর' },
  { city: 'Guwahati', names: 'gauhati, गुवाहाटी, গুয়াহাটি' },
  { city: 'Kanpur', names: 'कानपुर' },
  { city: 'Varanasi', names: 'banaras, benares, kashi, वाराणसी, बनारस, বারাণসী' },
  { city: 'Prayagraj', names: 'allahabad, प्रयागराज, इलाहाबाद' },
  { city: 'Agra', names: 'आगरा' },
  { city: 'Bhopal', names: 'भोपाल' },
  { city: 'Indore', names: 'इंदौर' },
  { city: 'Nagpur', names: 'नागपुर' },
  { city: 'Nashik', names: 'nasik, नाशिक' },
  { city: 'Surat', names: 'सूरत' },
  { city: 'Vadodara', names: 'baroda, वडोदरा' },
  { city: 'Chandigarh', names: 'चंडीगढ़' },
  { city: 'Ludhiana', names: 'लुधियाना' },
  { city: 'Amritsar', names: 'अमृतसर' },
  { city: 'Dehradun', names: 'देहरादून' },
  { city: 'Kochi', names: 'cochin, ernakulam, कोच्चि' },
  { city: 'Thiruvananthapuram', names: 'trivandrum' },
  { city: 'Coimbatore', names: 'kovai' },
  { city: 'Madurai', names: '' },
  { city: 'Mysuru', names: 'mysore, मैसूर' },
  { city: 'Mangaluru', names: 'mangalore' },
  { city: 'Visakhapatnam', names: 'vizag, vishakhapatnam' },
  { city: 'Vijayawada', names: '' },
  { city: 'Goa', names: 'panaji, panjim, गोवा' },
  { city: 'Raipur', names: 'रायपुर' },
  { city: 'Jodhpur', names: 'जोधपुर' },
  { city: 'Udaipur', names: 'उदयपुर' },
];

/**
 * The 200 largest cities of the gazetteer (GeoNames' populations, city parts and district figures left out) and
 * the other cities of CITY_NAMES, by the name listings know them by: their names in the scripts of Tamil, Telugu,
 * Kannada, Malayalam, Marathi, Gujarati, Punjabi and Odia, and Hindi or Bengali where CITY_NAMES lacks them, by
 * BCP 47 language, comma-separated; `en` holds the English names and old spellings of a city CITY_NAMES lacks.
 * Data in city-names-indic.json: GeoNames' own names in those scripts where it has them, else the Hindi name
 * written in the script.
 */
export const INDIC_CITY_NAMES = indicCityNames as Record<string, Record<string, string>>;

/**
 * Neighbourhoods people name in a search that neither the gazetteer's curated localities nor the demo
 * addresses hold, by city.
 */
export const EXTRA_LOCALITIES: Record<string, string> = {
  Kolkata: 'Lake Town, Baguiati, Sonarpur, Bhowanipore, Alipore, Bowbazar, Sinthee, Barasat, Maniktala',
  Mumbai: 'Lokhandwala, Versova, Santacruz, Vile Parle, Kandivali, Mulund, Bhandup, Sion, Matunga, Mahim, Kurla West, Vikhroli',
  Delhi: 'Janakpuri, Rohini, Pitampura, Mayur Vihar, Laxmi Nagar, Greater Kailash, Defence Colony, Preet Vihar, Paschim Vihar, Uttam Nagar',
  Bengaluru: 'Yelahanka, Banashankari, Rajajinagar, JP Nagar, Bellandur, Sarjapur, Basavanagudi, Frazer Town, Bannerghatta Road',
  Hyderabad: 'Kondapur, Miyapur, Dilsukhnagar, LB Nagar, Mehdipatnam, Manikonda, Kompally',
  Chennai: 'Tambaram, Porur, Nungambakkam, Besant Nagar, Chromepet, Perambur',
  Pune: 'Kothrud, Baner, Wakad, Viman Nagar, Hadapsar, Aundh, Kharadi, Pimpri, Chinchwad',
  Ahmedabad: 'Navrangpura, Maninagar, Bopal, Vastrapur',
  Jaipur: 'Malviya Nagar, Vaishali Nagar, Mansarovar, C Scheme',
  Lucknow: 'Gomti Nagar, Hazratganj, Aliganj, Indira Nagar Lucknow',
  Gurugram: 'DLF Phase 1, DLF Phase 2, DLF Phase 3, Sohna Road, Golf Course Road',
  Noida: 'Sector 62, Sector 18 Noida',
};

export interface PlaceName {
  /** The name as typed, normalised by the caller. */
  name: string;
  city: string;
  kind: 'city' | 'locality';
  /** A locality's names as addresses write them ('Salt Lake', 'Bidhannagar'): a listing whose address holds one is in it. */
  addresses?: string[];
}

/** Is an address in a locality, by the names addresses give it (case-insensitive containment, like the city rule)? */
export function addressInLocality(address: string, names: readonly string[]): boolean {
  const text = address.toLowerCase();
  return names.some((name) => text.includes(name.toLowerCase()));
}

/** Short airport and station codes are left out: 'cp', 'del', 'maa' read as words too often. */
const tooShort = (alias: string) => alias.replace(/[^a-z0-9]/gi, '').length < 4 && !['bkc', 'cst', 'omr'].includes(alias.toLowerCase());

/** Cities of the gazetteer's localities, written as listings know them. */
const LOCALITY_CITY: Record<string, string> = { 'New Delhi': 'Delhi', Secunderabad: 'Hyderabad' };

/**
 * Every place name with its city: cities first (a city's own names win over a locality of the same
 * name), then the demo catalogue's localities, then the gazetteer's.
 */
export function placeNames(): PlaceName[] {
  const names: PlaceName[] = [];
  for (const entry of CITY_NAMES) {
    names.push({ name: entry.city, city: entry.city, kind: 'city' });
    for (const alias of entry.names.split(',')) if (alias.trim()) names.push({ name: alias.trim(), city: entry.city, kind: 'city' });
  }
  for (const [city, byLanguage] of Object.entries(INDIC_CITY_NAMES)) {
    names.push({ name: city, city, kind: 'city' });
    for (const list of Object.values(byLanguage)) {
      for (const alias of list.split(',')) if (alias.trim()) names.push({ name: alias.trim(), city, kind: 'city' });
    }
  }
  for (const city of demoCities) {
    for (const locality of city.localities) {
      // 'Andheri West' is also typed 'andheri', which means Andheri East as well.
      const bare = locality.name.replace(/\s+(East|West|North|South)$/, '');
      names.push({ name: locality.name, city: city.name, kind: 'locality', addresses: [locality.name] });
      if (bare !== locality.name) names.push({ name: bare, city: city.name, kind: 'locality', addresses: [bare] });
    }
  }
  for (const [city, list] of Object.entries(EXTRA_LOCALITIES)) {
    for (const name of list.split(',')) names.push({ name: name.trim(), city, kind: 'locality', addresses: [name.trim()] });
  }
  for (const locality of INDIA_LOCALITIES) {
    const city = LOCALITY_CITY[locality.city] ?? locality.city;
    const aliases = [locality.name, ...(locality.aliases ?? [])].filter((alias) => !tooShort(alias));
    for (const alias of aliases) names.push({ name: alias, city, kind: 'locality', addresses: aliases });
  }
  return names;
}
