import { FROM_PRICE_CENTS } from '../../content/fleet.js';
import type { TourId } from '../../content/tours.js';
import { formatEuros } from '../../format.js';
import { tourFromPrice } from '../../locales/tour-price.js';
import type { TranslationResource } from '../../locales/types.js';

/**
 * Words around the hero's "from" price and a tour's price per person, formatted like every other
 * French price ("180 €"). Pure, so a bundle that never reads a text drops it with its formatting.
 */
const fromPrice = /* @__NO_SIDE_EFFECTS__ */ (words: (price: string) => string): string =>
  words(formatEuros(FROM_PRICE_CENTS, 'fr'));
const tourFrom = /* @__NO_SIDE_EFFECTS__ */ (id: TourId, words: (price: string) => string): string =>
  words(tourFromPrice(id, 'fr'));

/** French resources, first half (common to contact): written for France and Belgium, in the "vous"-form. */
export const frSite1: Pick<
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
    skipToContent: 'Aller au contenu principal',
    bookNow: 'Réserver',
    bookPremiumRide: 'Réserver votre chauffeur',
    bookOnline: 'Réserver en ligne',
    bookThisTour: 'Réserver cette excursion',
    callNow: 'Appeler maintenant',
    callUs: 'Appeler le {{phone}}',
    askQuestions: 'Poser une question',
    checkAvailability: 'Vérifier les disponibilités',
    contactUs: 'Nous contacter',
    learnMore: 'En savoir plus',
    discover: 'Découvrir',
    viewAllServices: 'Voir tous nos services',
    fromPrice: 'À partir de {{price}}',
    perPerson: 'par personne',
    close: 'Fermer',
    inclVat: 'TTC',
    available247: 'Disponible 24\u00a0h/24, 7\u00a0j/7',
    ratingOutOf: '{{rating}} étoiles sur 5',
    ratingSummary: '{{rating}}/5 d’après {{count}} avis',
    duration: { minutes: '{{minutes}} min', hours: '{{hours}} h', hoursMinutes: '{{hours}} h {{minutes}}' },
  },
  nav: {
    label: 'Navigation principale',
    home: 'Accueil',
    about: 'À propos',
    services: 'Services',
    booking: 'Réservation',
    tours: 'Excursions',
    cityTransfers: 'Transferts urbains',
    contact: 'Contact',
    language: 'Langue',
    languageCurrent: 'Langue\u00a0: {{language}} ({{code}})',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    homeLinkSuffix: ', page d’accueil',
  },
  meta: {
    siteName: '{{company}}',
    ogLocale: 'fr_FR',
    pages: {
      home: {
        title: '{{company}} | Transfert aéroport et chauffeur privé',
        description: fromPrice(
          (price) =>
            `Transferts aéroport, trajets d’affaires, transferts urbains et excursions en Mercedes-Benz depuis Schiphol. Prix fixes dès ${price}, 24\u00a0h/24.`,
        ),
      },
      about: {
        title: 'À propos | {{company}}',
        description:
          'Depuis 2020, nous conduisons voyageurs et clients d’affaires au départ de Schiphol en Mercedes-Benz haut de gamme. Découvrez notre équipe et nos valeurs.',
      },
      services: {
        title: 'Services aéroport, affaires et villes | {{company}}',
        description:
          'Transferts aéroport, trajets d’affaires et transferts urbains à prix fixe, avec suivi des vols et chauffeurs professionnels, 24\u00a0h/24 et 7\u00a0j/7.',
      },
      booking: {
        title: 'Réserver votre trajet | {{company}}',
        description:
          'Réservez un taxi Mercedes-Benz haut de gamme depuis ou vers l’aéroport de Schiphol et obtenez aussitôt un prix fixe. Sans frais cachés.',
      },
      contact: {
        title: 'Nous contacter | {{company}}',
        description:
          'Appelez-nous, écrivez-nous ou passez nous voir à Schiphol. Notre équipe est joignable 24\u00a0h/24 et vous répond en cinq minutes.',
      },
      cityTransfers: {
        title: 'Transferts urbains depuis Schiphol | {{company}}',
        description:
          'Transferts à prix fixe de Schiphol vers Amsterdam, Rotterdam, Utrecht, La Haye, Eindhoven et bien d’autres villes des Pays-Bas.',
      },
      tourGiethoorn: {
        title: 'Excursion à Giethoorn depuis Schiphol | {{company}}',
        description: tourFrom(
          'giethoorn',
          (price) =>
            `Une journée privée à Giethoorn, le village sans voitures aux canaux et aux fermes à toit de chaume. À partir de ${price} par personne.`,
        ),
      },
      tourBruges: {
        title: 'Excursion à Bruges depuis Schiphol | {{company}}',
        description: tourFrom(
          'bruges',
          (price) =>
            `Une journée privée dans la Bruges médiévale\u00a0: canaux, beffroi et chocolat belge. À partir de ${price} par personne.`,
        ),
      },
      tourKeukenhof: {
        title: 'Visite du Keukenhof depuis Schiphol | {{company}}',
        description: tourFrom(
          'keukenhof',
          (price) =>
            `Une demi-journée privée au Keukenhof et dans les champs de tulipes en fleurs, de mars à mai. À partir de ${price} par personne.`,
        ),
      },
      tourMarken: {
        title: 'Excursion à Marken depuis Schiphol | {{company}}',
        description: tourFrom(
          'marken',
          (price) =>
            `Une demi-journée privée à Marken, ancienne île aux maisons de bois vertes, avec son phare. À partir de ${price} par personne.`,
        ),
      },
      tourVolendam: {
        title: 'Excursion à Volendam depuis Schiphol | {{company}}',
        description: tourFrom(
          'volendam',
          (price) =>
            `Une demi-journée privée à Volendam, village de pêcheurs au bord du Markermeer. À partir de ${price} par personne.`,
        ),
      },
      tourZaanseSchans: {
        title: 'Les moulins de Zaanse Schans | {{company}}',
        description:
          'Une excursion privée parmi les moulins, les fromageries et les sabotiers de Zaanse Schans. Noté 4,9/5 par 127 voyageurs.',
      },
      tourBrussels: {
        title: 'Excursion à Bruxelles depuis Schiphol | {{company}}',
        description: tourFrom(
          'brussels',
          (price) =>
            `Une journée privée à Bruxelles\u00a0: la Grand-Place, l’Atomium et le chocolat belge. À partir de ${price} par personne.`,
        ),
      },
      tourAntwerp: {
        title: 'Excursion à Anvers depuis Schiphol | {{company}}',
        description: tourFrom(
          'antwerp',
          (price) =>
            `Une journée privée à Anvers\u00a0: Rubens, la cathédrale et le quartier diamantaire. À partir de ${price} par personne.`,
        ),
      },
    },
  },
  home: {
    hero: {
      eyebrow: 'Aéroport de Schiphol · Depuis 2020',
      title: 'Taxi premium et chauffeur privé',
      titleAccent: 'depuis l’aéroport de Schiphol',
      lead: 'Transferts aéroport, trajets d’affaires et excursions privées aux Pays-Bas et en Belgique, toujours en Mercedes-Benz. Votre chauffeur vous attend dans le hall des arrivées, quelle que soit l’heure de votre atterrissage.',
      priceBadge: fromPrice((price) => `À partir de ${price}, prix fixe`),
      trust: {
        fixedPricing: 'Prix fixe, sans frais cachés',
        available: 'Disponible 24\u00a0h/24, 7\u00a0j/7',
        insured: 'Assurance complète',
        response: 'Réponse en 5\u00a0minutes',
      },
    },
    about: {
      eyebrow: 'À propos',
      title: 'La sérénité dès votre atterrissage',
      text: 'Nous sommes une société de chauffeurs privés basée à l’aéroport de Schiphol. Depuis 2020, nous conduisons voyageurs, familles et clients d’affaires à bord de Mercedes-Benz impeccables, avec une promesse\u00a0: le prix annoncé est le prix que vous payez.',
      points: [
        'Des chauffeurs qui connaissent chaque terminal et chaque raccourci',
        'Suivi de votre vol\u00a0: un retard ne vous coûte jamais un centime de plus',
        'Accueil personnalisé dans le hall des arrivées',
      ],
      cta: 'Notre histoire',
    },
    services: {
      eyebrow: 'Services',
      title: 'Chaque trajet, avec le plus grand soin',
      lead: 'D’un saut rapide jusqu’à Amsterdam à une journée à Bruges, nous organisons le trajet selon vos envies.',
      cards: {
        airport: {
          title: 'Transferts aéroport',
          text: 'De votre porte au terminal et du terminal à votre porte, avec suivi des vols et accueil personnalisé à l’arrivée.',
        },
        business: {
          title: 'Transport d’affaires',
          text: 'Des chauffeurs ponctuels et discrets pour vos rendez-vous, roadshows et événements, avec facturation sur compte client.',
        },
        tours: {
          title: 'Excursions et transferts urbains',
          text: 'Des trajets à prix fixe vers toutes les villes des Pays-Bas et des excursions privées à la journée\u00a0: moulins, tulipes et villes belges.',
        },
      },
    },
    fleet: {
      eyebrow: 'Notre flotte',
      title: 'Choisissez votre Mercedes-Benz',
      lead: 'Chaque véhicule a moins de quatre ans, est impeccablement entretenu et conduit par un chauffeur professionnel.',
      tabsLabel: 'Types de véhicules',
    },
    stats: {
      eyebrow: 'En chiffres',
      title: 'La confiance de nos clients depuis 2020',
    },
    why: {
      eyebrow: 'Pourquoi nous choisir',
      title: 'Tout se joue dans les détails',
      items: {
        fixed: {
          title: 'Prix fixe',
          text: 'Vous connaissez le tarif avant de réserver. Pas de compteur, aucun supplément en cas d’embouteillage ou de retard.',
        },
        available: {
          title: 'Disponible 24\u00a0h/24',
          text: 'Vol matinal ou arrivée tardive\u00a0: nous roulons de jour comme de nuit, tous les jours de l’année.',
        },
        insured: {
          title: 'Assurance complète',
          text: 'Des chauffeurs agréés et des véhicules entièrement assurés, pour voyager l’esprit tranquille.',
        },
        response: {
          title: 'Réponse en 5\u00a0minutes',
          text: 'Une question, un changement\u00a0? Notre équipe de réservation vous répond en cinq minutes.',
        },
      },
      ctaTitle: 'À vos côtés dès l’atterrissage',
      ctaText: 'Réservez en deux minutes et recevez aussitôt votre prix fixe.',
    },
  },
  fleet: {
    luggage: '{{count}} bagages',
    luggageNotApplicable: 'Bagages\u00a0: non précisé',
    passengers: '{{count}} personnes',
    luggageLabel: 'Bagages',
    passengersLabel: 'Passagers',
    types: {
      saloon: 'Berline',
      station: 'Break',
      minivan: 'Monospace',
      sClass: 'Classe S',
      minibus: 'Minibus',
    },
    vehicles: {
      v1: { features: ['Intérieur cuir', 'Climatisation', 'Wi-Fi gratuit'] },
      v2: { features: ['Coffre extra-large', 'Toit panoramique', 'Wi-Fi gratuit'] },
      v3: { features: ['Jusqu’à 8 passagers', 'Portes coulissantes', 'Idéal pour les familles'] },
      v4: { features: ['Le summum du luxe', 'Sièges massants', 'Places arrière grand confort'] },
      v5: { features: ['Jusqu’à 20 passagers', 'Voyages en groupe', 'Belle hauteur sous plafond'] },
      v6: { features: ['Jusqu’à 20 passagers', 'Sièges confortables', 'Événements et groupes'] },
    },
  },
  stats: {
    label: 'Nos chiffres clés',
    vehicles: 'Véhicules d’exception',
    trips: 'Trajets effectués',
    people: 'Passagers transportés',
    rating: 'Note moyenne',
  },
  about: {
    hero: {
      eyebrow: 'À propos',
      title: 'Un transport d’exception, pensé pour vous',
      lead: 'Une société de chauffeurs privés basée à Schiphol, fondée sur la ponctualité, le confort et des prix honnêtes.',
    },
    story: {
      title: 'Notre histoire',
      paragraphs: [
        'Tout a commencé en 2020, avec une seule Mercedes-Benz Classe E et une idée simple\u00a0: un trajet vers l’aéroport doit avoir le goût des premiers instants de vacances ou du calme avant un rendez-vous, pas celui d’un pari sur le compteur.',
        'Aujourd’hui, notre flotte va de la berline d’affaires au minibus de 20\u00a0places, et nos chauffeurs conduisent voyageurs, familles et entreprises aux quatre coins des Pays-Bas et de la Belgique.',
        'Notre façon de travailler, elle, n’a pas changé\u00a0: un prix fixe avant de réserver, un chauffeur qui suit votre vol et une équipe joignable à toute heure.',
      ],
    },
    values: {
      title: 'Nos valeurs',
      items: {
        reliability: {
          title: 'Fiabilité',
          text: 'Nous sommes là avant vous. Chaque trajet est planifié à partir des données de vol et de trafic en temps réel.',
        },
        comfort: {
          title: 'Confort',
          text: 'Des Mercedes-Benz récentes et climatisées, avec eau et Wi-Fi à bord.',
        },
        transparency: {
          title: 'Transparence',
          text: 'Un prix fixe, convenu à l’avance. Pas de compteur, et aucune mauvaise surprise à l’arrivée.',
        },
        care: {
          title: 'Attention personnalisée',
          text: 'Aide pour vos bagages, sièges enfants sur demande et chauffeurs qui parlent votre langue.',
        },
      },
    },
    stats: {
      title: 'Notre parcours en chiffres',
    },
    accordion: {
      title: 'Vision et mission',
      vision: {
        title: 'Notre vision',
        text: 'Être la référence du transport haut de gamme autour de Schiphol\u00a0: l’entreprise que les voyageurs recommandent, parce que chaque détail était parfait.',
      },
      mission: {
        title: 'Notre mission',
        text: 'Offrir des trajets sûrs, ponctuels et confortables, à un prix fixe et juste, avec des chauffeurs qui accueillent chaque passager comme un invité.',
      },
    },
  },
  services: {
    hero: {
      eyebrow: 'Services',
      title: 'Un chauffeur privé pour chacun de vos trajets',
      lead: 'Aéroport, affaires ou ville\u00a0: la même exigence de service, un seul prix fixe.',
    },
    core: {
      title: 'Nos services essentiels',
      items: {
        airport: {
          title: 'Services aéroport',
          text: 'Transferts depuis et vers Schiphol et tous les autres aéroports des Pays-Bas et de Belgique.',
          points: [
            'Suivi des vols',
            'Accueil dans le hall des arrivées',
            '60\u00a0minutes d’attente offertes',
          ],
        },
        business: {
          title: 'Transferts d’affaires',
          text: 'Un transport discret et ponctuel pour vos dirigeants, vos invités et vos équipes.',
          points: [
            'Facturation sur compte client',
            'Wi-Fi et chargeurs à bord',
            'Mise à disposition à l’heure ou à la journée',
          ],
        },
        city: {
          title: 'Transferts urbains',
          text: 'Des trajets à prix fixe de Schiphol vers toutes les villes des Pays-Bas.',
          points: ['Service de porte à porte', 'Prix connu à l’avance', 'À l’heure ou à la journée'],
        },
      },
    },
    perks: {
      title: 'Avantages entreprises',
      items: {
        account: {
          title: 'Comptes entreprise',
          text: 'Une seule facture mensuelle pour tous vos trajets.',
        },
        priority: {
          title: 'Réservation prioritaire',
          text: 'Disponibilité garantie sur vos trajets réguliers.',
        },
        discretion: {
          title: 'Discrétion',
          text: 'La confidentialité fait partie de chaque trajet.',
        },
        events: {
          title: 'Événements et roadshows',
          text: 'Un transport coordonné pour les groupes de toute taille.',
        },
      },
    },
    guarantee: {
      title: 'Notre garantie de service',
      text: 'Si votre chauffeur n’est pas au rendez-vous à l’heure et au lieu convenus et que vous manquez votre vol, nous vous remboursons intégralement le trajet. C’est dire la confiance que nous avons dans notre organisation.',
    },
    cta: {
      title: 'Planifiez votre prochain trajet',
      text: 'Réservez en ligne en deux minutes, ou dites-nous simplement ce dont vous avez besoin\u00a0: nous nous occupons de tout.',
    },
  },
  cityTransfers: {
    hero: {
      eyebrow: 'Transferts urbains',
      title: 'De Schiphol à toutes les villes des Pays-Bas',
      lead: 'Prix fixes indicatifs par trajet, en berline Mercedes-Benz. Véhicules plus spacieux disponibles.',
    },
    labels: {
      distance: 'Distance',
      duration: 'Durée',
      price: 'Prix',
      priceRange: '{{from}} – {{to}}',
      highlights: 'Points forts',
      attractions: 'À voir',
      bookCityDetail: 'transfert vers {{city}}',
    },
    cities: {
      amsterdam: {
        description:
          'La capitale est à deux pas\u00a0: maisons de canal, musées de renommée mondiale et quartiers pleins de vie.',
        highlights: [
          'Le transfert le plus rapide depuis Schiphol',
          'Dépose devant votre hôtel',
          'Trajets de nuit possibles',
        ],
        attractions: ['Rijksmuseum', 'Maison d’Anne Frank', 'Ceinture des canaux'],
      },
      rotterdam: {
        description:
          'Une architecture audacieuse, le plus grand port d’Europe et un quartier d’affaires florissant.',
        highlights: [
          'Dépose au quartier d’affaires',
          'Itinéraire direct par l’autoroute',
          'Idéal pour vos rendez-vous',
        ],
        attractions: ['Pont Érasme', 'Markthal', 'Maisons cubiques'],
      },
      utrecht: {
        description:
          'Une ville universitaire historique, avec ses canaux en contrebas et ses cafés chaleureux au bord de l’eau.',
        highlights: ['Dépose à la gare centrale', 'Événements au Jaarbeurs', 'Centre historique paisible'],
        attractions: ['Tour du Dom', 'Oudegracht', 'Maison Rietveld Schröder'],
      },
      denHaag: {
        description:
          'Siège du gouvernement néerlandais, ville des cours internationales, des palais et de la plage.',
        highlights: ['Ambassades et ministères', 'Événements au World Forum', 'Plage de Scheveningen'],
        attractions: ['Binnenhof', 'Mauritshuis', 'Palais de la Paix'],
      },
      eindhoven: {
        description: 'Le pôle néerlandais du design et de la technologie, berceau du High Tech Campus.',
        highlights: ['High Tech Campus', 'Quartier du design', 'Déplacements professionnels'],
        attractions: ['Musée Philips', 'Van Abbemuseum', 'Strijp-S'],
      },
      tilburg: {
        description:
          'Une ancienne cité textile devenue pôle créatif, à deux pas du parc d’attractions Efteling.',
        highlights: ['Efteling à proximité', 'Campus universitaire', 'Quartier de la Spoorzone'],
        attractions: ['Musée du textile', 'Musée De Pont', 'Efteling'],
      },
      groningen: {
        description: 'La capitale animée du Nord, pleine d’étudiants, de vélos et de places historiques.',
        highlights: ['Long trajet en tout confort', 'Pause sur demande', 'Ville universitaire'],
        attractions: ['Tour Martini', 'Groninger Museum', 'Jardin du Prinsenhof'],
      },
      maastricht: {
        description:
          'Une ville du Sud aux racines romaines, à la table raffinée et aux collines verdoyantes, à la frontière belge.',
        highlights: ['Confort sur longue distance', 'Centre de congrès MECC', 'Collines du Limbourg'],
        attractions: ['Vrijthof', 'Librairie Dominicanen', 'Fort Saint-Pierre'],
      },
      breda: {
        description:
          'Une charmante ville du Brabant, avec sa grande église, son château et sa place du marché animée.',
        highlights: ['Centre historique', 'Porte d’entrée vers la Belgique', 'Rythme paisible'],
        attractions: ['Grande Église', 'Château de Breda', 'Parc Valkenberg'],
      },
      zwolle: {
        description:
          'Une ville hanséatique aux douves en étoile, aux portes médiévales et à la célèbre tour Peperbus.',
        highlights: ['Vieille ville hanséatique', 'Porte du Nord-Est', 'Itinéraire autoroutier tranquille'],
        attractions: ['Sassenpoort', 'Peperbus', 'Museum de Fundatie'],
      },
    },
    why: {
      title: 'Pourquoi voyager avec nous',
      items: {
        available: {
          title: 'Service 24\u00a0h/24',
          text: 'De jour comme de nuit, week-ends et jours fériés compris.',
        },
        fixed: { title: 'Prix fixe', text: 'Votre tarif est convenu avant le départ.' },
        cities: {
          title: 'Toutes les grandes villes',
          text: 'Toutes les villes des Pays-Bas, et la Belgique aussi.',
        },
        professional: { title: 'Service professionnel', text: 'Des chauffeurs expérimentés et agréés.' },
      },
    },
    closing: {
      title: 'Votre ville, à votre heure',
      text: 'Réservez en ligne pour obtenir votre prix immédiatement, ou appelez-nous\u00a0: nous organisons tout.',
    },
  },
  tours: {
    badge: 'Excursion privée premium',
    overview: 'L’excursion en bref',
    highlightsTitle: 'Les temps forts de la journée',
    detailsTitle: 'Infos pratiques',
    included: 'Prestations incluses',
    tourHighlights: 'Les temps forts de l’excursion',
    details: {
      duration: 'Durée',
      groupSize: 'Taille du groupe',
      startingPoint: 'Point de départ',
      priceFrom: 'Prix à partir de',
    },
    values: {
      halfDay: 'Demi-journée, de {{from}} à {{to}}\u00a0heures',
      fullDay: 'Journée entière, de {{from}} à {{to}}\u00a0heures',
      groupSize: 'De {{from}} à {{to}}\u00a0personnes',
      startingPoint: 'Aéroport de Schiphol',
      priceFrom: '{{price}} par personne',
    },
    closing: {
      title: 'Envie de découvrir {{tour}}\u00a0?',
      text: 'Une excursion privée, avec votre propre chauffeur, à votre rythme. Indiquez-nous votre date\u00a0: nous nous occupons du reste.',
    },
    /** Each destination as it reads inside a sentence ("Envie de découvrir le Keukenhof ?"). */
    inSentence: {
      giethoorn: 'Giethoorn',
      bruges: 'Bruges',
      keukenhof: 'le Keukenhof',
      marken: 'Marken',
      volendam: 'Volendam',
      zaanseSchans: 'les moulins de Zaanse Schans',
      brussels: 'Bruxelles',
      antwerp: 'Anvers',
    },
    menu: {
      giethoorn: 'Giethoorn',
      bruges: 'Bruges',
      keukenhof: 'Keukenhof',
      marken: 'Marken',
      volendam: 'Volendam',
      zaanseSchans: 'Zaanse Schans',
      brussels: 'Bruxelles',
      antwerp: 'Anvers',
    },
    items: {
      giethoorn: {
        title: 'Journée à Giethoorn',
        tagline: 'Glissez au fil de l’eau dans la «\u00a0Venise du Nord\u00a0», un village sans routes',
        intro:
          'À Giethoorn, les rues sont des canaux et les portes d’entrée s’ouvrent sur l’eau. Votre chauffeur vous conduit de Schiphol au cœur de l’Overijssel, où un bateau électrique silencieux vous emmène le long de fermes aux toits de chaume, de passerelles en bois et de jardins en fleurs.',
        highlights: [
          {
            title: 'Croisière en bateau électrique',
            text: 'Un bateau électrique privé sur les canaux paisibles du vieux village.',
          },
          {
            title: 'Fermes au toit de chaume',
            text: 'Des fermes centenaires coiffées de roseau, chacune reliée à la rive par sa passerelle.',
          },
          {
            title: 'Parc national',
            text: 'Les lacs et les roselières du Weerribben-Wieden, riches en oiseaux.',
          },
          {
            title: 'Déjeuner au bord de l’eau',
            text: 'Le temps d’un déjeuner tranquille en terrasse, au bord d’un canal.',
          },
        ],
        included: [
          'Transport privé en Mercedes-Benz, aller-retour depuis Schiphol',
          'Chauffeur professionnel anglophone',
          'Prise en charge au terminal ou à votre hôtel',
          'Croisière privée d’une heure en bateau électrique',
          'Eau minérale et Wi-Fi à bord',
          'Arrêts à la carte en chemin',
        ],
      },
      bruges: {
        title: 'Journée à Bruges',
        tagline: 'Ruelles médiévales, canaux paisibles et le meilleur du chocolat belge',
        intro:
          'Bruges est une ville médiévale merveilleusement préservée, inscrite au patrimoine mondial de l’UNESCO, avec ses ruelles pavées, ses maisons de marchands et ses canaux. Nous vous y conduisons confortablement, par-delà la frontière, et vous disposez d’une journée entière pour la découvrir à votre rythme.',
        highlights: [
          {
            title: 'Grand-Place et beffroi',
            text: 'Le cœur coloré de Bruges, au pied de son beffroi de 83\u00a0mètres.',
          },
          {
            title: 'Promenade en bateau',
            text: 'La ville vue depuis l’eau, entre ponts et jardins secrets.',
          },
          {
            title: 'Chocolat belge',
            text: 'Dégustation de pralines chez l’un des maîtres chocolatiers de la ville.',
          },
          {
            title: 'Béguinage',
            text: 'Un béguinage paisible aux maisons blanches, autour d’une cour verdoyante.',
          },
        ],
        included: [
          'Transport privé en Mercedes-Benz, aller-retour depuis Schiphol',
          'Chauffeur professionnel anglophone',
          'Prise en charge au terminal ou à votre hôtel',
          'Billets pour la promenade en bateau sur les canaux',
          'Dégustation de chocolat',
          'Eau minérale et Wi-Fi à bord',
        ],
      },
      keukenhof: {
        title: 'Excursion au Keukenhof',
        tagline: 'Sept millions de fleurs dans le plus beau jardin printanier du monde',
        intro:
          'Chaque printemps, le Keukenhof se couvre de millions de tulipes, de jonquilles et de jacinthes. En chemin, nous traversons les champs de la Bollenstreek, où la campagne se pare de longues bandes de couleur. Ouvert de fin mars à mi-mai\u00a0; disponibilités cette saison du 21\u00a0mars au 12\u00a0mai.',
        highlights: [
          {
            title: 'Jardins de tulipes',
            text: 'Trente-deux hectares de jardins et plus de 800\u00a0variétés de tulipes.',
          },
          {
            title: 'Champs de fleurs',
            text: 'Une route pittoresque à travers les champs en fleurs de la Bollenstreek.',
          },
          {
            title: 'Arrêts photo',
            text: 'Votre chauffeur connaît les meilleurs points de vue pour la photo parfaite.',
          },
          {
            title: 'Pavillons de saison',
            text: 'Des expositions florales couvertes, renouvelées tout au long de la saison.',
          },
        ],
        included: [
          'Transport privé en Mercedes-Benz, aller-retour depuis Schiphol',
          'Billets d’entrée coupe-file',
          'Chauffeur professionnel anglophone',
          'Itinéraire pittoresque à travers les champs de fleurs',
          'Eau minérale et Wi-Fi à bord',
          'Saison\u00a0: de mars à mai',
        ],
      },
      marken: {
        title: 'Excursion à Marken',
        tagline: 'Une ancienne île aux maisons de bois vertes, sur le Markermeer',
        intro:
          'Marken était une île jusqu’en 1957, et elle en a gardé toute l’âme. Flânez entre les maisons de bois vertes et blanches bâties sur des tertres, longez la digue jusqu’au phare surnommé le Cheval de Marken et profitez d’une vue dégagée sur l’eau.',
        highlights: [
          {
            title: 'Maisons en bois',
            text: 'Des maisons traditionnelles bâties sur des tertres pour se protéger des eaux.',
          },
          {
            title: 'Le Cheval de Marken',
            text: 'Le célèbre phare à la pointe de la presqu’île.',
          },
          {
            title: 'Promenade sur la digue',
            text: 'Une belle balade avec vue sur le Markermeer.',
          },
          {
            title: 'Marker Museum',
            text: 'Costumes, artisanat et vie insulaire au fil des siècles.',
          },
        ],
        included: [
          'Transport privé en Mercedes-Benz, aller-retour depuis Schiphol',
          'Chauffeur professionnel anglophone',
          'Prise en charge au terminal ou à votre hôtel',
          'Temps libre pour explorer le village',
          'Eau minérale et Wi-Fi à bord',
          'Arrêt à Volendam en option',
        ],
      },
      volendam: {
        title: 'Excursion à Volendam',
        tagline: 'Un port de pêche haut en couleur, une histoire à chaque coin de rue',
        intro:
          'Le port de Volendam est bordé d’étals de poisson, de cafés et de petites boutiques, et ses bateaux en bois prennent toujours la mer sur le Markermeer. Goûtez le poisson fraîchement fumé, posez en costume traditionnel et flânez le long de la digue.',
        highlights: [
          {
            title: 'Port historique',
            text: 'Des bateaux traditionnels et une promenade animée au bord de l’eau.',
          },
          {
            title: 'Poisson fumé',
            text: 'Anguille et hareng, tout juste sortis du fumoir.',
          },
          {
            title: 'Costume traditionnel',
            text: 'Une photo souvenir en authentique costume de Volendam.',
          },
          {
            title: 'Fromagerie',
            text: 'Découvrez la fabrication du gouda et de l’édam, puis goûtez-les.',
          },
        ],
        included: [
          'Transport privé en Mercedes-Benz, aller-retour depuis Schiphol',
          'Chauffeur professionnel anglophone',
          'Prise en charge au terminal ou à votre hôtel',
          'Visite d’une fromagerie avec dégustation',
          'Eau minérale et Wi-Fi à bord',
          'Temps libre sur le port',
        ],
      },
      zaanseSchans: {
        title: 'Les moulins de Zaanse Schans',
        tagline: 'Moulins en activité, fromagers et sabotiers au bord de la Zaan',
        intro:
          'Zaanse Schans fait revivre le Siècle d’or néerlandais\u00a0: des moulins historiques qui broient encore les épices et scient le bois, des maisons en bois vertes et des artisans à l’ouvrage. Une escapade facile et inoubliable au départ de Schiphol.',
        highlights: [
          {
            title: 'Moulins historiques',
            text: 'Entrez dans un moulin en activité et montez jusqu’à sa galerie.',
          },
          {
            title: 'Dégustation de fromages',
            text: 'Goûtez des fromages fermiers et découvrez leur fabrication.',
          },
          {
            title: 'Atelier de sabots',
            text: 'Regardez un artisan tailler des sabots à la main.',
          },
          {
            title: 'Zaans Museum',
            text: 'L’histoire du commerce et de l’industrie de la région.',
          },
        ],
        included: [
          'Transport privé en Mercedes-Benz, aller-retour depuis Schiphol',
          'Chauffeur professionnel anglophone',
          'Prise en charge au terminal ou à votre hôtel',
          'Entrée dans un moulin',
          'Visite de la fromagerie et de l’atelier de sabots',
          'Eau minérale et Wi-Fi à bord',
        ],
      },
      brussels: {
        title: 'Journée à Bruxelles',
        tagline: 'La capitale de l’Europe, de la Grand-Place à l’Atomium',
        intro:
          'Bruxelles allie une architecture grandiose à un art de vivre belge tout en douceur. Admirez les maisons des corporations dorées de la Grand-Place, visitez l’Atomium et offrez-vous gaufres et chocolats dans la vieille ville.',
        highlights: [
          {
            title: 'Grand-Place',
            text: 'L’une des plus belles places du monde.',
          },
          {
            title: 'Atomium',
            text: 'L’emblématique monument d’acier de l’Exposition universelle de 1958.',
          },
          {
            title: 'Chocolats et pralines',
            text: 'Dégustations chez les chocolatiers les plus réputés de la ville.',
          },
          {
            title: 'Gaufres et cafés',
            text: 'Le temps d’une gaufre belge dans les Galeries royales Saint-Hubert.',
          },
        ],
        included: [
          'Transport privé en Mercedes-Benz, aller-retour depuis Schiphol',
          'Chauffeur professionnel anglophone',
          'Prise en charge au terminal ou à votre hôtel',
          'Visite guidée à pied de la vieille ville',
          'Dégustation de chocolat',
          'Eau minérale et Wi-Fi à bord',
        ],
      },
      antwerp: {
        title: 'Journée à Anvers',
        tagline: 'Rubens, diamants et l’une des plus belles gares d’Europe',
        intro:
          'Anvers est la ville portuaire créative de la Belgique\u00a0: patrie de Rubens, capitale mondiale du diamant et paradis de la mode et de la gastronomie. Votre chauffeur vous conduit de Schiphol jusqu’aux rives de l’Escaut pour une journée placée sous le signe de l’art et du style.',
        highlights: [
          {
            title: 'Cathédrale Notre-Dame',
            text: 'Chef-d’œuvre gothique abritant quatre tableaux de Rubens.',
          },
          {
            title: 'Quartier diamantaire',
            text: 'Le premier quartier du diamant au monde, à deux pas de la gare.',
          },
          {
            title: 'Maison de Rubens',
            text: 'La demeure et l’atelier du grand peintre baroque.',
          },
          {
            title: 'Gare centrale',
            text: 'Une «\u00a0cathédrale ferroviaire\u00a0» de marbre et de verre.',
          },
        ],
        included: [
          'Transport privé en Mercedes-Benz, aller-retour depuis Schiphol',
          'Chauffeur professionnel anglophone',
          'Prise en charge au terminal ou à votre hôtel',
          'Visite de la cathédrale Notre-Dame',
          'Promenade dans le quartier diamantaire',
          'Eau minérale et Wi-Fi à bord',
        ],
      },
    },
  },
  contact: {
    hero: {
      eyebrow: 'Contact',
      title: 'À votre écoute, de jour comme de nuit',
      lead: 'Appelez-nous, écrivez-nous ou envoyez-nous un message. Notre équipe vous répond en cinq minutes.',
    },
    cards: {
      phone: { title: 'Téléphone', text: 'Appelez-nous à toute heure, 24\u00a0h/24' },
      email: { title: 'E-mail', text: 'Réponse dans l’heure' },
      address: { title: 'Adresse', text: 'Retrouvez-nous à Schiphol' },
    },
    formTitle: 'Envoyez-nous un message',
    company: {
      title: 'Coordonnées de l’entreprise',
      address: 'Adresse',
      kvk: 'Chambre de commerce (KvK)',
      phone: 'Téléphone',
      email: 'E-mail',
    },
    hours: {
      title: 'Horaires',
      days: 'Du lundi au dimanche',
      holidays: 'Jours fériés',
      open: '24\u00a0h/24',
    },
    reviews: {
      title: 'Ce que disent nos clients',
      rating: '5,0',
      ratingLabel: 'Note moyenne de 5,0 sur 5',
      quote:
        'Notre chauffeur nous attendait dans le hall des arrivées avec une pancarte à notre nom, malgré une heure de retard de notre vol. Une voiture impeccable, un trajet tout en douceur et exactement le prix annoncé.',
      author: 'Sarah M., Londres',
      sitesLabel: 'Nos avis sur',
    },
    form: {
      title: 'Envoyez-nous un message',
      firstName: 'Prénom',
      lastName: 'Nom',
      email: 'Adresse e-mail',
      phone: 'Téléphone',
      phoneOptional: 'Téléphone (facultatif)',
      subject: 'Objet',
      subjectPlaceholder: 'Choisissez un objet',
      subjects: {
        general: 'Question générale',
        booking: 'Demande de réservation',
        business: 'Transfert professionnel',
        airport: 'Transfert aéroport',
        city: 'Transfert urbain',
        complaint: 'Réclamation',
        feedback: 'Votre avis',
        other: 'Autre',
      },
      message: 'Message',
      messagePlaceholder: 'Comment pouvons-nous vous aider\u00a0?',
      send: 'Envoyer le message',
      sending: 'Envoi en cours…',
      required: 'Obligatoire',
      success: {
        title: 'Message envoyé\u00a0!',
        text: 'Merci. Nous vous répondrons dans les plus brefs délais.',
      },
      fallback:
        'Vous préférez nous parler\u00a0? Appelez ou écrivez à notre équipe, de jour comme de nuit\u00a0: nous vous répondons sans attendre.',
    },
  },
};
