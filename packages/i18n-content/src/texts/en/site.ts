import { business, contactSubjectTexts } from '@spt/business';
import { FROM_PRICE_CENTS } from '../../content/fleet.js';
import type { TourId } from '../../content/tours.js';
import { formatEuros } from '../../format.js';
import { tourFromPrice } from '../../locales/tour-price.js';

/**
 * Words around the hero's "from" price and around a tour's price per person, each formatted like
 * every other English price ("€180"). The words are a function of the price and both helpers are pure,
 * so a bundle that never reads a text drops it with its formatting (a page would otherwise build a
 * currency formatter while it starts, for texts only the server's head tags use).
 */
const fromPrice = /* @__NO_SIDE_EFFECTS__ */ (words: (price: string) => string): string =>
  words(formatEuros(FROM_PRICE_CENTS, 'en'));
const tourFrom = /* @__NO_SIDE_EFFECTS__ */ (id: TourId, words: (price: string) => string): string =>
  words(tourFromPrice(id, 'en'));

/**
 * English resources (the reference shape). Keys are semantic and nested by screen. Placeholders use
 * i18next's {{name}} syntax; company details are interpolated ({{phone}}, {{email}}, {{kvk}}).
 */
export const site = {
  common: {
    skipToContent: 'Skip to main content',
    bookNow: 'Book Now',
    bookPremiumRide: 'Book Premium Ride',
    bookOnline: 'Book Online',
    bookThisTour: 'Book This Tour',
    callNow: 'Call Now',
    callUs: 'Call {{phone}}',
    askQuestions: 'Ask Questions',
    checkAvailability: 'Check Availability',
    contactUs: 'Contact Us',
    learnMore: 'Learn more',
    discover: 'Discover',
    viewAllServices: 'View all services',
    fromPrice: 'From {{price}}',
    perPerson: 'per person',
    close: 'Close',
    /** After a price the customer sees: prices are in euros including VAT. */
    inclVat: 'incl. VAT',
    available247: 'Available 24/7',
    ratingOutOf: '{{rating}} out of 5 stars',
    ratingSummary: '{{rating}}/5 from {{count}} reviews',
    /** A travel time (SPEC 9): under an hour, whole hours, hours and minutes. */
    duration: { minutes: '{{minutes}} min', hours: '{{hours}}h', hoursMinutes: '{{hours}}h {{minutes}}min' },
  },
  nav: {
    label: 'Main navigation',
    home: 'Home',
    about: 'About Us',
    services: 'Services',
    booking: 'Booking',
    tours: 'Tours',
    cityTransfers: 'City Transfers',
    contact: 'Contact',
    language: 'Language',
    languageCurrent: 'Language: {{language}} ({{code}})',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    homeLinkSuffix: ', home page',
  },
  meta: {
    siteName: '{{company}}',
    ogLocale: 'en_GB',
    pages: {
      home: {
        title: '{{company}} | Airport Transfers & Chauffeur Service',
        description: fromPrice(
          (price) =>
            `Mercedes-Benz airport transfers, business rides, city transfers and day tours from Schiphol Airport. Fixed prices from ${price}, available 24/7.`,
        ),
      },
      about: {
        title: 'About Us | {{company}}',
        description:
          'Since 2020 we have driven travellers and business clients from Schiphol in premium Mercedes-Benz vehicles. Meet the team and what we stand for.',
      },
      services: {
        title: 'Services | Airport, Business & City Transfers | {{company}}',
        description:
          'Airport services, business transfers and city transfers with fixed pricing, flight monitoring and professional chauffeurs, 24/7.',
      },
      booking: {
        title: 'Book Your Ride | {{company}}',
        description:
          'Book a premium Mercedes-Benz taxi from or to Schiphol Airport with an instant fixed price. No hidden fees.',
      },
      contact: {
        title: 'Contact | {{company}}',
        description:
          'Call, email or visit us at Schiphol. Our team is available 24/7 and answers within five minutes.',
      },
      cityTransfers: {
        title: 'City Transfers from Schiphol | {{company}}',
        description:
          'Fixed-price transfers from Schiphol to Amsterdam, Rotterdam, Utrecht, Den Haag, Eindhoven and more Dutch cities.',
      },
      tourGiethoorn: {
        title: 'Giethoorn Day Tour from Schiphol | {{company}}',
        description: tourFrom(
          'giethoorn',
          (price) =>
            `A private full-day tour to Giethoorn, the car-free village of canals and thatched farmhouses. From ${price} per person.`,
        ),
      },
      tourBruges: {
        title: 'Bruges Day Tour from Schiphol | {{company}}',
        description: tourFrom(
          'bruges',
          (price) =>
            `A private full-day tour to medieval Bruges: canals, the Belfry and Belgian chocolate. From ${price} per person.`,
        ),
      },
      tourKeukenhof: {
        title: 'Keukenhof Tour from Schiphol | {{company}}',
        description: tourFrom(
          'keukenhof',
          (price) =>
            `A private half-day tour to Keukenhof and the flowering bulb fields, March to May. From ${price} per person.`,
        ),
      },
      tourMarken: {
        title: 'Marken Tour from Schiphol | {{company}}',
        description: tourFrom(
          'marken',
          (price) =>
            `A private half-day tour to Marken, the former island of green wooden houses and its lighthouse. From ${price} per person.`,
        ),
      },
      tourVolendam: {
        title: 'Volendam Tour from Schiphol | {{company}}',
        description: tourFrom(
          'volendam',
          (price) =>
            `A private half-day tour to Volendam, the fishing town on the Markermeer. From ${price} per person.`,
        ),
      },
      tourZaanseSchans: {
        title: 'Zaanse Schans Windmill Tour | {{company}}',
        description:
          'A private tour to the windmills, cheese farms and clog makers of the Zaanse Schans. Rated 4.9/5 by 127 guests.',
      },
      tourBrussels: {
        title: 'Brussels Day Tour from Schiphol | {{company}}',
        description: tourFrom(
          'brussels',
          (price) =>
            `A private full-day tour to Brussels: the Grand-Place, the Atomium and Belgian chocolate. From ${price} per person.`,
        ),
      },
      tourAntwerp: {
        title: 'Antwerp Day Tour from Schiphol | {{company}}',
        description: tourFrom(
          'antwerp',
          (price) =>
            `A private full-day tour to Antwerp: Rubens, the cathedral and the diamond district. From ${price} per person.`,
        ),
      },
    },
  },
  home: {
    hero: {
      eyebrow: 'Schiphol Airport · Since 2020',
      title: 'Premium Taxi & Chauffeur Service',
      titleAccent: 'from Schiphol Airport',
      lead: 'Mercedes-Benz airport transfers, business rides and private day tours across the Netherlands and Belgium. Your chauffeur is waiting at arrivals, whatever time you land.',
      priceBadge: fromPrice((price) => `From ${price}, Fixed Pricing`),
      trust: {
        fixedPricing: 'Fixed pricing, no hidden fees',
        available: 'Available 24/7',
        insured: 'Fully insured',
        response: '5-minute response',
      },
    },
    about: {
      eyebrow: 'About us',
      title: 'Your calm start after every flight',
      text: 'We are a chauffeur company based at Schiphol Airport. Since 2020 we have driven travellers, families and business clients in immaculate Mercedes-Benz vehicles, with one promise: the price we quote is the price you pay.',
      points: [
        'Chauffeurs who know every terminal and every shortcut',
        'Flight monitoring, so delays never cost you extra',
        'Meet and greet in the arrivals hall',
      ],
      cta: 'Our story',
    },
    services: {
      eyebrow: 'Services',
      title: 'Every journey, handled with care',
      lead: 'From a quick hop into Amsterdam to a day in Bruges, we plan the ride around you.',
      cards: {
        airport: {
          title: 'Airport Transfers',
          text: 'Door-to-terminal and terminal-to-door, with flight monitoring and a personal welcome at arrivals.',
        },
        business: {
          title: 'Business Transportation',
          text: 'Punctual, discreet chauffeurs for meetings, roadshows and events, with invoicing on account.',
        },
        tours: {
          title: 'Tours & City Transfers',
          text: 'Fixed-price rides to every Dutch city and private day tours to windmills, tulips and Belgian cities.',
        },
      },
    },
    fleet: {
      eyebrow: 'Our fleet',
      title: 'Choose your Mercedes-Benz',
      lead: 'Every vehicle is less than four years old, spotless and driven by a professional chauffeur.',
      tabsLabel: 'Vehicle types',
    },
    stats: {
      eyebrow: 'In numbers',
      title: 'Trusted on the road since 2020',
    },
    why: {
      eyebrow: 'Why choose us',
      title: 'The difference is in the details',
      items: {
        fixed: {
          title: 'Fixed pricing',
          text: 'You know the fare before you book. No meter, no surcharges for traffic or delays.',
        },
        available: {
          title: 'Available 24/7',
          text: 'Early flight or late arrival: we drive day and night, every day of the year.',
        },
        insured: {
          title: 'Fully insured',
          text: 'Licensed chauffeurs and fully insured vehicles for complete peace of mind.',
        },
        response: {
          title: '5-minute response',
          text: 'Questions or changes? Our dispatch team answers within five minutes.',
        },
      },
      ctaTitle: 'Ready when you land',
      ctaText: 'Book in two minutes and receive your fixed price instantly.',
    },
  },
  fleet: {
    luggage: '{{count}} luggage',
    luggageNotApplicable: 'Luggage N/A',
    passengers: '{{count}} persons',
    luggageLabel: 'Luggage',
    passengersLabel: 'Passengers',
    types: {
      saloon: 'Saloon',
      station: 'Station',
      minivan: 'Minivan',
      sClass: 'S-Class',
      minibus: 'Minibus',
    },
    vehicles: {
      v1: { features: ['Leather interior', 'Climate control', 'Free Wi-Fi'] },
      v2: { features: ['Extra luggage space', 'Panoramic roof', 'Free Wi-Fi'] },
      v3: { features: ['Up to 8 passengers', 'Sliding doors', 'Ideal for families'] },
      v4: { features: ['Flagship luxury', 'Massage seats', 'Executive rear'] },
      v5: { features: ['Up to 20 passengers', 'Group travel', 'Generous headroom'] },
      v6: { features: ['Up to 20 passengers', 'Comfort seating', 'Events & groups'] },
    },
  },
  stats: {
    label: 'Company statistics',
    vehicles: 'Special vehicles',
    trips: 'Road trips',
    people: 'People transported',
    rating: 'Star rating',
  },
  about: {
    hero: {
      eyebrow: 'About us',
      title: 'Premium transport, personally arranged',
      lead: 'A Schiphol-based chauffeur company built on punctuality, comfort and honest prices.',
    },
    story: {
      title: 'Our story',
      paragraphs: [
        'We started in 2020 with a single Mercedes-Benz E-Class and a simple idea: an airport ride should feel like the first moment of your holiday or the calm before your meeting, not a gamble on the meter.',
        'Today our fleet runs from executive saloons to 20-seat minibuses, and our chauffeurs drive travellers, families and companies to every corner of the Netherlands and Belgium.',
        'What has not changed is how we work: a fixed price before you book, a chauffeur who tracks your flight, and a team you can reach at any hour.',
      ],
    },
    values: {
      title: 'What we stand for',
      items: {
        reliability: {
          title: 'Reliability',
          text: 'We are there before you are. Every ride is planned around live flight and traffic data.',
        },
        comfort: {
          title: 'Comfort',
          text: 'Recent Mercedes-Benz vehicles, climate control, water and Wi-Fi on board.',
        },
        transparency: {
          title: 'Transparency',
          text: 'One fixed price, agreed in advance. No meter and no surprises afterwards.',
        },
        care: {
          title: 'Personal care',
          text: 'Help with luggage, child seats on request and chauffeurs who speak your language.',
        },
      },
    },
    stats: {
      title: 'Our journey in numbers',
    },
    accordion: {
      title: 'Vision and mission',
      vision: {
        title: 'Our Vision',
        text: 'To be the most trusted name in premium ground transport around Schiphol: the company travellers recommend because every detail was right.',
      },
      mission: {
        title: 'Our Mission',
        text: 'To deliver safe, punctual and comfortable journeys at a fair, fixed price, with chauffeurs who treat every passenger as a guest.',
      },
    },
  },
  services: {
    hero: {
      eyebrow: 'Services',
      title: 'Chauffeur services for every journey',
      lead: 'Airport, business or city: one standard of service, one fixed price.',
    },
    core: {
      title: 'Our core services',
      items: {
        airport: {
          title: 'Airport Services',
          text: 'Transfers to and from Schiphol and every other Dutch and Belgian airport.',
          points: ['Flight monitoring', 'Meet and greet in arrivals', '60 minutes of free waiting time'],
        },
        business: {
          title: 'Business Transfers',
          text: 'Discreet, punctual transport for executives, guests and teams.',
          points: ['Invoicing on account', 'Wi-Fi and chargers on board', 'Hourly and full-day hire'],
        },
        city: {
          title: 'City Transfers',
          text: 'Fixed-price rides from Schiphol to any city in the Netherlands.',
          points: ['Door-to-door service', 'Prices known in advance', 'Hourly or full day'],
        },
      },
    },
    perks: {
      title: 'Business perks',
      items: {
        account: {
          title: 'Corporate accounts',
          text: 'One monthly invoice for all your rides.',
        },
        priority: {
          title: 'Priority booking',
          text: 'Guaranteed availability for your regular routes.',
        },
        discretion: {
          title: 'Discretion',
          text: 'Confidentiality is part of every ride.',
        },
        events: {
          title: 'Events and roadshows',
          text: 'Coordinated transport for groups of any size.',
        },
      },
    },
    guarantee: {
      title: 'Our service guarantee',
      text: 'If your chauffeur is not at the agreed place at the agreed time and you miss your flight, we refund the ride in full. That is how confident we are in our planning.',
    },
    cta: {
      title: 'Plan your next ride',
      text: 'Book online in two minutes, or tell us what you need and we will arrange it.',
    },
  },
  cityTransfers: {
    hero: {
      eyebrow: 'City transfers',
      title: 'From Schiphol to every Dutch city',
      lead: 'Fixed, indicative prices per ride in a Mercedes-Benz saloon. Larger vehicles available.',
    },
    labels: {
      distance: 'Distance',
      duration: 'Duration',
      price: 'Price',
      priceRange: '{{from}} – {{to}}',
      highlights: 'Highlights',
      attractions: 'Attractions',
      bookCityDetail: 'transfer to {{city}}',
    },
    cities: {
      amsterdam: {
        description:
          'The capital is a short ride away: canal houses, world-class museums and lively neighbourhoods.',
        highlights: ['Fastest transfer from Schiphol', 'Hotel drop-off at the door', 'Night rides available'],
        attractions: ['Rijksmuseum', 'Anne Frank House', 'Canal Ring'],
      },
      rotterdam: {
        description: 'Bold architecture, Europe’s largest port and a thriving business district.',
        highlights: ['Business district drop-off', 'Direct motorway route', 'Ideal for meetings'],
        attractions: ['Erasmus Bridge', 'Markthal', 'Cube Houses'],
      },
      utrecht: {
        description: 'A historic university city with sunken canals and cosy wharf-side cafés.',
        highlights: ['Central Station drop-off', 'Jaarbeurs events', 'Relaxed old town'],
        attractions: ['Dom Tower', 'Oudegracht', 'Rietveld Schröder House'],
      },
      denHaag: {
        description: 'Seat of the Dutch government and home to international courts, palaces and the beach.',
        highlights: ['Embassies and ministries', 'World Forum events', 'Scheveningen beach'],
        attractions: ['Binnenhof', 'Mauritshuis', 'Peace Palace'],
      },
      eindhoven: {
        description: 'The Netherlands’ design and technology hub, home to the High Tech Campus.',
        highlights: ['High Tech Campus', 'Design District', 'Corporate travel'],
        attractions: ['Philips Museum', 'Van Abbemuseum', 'Strijp-S'],
      },
      tilburg: {
        description: 'A former textile city turned creative centre, close to the Efteling theme park.',
        highlights: ['Efteling nearby', 'University campus', 'Spoorzone district'],
        attractions: ['Textile Museum', 'De Pont Museum', 'Efteling'],
      },
      groningen: {
        description: 'The lively capital of the north, full of students, bicycles and historic squares.',
        highlights: ['Comfortable long-distance ride', 'Rest stop on request', 'University city'],
        attractions: ['Martini Tower', 'Groninger Museum', 'Prinsenhof Garden'],
      },
      maastricht: {
        description: 'A southern city of Roman roots, fine dining and rolling hills on the Belgian border.',
        highlights: ['Long-distance comfort', 'MECC congress centre', 'Limburg hills'],
        attractions: ['Vrijthof', 'Bookstore Dominicanen', 'Fort Sint Pieter'],
      },
      breda: {
        description: 'A charming Brabant city with a grand church, a castle and a bustling market square.',
        highlights: ['Historic city centre', 'Gateway to Belgium', 'Relaxed pace'],
        attractions: ['Great Church', 'Breda Castle', 'Valkenberg Park'],
      },
      zwolle: {
        description:
          'A Hanseatic city with a star-shaped moat, medieval gates and the famous Peperbus tower.',
        highlights: ['Hanseatic old town', 'Gateway to the north-east', 'Quiet motorway route'],
        attractions: ['Sassenpoort', 'Peperbus', 'Museum de Fundatie'],
      },
    },
    why: {
      title: 'Why travel with us',
      items: {
        available: { title: '24/7 service', text: 'Day or night, weekends and holidays.' },
        fixed: { title: 'Fixed pricing', text: 'Your fare is agreed before the ride.' },
        cities: { title: 'All major cities', text: 'Every Dutch city, and Belgium too.' },
        professional: { title: 'Professional service', text: 'Experienced, licensed chauffeurs.' },
      },
    },
    closing: {
      title: 'Your city, your time',
      text: 'Book online for an instant price, or call us and we will arrange everything.',
    },
  },
  tours: {
    badge: 'Premium Tour Experience',
    overview: 'Tour overview',
    highlightsTitle: 'Highlights of the day',
    detailsTitle: 'Tour details',
    included: 'What’s Included',
    tourHighlights: 'Tour Highlights',
    details: {
      duration: 'Duration',
      groupSize: 'Group Size',
      startingPoint: 'Starting Point',
      priceFrom: 'Price From',
    },
    values: {
      halfDay: 'Half day, {{from}}–{{to}} hours',
      fullDay: 'Full day, {{from}}–{{to}} hours',
      groupSize: '{{from}}–{{to}} people',
      startingPoint: 'Schiphol Airport',
      priceFrom: '{{price}} per person',
    },
    closing: {
      title: 'Ready for {{tour}}?',
      text: 'Private tour, your own chauffeur, your own pace. Tell us your date and we will take care of the rest.',
    },
    /** Each destination as it reads inside a sentence (Dutch: "Klaar voor de Zaanse Schans?"). */
    inSentence: {
      giethoorn: 'Giethoorn',
      bruges: 'Bruges',
      keukenhof: 'Keukenhof',
      marken: 'Marken',
      volendam: 'Volendam',
      zaanseSchans: 'Zaanse Schans',
      brussels: 'Brussels',
      antwerp: 'Antwerp',
    },
    menu: {
      giethoorn: 'Giethoorn',
      bruges: 'Bruges',
      keukenhof: 'Keukenhof',
      marken: 'Marken',
      volendam: 'Volendam',
      zaanseSchans: 'Zaanse Schans',
      brussels: 'Brussels',
      antwerp: 'Antwerp',
    },
    items: {
      giethoorn: {
        title: 'Giethoorn Day Tour',
        tagline: 'Glide through the “Venice of the North”, a village without roads',
        intro:
          'In Giethoorn the streets are canals and the front doors open onto the water. Your chauffeur drives you from Schiphol to the heart of Overijssel, where a silent whisper boat takes you past thatched farmhouses, wooden footbridges and flowering gardens.',
        highlights: [
          {
            title: 'Whisper-boat cruise',
            text: 'A private electric boat through the quiet canals of the old village.',
          },
          {
            title: 'Thatched farmhouses',
            text: 'Centuries-old farms with reed roofs and bridges to every door.',
          },
          { title: 'National park', text: 'Lakes and reed beds of the Weerribben-Wieden, rich in birdlife.' },
          { title: 'Lunch by the water', text: 'Time for a relaxed lunch on a canal-side terrace.' },
        ],
        included: [
          'Private Mercedes-Benz transport from and to Schiphol',
          'Professional, English-speaking chauffeur',
          'Pick-up at the terminal or your hotel',
          'One-hour private whisper-boat cruise',
          'Bottled water and Wi-Fi on board',
          'Flexible stops along the way',
        ],
      },
      bruges: {
        title: 'Bruges Day Tour',
        tagline: 'Medieval streets, quiet canals and the finest Belgian chocolate',
        intro:
          'Bruges is a perfectly preserved medieval city, a UNESCO World Heritage site of cobbled lanes, merchant houses and canals. We drive you comfortably across the border and give you a full day to explore at your own pace.',
        highlights: [
          {
            title: 'Market Square and Belfry',
            text: 'The colourful heart of Bruges under its 83-metre bell tower.',
          },
          { title: 'Canal boat ride', text: 'See the city from the water, past bridges and hidden gardens.' },
          { title: 'Belgian chocolate', text: 'Taste pralines at one of the city’s master chocolatiers.' },
          { title: 'Begijnhof', text: 'A peaceful beguinage of white houses around a green courtyard.' },
        ],
        included: [
          'Private Mercedes-Benz transport from and to Schiphol',
          'Professional, English-speaking chauffeur',
          'Pick-up at the terminal or your hotel',
          'Canal boat tickets',
          'Chocolate tasting',
          'Bottled water and Wi-Fi on board',
        ],
      },
      keukenhof: {
        title: 'Keukenhof Tour',
        tagline: 'Seven million flowers in the world’s most beautiful spring garden',
        intro:
          'Every spring Keukenhof blooms with millions of tulips, daffodils and hyacinths. On the way we drive through the bulb fields of the Bollenstreek, where the land turns into stripes of colour. Open from late March to mid-May; availability this season from 21 March to 12 May.',
        highlights: [
          {
            title: 'Tulip gardens',
            text: 'Thirty-two hectares of gardens with more than 800 tulip varieties.',
          },
          { title: 'Bulb fields', text: 'A scenic drive through the flowering fields of the Bollenstreek.' },
          { title: 'Photo stops', text: 'Your chauffeur knows the best spots for that perfect picture.' },
          { title: 'Seasonal pavilions', text: 'Indoor flower shows that change throughout the season.' },
        ],
        included: [
          'Private Mercedes-Benz transport from and to Schiphol',
          'Skip-the-line entrance tickets',
          'Professional, English-speaking chauffeur',
          'Scenic route through the bulb fields',
          'Bottled water and Wi-Fi on board',
          'Season: March to May',
        ],
      },
      marken: {
        title: 'Marken Tour',
        tagline: 'A former island of green wooden houses on the Markermeer',
        intro:
          'Marken was an island until 1957, and it still feels like one. Wander between green-and-white wooden houses on mounds, walk the dike to the lighthouse known as the Horse of Marken and enjoy wide views over the water.',
        highlights: [
          { title: 'Wooden houses', text: 'Traditional homes built on mounds against the sea.' },
          { title: 'The Horse of Marken', text: 'The landmark lighthouse at the tip of the peninsula.' },
          { title: 'Dike walk', text: 'A scenic walk with views across the Markermeer.' },
          { title: 'Marker Museum', text: 'Costumes, crafts and island life through the centuries.' },
        ],
        included: [
          'Private Mercedes-Benz transport from and to Schiphol',
          'Professional, English-speaking chauffeur',
          'Pick-up at the terminal or your hotel',
          'Free time to explore the village',
          'Bottled water and Wi-Fi on board',
          'Optional stop in Volendam',
        ],
      },
      volendam: {
        title: 'Volendam Tour',
        tagline: 'A colourful fishing town with a story in every street',
        intro:
          'Volendam’s harbour is lined with fish stalls, cafés and little shops, and its wooden boats still set out on the Markermeer. Taste freshly smoked fish, pose in traditional costume and stroll along the dike.',
        highlights: [
          { title: 'Historic harbour', text: 'Traditional boats and a lively waterfront promenade.' },
          { title: 'Smoked fish', text: 'Taste eel and herring fresh from the smokehouse.' },
          { title: 'Traditional costume', text: 'A souvenir photo in authentic Volendam dress.' },
          { title: 'Cheese farm', text: 'See how Gouda and Edam are made, and taste them.' },
        ],
        included: [
          'Private Mercedes-Benz transport from and to Schiphol',
          'Professional, English-speaking chauffeur',
          'Pick-up at the terminal or your hotel',
          'Cheese farm visit and tasting',
          'Bottled water and Wi-Fi on board',
          'Free time at the harbour',
        ],
      },
      zaanseSchans: {
        title: 'Zaanse Schans Windmill Tour',
        tagline: 'Working windmills, cheese makers and clog carvers by the river Zaan',
        intro:
          'The Zaanse Schans brings the Dutch Golden Age to life: historic windmills that still grind spices and saw wood, green wooden houses and craftsmen at work. An easy, unforgettable trip from Schiphol.',
        highlights: [
          { title: 'Historic windmills', text: 'Step inside a working mill and climb to the gallery.' },
          { title: 'Cheese tasting', text: 'Taste farmhouse cheeses and learn how they are made.' },
          { title: 'Clog workshop', text: 'Watch a craftsman carve wooden shoes by hand.' },
          { title: 'Zaans Museum', text: 'The story of the region’s trade and industry.' },
        ],
        included: [
          'Private Mercedes-Benz transport from and to Schiphol',
          'Professional, English-speaking chauffeur',
          'Pick-up at the terminal or your hotel',
          'Windmill entrance',
          'Cheese and clog workshop visits',
          'Bottled water and Wi-Fi on board',
        ],
      },
      brussels: {
        title: 'Brussels Day Tour',
        tagline: 'The capital of Europe, from the Grand-Place to the Atomium',
        intro:
          'Brussels combines grand architecture with a relaxed Belgian way of life. Admire the gilded guild houses of the Grand-Place, visit the Atomium and treat yourself to waffles and chocolate in the old town.',
        highlights: [
          { title: 'Grand-Place', text: 'One of the most beautiful squares in the world.' },
          { title: 'Atomium', text: 'The iconic steel landmark of the 1958 World Expo.' },
          { title: 'Chocolate and pralines', text: 'Tastings at the city’s famous chocolatiers.' },
          { title: 'Waffles and cafés', text: 'Time for a Belgian waffle in the Galeries Royales.' },
        ],
        included: [
          'Private Mercedes-Benz transport from and to Schiphol',
          'Professional, English-speaking chauffeur',
          'Pick-up at the terminal or your hotel',
          'Guided walk through the old town',
          'Chocolate tasting',
          'Bottled water and Wi-Fi on board',
        ],
      },
      antwerp: {
        title: 'Antwerp Day Tour',
        tagline: 'Rubens, diamonds and one of Europe’s most beautiful railway stations',
        intro:
          'Antwerp is Belgium’s creative port city: home of Rubens, capital of the diamond trade and a paradise for fashion and food. Your chauffeur takes you from Schiphol to the Scheldt for a day full of art and style.',
        highlights: [
          { title: 'Cathedral of Our Lady', text: 'Gothic masterpiece with four paintings by Rubens.' },
          { title: 'Diamond district', text: 'The world’s leading diamond quarter, next to the station.' },
          { title: 'Rubens House', text: 'The Baroque painter’s home and studio.' },
          { title: 'Central Station', text: 'A “railway cathedral” of marble and glass.' },
        ],
        included: [
          'Private Mercedes-Benz transport from and to Schiphol',
          'Professional, English-speaking chauffeur',
          'Pick-up at the terminal or your hotel',
          'Visit to the Cathedral of Our Lady',
          'Walk through the diamond district',
          'Bottled water and Wi-Fi on board',
        ],
      },
    },
  },
  contact: {
    hero: {
      eyebrow: 'Contact',
      title: 'We are here for you, day and night',
      lead: 'Call, email or send us a message. Our team responds within five minutes.',
    },
    cards: {
      phone: { title: 'Phone', text: 'Call us any time, 24/7' },
      email: { title: 'Email', text: 'We reply within the hour' },
      address: { title: 'Address', text: 'Visit us at Schiphol' },
    },
    formTitle: 'Send us a message',
    company: {
      title: 'Company information',
      address: 'Address',
      kvk: 'Chamber of Commerce',
      phone: 'Phone',
      email: 'Email',
    },
    hours: {
      title: 'Business hours',
      days: 'Monday – Sunday',
      holidays: 'Public holidays',
      open: '24/7',
    },
    reviews: {
      title: 'What our clients say',
      rating: '5.0',
      ratingLabel: 'Average rating 5.0 out of 5',
      quote:
        'Our chauffeur was waiting at arrivals with a name sign, even though our flight was an hour late. Spotless car, a smooth ride and exactly the price we were quoted.',
      author: 'Sarah M., London',
      sitesLabel: 'Rated on',
    },
    form: {
      title: 'Send us a message',
      firstName: 'First name',
      lastName: 'Last name',
      email: 'Email',
      phone: 'Phone',
      phoneOptional: 'Phone (optional)',
      subject: 'Subject',
      subjectPlaceholder: 'Select a subject',
      subjects: contactSubjectTexts(business),
      message: 'Message',
      messagePlaceholder: 'How can we help you?',
      send: 'Send Message',
      sending: 'Sending...',
      required: 'Required',
      success: {
        title: 'Message Sent Successfully!',
        text: 'Thank you. We will get back to you as soon as possible.',
      },
      fallback: 'Prefer to talk to us? Call or email our team, day and night, and we answer right away.',
    },
  },
  booking: {
    honeypot: 'Leave this field empty',
    lastBooking: 'Your booking {{reference}} has been received. A confirmation is on its way by email.',
    stepLoading: 'Loading the next step…',
    stepLoadFailed: 'This step could not be loaded. Please check your connection and try again.',
    stepLoadRetry: 'Try again',
    page: {
      eyebrow: 'Booking',
      title: 'Book your premium ride',
      lead: 'Enter your trip, choose your vehicle and receive a fixed price instantly. No hidden fees.',
    },
    modal: {
      title: 'Book Your Premium Taxi',
      subtitle: 'Professional Mercedes-Benz transportation with transparent pricing',
      close: 'Close modal',
    },
    soon: {
      title: 'Prefer to book by phone?',
      text: 'Our dispatch team books your ride by phone or email too, 24/7, at the same fixed price.',
      call: 'Call {{phone}}',
      email: 'Email {{email}}',
    },
    steps: {
      label: 'Booking progress',
      progress: 'Step {{current}} of {{total}}',
      tripDetails: 'Trip Details',
      vehiclePricing: 'Vehicle & Pricing',
      contactInfo: 'Contact Info',
      confirmation: 'Confirmation',
    },
    product: {
      legend: 'What would you like to book?',
      transfer: 'Transfer',
      transferHint: 'One way or return',
      hourly: 'By the hour',
      hourlyHint: 'Your own chauffeur',
      returnTransfer: 'Return transfer',
      tour: 'Day tour',
      tourHint: 'Private, from Schiphol',
    },
    step1: {
      estimate: '{{distance}} · about {{duration}}',
      returnTrip: 'Add the return ride',
      returnTripHint: 'Same route back, at a date and time you choose.',
      returnWhen: 'Return ride',
      returnDate: 'Return date',
      returnTime: 'Return pickup time',
      returnFlight: 'Return flight (optional)',
      returnFlightHint: 'The flight you are leaving on, so we can plan around it.',
      hours: 'How long do you need us?',
      hoursOption_one: '{{count}} hour',
      hoursOption_other: '{{count}} hours',
      fullDay: 'Full day ({{count}} hours)',
      hoursHint: 'Billed for at least {{minimum}} hours, {{km}} km per hour included.',
      destinationOptional: 'First destination (optional)',
      destinationOptionalPlaceholder: 'Anywhere you like',
      tour: 'Tour',
      tourChoose: 'Choose a tour',
      tourOption: '{{name}} · {{price}} per person',
      tourPickupHint: 'Tours start at Schiphol Airport; we can also pick you up at your hotel.',
      tourSeason: 'Runs {{from}} to {{to}}.',
      groupsLabel: 'Groups (minibus)',
      extras: 'Child seats and name sign',
      extrasHint: 'optional',
      childSeats: 'Child seats',
      boosterSeats: 'Booster seats',
      seatsOption_one: '{{count}} seat',
      seatsOption_other: '{{count}} seats',
      noSeats: 'None',
      nameSign: 'Name on the sign',
      nameSignHint: 'Your driver holds a sign with this name when you arrive.',
      nameSignPlaceholder: 'e.g. Mr K. Tanaka',
      when: 'Pickup date and time',
      pickup: 'Pickup location',
      pickupPlaceholder: 'Airport or city',
      destination: 'Destination',
      destinationPlaceholder: 'Where are you going?',
      pickupDetail: 'Pickup address (optional)',
      destinationDetail: 'Drop-off address (optional)',
      detailHint: 'House number, hotel, terminal or meeting point.',
      detailPlaceholder: 'e.g. Damrak 1',
      flightNumber: 'Flight number',
      flightNumberPlaceholder: 'e.g. KL1234, or None',
      flightNumberHint: 'Type “None” if you are not catching a flight.',
      date: 'Date',
      time: 'Time',
      timeZoneHint: 'Times are Amsterdam local time.',
      passengers: 'Passengers',
      passengersOption_one: '{{count}} passenger',
      passengersOption_other: '{{count}} passengers',
      luggage: 'Luggage',
      luggageOption_one: '{{count}} piece',
      luggageOption_other: '{{count}} pieces',
      continue: 'Continue',
    },
    step2: {
      tooSmall_one: 'Seats up to {{count}} passenger',
      tooSmall_other: 'Seats up to {{count}} passengers',
      tooMuchLuggage_one: 'Takes up to {{count}} piece of luggage',
      tooMuchLuggage_other: 'Takes up to {{count}} pieces of luggage',
      title: 'Choose your vehicle',
      distance: 'Distance:',
      duration: 'Estimated travel time:',
      distanceValue: '{{km}} km ({{miles}} miles)',
      noRoute: 'Enter a pickup location and destination to see prices.',
      passengers: 'Up to {{count}} passengers',
      luggage_one: '{{count}} suitcase',
      luggage_other: '{{count}} suitcases',
      luggageNotApplicable: 'Luggage N/A',
      select: 'Select',
      selected: 'Selected',
      continue: 'Continue to Contact Info',
      back: 'Back',
      minimumApplied: '* Minimum price applied',
      notForHire: 'Not available by the hour',
      bothRides: 'Both rides',
      hourlyRate: '{{hours}} h × {{rate}}',
      perPerson: '{{count}} × {{price}} per person',
      minimumHours: '* Minimum of {{count}} hours',
      extrasIncluded: 'Extras included',
    },
    step3: {
      title: 'Your contact details',
      firstName: 'First name',
      lastName: 'Last name',
      email: 'Email',
      phone: 'Phone',
      review: 'Review Booking',
      back: 'Back',
      notes: 'Notes for your driver (optional)',
      notesHint: 'A wheelchair, a pram, an extra stop: anything we should know.',
      someoneElse: 'Someone else is travelling',
      passengerName: 'Traveller’s name',
      passengerPhone: 'Traveller’s mobile number',
      passengerPhoneHint: 'With the country code, e.g. +44 7700 900123. The driver calls this number.',
      companyCode: 'Company booking code (optional)',
      companyCodeHint: 'For business accounts: the ride goes on your company’s monthly invoice.',
    },
    step4: {
      dateTimeValue: '{{date}} at {{time}} (Amsterdam time)',
      distance: 'Distance and travel time',
      name: 'Name',
      title: 'Review your booking',
      trip: 'Trip',
      vehicle: 'Vehicle',
      contact: 'Contact',
      pickup: 'From',
      destination: 'To',
      flightNumber: 'Flight',
      dateTime: 'Date and time',
      passengers: 'Passengers',
      luggage: 'Luggage',
      pricing: {
        title: 'Price',
        base: 'Base fare',
        distance: 'Distance',
        time: 'Time',
        subtotal: 'Subtotal',
        final: 'Total',
      },
      product: 'Booking',
      tour: 'Tour',
      hours: 'Hire',
      asDirected: 'As directed',
      returnRide: 'Return ride',
      extras: 'Extras',
      childSeats_one: '{{count}} child seat',
      childSeats_other: '{{count}} child seats',
      boosterSeats_one: '{{count}} booster seat',
      boosterSeats_other: '{{count}} booster seats',
      nameSign: 'Name sign: {{name}}',
      notes: 'Notes',
      passenger: 'Traveller',
      companyCode: 'Company booking code',
      ridePrices: {
        outbound: 'Outbound ride',
        return: 'Return ride',
        hire: 'Hire ({{hours}} h × {{rate}})',
        tour: 'Tour ({{count}} people × {{price}})',
        extras: 'Extras',
      },
      edit: 'Edit Details',
      confirm: 'Confirm Booking',
      sending: 'Sending...',
    },
    success: {
      title: 'Booking Request Sent!',
      text: 'Thank you. We have received your request and will confirm your ride by email shortly.',
      reference: 'Reference: {{reference}}',
      returnReference: 'Return ride: {{reference}}',
    },
    checkout: {
      redirecting: 'Taking you to our secure payment page…',
      manual: 'Nothing happening? Go to the payment page',
    },
  },
  citySearch: {
    resultsCount_one: '{{count}} place found',
    resultsCount_other: '{{count}} places found',
    placeholder: 'Search for a city...',
    clear: 'Clear input',
    searching: 'Searching cities...',
    noResults: 'No cities found',
    suggestions: 'Suggestions',
    required: 'required',
    provinceSuffix: '(Province)',
    /** The badge beside a suggestion, by its kind (packages/geo-search `badgeKey`). */
    badge: {
      city: 'City',
      hamlet: 'Hamlet',
      village: 'Village',
      district: 'District',
      province: 'Province',
      area: 'Area',
      station: 'Station',
      museum: 'Museum',
      attraction: 'Attraction',
      landmark: 'Landmark',
      venue: 'Venue',
      address: 'Address',
      postcode: 'Postcode',
    },
    attribution: 'Place data © GeoNames (CC BY 4.0)',
  },
  phone: {
    countryButton: 'Country code: {{country}} (+{{code}})',
    country: 'Country',
    countrySearch: 'Search country or code',
    noCountries: 'No countries found',
    number: 'Phone number',
    numberPlaceholder: '6 12345678',
    invalid: 'Please enter a valid phone number',
    valid: 'Valid number: {{formatted}}',
  },
  errors: {
    choosePlace: 'Please choose a place from the list',
    bookingInvalid: 'Some details are missing or invalid. Please check the previous steps.',
    required: 'This field is required',
    invalidEmail: 'Please enter a valid email address',
    dateTimeRequired: 'Please select both date and time',
    dateTimeTooSoon: 'Please select a date and time at least 30 minutes from now',
    invalidPhone: 'Please enter a valid phone number',
    bookingFailed: 'Failed to submit booking',
    bookingFailedAlert: 'Failed to submit booking. Please try again.',
    messageFailed: 'Failed to send message',
    messageFailedAlert: 'Failed to send message. Please try again.',
    searchFailed: 'Search failed',
    noCities: 'No cities found',
    searching: 'Searching cities...',
    rateLimited: 'Too many requests. Please wait a moment and try again.',
    fareMismatch: 'The price has changed. Please review the new price and confirm again.',
    dateTimeNonexistent:
      'That time does not exist in the Netherlands: the clocks go forward an hour that night. Please choose another time.',
    dateTimeTooFar: 'You can book up to 18 months ahead. Please choose an earlier date.',
    outsideServiceArea:
      'We drive in the Netherlands and Belgium. Please choose a pickup and destination there.',
    vehicleCapacity: 'This vehicle cannot seat your party. Please choose a larger one.',
    luggageCapacity: 'This vehicle cannot take all your luggage. Please choose a larger one.',
    tooClose: 'Pickup and destination must be at least 1 km apart.',
    outOfSeason: 'This tour does not run on that date. Please choose a date in its season.',
    groupSize: 'This tour is for groups of {{min}} to {{max}} people.',
    returnDateTime: 'Please choose a date and time for the return ride, at least 30 minutes from now.',
    returnBeforeOutbound: 'Please choose a time for the return ride after the outbound ride has ended.',
    tooManySeats: 'There cannot be more child and booster seats than passengers.',
    notForHire: 'This vehicle is not available by the hour. Please choose another one.',
    invalidFlightNumber: 'Please enter a flight number such as KL1234, or None.',
    chooseTour: 'Please choose a tour.',
    unknownCompanyCode:
      'We do not recognise this booking code. Please check it with your company, or leave the field empty.',
    companyCodeInvalid: 'A booking code has only letters, digits and hyphens, such as ACME-2026.',
    email: {
      required: 'Enter your e-mail address',
      spaces: 'An e-mail address cannot contain spaces',
      tooLong: 'This e-mail address is too long',
      incomplete: 'Enter a complete e-mail address, like name@example.com',
    },
    firstNameRequired: 'Enter your first name',
    lastNameRequired: 'Enter your last name',
    subjectRequired: 'Choose a subject for your message',
    messageRequired: 'Write your message',
    passengerNameRequired: 'Enter the traveller’s name',
    checkField: 'Please check your {{field, lowercase}}',
    checkFields: 'Please check these details and try again: {{fields}}.',
    bookingFieldsInvalid:
      'Some details could not be accepted: {{fields}}. Please correct them and confirm again.',
  },
  footer: {
    blurb:
      'Premium Mercedes-Benz taxi and chauffeur service from Schiphol Airport. Airport transfers, business travel, city transfers and private tours across the Netherlands and Belgium, at fixed prices.',
    contactTitle: 'Contact',
    servicesTitle: 'Services',
    services: {
      airport: 'Airport Transfers',
      business: 'Business Transportation',
      city: 'City Transfers',
      tours: 'Tour Services',
      hourly: 'Hourly Bookings',
    },
    destinationsTitle: 'Popular destinations',
    privacy: 'Privacy Policy',
    terms: 'Terms and Conditions',
    kvk: 'Chamber of Commerce (KvK) {{number}}',
    copyright: '© {{year}} {{name}}. All rights reserved.',
    prices: 'All prices are fixed, in euros and including VAT.',
    legalLabel: 'Legal',
  },
  legal: {
    lastUpdated: 'Last updated: November 2026',
    privacy: {
      title: 'Privacy Policy',
      intro:
        '{{name}} respects your privacy. This policy explains which personal data we collect, why, and how long we keep it.',
      sections: [
        {
          title: 'Data we collect',
          paragraphs: [
            'When you book a ride or send a message we collect your name, email address, phone number, pickup and destination, date and time, flight number and the number of passengers and pieces of luggage.',
            'What you type as a pickup or destination is looked up in our own list of places. A street address may also be looked up with an address search service: the Locatieserver of PDOK (Kadaster, the Dutch government) or an OpenStreetMap server of our own. It receives only the text you type, never your name, contact details or IP address. We do not log these searches; an answer stays in our server’s memory for at most a day, to answer the same search faster.',
          ],
        },
        {
          title: 'Why we use it',
          paragraphs: [
            'We use your data only to carry out and confirm your ride, to contact you about it and to meet our legal obligations. We never sell your data.',
          ],
        },
        {
          title: 'How long we keep it',
          paragraphs: [
            'Transaction data (bookings and invoices) are kept for 7 years, as Dutch tax law requires.',
            'Contact details are deleted once the service has been completed (at the latest 30 days after the ride, or after its cancellation), or after 30 days if no booking is made; contact-form messages 30 days after they arrive.',
          ],
        },
        {
          title: 'Your rights',
          paragraphs: [
            'You may ask to see, correct or delete your data, or object to its use, by emailing {{email}}. You may also lodge a complaint with the Dutch Data Protection Authority (Autoriteit Persoonsgegevens).',
          ],
        },
        {
          title: 'Cookies',
          paragraphs: [
            'We store only your language choice in a cookie and in your browser’s local storage. We use no tracking or advertising cookies.',
          ],
        },
      ],
    },
    terms: {
      title: 'Terms and Conditions',
      intro:
        'These terms apply to every ride booked with {{name}}, registered with the Chamber of Commerce under number {{kvk}}.',
      sections: [
        {
          title: 'Bookings',
          paragraphs: [
            'A booking is final once we have confirmed it by email. The price quoted at booking is a fixed price for the agreed route.',
          ],
        },
        {
          title: 'Cancellation',
          paragraphs: [
            'You can cancel free of charge up to 2 hours before pickup. Later cancellations or no-shows may be charged in full.',
          ],
        },
        {
          title: 'Payment',
          paragraphs: ['You can pay in cash, by card or by bank transfer.'],
        },
        {
          title: 'Waiting time and changes',
          paragraphs: [
            'For airport pickups we monitor your flight and adjust the pickup time to delays at no extra cost. Route changes during the ride may change the price.',
          ],
        },
        {
          title: 'Liability',
          paragraphs: [
            'All our vehicles and passengers are fully insured. We are not liable for delays caused by circumstances beyond our control.',
          ],
        },
      ],
    },
  },
  manage: {
    meta: {
      title: 'Your Booking | {{company}}',
      description:
        'See your booking with {{company}}, change or cancel the ride online, or add it to your calendar.',
    },
    hero: {
      eyebrow: 'Manage booking',
      title: 'Your booking',
      lead: 'See your ride, change or cancel it, or add it to your calendar.',
    },
    loading: 'Loading your booking…',
    noScript:
      'This page needs JavaScript to show your booking. You can also call us on {{phone}} or email {{email}}, quoting your booking reference.',
    privacyNote:
      'For your privacy, the code of your link is removed from the address bar and kept in this browser tab only, so the page still works after a reload. In a new tab or another browser, please open the link in your email again.',
    notValid: {
      title: 'This link is not valid',
      text: 'We cannot show a booking for this link. Please open the link in the most recent email we sent you, or contact us: we will gladly help you straight away.',
      call: 'Call {{phone}}',
      email: 'Email {{email}}',
    },
    unavailable: {
      title: 'Your booking could not be loaded',
      text: 'Something went wrong on our side or with the connection. Please try again in a minute.',
      retry: 'Try again',
    },
    heading: 'Booking {{reference}}',
    statusLabel: 'Status:',
    status: {
      requested: 'Requested',
      confirmed: 'Confirmed',
      declined: 'Declined',
      cancelled: 'Cancelled',
      completed: 'Completed',
      expired: 'Expired',
      noShow: 'No-show',
    },
    statusText: {
      requested: 'We have received your booking request and will confirm it by email shortly.',
      confirmed: 'Your ride is confirmed.',
      confirmedNoDriver:
        'Your ride is confirmed. We will let you know the name and phone number of your driver before the ride.',
      declined: 'We are sorry, but we cannot accept this booking request. You will not be charged.',
      cancelled: 'This booking has been cancelled.',
      cancelledNow: 'Your booking has been cancelled. You will receive a confirmation by email.',
      completed: 'This ride has been completed. Thank you for travelling with us.',
      expired:
        'We could not confirm this request in time, so it has lapsed and you will not be charged. Please call us if you still need a ride.',
      noShow: 'Your driver waited at the pickup point, but we could not find you there.',
    },
    progress: {
      onTheWay: {
        title: 'Your driver is on the way',
        text: 'Your driver is heading to the pickup point now.',
      },
      arrived: {
        title: 'Your driver has arrived',
        text: 'Your driver is waiting for you at the pickup point.',
      },
      onBoard: {
        title: 'You are on board',
        text: 'Sit back and enjoy the ride.',
      },
      live: 'This page updates itself every minute.',
    },
    message: {
      title: 'A message from {{company}}',
    },
    payment: {
      title: 'Payment',
      due: 'To pay: {{amount}} incl. VAT',
      dueText: 'You can pay securely online now.',
      open: 'Payment started, not completed yet',
      checking: 'We are waiting for the confirmation of your payment…',
      openText:
        'Have you just paid? The confirmation can take a few minutes: please reload this page in a moment.',
      openCanPay: 'Did you not finish paying? Then you can complete the payment now.',
      paid: 'Paid online: {{amount}} incl. VAT',
      paidText: 'Thank you: we have received your payment.',
      notCompleted: 'The payment did not go through',
      notCompletedText: 'Nothing has been charged.',
      refunded: 'Refunded: {{amount}}',
      refundedText:
        'The amount goes back to the account or card you paid with; depending on your bank, this can take a few working days.',
      payNow: 'Pay now',
      complete: 'Complete payment',
      retry: 'Try again',
      redirecting: 'Taking you to our secure payment page…',
      nothingToPay:
        'There is nothing left to pay online for this booking. The page now shows its current state.',
      unavailable:
        'Online payment is not available at the moment. Please try again later, or call us on {{phone}}.',
      failed: 'The payment page could not be opened. Please try again, or call us on {{phone}}.',
    },
    invoices: {
      title: 'Receipts and invoices',
      intro: 'Download a PDF for your records or your expense claim.',
      invoice: 'Invoice {{number}}',
      creditNote: 'Credit note {{number}}',
      issued: 'Issued on {{date}}',
      download: 'Download',
      downloadInvoice: 'Download invoice {{number}}',
      downloadCreditNote: 'Download credit note {{number}}',
      notFound: 'We could not find this document. The list now shows your current documents.',
      failed: 'The PDF could not be downloaded. Please try again, or call us on {{phone}}.',
    },
    driver: 'Your driver',
    driverPhone: 'Phone',
    reason: 'Our reason',
    details: {
      title: 'Your ride',
      pickupTime: 'Pickup',
      pickupTimeValue: '{{date}} at {{time}} (Amsterdam time)',
      localTime: 'That is {{time}} in your time zone ({{zone}}).',
      localDateTime: 'That is {{date}} at {{time}} in your time zone ({{zone}}).',
      from: 'From',
      to: 'To',
      vehicle: 'Vehicle',
      passengers: 'Passengers',
      luggage: 'Luggage',
      flightNumber: 'Flight number',
      price: 'Fixed price',
      product: 'Booking',
      outboundRide: 'Outbound ride of a return transfer',
      returnRide: 'Return ride of a return transfer',
      linkedRide:
        'Your other ride: {{reference}}. It has its own link in your email and can be cancelled on its own.',
      hours: 'Hire',
      duration: 'Duration',
      asDirected: 'As directed',
      extras: 'Extras',
      notes: 'Notes',
      passenger: 'Traveller',
      meetingPoint: 'Meeting point',
      freeWaiting: 'Free waiting time',
      airportWaiting: 'Up to {{count}} minutes after your flight lands',
      otherWaiting: 'Up to {{count}} minutes after the pickup time',
    },
    actions: {
      title: 'Change, cancel or add to your calendar',
      calendar: 'Add to calendar',
      calendarFailed: 'The calendar file could not be downloaded. Please try again.',
    },
    cancel: {
      until:
        'You can change or cancel your booking online until {{date}} at {{time}} (Amsterdam time). Cancelling is free of charge.',
      button: 'Cancel booking',
      tooLate:
        'Online cancellation closes 2 hours before pickup. To cancel or change this ride now, please call us.',
      call: 'Call {{phone}}',
      dialogTitle: 'Cancel booking {{reference}}?',
      dialogText:
        'Your ride on {{date}} at {{time}} (Amsterdam time) from {{pickup}} to {{destination}} will be cancelled. This cannot be undone.',
      dialogTextFrom:
        'Your ride on {{date}} at {{time}} (Amsterdam time) from {{pickup}} will be cancelled. This cannot be undone.',
      confirm: 'Yes, cancel my booking',
      keep: 'No, keep my booking',
      sending: 'Cancelling…',
      failed: 'Your booking could not be cancelled. Please try again, or call us on {{phone}}.',
      notAllowed: 'This booking can no longer be cancelled online. The page now shows its current status.',
    },
    change: {
      button: 'Change booking',
      loading: 'Opening the form…',
      title: 'Change your booking',
      intro:
        'Change what you need, then check the new price before you confirm. A new flight number or address needs no new confirmation; for any other change, we confirm your booking again.',
      pickupHint: 'Pickup: {{place}}. Add the house number, hotel, terminal or meeting point here.',
      destinationHint: 'Destination: {{place}}. Add the house number, hotel or terminal here.',
      placesNote:
        'Would you like a different pickup place or destination? Please call us, as the price depends on the route.',
      check: 'Check changes',
      checking: 'Checking…',
      close: 'Don’t change anything',
      previewTitle: 'Your change',
      changedValue: '{{after}} (was {{before}})',
      previousWhen: '{{date}} at {{time}}',
      previousTime: '{{time}}',
      none: 'none',
      pickupDetail: 'Pickup address',
      destinationDetail: 'Drop-off address',
      newPrice: 'New price',
      previousPrice: '(was {{price}})',
      samePrice: 'The price stays {{price}} incl. VAT.',
      needsConfirmation:
        'After this change, we will confirm your booking again by email. Until then, it shows as requested.',
      staysConfirmed: 'Your booking stays confirmed.',
      confirm: 'Confirm change',
      sending: 'Saving your change…',
      changed: 'Your booking has been changed. You will receive the new details by email.',
      changedNeedsConfirmation:
        'Your booking has been changed. We will send you a new confirmation by email shortly.',
      closed: 'This booking can no longer be changed online. The page now shows its current status.',
      tooLate:
        'Online changes close 2 hours before pickup, so this change could not be made. To change or cancel this ride now, please call us.',
      callLink: 'Call {{phone}}',
      problems: {
        validation: 'Some details are not valid. Please check them and try again.',
        vehicleCapacity:
          'The {{vehicle}} booked for you cannot seat {{passengers}} passengers. Please call us and we will gladly find a larger vehicle for you.',
        luggageCapacity:
          'The {{vehicle}} booked for you cannot take {{luggage}} pieces of luggage. Please call us and we will gladly find a larger vehicle for you.',
        changeNeedsCall:
          'Your booking has a price agreed with us, so this change cannot be priced online. Please call us and we will arrange it with you.',
        tooManyChanges:
          'This booking has already been changed several times online today. To change it again, please call us and we will arrange it with you.',
        nothingChanged: 'You have not changed anything yet.',
        failed: 'Your change could not be saved. Please try again, or call us.',
      },
    },
    questions:
      'Questions or changes? Call us on {{phone}} or email {{email}}, quoting your reference {{reference}}.',
  },
  notFound: {
    title: 'Page not found',
    text: 'The page you are looking for does not exist or has moved.',
    home: 'Go to the home page',
    metaTitle: 'Page not found | {{company}}',
    linksTitle: 'Where would you like to go?',
    booking: 'Book a ride',
    contact: 'Contact us',
    callUs: 'Or call us, day and night:',
  },
};
