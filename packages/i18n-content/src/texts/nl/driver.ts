import type { DriverResource } from '../../driver/types.js';

/**
 * Dutch texts of the driver's page, type-checked against the English shape. A work tool for the
 * business's own drivers, so in the "je"-form throughout, as the console is.
 */
export const driver: DriverResource = {
  meta: {
    title: 'Je ritten · {{company}}',
    description:
      'Je ritten van vandaag en morgen: ophaaltijden, adressen, passagiers en hoe elke rit ervoor staat.',
  },
  header: {
    title: 'Ritten van {{name}}',
    titleNoName: 'Je ritten',
    subtitle: 'Vandaag en morgen',
  },
  connection: {
    updated: 'Bijgewerkt om {{time}}',
    loading: 'Je ritten worden geladen…',
    offline: 'Geen verbinding. Je ziet wat om {{time}} het laatst is geladen.',
    offlineNothing: 'Geen verbinding, en op deze telefoon is nog niets geladen.',
    refresh: 'Vernieuwen',
    refreshing: 'Bezig met vernieuwen…',
    waiting: {
      one: '{{count}} wijziging wacht op verzending. Die wordt verstuurd zodra er weer verbinding is.',
      other: '{{count}} wijzigingen wachten op verzending. Ze worden verstuurd zodra er weer verbinding is.',
    },
  },
  days: {
    today: 'Vandaag',
    tomorrow: 'Morgen',
    none: 'Geen ritten.',
  },
  ride: {
    pickup: 'Ophalen',
    destination: 'Bestemming',
    noDestination: 'Waar de passagier heen wil',
    navigateToPickup: 'Route naar het ophaaladres',
    navigateToDestination: 'Route naar de bestemming',
    flight: 'Vlucht {{flight}}',
    meetAtArrivals: 'Opwachten in de aankomsthal',
    passengers: { one: '{{count}} passagier', other: '{{count}} passagiers' },
    luggage: { one: '{{count}} stuk bagage', other: '{{count}} stuks bagage' },
    childSeats: { one: '{{count}} kinderzitje', other: '{{count}} kinderzitjes' },
    boosterSeats: { one: '{{count}} zittingverhoger', other: '{{count}} zittingverhogers' },
    hourly: { one: 'Per uur gehuurd: {{count}} uur', other: 'Per uur gehuurd: {{count}} uur' },
    tour: 'Rondrit: {{tour}}',
    vehicle: 'Auto',
    nameSign: 'Naambord',
    showNameSign: 'Naambord tonen',
    passenger: 'Passagier',
    call: 'Bel {{name}}',
    callPassenger: 'Bel de passagier',
    customerNotes: 'Opmerkingen van de klant',
    internalNote: 'Notitie van kantoor',
    notConfirmed: 'Nog niet bevestigd',
    cancelled: 'Geannuleerd — niet rijden',
    removed: 'Niet meer jouw rit — niet rijden',
    ended: 'Deze rit is afgelopen.',
  },
  progress: {
    label: 'Voortgang van rit {{reference}}',
    onTheWay: 'Onderweg',
    arrived: 'Aangekomen',
    onBoard: 'Passagier ingestapt',
    completed: 'Afgerond',
    noShow: 'Niet verschenen',
    done: 'Klaar',
    now: 'Nu: {{step}}',
    notStarted: 'Nog niet begonnen',
    sending: 'Versturen…',
    waiting: 'Wacht op verzending',
    sent: '{{reference}}: {{step}}. Verstuurd.',
    queued: '{{reference}}: {{step}}. Bewaard op deze telefoon; wordt verstuurd zodra er verbinding is.',
  },
  nameSignView: {
    label: 'Naambord voor {{name}}',
    close: 'Sluiten',
  },
  errors: {
    linkNotValid: 'Deze link werkt niet meer. Vraag kantoor om een nieuwe.',
    linkExpired: 'Je link is verlopen; dat gebeurt na een tijdje. Vraag kantoor om een nieuwe.',
    notYetPickedUp: 'Kan pas na de ophaaltijd ({{time}}).',
    transitionNotAllowed: 'Deze stap kan (nu) niet voor deze rit. Vernieuw om te zien hoe hij ervoor staat.',
    notFound: 'Deze rit is niet meer van jou.',
    rateLimited: 'Te vaak gedrukt in korte tijd. Wacht een minuut en probeer het opnieuw.',
    network: 'Geen verbinding met kantoor.',
    internal: 'Er ging iets mis bij kantoor. Probeer het zo opnieuw.',
  },
  noLink: {
    title: 'Open je persoonlijke link',
    text: 'Open op deze telefoon de link die je van kantoor hebt gekregen. Daarna onthoudt deze pagina hem: je kunt hem dan op je beginscherm zetten.',
  },
};
