import type { DriverResource } from '../../driver/types.js';

/**
 * German texts of the driver's page, type-checked against the English shape. A work tool for the
 * business's own drivers, so in the "du"-form throughout (the public site uses "Sie").
 */
export const driver: DriverResource = {
  meta: {
    title: 'Deine Fahrten · {{company}}',
    description:
      'Deine Fahrten für heute und morgen: Abholzeiten, Adressen, Fahrgäste und der Stand jeder Fahrt.',
  },
  header: {
    title: 'Fahrten für {{name}}',
    titleNoName: 'Deine Fahrten',
    subtitle: 'Heute und morgen',
  },
  connection: {
    updated: 'Aktualisiert um {{time}} Uhr',
    loading: 'Deine Fahrten werden geladen …',
    offline: 'Keine Verbindung. Du siehst den Stand von {{time}} Uhr.',
    offlineNothing: 'Keine Verbindung – und auf diesem Handy wurde noch nichts geladen.',
    refresh: 'Aktualisieren',
    refreshing: 'Wird aktualisiert …',
    waiting: {
      one: '{{count}} Änderung wartet auf das Senden. Sie geht raus, sobald wieder eine Verbindung besteht.',
      other:
        '{{count}} Änderungen warten auf das Senden. Sie gehen raus, sobald wieder eine Verbindung besteht.',
    },
  },
  days: {
    today: 'Heute',
    tomorrow: 'Morgen',
    none: 'Keine Fahrten.',
  },
  ride: {
    pickup: 'Abholung',
    destination: 'Ziel',
    noDestination: 'Nach Wunsch des Fahrgasts',
    navigateToPickup: 'Navigation zum Abholort',
    navigateToDestination: 'Navigation zum Ziel',
    flight: 'Flug {{flight}}',
    meetAtArrivals: 'Abholung in der Ankunftshalle',
    passengers: { one: '{{count}} Fahrgast', other: '{{count}} Fahrgäste' },
    luggage: { one: '{{count}} Gepäckstück', other: '{{count}} Gepäckstücke' },
    childSeats: { one: '{{count}} Kindersitz', other: '{{count}} Kindersitze' },
    boosterSeats: { one: '{{count}} Sitzerhöhung', other: '{{count}} Sitzerhöhungen' },
    hourly: { one: 'Stundenbuchung: {{count}} Stunde', other: 'Stundenbuchung: {{count}} Stunden' },
    tour: 'Tour: {{tour}}',
    vehicle: 'Fahrzeug',
    nameSign: 'Namensschild',
    showNameSign: 'Namensschild zeigen',
    passenger: 'Fahrgast',
    call: '{{name}} anrufen',
    callPassenger: 'Fahrgast anrufen',
    customerNotes: 'Hinweise vom Kunden',
    internalNote: 'Notiz vom Büro',
    notConfirmed: 'Noch nicht bestätigt',
    cancelled: 'Storniert – nicht fahren',
    removed: 'Nicht mehr deine Fahrt – nicht fahren',
    ended: 'Diese Fahrt ist beendet.',
  },
  progress: {
    label: 'Fortschritt der Fahrt {{reference}}',
    onTheWay: 'Unterwegs',
    arrived: 'Angekommen',
    onBoard: 'Fahrgast an Bord',
    completed: 'Abgeschlossen',
    noShow: 'Nicht erschienen',
    done: 'Erledigt',
    now: 'Jetzt: {{step}}',
    notStarted: 'Noch nicht begonnen',
    sending: 'Wird gesendet …',
    waiting: 'Wartet auf das Senden',
    sent: '{{reference}}: {{step}}. Gesendet.',
    queued:
      '{{reference}}: {{step}}. Auf diesem Handy gespeichert; wird gesendet, sobald eine Verbindung besteht.',
  },
  nameSignView: {
    label: 'Namensschild für {{name}}',
    close: 'Schließen',
  },
  errors: {
    linkNotValid: 'Dieser Link funktioniert nicht mehr. Frag im Büro nach einem neuen.',
    linkExpired: 'Dein Link ist abgelaufen – das passiert nach einer Weile. Frag im Büro nach einem neuen.',
    notYetPickedUp: 'Erst nach der Abholzeit ({{time}}) möglich.',
    transitionNotAllowed:
      'Dieser Schritt ist bei dieser Fahrt (nicht mehr) möglich. Aktualisiere, um den aktuellen Stand zu sehen.',
    notFound: 'Diese Fahrt gehört nicht mehr zu deinen.',
    rateLimited: 'Zu oft in kurzer Zeit gedrückt. Warte eine Minute und versuch es dann noch mal.',
    network: 'Keine Verbindung zum Büro.',
    internal: 'Im Büro-System ist etwas schiefgelaufen. Versuch es gleich noch mal.',
  },
  noLink: {
    title: 'Öffne deinen persönlichen Link',
    text: 'Öffne auf diesem Handy den Link, den dir das Büro geschickt hat. Danach merkt sich diese Seite den Link: Du kannst sie dann zu deinem Startbildschirm hinzufügen.',
  },
};
