/**
 * English texts of the driver's page (`/driver`), the reference shape. Kept apart from the public
 * site's and the console's resources, so neither dictionary grows. Keys are semantic and nested by
 * part of the page; placeholders use the {{name}} syntax; a text that depends on a number has a `one`
 * and an `other` form (chosen with Intl.PluralRules).
 */
export const driver = {
  meta: {
    title: 'Your rides · {{company}}',
    description:
      'Your rides for today and tomorrow: pickup times, addresses, passengers and where each ride stands.',
  },
  header: {
    title: 'Rides for {{name}}',
    titleNoName: 'Your rides',
    subtitle: 'Today and tomorrow',
  },
  connection: {
    updated: 'Updated at {{time}}',
    loading: 'Loading your rides…',
    offline: 'No connection. Showing what was last loaded at {{time}}.',
    offlineNothing: 'No connection, and nothing was loaded on this phone yet.',
    refresh: 'Refresh',
    refreshing: 'Refreshing…',
    waiting: {
      one: '{{count}} change waiting to send. It goes out as soon as there is a connection.',
      other: '{{count}} changes waiting to send. They go out as soon as there is a connection.',
    },
  },
  days: {
    today: 'Today',
    tomorrow: 'Tomorrow',
    none: 'No rides.',
  },
  ride: {
    pickup: 'Pickup',
    destination: 'Destination',
    noDestination: 'As the passenger directs',
    navigateToPickup: 'Navigate to the pickup',
    navigateToDestination: 'Navigate to the destination',
    flight: 'Flight {{flight}}',
    meetAtArrivals: 'Meet at arrivals',
    passengers: { one: '{{count}} passenger', other: '{{count}} passengers' },
    luggage: { one: '{{count}} piece of luggage', other: '{{count}} pieces of luggage' },
    childSeats: { one: '{{count}} child seat', other: '{{count}} child seats' },
    boosterSeats: { one: '{{count}} booster seat', other: '{{count}} booster seats' },
    hourly: { one: 'Hire by the hour: {{count}} hour', other: 'Hire by the hour: {{count}} hours' },
    tour: 'Tour: {{tour}}',
    vehicle: 'Car',
    nameSign: 'Name sign',
    showNameSign: 'Show name sign',
    passenger: 'Passenger',
    call: 'Call {{name}}',
    callPassenger: 'Call the passenger',
    customerNotes: 'Notes from the customer',
    internalNote: 'Note from the office',
    notConfirmed: 'Not confirmed yet',
    cancelled: 'Cancelled — do not drive',
    removed: 'No longer yours — do not drive',
    ended: 'This ride has ended.',
  },
  progress: {
    label: 'Progress of ride {{reference}}',
    onTheWay: 'On the way',
    arrived: 'Arrived',
    onBoard: 'Passenger on board',
    completed: 'Completed',
    noShow: 'No-show',
    done: 'Done',
    now: 'Now: {{step}}',
    notStarted: 'Not started',
    sending: 'Sending…',
    waiting: 'Waiting to send',
    sent: '{{reference}}: {{step}}. Sent.',
    queued: '{{reference}}: {{step}}. Saved on this phone; it will be sent when there is a connection.',
  },
  nameSignView: {
    label: 'Name sign for {{name}}',
    close: 'Close',
  },
  errors: {
    linkNotValid: 'This link no longer works. Ask the office for a new one.',
    linkExpired: 'Your link has expired, as links do after a while. Ask the office for a new one.',
    notYetPickedUp: 'Only possible after the pickup time ({{time}}).',
    transitionNotAllowed:
      'This step is not possible for this ride (any more). Refresh to see where it stands.',
    notFound: 'This ride is no longer yours.',
    rateLimited: 'Too many presses in a short time. Wait a minute and try again.',
    network: 'No connection to the office.',
    internal: 'Something went wrong at the office’s end. Try again in a moment.',
  },
  noLink: {
    title: 'Open your personal link',
    text: 'Open the link the office sent you, on this phone. After that, this page remembers it: you can add it to your home screen.',
  },
};
