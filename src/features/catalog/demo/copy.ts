/**
 * Words for partner mini-sites, listings, reviews and questions, by main category.
 * Tokens: {name} business, {locality}, {city}, {year} established, {leaf} the service, {first} a person.
 */
export interface KindCopy {
  taglines: string[];
  /** One sentence about what the business does, after "{name} is … in {locality}, {city}". */
  about: string[];
  /** A sentence a listing's description ends with. */
  promises: string[];
  /** What a happy customer mentions. */
  praise: string[];
  /** What an unhappy customer mentions. */
  complaints: string[];
  questions: [question: string, answer: string][];
}

export const kindCopy: Record<string, KindCopy> = {
  fashion: {
    taglines: ['Stitched to fit, on time.', 'Your style, our stitches.', 'Festive looks without the fuss.', 'Fittings that feel right.'],
    about: [
      'We measure carefully, use good fabric and deliver on the promised date.',
      'Alterations are free within two weeks of delivery.',
      'Bring a picture of the design you like and we will make it for you.',
    ],
    promises: ['Free alterations within 15 days.', 'Express stitching in 48 hours on request.', 'Measurements taken at home in the evening.'],
    praise: [
      'The fitting was perfect on the first trial.',
      'They finished the outfit two days before the wedding.',
      'Stitching quality is very neat and the finishing is good.',
      'They suggested a design that looked much better than my idea.',
      'Fabric quality was good and the price was fair.',
    ],
    complaints: ['Delivery was delayed by a week.', 'The sleeves had to be altered twice.', 'They charged extra for lining without telling me.'],
    questions: [
      ['How many days do you need for a blouse?', 'Usually five days; express in two days for a small extra charge.'],
      ['Do you take measurements at home?', 'Yes, in the evenings within 5 km of the shop.'],
    ],
  },
  'repairs-service': {
    taglines: [
      'Fixed right the first time.',
      'On time, every time.',
      'Honest work, fair charges.',
      'Your home, in safe hands.',
      'Quick fixes, lasting results.',
    ],
    about: [
      'Our technicians are trained, carry their own tools and explain the problem before they start.',
      'We charge a fixed visit fee and give the full estimate before any work begins.',
      'All work comes with a 30-day service warranty.',
    ],
    promises: ['30-day warranty on labour.', 'Visit within two hours in most areas.', 'No work starts without your approval of the estimate.'],
    praise: [
      'The technician arrived within an hour and fixed the problem properly.',
      'He explained what was wrong and did not try to sell me parts I did not need.',
      'Very neat work, and he cleaned up after finishing.',
      'Charges were exactly what was quoted on the phone.',
      'They came on a Sunday evening when nobody else would.',
      'Used genuine spare parts and showed me the old ones.',
      'The same problem has not come back in three months.',
    ],
    complaints: [
      'The technician came two hours late.',
      'The problem came back after a week and they took time to return.',
      'Charges were higher than quoted on the phone.',
    ],
    questions: [
      [
        'Is there a visit charge if I do not go ahead with the repair?',
        'Yes, a small visit charge applies; it is adjusted in the bill if you go ahead.',
      ],
      ['Do you work on Sundays?', 'Yes, till 2 pm on Sundays.'],
      ['Do you give a warranty?', 'Thirty days on labour and the manufacturer\u2019s warranty on parts.'],
    ],
  },
  'home-services': {
    taglines: ['Better homes, less hassle.', 'Planned well, done well.', 'Move in peace.', 'Safe homes, happy families.'],
    about: [
      'We visit, measure and give a written quote before we start.',
      'Our supervisors stay on site so work finishes on schedule.',
      'We use branded materials and clean up every day.',
    ],
    promises: ['Free site visit and written quote.', 'Work finished on the agreed date or we pay the delay.', 'Branded materials only.'],
    praise: [
      'The team finished the work a day before the promised date.',
      'Very careful packing, nothing was broken in the move.',
      'The supervisor kept me updated with photos every day.',
      'After the treatment we have not seen a single cockroach.',
      'Quote was clear and there were no hidden charges.',
      'Good quality materials and a clean finish.',
    ],
    complaints: [
      'The work took longer than promised.',
      'Two boxes arrived damaged and the claim is still pending.',
      'The team left a lot of dust behind.',
    ],
    questions: [
      ['Do you give a written quotation?', 'Yes, after a free site visit, usually within a day.'],
      ['Is the pest treatment safe for children and pets?', 'We use approved, odourless chemicals; keep pets out of the room for four hours.'],
    ],
  },
  transportation: {
    taglines: [
      'On the road when you need us.',
      'Safe drivers, fair per-km rates.',
      'Reliable rides, round the clock.',
      'Your goods, delivered safely.',
    ],
    about: [
      'Our drivers are police-verified and know the city roads well.',
      'We charge by the kilometre, with no hidden night charges.',
      'Vehicles are regularly serviced and insured.',
    ],
    promises: ['Per-km pricing, toll and parking extra.', 'Available 24 hours.', 'Police-verified drivers.'],
    praise: [
      'The driver was punctual and drove very safely.',
      'The ambulance reached within fifteen minutes at midnight.',
      'Goods reached without a scratch and the loaders were careful.',
      'Rate per km was fair and they did not add extra charges.',
      'Polite driver who knew all the shortcuts in the city.',
      'They arranged a vehicle at very short notice.',
    ],
    complaints: ['The vehicle came forty minutes late.', 'The driver asked for extra money at the end.', 'The tempo was smaller than what I booked.'],
    questions: [
      ['Are toll and parking included in the price?', 'No, toll and parking are paid at actuals.'],
      ['Do you run at night?', 'Yes, we are available 24 hours.'],
    ],
  },
  'beauty-care': {
    taglines: ['Look good, feel great.', 'Beauty that suits you.', 'Pamper yourself today.', 'Glow, every day.'],
    about: [
      'Our beauticians are trained and use branded, skin-friendly products.',
      'Every tool is sterilised and disposables are used once.',
      'We also come home for bridal and party bookings.',
    ],
    promises: ['Branded products only.', 'Sterilised tools and single-use kits.', 'Home service for bookings above \u20b9999.'],
    praise: [
      'Loved the result, my skin felt fresh for days.',
      'Very hygienic parlour and the staff is friendly.',
      'She understood exactly the haircut I wanted.',
      'The bridal look lasted the whole night.',
      'Nail art was very neat and lasted three weeks.',
      'Relaxing experience and reasonable rates.',
      'They used branded products and showed me the packs.',
    ],
    complaints: [
      'I had to wait thirty minutes despite an appointment.',
      'The colour was a shade darker than I asked for.',
      'The facial caused a little irritation.',
    ],
    questions: [
      ['Do you offer home service?', 'Yes, for bookings above \u20b9999 within 5 km.'],
      ['Which products do you use for facials?', 'We use branded, dermatologically tested products; tell us about any allergies first.'],
    ],
  },
  health: {
    taglines: ['Fitter every day.', 'Strong body, calm mind.', 'Train smart, live well.', 'Your fitness, our mission.'],
    about: [
      'Our trainers are certified and plan every session around your goals.',
      'Batches are small so everyone gets attention.',
      'The first trial class is free.',
    ],
    promises: ['First trial class free.', 'Certified trainers.', 'Morning and evening batches.'],
    praise: [
      'Lost six kilos in three months with their plan.',
      'The trainer corrects posture patiently.',
      'My son has become much more confident after joining.',
      'Clean place with good equipment.',
      'The yoga sessions really helped my back pain.',
    ],
    complaints: ['The evening batch is too crowded.', 'The trainer changed three times in two months.', 'Machines are often out of order.'],
    questions: [
      ['Is there a trial class?', 'Yes, the first class is free.'],
      ['Do you have separate batches for women?', 'Yes, mornings at 7 and evenings at 6.'],
    ],
  },
  training: {
    taglines: ['Learn with confidence.', 'Small batches, big results.', 'Where practice makes perfect.', 'Teaching with patience.'],
    about: [
      'Classes are in small batches with regular tests and feedback to parents.',
      'Our teachers are experienced and explain concepts from the basics.',
      'Home classes are available in the evenings.',
    ],
    promises: ['Free demo class.', 'Monthly progress report.', 'Home classes available.'],
    praise: [
      'My daughter\u2019s marks improved a lot within one term.',
      'The teacher is very patient and explains every doubt.',
      'Regular tests kept my son serious about studies.',
      'I can now play my first songs after two months.',
      'Friendly atmosphere and the fees are reasonable.',
      'The demo class convinced me to join.',
    ],
    complaints: [
      'Classes were cancelled a few times without notice.',
      'The batch is too big for personal attention.',
      'Fees went up in the middle of the year.',
    ],
    questions: [
      ['Is there a demo class?', 'Yes, the first class is a free demo.'],
      ['Do you teach at home?', 'Yes, in the evenings, within 4 km.'],
    ],
  },
  jobs: {
    taglines: ['Right people, right jobs.', 'Skills that pay.', 'Your next job starts here.', 'Work that fits your day.'],
    about: [
      'We match candidates to local employers and help with interviews.',
      'Courses are practical and end with a certificate and placement help.',
      'No fee is charged before you get an offer.',
    ],
    promises: ['No fee before an offer.', 'Certificate on completion.', 'Interview preparation included.'],
    praise: [
      'Got a job within three weeks of registering.',
      'They prepared me well for the interview.',
      'The course was practical and I started earning soon after.',
      'Genuine agency, no advance fee asked.',
      'They found us a reliable cook in two days.',
    ],
    complaints: ['Most of the openings were far from my area.', 'Follow-up after registration was slow.', 'The salary was lower than what was told.'],
    questions: [
      ['Do you charge a registration fee?', 'No, we charge only after you accept an offer.'],
      ['Is the course certificate recognised?', 'Yes, courses follow the national skill framework.'],
    ],
  },
  'buy-sell': {
    taglines: ['Fair prices, honest deals.', 'Quality checked, price right.', 'Buy smart, sell fast.', 'Trusted in the neighbourhood.'],
    about: [
      'Every item is checked before we sell it and papers are verified.',
      'We buy back and exchange at fair prices.',
      'Easy EMI options are available on most items.',
    ],
    promises: ['Papers and quality checked.', 'Exchange offers available.', 'EMI options on request.'],
    praise: [
      'Got a very good price for my old phone.',
      'All the papers were in order and transfer was quick.',
      'The condition was exactly as shown.',
      'Honest dealer, did not hide any defects.',
      'Good variety and they delivered the same day.',
    ],
    complaints: ['Price was higher than online.', 'Delivery took longer than promised.', 'The item had a small defect they did not mention.'],
    questions: [
      ['Do you give a warranty on used items?', 'Yes, a shop warranty of three months on most items.'],
      ['Can I exchange my old one?', 'Yes, we value it in the shop and adjust the price.'],
    ],
  },
  law: {
    taglines: ['Sound advice, strong representation.', 'Justice with integrity.', 'Clear advice, no jargon.', 'Standing by you in court.'],
    about: [
      'We explain your options plainly and keep you updated after every hearing.',
      'Consultations are confidential and fees are agreed in writing.',
      'We appear in district courts and the High Court.',
    ],
    promises: ['Confidential first consultation.', 'Fees agreed in writing.', 'Updates after every hearing.'],
    praise: [
      'The advocate explained everything in simple words.',
      'Got bail within two days, very prompt.',
      'Very professional and always available on phone.',
      'Our property papers were checked thoroughly.',
      'Fees were reasonable and agreed upfront.',
    ],
    complaints: ['Hearings kept getting adjourned and updates were slow.', 'Hard to reach on the phone.', 'Fees were more than I expected.'],
    questions: [
      ['Is the first consultation free?', 'The first 15 minutes on phone are free; a detailed consultation is charged.'],
      ['Do you handle cases outside the city?', 'Yes, across the state with prior notice.'],
    ],
  },
  banking: {
    taglines: ['Money matters, simplified.', 'Loans and insurance, explained.', 'File right, sleep tight.', 'Your financial partner.'],
    about: [
      'We compare offers across banks and handle the paperwork for you.',
      'Returns are filed on time and every client gets a filing acknowledgement.',
      'We explain policies honestly, without pressure.',
    ],
    promises: ['Paperwork handled end to end.', 'Offers from several banks compared.', 'Filing acknowledgement on the same day.'],
    praise: [
      'Got my home loan sanctioned within ten days.',
      'They filed my ITR quickly and explained the refund.',
      'Honest advice, no pushy selling of policies.',
      'Claim settlement was smooth with their help.',
      'Very organised, they reminded me of every deadline.',
    ],
    complaints: [
      'The loan took longer than promised.',
      'Fees were not told clearly at the start.',
      'Too many follow-up calls to sell other products.',
    ],
    questions: [
      ['What documents are needed for ITR filing?', 'PAN, Aadhaar, Form 16 and bank statements; we tell you the rest after a call.'],
      ['Do you charge for loan advice?', 'Advice is free; a processing fee applies only on sanction.'],
    ],
  },
  travel: {
    taglines: ['Travel easy, stay happy.', 'Trips planned with care.', 'Comfort at every stop.', 'Book once, relax always.'],
    about: [
      'We plan trips end to end: tickets, stays and local cabs.',
      'Our team is on call throughout your journey.',
      'We choose clean, well-reviewed hotels and buses.',
    ],
    promises: ['24-hour support on trips.', 'Clean, checked stays.', 'Best price on group bookings.'],
    praise: [
      'The whole trip was well organised, no hassles at all.',
      'Clean rooms and very helpful staff.',
      'Bus left on time and was very comfortable.',
      'They handled our booking changes without extra charge.',
      'Great value package for the family.',
    ],
    complaints: ['The hotel was not as shown in the pictures.', 'The bus left an hour late.', 'Refund for the cancelled booking took weeks.'],
    questions: [
      ['Can the package be customised?', 'Yes, tell us your dates and budget and we will plan it.'],
      ['What is the cancellation policy?', 'Free cancellation up to 7 days before travel; after that charges apply.'],
    ],
  },
  consultant: {
    taglines: ['Clarity for your next step.', 'Advice that works.', 'Plan with confidence.', 'Guidance you can trust.'],
    about: [
      'We listen first and give practical, written advice.',
      'Sessions are in person or on video call.',
      'Follow-up questions are answered free for a month.',
    ],
    promises: ['Written advice after each session.', 'Video consultations available.', 'Free follow-up for a month.'],
    praise: [
      'Very clear guidance, helped my son choose the right stream.',
      'Company registration was done in a week.',
      'Accurate reading and practical remedies.',
      'They explained the whole process patiently.',
      'Got admission in my preferred university with their help.',
    ],
    complaints: ['The session felt rushed.', 'Advice was too general.', 'Took longer than promised to share the report.'],
    questions: [
      ['Do you offer online consultation?', 'Yes, on video call at the same fee.'],
      ['How long is a session?', 'About 45 minutes, with a written summary afterwards.'],
    ],
  },
  'food-order': {
    taglines: ['Fresh to your door.', 'Made fresh, delivered on time.', 'Quality you can taste.', 'Daily needs, delivered.'],
    about: [
      'Everything is packed or cooked fresh every morning.',
      'We deliver on time, every day of the week.',
      'Orders can be placed on WhatsApp or by phone.',
    ],
    promises: ['Free delivery above \u20b9299.', 'Cooked fresh every day.', 'Order on WhatsApp.'],
    praise: [
      'Food tastes just like home, not oily at all.',
      'Vegetables are always fresh and delivery is on time.',
      'The birthday cake looked amazing and tasted even better.',
      'Good quantity for the price.',
      'They remember my preferences every time.',
    ],
    complaints: ['Delivery was late twice this week.', 'One item was missing from the order.', 'The food was a bit too spicy for me.'],
    questions: [
      ['Do you deliver on Sundays?', 'Yes, lunch only on Sundays.'],
      ['Can I pause the monthly plan?', 'Yes, tell us a day in advance and the days are carried forward.'],
    ],
  },
};
