/**
 * The demo category tree: main categories (/categories/{slug}), their sub-categories
 * (/sub-category/{slug}) and 2–4 leaves each (/category/services/{slug}). Listings attach to leaves.
 *
 * Rules the pages rely on (checked by tests): every slug is unique; every name is unique ignoring case;
 * for sub-categories and leaves the slug is the name lower-cased with spaces turned into hyphens, because
 * /service/{slug} turns the slug back into a category name. Where SPEC.md shows a different label
 * (transport → 'Lorry'), the name keeps the slug's words and the label lives in categoryDisplayLabels.
 */

/** The 'Starts ₹' hints SPEC.md allows for sub-categories and leaves. */
export const hintPrices = [49, 99, 149, 199, 249, 449, 1049] as const;
export type HintPrice = (typeof hintPrices)[number];

export interface LeafSeed {
  slug: string;
  name: string;
  /** A lucide-static icon name for the generated category icon. */
  lucide: string;
  price: HintPrice;
  description: string;
}

export interface SubSeed extends LeafSeed {
  popular: boolean;
  leaves: LeafSeed[];
}

export interface MainSeed {
  slug: string;
  name: string;
  lucide: string;
  price: number;
  description: string;
  /** Transport-type: the booking modal with a route and a price per km, for it and all below it. */
  transport: boolean;
  subs: SubSeed[];
}

const leaf = (slug: string, name: string, lucide: string, price: HintPrice, description: string): LeafSeed => ({
  slug,
  name,
  lucide,
  price,
  description,
});

const sub = (slug: string, name: string, lucide: string, price: HintPrice, description: string, leaves: LeafSeed[], popular = false): SubSeed => ({
  slug,
  name,
  lucide,
  price,
  description,
  leaves,
  popular,
});

export const categoryTree: MainSeed[] = [
  {
    slug: 'fashion',
    name: 'Fashion',
    lucide: 'shirt',
    price: 599,
    transport: false,
    description: 'Tailors, boutiques and rentals for everyday wear, festivals and weddings.',
    subs: [
      sub('men', 'Men', 'shirt', 449, 'Tailoring, suits and ethnic wear for men, stitched or rented near you.', [
        leaf('mens-tailoring', 'Mens Tailoring', 'scissors', 249, 'Shirts, trousers and kurtas stitched to your measurements.'),
        leaf(
          'suit-and-sherwani-rental',
          'Suit and Sherwani Rental',
          'shirt',
          1049,
          'Rent a tuxedo, bandhgala or sherwani for the big day, altered to fit.',
        ),
        leaf('mens-ethnic-wear', 'Mens Ethnic Wear', 'shopping-bag', 449, 'Kurta sets, Nehru jackets and dhotis from local boutiques.'),
      ]),
      sub('women', 'Women', 'shopping-bag', 449, 'Blouse stitching, boutiques, saree draping and bridal wear for women.', [
        leaf('blouse-stitching', 'Blouse Stitching', 'scissors', 249, 'Saree blouses stitched with lining, padding and designer backs.'),
        leaf('saree-draping', 'Saree Draping', 'sparkles', 449, 'Neat pleats and regional drapes at home before weddings and functions.'),
        leaf('designer-boutique', 'Designer Boutique', 'gem', 1049, 'Made-to-order lehengas, salwar suits and Indo-western outfits.'),
        leaf('bridal-wear-rental', 'Bridal Wear Rental', 'crown', 1049, 'Bridal lehengas and reception gowns on rent, with fittings included.'),
      ]),
      sub('kids', 'Kids', 'baby', 199, 'Clothes for children: tailoring, party wear and school uniforms.', [
        leaf('kids-tailoring', 'Kids Tailoring', 'scissors', 149, 'Frocks, shirts and festive kurtas stitched in your child\u2019s size.'),
        leaf('kids-party-wear', 'Kids Party Wear', 'party-popper', 449, 'Birthday and wedding outfits for children, to buy or rent.'),
        leaf('school-uniforms', 'School Uniforms', 'backpack', 249, 'Uniforms made to school patterns, including blazers and sportswear.'),
      ]),
    ],
  },
  {
    slug: 'repairs-service',
    name: 'Repair & Service',
    lucide: 'wrench',
    price: 99,
    transport: false,
    description: 'Plumbers, electricians, painters, mechanics, cleaners and appliance repair at your door.',
    subs: [
      sub(
        'plumbing',
        'Plumbing',
        'droplets',
        99,
        'Leaks, blockages, fittings and water tanks fixed by local plumbers.',
        [
          leaf('tap-and-leak-repair', 'Tap and Leak Repair', 'droplet', 99, 'Dripping taps, leaking pipes and running cisterns fixed the same day.'),
          leaf('bathroom-fitting', 'Bathroom Fitting', 'bath', 249, 'Geysers, showers, basins and commodes installed or replaced.'),
          leaf('drain-cleaning', 'Drain Cleaning', 'waves', 149, 'Choked sinks, floor traps and sewer lines cleared with proper tools.'),
          leaf('water-tank-cleaning', 'Water Tank Cleaning', 'container', 449, 'Overhead and underground tanks emptied, scrubbed and disinfected.'),
        ],
        true,
      ),
      sub(
        'electrician',
        'Electrician',
        'zap',
        99,
        'Wiring, fans, lights, inverters and switchboards handled by licensed electricians.',
        [
          leaf('wiring-and-rewiring', 'Wiring and Rewiring', 'cable', 449, 'New points, concealed wiring and full-house rewiring with ISI cable.'),
          leaf(
            'fan-and-light-installation',
            'Fan and Light Installation',
            'fan',
            99,
            'Ceiling fans, tube lights, chandeliers and exhausts fitted safely.',
          ),
          leaf(
            'inverter-installation',
            'Inverter Installation',
            'battery-charging',
            249,
            'Home inverters and batteries installed, wired and serviced.',
          ),
          leaf('switchboard-repair', 'Switchboard Repair', 'plug', 49, 'Sparking sockets, loose switches and MCB trips diagnosed and repaired.'),
        ],
        true,
      ),
      sub('painter', 'Painter', 'paint-roller', 199, 'Interior, exterior and texture painting plus waterproofing by experienced crews.', [
        leaf('interior-painting', 'Interior Painting', 'paint-roller', 1049, 'Rooms and whole flats painted with putty, primer and two coats.'),
        leaf('exterior-painting', 'Exterior Painting', 'building', 1049, 'Weather-proof exterior paint for houses and buildings.'),
        leaf('waterproofing', 'Waterproofing', 'umbrella', 449, 'Damp walls, roof leaks and bathroom seepage treated for good.'),
        leaf('texture-painting', 'Texture Painting', 'brush', 449, 'Feature walls with textures, stencils and designer finishes.'),
      ]),
      sub(
        'car-mechanic',
        'Car Mechanic',
        'car',
        199,
        'Car servicing, repairs, denting, AC and batteries from trusted garages.',
        [
          leaf('car-servicing', 'Car Servicing', 'wrench', 1049, 'Periodic service with oil change, filters and a multi-point check.'),
          leaf('denting-and-painting', 'Denting and Painting', 'spray-can', 1049, 'Dents and scratches repaired and panels repainted to match.'),
          leaf('car-ac-repair', 'Car AC Repair', 'snowflake', 449, 'Gas top-up, cooling coil cleaning and compressor repair for car AC.'),
          leaf('battery-and-tyres', 'Battery and Tyres', 'car-front', 199, 'Battery jump-starts and replacement, puncture repair and new tyres.'),
        ],
        true,
      ),
      sub(
        'cleanerhousekeeper',
        'Cleanerhousekeeper',
        'spray-can',
        149,
        'Deep cleaning, sofa and bathroom cleaning and trusted housekeepers.',
        [
          leaf('deep-home-cleaning', 'Deep Home Cleaning', 'sparkles', 1049, 'Top-to-bottom cleaning of a flat, including kitchen and bathrooms.'),
          leaf(
            'sofa-and-carpet-cleaning',
            'Sofa and Carpet Cleaning',
            'sofa',
            449,
            'Shampooing and vacuum extraction of sofas, mattresses and carpets.',
          ),
          leaf('bathroom-cleaning', 'Bathroom Cleaning', 'bath', 249, 'Tiles, taps and fittings descaled and bathrooms disinfected.'),
          leaf('maid-service', 'Maid Service', 'hand-helping', 199, 'Verified part-time and full-time maids for sweeping, mopping and dishes.'),
        ],
        true,
      ),
      sub('appliance-repair', 'Appliance Repair', 'washing-machine', 149, 'AC, washing machine, fridge and water purifier repair at home.', [
        leaf('ac-repair', 'AC Repair', 'air-vent', 449, 'Split and window AC service, gas charging and installation.'),
        leaf(
          'washing-machine-repair',
          'Washing Machine Repair',
          'washing-machine',
          249,
          'Front-load and top-load machines repaired with genuine spares.',
        ),
        leaf(
          'refrigerator-repair',
          'Refrigerator Repair',
          'refrigerator',
          249,
          'Cooling problems, gas leaks and compressor faults in fridges fixed.',
        ),
        leaf('ro-purifier-repair', 'RO Purifier Repair', 'glass-water', 149, 'RO and UV purifiers serviced, filters and membranes replaced.'),
      ]),
    ],
  },
  {
    slug: 'home-services',
    name: 'Home Services',
    lucide: 'house',
    price: 99,
    transport: false,
    description: 'Renovation, pest control and packers and movers for your home.',
    subs: [
      sub('home-renovation', 'Home Renovation', 'hammer', 449, 'Kitchens, ceilings, flooring and carpentry by local contractors.', [
        leaf('modular-kitchen', 'Modular Kitchen', 'chef-hat', 1049, 'Modular kitchens designed, built and installed to your layout.'),
        leaf('false-ceiling', 'False Ceiling', 'layers', 1049, 'Gypsum and POP false ceilings with cove lighting.'),
        leaf('tiling-and-flooring', 'Tiling and Flooring', 'grid-3x3', 449, 'Vitrified tiles, marble and wooden flooring laid and polished.'),
        leaf('carpentry', 'Carpentry', 'hammer', 199, 'Wardrobes, beds and doors made, repaired or fitted.'),
      ]),
      sub('pest-control', 'Pest Control', 'bug', 249, 'Safe treatments for termites, cockroaches, mosquitoes and bed bugs.', [
        leaf('termite-control', 'Termite Control', 'bug-off', 1049, 'Drill-fill-seal termite treatment with a service warranty.'),
        leaf('cockroach-control', 'Cockroach Control', 'bug', 449, 'Odourless gel treatment for kitchens and bathrooms.'),
        leaf('mosquito-control', 'Mosquito Control', 'shield-check', 249, 'Fogging and larvicide treatment for homes and societies.'),
        leaf('bed-bug-treatment', 'Bed Bug Treatment', 'bed', 449, 'Two-visit bed bug treatment for mattresses, sofas and furniture.'),
      ]),
      sub('packers-movers', 'Packers Movers', 'package', 1049, 'Packing, loading and shifting within the city or across India.', [
        leaf('local-shifting', 'Local Shifting', 'package', 1049, 'Household shifting within the city, packed and unpacked the same day.'),
        leaf('intercity-relocation', 'Intercity Relocation', 'map', 1049, 'Door-to-door moves between cities with transit insurance.'),
        leaf('office-shifting', 'Office Shifting', 'building-2', 1049, 'Offices and shops moved over a weekend with labelled packing.'),
      ]),
    ],
  },
  {
    slug: 'transportation',
    name: 'Transportation',
    lucide: 'truck',
    price: 199,
    transport: true,
    description: 'Drivers, ambulances, lorries and loading help, priced by the kilometre.',
    subs: [
      sub(
        'driver',
        'Driver',
        'car-taxi-front',
        199,
        'Verified drivers for your own car, by the hour, the day or the month.',
        [
          leaf('hourly-driver', 'Hourly Driver', 'clock', 199, 'A driver for errands, meetings and hospital visits, booked by the hour.'),
          leaf('outstation-driver', 'Outstation Driver', 'map', 249, 'Experienced highway drivers for trips out of town.'),
          leaf('monthly-driver', 'Monthly Driver', 'calendar-days', 199, 'A regular driver for daily office and school runs.'),
        ],
        true,
      ),
      sub('ambulance', 'Ambulance', 'ambulance', 249, 'Emergency and patient-transport ambulances, around the clock.', [
        leaf('basic-ambulance', 'Basic Ambulance', 'ambulance', 249, 'Ambulance with oxygen and a stretcher for hospital transfers.'),
        leaf('icu-ambulance', 'ICU Ambulance', 'heart-pulse', 449, 'Advanced life-support ambulance with a ventilator and a paramedic.'),
        leaf('oxygen-ambulance', 'Oxygen Ambulance', 'wind', 249, 'Ambulance with oxygen support for breathing difficulty.'),
      ]),
      sub('transport', 'Transport', 'truck', 199, 'Mini trucks, tempos and container lorries for goods, priced per km.', [
        leaf('mini-truck', 'Mini Truck', 'truck', 199, 'Tata Ace and pickup trucks for small loads around the city.'),
        leaf('tempo-hire', 'Tempo Hire', 'truck', 199, '14 ft and 17 ft tempos for furniture and shop goods.'),
        leaf('container-truck', 'Container Truck', 'container', 449, 'Closed container lorries for long-distance freight.'),
      ]),
      sub('loaders', 'Loaders', 'forklift', 149, 'Loading and unloading labour for shifting, shops and warehouses.', [
        leaf('loading-labour', 'Loading Labour', 'hand-helping', 149, 'Helpers to carry and load goods on to a truck or tempo.'),
        leaf('goods-unloading', 'Goods Unloading', 'package-open', 149, 'Crews to unload deliveries at homes, shops and godowns.'),
        leaf('warehouse-loading', 'Warehouse Loading', 'warehouse', 199, 'Forklift and manual loading teams for warehouses.'),
      ]),
    ],
  },
  {
    slug: 'beauty-care',
    name: 'Beauty Care',
    lucide: 'sparkles',
    price: 149,
    transport: false,
    description: 'Salons and beauticians for nails, hair and skin, in the parlour or at home.',
    subs: [
      sub('manicure', 'Manicure', 'hand', 149, 'Classic and gel manicures, nail extensions and nail art.', [
        leaf('classic-manicure', 'Classic Manicure', 'hand', 149, 'Nail shaping, cuticle care, hand massage and polish.'),
        leaf('gel-nail-extensions', 'Gel Nail Extensions', 'sparkle', 449, 'Gel and acrylic extensions that last three to four weeks.'),
        leaf('nail-art', 'Nail Art', 'palette', 249, 'Hand-painted designs, chrome and glitter nail art.'),
      ]),
      sub('pedicure', 'Pedicure', 'footprints', 199, 'Spa, classic and paraffin pedicures for tired feet.', [
        leaf('spa-pedicure', 'Spa Pedicure', 'footprints', 449, 'Soak, scrub, mask and massage for soft, clean feet.'),
        leaf('classic-pedicure', 'Classic Pedicure', 'footprints', 199, 'Nail care, heel scrubbing and polish at a fair price.'),
        leaf('paraffin-pedicure', 'Paraffin Pedicure', 'flame', 449, 'Warm paraffin wax treatment for cracked heels.'),
      ]),
      sub(
        'hair-care',
        'Hair Care',
        'scissors',
        149,
        'Haircuts, colour, keratin and bridal hairstyling by trained stylists.',
        [
          leaf('haircut-and-styling', 'Haircut and Styling', 'scissors', 149, 'Cuts, blow-dries and styling for men, women and children.'),
          leaf('hair-colouring', 'Hair Colouring', 'paintbrush', 449, 'Global colour, highlights and root touch-ups with ammonia-free options.'),
          leaf('keratin-treatment', 'Keratin Treatment', 'wand-sparkles', 1049, 'Keratin, smoothening and hair spa for frizz-free hair.'),
          leaf('bridal-hairstyling', 'Bridal Hairstyling', 'crown', 1049, 'Buns, braids and floral hairdos for brides and bridesmaids.'),
        ],
        true,
      ),
      sub(
        'facial',
        'Facial',
        'smile',
        249,
        'Fruit, gold and hydra facials for glowing skin.',
        [
          leaf('fruit-facial', 'Fruit Facial', 'apple', 249, 'A gentle cleanup and fruit-extract facial for everyday glow.'),
          leaf('gold-facial', 'Gold Facial', 'star', 449, 'A gold-foil facial before weddings and festivals.'),
          leaf('hydra-facial', 'Hydra Facial', 'droplets', 1049, 'Deep cleansing, extraction and hydration with a hydra machine.'),
        ],
        true,
      ),
    ],
  },
  {
    slug: 'health',
    name: 'Health',
    lucide: 'heart-pulse',
    price: 249,
    transport: false,
    description: 'Gyms, yoga teachers and martial arts classes to keep you fit.',
    subs: [
      sub('gym', 'Gym', 'dumbbell', 449, 'Gyms, personal trainers and weight-loss programmes near you.', [
        leaf('gym-membership', 'Gym Membership', 'dumbbell', 449, 'Monthly and yearly memberships with cardio and weights.'),
        leaf('personal-trainer', 'Personal Trainer', 'person-standing', 1049, 'One-to-one training at the gym or at home.'),
        leaf('weight-loss-program', 'Weight Loss Program', 'activity', 449, 'Diet and workout plans with weekly check-ins.'),
      ]),
      sub('yoga', 'Yoga', 'flower-2', 249, 'Yoga classes at home, in parks and studios, for every age.', [
        leaf('home-yoga-classes', 'Home Yoga Classes', 'house', 449, 'A certified yoga teacher at your home, mornings or evenings.'),
        leaf('prenatal-yoga', 'Prenatal Yoga', 'baby', 449, 'Gentle yoga and breathing for expecting mothers.'),
        leaf('power-yoga', 'Power Yoga', 'flame', 249, 'Fast-paced yoga batches for strength and stamina.'),
      ]),
      sub('karate', 'Karate', 'swords', 199, 'Karate, self-defence and kickboxing classes for children and adults.', [
        leaf('karate-classes', 'Karate Classes', 'award', 199, 'Belt-grading karate classes for kids and adults.'),
        leaf('self-defence-training', 'Self Defence Training', 'shield', 249, 'Practical self-defence workshops, especially for women.'),
        leaf('kickboxing', 'Kickboxing', 'dumbbell', 449, 'Kickboxing batches for fitness and competition.'),
      ]),
    ],
  },
  {
    slug: 'training',
    name: 'Training',
    lucide: 'graduation-cap',
    price: 149,
    transport: false,
    description: 'Tutors, music, dance, computer, art, grooming and communication classes.',
    subs: [
      sub(
        'tution',
        'Tution',
        'book-open',
        149,
        'Home tutors and coaching for school subjects and board exams.',
        [
          leaf('maths-tuition', 'Maths Tuition', 'calculator', 149, 'Maths tutors for CBSE, ICSE and state boards, classes 1 to 12.'),
          leaf('science-tuition', 'Science Tuition', 'flask-conical', 149, 'Physics, chemistry and biology explained with practice tests.'),
          leaf('english-tuition', 'English Tuition', 'book-a', 99, 'Grammar, reading and writing for school students.'),
          leaf('board-exam-coaching', 'Board Exam Coaching', 'notebook-pen', 449, 'Crash courses and mock papers for class 10 and 12 boards.'),
        ],
        true,
      ),
      sub('music', 'Music', 'music', 249, 'Guitar, keyboard, vocal and tabla lessons at home or in studios.', [
        leaf('guitar-lessons', 'Guitar Lessons', 'guitar', 249, 'Acoustic and electric guitar from chords to solos.'),
        leaf('keyboard-lessons', 'Keyboard Lessons', 'piano', 249, 'Keyboard and piano lessons with Trinity exam preparation.'),
        leaf('vocal-training', 'Vocal Training', 'mic-vocal', 449, 'Hindustani, Carnatic and Bollywood singing classes.'),
        leaf('tabla-lessons', 'Tabla Lessons', 'drum', 249, 'Tabla from basic bols to performance pieces.'),
      ]),
      sub('dance', 'Dance', 'music-2', 249, 'Bollywood, classical and wedding choreography classes.', [
        leaf('bollywood-dance', 'Bollywood Dance', 'music-2', 249, 'Fun Bollywood and hip-hop batches for all ages.'),
        leaf('kathak-classes', 'Kathak Classes', 'drama', 449, 'Kathak taught by trained gurus, with exam preparation.'),
        leaf('wedding-choreography', 'Wedding Choreography', 'heart', 1049, 'Sangeet routines choreographed for the couple and family.'),
      ]),
      sub('computer-tech', 'Computer Tech', 'laptop', 249, 'Computer basics, coding, accounting software and web development.', [
        leaf('basic-computer-course', 'Basic Computer Course', 'monitor', 149, 'Typing, MS Office, email and internet for beginners.'),
        leaf('coding-for-kids', 'Coding for Kids', 'code', 449, 'Scratch, Python and app building for children aged 8 to 16.'),
        leaf('tally-and-accounting', 'Tally and Accounting', 'calculator', 449, 'Tally Prime, GST entries and bookkeeping for jobs.'),
        leaf('web-development-course', 'Web Development Course', 'code-xml', 1049, 'HTML, CSS, JavaScript and React with real projects.'),
      ]),
      sub('art', 'Art', 'palette', 199, 'Drawing, painting and craft classes for children and adults.', [
        leaf('drawing-and-sketching', 'Drawing and Sketching', 'pencil', 199, 'Pencil sketching, shading and portrait drawing.'),
        leaf('canvas-painting-classes', 'Canvas Painting Classes', 'palette', 249, 'Acrylic and oil painting on canvas, with materials.'),
        leaf('craft-workshops', 'Craft Workshops', 'scissors', 149, 'Clay, paper and Madhubani craft workshops on weekends.'),
      ]),
      sub('gromming', 'Gromming', 'user-round-check', 449, 'Grooming: personality development, etiquette and image consulting.', [
        leaf('personality-development', 'Personality Development', 'user-round-check', 449, 'Confidence, body language and presentation coaching.'),
        leaf('etiquette-classes', 'Etiquette Classes', 'wine', 449, 'Dining, business and social etiquette for students and professionals.'),
        leaf('image-consulting', 'Image Consulting', 'glasses', 1049, 'Wardrobe, colour and style advice from an image consultant.'),
      ]),
      sub('communication', 'Communication', 'messages-square', 199, 'Spoken English, public speaking and interview preparation.', [
        leaf('spoken-english', 'Spoken English', 'languages', 199, 'Fluent everyday English with conversation practice.'),
        leaf('public-speaking', 'Public Speaking', 'mic', 449, 'Speak clearly and confidently in meetings and on stage.'),
        leaf('interview-preparation', 'Interview Preparation', 'handshake', 449, 'Mock interviews and feedback for jobs and admissions.'),
      ]),
    ],
  },
  {
    slug: 'jobs',
    name: 'Jobs',
    lucide: 'briefcase',
    price: 49,
    transport: false,
    description: 'Placement agencies, skill courses and part-time work near you.',
    subs: [
      sub('job-placement', 'Job Placement', 'briefcase-business', 49, 'Placement agencies for office, retail and household jobs.', [
        leaf('it-job-placement', 'IT Job Placement', 'laptop', 99, 'Openings for developers, testers and support staff.'),
        leaf('retail-job-placement', 'Retail Job Placement', 'store', 49, 'Jobs in shops, malls and supermarkets.'),
        leaf('domestic-staff-placement', 'Domestic Staff Placement', 'house', 99, 'Verified cooks, nannies and caretakers for homes.'),
      ]),
      sub('skill-training', 'Skill Training', 'hard-hat', 149, 'Short job-oriented courses that lead to work: beautician, electrician, tailoring.', [
        leaf('beautician-course', 'Beautician Course', 'sparkles', 449, 'Certified beautician training with salon practice.'),
        leaf('electrician-course', 'Electrician Course', 'zap', 449, 'Wiring and safety training for aspiring electricians.'),
        leaf('tailoring-course', 'Tailoring Course', 'scissors', 249, 'Stitching and pattern cutting for home tailors.'),
      ]),
      sub('part-time-jobs', 'Part Time Jobs', 'clock', 49, 'Flexible work in delivery, tele-calling and data entry.', [
        leaf('delivery-partner-jobs', 'Delivery Partner Jobs', 'bike', 49, 'Food and parcel delivery work with your own two-wheeler.'),
        leaf('tele-calling-jobs', 'Tele Calling Jobs', 'phone', 49, 'Part-time calling jobs in Hindi, English and regional languages.'),
        leaf('data-entry-jobs', 'Data Entry Jobs', 'keyboard', 49, 'Typing and data entry work from home or office.'),
      ]),
    ],
  },
  {
    slug: 'buy-sell',
    name: 'Buy & Sell',
    lucide: 'shopping-basket',
    price: 49,
    transport: false,
    description: 'Local dealers for phones, bikes, cars, furniture, books, pets and property.',
    subs: [
      sub('mobile', 'Mobile', 'smartphone', 99, 'New and used phones, accessories and exchange offers.', [
        leaf('used-mobiles', 'Used Mobiles', 'smartphone', 449, 'Checked second-hand phones with a shop warranty.'),
        leaf('mobile-accessories', 'Mobile Accessories', 'headphones', 49, 'Covers, chargers, earphones and screen guards.'),
        leaf('mobile-exchange', 'Mobile Exchange', 'repeat', 99, 'Trade in your old phone against a new one.'),
      ]),
      sub('bike', 'Bike', 'bike', 449, 'Used two-wheelers and new bike dealers.', [
        leaf('used-bikes', 'Used Bikes', 'bike', 1049, 'Second-hand motorcycles and scooters with papers checked.'),
        leaf('new-bike-dealers', 'New Bike Dealers', 'store', 1049, 'Authorised dealers with test rides and finance.'),
      ]),
      sub('car', 'Car', 'car-front', 1049, 'Used cars, new car dealers and car accessories.', [
        leaf('used-cars', 'Used Cars', 'car-front', 1049, 'Pre-owned cars inspected and ready for transfer.'),
        leaf('new-car-dealers', 'New Car Dealers', 'key-round', 1049, 'Showrooms with test drives, exchange and loans.'),
        leaf('car-accessories', 'Car Accessories', 'armchair', 249, 'Seat covers, music systems, mats and dashcams fitted.'),
      ]),
      sub('furniture', 'Furniture', 'sofa', 449, 'Used, custom-made and office furniture.', [
        leaf('used-furniture', 'Used Furniture', 'sofa', 449, 'Second-hand sofas, beds and tables in good condition.'),
        leaf('custom-furniture', 'Custom Furniture', 'ruler', 1049, 'Furniture made to measure in sheesham, teak or ply.'),
        leaf('office-furniture', 'Office Furniture', 'armchair', 1049, 'Workstations, chairs and storage for offices.'),
      ]),
      sub('book', 'Book', 'book', 49, 'Second-hand, school and competitive-exam books.', [
        leaf('second-hand-books', 'Second Hand Books', 'library', 49, 'Used novels and textbooks at a fraction of the price.'),
        leaf('school-books', 'School Books', 'notebook', 149, 'Complete school book sets for every board and class.'),
        leaf('competitive-exam-books', 'Competitive Exam Books', 'book-marked', 199, 'Books for JEE, NEET, UPSC, SSC and banking exams.'),
      ]),
      sub('pet', 'Pet', 'paw-print', 249, 'Pet shops, aquariums and pet grooming.', [
        leaf('pet-shops', 'Pet Shops', 'dog', 149, 'Pet food, toys and supplies for dogs and cats.'),
        leaf('aquarium-and-fish', 'Aquarium and Fish', 'fish', 249, 'Aquariums, ornamental fish and tank maintenance.'),
        leaf('pet-grooming', 'Pet Grooming', 'cat', 449, 'Bathing, trimming and nail clipping for pets.'),
      ]),
      sub('property', 'Property', 'building-2', 1049, 'Flats to buy or rent, plots and commercial space through local brokers.', [
        leaf('flats-for-sale', 'Flats for Sale', 'building', 1049, 'Ready and under-construction flats from brokers and builders.'),
        leaf('flats-for-rent', 'Flats for Rent', 'key-round', 449, 'Rental flats and PGs with verified owners.'),
        leaf('plots-and-land', 'Plots and Land', 'land-plot', 1049, 'Residential plots and agricultural land with clear titles.'),
        leaf('commercial-space', 'Commercial Space', 'store', 1049, 'Shops and offices to rent or buy.'),
      ]),
    ],
  },
  {
    slug: 'law',
    name: 'Law',
    lucide: 'scale',
    price: 1049,
    transport: false,
    description: 'Advocates for civil, criminal, family and property matters.',
    subs: [
      sub('civil-lawyer', 'Civil Lawyer', 'scale', 1049, 'Advocates for civil suits, consumer cases and money recovery.', [
        leaf('civil-suits', 'Civil Suits', 'gavel', 1049, 'Filing and defending civil suits in district courts.'),
        leaf('consumer-court-cases', 'Consumer Court Cases', 'receipt', 449, 'Complaints against faulty products and poor service.'),
        leaf('recovery-suits', 'Recovery Suits', 'banknote', 1049, 'Cheque bounce and money recovery cases.'),
      ]),
      sub('criminal-lawyer', 'Criminal Lawyer', 'gavel', 1049, 'Criminal defence, bail and cyber crime advocates.', [
        leaf('bail-matters', 'Bail Matters', 'file-text', 1049, 'Regular and anticipatory bail applications.'),
        leaf('criminal-trials', 'Criminal Trials', 'gavel', 1049, 'Defence in sessions and magistrate courts.'),
        leaf('cyber-crime-cases', 'Cyber Crime Cases', 'shield-alert', 1049, 'Online fraud, hacking and harassment complaints.'),
      ]),
      sub('family-lawyer', 'Family Lawyer', 'users', 1049, 'Divorce, custody and marriage registration lawyers.', [
        leaf('divorce-cases', 'Divorce Cases', 'file-text', 1049, 'Mutual consent and contested divorce cases.'),
        leaf('child-custody', 'Child Custody', 'baby', 1049, 'Custody, visitation and maintenance matters.'),
        leaf(
          'marriage-registration',
          'Marriage Registration',
          'heart-handshake',
          449,
          'Court marriage and registration under the Special Marriage Act.',
        ),
      ]),
      sub('property-lawyer', 'Property Lawyer', 'landmark', 1049, 'Registration, title checks and rent agreements by property lawyers.', [
        leaf('property-registration', 'Property Registration', 'stamp', 1049, 'Sale deed drafting, stamp duty and registration.'),
        leaf('title-verification', 'Title Verification', 'file-search', 1049, 'Title search and due diligence before you buy.'),
        leaf('rent-agreement', 'Rent Agreement', 'file-signature', 449, 'Rent and leave-and-licence agreements drafted and registered.'),
      ]),
    ],
  },
  {
    slug: 'banking',
    name: 'Banking',
    lucide: 'landmark',
    price: 499,
    transport: false,
    description: 'Loans, insurance and tax filing through local advisers.',
    subs: [
      sub('finance', 'Finance', 'piggy-bank', 449, 'Personal, home, business and gold loans through local advisers.', [
        leaf('personal-loans', 'Personal Loans', 'wallet', 449, 'Personal loans compared across banks and NBFCs.'),
        leaf('home-loans', 'Home Loans', 'house', 1049, 'Home loans and balance transfers with paperwork help.'),
        leaf('business-loans', 'Business Loans', 'briefcase', 1049, 'Working capital and MSME loans for small businesses.'),
        leaf('gold-loans', 'Gold Loans', 'coins', 249, 'Quick loans against gold jewellery at fair rates.'),
      ]),
      sub('insurance', 'Insurance', 'shield-check', 449, 'Health, life and motor insurance from licensed advisers.', [
        leaf('health-insurance', 'Health Insurance', 'heart-pulse', 449, 'Family floater and senior citizen health plans compared.'),
        leaf('life-insurance', 'Life Insurance', 'umbrella', 449, 'Term and endowment plans explained without pressure.'),
        leaf('motor-insurance', 'Motor Insurance', 'car', 249, 'Car and two-wheeler insurance renewals and claims.'),
      ]),
      sub('tax-filing', 'Tax Filing', 'receipt', 449, 'Income tax returns, GST and TDS filing by tax professionals.', [
        leaf('income-tax-return', 'Income Tax Return', 'file-text', 449, 'ITR filing for salaried people, traders and pensioners.'),
        leaf('gst-registration', 'GST Registration', 'file-check', 1049, 'GST registration and monthly returns for businesses.'),
        leaf('tds-filing', 'TDS Filing', 'calculator', 449, 'Quarterly TDS returns and Form 16 generation.'),
      ]),
    ],
  },
  {
    slug: 'travel',
    name: 'Travel',
    lucide: 'plane',
    price: 449,
    transport: false,
    description: 'Hotels, bus tickets, stays and tour packages across India.',
    subs: [
      sub('hotel', 'Hotel', 'hotel', 1049, 'Budget and luxury hotels and guest houses in the city.', [
        leaf('budget-hotels', 'Budget Hotels', 'bed-single', 1049, 'Clean, affordable rooms near stations and markets.'),
        leaf('luxury-hotels', 'Luxury Hotels', 'star', 1049, 'Five-star stays with pools, spas and fine dining.'),
        leaf('guest-houses', 'Guest Houses', 'house', 449, 'Homely guest houses for families and long stays.'),
      ]),
      sub('bus-booking', 'Bus Booking', 'bus', 449, 'Intercity bus tickets, sleeper buses and bus hire.', [
        leaf('ac-sleeper-bus', 'AC Sleeper Bus', 'bus', 449, 'Overnight AC sleeper coaches between major cities.'),
        leaf('intercity-bus-tickets', 'Intercity Bus Tickets', 'ticket', 199, 'Seats on state and private buses, booked at the counter.'),
        leaf('bus-rental', 'Bus Rental', 'bus-front', 1049, 'Buses and tempo travellers for weddings and tours.'),
      ]),
      sub('hotel-booking', 'Hotel Booking', 'calendar-check', 449, 'Homestays, resorts and pilgrimage stays booked for you.', [
        leaf('homestays', 'Homestays', 'house', 449, 'Stays with local families in hills and heritage towns.'),
        leaf('resort-booking', 'Resort Booking', 'palmtree', 1049, 'Weekend resorts and beach stays with packages.'),
        leaf('pilgrimage-stays', 'Pilgrimage Stays', 'landmark', 449, 'Dharamshalas and hotels near temples and shrines.'),
      ]),
      sub('tour-packages', 'Tour Packages', 'luggage', 1049, 'Domestic, international and pilgrimage tour packages.', [
        leaf('domestic-tours', 'Domestic Tours', 'mountain', 1049, 'Kashmir, Kerala, Goa and Northeast packages with hotels and cabs.'),
        leaf('international-tours', 'International Tours', 'plane', 1049, 'Dubai, Thailand, Bali and Europe group and family tours.'),
        leaf('char-dham-yatra', 'Char Dham Yatra', 'mountain-snow', 1049, 'Guided Char Dham and Kedarnath yatras with stays.'),
        leaf('honeymoon-packages', 'Honeymoon Packages', 'heart', 1049, 'Romantic getaways planned end to end.'),
      ]),
    ],
  },
  {
    slug: 'consultant',
    name: 'Consultant',
    lucide: 'briefcase-business',
    price: 249,
    transport: false,
    description: 'Business, career and astrology consultants for advice you can act on.',
    subs: [
      sub('business-consultant', 'Business Consultant', 'chart-line', 449, 'Company registration, startup advice and trademarks.', [
        leaf('company-registration', 'Company Registration', 'building-2', 1049, 'Private limited, LLP and partnership registration.'),
        leaf('startup-consulting', 'Startup Consulting', 'rocket', 1049, 'Business plans, pitch decks and funding advice.'),
        leaf('trademark-registration', 'Trademark Registration', 'badge-check', 449, 'Trademark search, filing and objection replies.'),
      ]),
      sub('career-consultant', 'Career Consultant', 'compass', 249, 'Career counselling, study abroad and resume writing.', [
        leaf('career-counselling', 'Career Counselling', 'compass', 449, 'Aptitude tests and stream selection after class 10 and 12.'),
        leaf('study-abroad', 'Study Abroad', 'globe', 1049, 'University shortlisting, applications and visas.'),
        leaf('resume-writing', 'Resume Writing', 'file-user', 249, 'Resumes and LinkedIn profiles that get interviews.'),
      ]),
      sub('astrology', 'Astrology', 'moon-star', 249, 'Kundli matching, vastu, numerology and tarot readings.', [
        leaf('kundli-matching', 'Kundli Matching', 'stars', 249, 'Horoscope matching for marriage with a written report.'),
        leaf('vastu-consultation', 'Vastu Consultation', 'compass', 1049, 'Vastu advice for homes, shops and offices.'),
        leaf('numerology', 'Numerology', 'hash', 249, 'Name and number analysis for life and business.'),
        leaf('tarot-reading', 'Tarot Reading', 'sparkles', 249, 'Tarot card readings in person or on call.'),
      ]),
    ],
  },
  {
    slug: 'food-order',
    name: 'Grocery',
    lucide: 'shopping-basket',
    price: 49,
    transport: false,
    description: 'Groceries, home-style tiffins and home bakers delivering near you.',
    subs: [
      sub('grocery-delivery', 'Grocery Delivery', 'shopping-cart', 49, 'Kirana stores delivering fruit, vegetables and daily essentials.', [
        leaf('fruits-and-vegetables', 'Fruits and Vegetables', 'carrot', 49, 'Fresh fruit and vegetables delivered every morning.'),
        leaf('daily-essentials', 'Daily Essentials', 'milk', 49, 'Atta, rice, dal, oil and household supplies from your kirana.'),
        leaf('organic-grocery', 'Organic Grocery', 'leaf', 99, 'Certified organic staples, millets and cold-pressed oils.'),
      ]),
      sub('tiffin-service', 'Tiffin Service', 'soup', 99, 'Home-style meals delivered for lunch and dinner.', [
        leaf('veg-tiffin', 'Veg Tiffin', 'salad', 99, 'Dal, sabzi, roti and rice, cooked fresh every day.'),
        leaf('non-veg-tiffin', 'Non Veg Tiffin', 'drumstick', 149, 'Chicken, fish and egg meals on a weekly plan.'),
        leaf('office-lunch-boxes', 'Office Lunch Boxes', 'utensils', 99, 'Bulk lunch boxes for offices and teams.'),
      ]),
      sub('home-bakers', 'Home Bakers', 'cake-slice', 199, 'Cakes, cookies and eggless bakes from home kitchens.', [
        leaf('custom-cakes', 'Custom Cakes', 'cake', 449, 'Birthday and wedding cakes designed to order.'),
        leaf('cookies-and-brownies', 'Cookies and Brownies', 'cookie', 199, 'Fresh cookies, brownies and gift hampers.'),
        leaf('eggless-bakes', 'Eggless Bakes', 'croissant', 199, 'Eggless cakes, breads and muffins for vegetarian homes.'),
      ]),
    ],
  },
];

/** Labels SPEC.md shows where they differ from a category's name (e.g. the tile for `transport` reads 'Lorry'). */
export { categoryDisplayLabels } from '../labels';

/** Every sub-category and leaf in tree order, with its main category (a flat view for the generator). */
export interface FlatSub {
  main: MainSeed;
  sub: SubSeed;
}

export function flatSubs(): FlatSub[] {
  return categoryTree.flatMap((main) => main.subs.map((s) => ({ main, sub: s })));
}
