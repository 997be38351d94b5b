import { FROM_PRICE_CENTS } from '../../content/fleet.js';
import type { TourId } from '../../content/tours.js';
import { formatEuros } from '../../format.js';
import { tourFromPrice } from '../../locales/tour-price.js';
import type { TranslationResource } from '../../locales/types.js';

/**
 * Words around the hero's "from" price and a tour's price per person, formatted like every other
 * German price ("180 €"). Pure, so a bundle that never reads a text drops it.
 */
const fromPrice = /* @__NO_SIDE_EFFECTS__ */ (words: (price: string) => string): string =>
  words(formatEuros(FROM_PRICE_CENTS, 'de'));
const tourFrom = /* @__NO_SIDE_EFFECTS__ */ (id: TourId, words: (price: string) => string): string =>
  words(tourFromPrice(id, 'de'));

/** German resources, first half of the public site (common to contact), in the formal "Sie"-form. */
export const deSite1: Pick<
  TranslationResource,
  | 'common'
  | 'nav'
  | 'meta'
  | 'home'
  | 'fleet'
  | 'stats'
  | 'about'
  | 'services'
  | 'cityTransfers'
  | 'tours'
  | 'contact'
> = {
  common: {
    skipToContent: 'Zum Hauptinhalt springen',
    bookNow: 'Jetzt buchen',
    bookPremiumRide: 'Premium-Fahrt buchen',
    bookOnline: 'Online buchen',
    bookThisTour: 'Diese Tour buchen',
    callNow: 'Jetzt anrufen',
    callUs: 'Anrufen: {{phone}}',
    askQuestions: 'Fragen stellen',
    checkAvailability: 'Verfügbarkeit prüfen',
    contactUs: 'Kontakt aufnehmen',
    learnMore: 'Mehr erfahren',
    discover: 'Entdecken',
    viewAllServices: 'Alle Leistungen ansehen',
    fromPrice: 'Ab {{price}}',
    perPerson: 'pro Person',
    close: 'Schließen',
    inclVat: 'inkl. MwSt.',
    available247: 'Rund um die Uhr erreichbar',
    ratingOutOf: '{{rating}} von 5 Sternen',
    ratingSummary: '{{rating}}/5 aus {{count}} Bewertungen',
    duration: {
      minutes: '{{minutes}} Min.',
      hours: '{{hours}} Std.',
      hoursMinutes: '{{hours}} Std. {{minutes}} Min.',
    },
  },
  nav: {
    label: 'Hauptnavigation',
    home: 'Startseite',
    about: 'Über uns',
    services: 'Leistungen',
    booking: 'Buchen',
    tours: 'Touren',
    cityTransfers: 'Stadttransfers',
    contact: 'Kontakt',
    language: 'Sprache',
    languageCurrent: 'Sprache: {{language}} ({{code}})',
    openMenu: 'Menü öffnen',
    closeMenu: 'Menü schließen',
    homeLinkSuffix: ', zur Startseite',
  },
  meta: {
    siteName: '{{company}}',
    ogLocale: 'de_DE',
    pages: {
      home: {
        title: '{{company}} | Flughafentransfer & Chauffeurservice',
        description: fromPrice(
          (price) =>
            `Taxi ab Schiphol im Mercedes-Benz: Flughafentransfers, Geschäftsfahrten, Stadttransfers und Tagestouren. Festpreise ab ${price}, rund um die Uhr.`,
        ),
      },
      about: {
        title: 'Über uns | {{company}}',
        description:
          'Seit 2020 fahren wir Reisende und Geschäftskunden ab Schiphol in Premium-Fahrzeugen von Mercedes-Benz. Lernen Sie unser Team und unsere Werte kennen.',
      },
      services: {
        title: 'Flughafen-, Geschäfts- & Stadttransfers | {{company}}',
        description:
          'Flughafenservice, Geschäftstransfers und Stadttransfers zum Festpreis – mit Flugüberwachung und professionellen Chauffeuren, rund um die Uhr.',
      },
      booking: {
        title: 'Ihre Fahrt buchen | {{company}}',
        description:
          'Buchen Sie Ihr Premium-Taxi im Mercedes-Benz von oder nach Schiphol und sehen Sie sofort Ihren Festpreis. Keine versteckten Kosten.',
      },
      contact: {
        title: 'Kontakt | {{company}}',
        description:
          'Rufen Sie an, schreiben Sie uns oder besuchen Sie uns am Flughafen Schiphol. Wir sind rund um die Uhr erreichbar und antworten binnen fünf Minuten.',
      },
      cityTransfers: {
        title: 'Stadttransfers ab Schiphol | {{company}}',
        description:
          'Transfers zum Festpreis von Schiphol nach Amsterdam, Rotterdam, Utrecht, Den Haag, Eindhoven und in weitere niederländische Städte.',
      },
      tourGiethoorn: {
        title: 'Tagestour nach Giethoorn ab Schiphol | {{company}}',
        description: tourFrom(
          'giethoorn',
          (price) =>
            `Private Tagestour nach Giethoorn, dem autofreien Dorf der Kanäle und reetgedeckten Bauernhäuser. Ab ${price} pro Person.`,
        ),
      },
      tourBruges: {
        title: 'Tagestour nach Brügge ab Schiphol | {{company}}',
        description: tourFrom(
          'bruges',
          (price) =>
            `Private Tagestour ins mittelalterliche Brügge: Kanäle, Belfried und belgische Schokolade. Ab ${price} pro Person.`,
        ),
      },
      tourKeukenhof: {
        title: 'Keukenhof-Tour ab Schiphol | {{company}}',
        description: tourFrom(
          'keukenhof',
          (price) =>
            `Private Halbtagestour zum Keukenhof und durch die blühenden Tulpenfelder, von März bis Mai. Ab ${price} pro Person.`,
        ),
      },
      tourMarken: {
        title: 'Ausflug nach Marken ab Schiphol | {{company}}',
        description: tourFrom(
          'marken',
          (price) =>
            `Private Halbtagestour nach Marken, der einstigen Insel mit grünen Holzhäusern und Leuchtturm. Ab ${price} pro Person.`,
        ),
      },
      tourVolendam: {
        title: 'Ausflug nach Volendam ab Schiphol | {{company}}',
        description: tourFrom(
          'volendam',
          (price) =>
            `Private Halbtagestour nach Volendam, dem Fischerstädtchen am Markermeer. Ab ${price} pro Person.`,
        ),
      },
      tourZaanseSchans: {
        title: 'Windmühlen-Tour Zaanse Schans | {{company}}',
        description:
          'Private Tour zu den Windmühlen, Käsereien und Holzschuhmachern der Zaanse Schans. Von 127 Gästen mit 4,9/5 bewertet.',
      },
      tourBrussels: {
        title: 'Tagestour nach Brüssel ab Schiphol | {{company}}',
        description: tourFrom(
          'brussels',
          (price) =>
            `Private Tagestour nach Brüssel: Grand-Place, Atomium und belgische Schokolade. Ab ${price} pro Person.`,
        ),
      },
      tourAntwerp: {
        title: 'Tagestour nach Antwerpen ab Schiphol | {{company}}',
        description: tourFrom(
          'antwerp',
          (price) =>
            `Private Tagestour nach Antwerpen: Rubens, die Kathedrale und das Diamantenviertel. Ab ${price} pro Person.`,
        ),
      },
    },
  },
  home: {
    hero: {
      eyebrow: 'Flughafen Schiphol · Seit 2020',
      title: 'Premium-Taxi & Chauffeurservice',
      titleAccent: 'ab Flughafen Schiphol',
      lead: 'Flughafentransfers, Geschäftsfahrten und private Tagestouren durch die Niederlande und Belgien – stets im Mercedes-Benz. Ihr Chauffeur erwartet Sie in der Ankunftshalle, ganz gleich, wann Sie landen.',
      priceBadge: fromPrice((price) => `Festpreise ab ${price}`),
      trust: {
        fixedPricing: 'Festpreis ohne versteckte Kosten',
        available: 'Rund um die Uhr erreichbar',
        insured: 'Voll versichert',
        response: 'Antwort binnen 5\u00a0Minuten',
      },
    },
    about: {
      eyebrow: 'Über uns',
      title: 'Entspannt ankommen – nach jedem Flug',
      text: 'Wir sind ein Chauffeurservice mit Sitz am Flughafen Schiphol. Seit 2020 fahren wir Reisende, Familien und Geschäftskunden in makellosen Mercedes-Benz-Fahrzeugen – mit einem Versprechen: Der Preis, den wir Ihnen nennen, ist der Preis, den Sie zahlen.',
      points: [
        'Chauffeure, die jedes Terminal und jede Abkürzung kennen',
        'Flugüberwachung: Verspätungen kosten Sie keinen Cent extra',
        'Persönlicher Empfang in der Ankunftshalle',
      ],
      cta: 'Unsere Geschichte',
    },
    services: {
      eyebrow: 'Leistungen',
      title: 'Jede Fahrt mit Sorgfalt geplant',
      lead: 'Ob kurz nach Amsterdam oder einen ganzen Tag nach Brügge: Wir planen die Fahrt ganz nach Ihren Wünschen.',
      cards: {
        airport: {
          title: 'Flughafentransfers',
          text: 'Von Ihrer Haustür zum Terminal und zurück – mit Flugüberwachung und persönlichem Empfang in der Ankunftshalle.',
        },
        business: {
          title: 'Geschäftsfahrten',
          text: 'Pünktliche, diskrete Chauffeure für Termine, Roadshows und Veranstaltungen – bequem auf Firmenrechnung.',
        },
        tours: {
          title: 'Touren & Stadttransfers',
          text: 'Fahrten zum Festpreis in jede niederländische Stadt und private Tagestouren zu Windmühlen, Tulpen und belgischen Städten.',
        },
      },
    },
    fleet: {
      eyebrow: 'Unsere Flotte',
      title: 'Wählen Sie Ihren Mercedes-Benz',
      lead: 'Jedes Fahrzeug ist jünger als vier Jahre, makellos gepflegt und wird von einem professionellen Chauffeur gefahren.',
      tabsLabel: 'Fahrzeugtypen',
    },
    stats: {
      eyebrow: 'In Zahlen',
      title: 'Seit 2020 verlässlich unterwegs',
    },
    why: {
      eyebrow: 'Warum wir',
      title: 'Der Unterschied liegt im Detail',
      items: {
        fixed: {
          title: 'Festpreise',
          text: 'Sie kennen den Fahrpreis schon vor der Buchung. Kein Taxameter, keine Aufschläge für Stau oder Verspätungen.',
        },
        available: {
          title: 'Rund um die Uhr',
          text: 'Früher Abflug oder späte Landung: Wir fahren Tag und Nacht, an jedem Tag des Jahres.',
        },
        insured: {
          title: 'Voll versichert',
          text: 'Lizenzierte Chauffeure und vollversicherte Fahrzeuge – damit Sie ganz entspannt reisen.',
        },
        response: {
          title: 'Antwort binnen 5\u00a0Minuten',
          text: 'Fragen oder Änderungen? Unsere Disposition antwortet innerhalb von fünf Minuten.',
        },
      },
      ctaTitle: 'Bereit, wenn Sie landen',
      ctaText: 'In zwei Minuten gebucht – Ihren Festpreis sehen Sie sofort.',
    },
  },
  fleet: {
    luggage: '{{count}} Koffer',
    luggageNotApplicable: 'Gepäck: k. A.',
    passengers: '{{count}} Personen',
    luggageLabel: 'Gepäck',
    passengersLabel: 'Fahrgäste',
    types: {
      saloon: 'Limousine',
      station: 'Kombi',
      minivan: 'Van',
      sClass: 'S-Klasse',
      minibus: 'Kleinbus',
    },
    vehicles: {
      v1: { features: ['Lederausstattung', 'Klimaautomatik', 'Kostenloses WLAN'] },
      v2: { features: ['Extra viel Gepäckraum', 'Panoramadach', 'Kostenloses WLAN'] },
      v3: { features: ['Bis zu 8 Fahrgäste', 'Schiebetüren', 'Ideal für Familien'] },
      v4: { features: ['Luxus-Flaggschiff', 'Massagesitze', 'Fond der Extraklasse'] },
      v5: { features: ['Bis zu 20 Fahrgäste', 'Gruppenreisen', 'Großzügige Kopffreiheit'] },
      v6: { features: ['Bis zu 20 Fahrgäste', 'Komfortsitze', 'Veranstaltungen & Gruppen'] },
    },
  },
  stats: {
    label: 'Unternehmen in Zahlen',
    vehicles: 'Premium-Fahrzeuge',
    trips: 'Durchgeführte Fahrten',
    people: 'Beförderte Fahrgäste',
    rating: 'Durchschnittliche Bewertung',
  },
  about: {
    hero: {
      eyebrow: 'Über uns',
      title: 'Erstklassig unterwegs, persönlich betreut',
      lead: 'Ein Chauffeurservice am Flughafen Schiphol, der für Pünktlichkeit, Komfort und ehrliche Preise steht.',
    },
    story: {
      title: 'Unsere Geschichte',
      paragraphs: [
        'Angefangen haben wir 2020 mit einer einzigen Mercedes-Benz E-Klasse und einer einfachen Idee: Die Fahrt zum oder vom Flughafen sollte sich wie der erste Moment Ihres Urlaubs anfühlen oder wie die Ruhe vor Ihrem Termin – und nicht wie ein Glücksspiel mit dem Taxameter.',
        'Heute reicht unsere Flotte von Oberklasse-Limousinen bis zu Kleinbussen mit 20 Sitzplätzen, und unsere Chauffeure bringen Reisende, Familien und Unternehmen in jeden Winkel der Niederlande und Belgiens.',
        'Geblieben ist unsere Arbeitsweise: ein Festpreis vor der Buchung, ein Chauffeur, der Ihren Flug verfolgt, und ein Team, das Sie zu jeder Stunde erreichen.',
      ],
    },
    values: {
      title: 'Wofür wir stehen',
      items: {
        reliability: {
          title: 'Zuverlässigkeit',
          text: 'Wir sind vor Ihnen da. Jede Fahrt planen wir anhand aktueller Flug- und Verkehrsdaten.',
        },
        comfort: {
          title: 'Komfort',
          text: 'Aktuelle Mercedes-Benz-Modelle mit Klimaautomatik, Wasser und WLAN an Bord.',
        },
        transparency: {
          title: 'Transparenz',
          text: 'Ein Festpreis, vorab vereinbart. Kein Taxameter und hinterher keine Überraschungen.',
        },
        care: {
          title: 'Persönliche Betreuung',
          text: 'Hilfe beim Gepäck, Kindersitze auf Wunsch und Chauffeure, die Ihre Sprache sprechen.',
        },
      },
    },
    stats: {
      title: 'Unser Weg in Zahlen',
    },
    accordion: {
      title: 'Vision und Mission',
      vision: {
        title: 'Unsere Vision',
        text: 'Der vertrauenswürdigste Name für Premium-Personenbeförderung rund um Schiphol zu sein: das Unternehmen, das Reisende weiterempfehlen, weil jedes Detail gestimmt hat.',
      },
      mission: {
        title: 'Unsere Mission',
        text: 'Sichere, pünktliche und komfortable Fahrten zu einem fairen Festpreis – mit Chauffeuren, die jeden Fahrgast wie einen persönlichen Gast behandeln.',
      },
    },
  },
  services: {
    hero: {
      eyebrow: 'Leistungen',
      title: 'Chauffeurservice für jede Reise',
      lead: 'Flughafen, Geschäftstermin oder Stadtfahrt: ein Servicestandard, ein Festpreis.',
    },
    core: {
      title: 'Unsere Kernleistungen',
      items: {
        airport: {
          title: 'Flughafenservice',
          text: 'Transfers von und nach Schiphol sowie zu allen anderen Flughäfen in den Niederlanden und Belgien.',
          points: ['Flugüberwachung', 'Empfang in der Ankunftshalle', '60 Minuten kostenlose Wartezeit'],
        },
        business: {
          title: 'Geschäftstransfers',
          text: 'Diskrete, pünktliche Beförderung für Führungskräfte, Gäste und Teams.',
          points: [
            'Bequem auf Firmenrechnung',
            'WLAN und Ladekabel an Bord',
            'Stundenweise oder ganztägig buchbar',
          ],
        },
        city: {
          title: 'Stadttransfers',
          text: 'Fahrten zum Festpreis von Schiphol in jede Stadt der Niederlande.',
          points: ['Von Tür zu Tür', 'Preis vorab bekannt', 'Stundenweise oder ganztägig'],
        },
      },
    },
    perks: {
      title: 'Vorteile für Geschäftskunden',
      items: {
        account: {
          title: 'Firmenkonto',
          text: 'Eine Monatsrechnung für alle Ihre Fahrten.',
        },
        priority: {
          title: 'Bevorzugte Buchung',
          text: 'Garantierte Verfügbarkeit für Ihre regelmäßigen Strecken.',
        },
        discretion: {
          title: 'Diskretion',
          text: 'Vertraulichkeit gehört zu jeder Fahrt.',
        },
        events: {
          title: 'Veranstaltungen und Roadshows',
          text: 'Abgestimmte Beförderung für Gruppen jeder Größe.',
        },
      },
    },
    guarantee: {
      title: 'Unsere Servicegarantie',
      text: 'Ist Ihr Chauffeur nicht zur vereinbarten Zeit am vereinbarten Ort und verpassen Sie dadurch Ihren Flug, erstatten wir Ihnen den vollen Fahrpreis. So sicher sind wir uns unserer Planung.',
    },
    cta: {
      title: 'Planen Sie Ihre nächste Fahrt',
      text: 'Buchen Sie online in zwei Minuten – oder sagen Sie uns, was Sie brauchen, und wir kümmern uns um alles.',
    },
  },
  cityTransfers: {
    hero: {
      eyebrow: 'Stadttransfers',
      title: 'Von Schiphol in jede Stadt der Niederlande',
      lead: 'Richtpreise pro Fahrt in einer Mercedes-Benz-Limousine; bei der Buchung steht Ihr Preis fest. Größere Fahrzeuge sind ebenfalls verfügbar.',
    },
    labels: {
      distance: 'Entfernung',
      duration: 'Fahrzeit',
      price: 'Preis',
      priceRange: '{{from}} – {{to}}',
      highlights: 'Vorteile',
      attractions: 'Sehenswürdigkeiten',
      bookCityDetail: 'Transfer nach {{city}}',
    },
    cities: {
      amsterdam: {
        description:
          'Die Hauptstadt liegt nur eine kurze Fahrt entfernt: Grachtenhäuser, Museen von Weltrang und lebendige Viertel.',
        highlights: ['Schnellster Transfer ab Schiphol', 'Bis vor die Hoteltür', 'Auch nachts verfügbar'],
        attractions: ['Rijksmuseum', 'Anne-Frank-Haus', 'Grachtengürtel'],
      },
      rotterdam: {
        description: 'Kühne Architektur, der größte Hafen Europas und ein florierendes Geschäftsviertel.',
        highlights: ['Bis ins Geschäftsviertel', 'Direkt über die Autobahn', 'Ideal für Geschäftstermine'],
        attractions: ['Erasmusbrücke', 'Markthal', 'Würfelhäuser'],
      },
      utrecht: {
        description:
          'Eine historische Universitätsstadt mit tief liegenden Grachten und gemütlichen Cafés direkt am Wasser.',
        highlights: [
          'Bis zum Bahnhof Utrecht Centraal',
          'Veranstaltungen in der Jaarbeurs',
          'Entspannte Altstadt',
        ],
        attractions: ['Domturm', 'Oudegracht', 'Rietveld-Schröder-Haus'],
      },
      denHaag: {
        description:
          'Sitz der niederländischen Regierung, mit internationalen Gerichtshöfen, Palästen und eigenem Strand.',
        highlights: [
          'Botschaften und Ministerien',
          'Veranstaltungen im World Forum',
          'Strand von Scheveningen',
        ],
        attractions: ['Binnenhof', 'Mauritshuis', 'Friedenspalast'],
      },
      eindhoven: {
        description: 'Das Zentrum für Design und Technologie der Niederlande, Heimat des High Tech Campus.',
        highlights: ['High Tech Campus', 'Designviertel', 'Geschäftsreisen'],
        attractions: ['Philips Museum', 'Van Abbemuseum', 'Strijp-S'],
      },
      tilburg: {
        description:
          'Einst Textilstadt, heute kreatives Zentrum – ganz in der Nähe des Freizeitparks Efteling.',
        highlights: ['Efteling ganz in der Nähe', 'Universitätscampus', 'Stadtviertel Spoorzone'],
        attractions: ['Textilmuseum', 'Museum De Pont', 'Efteling'],
      },
      groningen: {
        description:
          'Die lebendige Hauptstadt des Nordens, voller Studierender, Fahrräder und historischer Plätze.',
        highlights: ['Komfortabel auf langer Strecke', 'Pause auf Wunsch', 'Universitätsstadt'],
        attractions: ['Martiniturm', 'Groninger Museum', 'Prinsenhof-Garten'],
      },
      maastricht: {
        description:
          'Eine Stadt im Süden mit römischen Wurzeln, feiner Küche und sanften Hügeln an der belgischen Grenze.',
        highlights: ['Komfort auf langer Strecke', 'Kongresszentrum MECC', 'Limburger Hügelland'],
        attractions: ['Vrijthof', 'Buchhandlung Dominicanen', 'Fort Sint Pieter'],
      },
      breda: {
        description:
          'Eine charmante Stadt in Brabant mit prächtiger Kirche, einem Schloss und einem belebten Marktplatz.',
        highlights: ['Historische Innenstadt', 'Tor nach Belgien', 'Entspanntes Tempo'],
        attractions: ['Grote Kerk', 'Schloss Breda', 'Valkenberg-Park'],
      },
      zwolle: {
        description:
          'Eine Hansestadt mit sternförmigem Stadtgraben, mittelalterlichen Toren und dem berühmten Turm Peperbus.',
        highlights: ['Hanseatische Altstadt', 'Tor zum Nordosten', 'Ruhige Autobahnstrecke'],
        attractions: ['Sassenpoort', 'Peperbus', 'Museum de Fundatie'],
      },
    },
    why: {
      title: 'Warum Sie mit uns reisen',
      items: {
        available: {
          title: 'Rund-um-die-Uhr-Service',
          text: 'Tag und Nacht, auch am Wochenende und an Feiertagen.',
        },
        fixed: { title: 'Festpreise', text: 'Ihr Fahrpreis steht vor der Fahrt fest.' },
        cities: {
          title: 'Alle großen Städte',
          text: 'Jede Stadt in den Niederlanden – und auch in Belgien.',
        },
        professional: { title: 'Professioneller Service', text: 'Erfahrene, lizenzierte Chauffeure.' },
      },
    },
    closing: {
      title: 'Ihre Stadt, Ihr Zeitplan',
      text: 'Buchen Sie online und sehen Sie sofort Ihren Preis – oder rufen Sie uns an, und wir kümmern uns um alles.',
    },
  },
  tours: {
    badge: 'Exklusive Privattour',
    overview: 'Die Tour im Überblick',
    highlightsTitle: 'Die Höhepunkte des Tages',
    detailsTitle: 'Tourdetails',
    included: 'Im Preis enthalten',
    tourHighlights: 'Höhepunkte der Tour',
    details: {
      duration: 'Dauer',
      groupSize: 'Gruppengröße',
      startingPoint: 'Startpunkt',
      priceFrom: 'Preis ab',
    },
    values: {
      halfDay: 'Halbtags, {{from}}–{{to}} Stunden',
      fullDay: 'Ganztags, {{from}}–{{to}} Stunden',
      groupSize: '{{from}}–{{to}} Personen',
      startingPoint: 'Flughafen Schiphol',
      priceFrom: '{{price}} pro Person',
    },
    closing: {
      title: 'Lust auf {{tour}}?',
      text: 'Private Tour, Ihr eigener Chauffeur, Ihr eigenes Tempo. Nennen Sie uns Ihr Wunschdatum – um alles Weitere kümmern wir uns.',
    },
    /** Each destination as it reads inside a sentence (German: "Lust auf den Keukenhof?"). */
    inSentence: {
      giethoorn: 'Giethoorn',
      bruges: 'Brügge',
      keukenhof: 'den Keukenhof',
      marken: 'Marken',
      volendam: 'Volendam',
      zaanseSchans: 'die Zaanse Schans',
      brussels: 'Brüssel',
      antwerp: 'Antwerpen',
    },
    menu: {
      giethoorn: 'Giethoorn',
      bruges: 'Brügge',
      keukenhof: 'Keukenhof',
      marken: 'Marken',
      volendam: 'Volendam',
      zaanseSchans: 'Zaanse Schans',
      brussels: 'Brüssel',
      antwerp: 'Antwerpen',
    },
    items: {
      giethoorn: {
        title: 'Tagestour nach Giethoorn',
        tagline: 'Gleiten Sie durch das „Venedig des Nordens“, ein Dorf ohne Straßen',
        intro:
          'In Giethoorn sind die Straßen Kanäle, und die Haustüren öffnen sich zum Wasser. Ihr Chauffeur bringt Sie von Schiphol ins Herz der Provinz Overijssel, wo Sie ein leises Flüsterboot an reetgedeckten Bauernhäusern, hölzernen Brücken und blühenden Gärten vorbeiführt.',
        highlights: [
          {
            title: 'Fahrt im Flüsterboot',
            text: 'Mit einem privaten Elektroboot durch die stillen Kanäle des alten Dorfes.',
          },
          {
            title: 'Reetgedeckte Bauernhäuser',
            text: 'Jahrhundertealte Höfe mit Reetdächern und einer Brücke zu jeder Haustür.',
          },
          {
            title: 'Nationalpark',
            text: 'Seen und Schilfgebiete des Nationalparks Weerribben-Wieden, reich an Vogelarten.',
          },
          {
            title: 'Mittagessen am Wasser',
            text: 'Zeit für ein entspanntes Mittagessen auf einer Terrasse am Kanal.',
          },
        ],
        included: [
          'Privater Transfer im Mercedes-Benz ab und bis Schiphol',
          'Professioneller, englischsprachiger Chauffeur',
          'Abholung am Terminal oder an Ihrem Hotel',
          'Einstündige private Fahrt im Flüsterboot',
          'Mineralwasser und WLAN an Bord',
          'Flexible Zwischenstopps unterwegs',
        ],
      },
      bruges: {
        title: 'Tagestour nach Brügge',
        tagline: 'Mittelalterliche Gassen, stille Kanäle und feinste belgische Schokolade',
        intro:
          'Brügge ist eine vollständig erhaltene mittelalterliche Stadt, UNESCO-Welterbe mit Kopfsteinpflastergassen, Kaufmannshäusern und Kanälen. Wir bringen Sie bequem über die Grenze, und Sie haben einen ganzen Tag, um die Stadt in Ihrem eigenen Tempo zu entdecken.',
        highlights: [
          {
            title: 'Marktplatz und Belfried',
            text: 'Das farbenfrohe Herz von Brügge unter dem 83 Meter hohen Glockenturm.',
          },
          {
            title: 'Bootsfahrt auf den Kanälen',
            text: 'Erleben Sie die Stadt vom Wasser aus, vorbei an Brücken und verborgenen Gärten.',
          },
          {
            title: 'Belgische Schokolade',
            text: 'Verkosten Sie Pralinen bei einem der Meisterchocolatiers der Stadt.',
          },
          {
            title: 'Beginenhof',
            text: 'Ein stiller Beginenhof mit weißen Häusern rund um einen grünen Innenhof.',
          },
        ],
        included: [
          'Privater Transfer im Mercedes-Benz ab und bis Schiphol',
          'Professioneller, englischsprachiger Chauffeur',
          'Abholung am Terminal oder an Ihrem Hotel',
          'Tickets für die Bootsfahrt',
          'Schokoladenverkostung',
          'Mineralwasser und WLAN an Bord',
        ],
      },
      keukenhof: {
        title: 'Keukenhof-Tour',
        tagline: 'Sieben Millionen Blumen im schönsten Frühlingsgarten der Welt',
        intro:
          'Jedes Frühjahr blühen im Keukenhof Millionen von Tulpen, Narzissen und Hyazinthen. Unterwegs fahren wir durch die Blumenfelder der Bollenstreek, wo sich die Landschaft in bunte Farbstreifen verwandelt. Geöffnet von Ende März bis Mitte Mai; in dieser Saison buchbar vom 21. März bis 12. Mai.',
        highlights: [
          {
            title: 'Tulpengärten',
            text: '32 Hektar Gartenanlagen mit mehr als 800 Tulpensorten.',
          },
          {
            title: 'Blumenfelder',
            text: 'Eine malerische Fahrt durch die blühenden Felder der Bollenstreek.',
          },
          { title: 'Fotostopps', text: 'Ihr Chauffeur kennt die besten Plätze für das perfekte Foto.' },
          {
            title: 'Saisonale Pavillons',
            text: 'Blumenschauen unter Dach, die im Laufe der Saison wechseln.',
          },
        ],
        included: [
          'Privater Transfer im Mercedes-Benz ab und bis Schiphol',
          'Eintrittskarten ohne Anstehen',
          'Professioneller, englischsprachiger Chauffeur',
          'Malerische Route durch die Blumenfelder',
          'Mineralwasser und WLAN an Bord',
          'Saison: März bis Mai',
        ],
      },
      marken: {
        title: 'Ausflug nach Marken',
        tagline: 'Eine ehemalige Insel mit grünen Holzhäusern am Markermeer',
        intro:
          'Marken war bis 1957 eine Insel, und so fühlt es sich bis heute an. Schlendern Sie zwischen grün-weißen Holzhäusern auf Warften, spazieren Sie über den Deich zum Leuchtturm, den man das „Pferd von Marken“ nennt, und genießen Sie den weiten Blick über das Wasser.',
        highlights: [
          {
            title: 'Holzhäuser',
            text: 'Traditionelle Häuser auf Warften, zum Schutz vor dem Wasser erbaut.',
          },
          { title: 'Das Pferd von Marken', text: 'Der markante Leuchtturm an der Spitze der Halbinsel.' },
          { title: 'Deichspaziergang', text: 'Ein malerischer Spaziergang mit Blick über das Markermeer.' },
          { title: 'Marker Museum', text: 'Trachten, Handwerk und Inselleben im Wandel der Jahrhunderte.' },
        ],
        included: [
          'Privater Transfer im Mercedes-Benz ab und bis Schiphol',
          'Professioneller, englischsprachiger Chauffeur',
          'Abholung am Terminal oder an Ihrem Hotel',
          'Freie Zeit, um das Dorf zu erkunden',
          'Mineralwasser und WLAN an Bord',
          'Auf Wunsch Halt in Volendam',
        ],
      },
      volendam: {
        title: 'Ausflug nach Volendam',
        tagline: 'Ein farbenfrohes Fischerstädtchen mit einer Geschichte in jeder Gasse',
        intro:
          'Den Hafen von Volendam säumen Fischstände, Cafés und kleine Läden, und noch immer laufen die Holzboote aufs Markermeer aus. Probieren Sie frisch geräucherten Fisch, lassen Sie sich in traditioneller Tracht fotografieren und bummeln Sie über den Deich.',
        highlights: [
          { title: 'Historischer Hafen', text: 'Traditionelle Boote und eine lebhafte Uferpromenade.' },
          { title: 'Räucherfisch', text: 'Probieren Sie Aal und Hering, frisch aus der Räucherei.' },
          { title: 'Traditionelle Tracht', text: 'Ein Erinnerungsfoto in echter Volendamer Tracht.' },
          {
            title: 'Käserei',
            text: 'Erleben Sie, wie Gouda und Edamer entstehen, und probieren Sie selbst.',
          },
        ],
        included: [
          'Privater Transfer im Mercedes-Benz ab und bis Schiphol',
          'Professioneller, englischsprachiger Chauffeur',
          'Abholung am Terminal oder an Ihrem Hotel',
          'Besuch einer Käserei mit Verkostung',
          'Mineralwasser und WLAN an Bord',
          'Freie Zeit am Hafen',
        ],
      },
      zaanseSchans: {
        title: 'Windmühlen-Tour Zaanse Schans',
        tagline: 'Arbeitende Windmühlen, Käsemacher und Holzschuhschnitzer an der Zaan',
        intro:
          'Auf der Zaanse Schans wird das Goldene Zeitalter der Niederlande lebendig: historische Windmühlen, die noch heute Gewürze mahlen und Holz sägen, grüne Holzhäuser und Handwerker bei der Arbeit. Ein entspannter, unvergesslicher Ausflug ab Schiphol.',
        highlights: [
          {
            title: 'Historische Windmühlen',
            text: 'Besichtigen Sie eine arbeitende Mühle und steigen Sie hinauf zur Galerie.',
          },
          {
            title: 'Käseverkostung',
            text: 'Probieren Sie Bauernkäse und erfahren Sie, wie er hergestellt wird.',
          },
          {
            title: 'Holzschuhwerkstatt',
            text: 'Schauen Sie zu, wie ein Handwerker Holzschuhe von Hand schnitzt.',
          },
          { title: 'Zaans Museum', text: 'Die Geschichte von Handel und Industrie der Region.' },
        ],
        included: [
          'Privater Transfer im Mercedes-Benz ab und bis Schiphol',
          'Professioneller, englischsprachiger Chauffeur',
          'Abholung am Terminal oder an Ihrem Hotel',
          'Eintritt in eine Windmühle',
          'Besuch von Käserei und Holzschuhwerkstatt',
          'Mineralwasser und WLAN an Bord',
        ],
      },
      brussels: {
        title: 'Tagestour nach Brüssel',
        tagline: 'Die Hauptstadt Europas, vom Grand-Place bis zum Atomium',
        intro:
          'Brüssel verbindet prachtvolle Architektur mit entspannter belgischer Lebensart. Bewundern Sie die vergoldeten Zunfthäuser am Grand-Place, besuchen Sie das Atomium und gönnen Sie sich in der Altstadt Waffeln und Schokolade.',
        highlights: [
          { title: 'Grand-Place', text: 'Einer der schönsten Plätze der Welt.' },
          { title: 'Atomium', text: 'Das berühmte Stahl-Wahrzeichen der Weltausstellung von 1958.' },
          {
            title: 'Schokolade und Pralinen',
            text: 'Verkostungen bei den berühmten Chocolatiers der Stadt.',
          },
          { title: 'Waffeln und Cafés', text: 'Zeit für eine belgische Waffel in den Galeries Royales.' },
        ],
        included: [
          'Privater Transfer im Mercedes-Benz ab und bis Schiphol',
          'Professioneller, englischsprachiger Chauffeur',
          'Abholung am Terminal oder an Ihrem Hotel',
          'Geführter Rundgang durch die Altstadt',
          'Schokoladenverkostung',
          'Mineralwasser und WLAN an Bord',
        ],
      },
      antwerp: {
        title: 'Tagestour nach Antwerpen',
        tagline: 'Rubens, Diamanten und einer der schönsten Bahnhöfe Europas',
        intro:
          'Antwerpen ist Belgiens kreative Hafenstadt: Heimat von Rubens, Zentrum des Diamantenhandels und ein Paradies für Mode und gutes Essen. Ihr Chauffeur bringt Sie von Schiphol an die Schelde, für einen Tag voller Kunst und Stil.',
        highlights: [
          { title: 'Liebfrauenkathedrale', text: 'Gotisches Meisterwerk mit vier Gemälden von Rubens.' },
          {
            title: 'Diamantenviertel',
            text: 'Das bedeutendste Diamantenviertel der Welt, direkt neben dem Bahnhof.',
          },
          { title: 'Rubenshaus', text: 'Wohnhaus und Atelier des Barockmalers.' },
          { title: 'Hauptbahnhof', text: 'Eine „Eisenbahnkathedrale“ aus Marmor und Glas.' },
        ],
        included: [
          'Privater Transfer im Mercedes-Benz ab und bis Schiphol',
          'Professioneller, englischsprachiger Chauffeur',
          'Abholung am Terminal oder an Ihrem Hotel',
          'Besuch der Liebfrauenkathedrale',
          'Spaziergang durch das Diamantenviertel',
          'Mineralwasser und WLAN an Bord',
        ],
      },
    },
  },
  contact: {
    hero: {
      eyebrow: 'Kontakt',
      title: 'Tag und Nacht für Sie da',
      lead: 'Rufen Sie an, schreiben Sie eine E-Mail oder senden Sie uns eine Nachricht. Unser Team antwortet innerhalb von fünf Minuten.',
    },
    cards: {
      phone: { title: 'Telefon', text: 'Rund um die Uhr erreichbar' },
      email: { title: 'E-Mail', text: 'Antwort innerhalb einer Stunde' },
      address: { title: 'Adresse', text: 'Besuchen Sie uns am Flughafen Schiphol' },
    },
    formTitle: 'Schreiben Sie uns',
    company: {
      title: 'Unternehmensangaben',
      address: 'Adresse',
      kvk: 'Handelsregister (KvK)',
      phone: 'Telefon',
      email: 'E-Mail',
    },
    hours: {
      title: 'Geschäftszeiten',
      days: 'Montag – Sonntag',
      holidays: 'Feiertage',
      open: 'Rund um die Uhr',
    },
    reviews: {
      title: 'Das sagen unsere Kunden',
      rating: '5,0',
      ratingLabel: 'Durchschnittliche Bewertung: 5,0 von 5',
      quote:
        'Unser Chauffeur erwartete uns mit Namensschild in der Ankunftshalle, obwohl unser Flug eine Stunde Verspätung hatte. Ein blitzsauberes Auto, eine angenehme Fahrt und genau der Preis, der uns genannt wurde.',
      author: 'Sarah M., London',
      sitesLabel: 'Bewertet auf',
    },
    form: {
      title: 'Schreiben Sie uns',
      firstName: 'Vorname',
      lastName: 'Nachname',
      email: 'E-Mail-Adresse',
      phone: 'Telefonnummer',
      phoneOptional: 'Telefonnummer (optional)',
      subject: 'Betreff',
      subjectPlaceholder: 'Betreff auswählen',
      subjects: {
        general: 'Allgemeine Anfrage',
        booking: 'Buchungsanfrage',
        business: 'Geschäftsfahrt',
        airport: 'Flughafentransfer',
        city: 'Stadttransfer',
        complaint: 'Beschwerde',
        feedback: 'Feedback',
        other: 'Sonstiges',
      },
      message: 'Nachricht',
      messagePlaceholder: 'Wie können wir Ihnen helfen?',
      send: 'Nachricht senden',
      sending: 'Wird gesendet…',
      required: 'Pflichtfeld',
      success: {
        title: 'Nachricht erfolgreich gesendet!',
        text: 'Vielen Dank. Wir melden uns so schnell wie möglich bei Ihnen.',
      },
      fallback:
        'Lieber persönlich? Rufen Sie unser Team an oder schreiben Sie eine E-Mail – Tag und Nacht, und wir helfen Ihnen sofort weiter.',
    },
  },
};
