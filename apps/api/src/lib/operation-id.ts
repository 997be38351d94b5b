/** Path segments that name what a POST does rather than a resource, with the verb they become. */
const ACTIONS: Readonly<Record<string, string>> = {
  accept: 'accept',
  confirm: 'confirm',
  disable: 'disable',
  enable: 'enable',
  invite: 'invite',
  resend: 'resend',
  reset: 'reset',
  setup: 'setUp',
};

/**
 * The routes whose path does not say what they do (a token-in-the-body POST that reads, a POST that sets
 * one field, a path the rule would give two operations) or where the rule's name reads poorly. Keyed by
 * `METHOD /openapi/{path}`; the OpenAPI test fails on a key that names no route.
 */
export const OPERATION_ID_EXCEPTIONS: Readonly<Record<string, string>> = {
  'GET /healthz': 'getLiveness',
  'GET /readyz': 'getReadiness',
  'GET /api/geo/search': 'searchCities',
  'POST /api/contact': 'createContactMessage',
  'DELETE /api/console/session': 'deleteCurrentConsoleSession',
  'DELETE /api/console/sessions': 'deleteOtherConsoleSessions',
  'POST /api/console/password': 'changeConsolePassword',
  'POST /api/console/password-reset': 'requestConsolePasswordReset',
  'POST /api/console/operators/{id}/role': 'setConsoleOperatorRole',
  'GET /api/console/bookings.csv': 'exportConsoleBookingsCsv',
  'POST /api/console/bookings/{reference}/status': 'setConsoleBookingStatus',
  'POST /api/console/bookings/{reference}/assignment': 'assignConsoleBooking',
  'POST /api/console/messages/{id}/handled': 'markConsoleMessageHandled',
  'POST /api/manage/lookup': 'getManagedBooking',
  'POST /api/manage/change': 'changeManagedBooking',
  'POST /api/manage/calendar': 'getManagedBookingCalendar',
  'POST /api/manage/cancel': 'cancelManagedBooking',
  'POST /api/driver/rides': 'listDriverRides',
  'POST /api/driver/rides/{reference}/status': 'setDriverRideStatus',
};

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** `password-reset` -> `PasswordReset`. */
const pascalCase = (segment: string) => segment.split(/[-_]/).filter(Boolean).map(capitalize).join('');

/** Our path words are regular English plurals: `bookings` -> `booking`. */
const singular = (word: string) => (word.endsWith('s') ? word.slice(0, -1) : word);

/**
 * The operationId of a route in the OpenAPI document: an exception from {@link OPERATION_ID_EXCEPTIONS},
 * or derived from the method and the path, so a new route is named without a list to keep. The path's
 * words (without `/api`) become nouns, singular where an item or a further segment follows; the verb is
 * the last segment when it is an action (`/disable`), else `list` for a GET of a plural, `get` for any
 * other GET, `create` for a POST (of one item), `update` for PATCH and PUT, `delete` for DELETE. A file
 * extension other than `.json` is kept as a suffix. Stable as long as the method and the path are.
 *
 * @example
 * operationId('GET', '/api/console/bookings'); // 'listConsoleBookings'
 * operationId('POST', '/api/console/bookings'); // 'createConsoleBooking'
 * operationId('GET', '/api/console/bookings/{reference}'); // 'getConsoleBooking'
 * operationId('POST', '/api/console/operators/{id}/disable'); // 'disableConsoleOperator'
 * operationId('POST', '/api/manage/cancel'); // 'cancelManagedBooking' (an exception)
 */
export function operationId(method: string, path: string): string {
  const exception = OPERATION_ID_EXCEPTIONS[`${method} ${path}`];
  if (exception) return exception;

  const segments = path.split('/').filter((segment) => segment !== '' && segment !== 'api');
  const endsWithParameter = segments.at(-1)?.startsWith('{') ?? false;
  let suffix = '';
  const words: string[] = [];
  segments.forEach((segment, index) => {
    if (segment.startsWith('{')) return;
    const [name = '', extension] = segment.split('.');
    if (extension && extension !== 'json') suffix = capitalize(extension);
    // A word followed by more path names the collection one item of which the rest is about.
    words.push(index < segments.length - 1 ? singular(name) : name);
  });

  const last = words.at(-1) ?? '';
  const action = ACTIONS[last];
  let verb: string;
  if (action) {
    verb = action;
    words.pop();
  } else if (method === 'GET') {
    verb = !endsWithParameter && last.endsWith('s') ? 'list' : 'get';
  } else if (method === 'POST') {
    verb = 'create';
    if (!endsWithParameter) words.splice(-1, 1, singular(last));
  } else if (method === 'PATCH' || method === 'PUT') {
    verb = 'update';
  } else {
    verb = method.toLowerCase();
  }
  return verb + words.map(pascalCase).join('') + suffix;
}
