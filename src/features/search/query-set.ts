/**
 * Real queries as people type them — English, Hindi, Bengali, eight more languages and romanised Hindi, with typos, places and
 * "near me" — and what search must understand from each: the category (one slug, or any of a few where
 * more than one is right) and the city. query.test.ts scores understandQuery against it and
 * tests/api/search.test.ts scores GET /api/search; both must get at least 95 % right overall, and at least
 * 90 % of the (sixteen or more) queries in each of Hindi, Bengali, Tamil, Telugu, Kannada, Malayalam, Marathi,
 * Gujarati, Punjabi and Odia.
 */
import { type MoreSynonymLang, moreSynonymLangs } from './synonyms/category-synonyms';

/** The languages scored one by one: Hindi, Bengali and the eight further ones, script and romanised alike. */
export const scoredLangs = ['hi', 'bn', ...moreSynonymLangs] as const;
export type ScoredLang = 'hi' | 'bn' | MoreSynonymLang;

export interface QueryCase {
  q: string;
  /** The visitor's stored city, sent as `city`. */
  cityHint?: string;
  category: string | readonly string[] | null;
  city: string | null;
  /** The language of the ten beyond English that the query is in, script or romanised; scored apart. */
  lang?: ScoredLang;
}

const lawyer = ['law', 'civil-lawyer', 'criminal-lawyer', 'family-lawyer', 'property-lawyer'] as const;
const beauty = ['beauty-care', 'facial', 'hair-care', 'bridal-hairstyling'] as const;
const tailor = ['mens-tailoring', 'blouse-stitching', 'kids-tailoring', 'fashion'] as const;
const truck = ['transport', 'tempo-hire', 'mini-truck', 'container-truck', 'transportation'] as const;
const cleaning = ['cleanerhousekeeper', 'deep-home-cleaning', 'maid-service'] as const;
const cakes = ['custom-cakes', 'home-bakers'] as const;
const termite = ['termite-control', 'pest-control'] as const;
const mosquito = ['mosquito-control', 'pest-control'] as const;
const bedBugs = ['bed-bug-treatment', 'pest-control'] as const;
const carService = ['car-servicing', 'car-mechanic'] as const;

/** The cases of one of the scored languages, the language said once for all of them. */
const inLanguage = (lang: ScoredLang, cases: readonly Omit<QueryCase, 'lang'>[]): QueryCase[] => cases.map((item) => ({ ...item, lang }));

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
  { q: 'termite treatment', category: termite, city: null },
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
  ...inLanguage('hi', [
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
    { q: 'दीमक कंट्रोल मेरठ', category: termite, city: 'Meerut' },
    { q: 'गोल्ड लोन', category: 'gold-loans', city: null },
    { q: 'कोर्ट मैरिज वकील कानपुर', category: 'marriage-registration', city: 'Kanpur' },
    { q: 'गिटार क्लास इंदौर', category: 'guitar-lessons', city: 'Indore' },
    { q: 'सेकंड हैंड बाइक', category: 'used-bikes', city: null },
    { q: 'kundli milan', category: 'kundli-matching', city: null },
    { q: 'कार सर्विस गाजियाबाद', category: carService, city: 'Ghaziabad' },
  ]),
  // Bengali
  ...inLanguage('bn', [
    { q: 'মেকআপ আর্টিস্ট', category: beauty, city: null },
    { q: 'ইলেকট্রিশিয়ান কলকাতা', category: 'electrician', city: 'Kolkata' },
    { q: 'প্লাম্বার', category: 'plumbing', city: null },
    { q: 'কাঠ মিস্ত্রি', category: 'carpentry', city: null },
    { q: 'উকিল কলকাতায়', category: lawyer, city: 'Kolkata' },
    { q: 'গৃহশিক্ষক', category: 'tution', city: null },
    { q: 'আমার কাছে রং মিস্ত্রি', cityHint: 'Kolkata', category: 'painter', city: 'Kolkata' },
    { q: 'অ্যাম্বুলেন্স', category: 'ambulance', city: null },
    { q: 'কাজের মাসি', category: cleaning, city: null },
    { q: 'উইপোকা দমন হাওড়া', category: termite, city: 'Howrah' },
    { q: 'গোল্ড লোন', category: 'gold-loans', city: null },
    { q: 'স্পোকেন ইংলিশ দুর্গাপুর', category: 'spoken-english', city: 'Durgapur' },
    { q: 'গিটার শেখা', category: 'guitar-lessons', city: null },
    { q: 'ফেসিয়াল শিলিগুড়ি', category: 'facial', city: 'Siliguri' },
    { q: 'হোম লোন', category: 'home-loans', city: null },
    { q: 'tabla shikhbo', category: 'tabla-lessons', city: null },
    { q: 'কার সার্ভিস আসানসোল', category: carService, city: 'Asansol' },
    { q: 'বার্থডে কেক', category: cakes, city: null },
  ]),
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
  ...inLanguage('ta', [
    { q: 'பிளம்பர் சென்னை', category: 'plumbing', city: 'Chennai' },
    { q: 'எலக்ட்ரீஷியன்', category: 'electrician', city: null },
    { q: 'ஆம்புலன்ஸ் மதுரை', category: 'ambulance', city: 'Madurai' },
    { q: 'டிரைவர் வேண்டும்', category: 'driver', city: null },
    { q: 'தச்சர் கோவை', category: 'carpentry', city: 'Coimbatore' },
    { q: 'வக்கீல் சென்னையில்', category: lawyer, city: 'Chennai' },
    { q: 'ஏசி ரிப்பேர்', category: 'ac-repair', city: null },
    { q: 'டியூஷன் பெங்களூரு', category: 'tution', city: 'Bengaluru' },
    { q: 'kuzhai velai chennai', category: 'plumbing', city: 'Chennai' },
    { q: 'minsara velai', category: 'electrician', city: null },
    { q: 'ambulans arugil', category: 'ambulance', city: null },
    { q: 'thachar', category: 'carpentry', city: null },
    { q: 'கரையான் திருச்சி', category: termite, city: 'Tiruchirappalli' },
    { q: 'நகைக் கடன்', category: 'gold-loans', city: null },
    { q: 'ஸ்போக்கன் இங்கிலீஷ் சேலம்', category: 'spoken-english', city: 'Salem' },
    { q: 'கொசு ஒழிப்பு', category: mosquito, city: null },
    { q: 'ஜாதகம் பொருத்தம் மதுரை', category: 'kundli-matching', city: 'Madurai' },
    { q: 'veedu suththam', category: ['deep-home-cleaning', ...cleaning], city: null },
    { q: 'கார் சர்வீஸ் ஈரோடு', category: carService, city: 'Erode' },
    { q: 'பர்த்டே கேக்', category: cakes, city: null },
  ]),
  // Telugu, in its script and romanised
  ...inLanguage('te', [
    { q: 'ప్లంబర్ హైదరాబాద్', category: 'plumbing', city: 'Hyderabad' },
    { q: 'ఎలక్ట్రీషియన్ విజయవాడ', category: 'electrician', city: 'Vijayawada' },
    { q: 'అంబులెన్స్', category: 'ambulance', city: null },
    { q: 'డ్రైవర్ కావాలి', category: 'driver', city: null },
    { q: 'వడ్రంగి', category: 'carpentry', city: null },
    { q: 'పనిమనిషి హైదరాబాద్‌లో', category: 'maid-service', city: 'Hyderabad' },
    { q: 'లాయర్ విశాఖపట్నం', category: lawyer, city: 'Visakhapatnam' },
    { q: 'టాక్సీ', category: 'transportation', city: null },
    { q: 'vadrangi hyderabad', category: 'carpentry', city: 'Hyderabad' },
    { q: 'current pani', category: 'electrician', city: null },
    { q: 'panimanishi kavali', category: 'maid-service', city: null },
    { q: 'kulayi repair', category: 'plumbing', city: null },
    { q: 'చెదలు గుంటూరు', category: termite, city: 'Guntur' },
    { q: 'గోల్డ్ లోన్', category: 'gold-loans', city: null },
    { q: 'స్పోకెన్ ఇంగ్లీష్ వరంగల్', category: 'spoken-english', city: 'Warangal' },
    { q: 'దోమలు', category: mosquito, city: null },
    { q: 'కూరగాయలు', category: 'fruits-and-vegetables', city: null },
    { q: 'vidakulu lawyer', category: ['divorce-cases', ...lawyer], city: null },
    { q: 'కార్ సర్వీస్ నెల్లూరు', category: carService, city: 'Nellore' },
    { q: 'బర్త్‌డే కేక్', category: cakes, city: null },
  ]),
  // Kannada, in its script and romanised
  ...inLanguage('kn', [
    { q: 'ಪ್ಲಂಬರ್ ಬೆಂಗಳೂರು', category: 'plumbing', city: 'Bengaluru' },
    { q: 'ಎಲೆಕ್ಟ್ರಿಷಿಯನ್ ಮೈಸೂರು', category: 'electrician', city: 'Mysuru' },
    { q: 'ಆಂಬ್ಯುಲೆನ್ಸ್', category: 'ambulance', city: null },
    { q: 'ಡ್ರೈವರ್ ಬೇಕು', category: 'driver', city: null },
    { q: 'ಬಡಗಿ', category: 'carpentry', city: null },
    { q: 'ವಕೀಲ ಮಂಗಳೂರು', category: lawyer, city: 'Mangaluru' },
    { q: 'ಪೇಂಟರ್', category: 'painter', city: null },
    { q: 'ಎಸಿ ರಿಪೇರಿ ಬೆಂಗಳೂರು', category: 'ac-repair', city: 'Bengaluru' },
    { q: 'nalli repair bengaluru', category: 'plumbing', city: 'Bengaluru' },
    { q: 'badagi', category: 'carpentry', city: null },
    { q: 'current kelasa', category: 'electrician', city: null },
    { q: 'driver beku', category: 'driver', city: null },
    { q: 'ಗೆದ್ದಲು ಹುಬ್ಬಳ್ಳಿ', category: termite, city: 'Hubballi' },
    { q: 'ಚಿನ್ನದ ಸಾಲ', category: 'gold-loans', city: null },
    { q: 'ಸ್ಪೋಕನ್ ಇಂಗ್ಲಿಷ್ ದಾವಣಗೆರೆ', category: 'spoken-english', city: 'Davangere' },
    { q: 'ಸೊಳ್ಳೆ', category: mosquito, city: null },
    { q: 'ತರಕಾರಿ', category: 'fruits-and-vegetables', city: null },
    { q: 'jataka', category: 'kundli-matching', city: null },
    { q: 'ಕಾರ್ ಸರ್ವೀಸ್ ಬೆಳಗಾವಿ', category: carService, city: 'Belagavi' },
    { q: 'ಬರ್ತ್‌ಡೇ ಕೇಕ್', category: cakes, city: null },
  ]),
  // Malayalam, in its script and romanised
  ...inLanguage('ml', [
    { q: 'പ്ലംബർ കൊച്ചി', category: 'plumbing', city: 'Kochi' },
    { q: 'ഇലക്ട്രീഷ്യൻ തിരുവനന്തപുരം', category: 'electrician', city: 'Thiruvananthapuram' },
    { q: 'ആംബുലൻസ്', category: 'ambulance', city: null },
    { q: 'ഡ്രൈവർ വേണം', category: 'driver', city: null },
    { q: 'ആശാരി', category: 'carpentry', city: null },
    { q: 'വക്കീൽ കൊച്ചി', category: lawyer, city: 'Kochi' },
    { q: 'ടാക്സി', category: 'transportation', city: null },
    { q: 'ബ്യൂട്ടി പാർലർ', category: beauty, city: null },
    { q: 'ashari kochi', category: 'carpentry', city: 'Kochi' },
    { q: 'pipe pani', category: 'plumbing', city: null },
    { q: 'current pani', category: 'electrician', city: null },
    { q: 'vakkeel', category: lawyer, city: null },
    { q: 'ചിതൽ കോഴിക്കോട്', category: termite, city: 'Kozhikode' },
    { q: 'സ്വർണ്ണ പണയം', category: 'gold-loans', city: null },
    { q: 'സ്പോക്കൺ ഇംഗ്ലീഷ് തൃശൂർ', category: 'spoken-english', city: 'Thrissur' },
    { q: 'കൊതുക്', category: mosquito, city: null },
    { q: 'പച്ചക്കറി', category: 'fruits-and-vegetables', city: null },
    { q: 'jathakam', category: 'kundli-matching', city: null },
    { q: 'കാർ സർവീസ് കൊല്ലം', category: carService, city: 'Kollam' },
    { q: 'ബർത്ത്ഡേ കേക്ക്', category: cakes, city: null },
  ]),
  // Marathi, in its script and romanised
  ...inLanguage('mr', [
    { q: 'प्लंबर पुणे', category: 'plumbing', city: 'Pune' },
    { q: 'इलेक्ट्रिशियन मुंबईत', category: 'electrician', city: 'Mumbai' },
    { q: 'रुग्णवाहिका', category: 'ambulance', city: null },
    { q: 'ड्रायव्हर पाहिजे', category: 'driver', city: null },
    { q: 'सुतार नागपूर', category: 'carpentry', city: 'Nagpur' },
    { q: 'मोलकरीण', category: 'maid-service', city: null },
    { q: 'शिंपी', category: tailor, city: null },
    { q: 'रंगारी ठाणे', category: 'painter', city: 'Thane' },
    { q: 'sutar pune', category: 'carpentry', city: 'Pune' },
    { q: 'nal durusti', category: 'plumbing', city: null },
    { q: 'molkarin pahije', category: 'maid-service', city: null },
    { q: 'rangari', category: 'painter', city: null },
    { q: 'वाळवी कोल्हापूर', category: termite, city: 'Kolhapur' },
    { q: 'गृहकर्ज', category: 'home-loans', city: null },
    { q: 'स्पोकन इंग्लिश औरंगाबाद', category: 'spoken-english', city: 'Aurangabad' },
    { q: 'ढेकूण', category: bedBugs, city: null },
    { q: 'भाजीपाला', category: 'fruits-and-vegetables', city: null },
    { q: 'ghatasphot vakil', category: ['divorce-cases', ...lawyer], city: null },
    { q: 'कार सर्व्हिस सोलापूर', category: carService, city: 'Solapur' },
    { q: 'बर्थडे केक', category: cakes, city: null },
  ]),
  // Gujarati, in its script and romanised
  ...inLanguage('gu', [
    { q: 'પ્લમ્બર અમદાવાદ', category: 'plumbing', city: 'Ahmedabad' },
    { q: 'ઇલેક્ટ્રિશિયન સુરત', category: 'electrician', city: 'Surat' },
    { q: 'એમ્બ્યુલન્સ', category: 'ambulance', city: null },
    { q: 'ડ્રાઇવર જોઈએ', category: 'driver', city: null },
    { q: 'સુથાર', category: 'carpentry', city: null },
    { q: 'દરજી વડોદરા', category: tailor, city: 'Vadodara' },
    { q: 'વકીલ', category: lawyer, city: null },
    { q: 'કામવાળી અમદાવાદમાં', category: 'maid-service', city: 'Ahmedabad' },
    { q: 'suthar ahmedabad', category: 'carpentry', city: 'Ahmedabad' },
    { q: 'nal karigar', category: 'plumbing', city: null },
    { q: 'kamvali', category: 'maid-service', city: null },
    { q: 'chhakdo', category: truck, city: null },
    { q: 'ઉધઈ રાજકોટ', category: termite, city: 'Rajkot' },
    { q: 'ગોલ્ડ લોન', category: 'gold-loans', city: null },
    { q: 'સ્પોકન ઇંગ્લિશ ભાવનગર', category: 'spoken-english', city: 'Bhavnagar' },
    { q: 'માંકડ', category: bedBugs, city: null },
    { q: 'શાકભાજી', category: 'fruits-and-vegetables', city: null },
    { q: 'garba class', category: 'kathak-classes', city: null },
    { q: 'કાર સર્વિસ જામનગર', category: carService, city: 'Jamnagar' },
    { q: 'બર્થડે કેક', category: cakes, city: null },
  ]),
  // Punjabi (Gurmukhi), in its script and romanised
  ...inLanguage('pa', [
    { q: 'ਪਲੰਬਰ ਲੁਧਿਆਣਾ', category: 'plumbing', city: 'Ludhiana' },
    { q: 'ਬਿਜਲੀ ਮਿਸਤਰੀ ਅੰਮ੍ਰਿਤਸਰ', category: 'electrician', city: 'Amritsar' },
    { q: 'ਐਂਬੂਲੈਂਸ', category: 'ambulance', city: null },
    { q: 'ਡਰਾਈਵਰ ਚਾਹੀਦਾ', category: 'driver', city: null },
    { q: 'ਤਰਖਾਣ ਚੰਡੀਗੜ੍ਹ', category: 'carpentry', city: 'Chandigarh' },
    { q: 'ਵਕੀਲ', category: lawyer, city: null },
    { q: 'ਦਰਜ਼ੀ', category: tailor, city: null },
    { q: 'ਟੈਕਸੀ ਦਿੱਲੀ', category: 'transportation', city: 'Delhi' },
    { q: 'tarkhan ludhiana', category: 'carpentry', city: 'Ludhiana' },
    { q: 'nalka mistri', category: 'plumbing', city: null },
    { q: 'driver chahida', category: 'driver', city: null },
    { q: 'ਨਾਈ', category: 'hair-care', city: null },
    { q: 'ਸਿਉਂਕ ਜਲੰਧਰ', category: termite, city: 'Jalandhar' },
    { q: 'ਗੋਲਡ ਲੋਨ', category: 'gold-loans', city: null },
    { q: 'ਸਪੋਕਨ ਇੰਗਲਿਸ਼ ਪਟਿਆਲਾ', category: 'spoken-english', city: 'Patiala' },
    { q: 'ਮੱਛਰ', category: mosquito, city: null },
    { q: 'ਆਈਲੈਟਸ', category: 'study-abroad', city: null },
    { q: 'bhangra class', category: ['bollywood-dance', 'dance'], city: null },
    { q: 'ਕਾਰ ਸਰਵਿਸ ਬਠਿੰਡਾ', category: carService, city: 'Bathinda' },
    { q: 'ਬਰਥਡੇ ਕੇਕ', category: cakes, city: null },
  ]),
  // Odia, in its script and romanised
  ...inLanguage('or', [
    { q: 'ପ୍ଲମ୍ବର ଭୁବନେଶ୍ୱର', category: 'plumbing', city: 'Bhubaneswar' },
    { q: 'ଇଲେକ୍ଟ୍ରିସିଆନ', category: 'electrician', city: null },
    { q: 'ଆମ୍ବୁଲାନ୍ସ', category: 'ambulance', city: null },
    { q: 'ଡ୍ରାଇଭର ଦରକାର', category: 'driver', city: null },
    { q: 'ବଢେଇ', category: 'carpentry', city: null },
    { q: 'ଓକିଲ ଭୁବନେଶ୍ୱରରେ', category: lawyer, city: 'Bhubaneswar' },
    { q: 'ଦରଜି', category: tailor, city: null },
    { q: 'ଟ୍ୟାକ୍ସି', category: 'transportation', city: null },
    { q: 'badhei bhubaneswar', category: 'carpentry', city: 'Bhubaneswar' },
    { q: 'bijuli mistri', category: 'electrician', city: null },
    { q: 'okila', category: lawyer, city: null },
    { q: 'pipe mistri', category: 'plumbing', city: null },
    { q: 'ଉଈ କଟକ', category: termite, city: 'Cuttack' },
    { q: 'ଗୋଲ୍ଡ ଲୋନ', category: 'gold-loans', city: null },
    { q: 'ସ୍ପୋକେନ ଇଂଲିଶ ବ୍ରହ୍ମପୁର', category: 'spoken-english', city: 'Berhampur' },
    { q: 'ମଶା', category: mosquito, city: null },
    { q: 'ପରିବା', category: 'fruits-and-vegetables', city: null },
    { q: 'odissi nrutya', category: 'kathak-classes', city: null },
    { q: 'କାର ସର୍ଭିସ ରାଉରକେଲା', category: carService, city: 'Rourkela' },
    { q: 'ବର୍ଥଡେ କେକ', category: cakes, city: null },
  ]),
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

/** The share of the cases of each of the ten languages that `understood` gets right, by language. */
export function scoresByLanguage(understood: (item: QueryCase) => boolean): Map<ScoredLang, { right: number; of: number }> {
  const scores = new Map<ScoredLang, { right: number; of: number }>();
  for (const item of querySet) {
    if (!item.lang) continue;
    const score = scores.get(item.lang) ?? { right: 0, of: 0 };
    score.of++;
    if (understood(item)) score.right++;
    scores.set(item.lang, score);
  }
  return scores;
}
