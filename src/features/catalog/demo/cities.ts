/**
 * Cities and real localities for demo providers, with approximate real coordinates and PIN codes.
 * Addresses are written '12, Rashbehari Avenue, Gariahat, Kolkata, West Bengal 700019': they always
 * contain the city's name, because the listing page keeps results whose address contains it.
 */

export type Region = 'bengal' | 'maharashtra' | 'north' | 'karnataka' | 'tamil' | 'telangana' | 'gujarat' | 'rajasthan' | 'awadh';

export interface Locality {
  name: string;
  lat: number;
  lng: number;
  pin: string;
  streets: string[];
}

export interface CitySeed {
  /** As the listing filter and the `city` column know it. */
  name: string;
  /** How the city is written in an address (always contains `name`). */
  addressCity: string;
  state: string;
  region: Region;
  /** The six cities that get the full catalogue; the others get a smaller one. */
  main: boolean;
  languages: string[];
  localities: Locality[];
}

const loc = (name: string, lat: number, lng: number, pin: string, ...streets: string[]): Locality => ({
  name,
  lat,
  lng,
  pin,
  streets,
});

export const cities: CitySeed[] = [
  {
    name: 'Kolkata',
    addressCity: 'Kolkata',
    state: 'West Bengal',
    region: 'bengal',
    main: true,
    languages: ['Bengali', 'Hindi', 'English'],
    localities: [
      loc('Salt Lake', 22.5867, 88.4171, '700091', 'Sector V', 'Karunamoyee Road', 'Central Park Road'),
      loc('Park Street', 22.5535, 88.352, '700016', 'Park Street', 'Camac Street', 'Middleton Row', 'Free School Street'),
      loc('Howrah', 22.5958, 88.2636, '711101', 'GT Road', 'Dobson Road', 'Panchanantala Road'),
      loc('Ballygunge', 22.5274, 88.3651, '700019', 'Ballygunge Circular Road', 'Ballygunge Place', 'Gurusaday Road'),
      loc('New Town', 22.5806, 88.4612, '700156', 'Action Area I', 'Major Arterial Road', 'Biswa Bangla Sarani'),
      loc('Gariahat', 22.5186, 88.3665, '700019', 'Rashbehari Avenue', 'Gariahat Road', 'Hindustan Park', 'Dover Lane'),
      loc('Dum Dum', 22.6225, 88.425, '700028', 'Jessore Road', 'Nagerbazar Road', 'Dum Dum Road'),
      loc('Behala', 22.498, 88.31, '700034', 'Diamond Harbour Road', 'James Long Sarani', 'Sahapur Road'),
      loc('Tollygunge', 22.4989, 88.3459, '700033', 'Prince Anwar Shah Road', 'Deshapran Sashmal Road', 'NSC Bose Road'),
      loc('Shyambazar', 22.6009, 88.3723, '700004', 'Bidhan Sarani', 'APC Road', 'Bhupen Bose Avenue'),
    ],
  },
  {
    name: 'Mumbai',
    addressCity: 'Mumbai',
    state: 'Maharashtra',
    region: 'maharashtra',
    main: true,
    languages: ['Marathi', 'Hindi', 'English'],
    localities: [
      loc('Andheri West', 19.1364, 72.8296, '400053', 'SV Road', 'JP Road', 'Veera Desai Road', 'Lokhandwala Back Road'),
      loc('Bandra West', 19.0596, 72.8295, '400050', 'Hill Road', 'Linking Road', 'Carter Road', 'Turner Road'),
      loc('Dadar West', 19.0178, 72.8478, '400028', 'Ranade Road', 'NC Kelkar Road', 'Gokhale Road'),
      loc('Powai', 19.1176, 72.906, '400076', 'Hiranandani Gardens', 'Central Avenue', 'Saki Vihar Road'),
      loc('Borivali West', 19.2307, 72.8567, '400092', 'LT Road', 'Chandavarkar Road', 'SV Road'),
      loc('Colaba', 18.9067, 72.8147, '400005', 'Colaba Causeway', 'Shahid Bhagat Singh Road', 'Wodehouse Road'),
      loc('Chembur', 19.0522, 72.9005, '400071', 'Sion Trombay Road', 'RC Marg', 'Central Avenue Road'),
      loc('Malad West', 19.186, 72.8485, '400064', 'Marve Road', 'SV Road', 'Evershine Nagar Road'),
      loc('Goregaon East', 19.1663, 72.8526, '400063', 'Aarey Road', 'Film City Road', 'Western Express Highway'),
      loc('Ghatkopar East', 19.0785, 72.9081, '400077', 'MG Road', 'Rajawadi Road', 'Pant Nagar Road'),
    ],
  },
  {
    name: 'Delhi',
    addressCity: 'New Delhi',
    state: 'Delhi',
    region: 'north',
    main: true,
    languages: ['Hindi', 'Punjabi', 'English'],
    localities: [
      loc('Connaught Place', 28.6315, 77.2167, '110001', 'Barakhamba Road', 'Janpath', 'Kasturba Gandhi Marg'),
      loc('Karol Bagh', 28.6519, 77.1909, '110005', 'Ajmal Khan Road', 'Arya Samaj Road', 'Pusa Road'),
      loc('Lajpat Nagar', 28.5677, 77.2433, '110024', 'Ring Road', 'Amar Colony Road', 'Central Market Road'),
      loc('Dwarka', 28.5921, 77.046, '110075', 'Sector 10 Main Road', 'Sector 12 Road', 'Palam Dabri Road'),
      loc('Rohini', 28.7383, 77.0822, '110085', 'Sector 7 Main Road', 'Sector 3 Road', 'Outer Ring Road'),
      loc('Saket', 28.5245, 77.2066, '110017', 'Press Enclave Marg', 'Mehrauli Badarpur Road', 'Saket District Centre'),
      loc('Janakpuri', 28.6219, 77.0878, '110058', 'Pankha Road', 'Najafgarh Road', 'Janakpuri District Centre'),
      loc('Mayur Vihar', 28.609, 77.296, '110091', 'Acharya Niketan Road', 'Mother Dairy Road', 'Chilla Road'),
      loc('Chandni Chowk', 28.6506, 77.2303, '110006', 'Nai Sarak', 'Dariba Kalan', 'Kinari Bazaar'),
      loc('Hauz Khas', 28.5494, 77.2001, '110016', 'Aurobindo Marg', 'Hauz Khas Village Road', 'Outer Ring Road'),
    ],
  },
  {
    name: 'Bengaluru',
    addressCity: 'Bengaluru',
    state: 'Karnataka',
    region: 'karnataka',
    main: true,
    languages: ['Kannada', 'English', 'Hindi', 'Tamil'],
    localities: [
      loc('Koramangala', 12.9352, 77.6245, '560034', '80 Feet Road', 'Sarjapur Main Road', '1st Main Road'),
      loc('Indiranagar', 12.9719, 77.6412, '560038', '100 Feet Road', 'CMH Road', '12th Main Road'),
      loc('Jayanagar', 12.925, 77.5938, '560041', '11th Main Road', '9th Main Road', 'South End Road'),
      loc('Whitefield', 12.9698, 77.75, '560066', 'ITPL Main Road', 'Whitefield Main Road', 'Varthur Road'),
      loc('HSR Layout', 12.9116, 77.6474, '560102', '27th Main Road', '14th Main Road', 'Agara Main Road'),
      loc('Malleshwaram', 13.0035, 77.5709, '560003', 'Sampige Road', 'Margosa Road', '8th Cross Road'),
      loc('BTM Layout', 12.9166, 77.6101, '560076', '16th Main Road', '29th Main Road', 'Bannerghatta Road'),
      loc('Electronic City', 12.8452, 77.6602, '560100', 'Hosur Road', 'Neeladri Road', 'Velankani Drive'),
      loc('Marathahalli', 12.9569, 77.7011, '560037', 'Outer Ring Road', 'Kundalahalli Road', 'Old Airport Road'),
      loc('Basavanagudi', 12.9422, 77.576, '560004', 'DVG Road', 'Gandhi Bazaar Main Road', 'Bull Temple Road'),
    ],
  },
  {
    name: 'Chennai',
    addressCity: 'Chennai',
    state: 'Tamil Nadu',
    region: 'tamil',
    main: true,
    languages: ['Tamil', 'English'],
    localities: [
      loc('T Nagar', 13.0418, 80.2341, '600017', 'Usman Road', 'Sir Thyagaraya Road', 'Ranganathan Street'),
      loc('Adyar', 13.0012, 80.2565, '600020', 'LB Road', 'Sardar Patel Road', 'Gandhi Nagar 1st Main Road'),
      loc('Anna Nagar', 13.085, 80.2101, '600040', '2nd Avenue', '3rd Avenue', 'Shanthi Colony Main Road'),
      loc('Velachery', 12.9815, 80.218, '600042', 'Velachery Main Road', '100 Feet Bypass Road', 'Taramani Link Road'),
      loc('Mylapore', 13.0368, 80.2676, '600004', 'Luz Church Road', 'Royapettah High Road', 'Kutchery Road'),
      loc('Tambaram', 12.9249, 80.1, '600045', 'GST Road', 'Shanmugam Road', 'Mudichur Road'),
      loc('Porur', 13.0359, 80.1574, '600116', 'Arcot Road', 'Mount Poonamallee Road', 'Kundrathur Main Road'),
      loc('Nungambakkam', 13.0569, 80.2425, '600034', 'Khader Nawaz Khan Road', 'Nungambakkam High Road', 'Sterling Road'),
      loc('Besant Nagar', 12.999, 80.2707, '600090', 'Elliots Beach Road', '2nd Avenue', '7th Avenue'),
    ],
  },
  {
    name: 'Hyderabad',
    addressCity: 'Hyderabad',
    state: 'Telangana',
    region: 'telangana',
    main: true,
    languages: ['Telugu', 'Urdu', 'Hindi', 'English'],
    localities: [
      loc('Banjara Hills', 17.4156, 78.4347, '500034', 'Road No. 12', 'Road No. 1', 'Road No. 2'),
      loc('Jubilee Hills', 17.4326, 78.4071, '500033', 'Road No. 36', 'Road No. 45', 'Film Nagar Road'),
      loc('Gachibowli', 17.4401, 78.3489, '500032', 'Old Mumbai Highway', 'Telecom Nagar Road', 'DLF Road'),
      loc('Madhapur', 17.4483, 78.3915, '500081', 'Hitech City Road', 'Ayyappa Society Road', 'Image Gardens Road'),
      loc('Kukatpally', 17.4948, 78.3996, '500072', 'KPHB Main Road', 'JNTU Road', 'Kukatpally Main Road'),
      loc('Secunderabad', 17.4399, 78.4983, '500003', 'SD Road', 'MG Road', 'Rashtrapati Road'),
      loc('Ameerpet', 17.4375, 78.4482, '500016', 'SR Nagar Main Road', 'Greenlands Road', 'Ameerpet Main Road'),
      loc('Dilsukhnagar', 17.3688, 78.5247, '500060', 'Dilsukhnagar Main Road', 'Chaitanyapuri Road', 'Kothapet Road'),
      loc('Kondapur', 17.47, 78.357, '500084', 'Botanical Garden Road', 'Kothaguda Road', 'Masjid Banda Road'),
      loc('Charminar', 17.3616, 78.4747, '500002', 'Laad Bazaar', 'Pathergatti Road', 'Gulzar Houz Road'),
    ],
  },
  {
    name: 'Pune',
    addressCity: 'Pune',
    state: 'Maharashtra',
    region: 'maharashtra',
    main: false,
    languages: ['Marathi', 'Hindi', 'English'],
    localities: [
      loc('Kothrud', 18.5074, 73.8077, '411038', 'Karve Road', 'Paud Road', 'DP Road'),
      loc('Koregaon Park', 18.5362, 73.894, '411001', 'North Main Road', 'Lane 7', 'South Main Road'),
      loc('Hinjewadi', 18.5913, 73.7389, '411057', 'Phase 1 Road', 'Shivaji Chowk Road', 'Wakad Road'),
      loc('Viman Nagar', 18.5679, 73.9143, '411014', 'Datta Mandir Road', 'Nagar Road', 'Symbiosis Road'),
      loc('Deccan Gymkhana', 18.5158, 73.841, '411004', 'FC Road', 'JM Road', 'Prabhat Road'),
      loc('Aundh', 18.559, 73.8077, '411007', 'ITI Road', 'Aundh Road', 'Parihar Chowk Road'),
    ],
  },
  {
    name: 'Ahmedabad',
    addressCity: 'Ahmedabad',
    state: 'Gujarat',
    region: 'gujarat',
    main: false,
    languages: ['Gujarati', 'Hindi', 'English'],
    localities: [
      loc('Navrangpura', 23.0365, 72.5611, '380009', 'CG Road', 'Ashram Road', 'University Road'),
      loc('Satellite', 23.03, 72.5178, '380015', 'Satellite Road', 'Jodhpur Cross Road', 'Ramdev Nagar Road'),
      loc('Maninagar', 22.9962, 72.6003, '380008', 'Maninagar Station Road', 'Jawahar Chowk Road', 'Kankaria Road'),
      loc('Vastrapur', 23.0377, 72.5293, '380015', 'Vastrapur Lake Road', 'IIM Road', 'Drive In Road'),
      loc('Bodakdev', 23.0398, 72.5074, '380054', 'Judges Bungalow Road', 'Sindhu Bhavan Road', 'Prernatirth Road'),
    ],
  },
  {
    name: 'Jaipur',
    addressCity: 'Jaipur',
    state: 'Rajasthan',
    region: 'rajasthan',
    main: false,
    languages: ['Hindi', 'Rajasthani', 'English'],
    localities: [
      loc('Malviya Nagar', 26.853, 75.805, '302017', 'JLN Marg', 'Malviya Nagar Main Road', 'Sector 6 Road'),
      loc('Vaishali Nagar', 26.9115, 75.743, '302021', 'Amrapali Marg', 'Gandhi Path', 'Queens Road'),
      loc('C Scheme', 26.905, 75.8, '302001', 'Ashok Marg', 'Prithviraj Road', 'Sardar Patel Marg'),
      loc('Mansarovar', 26.8505, 75.7628, '302020', 'Madhyam Marg', 'Shipra Path', 'Kiran Path'),
      loc('Raja Park', 26.898, 75.829, '302004', 'Govind Marg', 'Raja Park Main Road', 'Adarsh Nagar Road'),
    ],
  },
  {
    name: 'Lucknow',
    addressCity: 'Lucknow',
    state: 'Uttar Pradesh',
    region: 'awadh',
    main: false,
    languages: ['Hindi', 'Urdu', 'English'],
    localities: [
      loc('Hazratganj', 26.85, 80.946, '226001', 'MG Marg', 'Shahnajaf Road', 'Ashok Marg'),
      loc('Gomti Nagar', 26.85, 81.0, '226010', 'Vibhuti Khand Road', 'Patrakarpuram Road', 'Vinay Khand Road'),
      loc('Aliganj', 26.89, 80.94, '226024', 'Kapoorthala Road', 'Purania Road', 'Sector H Road'),
      loc('Indira Nagar', 26.88, 80.995, '226016', 'Faizabad Road', 'Munshi Pulia Road', 'Sector 14 Road'),
      loc('Aminabad', 26.847, 80.925, '226018', 'Latouche Road', 'Aminabad Road', 'Nazirabad Road'),
    ],
  },
];

/** The six cities every popular leaf must have several providers in. */
export const mainCityNames = cities.filter((city) => city.main).map((city) => city.name);

/** '12, Rashbehari Avenue, Gariahat, Kolkata, West Bengal 700019' */
export function formatAddress(city: CitySeed, locality: Locality, houseNumber: string, street: string): string {
  return `${houseNumber}, ${street}, ${locality.name}, ${city.addressCity}, ${city.state} ${locality.pin}`;
}
