import type { MailTexts } from '../../mail/types.js';

/**
 * Dutch words of the customer's mails, calendar file and invoice PDF, type-checked against the
 * English shape (see `./en.ts`). Formal ("u"), as the site is.
 */
export const mail: MailTexts = {
  dates: {
    short: (v) => `${v.day}-${v.month}-${v.year}`,
    at: (v) => `${v.date} om ${v.time}`,
    zone: 'Nederlandse tijd',
  },

  letter: {
    greeting: (v) => `Beste ${v.name},`,
    greetingNoName: 'Beste klant,',
    regards: (v) => `Met vriendelijke groet,\n${v.company}`,
  },

  layout: {
    buttonFallback: 'Werkt de knop niet? Open dan deze link:',
    chamberOfCommerce: 'KvK',
  },

  rows: {
    reference: 'Referentie',
    pickup: 'Ophaaladres',
    destination: 'Bestemming',
    dateTime: 'Datum en tijd',
    flight: 'Vluchtnummer',
    passengers: 'Passagiers',
    luggage: 'Bagagestukken',
    vehicle: 'Voertuig',
    distance: 'Afstand',
    duration: 'Geschatte reistijd',
    price: 'Vaste prijs (incl. btw)',
    minimum: '(minimumprijs toegepast)',
    name: 'Naam',
    email: 'E-mail',
    phone: 'Telefoon',
    driver: 'Chauffeur',
    driverPhone: 'Telefoon chauffeur',
    manage: 'Uw rit beheren',
    invoiceTotal: 'Totaal (incl. btw)',
  },

  product: {
    booking: 'Boeking',
    products: {
      transfer: 'Transfer',
      returnTransfer: 'Retourtransfer (heen en terug)',
      hourly: 'Chauffeur per uur',
      tour: 'Privétour',
    },
    tour: 'Tour',
    hours: 'Aantal uren',
    hoursValue: (v) => `${v.hours} uur`,
    hoursBilled: (v) => `${v.hours} uur in rekening gebracht (het minimum)`,
    asDirected: 'Naar wens (geen vaste bestemming)',
    outboundPrice: 'Vaste prijs (incl. btw) (heenrit)',
    returnRide: 'Terugrit',
    returnFlight: 'Vluchtnummer (terugreis)',
    childSeats: 'Kinderzitjes',
    boosterSeats: 'Zittingverhogers',
    nameSign: 'Naambordje',
    passenger: 'Reiziger',
    meetingPoint: 'Ontmoetingspunt',
    /**
     * Where the driver meets a traveller picked up at an airport for a flight, in the business's own
     * words (business.config.ts `meetAndGreet.meetingPoint` may say it otherwise for a language).
     */
    meetingPlace:
      'Uw chauffeur wacht in de aankomsthal, direct na de douane, met uw naam op een bordje. Op Schiphol is dat het Meeting Point in Schiphol Plaza, onder de rood-witte kubus.',
    freeWaiting: 'Gratis wachttijd',
    airportWaiting: (v) => `tot ${v.minutes} minuten na de landing van uw vlucht`,
    duration: 'Duur',
    returnPrice: 'Prijs van de terugrit',
    total: 'Totaalprijs (incl. btw)',
    manageReturn: 'Uw terugrit apart bekijken of annuleren:',
    manageReturnAction: 'Uw terugrit beheren',
  },

  received: {
    subject: (v) => `Uw boekingsaanvraag ${v.ref} is ontvangen`,
    thanks: (v) =>
      `Hartelijk dank voor uw boekingsaanvraag bij ${v.company}. Wij hebben uw aanvraag goed ontvangen en nemen binnen enkele minuten contact met u op om de rit te bevestigen.`,
    quoteReference: (v) => `Noem bij contact met ons altijd uw referentie: ${v.ref}.`,
    manage: 'Uw boeking bekijken, in uw agenda zetten of annuleren:',
    terms:
      'Kosteloos annuleren kan tot 2 uur voor de ophaaltijd. Betalen kan contant, met de pinpas of creditcard, of per bankoverschrijving.',
  },

  status: {
    manage: 'Uw boeking online bekijken of beheren:',
    payOnline: 'Betaal uw rit vooraf online (iDEAL, creditcard of Bancontact), of bekijk uw boeking:',
    payOnlineAction: 'Online betalen',
    messageLabel: 'Een bericht van ons:',
    reasonLabel: 'De reden:',
    noteLabel: 'Opmerking:',
    noChargeRequest: 'Voor deze aanvraag worden geen kosten in rekening gebracht.',
    noChargeRide: 'Voor deze rit worden geen kosten in rekening gebracht.',
    reminder: {
      subject: (v) => `Herinnering: uw rit ${v.ref} op ${v.when}`,
      intro: (v) =>
        `Graag herinneren wij u aan uw rit met ${v.company} op ${v.when}, van ${v.pickup} naar ${v.destination}.`,
      driver: (v) => `Uw chauffeur is ${v.name}, bereikbaar op ${v.phone}.`,
      noDriver: (v) => `U hoort nog van ons wie uw chauffeur is; bellen kan ook altijd op ${v.phone}.`,
      questions: (v) => `Vragen of wijzigingen? Bel ons op ${v.phone} en noem uw referentie ${v.ref}.`,
    },
    confirmed: {
      subject: (v) => `Uw rit ${v.ref} is bevestigd`,
      intro: (v) => `Goed nieuws: uw rit met ${v.company} op ${v.when} is bevestigd.`,
      driver: (v) => `Uw chauffeur is ${v.name}, op de dag van uw rit bereikbaar op ${v.phone}.`,
      calendar: (v) => `Met het bijgevoegde bestand ${v.file} zet u de rit in uw agenda.`,
      questions: (v) =>
        `Kosteloos annuleren kan tot 2 uur voor de ophaaltijd. Vragen of wijzigingen? Bel ons op ${v.phone} of beantwoord deze e-mail, met vermelding van uw referentie ${v.ref}.`,
    },
    changed: {
      subject: (v) => `Uw rit ${v.ref} is gewijzigd`,
      intro: (v) =>
        `Uw rit met ${v.company} is gewijzigd en staat nu op ${v.when}. De gegevens hieronder zijn de juiste.`,
      toConfirmSubject: (v) => `Uw gewijzigde rit ${v.ref}: wij bevestigen die zo snel mogelijk`,
      toConfirmIntro: (v) =>
        `Wij hebben uw wijziging ontvangen. Uw rit staat nu op ${v.when}; wij bekijken de wijziging en bevestigen die zo snel mogelijk per e-mail.`,
      calendar: (v) => `Met het bijgevoegde bestand ${v.file} werkt u de rit in uw agenda bij.`,
      questions: (v) => `Vragen? Bel ons op ${v.phone} en noem uw referentie ${v.ref}.`,
    },
    expired: {
      subject: (v) => `Uw boekingsaanvraag ${v.ref} konden wij niet op tijd bevestigen`,
      intro: (v) =>
        `Het spijt ons: wij konden uw boekingsaanvraag voor ${v.when} niet op tijd bevestigen, waardoor die is vervallen. Er komt voor deze rit dus geen chauffeur.`,
      help: (v) =>
        `Hebt u nog vervoer nodig? Bel ons op ${v.phone}, dan helpen wij u zo snel mogelijk verder.`,
      calendar: (v) => `Met het bijgevoegde bestand ${v.file} haalt u de rit uit uw agenda.`,
    },
    declined: {
      subject: (v) => `Uw boekingsaanvraag ${v.ref} kunnen wij helaas niet aannemen`,
      intro: (v) => `Het spijt ons, maar wij kunnen uw boekingsaanvraag voor ${v.when} niet aannemen.`,
      help: (v) =>
        `Onze excuses voor het ongemak. Bel ons gerust op ${v.phone}, dan zoeken wij graag samen met u naar een andere oplossing.`,
    },
    cancelledByCustomer: {
      subject: (v) => `Uw rit ${v.ref} is op uw verzoek geannuleerd`,
      intro: (v) => `Zoals u heeft gevraagd, hebben wij uw rit op ${v.when} geannuleerd.`,
      closing: 'Graag tot een volgende keer.',
      notYou: (v) => `Heeft u deze rit niet zelf geannuleerd? Bel ons dan direct op ${v.phone}.`,
    },
    cancelled: {
      subject: (v) => `Uw rit ${v.ref} is geannuleerd`,
      intro: (v) => `Helaas hebben wij uw rit op ${v.when} moeten annuleren.`,
      apology: (v) =>
        `Onze welgemeende excuses. Bel ons gerust op ${v.phone} als wij u met een andere rit kunnen helpen.`,
    },
  },

  payment: {
    payLink: {
      subject: (v) => `Betaal uw rit ${v.ref} online`,
      intro: (v) =>
        `U kunt de ${v.amount} voor uw rit op ${v.when} nu online betalen, met iDEAL, creditcard of Bancontact, in een beveiligde betaalomgeving.`,
      after:
        'Betaalt u online, dan hoeft u met de chauffeur niets af te rekenen. Betalen bij de chauffeur kan ook nog steeds, zoals afgesproken.',
      amount: 'Te betalen (incl. btw)',
      action: 'Online betalen',
      manage: 'Betalen op uw boekingspagina:',
      closing: 'Wij zien ernaar uit u te rijden.',
    },
    paid: {
      subject: (v) => `Betaling ontvangen voor uw boeking ${v.ref}`,
      intro: (v) => `Dank u wel: wij hebben uw betaling van ${v.amount} ontvangen voor uw rit op ${v.when}.`,
      after: 'Uw betaalbewijs staat op uw boekingspagina. U hoeft de chauffeur niets meer te betalen.',
      amount: 'Betaald (incl. btw)',
      action: 'Bekijk uw boeking',
      manage: 'Uw boekingspagina, waar u ook uw betaalbewijs vindt:',
      closing: 'Wij zien ernaar uit u te rijden.',
    },
    refunded: {
      subject: (v) => `Terugbetaling voor ${v.ref} is onderweg`,
      intro: (v) =>
        `Wij hebben ${v.amount} teruggestort voor uw rit op ${v.when}. Afhankelijk van uw bank of kaart staat het bedrag binnen enkele werkdagen op uw rekening.`,
      after: 'U hoeft hiervoor niets te doen.',
      amount: 'Teruggestort (incl. btw)',
      action: 'Bekijk uw boeking',
      manage: 'Uw boekingspagina:',
      closing: 'Graag rijden wij u een volgende keer.',
    },
  },

  completed: {
    subject: (v) => `Dank u wel voor uw rit: ${v.ref}`,
    intro: (v) =>
      `Dank u wel dat u op ${v.date} met ${v.company} reisde. Wij hopen dat u een prettige rit had.`,
    invoice: (v) =>
      `Uw factuur ${v.number} zit als bijlage bij deze e-mail; u kunt hem ook downloaden op uw boekingspagina.`,
    noInvoice: 'De gegevens van uw rit vindt u op uw boekingspagina.',
    onAccount: 'De rit komt op de maandfactuur van uw bedrijf.',
    manage: 'Uw boekingspagina:',
    action: 'Bekijk uw boeking',
    closing: 'Graag rijden wij u een volgende keer weer.',
  },

  companyInvoice: {
    subject: (v) => `Factuur ${v.number} van ${v.company} (${v.rides})`,
    rides: (v) => `${v.count} ${v.count === 1 ? 'rit' : 'ritten'}`,
    salutation: 'Geachte heer, mevrouw,',
    intro: (v) =>
      `Bijgaand ontvangt u factuur ${v.number} voor de ritten van ${v.customer} in de afgelopen periode: ${v.rides}, samen ${v.amount} inclusief btw.`,
    payBy: (v) =>
      `Wij verzoeken u het bedrag uiterlijk ${v.due} over te maken, onder vermelding van het factuurnummer. De gegevens staan op de factuur.`,
    number: 'Factuurnummer',
    due: 'Vervaldatum',
    questions: (v) => `Vragen over deze factuur? Beantwoord deze e-mail of bel ons op ${v.phone}.`,
  },

  calendar: {
    summary: (v) => `${v.company}: rit van ${v.pickup} naar ${v.destination}`,
    reference: 'Referentie',
    pickup: 'Ophaaladres',
    destination: 'Bestemming',
    vehicle: 'Voertuig',
    passengers: 'Passagiers',
    driver: 'Chauffeur',
    price: 'Vaste prijs',
    questions: 'Vragen of wijzigingen',
  },

  driverNotice: {
    hello: (v) => `Hallo ${v.name},`,
    link: {
      subject: (v) => `Je link naar je ritten bij ${v.company}`,
      intro:
        'Dit is je eigen link naar je ritten van vandaag en morgen. Open hem op je telefoon en zet hem op je beginscherm; eenmaal geopend werkt hij ook zonder netwerk.',
      outro:
        'Houd deze link voor jezelf: wie hem heeft, ziet je ritten. Zodra kantoor een nieuwe link maakt, werkt deze niet meer.',
    },
    subject: {
      assigned: (v) => `Nieuwe rit ${v.reference} voor jou`,
      removed: (v) => `Rit ${v.reference} is niet meer van jou`,
      changed: (v) => `Rit ${v.reference} is gewijzigd`,
      cancelled: (v) => `Rit ${v.reference} is geannuleerd: niet rijden`,
    },
    text: {
      assigned: 'Kantoor heeft je een nieuwe rit gegeven.',
      removed: 'Kantoor heeft deze rit van je lijst gehaald. Je hoeft hem niet te rijden.',
      changed: 'Kantoor heeft deze rit gewijzigd. Bekijk de gegevens op je pagina voordat je vertrekt.',
      cancelled: 'Deze rit is geannuleerd. Rij niet naar het ophaaladres.',
    },
    rows: { reference: 'Referentie', when: 'Ophalen', from: 'Van', to: 'Naar' },
    page: 'Je ritten:',
    open: 'Open je ritten',
  },

  invoice: {
    invoice: 'Factuur',
    creditNote: 'Creditnota',
    number: 'Factuurnummer',
    creditNumber: 'Creditnotanummer',
    date: 'Factuurdatum',
    credits: 'Correctie op factuur',
    billedTo: 'Gefactureerd aan',
    ride: 'Rit',
    reference: 'Referentie',
    when: 'Datum van de rit',
    amount: 'Bedrag incl. btw',
    net: 'Bedrag excl. btw',
    vat: (v) => `Btw ${v.rate} %`,
    gross: 'Totaal incl. btw',
    paid: (v) => `Online betaald op ${v.date}${v.method ? ` (${v.method})` : ''}. Dank u wel.`,
    refunded: 'Dit bedrag wordt teruggestort via de gebruikte betaalmethode.',
    unpaid: 'Betaald aan de chauffeur of per bankoverschrijving, zoals afgesproken.',
    kvk: 'KvK-nummer',
    period: 'Periode',
    due: 'Vervaldatum',
    transfer: (v) =>
      `Wij verzoeken u ${v.amount} uiterlijk ${v.due} over te maken op ${v.iban} ten name van ${v.name}, onder vermelding van factuurnummer ${v.number}.`,
    vatNumber: 'Btw-nummer',
    methods: {
      ideal: 'iDEAL',
      creditcard: 'Credit card',
      bancontact: 'Bancontact',
      applepay: 'Apple Pay',
      paypal: 'PayPal',
    },
    fileName: { invoice: 'factuur', creditNote: 'creditnota' },
  },
};
