/**
 * What people call each category, keyed by category slug: English synonyms, Hindi (Devanagari) and
 * Bengali script names, and the romanised words people type on a phone keyboard. This is data, not
 * code: the demo seed loads it into the `category_synonyms` table (search/synonyms.server.ts), where the
 * catalogue can grow it; search reads the table. Terms are comma-separated.
 *
 * Choices where a word is ambiguous (kept here so that they can be argued with in one place):
 * - 'mistri' alone (a skilled tradesman: mason, carpenter, fitter) → home-renovation, whose listings are
 *   the masons, carpenters and tilers; 'bijli mistri', 'nal mistri', 'gaadi mistri', 'kath mistri'
 *   name the trade and go to electrician, plumbing, car-mechanic and carpentry.
 * - 'darzi' / 'tailor' → mens-tailoring (the everyday tailor); 'ladies tailor' → blouse-stitching.
 * - 'dhobi' / 'laundry' / 'istri': the catalogue has no laundry category; a housekeeper
 *   (cleanerhousekeeper) is the nearest service that washes and irons at home.
 * - 'mehendi' and 'makeup' have no category of their own: beauty-care, the beauty parlour's category.
 * - 'gaadi' (a vehicle) → transport (goods vehicles on hire); 'gaadi mistri' → car-mechanic.
 * - 'vakil' / 'lawyer' / 'advocate' → law (every kind of lawyer); 'divorce vakil' etc. reach the kind.
 * - 'master ji' / 'tuition' → tution (the spec's slug for home tutors).
 */

export interface SynonymEntry {
  /** Hindi in Devanagari. */
  hi: string;
  /** Bengali script. */
  bn: string;
  /** English synonyms beyond the category's own name. */
  en?: string;
  /** Romanised Hindi (and Hinglish) as typed. */
  hiLatn?: string;
  /** Romanised Bengali as typed. */
  bnLatn?: string;
}

/** Bump when the data changes: the seed then adds the new terms to a database that has the old ones. */
export const synonymDataVersion = 1;

export const categorySynonymData: Record<string, SynonymEntry> = {
  // Fashion
  fashion: { hi: 'फैशन, कपड़े, बुटीक', bn: 'ফ্যাশন, জামাকাপড়, পোশাক', en: 'clothes, clothing, boutique, garments', hiLatn: 'kapde, kapda' },
  men: { hi: 'पुरुष, मर्दाना कपड़े', bn: 'পুরুষ, ছেলেদের পোশাক', en: 'menswear, gents' },
  'mens-tailoring': {
    hi: 'दर्जी, टेलर, सिलाई, कपड़े सिलाई',
    bn: 'দর্জি, টেইলার, সেলাই',
    en: 'tailor, tailors, gents tailor, stitching, alteration, alterations',
    hiLatn: 'darzi, darji, silai, silayi, kapde silai',
    bnLatn: 'dorji, selai',
  },
  'suit-and-sherwani-rental': {
    hi: 'शेरवानी किराया, सूट किराया, शेरवानी',
    bn: 'শেরওয়ানি ভাড়া, স্যুট ভাড়া, শেরওয়ানি',
    en: 'sherwani, suit on rent, tuxedo rental, groom wear',
    hiLatn: 'sherwani kiraya',
  },
  'mens-ethnic-wear': {
    hi: 'कुर्ता, कुर्ता पायजामा, धोती',
    bn: 'পাঞ্জাবি, কুর্তা, ধুতি',
    en: 'kurta, ethnic wear, nehru jacket',
    hiLatn: 'kurta pajama',
    bnLatn: 'panjabi, dhuti',
  },
  women: { hi: 'महिला, महिलाओं के कपड़े', bn: 'মহিলা, মেয়েদের পোশাক', en: 'womenswear, ladies wear, ladies' },
  'blouse-stitching': {
    hi: 'ब्लाउज सिलाई, लेडीज टेलर, ब्लाउज',
    bn: 'ব্লাউজ সেলাই, লেডিজ টেইলার, ব্লাউজ',
    en: 'blouse, ladies tailor, blouse tailor',
    hiLatn: 'ladies darzi, blouse silai',
    bnLatn: 'blouse selai',
  },
  'saree-draping': {
    hi: 'साड़ी पहनाना, साड़ी ड्रेपिंग',
    bn: 'শাড়ি পরানো, শাড়ি ড্রেপিং',
    en: 'saree, sari draping',
    hiLatn: 'saree pehnana, sari',
    bnLatn: 'shari porano',
  },
  'designer-boutique': { hi: 'डिजाइनर बुटीक, लहंगा', bn: 'ডিজাইনার বুটিক, লেহেঙ্গা', en: 'lehenga, salwar suit, designer wear', hiLatn: 'lehnga' },
  'bridal-wear-rental': {
    hi: 'दुल्हन का जोड़ा, ब्राइडल लहंगा किराया',
    bn: 'বিয়ের পোশাক ভাড়া, কনের পোশাক',
    en: 'bridal lehenga, bridal dress rental, wedding dress',
    hiLatn: 'dulhan jodi',
  },
  kids: { hi: 'बच्चों के कपड़े', bn: 'বাচ্চাদের পোশাক', en: 'children clothes, kidswear' },
  'kids-tailoring': { hi: 'बच्चों की सिलाई', bn: 'বাচ্চাদের সেলাই', en: 'kids tailor, frock stitching' },
  'kids-party-wear': { hi: 'बच्चों के पार्टी कपड़े', bn: 'বাচ্চাদের পার্টি পোশাক', en: 'kids party dress' },
  'school-uniforms': { hi: 'स्कूल ड्रेस, स्कूल यूनिफॉर्म', bn: 'স্কুল ইউনিফর্ম, স্কুলের পোশাক', en: 'school dress, uniform, uniforms', hiLatn: 'school dress' },

  // Repair & Service
  'repairs-service': {
    hi: 'मरम्मत, रिपेयर, सर्विस',
    bn: 'মেরামত, রিপেয়ার, সারাই',
    en: 'repair, repairs, handyman, fixing',
    hiLatn: 'marammat, repairing',
    bnLatn: 'meramot, sarai',
  },
  plumbing: {
    hi: 'प्लंबर, प्लम्बर, नलसाज, नल मिस्त्री, प्लंबिंग, नल',
    bn: 'প্লাম্বার, কলের মিস্ত্রি, কল মিস্ত্রি, প্লাম্বিং',
    en: 'plumber, plumbers, pipe fitter, pipe leak, pipeline, water leakage',
    hiLatn: 'nalsaz, nal wala, nal mistri, nal, plambar, palamber, pipe wala',
    bnLatn: 'kol mistri, koler mistri',
  },
  'tap-and-leak-repair': {
    hi: 'नल रिपेयर, टपकता नल, लीकेज',
    bn: 'কল সারাই, লিক মেরামত, লিকেজ',
    en: 'tap repair, leaking tap, leakage, leak',
    hiLatn: 'nal theek, leakage',
  },
  'bathroom-fitting': {
    hi: 'बाथरूम फिटिंग, गीजर लगाना, कमोड, गीजर',
    bn: 'বাথরুম ফিটিং, গিজার লাগানো, কমোড',
    en: 'geyser installation, commode, sanitary fitting, shower fitting, geyser, geyser repair, water heater',
  },
  'drain-cleaning': {
    hi: 'नाली सफाई, ड्रेन सफाई, सीवर सफाई',
    bn: 'ড্রেন পরিষ্কার, নর্দমা পরিষ্কার',
    en: 'drain block, blocked drain, choked drain, sewer cleaning, drainage',
    hiLatn: 'nali safai, gutter safai',
    bnLatn: 'drain porishkar',
  },
  'water-tank-cleaning': {
    hi: 'पानी की टंकी सफाई, टंकी सफाई',
    bn: 'জলের ট্যাঙ্ক পরিষ্কার, ট্যাঙ্ক পরিষ্কার',
    en: 'tank cleaning, water tank',
    hiLatn: 'tanki safai',
    bnLatn: 'tank porishkar',
  },
  electrician: {
    hi: 'इलेक्ट्रीशियन, बिजली मिस्त्री, बिजली वाला, बिजली, इलेक्ट्रिशियन',
    bn: 'ইলেকট্রিশিয়ান, ইলেক্ট্রিশিয়ান, বিদ্যুৎ মিস্ত্রি, ইলেকট্রিক মিস্ত্রি, লাইট মিস্ত্রি',
    en: 'electrician, electricians, electrical, electric work, wireman, electric repair',
    hiLatn: 'bijli mistri, bijli wala, bijliwala, bijli, electrishan, bijli ka kaam, light wala',
    bnLatn: 'electric mistri, current mistri, lighter mistri',
  },
  'wiring-and-rewiring': { hi: 'वायरिंग, बिजली की वायरिंग', bn: 'ওয়্যারিং, তার লাগানো', en: 'wiring, house wiring, rewiring', hiLatn: 'wiring' },
  'fan-and-light-installation': {
    hi: 'पंखा लगाना, पंखा, लाइट लगाना',
    bn: 'পাখা লাগানো, ফ্যান লাগানো, লাইট লাগানো',
    en: 'fan installation, ceiling fan, fan repair, light fitting',
    hiLatn: 'pankha, pankha lagana',
    bnLatn: 'pakha',
  },
  'inverter-installation': { hi: 'इन्वर्टर, इन्वर्टर लगाना', bn: 'ইনভার্টার, ইনভার্টার লাগানো', en: 'inverter, inverter battery, ups' },
  'switchboard-repair': { hi: 'स्विच बोर्ड, स्विचबोर्ड रिपेयर', bn: 'সুইচবোর্ড মেরামত, সুইচ বোর্ড', en: 'switch board, socket repair, mcb' },
  painter: {
    hi: 'पेंटर, रंगाई, पुताई, पेंट, रंग रोगन',
    bn: 'পেইন্টার, রং মিস্ত্রি, রঙের মিস্ত্রি, রং করা',
    en: 'painting, painters, house painting, wall painting, paint, whitewash',
    hiLatn: 'rangai, putai, rang rogan, rang wala, paint wala, safedi',
    bnLatn: 'rong mistri, rong kora',
  },
  'interior-painting': { hi: 'घर की पेंटिंग, अंदर की पेंटिंग', bn: 'ঘরের রং, ভিতরের রং', en: 'interior painter, room painting, flat painting' },
  'exterior-painting': { hi: 'बाहर की पेंटिंग', bn: 'বাইরের রং', en: 'exterior painter, building painting' },
  waterproofing: {
    hi: 'वॉटरप्रूफिंग, सीलन, छत टपकना',
    bn: 'ওয়াটারপ্রুফিং, ড্যাম্প, ছাদ চুঁইয়ে জল',
    en: 'damp wall, seepage, roof leak, dampness',
    hiLatn: 'seelan, seepage',
  },
  'texture-painting': { hi: 'टेक्सचर पेंट', bn: 'টেক্সচার রং', en: 'texture paint, wall texture, stencil' },
  'car-mechanic': {
    hi: 'कार मैकेनिक, गाड़ी मिस्त्री, मैकेनिक, गैराज, बाइक मिस्त्री, स्कूटर रिपेयर',
    bn: 'গাড়ির মিস্ত্রি, কার মেকানিক, মেকানিক, গ্যারেজ',
    en: 'mechanic, car repair, garage, auto repair, motor mechanic, bike repair, bike mechanic, scooter repair, two wheeler repair, two wheeler mechanic',
    hiLatn: 'gaadi mistri, gadi mistri, motor mistri, mistri gaadi, gaadi mechanic, gaadi repair',
    bnLatn: 'garir mistri, gari mistri',
  },
  'car-servicing': { hi: 'कार सर्विस, गाड़ी सर्विसिंग', bn: 'গাড়ি সার্ভিসিং, কার সার্ভিস', en: 'car service, oil change, car wash', hiLatn: 'gaadi service' },
  'denting-and-painting': { hi: 'डेंटिंग पेंटिंग', bn: 'ডেন্টিং পেইন্টিং', en: 'dent repair, scratch repair, car painting' },
  'car-ac-repair': { hi: 'कार एसी रिपेयर', bn: 'গাড়ির এসি মেরামত', en: 'car ac, car aircon' },
  'battery-and-tyres': { hi: 'बैटरी, टायर, पंचर', bn: 'ব্যাটারি, টায়ার, পাংচার', en: 'battery, tyre, tire, puncture', hiLatn: 'puncture wala, panchar' },
  cleanerhousekeeper: {
    hi: 'सफाई, सफाई वाला, सफाई कर्मचारी, हाउसकीपिंग, धोबी, कपड़े धुलाई, इस्त्री',
    bn: 'পরিষ্কার, সাফাই, হাউসকিপিং, পরিচ্ছন্নতা, ধোপা, কাপড় কাচা, ইস্ত্রি',
    en: 'cleaner, cleaning, house cleaning, housekeeper, housekeeping, home cleaning, laundry, ironing, washerman',
    hiLatn: 'safai, safai wala, safaiwala, saaf safai, dhobi, istri, istri wala, press wala, kapde dhona',
    bnLatn: 'porishkar, dhopa, istiri',
  },
  'deep-home-cleaning': {
    hi: 'घर की सफाई, डीप क्लीनिंग',
    bn: 'বাড়ি পরিষ্কার, ডিপ ক্লিনিং',
    en: 'deep cleaning, full home cleaning, kitchen cleaning',
    hiLatn: 'ghar ki safai, ghar safai',
    bnLatn: 'bari porishkar',
  },
  'sofa-and-carpet-cleaning': {
    hi: 'सोफा सफाई, कालीन सफाई',
    bn: 'সোফা পরিষ্কার, কার্পেট পরিষ্কার',
    en: 'sofa cleaning, carpet cleaning, mattress cleaning',
    hiLatn: 'sofa safai',
  },
  'bathroom-cleaning': {
    hi: 'बाथरूम सफाई, शौचालय सफाई',
    bn: 'বাথরুম পরিষ্কার, টয়লেট পরিষ্কার',
    en: 'toilet cleaning, washroom cleaning',
    hiLatn: 'bathroom safai',
  },
  'maid-service': {
    hi: 'कामवाली, कामवाली बाई, नौकरानी, बाई, घरेलू सहायिका',
    bn: 'কাজের লোক, কাজের মাসি, কাজের দিদি, আয়া, ঝি',
    en: 'maid, maids, house maid, domestic help, helper, cook, nanny',
    hiLatn: 'kaamwali, kaamwali bai, kamwali, kamwali bai, bai, naukrani, jhadu pocha, bartan',
    bnLatn: 'kajer lok, kajer mashi, kajer didi, aya, jhi',
  },
  'appliance-repair': {
    hi: 'उपकरण मरम्मत, अप्लायंस रिपेयर',
    bn: 'যন্ত্রপাতি মেরামত, অ্যাপ্লায়েন্স রিপেয়ার',
    en: 'appliance, home appliance repair, electronics repair, tv repair',
  },
  'ac-repair': {
    hi: 'एसी रिपेयर, एसी सर्विस, एसी मैकेनिक, एसी, एयर कंडीशनर',
    bn: 'এসি মেরামত, এসি সার্ভিস, এসি মিস্ত্রি, এসি, এয়ার কন্ডিশনার',
    en: 'ac, ac service, ac mechanic, ac installation, air conditioner, aircon, ac gas',
    hiLatn: 'ac wala, ac mistri, ac theek',
    bnLatn: 'ac mistri',
  },
  'washing-machine-repair': { hi: 'वॉशिंग मशीन रिपेयर, वाशिंग मशीन', bn: 'ওয়াশিং মেশিন মেরামত, ওয়াশিং মেশিন', en: 'washing machine, washer repair' },
  'refrigerator-repair': { hi: 'फ्रिज रिपेयर, फ्रिज', bn: 'ফ্রিজ মেরামত, ফ্রিজ', en: 'fridge, fridge repair, refrigerator' },
  'ro-purifier-repair': {
    hi: 'आरओ रिपेयर, पानी फिल्टर, आरओ',
    bn: 'আরও মেরামত, জল পরিশোধক, ওয়াটার পিউরিফায়ার',
    en: 'ro, water purifier, water filter, aquaguard, ro service',
  },

  // Home Services
  'home-services': { hi: 'घरेलू सेवाएं, घर की सेवा', bn: 'বাড়ির পরিষেবা, গৃহ পরিষেবা', en: 'home service, household services' },
  'home-renovation': {
    hi: 'मिस्त्री, राज मिस्त्री, घर मरम्मत, रेनोवेशन, ठेकेदार',
    bn: 'মিস্ত্রি, রাজমিস্ত্রি, বাড়ি মেরামত, সংস্কার',
    en: 'renovation, mason, contractor, civil work, construction, interior',
    hiLatn: 'mistri, mistry, raj mistri, rajmistri, thekedar, ghar marammat',
    bnLatn: 'mistri, raj mistri, rajmistri',
  },
  'modular-kitchen': { hi: 'मॉड्यूलर किचन, रसोई', bn: 'মডিউলার কিচেন, রান্নাঘর', en: 'kitchen, kitchen interior', hiLatn: 'rasoi' },
  'false-ceiling': { hi: 'फॉल्स सीलिंग, पीओपी', bn: 'ফলস সিলিং, পিওপি', en: 'pop ceiling, gypsum ceiling, pop' },
  'tiling-and-flooring': {
    hi: 'टाइल्स, फर्श, टाइल मिस्त्री, मार्बल',
    bn: 'টাইলস, মেঝে, টাইল মিস্ত্রি, মার্বেল',
    en: 'tiles, tile, flooring, marble, tiler',
    hiLatn: 'tile mistri, farsh',
  },
  carpentry: {
    hi: 'बढ़ई, कारपेंटर, लकड़ी मिस्त्री, फर्नीचर मिस्त्री',
    bn: 'ছুতোর, ছুতার, কাঠমিস্ত্রি, কাঠ মিস্ত্রি, কার্পেন্টার',
    en: 'carpenter, carpenters, woodwork, furniture repair, wardrobe',
    hiLatn: 'badhai, barhai, lakdi mistri, furniture mistri, carpenter mistri',
    bnLatn: 'chutor, kath mistri, kathmistri',
  },
  'pest-control': {
    hi: 'पेस्ट कंट्रोल, कीट नियंत्रण, दीमक, कीड़े',
    bn: 'পেস্ট কন্ট্রোল, পোকামাকড় দমন, পোকা',
    en: 'pest, pests, fumigation, exterminator, rat control',
    hiLatn: 'keede, keeda, chuhe',
  },
  'termite-control': {
    hi: 'दीमक नियंत्रण, दीमक',
    bn: 'উইপোকা দমন, উইপোকা, উই',
    en: 'termite, termites, white ants',
    hiLatn: 'deemak, dimak',
    bnLatn: 'uipoka',
  },
  'cockroach-control': {
    hi: 'कॉकरोच, तिलचट्टा',
    bn: 'আরশোলা, তেলাপোকা',
    en: 'cockroach, cockroaches, roach',
    hiLatn: 'cockroach, tilchatta',
    bnLatn: 'arshola',
  },
  'mosquito-control': {
    hi: 'मच्छर, मच्छर नियंत्रण, फॉगिंग',
    bn: 'মশা, মশা দমন, ফগিং',
    en: 'mosquito, mosquitoes, fogging, dengue',
    hiLatn: 'machchar, machhar',
    bnLatn: 'mosha',
  },
  'bed-bug-treatment': { hi: 'खटमल', bn: 'ছারপোকা', en: 'bed bugs, bedbug, bedbugs', hiLatn: 'khatmal', bnLatn: 'charpoka' },
  'packers-movers': {
    hi: 'पैकर्स मूवर्स, सामान शिफ्टिंग, घर शिफ्ट, शिफ्टिंग',
    bn: 'প্যাকার্স মুভার্স, বাড়ি বদল, মাল শিফটিং',
    en: 'packers and movers, movers, packers, shifting, relocation, house shifting, moving',
    hiLatn: 'saman shifting, ghar shift, shifting wala',
    bnLatn: 'bari bodol',
  },
  'local-shifting': { hi: 'लोकल शिफ्टिंग', bn: 'লোকাল শিফটিং', en: 'local move, within city shifting' },
  'intercity-relocation': { hi: 'दूसरे शहर शिफ्टिंग', bn: 'অন্য শহরে শিফটিং', en: 'intercity shifting, outstation shifting' },
  'office-shifting': { hi: 'ऑफिस शिफ्टिंग', bn: 'অফিস শিফটিং', en: 'office relocation, office move' },

  // Transportation
  transportation: {
    hi: 'परिवहन, यातायात, ट्रांसपोर्टेशन',
    bn: 'পরিবহন, যানবাহন',
    en: 'vehicle hire, travel by road, taxi, cab, cab booking, taxi service, car rental',
    hiLatn: 'parivahan, taxi wala, gaadi booking',
  },
  driver: {
    hi: 'ड्राइवर, चालक, ड्राईवर',
    bn: 'ড্রাইভার, চালক, গাড়ির চালক',
    en: 'drivers, chauffeur, car driver, driving',
    hiLatn: 'draiver, chalak, driver chahiye',
    bnLatn: 'chalok',
  },
  'hourly-driver': { hi: 'घंटे के हिसाब से ड्राइवर', bn: 'ঘণ্টা হিসেবে ড্রাইভার', en: 'driver on hourly basis, part time driver' },
  'outstation-driver': { hi: 'बाहर जाने के लिए ड्राइवर', bn: 'বাইরে যাওয়ার ড্রাইভার', en: 'highway driver, long trip driver' },
  'monthly-driver': { hi: 'मासिक ड्राइवर, परमानेंट ड्राइवर', bn: 'মাসিক ড্রাইভার', en: 'permanent driver, full time driver' },
  ambulance: { hi: 'एम्बुलेंस, एंबुलेंस', bn: 'অ্যাম্বুলেন্স, এম্বুলেন্স', en: 'ambulance service, patient transport, emergency', hiLatn: 'ambulence, embulance' },
  'basic-ambulance': { hi: 'साधारण एम्बुलेंस', bn: 'সাধারণ অ্যাম্বুলেন্স', en: 'normal ambulance' },
  'icu-ambulance': { hi: 'आईसीयू एम्बुलेंस', bn: 'আইসিইউ অ্যাম্বুলেন্স', en: 'cardiac ambulance, ventilator ambulance' },
  'oxygen-ambulance': { hi: 'ऑक्सीजन एम्बुलेंस', bn: 'অক্সিজেন অ্যাম্বুলেন্স', en: 'oxygen' },
  transport: {
    hi: 'ट्रक, लॉरी, टेम्पो, माल गाड़ी, गाड़ी, मालवाहक, ट्रांसपोर्ट',
    bn: 'লরি, ট্রাক, টেম্পো, মালবাহী গাড়ি, গাড়ি ভাড়া, গাড়ি',
    en: 'lorry, truck, trucks, tempo, goods vehicle, goods transport, pickup, vehicle on rent, cargo',
    hiLatn: 'gaadi, gadi, gaadi bhada, maal gaadi, lorry bhada, tempo, tempu, chota hathi, tata ace',
    bnLatn: 'gari, gari bhara, lori',
  },
  'mini-truck': { hi: 'छोटा हाथी, मिनी ट्रक, पिकअप', bn: 'ছোট হাতি, মিনি ট্রাক', en: 'pickup truck, tata ace, small truck', hiLatn: 'chhota hathi' },
  'tempo-hire': { hi: 'टेम्पो किराया, टेम्पो बुकिंग', bn: 'টেম্পো ভাড়া', en: 'tempo booking, tempo on rent', hiLatn: 'tempo bhada', bnLatn: 'tempo bhara' },
  'container-truck': { hi: 'कंटेनर ट्रक, कंटेनर', bn: 'কন্টেনার ট্রাক, কন্টেনার', en: 'container, container lorry, freight truck' },
  loaders: {
    hi: 'लोडर, पल्लेदार, हम्माल, कुली, मजदूर',
    bn: 'কুলি, মুটে, মজুর, লোডার',
    en: 'loading, labour, labourers, helpers, porter, coolie',
    hiLatn: 'palledar, hammal, kuli, majdoor, mazdoor, labour wala',
    bnLatn: 'kuli, mute, mojur',
  },
  'loading-labour': { hi: 'लोडिंग मजदूर', bn: 'মাল তোলার লোক', en: 'loading helpers' },
  'goods-unloading': { hi: 'सामान उतारना', bn: 'মাল নামানো', en: 'unloading' },
  'warehouse-loading': { hi: 'गोदाम लोडिंग', bn: 'গুদাম লোডিং', en: 'godown loading, forklift' },

  // Beauty Care
  'beauty-care': {
    hi: 'ब्यूटी पार्लर, पार्लर, मेकअप, ब्यूटीशियन, मेहंदी, सौंदर्य, मेकअप आर्टिस्ट',
    bn: 'বিউটি পার্লার, পার্লার, মেকআপ, মেক আপ, বিউটিশিয়ান, মেহেন্দি, রূপচর্চা, সাজগোজ, মেকআপ আর্টিস্ট',
    en: 'beauty, beauty parlour, beauty parlor, parlour, salon, makeup, make up, makeup artist, bridal makeup, beautician, mehendi, mehndi, henna, waxing, threading',
    hiLatn: 'mehendi, mehndi, mehandi, parlour wali, sajna',
    bnLatn: 'sajgoj, rupchorcha',
  },
  manicure: { hi: 'मैनीक्योर, नाखून', bn: 'ম্যানিকিওর, নখ', en: 'nails, nail salon', hiLatn: 'nakhun' },
  'classic-manicure': { hi: 'साधारण मैनीक्योर', bn: 'ক্লাসিক ম্যানিকিওর', en: 'hand care' },
  'gel-nail-extensions': { hi: 'नेल एक्सटेंशन', bn: 'নেল এক্সটেনশন', en: 'nail extension, acrylic nails, gel nails' },
  'nail-art': { hi: 'नेल आर्ट', bn: 'নেল আর্ট', en: 'nail design, nail painting' },
  pedicure: { hi: 'पेडीक्योर, पैरों की देखभाल', bn: 'পেডিকিওর, পায়ের যত্ন', en: 'foot care, feet' },
  'spa-pedicure': { hi: 'स्पा पेडीक्योर', bn: 'স্পা পেডিকিওর', en: 'foot spa' },
  'classic-pedicure': { hi: 'साधारण पेडीक्योर', bn: 'ক্লাসিক পেডিকিওর', en: 'basic pedicure' },
  'paraffin-pedicure': { hi: 'पैराफिन पेडीक्योर, फटी एड़ी', bn: 'প্যারাফিন পেডিকিওর, ফাটা গোড়ালি', en: 'cracked heels, paraffin wax' },
  'hair-care': {
    hi: 'बाल, हेयर कट, नाई, हेयर सैलून, बाल कटवाना',
    bn: 'চুল, চুল কাটা, নাপিত, হেয়ার কাট, সেলুন',
    en: 'hair, hair salon, barber, haircut, hair cut, hairdresser, salon for men',
    hiLatn: 'baal, bal katwana, nai, nai ki dukan, hajjam',
    bnLatn: 'chul kata, napit',
  },
  'haircut-and-styling': { hi: 'हेयर कट, बाल काटना', bn: 'চুল কাটা, হেয়ার স্টাইল', en: 'haircut, hair styling, blow dry', hiLatn: 'hair cutting' },
  'hair-colouring': { hi: 'बाल रंगना, हेयर कलर, मेहंदी बाल', bn: 'চুলে রং, হেয়ার কালার', en: 'hair colour, hair color, highlights, hair dye' },
  'keratin-treatment': { hi: 'केराटिन, स्मूथनिंग, हेयर स्पा', bn: 'কেরাটিন, স্মুদনিং, হেয়ার স্পা', en: 'keratin, smoothening, hair spa, rebonding' },
  'bridal-hairstyling': { hi: 'दुल्हन का जूड़ा, ब्राइडल हेयर स्टाइल', bn: 'কনের খোঁপা, ব্রাইডাল হেয়ার স্টাইল', en: 'bridal hair, bridal bun, wedding hairstyle' },
  facial: { hi: 'फेशियल, चेहरे की देखभाल, क्लीनअप', bn: 'ফেসিয়াল, মুখের যত্ন, ক্লিনআপ', en: 'facials, cleanup, skin care, face care', hiLatn: 'fesial' },
  'fruit-facial': { hi: 'फ्रूट फेशियल', bn: 'ফ্রুট ফেসিয়াল', en: 'fruit cleanup' },
  'gold-facial': { hi: 'गोल्ड फेशियल', bn: 'গোল্ড ফেসিয়াল', en: 'gold cleanup' },
  'hydra-facial': { hi: 'हाइड्रा फेशियल', bn: 'হাইড্রা ফেসিয়াল', en: 'hydrafacial' },

  // Health
  health: { hi: 'स्वास्थ्य, सेहत, फिटनेस', bn: 'স্বাস্থ্য, ফিটনেস', en: 'fitness, wellness, exercise', hiLatn: 'sehat' },
  gym: {
    hi: 'जिम, व्यायामशाला, कसरत',
    bn: 'জিম, ব্যায়ামাগার',
    en: 'gymnasium, fitness centre, workout, bodybuilding',
    hiLatn: 'kasrat, vyayam',
    bnLatn: 'byayam',
  },
  'gym-membership': { hi: 'जिम मेंबरशिप', bn: 'জিম মেম্বারশিপ', en: 'gym fees' },
  'personal-trainer': { hi: 'पर्सनल ट्रेनर, ट्रेनर', bn: 'পার্সোনাল ট্রেনার, ট্রেনার', en: 'trainer, fitness trainer' },
  'weight-loss-program': { hi: 'वजन घटाना, वजन कम करना', bn: 'ওজন কমানো', en: 'weight loss, diet plan, dietician', hiLatn: 'vajan kam' },
  yoga: { hi: 'योग, योगा', bn: 'যোগ, যোগব্যায়াম, যোগা', en: 'yoga teacher, yoga classes, yog', hiLatn: 'yog' },
  'home-yoga-classes': { hi: 'घर पर योग', bn: 'বাড়িতে যোগ', en: 'yoga at home, yoga trainer at home' },
  'prenatal-yoga': { hi: 'गर्भावस्था योग', bn: 'গর্ভাবস্থায় যোগ', en: 'pregnancy yoga' },
  'power-yoga': { hi: 'पावर योग', bn: 'পাওয়ার যোগ', en: 'power yoga classes' },
  karate: { hi: 'कराटे, मार्शल आर्ट', bn: 'ক্যারাটে, মার্শাল আর্ট', en: 'martial arts, taekwondo, judo' },
  'karate-classes': { hi: 'कराटे क्लास', bn: 'ক্যারাটে ক্লাস', en: 'karate training' },
  'self-defence-training': { hi: 'आत्मरक्षा', bn: 'আত্মরক্ষা', en: 'self defense, self defence' },
  kickboxing: { hi: 'किकबॉक्सिंग, मुक्केबाजी', bn: 'কিকবক্সিং, বক্সিং', en: 'boxing, mma' },

  // Training
  training: { hi: 'प्रशिक्षण, ट्रेनिंग, क्लास, कोचिंग', bn: 'প্রশিক্ষণ, ট্রেনিং, ক্লাস', en: 'classes, courses, lessons, coaching', hiLatn: 'prashikshan' },
  tution: {
    hi: 'ट्यूशन, ट्यूटर, शिक्षक, मास्टर जी, होम ट्यूटर, कोचिंग',
    bn: 'টিউশন, টিউটর, গৃহশিক্ষক, মাস্টারমশাই, প্রাইভেট টিউটর, শিক্ষক',
    en: 'tuition, tutor, tutors, home tutor, teacher, private tutor, coaching, tuitions',
    hiLatn: 'tution, tushan, master ji, masterji, teacher ji, padhai, ghar pe padhane wala',
    bnLatn: 'tuition, master moshai, mastermoshai, griho shikkhok',
  },
  'maths-tuition': {
    hi: 'गणित ट्यूशन, गणित',
    bn: 'অঙ্কের টিউশন, অঙ্ক, গণিত',
    en: 'maths tutor, math tutor, mathematics, maths teacher, math teacher',
    hiLatn: 'ganit',
    bnLatn: 'onko',
  },
  'science-tuition': {
    hi: 'विज्ञान ट्यूशन, विज्ञान',
    bn: 'বিজ্ঞান টিউশন, বিজ্ঞান',
    en: 'science tutor, physics tutor, chemistry tutor, biology tutor, science teacher',
    hiLatn: 'vigyan',
    bnLatn: 'biggan',
  },
  'english-tuition': { hi: 'अंग्रेजी ट्यूशन', bn: 'ইংরেজি টিউশন', en: 'english tutor, english teacher', hiLatn: 'angrezi' },
  'board-exam-coaching': {
    hi: 'बोर्ड परीक्षा कोचिंग',
    bn: 'বোর্ড পরীক্ষার কোচিং, মাধ্যমিক, উচ্চমাধ্যমিক',
    en: 'board exam, class 10 coaching, class 12 coaching',
    bnLatn: 'madhyamik',
  },
  music: {
    hi: 'संगीत, म्यूजिक क्लास',
    bn: 'সংগীত, গান শেখা, মিউজিক ক্লাস',
    en: 'music classes, music teacher, singing',
    hiLatn: 'sangeet, gana sikhna',
    bnLatn: 'gaan, gan shekha',
  },
  'guitar-lessons': { hi: 'गिटार, गिटार क्लास', bn: 'গিটার, গিটার ক্লাস', en: 'guitar, guitar classes, guitar teacher' },
  'keyboard-lessons': { hi: 'कीबोर्ड, पियानो', bn: 'কিবোর্ড, পিয়ানো', en: 'piano, piano classes, keyboard classes' },
  'vocal-training': { hi: 'गायन, गाना सीखना', bn: 'গান, কণ্ঠসংগীত', en: 'singing classes, vocal, vocals', hiLatn: 'gayan' },
  'tabla-lessons': { hi: 'तबला', bn: 'তবলা', en: 'tabla, tabla classes' },
  dance: { hi: 'नृत्य, डांस, डांस क्लास', bn: 'নাচ, নৃত্য, ডান্স ক্লাস', en: 'dance classes, dancing, dance teacher', hiLatn: 'nach, nritya', bnLatn: 'nach' },
  'bollywood-dance': { hi: 'बॉलीवुड डांस', bn: 'বলিউড ডান্স', en: 'hip hop, western dance' },
  'kathak-classes': { hi: 'कथक', bn: 'কত্থক, কথক', en: 'kathak, classical dance, bharatanatyam' },
  'wedding-choreography': { hi: 'संगीत कोरियोग्राफी, शादी डांस', bn: 'বিয়ের নাচ', en: 'sangeet choreography, wedding dance, choreographer' },
  'computer-tech': { hi: 'कंप्यूटर, कंप्यूटर क्लास', bn: 'কম্পিউটার, কম্পিউটার শেখা', en: 'computer, computer classes, computer course, it training' },
  'basic-computer-course': { hi: 'बेसिक कंप्यूटर', bn: 'বেসিক কম্পিউটার', en: 'ms office, typing, computer basics' },
  'coding-for-kids': { hi: 'बच्चों के लिए कोडिंग', bn: 'বাচ্চাদের কোডিং', en: 'coding, programming, python for kids' },
  'tally-and-accounting': { hi: 'टैली, अकाउंटिंग', bn: 'ট্যালি, হিসাবরক্ষণ', en: 'tally, accounting course, bookkeeping' },
  'web-development-course': { hi: 'वेब डेवलपमेंट', bn: 'ওয়েব ডেভেলপমেন্ট', en: 'web design course, html, javascript' },
  art: { hi: 'कला, ड्राइंग क्लास', bn: 'আঁকা, শিল্পকলা, আঁকার ক্লাস', en: 'art classes, drawing classes', hiLatn: 'kala', bnLatn: 'aka, akar class' },
  'drawing-and-sketching': { hi: 'ड्राइंग, स्केचिंग, चित्रकारी', bn: 'ছবি আঁকা, স্কেচ', en: 'drawing, sketching, sketch', hiLatn: 'chitrakari' },
  'canvas-painting-classes': { hi: 'कैनवास पेंटिंग', bn: 'ক্যানভাস পেইন্টিং', en: 'oil painting, acrylic painting' },
  'craft-workshops': { hi: 'क्राफ्ट, हस्तकला', bn: 'হাতের কাজ, ক্রাফট', en: 'craft, crafts, clay modelling' },
  gromming: { hi: 'ग्रूमिंग, व्यक्तित्व विकास', bn: 'গ্রুমিং, ব্যক্তিত্ব বিকাশ', en: 'grooming, grooming classes' },
  'personality-development': { hi: 'पर्सनालिटी डेवलपमेंट, व्यक्तित्व विकास', bn: 'পার্সোনালিটি ডেভেলপমেন্ট', en: 'confidence building, soft skills' },
  'etiquette-classes': { hi: 'शिष्टाचार', bn: 'শিষ্টাচার, আদবকায়দা', en: 'etiquette, manners' },
  'image-consulting': { hi: 'इमेज कंसल्टिंग', bn: 'ইমেজ কনসাল্টিং', en: 'image consultant, stylist' },
  communication: { hi: 'संवाद कौशल, कम्युनिकेशन', bn: 'যোগাযোগ দক্ষতা, কমিউনিকেশন', en: 'communication skills' },
  'spoken-english': {
    hi: 'स्पोकन इंग्लिश, अंग्रेजी बोलना',
    bn: 'স্পোকেন ইংলিশ, ইংরেজি বলা',
    en: 'english speaking, english speaking course',
    hiLatn: 'angrezi bolna',
  },
  'public-speaking': { hi: 'सार्वजनिक भाषण', bn: 'জনসমক্ষে বক্তৃতা', en: 'speech, stage speaking' },
  'interview-preparation': { hi: 'इंटरव्यू तैयारी', bn: 'ইন্টারভিউ প্রস্তুতি', en: 'interview, mock interview' },

  // Jobs
  jobs: { hi: 'नौकरी, रोजगार, जॉब', bn: 'চাকরি, কাজ, জব', en: 'job, employment, vacancy, work', hiLatn: 'naukri, rozgar', bnLatn: 'chakri' },
  'job-placement': { hi: 'प्लेसमेंट एजेंसी, नौकरी एजेंसी', bn: 'প্লেসমেন্ট এজেন্সি, চাকরির এজেন্সি', en: 'placement agency, recruitment, job consultancy' },
  'it-job-placement': { hi: 'आईटी नौकरी', bn: 'আইটি চাকরি', en: 'it jobs, software jobs' },
  'retail-job-placement': { hi: 'दुकान की नौकरी', bn: 'দোকানের চাকরি', en: 'retail jobs, sales jobs, shop jobs' },
  'domestic-staff-placement': {
    hi: 'घरेलू स्टाफ, रसोइया, आया',
    bn: 'রাঁধুনি, গৃহকর্মী',
    en: 'domestic staff, cook, caretaker, nanny, babysitter',
    hiLatn: 'khana banane wali, rasoiya',
    bnLatn: 'radhuni',
  },
  'skill-training': { hi: 'कौशल प्रशिक्षण, स्किल ट्रेनिंग', bn: 'দক্ষতা প্রশিক্ষণ', en: 'skill development, vocational training, skillup' },
  'beautician-course': { hi: 'ब्यूटीशियन कोर्स', bn: 'বিউটিশিয়ান কোর্স', en: 'beauty course, parlour course' },
  'electrician-course': { hi: 'इलेक्ट्रीशियन कोर्स', bn: 'ইলেকট্রিশিয়ান কোর্স', en: 'electrical course, wiring course' },
  'tailoring-course': { hi: 'सिलाई कोर्स, सिलाई सीखना', bn: 'সেলাই শেখা, সেলাই কোর্স', en: 'stitching course, sewing classes', hiLatn: 'silai sikhna' },
  'part-time-jobs': { hi: 'पार्ट टाइम नौकरी', bn: 'পার্ট টাইম চাকরি', en: 'part time work, part time job' },
  'delivery-partner-jobs': { hi: 'डिलीवरी बॉय, डिलीवरी नौकरी', bn: 'ডেলিভারি বয়, ডেলিভারি চাকরি', en: 'delivery boy, delivery jobs, rider jobs' },
  'tele-calling-jobs': { hi: 'टेली कॉलिंग', bn: 'টেলি কলিং', en: 'telecaller, call centre jobs' },
  'data-entry-jobs': { hi: 'डाटा एंट्री', bn: 'ডেটা এন্ট্রি', en: 'typing jobs, data entry' },

  // Buy & Sell
  'buy-sell': {
    hi: 'खरीद बिक्री, खरीदें बेचें',
    bn: 'কেনা বেচা, কেনাবেচা',
    en: 'buy, sell, second hand, used, classifieds',
    hiLatn: 'kharid bikri',
    bnLatn: 'kena becha',
  },
  mobile: {
    hi: 'मोबाइल, फोन, मोबाइल फोन, मोबाइल रिपेयर',
    bn: 'মোবাইল, ফোন',
    en: 'phone, phones, smartphone, cell phone, mobile shop, mobile repair, phone repair, screen replacement, mobile shop repair',
  },
  'used-mobiles': {
    hi: 'पुराना मोबाइल, सेकंड हैंड मोबाइल',
    bn: 'পুরনো মোবাইল, সেকেন্ড হ্যান্ড মোবাইল',
    en: 'second hand phone, refurbished phone',
    hiLatn: 'purana mobile',
  },
  'mobile-accessories': { hi: 'मोबाइल कवर, चार्जर', bn: 'মোবাইল কভার, চার্জার', en: 'charger, earphones, phone cover' },
  'mobile-exchange': { hi: 'मोबाइल एक्सचेंज', bn: 'মোবাইল এক্সচেঞ্জ', en: 'phone exchange' },
  bike: { hi: 'बाइक, मोटरसाइकिल, स्कूटर', bn: 'বাইক, মোটরসাইকেল, স্কুটার', en: 'motorcycle, scooter, two wheeler, motorbike' },
  'used-bikes': { hi: 'पुरानी बाइक', bn: 'পুরনো বাইক', en: 'second hand bike', hiLatn: 'purani bike' },
  'new-bike-dealers': { hi: 'नई बाइक, बाइक शोरूम', bn: 'নতুন বাইক, বাইক শোরুম', en: 'bike showroom, bike dealer' },
  car: { hi: 'कार, चार पहिया', bn: 'গাড়ি কেনা, কার', en: 'cars, four wheeler, car dealer' },
  'used-cars': {
    hi: 'पुरानी कार, सेकंड हैंड कार',
    bn: 'পুরনো গাড়ি, সেকেন্ড হ্যান্ড গাড়ি',
    en: 'second hand car, pre owned car',
    hiLatn: 'purani car, purani gaadi',
  },
  'new-car-dealers': { hi: 'नई कार, कार शोरूम', bn: 'নতুন গাড়ি, কার শোরুম', en: 'car showroom' },
  'car-accessories': { hi: 'कार एक्सेसरीज, सीट कवर', bn: 'গাড়ির অ্যাক্সেসরিজ, সিট কভার', en: 'seat cover, car music system, dashcam' },
  furniture: { hi: 'फर्नीचर', bn: 'আসবাব, আসবাবপত্র, ফার্নিচার', en: 'sofa, bed, table, chairs', bnLatn: 'asbab' },
  'used-furniture': { hi: 'पुराना फर्नीचर', bn: 'পুরনো আসবাব', en: 'second hand furniture' },
  'custom-furniture': { hi: 'फर्नीचर बनवाना', bn: 'ফার্নিচার বানানো', en: 'made to order furniture' },
  'office-furniture': { hi: 'ऑफिस फर्नीचर', bn: 'অফিস ফার্নিচার', en: 'office chairs, workstation' },
  book: { hi: 'किताब, पुस्तक, किताबें', bn: 'বই, পুস্তক', en: 'books, bookshop, book store', hiLatn: 'kitab, kitaab', bnLatn: 'boi' },
  'second-hand-books': { hi: 'पुरानी किताबें', bn: 'পুরনো বই', en: 'used books, old books', hiLatn: 'purani kitab', bnLatn: 'purono boi' },
  'school-books': { hi: 'स्कूल की किताबें', bn: 'স্কুলের বই', en: 'textbooks, ncert books' },
  'competitive-exam-books': { hi: 'प्रतियोगी परीक्षा किताबें', bn: 'প্রতিযোগিতামূলক পরীক্ষার বই', en: 'upsc books, neet books, jee books' },
  pet: { hi: 'पालतू जानवर, पेट', bn: 'পোষা প্রাণী, পোষ্য', en: 'pets, dog, cat, puppy', hiLatn: 'paltu, kutta', bnLatn: 'posha' },
  'pet-shops': { hi: 'पेट शॉप', bn: 'পেট শপ', en: 'pet store, pet food' },
  'aquarium-and-fish': { hi: 'मछली घर, एक्वेरियम', bn: 'অ্যাকোয়ারিয়াম, রঙিন মাছ', en: 'aquarium, fish tank, aquarium fish' },
  'pet-grooming': { hi: 'पेट ग्रूमिंग', bn: 'পোষ্যের যত্ন', en: 'dog grooming, dog bath' },
  property: {
    hi: 'प्रॉपर्टी, संपत्ति, मकान, फ्लैट, ब्रोकर, प्रॉपर्टी डीलर',
    bn: 'সম্পত্তি, বাড়ি, ফ্ল্যাট, দালাল, প্রপার্টি',
    en: 'real estate, property dealer, broker, house, flat, flats, apartment',
    hiLatn: 'makan, ghar, dalal',
    bnLatn: 'dalal',
  },
  'flats-for-sale': { hi: 'फ्लैट बिक्री, मकान खरीदना', bn: 'ফ্ল্যাট বিক্রি, বাড়ি কেনা', en: 'flat for sale, buy flat, apartment for sale' },
  'flats-for-rent': {
    hi: 'किराये का मकान, किराए पर फ्लैट, किराया',
    bn: 'ফ্ল্যাট ভাড়া, বাড়ি ভাড়া',
    en: 'flat on rent, house on rent, rent, pg, rental',
    hiLatn: 'kiraye ka makan, kiraya, room on rent',
    bnLatn: 'bari bhara, flat bhara',
  },
  'plots-and-land': { hi: 'प्लॉट, जमीन', bn: 'জমি, প্লট', en: 'plot, land', hiLatn: 'zameen, jamin', bnLatn: 'jomi' },
  'commercial-space': { hi: 'दुकान किराया, ऑफिस स्पेस', bn: 'দোকান ভাড়া, অফিস স্পেস', en: 'shop for rent, office space, showroom space', hiLatn: 'dukan' },

  // Law
  law: {
    hi: 'वकील, एडवोकेट, कानून, लॉयर, कानूनी सलाह',
    bn: 'উকিল, আইনজীবী, অ্যাডভোকেট, আইন, ল ইয়ার',
    en: 'lawyer, lawyers, advocate, advocates, attorney, legal, legal advice, notary',
    hiLatn: 'vakil, wakil, vakeel, wakeel, kanoon, kanooni salah',
    bnLatn: 'ukil, ain',
  },
  'civil-lawyer': { hi: 'सिविल वकील, दीवानी वकील', bn: 'দেওয়ানি উকিল, সিভিল উকিল', en: 'civil advocate, civil case', hiLatn: 'civil vakil' },
  'civil-suits': { hi: 'दीवानी मुकदमा', bn: 'দেওয়ানি মামলা', en: 'civil suit, civil case' },
  'consumer-court-cases': { hi: 'उपभोक्ता अदालत', bn: 'ক্রেতা সুরক্ষা আদালত, কনজিউমার কোর্ট', en: 'consumer court, consumer complaint' },
  'recovery-suits': { hi: 'चेक बाउंस, वसूली', bn: 'চেক বাউন্স, টাকা আদায়', en: 'cheque bounce, money recovery' },
  'criminal-lawyer': {
    hi: 'क्रिमिनल वकील, फौजदारी वकील',
    bn: 'ফৌজদারি উকিল, ক্রিমিনাল উকিল',
    en: 'criminal advocate, criminal case, police case',
    hiLatn: 'criminal vakil',
  },
  'bail-matters': { hi: 'जमानत, बेल', bn: 'জামিন', en: 'bail, anticipatory bail', hiLatn: 'jamanat, zamanat', bnLatn: 'jamin' },
  'criminal-trials': { hi: 'आपराधिक मुकदमा', bn: 'ফৌজদারি মামলা', en: 'criminal trial, fir' },
  'cyber-crime-cases': { hi: 'साइबर क्राइम, ऑनलाइन धोखाधड़ी', bn: 'সাইবার ক্রাইম, অনলাইন প্রতারণা', en: 'cyber crime, online fraud, cyber fraud' },
  'family-lawyer': { hi: 'पारिवारिक वकील, फैमिली वकील', bn: 'পারিবারিক উকিল', en: 'family advocate, matrimonial lawyer', hiLatn: 'family vakil' },
  'divorce-cases': { hi: 'तलाक, तलाक वकील', bn: 'ডিভোর্স, বিবাহবিচ্ছেদ', en: 'divorce, divorce lawyer', hiLatn: 'talaq, talak, divorce vakil' },
  'child-custody': { hi: 'बच्चे की कस्टडी', bn: 'সন্তানের হেফাজত', en: 'custody, maintenance case' },
  'marriage-registration': {
    hi: 'विवाह पंजीकरण, कोर्ट मैरिज',
    bn: 'বিবাহ নিবন্ধন, রেজিস্ট্রি বিয়ে',
    en: 'court marriage, marriage certificate',
    bnLatn: 'registry biye',
  },
  'property-lawyer': {
    hi: 'प्रॉपर्टी वकील, जमीन वकील',
    bn: 'সম্পত্তির উকিল, জমির উকিল',
    en: 'property advocate, land lawyer, real estate lawyer',
    hiLatn: 'zameen vakil',
  },
  'property-registration': {
    hi: 'रजिस्ट्री, संपत्ति पंजीकरण',
    bn: 'দলিল রেজিস্ট্রি, সম্পত্তি নিবন্ধন',
    en: 'registry, sale deed, property registry',
    hiLatn: 'registry',
    bnLatn: 'dolil',
  },
  'title-verification': { hi: 'टाइटल जांच', bn: 'দলিল যাচাই', en: 'title search, property verification' },
  'rent-agreement': {
    hi: 'किरायानामा, रेंट एग्रीमेंट',
    bn: 'ভাড়ার চুক্তি, রেন্ট এগ্রিমেন্ট',
    en: 'rental agreement, lease agreement, leave and licence',
    hiLatn: 'kirayanama',
  },

  // Banking
  banking: { hi: 'बैंकिंग, बैंक', bn: 'ব্যাংকিং, ব্যাঙ্ক', en: 'bank, financial services' },
  finance: { hi: 'लोन, ऋण, कर्ज, वित्त', bn: 'লোন, ঋণ, অর্থ', en: 'loan, loans, finance advisor, credit', hiLatn: 'karz, karza, rin', bnLatn: 'rin' },
  'personal-loans': { hi: 'पर्सनल लोन', bn: 'পার্সোনাল লোন', en: 'personal loan' },
  'home-loans': { hi: 'होम लोन, घर के लिए लोन', bn: 'হোম লোন, গৃহঋণ', en: 'home loan, housing loan' },
  'business-loans': { hi: 'बिज़नेस लोन, व्यापार ऋण', bn: 'ব্যবসার লোন', en: 'business loan, msme loan, mudra loan' },
  'gold-loans': { hi: 'गोल्ड लोन, सोने पर लोन', bn: 'গোল্ড লোন, সোনার উপর ঋণ', en: 'gold loan' },
  insurance: { hi: 'बीमा, इंश्योरेंस', bn: 'বিমা, বীমা, ইনস্যুরেন্স', en: 'insurance agent, policy', hiLatn: 'bima', bnLatn: 'bima' },
  'health-insurance': { hi: 'स्वास्थ्य बीमा, मेडिक्लेम', bn: 'স্বাস্থ্য বিমা, মেডিক্লেম', en: 'mediclaim, medical insurance' },
  'life-insurance': { hi: 'जीवन बीमा, एलआईसी', bn: 'জীবন বিমা', en: 'lic, term insurance, term plan' },
  'motor-insurance': { hi: 'गाड़ी बीमा, वाहन बीमा', bn: 'গাড়ির বিমা', en: 'car insurance, bike insurance, vehicle insurance' },
  'tax-filing': {
    hi: 'टैक्स, कर, सीए, टैक्स फाइलिंग',
    bn: 'কর, ট্যাক্স, সিএ',
    en: 'tax, tax consultant, chartered accountant, ca, accountant',
    hiLatn: 'kar',
  },
  'income-tax-return': { hi: 'आयकर रिटर्न, आईटीआर', bn: 'আয়কর রিটার্ন', en: 'itr, income tax, itr filing' },
  'gst-registration': { hi: 'जीएसटी', bn: 'জিএসটি', en: 'gst, gst return' },
  'tds-filing': { hi: 'टीडीएस', bn: 'টিডিএস', en: 'tds, form 16' },

  // Travel
  travel: {
    hi: 'यात्रा, सफर, ट्रैवल एजेंट',
    bn: 'ভ্রমণ, বেড়ানো, ট্রাভেল এজেন্ট',
    en: 'travel agent, trip, holiday, tour',
    hiLatn: 'yatra, safar',
    bnLatn: 'bhromon, berano',
  },
  hotel: { hi: 'होटल, लॉज', bn: 'হোটেল, লজ', en: 'hotels, lodge, stay, rooms' },
  'budget-hotels': { hi: 'सस्ता होटल', bn: 'সস্তা হোটেল', en: 'cheap hotel, budget room' },
  'luxury-hotels': { hi: 'पांच सितारा होटल', bn: 'বিলাসবহুল হোটেল', en: 'five star hotel, 5 star hotel' },
  'guest-houses': { hi: 'गेस्ट हाउस, धर्मशाला', bn: 'অতিথিশালা, গেস্ট হাউস', en: 'guest house, guesthouse' },
  'bus-booking': { hi: 'बस, बस टिकट, बस बुकिंग', bn: 'বাস, বাসের টিকিট', en: 'bus, bus ticket, bus tickets, bus travels' },
  'ac-sleeper-bus': { hi: 'एसी स्लीपर बस', bn: 'এসি স্লিপার বাস', en: 'sleeper bus, volvo bus' },
  'intercity-bus-tickets': { hi: 'बस टिकट', bn: 'বাসের টিকিট', en: 'bus seat, bus ticket booking' },
  'bus-rental': { hi: 'बस किराया, टेम्पो ट्रैवलर', bn: 'বাস ভাড়া, টেম্পো ট্রাভেলার', en: 'bus hire, tempo traveller, mini bus' },
  'hotel-booking': { hi: 'होटल बुकिंग', bn: 'হোটেল বুকিং', en: 'room booking, stay booking' },
  homestays: { hi: 'होमस्टे', bn: 'হোমস্টে', en: 'homestay, home stay' },
  'resort-booking': { hi: 'रिसॉर्ट', bn: 'রিসর্ট', en: 'resort, resorts' },
  'pilgrimage-stays': { hi: 'तीर्थ यात्रा ठहरना, धर्मशाला', bn: 'তীর্থ ভ্রমণে থাকা, ধর্মশালা', en: 'dharamshala, temple stay' },
  'tour-packages': { hi: 'टूर पैकेज, घूमना', bn: 'ট্যুর প্যাকেজ, বেড়াতে যাওয়া', en: 'tour package, holiday package, tours' },
  'domestic-tours': { hi: 'घरेलू यात्रा', bn: 'দেশের মধ্যে ভ্রমণ', en: 'india tour, goa trip, kashmir trip' },
  'international-tours': { hi: 'विदेश यात्रा', bn: 'বিদেশ ভ্রমণ', en: 'foreign tour, abroad trip' },
  'char-dham-yatra': { hi: 'चार धाम यात्रा, तीर्थ यात्रा', bn: 'চারধাম যাত্রা, তীর্থযাত্রা', en: 'char dham, kedarnath, pilgrimage', hiLatn: 'tirth yatra' },
  'honeymoon-packages': { hi: 'हनीमून', bn: 'হানিমুন', en: 'honeymoon' },

  // Consultant
  consultant: { hi: 'सलाहकार, कंसल्टेंट', bn: 'পরামর্শদাতা, কনসালট্যান্ট', en: 'consultants, advisor, consulting', hiLatn: 'salahkar' },
  'business-consultant': { hi: 'बिज़नेस सलाहकार', bn: 'ব্যবসায়িক পরামর্শদাতা', en: 'business advisor, business consulting' },
  'company-registration': { hi: 'कंपनी रजिस्ट्रेशन', bn: 'কোম্পানি রেজিস্ট্রেশন', en: 'company incorporation, llp registration' },
  'startup-consulting': { hi: 'स्टार्टअप सलाह', bn: 'স্টার্টআপ পরামর্শ', en: 'startup, business plan' },
  'trademark-registration': { hi: 'ट्रेडमार्क', bn: 'ট্রেডমার্ক', en: 'trademark, brand registration' },
  'career-consultant': { hi: 'करियर सलाहकार', bn: 'কেরিয়ার পরামর্শদাতা', en: 'career advisor, career guidance' },
  'career-counselling': { hi: 'करियर काउंसलिंग', bn: 'কেরিয়ার কাউন্সেলিং', en: 'career counseling, stream selection' },
  'study-abroad': { hi: 'विदेश में पढ़ाई', bn: 'বিদেশে পড়াশোনা', en: 'overseas education, student visa, ielts' },
  'resume-writing': { hi: 'बायोडाटा, रिज्यूमे', bn: 'বায়োডাটা, রেজিউমে', en: 'resume, cv writing, biodata' },
  astrology: {
    hi: 'ज्योतिष, ज्योतिषी, पंडित जी',
    bn: 'জ্যোতিষ, জ্যোতিষী, জ্যোতিষশাস্ত্র',
    en: 'astrologer, horoscope, jyotish, pandit',
    hiLatn: 'jyotishi, pandit ji, panditji',
    bnLatn: 'jyotishi',
  },
  'kundli-matching': {
    hi: 'कुंडली मिलान, कुंडली',
    bn: 'কুষ্ঠি মেলানো, কুষ্ঠি',
    en: 'kundli, kundali, horoscope matching',
    hiLatn: 'kundali milan',
    bnLatn: 'kushthi',
  },
  'vastu-consultation': { hi: 'वास्तु, वास्तु शास्त्र', bn: 'বাস্তু, বাস্তুশাস্ত্র', en: 'vastu, vaastu, vastu shastra' },
  numerology: { hi: 'अंक ज्योतिष', bn: 'সংখ্যাতত্ত্ব', en: 'numerologist' },
  'tarot-reading': { hi: 'टैरो कार्ड', bn: 'ট্যারট কার্ড', en: 'tarot, tarot reader' },

  // Grocery
  'food-order': {
    hi: 'किराना, राशन, ग्रॉसरी, खाना',
    bn: 'মুদি, মুদিখানা, বাজার, গ্রোসারি',
    en: 'grocery, groceries, food, kirana, ration, food order',
    hiLatn: 'kirana, rashan',
    bnLatn: 'mudi, bajar',
  },
  'grocery-delivery': { hi: 'किराना डिलीवरी, राशन डिलीवरी', bn: 'মুদি ডেলিভারি', en: 'grocery delivery, kirana delivery, grocery store' },
  'fruits-and-vegetables': {
    hi: 'सब्जी, फल, सब्ज़ी वाला',
    bn: 'সবজি, ফল, শাকসবজি',
    en: 'vegetables, fruits, veggies, sabzi',
    hiLatn: 'sabzi, sabji, sabzi wala, phal',
    bnLatn: 'sobji',
  },
  'daily-essentials': {
    hi: 'आटा, चावल, दाल, रोजमर्रा सामान',
    bn: 'চাল, ডাল, আটা, নিত্যপ্রয়োজনীয়',
    en: 'atta, rice, dal, daily needs',
    hiLatn: 'atta, chawal',
  },
  'organic-grocery': { hi: 'जैविक, ऑर्गेनिक', bn: 'জৈব, অর্গানিক', en: 'organic, organic food, millets' },
  'tiffin-service': {
    hi: 'टिफिन, टिफिन सेवा, खाना डिलीवरी, डब्बा',
    bn: 'টিফিন, টিফিন পরিষেবা, খাবার ডেলিভারি',
    en: 'tiffin, dabba, home food, meal service, lunch box',
    hiLatn: 'dabba, ghar ka khana, tiffin wala',
    bnLatn: 'barir khabar',
  },
  'veg-tiffin': { hi: 'शाकाहारी टिफिन', bn: 'নিরামিষ টিফিন', en: 'veg food, vegetarian tiffin' },
  'non-veg-tiffin': { hi: 'मांसाहारी टिफिन', bn: 'আমিষ টিফিন', en: 'non veg food, chicken tiffin' },
  'office-lunch-boxes': { hi: 'ऑफिस लंच', bn: 'অফিস লাঞ্চ', en: 'office lunch, corporate lunch' },
  'home-bakers': { hi: 'होम बेकर, केक, बेकरी', bn: 'হোম বেকার, কেক, বেকারি', en: 'baker, bakery, cake, cakes, home baker' },
  'custom-cakes': { hi: 'बर्थडे केक, कस्टम केक', bn: 'জন্মদিনের কেক', en: 'birthday cake, wedding cake' },
  'cookies-and-brownies': { hi: 'कुकीज, ब्राउनी', bn: 'কুকিজ, ব্রাউনি', en: 'cookies, brownies' },
  'eggless-bakes': { hi: 'बिना अंडे का केक', bn: 'ডিম ছাড়া কেক', en: 'eggless cake' },
};

export type SynonymLang = 'en' | 'hi' | 'bn' | 'hi-Latn' | 'bn-Latn';

export interface SynonymRow {
  slug: string;
  term: string;
  lang: SynonymLang;
}

/** The data as rows: one a term, trimmed and lower-cased, duplicates within a category dropped. */
export function synonymRows(data: Record<string, SynonymEntry> = categorySynonymData): SynonymRow[] {
  const rows: SynonymRow[] = [];
  for (const [slug, entry] of Object.entries(data)) {
    const seen = new Set<string>();
    const fields: [SynonymLang, string | undefined][] = [
      ['en', entry.en],
      ['hi', entry.hi],
      ['bn', entry.bn],
      ['hi-Latn', entry.hiLatn],
      ['bn-Latn', entry.bnLatn],
    ];
    for (const [lang, text] of fields) {
      for (const raw of (text ?? '').split(',')) {
        const term = raw.trim().toLowerCase();
        if (!term || seen.has(term)) continue;
        seen.add(term);
        rows.push({ slug, term, lang });
      }
    }
  }
  return rows;
}
