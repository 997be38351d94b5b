import type { MailTexts } from '../../mail/types.js';

/**
 * German words of the customer's mails, calendar file and invoice PDF, type-checked against the
 * English shape (see `./en.ts`). Formal ("Sie"), as the site is. Every text that directly follows the
 * greeting ("Guten Tag …,") opens with a noun or the polite "Sie"/"Ihr", so it reads right after the
 * comma of the greeting and on its own (as the mail's preview line) alike. The credit note is a
 * "Rechnungskorrektur": a "Gutschrift" is, in German VAT law, an invoice written by the buyer.
 */
export const mail: MailTexts = {
  dates: {
    short: (v) => `${v.day}.${v.month}.${v.year}`,
    at: (v) => `${v.date} um ${v.time} Uhr`,
    zone: 'Ortszeit Amsterdam',
  },

  letter: {
    greeting: (v) => `Guten Tag ${v.name},`,
    greetingNoName: 'Guten Tag,',
    regards: (v) => `Mit freundlichen Grüßen\n${v.company}`,
  },

  layout: {
    buttonFallback: 'Falls die Schaltfläche nicht funktioniert, öffnen Sie bitte diesen Link:',
    chamberOfCommerce: 'Handelsregister (KvK)',
  },

  rows: {
    reference: 'Buchungsnummer',
    pickup: 'Abholort',
    destination: 'Ziel',
    dateTime: 'Datum und Uhrzeit',
    flight: 'Flugnummer',
    passengers: 'Fahrgäste',
    luggage: 'Gepäckstücke',
    vehicle: 'Fahrzeug',
    distance: 'Entfernung',
    duration: 'Voraussichtliche Fahrzeit',
    price: 'Festpreis (inkl. MwSt.)',
    minimum: '(Mindestfahrpreis)',
    name: 'Name',
    email: 'E-Mail',
    phone: 'Telefon',
    driver: 'Chauffeur',
    driverPhone: 'Telefon des Chauffeurs',
    manage: 'Buchung verwalten',
    invoiceTotal: 'Gesamtbetrag (inkl. MwSt.)',
  },

  product: {
    booking: 'Buchung',
    products: {
      transfer: 'Transfer',
      returnTransfer: 'Transfer mit Rückfahrt (hin und zurück)',
      hourly: 'Chauffeur auf Stundenbasis',
      tour: 'Private Tour',
    },
    tour: 'Tour',
    hours: 'Gebuchte Dauer',
    hoursValue: (v) => `${v.hours} ${v.hours === 1 ? 'Stunde' : 'Stunden'}`,
    hoursBilled: (v) => `${v.hours} Stunden berechnet (Mindestdauer)`,
    asDirected: 'Nach Ihren Wünschen (kein festes Ziel)',
    outboundPrice: 'Festpreis Hinfahrt (inkl. MwSt.)',
    returnRide: 'Rückfahrt',
    returnFlight: 'Flugnummer (Rückflug)',
    childSeats: 'Kindersitze',
    boosterSeats: 'Sitzerhöhungen',
    nameSign: 'Namensschild',
    passenger: 'Fahrgast',
    meetingPoint: 'Treffpunkt',
    /**
     * Where the driver meets a traveller picked up at an airport for a flight, in the business's own
     * words (business.config.ts `meetAndGreet.meetingPoint` may say it otherwise for a language).
     */
    meetingPlace:
      'Ihr Chauffeur erwartet Sie in der Ankunftshalle direkt nach dem Zoll, mit einem Schild mit Ihrem Namen. In Schiphol ist das der Meeting Point in Schiphol Plaza, unter dem rot-weißen Würfel.',
    freeWaiting: 'Kostenlose Wartezeit',
    airportWaiting: (v) => `bis zu ${v.minutes} Minuten nach der Landung Ihres Fluges`,
    duration: 'Dauer',
    returnPrice: 'Preis der Rückfahrt',
    total: 'Gesamtpreis (inkl. MwSt.)',
    manageReturn: 'Ihre Rückfahrt separat ansehen oder stornieren:',
    manageReturnAction: 'Rückfahrt verwalten',
  },

  received: {
    subject: (v) => `Ihre Buchungsanfrage ${v.ref} ist eingegangen`,
    thanks: (v) =>
      `Ihre Buchungsanfrage bei ${v.company} ist bei uns eingegangen – vielen Dank! Wir melden uns innerhalb weniger Minuten bei Ihnen, um Ihre Fahrt zu bestätigen.`,
    quoteReference: (v) => `Bitte geben Sie bei Rückfragen Ihre Buchungsnummer an: ${v.ref}.`,
    manage: 'Ihre Buchung ansehen, in Ihren Kalender eintragen oder stornieren:',
    terms:
      'Bis 2 Stunden vor der Abholung können Sie kostenlos stornieren. Sie können bar, mit Karte oder per Banküberweisung bezahlen.',
  },

  status: {
    manage: 'Ihre Buchung online ansehen oder verwalten:',
    payOnline:
      'Bezahlen Sie Ihre Fahrt bequem vorab online (iDEAL, Karte oder Bancontact) oder sehen Sie Ihre Buchung ein:',
    payOnlineAction: 'Online bezahlen',
    messageLabel: 'Eine Nachricht von uns:',
    reasonLabel: 'Der Grund:',
    noteLabel: 'Anmerkung:',
    noChargeRequest: 'Für diese Anfrage entstehen Ihnen keine Kosten.',
    noChargeRide: 'Für diese Fahrt entstehen Ihnen keine Kosten.',
    reminder: {
      subject: (v) => `Erinnerung: Ihre Fahrt ${v.ref} am ${v.when}`,
      intro: (v) =>
        `Ihre Fahrt mit ${v.company} steht bevor: am ${v.when} von ${v.pickup} nach ${v.destination}.`,
      driver: (v) => `Es fährt Sie ${v.name}, telefonisch erreichbar unter ${v.phone}.`,
      noDriver: (v) =>
        `Den Namen und die Telefonnummer Ihres Chauffeurs teilen wir Ihnen noch mit. Sie erreichen uns jederzeit unter ${v.phone}.`,
      questions: (v) =>
        `Fragen oder Änderungswünsche? Rufen Sie uns unter ${v.phone} an und nennen Sie dabei Ihre Buchungsnummer ${v.ref}.`,
    },
    confirmed: {
      subject: (v) => `Ihre Fahrt ${v.ref} ist bestätigt`,
      intro: (v) => `Ihre Fahrt mit ${v.company} am ${v.when} ist bestätigt – wir freuen uns auf Sie.`,
      driver: (v) => `Es fährt Sie ${v.name}, am Tag Ihrer Fahrt erreichbar unter ${v.phone}.`,
      calendar: (v) => `Mit der angehängten Datei ${v.file} tragen Sie die Fahrt in Ihren Kalender ein.`,
      questions: (v) =>
        `Bis 2 Stunden vor der Abholung können Sie kostenlos stornieren. Fragen oder Änderungswünsche? Rufen Sie uns unter ${v.phone} an oder antworten Sie auf diese E-Mail – bitte mit Angabe Ihrer Buchungsnummer ${v.ref}.`,
    },
    changed: {
      subject: (v) => `Ihre Fahrt ${v.ref} wurde geändert`,
      intro: (v) =>
        `Ihre Fahrt mit ${v.company} wurde geändert und findet nun am ${v.when} statt. Maßgeblich sind die unten stehenden Angaben.`,
      toConfirmSubject: (v) => `Ihre geänderte Fahrt ${v.ref}: Wir bestätigen sie in Kürze`,
      toConfirmIntro: (v) =>
        `Ihre Änderung ist bei uns eingegangen. Ihre Fahrt ist nun für ${v.when} vorgesehen; wir prüfen die Änderung und bestätigen sie Ihnen in Kürze per E-Mail.`,
      calendar: (v) => `Mit der angehängten Datei ${v.file} aktualisieren Sie die Fahrt in Ihrem Kalender.`,
      questions: (v) =>
        `Fragen? Rufen Sie uns unter ${v.phone} an und nennen Sie dabei Ihre Buchungsnummer ${v.ref}.`,
    },
    expired: {
      subject: (v) => `Ihre Buchungsanfrage ${v.ref} konnten wir leider nicht rechtzeitig bestätigen`,
      intro: (v) =>
        `Ihre Buchungsanfrage für ${v.when} konnten wir leider nicht rechtzeitig bestätigen, daher ist sie verfallen. Das bedauern wir sehr. Bitte warten Sie für diese Fahrt nicht auf einen Chauffeur.`,
      help: (v) =>
        `Falls Sie weiterhin eine Fahrt benötigen, rufen Sie uns bitte unter ${v.phone} an – wir tun unser Bestes, Ihnen sofort weiterzuhelfen.`,
      calendar: (v) => `Mit der angehängten Datei ${v.file} entfernen Sie die Fahrt aus Ihrem Kalender.`,
    },
    declined: {
      subject: (v) => `Ihre Buchungsanfrage ${v.ref} können wir leider nicht annehmen`,
      intro: (v) => `Ihre Buchungsanfrage für ${v.when} können wir leider nicht annehmen.`,
      help: (v) =>
        `Bitte entschuldigen Sie die Unannehmlichkeiten. Rufen Sie uns gern unter ${v.phone} an: Wir suchen gemeinsam mit Ihnen nach einer anderen Lösung.`,
    },
    cancelledByCustomer: {
      subject: (v) => `Ihre Fahrt ${v.ref} wurde wie gewünscht storniert`,
      intro: (v) => `Ihre Fahrt am ${v.when} haben wir wie gewünscht storniert.`,
      closing: 'Wir würden uns freuen, Sie ein anderes Mal fahren zu dürfen.',
      notYou: (v) =>
        `Sie haben diese Fahrt nicht selbst storniert? Dann rufen Sie uns bitte umgehend unter ${v.phone} an.`,
    },
    cancelled: {
      subject: (v) => `Ihre Fahrt ${v.ref} wurde storniert`,
      intro: (v) => `Ihre Fahrt am ${v.when} mussten wir leider stornieren. Das bedauern wir sehr.`,
      apology: (v) =>
        `Bitte entschuldigen Sie vielmals. Rufen Sie uns gern unter ${v.phone} an, wenn wir Ihnen mit einer anderen Fahrt weiterhelfen können.`,
    },
  },

  payment: {
    payLink: {
      subject: (v) => `Ihre Fahrt ${v.ref}: jetzt online bezahlen`,
      intro: (v) =>
        `Sie können den Betrag von ${v.amount} für Ihre Fahrt am ${v.when} jetzt online bezahlen – mit iDEAL, Karte oder Bancontact über unsere sichere Zahlungsseite.`,
      after:
        'Wenn Sie online bezahlen, ist mit dem Chauffeur nichts mehr abzurechnen. Sie können aber auch weiterhin wie vereinbart beim Chauffeur bezahlen.',
      amount: 'Zu zahlen (inkl. MwSt.)',
      action: 'Online bezahlen',
      manage: 'Bezahlen Sie auf Ihrer Buchungsseite:',
      closing: 'Wir freuen uns darauf, Sie zu fahren.',
    },
    paid: {
      subject: (v) => `Zahlung für Ihre Buchung ${v.ref} erhalten`,
      intro: (v) =>
        `Ihre Zahlung über ${v.amount} für Ihre Fahrt am ${v.when} ist bei uns eingegangen – vielen Dank!`,
      after:
        'Ihren Zahlungsbeleg finden Sie auf Ihrer Buchungsseite. Beim Chauffeur ist nichts mehr zu bezahlen.',
      amount: 'Bezahlt (inkl. MwSt.)',
      action: 'Buchung ansehen',
      manage: 'Ihre Buchungsseite, auf der Sie auch Ihren Zahlungsbeleg finden:',
      closing: 'Wir freuen uns darauf, Sie zu fahren.',
    },
    refunded: {
      subject: (v) => `Ihre Erstattung für ${v.ref} ist unterwegs`,
      intro: (v) =>
        `Ihre Erstattung über ${v.amount} für Ihre Fahrt am ${v.when} ist veranlasst. Je nach Bank oder Karte wird der Betrag Ihrem Konto innerhalb weniger Werktage gutgeschrieben.`,
      after: 'Sie müssen nichts weiter tun.',
      amount: 'Erstattet (inkl. MwSt.)',
      action: 'Buchung ansehen',
      manage: 'Ihre Buchungsseite:',
      closing: 'Wir würden uns freuen, Sie ein anderes Mal fahren zu dürfen.',
    },
  },

  completed: {
    subject: (v) => `Vielen Dank für Ihre Fahrt mit uns: ${v.ref}`,
    intro: (v) =>
      `Sie sind am ${v.date} mit ${v.company} gefahren – herzlichen Dank für Ihr Vertrauen. Wir hoffen, Sie hatten eine angenehme Fahrt.`,
    invoice: (v) =>
      `Ihre Rechnung ${v.number} finden Sie im Anhang dieser E-Mail; Sie können sie auch auf Ihrer Buchungsseite herunterladen.`,
    noInvoice: 'Die Details Ihrer Fahrt finden Sie auf Ihrer Buchungsseite.',
    onAccount: 'Die Fahrt wird über die Monatsrechnung Ihres Unternehmens abgerechnet.',
    manage: 'Ihre Buchungsseite:',
    action: 'Buchung ansehen',
    closing: 'Wir freuen uns darauf, Sie wieder fahren zu dürfen.',
  },

  companyInvoice: {
    subject: (v) => `Rechnung ${v.number} von ${v.company} (${v.rides})`,
    rides: (v) => `${v.count} ${v.count === 1 ? 'Fahrt' : 'Fahrten'}`,
    salutation: 'Sehr geehrte Damen und Herren,',
    intro: (v) =>
      `Sie erhalten anbei die Rechnung ${v.number} für die Fahrten von ${v.customer}: ${v.rides}, insgesamt ${v.amount} inklusive MwSt.`,
    payBy: (v) =>
      `Bitte überweisen Sie den Betrag bis ${v.due} unter Angabe der Rechnungsnummer. Unsere Bankverbindung finden Sie auf der Rechnung.`,
    number: 'Rechnungsnummer',
    due: 'Zahlbar bis',
    questions: (v) =>
      `Fragen zu dieser Rechnung? Antworten Sie einfach auf diese E-Mail oder rufen Sie uns unter ${v.phone} an.`,
  },

  calendar: {
    summary: (v) => `${v.company}: ${v.pickup} → ${v.destination}`,
    reference: 'Buchungsnummer',
    pickup: 'Abholort',
    destination: 'Ziel',
    vehicle: 'Fahrzeug',
    passengers: 'Fahrgäste',
    driver: 'Chauffeur',
    price: 'Festpreis',
    questions: 'Fragen oder Änderungen',
  },

  /** An die eigenen Fahrer: per "du", wie ihre Seite. */
  driverNotice: {
    hello: (v) => `Hallo ${v.name},`,
    link: {
      subject: (v) => `Dein Link zu deinen Fahrten bei ${v.company}`,
      intro:
        'Das ist dein persönlicher Link zu deinen Fahrten von heute und morgen. Öffne ihn auf deinem Handy und leg ihn auf den Startbildschirm; einmal geöffnet, funktioniert er auch ohne Netz.',
      outro:
        'Behalte den Link für dich: Wer ihn hat, sieht deine Fahrten. Sobald das Büro dir einen neuen Link schickt, funktioniert dieser nicht mehr.',
    },
    subject: {
      assigned: (v) => `Neue Fahrt ${v.reference} für dich`,
      removed: (v) => `Fahrt ${v.reference} ist nicht mehr deine`,
      changed: (v) => `Fahrt ${v.reference} wurde geändert`,
      cancelled: (v) => `Fahrt ${v.reference} ist storniert – bitte nicht fahren`,
    },
    text: {
      assigned: 'Das Büro hat dir eine neue Fahrt zugeteilt.',
      removed: 'Das Büro hat diese Fahrt von deiner Liste genommen. Du musst sie nicht fahren.',
      changed: 'Das Büro hat diese Fahrt geändert. Prüf die Angaben auf deiner Seite, bevor du losfährst.',
      cancelled: 'Diese Fahrt ist storniert. Fahr nicht zum Abholort.',
    },
    rows: { reference: 'Buchungsnummer', when: 'Abholung', from: 'Von', to: 'Nach' },
    page: 'Deine Fahrten:',
    open: 'Deine Fahrten öffnen',
  },

  invoice: {
    invoice: 'Rechnung',
    creditNote: 'Rechnungskorrektur',
    number: 'Rechnungsnummer',
    creditNumber: 'Korrekturnummer',
    date: 'Rechnungsdatum',
    credits: 'Korrektur zu Rechnung',
    billedTo: 'Rechnungsempfänger',
    ride: 'Fahrt',
    reference: 'Buchungsnummer',
    when: 'Leistungsdatum',
    amount: 'Betrag inkl. MwSt.',
    net: 'Nettobetrag',
    vat: (v) => `MwSt. ${v.rate} %`,
    gross: 'Gesamtbetrag',
    paid: (v) => `Online bezahlt am ${v.date}${v.method ? ` (${v.method})` : ''}. Vielen Dank.`,
    refunded: 'Der Betrag wird über das ursprünglich verwendete Zahlungsmittel erstattet.',
    unpaid: 'Zahlung wie vereinbart an den Chauffeur oder per Banküberweisung.',
    kvk: 'Handelsregister (KvK)',
    period: 'Abrechnungszeitraum',
    due: 'Zahlbar bis',
    transfer: (v) =>
      `Bitte überweisen Sie ${v.amount} bis ${v.due} unter Angabe der Rechnungsnummer ${v.number} auf folgendes Konto: IBAN ${v.iban}, Kontoinhaber ${v.name}.`,
    vatNumber: 'USt-IdNr.',
    methods: {
      ideal: 'iDEAL',
      creditcard: 'Kreditkarte',
      bancontact: 'Bancontact',
      applepay: 'Apple Pay',
      paypal: 'PayPal',
    },
    fileName: { invoice: 'rechnung', creditNote: 'rechnungskorrektur' },
  },
};
