import { FROM_PRICE_CENTS } from '../../content/fleet.js';
import type { TourId } from '../../content/tours.js';
import { formatEuros } from '../../format.js';
import { tourFromPrice } from '../../locales/tour-price.js';
import type { TranslationResource } from '../../locales/types.js';

/**
 * Words around the hero's "from" price and around a tour's price per person, each formatted like
 * every other Dutch price ("€ 180"). The words are a function of the price and both helpers are pure,
 * so a bundle that never reads a text drops it with its formatting (a page would otherwise build a
 * currency formatter while it starts, for texts only the server's head tags use).
 */
const fromPrice = /* @__NO_SIDE_EFFECTS__ */ (words: (price: string) => string): string =>
  words(formatEuros(FROM_PRICE_CENTS, 'nl'));
const tourFrom = /* @__NO_SIDE_EFFECTS__ */ (id: TourId, words: (price: string) => string): string =>
  words(tourFromPrice(id, 'nl'));

/** Dutch resources, type-checked against the English shape. Written for Dutch readers, in the "u"-form. */
export const site: TranslationResource = {
  common: {
    skipToContent: 'Direct naar de inhoud',
    bookNow: 'Nu boeken',
    bookPremiumRide: 'Boek uw premium rit',
    bookOnline: 'Online boeken',
    bookThisTour: 'Boek deze tour',
    callNow: 'Bel direct',
    callUs: 'Bel {{phone}}',
    askQuestions: 'Stel uw vraag',
    checkAvailability: 'Beschikbaarheid bekijken',
    contactUs: 'Neem contact op',
    learnMore: 'Meer informatie',
    discover: 'Ontdek',
    viewAllServices: 'Alle diensten bekijken',
    fromPrice: 'Vanaf {{price}}',
    perPerson: 'per persoon',
    close: 'Sluiten',
    inclVat: 'incl. btw',
    available247: 'Dag en nacht bereikbaar',
    ratingOutOf: '{{rating}} van de 5 sterren',
    ratingSummary: '{{rating}}/5 op basis van {{count}} beoordelingen',
    duration: {
      minutes: '{{minutes}} min',
      hours: '{{hours}} uur',
      hoursMinutes: '{{hours}} u {{minutes}} min',
    },
  },
  nav: {
    label: 'Hoofdnavigatie',
    home: 'Home',
    about: 'Over ons',
    services: 'Diensten',
    booking: 'Boeken',
    tours: 'Tours',
    cityTransfers: 'Stadstransfers',
    contact: 'Contact',
    language: 'Taal',
    languageCurrent: 'Taal: {{language}} ({{code}})',
    openMenu: 'Menu openen',
    closeMenu: 'Menu sluiten',
    homeLinkSuffix: ', naar de startpagina',
  },
  meta: {
    siteName: '{{company}}',
    ogLocale: 'nl_NL',
    pages: {
      home: {
        title: '{{company}} | Luchthavenvervoer & chauffeursdienst',
        description: fromPrice(
          (price) =>
            `Luchthavenvervoer, zakelijk vervoer, stadstransfers en dagtours vanaf Schiphol in een Mercedes-Benz. Vaste prijzen vanaf ${price}, dag en nacht.`,
        ),
      },
      about: {
        title: 'Over ons | {{company}}',
        description:
          'Sinds 2020 rijden wij reizigers en zakelijke klanten vanaf Schiphol in premium Mercedes-Benz-voertuigen. Maak kennis met ons en onze werkwijze.',
      },
      services: {
        title: 'Diensten | Luchthavenvervoer, zakelijk vervoer en stadstransfers | {{company}}',
        description:
          'Luchthavenvervoer, zakelijke ritten en stadstransfers tegen een vaste prijs, met vluchtbewaking en professionele chauffeurs. Dag en nacht beschikbaar.',
      },
      booking: {
        title: 'Rit boeken | {{company}}',
        description:
          'Boek een premium Mercedes-Benz-taxi van of naar Schiphol en zie direct uw vaste prijs. Geen verborgen kosten.',
      },
      contact: {
        title: 'Contact | {{company}}',
        description:
          'Bel, mail of bezoek ons op Schiphol. Wij zijn dag en nacht bereikbaar en reageren binnen vijf minuten.',
      },
      cityTransfers: {
        title: 'Stadstransfers vanaf Schiphol | {{company}}',
        description:
          'Vaste prijzen voor ritten van Schiphol naar Amsterdam, Rotterdam, Utrecht, Den Haag, Eindhoven en andere steden.',
      },
      tourGiethoorn: {
        title: 'Dagtour Giethoorn vanaf Schiphol | {{company}}',
        description: tourFrom(
          'giethoorn',
          (price) =>
            `Een privédagtour naar Giethoorn, het autovrije dorp met grachten en rietgedekte boerderijen. Vanaf ${price} per persoon.`,
        ),
      },
      tourBruges: {
        title: 'Dagtour Brugge vanaf Schiphol | {{company}}',
        description: tourFrom(
          'bruges',
          (price) =>
            `Een privédagtour naar middeleeuws Brugge: reien, het Belfort en Belgische chocolade. Vanaf ${price} per persoon.`,
        ),
      },
      tourKeukenhof: {
        title: 'Keukenhof-tour vanaf Schiphol | {{company}}',
        description: tourFrom(
          'keukenhof',
          (price) =>
            `Een privétour van een halve dag naar de Keukenhof en de bloeiende bollenvelden, van maart tot mei. Vanaf ${price} per persoon.`,
        ),
      },
      tourMarken: {
        title: 'Tour Marken vanaf Schiphol | {{company}}',
        description: tourFrom(
          'marken',
          (price) =>
            `Een privétour van een halve dag naar Marken, het voormalige eiland met groene houten huizen en een vuurtoren. Vanaf ${price} per persoon.`,
        ),
      },
      tourVolendam: {
        title: 'Tour Volendam vanaf Schiphol | {{company}}',
        description: tourFrom(
          'volendam',
          (price) =>
            `Een privétour van een halve dag naar Volendam, het vissersdorp aan het Markermeer. Vanaf ${price} per persoon.`,
        ),
      },
      tourZaanseSchans: {
        title: 'Molentour Zaanse Schans | {{company}}',
        description:
          'Een privétour langs de molens, kaasboerderijen en klompenmakers van de Zaanse Schans. Beoordeeld met 4,9/5 door 127 gasten.',
      },
      tourBrussels: {
        title: 'Dagtour Brussel vanaf Schiphol | {{company}}',
        description: tourFrom(
          'brussels',
          (price) =>
            `Een privédagtour naar Brussel: de Grote Markt, het Atomium en Belgische chocolade. Vanaf ${price} per persoon.`,
        ),
      },
      tourAntwerp: {
        title: 'Dagtour Antwerpen vanaf Schiphol | {{company}}',
        description: tourFrom(
          'antwerp',
          (price) =>
            `Een privédagtour naar Antwerpen: Rubens, de kathedraal en de diamantwijk. Vanaf ${price} per persoon.`,
        ),
      },
    },
  },
  home: {
    hero: {
      eyebrow: 'Schiphol · Sinds 2020',
      title: 'Premium taxi- en chauffeursdienst',
      titleAccent: 'vanaf Schiphol',
      lead: 'Luchthavenvervoer, zakelijke ritten en privétours door Nederland en België, altijd in een Mercedes-Benz. Uw chauffeur wacht in de aankomsthal, hoe laat u ook landt.',
      priceBadge: fromPrice((price) => `Vanaf ${price}, vaste prijzen`),
      trust: {
        fixedPricing: 'Vaste prijs, geen verborgen kosten',
        available: 'Dag en nacht bereikbaar',
        insured: 'Volledig verzekerd',
        response: 'Reactie binnen 5\u00a0minuten',
      },
    },
    about: {
      eyebrow: 'Over ons',
      title: 'Een rustig begin na elke vlucht',
      text: 'Wij zijn een chauffeursbedrijf met thuisbasis Schiphol. Sinds 2020 rijden wij reizigers, gezinnen en zakelijke klanten in onberispelijke Mercedes-Benz-voertuigen, met één belofte: de prijs die wij noemen, is de prijs die u betaalt.',
      points: [
        'Chauffeurs die elke terminal en elke route kennen',
        'Vluchtbewaking, zodat vertraging u nooit extra kost',
        'Persoonlijke ontvangst in de aankomsthal',
      ],
      cta: 'Ons verhaal',
    },
    services: {
      eyebrow: 'Diensten',
      title: 'Elke rit met zorg geregeld',
      lead: 'Van een korte rit naar Amsterdam tot een dag in Brugge: wij plannen de reis rond uw wensen.',
      cards: {
        airport: {
          title: 'Luchthavenvervoer',
          text: 'Van deur tot terminal en terug, met vluchtbewaking en een persoonlijke ontvangst bij aankomst.',
        },
        business: {
          title: 'Zakelijk vervoer',
          text: 'Stipte, discrete chauffeurs voor afspraken, roadshows en evenementen, met facturering op rekening.',
        },
        tours: {
          title: 'Tours en stadstransfers',
          text: 'Ritten tegen een vaste prijs naar elke Nederlandse stad en privédagtours naar molens, tulpen en Belgische steden.',
        },
      },
    },
    fleet: {
      eyebrow: 'Ons wagenpark',
      title: 'Kies uw Mercedes-Benz',
      lead: 'Elk voertuig is jonger dan vier jaar en tot in de puntjes verzorgd. Achter het stuur zit altijd een professionele chauffeur.',
      tabsLabel: 'Voertuigtypen',
    },
    stats: {
      eyebrow: 'In cijfers',
      title: 'Sinds 2020 een vertrouwd gezicht op de weg',
    },
    why: {
      eyebrow: 'Waarom wij',
      title: 'Het verschil zit in de details',
      items: {
        fixed: {
          title: 'Vaste prijzen',
          text: 'U kent de ritprijs vóór u boekt. Geen taximeter en geen toeslag voor files of vertraging.',
        },
        available: {
          title: 'Dag en nacht',
          text: 'Vroege vlucht of late landing: wij rijden dag en nacht, het hele jaar door.',
        },
        insured: {
          title: 'Volledig verzekerd',
          text: 'Gediplomeerde chauffeurs en volledig verzekerde voertuigen, voor een zorgeloze rit.',
        },
        response: {
          title: 'Reactie binnen 5\u00a0minuten',
          text: 'Vragen of wijzigingen? Onze planning reageert binnen vijf minuten.',
        },
      },
      ctaTitle: 'Klaar wanneer u landt',
      ctaText: 'Boek in twee minuten en ontvang direct uw vaste prijs.',
    },
  },
  fleet: {
    luggage: '{{count}} koffers',
    luggageNotApplicable: 'Bagage n.v.t.',
    passengers: '{{count}} personen',
    luggageLabel: 'Bagage',
    passengersLabel: 'Passagiers',
    types: {
      saloon: 'Sedan',
      station: 'Stationwagen',
      minivan: 'Minivan',
      sClass: 'S-Klasse',
      minibus: 'Minibus',
    },
    vehicles: {
      v1: { features: ['Lederen interieur', 'Klimaatregeling', 'Gratis wifi'] },
      v2: { features: ['Extra bagageruimte', 'Panoramadak', 'Gratis wifi'] },
      v3: { features: ['Tot 8 passagiers', 'Schuifdeuren', 'Ideaal voor gezinnen'] },
      v4: { features: ['Luxe van topklasse', 'Massagestoelen', 'Executive-achterbank'] },
      v5: { features: ['Tot 20 passagiers', 'Groepsvervoer', 'Volop hoofdruimte'] },
      v6: { features: ['Tot 20 passagiers', 'Comfortabele stoelen', 'Evenementen en groepen'] },
    },
  },
  stats: {
    label: 'Bedrijf in cijfers',
    vehicles: 'Speciale voertuigen',
    trips: 'Gereden ritten',
    people: 'Vervoerde passagiers',
    rating: 'Gemiddelde beoordeling',
  },
  about: {
    hero: {
      eyebrow: 'Over ons',
      title: 'Premium vervoer, persoonlijk geregeld',
      lead: 'Een chauffeursbedrijf op Schiphol dat draait om stiptheid, comfort en eerlijke prijzen.',
    },
    story: {
      title: 'Ons verhaal',
      paragraphs: [
        'Wij begonnen in 2020 met één Mercedes-Benz E-Klasse en een eenvoudig idee: een rit van of naar het vliegveld hoort te voelen als het begin van uw vakantie of de rust vóór uw afspraak, niet als een gok met de taximeter.',
        'Inmiddels telt ons wagenpark alles van zakelijke sedans tot minibussen met twintig zitplaatsen, en rijden onze chauffeurs reizigers, gezinnen en bedrijven naar elke uithoek van Nederland en België.',
        'Onze werkwijze is niet veranderd: een vaste prijs vóór u boekt, een chauffeur die uw vlucht volgt en een team dat u op elk uur van de dag kunt bereiken.',
      ],
    },
    values: {
      title: 'Waar wij voor staan',
      items: {
        reliability: {
          title: 'Betrouwbaarheid',
          text: 'Wij zijn er eerder dan u. Elke rit plannen wij op basis van actuele vlucht- en verkeersinformatie.',
        },
        comfort: {
          title: 'Comfort',
          text: 'Recente Mercedes-Benz-voertuigen met klimaatregeling, water en wifi aan boord.',
        },
        transparency: {
          title: 'Transparantie',
          text: 'Eén vaste prijs, vooraf afgesproken. Geen taximeter en achteraf geen verrassingen.',
        },
        care: {
          title: 'Persoonlijke aandacht',
          text: 'Hulp met uw bagage, kinderzitjes op aanvraag en chauffeurs die uw taal spreken.',
        },
      },
    },
    stats: {
      title: 'Ons verhaal in cijfers',
    },
    accordion: {
      title: 'Visie en missie',
      vision: {
        title: 'Onze visie',
        text: 'Dé vertrouwde naam zijn in premium personenvervoer rond Schiphol: het bedrijf dat reizigers aanbevelen omdat elk detail klopte.',
      },
      mission: {
        title: 'Onze missie',
        text: 'Veilige, stipte en comfortabele ritten tegen een eerlijke, vaste prijs, met chauffeurs die elke passagier als gast behandelen.',
      },
    },
  },
  services: {
    hero: {
      eyebrow: 'Diensten',
      title: 'Chauffeursdiensten voor elke reis',
      lead: 'Naar de luchthaven, voor zaken of door de stad: altijd dezelfde service en één vaste prijs.',
    },
    core: {
      title: 'Onze kerndiensten',
      items: {
        airport: {
          title: 'Luchthavenservice',
          text: 'Vervoer van en naar Schiphol en alle andere luchthavens in Nederland en België.',
          points: ['Vluchtbewaking', 'Ontvangst in de aankomsthal', '60 minuten gratis wachttijd'],
        },
        business: {
          title: 'Zakelijke transfers',
          text: 'Discreet en stipt vervoer voor directie, gasten en teams.',
          points: ['Facturering op rekening', 'Wifi en opladers aan boord', 'Per uur of per dag te huur'],
        },
        city: {
          title: 'Stadstransfers',
          text: 'Ritten tegen een vaste prijs van Schiphol naar elke stad in Nederland.',
          points: ['Van deur tot deur', 'Prijs vooraf bekend', 'Per uur of een hele dag'],
        },
      },
    },
    perks: {
      title: 'Voordelen voor bedrijven',
      items: {
        account: {
          title: 'Zakelijk account',
          text: 'Eén maandfactuur voor al uw ritten.',
        },
        priority: {
          title: 'Voorrang bij boeken',
          text: 'Gegarandeerde beschikbaarheid voor uw vaste routes.',
        },
        discretion: {
          title: 'Discretie',
          text: 'Vertrouwelijkheid hoort bij elke rit.',
        },
        events: {
          title: 'Evenementen en roadshows',
          text: 'Gecoördineerd vervoer voor groepen van elke omvang.',
        },
      },
    },
    guarantee: {
      title: 'Onze servicegarantie',
      text: 'Staat uw chauffeur niet op de afgesproken tijd op de afgesproken plek en mist u daardoor uw vlucht, dan krijgt u de volledige ritprijs terug. Zo zeker zijn wij van onze planning.',
    },
    cta: {
      title: 'Plan uw volgende rit',
      text: 'Boek online in twee minuten, of vertel ons wat u nodig heeft en wij regelen het.',
    },
  },
  cityTransfers: {
    hero: {
      eyebrow: 'Stadstransfers',
      title: 'Van Schiphol naar elke stad in Nederland',
      lead: 'Richtprijzen per rit in een Mercedes-Benz-sedan; bij het boeken ligt uw prijs vast. Grotere voertuigen zijn ook beschikbaar.',
    },
    labels: {
      distance: 'Afstand',
      duration: 'Reistijd',
      price: 'Prijs',
      priceRange: '{{from}} – {{to}}',
      highlights: 'Pluspunten',
      attractions: 'Bezienswaardigheden',
      bookCityDetail: 'rit naar {{city}}',
    },
    cities: {
      amsterdam: {
        description:
          'De hoofdstad ligt om de hoek: grachtenpanden, musea van wereldklasse en levendige buurten.',
        highlights: ['Snelste rit vanaf Schiphol', 'Tot de deur van uw hotel', 'Ook ’s nachts beschikbaar'],
        attractions: ['Rijksmuseum', 'Anne Frank Huis', 'Grachtengordel'],
      },
      rotterdam: {
        description: 'Gedurfde architectuur, de grootste haven van Europa en een bruisend zakencentrum.',
        highlights: ['Tot in het zakendistrict', 'Directe route via de snelweg', 'Ideaal voor afspraken'],
        attractions: ['Erasmusbrug', 'Markthal', 'Kubuswoningen'],
      },
      utrecht: {
        description: 'Een historische studentenstad met werven langs de grachten en gezellige terrassen.',
        highlights: ['Tot aan Utrecht Centraal', 'Evenementen in de Jaarbeurs', 'Sfeervolle binnenstad'],
        attractions: ['Domtoren', 'Oudegracht', 'Rietveld Schröderhuis'],
      },
      denHaag: {
        description: 'De regeringsstad, met internationale hoven, paleizen en een eigen strand.',
        highlights: [
          'Ambassades en ministeries',
          'Evenementen in het World Forum',
          'Strand van Scheveningen',
        ],
        attractions: ['Binnenhof', 'Mauritshuis', 'Vredespaleis'],
      },
      eindhoven: {
        description: 'Het centrum van design en technologie in Nederland, met de High Tech Campus.',
        highlights: ['High Tech Campus', 'Designwijk', 'Zakelijk vervoer'],
        attractions: ['Philips Museum', 'Van Abbemuseum', 'Strijp-S'],
      },
      tilburg: {
        description: 'Van textielstad tot creatief centrum, op een steenworp afstand van de Efteling.',
        highlights: ['Efteling dichtbij', 'Universiteitscampus', 'Spoorzone'],
        attractions: ['TextielMuseum', 'De Pont', 'Efteling'],
      },
      groningen: {
        description: 'De levendige hoofdstad van het noorden, vol studenten, fietsen en historische pleinen.',
        highlights: ['Comfortabel over lange afstand', 'Tussenstop op verzoek', 'Studentenstad'],
        attractions: ['Martinitoren', 'Groninger Museum', 'Prinsenhoftuin'],
      },
      maastricht: {
        description: 'Een Bourgondische stad met Romeinse wortels, goede restaurants en glooiende heuvels.',
        highlights: ['Comfort op lange afstand', 'Congrescentrum MECC', 'Limburgse heuvels'],
        attractions: ['Vrijthof', 'Boekhandel Dominicanen', 'Fort Sint Pieter'],
      },
      breda: {
        description:
          'Een sfeervolle Brabantse stad met een imposante kerk, een kasteel en een levendige markt.',
        highlights: ['Historisch centrum', 'Poort naar België', 'Ontspannen sfeer'],
        attractions: ['Grote Kerk', 'Kasteel van Breda', 'Park Valkenberg'],
      },
      zwolle: {
        description:
          'Een Hanzestad met een stervormige gracht, middeleeuwse poorten en de beroemde Peperbus.',
        highlights: ['Hanzebinnenstad', 'Poort naar het oosten', 'Rustige snelwegroute'],
        attractions: ['Sassenpoort', 'Peperbus', 'Museum de Fundatie'],
      },
    },
    why: {
      title: 'Waarom u met ons reist',
      items: {
        available: {
          title: 'Dag-en-nachtservice',
          text: 'Dag en nacht, ook in het weekend en op feestdagen.',
        },
        fixed: { title: 'Vaste prijzen', text: 'Uw ritprijs staat vast vóór vertrek.' },
        cities: { title: 'Alle grote steden', text: 'Elke stad in Nederland, en ook in België.' },
        professional: { title: 'Professionele service', text: 'Ervaren chauffeurs met vergunning.' },
      },
    },
    closing: {
      title: 'Uw stad, uw tijd',
      text: 'Boek online en zie direct uw prijs, of bel ons en wij regelen de rest.',
    },
  },
  tours: {
    badge: 'Premium privétour',
    overview: 'Over deze tour',
    highlightsTitle: 'Hoogtepunten van de dag',
    detailsTitle: 'Tourgegevens',
    included: 'Inbegrepen',
    tourHighlights: 'Hoogtepunten van de tour',
    details: {
      duration: 'Duur',
      groupSize: 'Groepsgrootte',
      startingPoint: 'Vertrekpunt',
      priceFrom: 'Prijs vanaf',
    },
    values: {
      halfDay: 'Halve dag, {{from}}–{{to}} uur',
      fullDay: 'Hele dag, {{from}}–{{to}} uur',
      groupSize: '{{from}}–{{to}} personen',
      startingPoint: 'Schiphol',
      priceFrom: '{{price}} per persoon',
    },
    closing: {
      title: 'Klaar voor {{tour}}?',
      text: 'Een privétour met uw eigen chauffeur, in uw eigen tempo. Geef uw datum door, dan regelen wij de rest.',
    },
    /** Each destination as it reads inside a sentence (Dutch: "Klaar voor de Zaanse Schans?"). */
    inSentence: {
      giethoorn: 'Giethoorn',
      bruges: 'Brugge',
      keukenhof: 'de Keukenhof',
      marken: 'Marken',
      volendam: 'Volendam',
      zaanseSchans: 'de Zaanse Schans',
      brussels: 'Brussel',
      antwerp: 'Antwerpen',
    },
    menu: {
      giethoorn: 'Giethoorn',
      bruges: 'Brugge',
      keukenhof: 'Keukenhof',
      marken: 'Marken',
      volendam: 'Volendam',
      zaanseSchans: 'Zaanse Schans',
      brussels: 'Brussel',
      antwerp: 'Antwerpen',
    },
    items: {
      giethoorn: {
        title: 'Dagtour Giethoorn',
        tagline: 'Vaar door het ‘Venetië van het Noorden’, een dorp zonder straten',
        intro:
          'In Giethoorn zijn de straten grachten en komen de voordeuren uit op het water. Uw chauffeur rijdt u van Schiphol naar het hart van Overijssel, waar een stille fluisterboot u langs rietgedekte boerderijen, houten bruggetjes en bloeiende tuinen voert.',
        highlights: [
          {
            title: 'Varen met een fluisterboot',
            text: 'Met een elektrische privéboot door de stille grachten van het oude dorp.',
          },
          {
            title: 'Rietgedekte boerderijen',
            text: 'Eeuwenoude boerderijen met rieten daken en bij elke deur een bruggetje.',
          },
          {
            title: 'Nationaal park',
            text: 'De meren en rietlanden van De Weerribben-Wieden, rijk aan vogels.',
          },
          {
            title: 'Lunch aan het water',
            text: 'Tijd voor een ontspannen lunch op een terras aan de gracht.',
          },
        ],
        included: [
          'Privévervoer per Mercedes-Benz van en naar Schiphol',
          'Professionele, Nederlandstalige chauffeur',
          'Ophalen bij de terminal of uw hotel',
          'Privérondvaart van een uur met een fluisterboot',
          'Flessen water en wifi aan boord',
          'Flexibele tussenstops onderweg',
        ],
      },
      bruges: {
        title: 'Dagtour Brugge',
        tagline: 'Middeleeuwse straatjes, stille reien en de fijnste Belgische chocolade',
        intro:
          'Brugge is een volmaakt bewaarde middeleeuwse stad: UNESCO-werelderfgoed vol kasseistraatjes, koopmanshuizen en reien. Wij rijden u comfortabel over de grens en u heeft een hele dag om de stad in uw eigen tempo te ontdekken.',
        highlights: [
          {
            title: 'Markt en Belfort',
            text: 'Het kleurrijke hart van Brugge onder de 83 meter hoge klokkentoren.',
          },
          {
            title: 'Boottocht op de reien',
            text: 'Bekijk de stad vanaf het water, langs bruggen en verborgen tuinen.',
          },
          {
            title: 'Belgische chocolade',
            text: 'Proef pralines bij een van de meesterchocolatiers van de stad.',
          },
          { title: 'Begijnhof', text: 'Een vredig begijnhof met witte huisjes rond een groene binnentuin.' },
        ],
        included: [
          'Privévervoer per Mercedes-Benz van en naar Schiphol',
          'Professionele, Nederlandstalige chauffeur',
          'Ophalen bij de terminal of uw hotel',
          'Kaartjes voor de rondvaart',
          'Chocoladeproeverij',
          'Flessen water en wifi aan boord',
        ],
      },
      keukenhof: {
        title: 'Keukenhof-tour',
        tagline: 'Zeven miljoen bloemen in de mooiste voorjaarstuin ter wereld',
        intro:
          'Elk voorjaar bloeien in de Keukenhof miljoenen tulpen, narcissen en hyacinten. Onderweg rijden wij door de bollenvelden van de Bollenstreek, waar het land verandert in banen van kleur. Geopend van eind maart tot half mei; dit seizoen beschikbaar van 21 maart tot en met 12 mei.',
        highlights: [
          { title: 'Tulpentuinen', text: 'Tweeëndertig hectare tuinen met meer dan 800 tulpensoorten.' },
          {
            title: 'Bollenvelden',
            text: 'Een schilderachtige rit door de bloeiende velden van de Bollenstreek.',
          },
          { title: 'Fotostops', text: 'Uw chauffeur kent de mooiste plekken voor die ene perfecte foto.' },
          { title: 'Bloemenshows', text: 'Overdekte bloemenshows die het hele seizoen wisselen.' },
        ],
        included: [
          'Privévervoer per Mercedes-Benz van en naar Schiphol',
          'Toegangskaarten zonder wachtrij',
          'Professionele, Nederlandstalige chauffeur',
          'Mooie route door de bollenvelden',
          'Flessen water en wifi aan boord',
          'Seizoen: maart tot en met mei',
        ],
      },
      marken: {
        title: 'Tour Marken',
        tagline: 'Een voormalig eiland vol groene houten huizen aan het Markermeer',
        intro:
          'Marken was tot 1957 een eiland, en zo voelt het nog steeds. Wandel tussen de groen-witte houten huizen op terpen, loop over de dijk naar de vuurtoren die het Paard van Marken heet en geniet van het weidse uitzicht over het water.',
        highlights: [
          { title: 'Houten huizen', text: 'Traditionele woningen op terpen, gebouwd tegen het water.' },
          { title: 'Het Paard van Marken', text: 'De beroemde vuurtoren op de punt van het schiereiland.' },
          { title: 'Dijkwandeling', text: 'Een mooie wandeling met uitzicht over het Markermeer.' },
          { title: 'Marker Museum', text: 'Klederdracht, ambachten en het eilandleven door de eeuwen heen.' },
        ],
        included: [
          'Privévervoer per Mercedes-Benz van en naar Schiphol',
          'Professionele, Nederlandstalige chauffeur',
          'Ophalen bij de terminal of uw hotel',
          'Vrije tijd om het dorp te verkennen',
          'Flessen water en wifi aan boord',
          'Tussenstop in Volendam op verzoek',
        ],
      },
      volendam: {
        title: 'Tour Volendam',
        tagline: 'Een kleurrijk vissersdorp met een verhaal in elke straat',
        intro:
          'Langs de haven van Volendam vindt u viskramen, cafés en winkeltjes, en de houten schepen varen nog altijd uit op het Markermeer. Proef versgerookte vis, ga op de foto in klederdracht en wandel over de dijk.',
        highlights: [
          {
            title: 'Historische haven',
            text: 'Traditionele schepen en een levendige boulevard aan het water.',
          },
          { title: 'Gerookte vis', text: 'Proef paling en haring, vers uit de rokerij.' },
          { title: 'Klederdracht', text: 'Een fotoportret in echte Volendammer dracht als souvenir.' },
          { title: 'Kaasboerderij', text: 'Zie hoe Goudse en Edammer kaas wordt gemaakt, en proef zelf.' },
        ],
        included: [
          'Privévervoer per Mercedes-Benz van en naar Schiphol',
          'Professionele, Nederlandstalige chauffeur',
          'Ophalen bij de terminal of uw hotel',
          'Bezoek aan een kaasboerderij met proeverij',
          'Flessen water en wifi aan boord',
          'Vrije tijd aan de haven',
        ],
      },
      zaanseSchans: {
        title: 'Molentour Zaanse Schans',
        tagline: 'Werkende molens, kaasmakers en klompenmakers aan de Zaan',
        intro:
          'Op de Zaanse Schans komt de Gouden Eeuw tot leven: historische molens die nog altijd specerijen malen en hout zagen, groene houten huizen en ambachtslieden aan het werk. Een ontspannen en onvergetelijk uitstapje vanaf Schiphol.',
        highlights: [
          {
            title: 'Historische molens',
            text: 'Stap binnen in een werkende molen en klim naar de stelling.',
          },
          { title: 'Kaasproeverij', text: 'Proef boerenkaas en ontdek hoe die wordt gemaakt.' },
          { title: 'Klompenmakerij', text: 'Kijk hoe een vakman klompen met de hand maakt.' },
          { title: 'Zaans Museum', text: 'Het verhaal van de handel en nijverheid in de Zaanstreek.' },
        ],
        included: [
          'Privévervoer per Mercedes-Benz van en naar Schiphol',
          'Professionele, Nederlandstalige chauffeur',
          'Ophalen bij de terminal of uw hotel',
          'Toegang tot een molen',
          'Bezoek aan kaasmakerij en klompenmakerij',
          'Flessen water en wifi aan boord',
        ],
      },
      brussels: {
        title: 'Dagtour Brussel',
        tagline: 'De hoofdstad van Europa, van de Grote Markt tot het Atomium',
        intro:
          'Brussel combineert grootse architectuur met een ontspannen Bourgondische levensstijl. Bewonder de vergulde gildehuizen aan de Grote Markt, bezoek het Atomium en trakteer uzelf in de oude stad op wafels en chocolade.',
        highlights: [
          { title: 'Grote Markt', text: 'Een van de mooiste pleinen ter wereld.' },
          { title: 'Atomium', text: 'Het stalen icoon van de wereldtentoonstelling van 1958.' },
          { title: 'Chocolade en pralines', text: 'Proeverijen bij de beroemde chocolatiers van de stad.' },
          {
            title: 'Wafels en cafés',
            text: 'Tijd voor een Belgische wafel in de Koninklijke Sint-Hubertusgalerijen.',
          },
        ],
        included: [
          'Privévervoer per Mercedes-Benz van en naar Schiphol',
          'Professionele, Nederlandstalige chauffeur',
          'Ophalen bij de terminal of uw hotel',
          'Wandeling met gids door de oude stad',
          'Chocoladeproeverij',
          'Flessen water en wifi aan boord',
        ],
      },
      antwerp: {
        title: 'Dagtour Antwerpen',
        tagline: 'Rubens, diamanten en een van de mooiste stations van Europa',
        intro:
          'Antwerpen is de creatieve havenstad van België: de stad van Rubens, het centrum van de diamanthandel en een paradijs voor mode en lekker eten. Uw chauffeur brengt u van Schiphol naar de Schelde voor een dag vol kunst en stijl.',
        highlights: [
          {
            title: 'Onze-Lieve-Vrouwekathedraal',
            text: 'Gotisch meesterwerk met vier schilderijen van Rubens.',
          },
          { title: 'Diamantwijk', text: 'De belangrijkste diamantwijk ter wereld, naast het station.' },
          { title: 'Rubenshuis', text: 'Het woonhuis en atelier van de barokschilder.' },
          { title: 'Antwerpen-Centraal', text: 'Een ‘spoorwegkathedraal’ van marmer en glas.' },
        ],
        included: [
          'Privévervoer per Mercedes-Benz van en naar Schiphol',
          'Professionele, Nederlandstalige chauffeur',
          'Ophalen bij de terminal of uw hotel',
          'Bezoek aan de Onze-Lieve-Vrouwekathedraal',
          'Wandeling door de diamantwijk',
          'Flessen water en wifi aan boord',
        ],
      },
    },
  },
  contact: {
    hero: {
      eyebrow: 'Contact',
      title: 'Dag en nacht voor u klaar',
      lead: 'Bel, mail of stuur ons een bericht. Ons team reageert binnen vijf minuten.',
    },
    cards: {
      phone: { title: 'Telefoon', text: 'Dag en nacht bereikbaar' },
      email: { title: 'E-mail', text: 'Antwoord binnen het uur' },
      address: { title: 'Adres', text: 'Bezoek ons op Schiphol' },
    },
    formTitle: 'Stuur ons een bericht',
    company: {
      title: 'Bedrijfsgegevens',
      address: 'Adres',
      kvk: 'KvK-nummer',
      phone: 'Telefoon',
      email: 'E-mail',
    },
    hours: {
      title: 'Openingstijden',
      days: 'Maandag – zondag',
      holidays: 'Feestdagen',
      open: 'Dag en nacht',
    },
    reviews: {
      title: 'Wat onze klanten zeggen',
      rating: '5,0',
      ratingLabel: 'Gemiddelde beoordeling 5,0 van de 5',
      quote:
        'Onze chauffeur stond met een naambordje in de aankomsthal, terwijl onze vlucht een uur vertraging had. Een smetteloze auto, een rustige rit en precies de prijs die ons was genoemd.',
      author: 'Sarah M., Londen',
      sitesLabel: 'Beoordeeld op',
    },
    form: {
      title: 'Stuur ons een bericht',
      firstName: 'Voornaam',
      lastName: 'Achternaam',
      email: 'E-mailadres',
      phone: 'Telefoonnummer',
      phoneOptional: 'Telefoonnummer (optioneel)',
      subject: 'Onderwerp',
      subjectPlaceholder: 'Kies een onderwerp',
      subjects: {
        general: 'Algemene vraag',
        booking: 'Boekingsaanvraag',
        business: 'Zakelijke rit',
        airport: 'Luchthavenvervoer',
        city: 'Stadstransfer',
        complaint: 'Klacht',
        feedback: 'Feedback',
        other: 'Anders',
      },
      message: 'Bericht',
      messagePlaceholder: 'Waarmee kunnen wij u helpen?',
      send: 'Bericht versturen',
      sending: 'Bezig met versturen…',
      required: 'Verplicht',
      success: {
        title: 'Bericht verzonden!',
        text: 'Hartelijk dank. Wij nemen zo snel mogelijk contact met u op.',
      },
      fallback: 'Liever persoonlijk contact? Bel of mail ons team, dag en nacht, en wij helpen u meteen.',
    },
  },
  booking: {
    honeypot: 'Laat dit veld leeg',
    lastBooking: 'Uw boeking {{reference}} is ontvangen. De bevestiging is per e-mail onderweg.',
    stepLoading: 'Volgende stap wordt geladen…',
    stepLoadFailed: 'Deze stap kon niet worden geladen. Controleer uw verbinding en probeer het opnieuw.',
    stepLoadRetry: 'Opnieuw proberen',
    page: {
      eyebrow: 'Boeken',
      title: 'Boek uw premium rit',
      lead: 'Vul uw rit in, kies uw voertuig en zie direct uw vaste prijs. Geen verborgen kosten.',
    },
    modal: {
      title: 'Boek uw premium taxi',
      subtitle: 'Professioneel vervoer per Mercedes-Benz met heldere prijzen',
      close: 'Venster sluiten',
    },
    soon: {
      title: 'Liever telefonisch boeken?',
      text: 'Onze planning boekt uw rit ook graag telefonisch of per e-mail, 24/7 en tegen dezelfde vaste prijs.',
      call: 'Bel {{phone}}',
      email: 'Mail {{email}}',
    },
    steps: {
      label: 'Voortgang van uw boeking',
      progress: 'Stap {{current}} van {{total}}',
      tripDetails: 'Ritgegevens',
      vehiclePricing: 'Voertuig en prijs',
      contactInfo: 'Contactgegevens',
      confirmation: 'Bevestiging',
    },
    product: {
      legend: 'Wat wilt u boeken?',
      transfer: 'Transfer',
      transferHint: 'Enkele reis of retour',
      hourly: 'Chauffeur per uur',
      hourlyHint: 'Uw eigen chauffeur',
      returnTransfer: 'Retourtransfer',
      tour: 'Dagtour',
      tourHint: 'Privé, vanaf Schiphol',
    },
    step1: {
      estimate: '{{distance}} · ongeveer {{duration}}',
      returnTrip: 'Terugrit erbij boeken',
      returnTripHint: 'Dezelfde route terug, op een datum en tijd naar keuze.',
      returnWhen: 'Terugrit',
      returnDate: 'Datum terugrit',
      returnTime: 'Ophaaltijd terugrit',
      returnFlight: 'Vluchtnummer terugreis (optioneel)',
      returnFlightHint: 'De vlucht waarmee u vertrekt, zodat wij daar rekening mee kunnen houden.',
      hours: 'Hoe lang heeft u ons nodig?',
      hoursOption_one: '{{count}} uur',
      hoursOption_other: '{{count}} uur',
      fullDay: 'Hele dag ({{count}} uur)',
      hoursHint: 'Wij rekenen minimaal {{minimum}} uur; {{km}} km per uur is inbegrepen.',
      destinationOptional: 'Eerste bestemming (optioneel)',
      destinationOptionalPlaceholder: 'Waar u maar wilt',
      tour: 'Tour',
      tourChoose: 'Kies een tour',
      tourOption: '{{name}} · {{price}} p.p.',
      tourPickupHint: 'Tours vertrekken vanaf Schiphol; ophalen bij uw hotel kan ook.',
      tourSeason: 'Alleen te boeken van {{from}} tot en met {{to}}.',
      groupsLabel: 'Groepen (minibus)',
      extras: 'Kinderzitjes en naambordje',
      extrasHint: 'optioneel',
      childSeats: 'Kinderzitjes',
      boosterSeats: 'Zittingverhogers',
      seatsOption_one: '{{count}} zitje',
      seatsOption_other: '{{count}} zitjes',
      noSeats: 'Geen',
      nameSign: 'Naam op het bordje',
      nameSignHint: 'Deze naam staat op het bordje waarmee uw chauffeur u opwacht.',
      nameSignPlaceholder: 'bijv. Dhr. K. Tanaka',
      when: 'Ophaaldatum en -tijd',
      pickup: 'Ophaallocatie',
      pickupPlaceholder: 'Luchthaven of plaats',
      destination: 'Bestemming',
      destinationPlaceholder: 'Waar gaat u naartoe?',
      pickupDetail: 'Ophaaladres (optioneel)',
      destinationDetail: 'Afzetadres (optioneel)',
      detailHint: 'Huisnummer, hotel, terminal of ontmoetingsplek.',
      detailPlaceholder: 'bijv. Damrak 1',
      flightNumber: 'Vluchtnummer',
      flightNumberPlaceholder: 'bijv. KL1234, of Geen',
      flightNumberHint: 'Vul “Geen” in als u geen vlucht heeft.',
      date: 'Datum',
      time: 'Tijd',
      timeZoneHint: 'Alle tijden zijn Nederlandse tijd.',
      passengers: 'Passagiers',
      passengersOption_one: '{{count}} passagier',
      passengersOption_other: '{{count}} passagiers',
      luggage: 'Bagage',
      luggageOption_one: '{{count}} stuk',
      luggageOption_other: '{{count}} stuks',
      continue: 'Verder',
    },
    step2: {
      tooSmall_one: 'Geschikt voor maximaal {{count}} passagier',
      tooSmall_other: 'Geschikt voor maximaal {{count}} passagiers',
      tooMuchLuggage_one: 'Ruimte voor maximaal {{count}} bagagestuk',
      tooMuchLuggage_other: 'Ruimte voor maximaal {{count}} bagagestukken',
      title: 'Kies uw voertuig',
      distance: 'Afstand:',
      duration: 'Geschatte reistijd:',
      distanceValue: '{{km}} km ({{miles}} mijl)',
      noRoute: 'Vul een ophaallocatie en bestemming in om de prijzen te zien.',
      passengers: 'Maximaal {{count}} passagiers',
      luggage_one: '{{count}} koffer',
      luggage_other: '{{count}} koffers',
      luggageNotApplicable: 'Bagage n.v.t.',
      select: 'Kiezen',
      selected: 'Gekozen',
      continue: 'Verder naar contactgegevens',
      back: 'Terug',
      minimumApplied: '* Minimumtarief toegepast',
      notForHire: 'Niet per uur te huren',
      bothRides: 'Heen en terug',
      hourlyRate: '{{hours}} uur × {{rate}}',
      perPerson: '{{count}} × {{price}} p.p.',
      minimumHours: '* Minimaal {{count}} uur',
      extrasIncluded: 'Inclusief extra’s',
    },
    step3: {
      title: 'Uw contactgegevens',
      firstName: 'Voornaam',
      lastName: 'Achternaam',
      email: 'E-mailadres',
      phone: 'Telefoonnummer',
      review: 'Boeking controleren',
      back: 'Terug',
      notes: 'Opmerkingen voor uw chauffeur (optioneel)',
      notesHint: 'Een rolstoel, een kinderwagen, een extra stop: alles wat wij moeten weten.',
      someoneElse: 'Ik boek voor iemand anders',
      passengerName: 'Naam van de reiziger',
      passengerPhone: 'Mobiel nummer van de reiziger',
      passengerPhoneHint: 'Met landnummer, bijv. +31 6 12345678. De chauffeur belt dit nummer.',
      companyCode: 'Boekingscode van uw bedrijf (optioneel)',
      companyCodeHint: 'Voor zakelijke klanten: de rit komt op de maandfactuur van uw bedrijf.',
    },
    step4: {
      dateTimeValue: '{{date}} om {{time}} uur (Nederlandse tijd)',
      distance: 'Afstand en reistijd',
      name: 'Naam',
      title: 'Controleer uw boeking',
      trip: 'Rit',
      vehicle: 'Voertuig',
      contact: 'Contactgegevens',
      pickup: 'Van',
      destination: 'Naar',
      flightNumber: 'Vlucht',
      dateTime: 'Datum en tijd',
      passengers: 'Passagiers',
      luggage: 'Bagage',
      pricing: {
        title: 'Prijs',
        base: 'Starttarief',
        distance: 'Afstand',
        time: 'Tijd',
        subtotal: 'Subtotaal',
        final: 'Totaal',
      },
      product: 'Boeking',
      tour: 'Tour',
      hours: 'Aantal uren',
      asDirected: 'Naar wens',
      returnRide: 'Terugrit',
      extras: 'Extra’s',
      childSeats_one: '{{count}} kinderzitje',
      childSeats_other: '{{count}} kinderzitjes',
      boosterSeats_one: '{{count}} zittingverhoger',
      boosterSeats_other: '{{count}} zittingverhogers',
      nameSign: 'Naambordje: {{name}}',
      notes: 'Opmerkingen',
      passenger: 'Reiziger',
      companyCode: 'Boekingscode bedrijf',
      ridePrices: {
        outbound: 'Heenrit',
        return: 'Terugrit',
        hire: 'Chauffeur ({{hours}} uur × {{rate}})',
        tour: 'Tour ({{count}} personen × {{price}})',
        extras: 'Extra’s',
      },
      edit: 'Gegevens wijzigen',
      confirm: 'Boeking bevestigen',
      sending: 'Bezig met versturen…',
    },
    success: {
      title: 'Boekingsaanvraag verzonden!',
      text: 'Hartelijk dank. Wij hebben uw aanvraag ontvangen en bevestigen uw rit binnenkort per e-mail.',
      reference: 'Referentie: {{reference}}',
      returnReference: 'Terugrit: {{reference}}',
    },
    checkout: {
      redirecting: 'U wordt doorgestuurd naar onze beveiligde betaalpagina…',
      manual: 'Gebeurt er niets? Ga naar de betaalpagina',
    },
  },
  citySearch: {
    resultsCount_one: '{{count}} plaats gevonden',
    resultsCount_other: '{{count}} plaatsen gevonden',
    placeholder: 'Zoek een plaats…',
    clear: 'Invoer wissen',
    searching: 'Plaatsen zoeken…',
    noResults: 'Geen plaatsen gevonden',
    suggestions: 'Suggesties',
    required: 'verplicht',
    provinceSuffix: '(provincie)',
    badge: {
      city: 'Stad',
      hamlet: 'Gehucht',
      village: 'Dorp',
      district: 'Wijk',
      province: 'Provincie',
      area: 'Gebied',
      station: 'Station',
      museum: 'Museum',
      attraction: 'Attractie',
      landmark: 'Bezienswaardigheid',
      venue: 'Evenementenlocatie',
      address: 'Adres',
      postcode: 'Postcode',
    },
    attribution: 'Plaatsgegevens © GeoNames (CC BY 4.0)',
  },
  phone: {
    countryButton: 'Landcode: {{country}} (+{{code}})',
    country: 'Land',
    countrySearch: 'Zoek op land of landcode',
    noCountries: 'Geen landen gevonden',
    number: 'Telefoonnummer',
    numberPlaceholder: '6 12345678',
    invalid: 'Vul een geldig telefoonnummer in',
    valid: 'Geldig nummer: {{formatted}}',
  },
  errors: {
    choosePlace: 'Kies een plaats uit de lijst',
    bookingInvalid: 'Er ontbreken gegevens of er klopt iets niet. Controleer de vorige stappen.',
    required: 'Dit veld is verplicht',
    invalidEmail: 'Vul een geldig e-mailadres in',
    dateTimeRequired: 'Kies zowel een datum als een tijd',
    dateTimeTooSoon: 'Kies een datum en tijd die minimaal 30 minuten vanaf nu ligt',
    invalidPhone: 'Vul een geldig telefoonnummer in',
    bookingFailed: 'Boeking versturen mislukt',
    bookingFailedAlert: 'Uw boeking kon niet worden verstuurd. Probeer het opnieuw.',
    messageFailed: 'Bericht versturen mislukt',
    messageFailedAlert: 'Uw bericht kon niet worden verstuurd. Probeer het opnieuw.',
    searchFailed: 'Zoeken mislukt',
    noCities: 'Geen plaatsen gevonden',
    searching: 'Plaatsen zoeken…',
    rateLimited: 'Te veel verzoeken. Wacht even en probeer het opnieuw.',
    fareMismatch: 'De prijs is gewijzigd. Bekijk de nieuwe prijs en bevestig opnieuw.',
    dateTimeNonexistent:
      'Dit tijdstip bestaat niet in Nederland: die nacht gaat de klok een uur vooruit. Kies een ander tijdstip.',
    dateTimeTooFar: 'U kunt tot 18 maanden vooruit boeken. Kies een eerdere datum.',
    outsideServiceArea: 'Wij rijden in Nederland en België. Kies daar een ophaallocatie en bestemming.',
    vehicleCapacity: 'Dit voertuig heeft niet genoeg plaatsen voor uw gezelschap. Kies een groter voertuig.',
    luggageCapacity: 'Dit voertuig heeft niet genoeg ruimte voor al uw bagage. Kies een groter voertuig.',
    tooClose: 'De ophaallocatie en de bestemming moeten minstens 1 km uit elkaar liggen.',
    outOfSeason: 'Deze tour is op die datum niet beschikbaar. Kies een datum binnen het seizoen.',
    groupSize: 'Deze tour is voor groepen van {{min}} tot {{max}} personen.',
    returnDateTime: 'Kies een datum en tijd voor de terugrit die minimaal 30 minuten vanaf nu ligt.',
    returnBeforeOutbound: 'Kies voor de terugrit een tijd na afloop van de heenrit.',
    tooManySeats: 'U kunt niet meer kinderzitjes en zittingverhogers kiezen dan er passagiers zijn.',
    notForHire: 'Dit voertuig is niet per uur te huren. Kies een ander voertuig.',
    invalidFlightNumber: 'Vul een geldig vluchtnummer in, zoals KL1234, of “Geen”.',
    chooseTour: 'Kies een tour.',
    unknownCompanyCode:
      'Deze boekingscode kennen wij niet. Controleer de code bij uw bedrijf of laat het veld leeg.',
    companyCodeInvalid: 'Een boekingscode bestaat alleen uit letters, cijfers en streepjes, zoals ACME-2026.',
    email: {
      required: 'Vul uw e-mailadres in',
      spaces: 'Een e-mailadres bevat geen spaties',
      tooLong: 'Dit e-mailadres is te lang',
      incomplete: 'Vul een volledig e-mailadres in, zoals naam@voorbeeld.nl',
    },
    firstNameRequired: 'Vul uw voornaam in',
    lastNameRequired: 'Vul uw achternaam in',
    subjectRequired: 'Kies een onderwerp voor uw bericht',
    messageRequired: 'Schrijf uw bericht',
    passengerNameRequired: 'Vul de naam van de reiziger in',
    checkField: 'Controleer uw {{field, lowercase}}',
    checkFields: 'Controleer deze gegevens en probeer het opnieuw: {{fields}}.',
    bookingFieldsInvalid:
      'Enkele gegevens konden wij niet verwerken: {{fields}}. Pas ze aan en bevestig opnieuw.',
  },
  footer: {
    blurb:
      'Premium taxi- en chauffeursdienst met Mercedes-Benz-voertuigen vanaf Schiphol. Luchthavenvervoer, zakelijke ritten, stadstransfers en privétours door Nederland en België, tegen vaste prijzen.',
    contactTitle: 'Contact',
    servicesTitle: 'Diensten',
    services: {
      airport: 'Luchthavenvervoer',
      business: 'Zakelijk vervoer',
      city: 'Stadstransfers',
      tours: 'Tours op maat',
      hourly: 'Boeken per uur',
    },
    destinationsTitle: 'Populaire bestemmingen',
    privacy: 'Privacybeleid',
    terms: 'Algemene voorwaarden',
    kvk: 'KvK-nummer {{number}}',
    copyright: '© {{year}} {{name}}. Alle rechten voorbehouden.',
    prices: 'Alle prijzen zijn vaste prijzen in euro, inclusief btw.',
    legalLabel: 'Juridisch',
  },
  legal: {
    lastUpdated: 'Laatst bijgewerkt: november 2026',
    privacy: {
      title: 'Privacybeleid',
      intro:
        '{{name}} gaat zorgvuldig om met uw privacy. In dit beleid leest u welke persoonsgegevens wij verzamelen, waarom, en hoe lang wij ze bewaren.',
      sections: [
        {
          title: 'Welke gegevens wij verzamelen',
          paragraphs: [
            'Wanneer u een rit boekt of ons een bericht stuurt, verzamelen wij uw naam, e-mailadres, telefoonnummer, ophaaladres en bestemming, datum en tijd, vluchtnummer en het aantal passagiers en bagagestukken.',
            'Wat u als ophaal- of afzetadres typt, zoeken wij op in onze eigen lijst met plaatsen. Een straatadres kan daarnaast worden opgezocht bij een adreszoekdienst: de Locatieserver van PDOK (Kadaster, de Nederlandse overheid) of een eigen OpenStreetMap-server. Die dienst krijgt alleen de tekst die u typt, nooit uw naam, contactgegevens of IP-adres. Wij leggen deze zoekopdrachten niet vast in logbestanden; een antwoord blijft hooguit een dag in het geheugen van onze server, zodat dezelfde zoekopdracht sneller gaat.',
          ],
        },
        {
          title: 'Waarvoor wij ze gebruiken',
          paragraphs: [
            'Wij gebruiken uw gegevens uitsluitend om uw rit uit te voeren en te bevestigen, om daarover contact met u op te nemen en om aan onze wettelijke verplichtingen te voldoen. Wij verkopen uw gegevens nooit.',
          ],
        },
        {
          title: 'Hoe lang wij ze bewaren',
          paragraphs: [
            'Transactiegegevens (boekingen en facturen) bewaren wij 7 jaar, zoals de Nederlandse belastingwet voorschrijft.',
            'Contactgegevens verwijderen wij zodra de dienst is uitgevoerd (uiterlijk 30 dagen na de rit of na de annulering), of na 30 dagen als er geen boeking volgt; berichten via het contactformulier 30 dagen na ontvangst.',
          ],
        },
        {
          title: 'Uw rechten',
          paragraphs: [
            'U kunt uw gegevens inzien, laten corrigeren of verwijderen, of bezwaar maken tegen het gebruik ervan, door te mailen naar {{email}}. Daarnaast kunt u een klacht indienen bij de Autoriteit Persoonsgegevens.',
          ],
        },
        {
          title: 'Cookies',
          paragraphs: [
            'Wij bewaren alleen uw taalkeuze, in een cookie en in de lokale opslag van uw browser. Wij gebruiken geen tracking- of advertentiecookies.',
          ],
        },
      ],
    },
    terms: {
      title: 'Algemene voorwaarden',
      intro:
        'Deze voorwaarden gelden voor elke rit die u boekt bij {{name}}, ingeschreven bij de Kamer van Koophandel onder nummer {{kvk}}.',
      sections: [
        {
          title: 'Boekingen',
          paragraphs: [
            'Een boeking is definitief zodra wij die per e-mail hebben bevestigd. De prijs die bij het boeken wordt genoemd, is een vaste prijs voor de afgesproken route.',
          ],
        },
        {
          title: 'Annuleren',
          paragraphs: [
            'U kunt kosteloos annuleren tot 2 uur vóór de ophaaltijd. Bij later annuleren of als u niet verschijnt, kunnen wij de volledige ritprijs in rekening brengen.',
          ],
        },
        {
          title: 'Betaling',
          paragraphs: ['U betaalt contant, met uw pinpas of creditcard, of per bankoverschrijving.'],
        },
        {
          title: 'Wachttijd en wijzigingen',
          paragraphs: [
            'Bij ophalen op de luchthaven volgen wij uw vlucht en passen wij de ophaaltijd kosteloos aan bij vertraging. Een routewijziging tijdens de rit kan de prijs veranderen.',
          ],
        },
        {
          title: 'Aansprakelijkheid',
          paragraphs: [
            'Al onze voertuigen en passagiers zijn volledig verzekerd. Wij zijn niet aansprakelijk voor vertraging door omstandigheden buiten onze macht.',
          ],
        },
      ],
    },
  },
  manage: {
    meta: {
      title: 'Uw boeking | {{company}}',
      description:
        'Bekijk uw boeking bij {{company}}, wijzig of annuleer de rit online of zet hem in uw agenda.',
    },
    hero: {
      eyebrow: 'Boeking beheren',
      title: 'Uw boeking',
      lead: 'Bekijk uw rit, wijzig of annuleer hem, of zet hem in uw agenda.',
    },
    loading: 'Uw boeking wordt geladen…',
    noScript:
      'Deze pagina heeft JavaScript nodig om uw boeking te tonen. U kunt ons ook bellen op {{phone}} of mailen naar {{email}}, met vermelding van uw boekingsreferentie.',
    privacyNote:
      'Voor uw privacy halen wij de code van uw link uit de adresbalk en bewaren wij die alleen in dit tabblad, zodat de pagina ook na herladen werkt. Gebruikt u een nieuw tabblad of een andere browser, open dan opnieuw de link in uw e-mail.',
    notValid: {
      title: 'Deze link is niet geldig',
      text: 'Bij deze link kunnen wij geen boeking tonen. Open de link in de meest recente e-mail die wij u stuurden, of neem contact met ons op: wij helpen u graag direct verder.',
      call: 'Bel {{phone}}',
      email: 'Mail naar {{email}}',
    },
    unavailable: {
      title: 'Uw boeking kon niet worden geladen',
      text: 'Er ging iets mis bij ons of met de verbinding. Probeer het over een minuut opnieuw.',
      retry: 'Opnieuw proberen',
    },
    heading: 'Boeking {{reference}}',
    statusLabel: 'Status:',
    status: {
      requested: 'Aangevraagd',
      confirmed: 'Bevestigd',
      declined: 'Afgewezen',
      cancelled: 'Geannuleerd',
      completed: 'Uitgevoerd',
      expired: 'Verlopen',
      noShow: 'Niet verschenen',
    },
    statusText: {
      requested: 'Wij hebben uw boekingsaanvraag ontvangen en bevestigen die binnenkort per e-mail.',
      confirmed: 'Uw rit is bevestigd.',
      confirmedNoDriver:
        'Uw rit is bevestigd. Vóór de rit laten wij u de naam en het telefoonnummer van uw chauffeur weten.',
      declined:
        'Het spijt ons, maar wij kunnen deze boekingsaanvraag niet aannemen. Er worden geen kosten in rekening gebracht.',
      cancelled: 'Deze boeking is geannuleerd.',
      cancelledNow: 'Uw boeking is geannuleerd. U ontvangt een bevestiging per e-mail.',
      completed: 'Deze rit is uitgevoerd. Bedankt dat u met ons reisde.',
      expired:
        'Wij konden deze aanvraag niet op tijd bevestigen. Ze is vervallen en er worden geen kosten in rekening gebracht. Bel ons gerust als u nog vervoer nodig heeft.',
      noShow: 'Uw chauffeur heeft op het ophaaladres gewacht, maar kon u daar niet vinden.',
    },
    progress: {
      onTheWay: {
        title: 'Uw chauffeur is onderweg',
        text: 'Uw chauffeur rijdt nu naar het ophaaladres.',
      },
      arrived: {
        title: 'Uw chauffeur is aangekomen',
        text: 'Uw chauffeur wacht op u bij het ophaaladres.',
      },
      onBoard: {
        title: 'U bent ingestapt',
        text: 'Leun lekker achterover en geniet van de rit.',
      },
      live: 'Deze pagina wordt elke minuut bijgewerkt.',
    },
    message: {
      title: 'Bericht van {{company}}',
    },
    payment: {
      title: 'Betaling',
      due: 'Te betalen: {{amount}} incl. btw',
      dueText: 'U kunt nu veilig online betalen.',
      open: 'Betaling gestart, nog niet afgerond',
      checking: 'Wij wachten op de bevestiging van uw betaling…',
      openText:
        'Heeft u zojuist betaald? De bevestiging kan enkele minuten duren: laad deze pagina straks opnieuw.',
      openCanPay: 'Heeft u de betaling niet afgerond? Dan kunt u dat nu alsnog doen.',
      paid: 'Online betaald: {{amount}} incl. btw',
      paidText: 'Hartelijk dank: wij hebben uw betaling ontvangen.',
      notCompleted: 'De betaling is niet gelukt',
      notCompletedText: 'Er is niets afgeschreven.',
      refunded: 'Terugbetaald: {{amount}}',
      refundedText:
        'Het bedrag wordt teruggestort op de rekening of kaart waarmee u betaalde. Afhankelijk van uw bank kan dat enkele werkdagen duren.',
      payNow: 'Nu betalen',
      complete: 'Betaling afronden',
      retry: 'Opnieuw proberen',
      redirecting: 'U wordt doorgestuurd naar onze beveiligde betaalpagina…',
      nothingToPay:
        'Voor deze boeking valt online niets meer te betalen. De pagina toont nu de actuele stand.',
      unavailable:
        'Online betalen is op dit moment niet mogelijk. Probeer het later opnieuw of bel ons op {{phone}}.',
      failed: 'De betaalpagina kon niet worden geopend. Probeer het opnieuw of bel ons op {{phone}}.',
    },
    invoices: {
      title: 'Betaalbewijzen en facturen',
      intro: 'Download de pdf voor uw administratie of uw declaratie.',
      invoice: 'Factuur {{number}}',
      creditNote: 'Creditnota {{number}}',
      issued: 'Datum: {{date}}',
      download: 'Downloaden',
      downloadInvoice: 'Factuur {{number}} downloaden',
      downloadCreditNote: 'Creditnota {{number}} downloaden',
      notFound: 'Wij konden dit document niet vinden. De lijst toont nu uw actuele documenten.',
      failed: 'De pdf kon niet worden gedownload. Probeer het opnieuw of bel ons op {{phone}}.',
    },
    driver: 'Uw chauffeur',
    driverPhone: 'Telefoon',
    reason: 'Onze reden',
    details: {
      title: 'Uw rit',
      pickupTime: 'Ophalen',
      pickupTimeValue: '{{date}} om {{time}} uur (Nederlandse tijd)',
      localTime: 'Dat is {{time}} uur in uw tijdzone ({{zone}}).',
      localDateTime: 'Dat is {{date}} om {{time}} uur in uw tijdzone ({{zone}}).',
      from: 'Van',
      to: 'Naar',
      vehicle: 'Voertuig',
      passengers: 'Passagiers',
      luggage: 'Bagage',
      flightNumber: 'Vluchtnummer',
      price: 'Vaste prijs',
      product: 'Boeking',
      outboundRide: 'Heenrit van een retourtransfer',
      returnRide: 'Terugrit van een retourtransfer',
      linkedRide:
        'Uw andere rit: {{reference}}. Die rit heeft een eigen link in uw e-mail en kan apart worden geannuleerd.',
      hours: 'Aantal uren',
      duration: 'Duur',
      asDirected: 'Naar wens',
      extras: 'Extra’s',
      notes: 'Opmerkingen',
      passenger: 'Reiziger',
      meetingPoint: 'Ontmoetingspunt',
      freeWaiting: 'Gratis wachttijd',
      airportWaiting: 'Tot {{count}} minuten na de landing van uw vlucht',
      otherWaiting: 'Tot {{count}} minuten na de ophaaltijd',
    },
    actions: {
      title: 'Wijzigen, annuleren of in uw agenda zetten',
      calendar: 'Aan agenda toevoegen',
      calendarFailed: 'Het agendabestand kon niet worden gedownload. Probeer het opnieuw.',
    },
    cancel: {
      until:
        'Online wijzigen of annuleren kan tot {{date}} om {{time}} uur (Nederlandse tijd). Annuleren is kosteloos.',
      button: 'Boeking annuleren',
      tooLate:
        'Online annuleren kan tot 2 uur voor de ophaaltijd. Wilt u deze rit nu nog annuleren of wijzigen? Bel ons dan.',
      call: 'Bel {{phone}}',
      dialogTitle: 'Boeking {{reference}} annuleren?',
      dialogText:
        'Uw rit op {{date}} om {{time}} uur (Nederlandse tijd) van {{pickup}} naar {{destination}} wordt geannuleerd. Dit kunt u niet ongedaan maken.',
      dialogTextFrom:
        'Uw rit op {{date}} om {{time}} uur (Nederlandse tijd) vanaf {{pickup}} wordt geannuleerd. Dit kunt u niet ongedaan maken.',
      confirm: 'Ja, annuleer mijn boeking',
      keep: 'Nee, boeking behouden',
      sending: 'Bezig met annuleren…',
      failed: 'Uw boeking kon niet worden geannuleerd. Probeer het opnieuw of bel ons op {{phone}}.',
      notAllowed:
        'Deze boeking kan niet meer online worden geannuleerd. De pagina toont nu de actuele status.',
    },
    change: {
      button: 'Boeking wijzigen',
      loading: 'Het formulier wordt geopend…',
      title: 'Uw boeking wijzigen',
      intro:
        'Wijzig wat u nodig heeft en controleer de nieuwe prijs voordat u bevestigt. Een ander vluchtnummer of adres vraagt geen nieuwe bevestiging; bij andere wijzigingen bevestigen wij uw boeking opnieuw.',
      pickupHint:
        'Ophaalplaats: {{place}}. Vul hier het huisnummer, hotel, de terminal of de ontmoetingsplek in.',
      destinationHint: 'Bestemming: {{place}}. Vul hier het huisnummer, hotel of de terminal in.',
      placesNote:
        'Wilt u een andere ophaalplaats of bestemming? Bel ons dan, want de prijs hangt af van de route.',
      check: 'Wijziging controleren',
      checking: 'Bezig met controleren…',
      close: 'Niets wijzigen',
      previewTitle: 'Uw wijziging',
      changedValue: '{{after}} (voorheen {{before}})',
      previousWhen: '{{date}} om {{time}} uur',
      previousTime: '{{time}} uur',
      none: 'geen',
      pickupDetail: 'Ophaaladres',
      destinationDetail: 'Afzetadres',
      newPrice: 'Nieuwe prijs',
      previousPrice: '(voorheen {{price}})',
      samePrice: 'De prijs blijft {{price}} incl. btw.',
      needsConfirmation:
        'Na deze wijziging bevestigen wij uw boeking opnieuw per e-mail. Tot die tijd staat uw boeking op ‘Aangevraagd’.',
      staysConfirmed: 'Uw boeking blijft bevestigd.',
      confirm: 'Wijziging bevestigen',
      sending: 'Wijziging wordt opgeslagen…',
      changed: 'Uw boeking is gewijzigd. U ontvangt de nieuwe gegevens per e-mail.',
      changedNeedsConfirmation:
        'Uw boeking is gewijzigd. Wij sturen u binnenkort per e-mail een nieuwe bevestiging.',
      closed: 'Deze boeking kan niet meer online worden gewijzigd. De pagina toont nu de actuele status.',
      tooLate:
        'Online wijzigen kan tot 2 uur voor de ophaaltijd, dus deze wijziging is niet doorgevoerd. Wilt u deze rit nu nog wijzigen of annuleren? Bel ons dan.',
      callLink: 'Bel {{phone}}',
      problems: {
        validation: 'Sommige gegevens kloppen niet. Controleer ze en probeer het opnieuw.',
        vehicleCapacity:
          'De voor u geboekte {{vehicle}} heeft geen plaats voor {{passengers}} passagiers. Bel ons, dan zoeken wij graag een groter voertuig voor u.',
        luggageCapacity:
          'In de voor u geboekte {{vehicle}} is geen plaats voor {{luggage}} stuks bagage. Bel ons, dan zoeken wij graag een groter voertuig voor u.',
        changeNeedsCall:
          'Voor uw boeking is een prijs met ons afgesproken, dus deze wijziging kunnen wij niet online berekenen. Bel ons, dan regelen wij het graag met u.',
        tooManyChanges:
          'Deze boeking is vandaag al een paar keer online gewijzigd. Wilt u nog iets aanpassen? Bel ons, dan regelen wij het samen.',
        nothingChanged: 'U heeft nog niets gewijzigd.',
        failed: 'Uw wijziging kon niet worden opgeslagen. Probeer het opnieuw of bel ons.',
      },
    },
    questions:
      'Vragen of wijzigingen? Bel ons op {{phone}} of mail naar {{email}}, met vermelding van uw referentie {{reference}}.',
  },
  notFound: {
    title: 'Pagina niet gevonden',
    text: 'De pagina die u zoekt bestaat niet of is verplaatst.',
    home: 'Naar de startpagina',
    metaTitle: 'Pagina niet gevonden | {{company}}',
    linksTitle: 'Waar wilt u naartoe?',
    booking: 'Een rit boeken',
    contact: 'Contact opnemen',
    callUs: 'Of bel ons, dag en nacht:',
  },
};
