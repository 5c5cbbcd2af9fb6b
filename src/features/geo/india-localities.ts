/**
 * Well-known neighbourhoods, stations and airports of the six big metros (and a few more), which the
 * GeoNames city list does not hold: it stops at towns. Coordinates are the commonly published centre
 * points (good to about half a kilometre), enough for autocomplete and a road-distance estimate.
 * `slug` becomes the place id `in:l-<slug>`: never change one, clients may have stored it.
 */
export interface Locality {
  slug: string;
  name: string;
  /** A sub-area shown between name and city in the description ('Salt Lake City, Bidhannagar, Kolkata'). */
  area?: string;
  city: string;
  state: string;
  lat: number;
  lng: number;
  /** Other names people type ('Bidhannagar', 'CST', 'BKC'). */
  aliases?: string[];
}

const WB = 'West Bengal';
const MH = 'Maharashtra';
const DL = 'Delhi';
const KA = 'Karnataka';
const TN = 'Tamil Nadu';
const TG = 'Telangana';

export const INDIA_LOCALITIES: Locality[] = [
  // Kolkata and Howrah
  {
    slug: 'howrah-station',
    name: 'Howrah Station',
    city: 'Howrah',
    state: WB,
    lat: 22.5839,
    lng: 88.3425,
    aliases: ['Howrah Junction', 'Howrah Railway Station'],
  },
  { slug: 'howrah-bridge', name: 'Howrah Bridge', city: 'Kolkata', state: WB, lat: 22.5851, lng: 88.3468, aliases: ['Rabindra Setu'] },
  {
    slug: 'salt-lake',
    name: 'Salt Lake City',
    area: 'Bidhannagar',
    city: 'Kolkata',
    state: WB,
    lat: 22.5867,
    lng: 88.4171,
    aliases: ['Salt Lake', 'Bidhannagar', 'Bidhan Nagar'],
  },
  {
    slug: 'salt-lake-sector-v',
    name: 'Salt Lake Sector V',
    area: 'Bidhannagar',
    city: 'Kolkata',
    state: WB,
    lat: 22.5765,
    lng: 88.4331,
    aliases: ['Sector 5', 'Sector V'],
  },
  { slug: 'new-town', name: 'New Town', area: 'Rajarhat', city: 'Kolkata', state: WB, lat: 22.5807, lng: 88.4633, aliases: ['Rajarhat', 'Newtown'] },
  { slug: 'park-street', name: 'Park Street', city: 'Kolkata', state: WB, lat: 22.5535, lng: 88.3525, aliases: ['Mother Teresa Sarani'] },
  { slug: 'esplanade', name: 'Esplanade', city: 'Kolkata', state: WB, lat: 22.5646, lng: 88.3511, aliases: ['Dharmatala'] },
  { slug: 'sealdah-station', name: 'Sealdah Station', city: 'Kolkata', state: WB, lat: 22.5678, lng: 88.3702, aliases: ['Sealdah'] },
  { slug: 'bbd-bagh', name: 'BBD Bagh', area: 'Dalhousie', city: 'Kolkata', state: WB, lat: 22.5726, lng: 88.3487, aliases: ['Dalhousie Square'] },
  { slug: 'victoria-memorial', name: 'Victoria Memorial', city: 'Kolkata', state: WB, lat: 22.5448, lng: 88.3426 },
  { slug: 'new-market-kolkata', name: 'New Market', city: 'Kolkata', state: WB, lat: 22.5601, lng: 88.3531, aliases: ['Hogg Market'] },
  { slug: 'college-street', name: 'College Street', city: 'Kolkata', state: WB, lat: 22.5745, lng: 88.3636 },
  { slug: 'kalighat', name: 'Kalighat', city: 'Kolkata', state: WB, lat: 22.5206, lng: 88.3424 },
  { slug: 'ballygunge', name: 'Ballygunge', city: 'Kolkata', state: WB, lat: 22.5276, lng: 88.3647 },
  { slug: 'gariahat', name: 'Gariahat', city: 'Kolkata', state: WB, lat: 22.518, lng: 88.368 },
  { slug: 'jadavpur', name: 'Jadavpur', city: 'Kolkata', state: WB, lat: 22.4991, lng: 88.3714 },
  { slug: 'tollygunge', name: 'Tollygunge', city: 'Kolkata', state: WB, lat: 22.4986, lng: 88.3454 },
  { slug: 'behala', name: 'Behala', city: 'Kolkata', state: WB, lat: 22.4985, lng: 88.3109 },
  { slug: 'garia', name: 'Garia', city: 'Kolkata', state: WB, lat: 22.466, lng: 88.389 },
  { slug: 'shyambazar', name: 'Shyambazar', city: 'Kolkata', state: WB, lat: 22.6012, lng: 88.374 },
  { slug: 'science-city-kolkata', name: 'Science City', city: 'Kolkata', state: WB, lat: 22.5392, lng: 88.3958 },
  {
    slug: 'kolkata-airport',
    name: 'Netaji Subhas Chandra Bose International Airport',
    area: 'Dum Dum',
    city: 'Kolkata',
    state: WB,
    lat: 22.6547,
    lng: 88.4467,
    aliases: ['Kolkata Airport', 'Dum Dum Airport', 'CCU'],
  },

  // Mumbai and Navi Mumbai
  {
    slug: 'csmt',
    name: 'Chhatrapati Shivaji Maharaj Terminus',
    city: 'Mumbai',
    state: MH,
    lat: 18.94,
    lng: 72.8353,
    aliases: ['CSMT', 'CST', 'Victoria Terminus', 'VT'],
  },
  { slug: 'churchgate', name: 'Churchgate', city: 'Mumbai', state: MH, lat: 18.9352, lng: 72.8272 },
  { slug: 'colaba', name: 'Colaba', city: 'Mumbai', state: MH, lat: 18.9067, lng: 72.8147 },
  { slug: 'gateway-of-india', name: 'Gateway of India', area: 'Colaba', city: 'Mumbai', state: MH, lat: 18.922, lng: 72.8347 },
  { slug: 'marine-drive', name: 'Marine Drive', city: 'Mumbai', state: MH, lat: 18.9432, lng: 72.8236 },
  { slug: 'lower-parel', name: 'Lower Parel', city: 'Mumbai', state: MH, lat: 18.9953, lng: 72.83 },
  { slug: 'worli', name: 'Worli', city: 'Mumbai', state: MH, lat: 19.01, lng: 72.818 },
  { slug: 'dadar', name: 'Dadar', city: 'Mumbai', state: MH, lat: 19.019, lng: 72.8428 },
  { slug: 'bandra-west', name: 'Bandra West', city: 'Mumbai', state: MH, lat: 19.0596, lng: 72.8295, aliases: ['Bandra'] },
  { slug: 'bandra-kurla-complex', name: 'Bandra Kurla Complex', city: 'Mumbai', state: MH, lat: 19.066, lng: 72.868, aliases: ['BKC'] },
  { slug: 'kurla', name: 'Kurla', city: 'Mumbai', state: MH, lat: 19.0657, lng: 72.8793 },
  { slug: 'juhu', name: 'Juhu', city: 'Mumbai', state: MH, lat: 19.1075, lng: 72.8263 },
  { slug: 'andheri', name: 'Andheri', city: 'Mumbai', state: MH, lat: 19.1197, lng: 72.8468, aliases: ['Andheri East', 'Andheri West'] },
  { slug: 'powai', name: 'Powai', city: 'Mumbai', state: MH, lat: 19.1176, lng: 72.906 },
  { slug: 'goregaon', name: 'Goregaon', city: 'Mumbai', state: MH, lat: 19.1663, lng: 72.8526 },
  { slug: 'malad', name: 'Malad', city: 'Mumbai', state: MH, lat: 19.1874, lng: 72.8484 },
  { slug: 'borivali', name: 'Borivali', city: 'Mumbai', state: MH, lat: 19.2307, lng: 72.8567 },
  { slug: 'ghatkopar', name: 'Ghatkopar', city: 'Mumbai', state: MH, lat: 19.086, lng: 72.9081 },
  { slug: 'chembur', name: 'Chembur', city: 'Mumbai', state: MH, lat: 19.0522, lng: 72.9005 },
  { slug: 'vashi', name: 'Vashi', city: 'Navi Mumbai', state: MH, lat: 19.0771, lng: 72.9986 },
  {
    slug: 'mumbai-airport',
    name: 'Chhatrapati Shivaji Maharaj International Airport',
    area: 'Sahar',
    city: 'Mumbai',
    state: MH,
    lat: 19.0896,
    lng: 72.8656,
    aliases: ['Mumbai Airport', 'BOM'],
  },

  // Delhi NCR
  { slug: 'connaught-place', name: 'Connaught Place', city: 'New Delhi', state: DL, lat: 28.6315, lng: 77.2167, aliases: ['CP', 'Rajiv Chowk'] },
  {
    slug: 'new-delhi-railway-station',
    name: 'New Delhi Railway Station',
    city: 'New Delhi',
    state: DL,
    lat: 28.643,
    lng: 77.2194,
    aliases: ['NDLS'],
  },
  { slug: 'india-gate', name: 'India Gate', city: 'New Delhi', state: DL, lat: 28.6129, lng: 77.2295 },
  { slug: 'chandni-chowk', name: 'Chandni Chowk', city: 'Delhi', state: DL, lat: 28.6506, lng: 77.2303 },
  { slug: 'karol-bagh', name: 'Karol Bagh', city: 'New Delhi', state: DL, lat: 28.6519, lng: 77.1909 },
  { slug: 'rajouri-garden', name: 'Rajouri Garden', city: 'Delhi', state: DL, lat: 28.6415, lng: 77.1209 },
  { slug: 'lajpat-nagar', name: 'Lajpat Nagar', city: 'New Delhi', state: DL, lat: 28.5677, lng: 77.2433 },
  { slug: 'hauz-khas', name: 'Hauz Khas', city: 'New Delhi', state: DL, lat: 28.5494, lng: 77.2001 },
  { slug: 'saket', name: 'Saket', city: 'New Delhi', state: DL, lat: 28.5245, lng: 77.2066 },
  { slug: 'nehru-place', name: 'Nehru Place', city: 'New Delhi', state: DL, lat: 28.5491, lng: 77.2533 },
  { slug: 'vasant-kunj', name: 'Vasant Kunj', city: 'New Delhi', state: DL, lat: 28.52, lng: 77.158 },
  { slug: 'dwarka-delhi', name: 'Dwarka', city: 'New Delhi', state: DL, lat: 28.5921, lng: 77.046 },
  {
    slug: 'delhi-airport',
    name: 'Indira Gandhi International Airport',
    city: 'New Delhi',
    state: DL,
    lat: 28.5562,
    lng: 77.1,
    aliases: ['Delhi Airport', 'IGI Airport', 'DEL'],
  },
  { slug: 'cyber-city-gurugram', name: 'DLF Cyber City', city: 'Gurugram', state: 'Haryana', lat: 28.495, lng: 77.0895, aliases: ['Cyber Hub'] },
  { slug: 'noida-sector-18', name: 'Sector 18', city: 'Noida', state: 'Uttar Pradesh', lat: 28.5706, lng: 77.3218 },

  // Bengaluru
  { slug: 'mg-road-bengaluru', name: 'MG Road', city: 'Bengaluru', state: KA, lat: 12.9755, lng: 77.6069, aliases: ['Mahatma Gandhi Road'] },
  {
    slug: 'majestic',
    name: 'Majestic',
    area: 'Kempegowda Bus Station',
    city: 'Bengaluru',
    state: KA,
    lat: 12.9767,
    lng: 77.5713,
    aliases: ['Kempegowda Bus Station', 'Bangalore City Railway Station', 'KSR Bengaluru'],
  },
  { slug: 'koramangala', name: 'Koramangala', city: 'Bengaluru', state: KA, lat: 12.9352, lng: 77.6245 },
  { slug: 'indiranagar', name: 'Indiranagar', city: 'Bengaluru', state: KA, lat: 12.9784, lng: 77.6408 },
  { slug: 'jayanagar', name: 'Jayanagar', city: 'Bengaluru', state: KA, lat: 12.925, lng: 77.5938 },
  { slug: 'btm-layout', name: 'BTM Layout', city: 'Bengaluru', state: KA, lat: 12.9166, lng: 77.6101 },
  { slug: 'hsr-layout', name: 'HSR Layout', city: 'Bengaluru', state: KA, lat: 12.9116, lng: 77.6474 },
  { slug: 'electronic-city', name: 'Electronic City', city: 'Bengaluru', state: KA, lat: 12.8452, lng: 77.6602 },
  { slug: 'marathahalli', name: 'Marathahalli', city: 'Bengaluru', state: KA, lat: 12.9569, lng: 77.7011 },
  { slug: 'whitefield', name: 'Whitefield', city: 'Bengaluru', state: KA, lat: 12.9698, lng: 77.75 },
  { slug: 'malleshwaram', name: 'Malleshwaram', city: 'Bengaluru', state: KA, lat: 13.0035, lng: 77.571 },
  { slug: 'hebbal', name: 'Hebbal', city: 'Bengaluru', state: KA, lat: 13.0358, lng: 77.597 },
  {
    slug: 'bengaluru-airport',
    name: 'Kempegowda International Airport',
    city: 'Bengaluru',
    state: KA,
    lat: 13.1986,
    lng: 77.7066,
    aliases: ['Bangalore Airport', 'Bengaluru Airport', 'BLR'],
  },

  // Chennai
  { slug: 't-nagar', name: 'T. Nagar', city: 'Chennai', state: TN, lat: 13.0418, lng: 80.2341, aliases: ['Thyagaraya Nagar', 'T Nagar'] },
  {
    slug: 'chennai-central',
    name: 'Chennai Central Railway Station',
    city: 'Chennai',
    state: TN,
    lat: 13.0827,
    lng: 80.275,
    aliases: ['MGR Chennai Central', 'Central Station'],
  },
  { slug: 'egmore', name: 'Egmore', city: 'Chennai', state: TN, lat: 13.0732, lng: 80.2609 },
  { slug: 'anna-nagar', name: 'Anna Nagar', city: 'Chennai', state: TN, lat: 13.085, lng: 80.2101 },
  { slug: 'mylapore', name: 'Mylapore', city: 'Chennai', state: TN, lat: 13.0368, lng: 80.2676 },
  { slug: 'marina-beach', name: 'Marina Beach', city: 'Chennai', state: TN, lat: 13.05, lng: 80.2824 },
  { slug: 'adyar', name: 'Adyar', city: 'Chennai', state: TN, lat: 13.0012, lng: 80.2565 },
  { slug: 'guindy', name: 'Guindy', city: 'Chennai', state: TN, lat: 13.0067, lng: 80.2206 },
  { slug: 'velachery', name: 'Velachery', city: 'Chennai', state: TN, lat: 12.9815, lng: 80.218 },
  { slug: 'sholinganallur', name: 'Sholinganallur', city: 'Chennai', state: TN, lat: 12.901, lng: 80.2279, aliases: ['OMR'] },
  {
    slug: 'chennai-airport',
    name: 'Chennai International Airport',
    area: 'Meenambakkam',
    city: 'Chennai',
    state: TN,
    lat: 12.9941,
    lng: 80.1709,
    aliases: ['Chennai Airport', 'MAA'],
  },

  // Hyderabad and Secunderabad
  { slug: 'charminar', name: 'Charminar', city: 'Hyderabad', state: TG, lat: 17.3616, lng: 78.4747 },
  { slug: 'banjara-hills', name: 'Banjara Hills', city: 'Hyderabad', state: TG, lat: 17.415, lng: 78.44 },
  { slug: 'jubilee-hills', name: 'Jubilee Hills', city: 'Hyderabad', state: TG, lat: 17.4325, lng: 78.407 },
  { slug: 'ameerpet', name: 'Ameerpet', city: 'Hyderabad', state: TG, lat: 17.4375, lng: 78.4482 },
  { slug: 'begumpet', name: 'Begumpet', city: 'Hyderabad', state: TG, lat: 17.4447, lng: 78.4664 },
  {
    slug: 'hitec-city',
    name: 'HITEC City',
    area: 'Madhapur',
    city: 'Hyderabad',
    state: TG,
    lat: 17.4435,
    lng: 78.3772,
    aliases: ['Hitech City', 'Cyberabad'],
  },
  { slug: 'madhapur', name: 'Madhapur', city: 'Hyderabad', state: TG, lat: 17.4483, lng: 78.3915 },
  { slug: 'gachibowli', name: 'Gachibowli', city: 'Hyderabad', state: TG, lat: 17.4401, lng: 78.3489 },
  { slug: 'kukatpally', name: 'Kukatpally', city: 'Hyderabad', state: TG, lat: 17.4849, lng: 78.4138 },
  { slug: 'secunderabad-station', name: 'Secunderabad Railway Station', city: 'Secunderabad', state: TG, lat: 17.4337, lng: 78.5016 },
  {
    slug: 'hyderabad-airport',
    name: 'Rajiv Gandhi International Airport',
    area: 'Shamshabad',
    city: 'Hyderabad',
    state: TG,
    lat: 17.2403,
    lng: 78.4294,
    aliases: ['Hyderabad Airport', 'HYD'],
  },

  // Pune
  { slug: 'pune-station', name: 'Pune Junction', city: 'Pune', state: MH, lat: 18.5286, lng: 73.8743, aliases: ['Pune Railway Station'] },
  { slug: 'shivajinagar-pune', name: 'Shivajinagar', city: 'Pune', state: MH, lat: 18.5308, lng: 73.8475 },
  { slug: 'koregaon-park', name: 'Koregaon Park', city: 'Pune', state: MH, lat: 18.5362, lng: 73.894 },
  { slug: 'hinjewadi', name: 'Hinjewadi', city: 'Pune', state: MH, lat: 18.5913, lng: 73.7389, aliases: ['Hinjawadi'] },
];
