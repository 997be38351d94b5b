import type { DriverResource } from '../../driver/types.js';

/**
 * French texts of the driver's page, type-checked against the English shape. A work tool for the
 * business's own drivers: in the "vous"-form, as a French company writes to its drivers, but short
 * and direct; a ride is a "course" here (the customer's pages say "trajet").
 */
export const driver: DriverResource = {
  meta: {
    title: 'Vos courses · {{company}}',
    description:
      'Vos courses d’aujourd’hui et de demain\u00a0: heures de prise en charge, adresses, passagers et état de chaque course.',
  },
  header: {
    title: 'Courses de {{name}}',
    titleNoName: 'Vos courses',
    subtitle: 'Aujourd’hui et demain',
  },
  connection: {
    updated: 'Mis à jour à {{time}}',
    loading: 'Chargement de vos courses…',
    offline: 'Pas de connexion. Affichage des données chargées à {{time}}.',
    offlineNothing: 'Pas de connexion, et rien n’a encore été chargé sur ce téléphone.',
    refresh: 'Actualiser',
    refreshing: 'Actualisation…',
    waiting: {
      one: '{{count}} modification en attente d’envoi. Elle partira dès que la connexion sera rétablie.',
      other:
        '{{count}} modifications en attente d’envoi. Elles partiront dès que la connexion sera rétablie.',
    },
  },
  days: {
    today: 'Aujourd’hui',
    tomorrow: 'Demain',
    none: 'Aucune course.',
  },
  ride: {
    pickup: 'Prise en charge',
    destination: 'Destination',
    noDestination: 'Selon les indications du passager',
    navigateToPickup: 'Itinéraire vers la prise en charge',
    navigateToDestination: 'Itinéraire vers la destination',
    flight: 'Vol {{flight}}',
    meetAtArrivals: 'Accueil dans le hall des arrivées',
    passengers: { one: '{{count}} passager', other: '{{count}} passagers' },
    luggage: { one: '{{count}} bagage', other: '{{count}} bagages' },
    childSeats: { one: '{{count}} siège enfant', other: '{{count}} sièges enfant' },
    boosterSeats: { one: '{{count}} rehausseur', other: '{{count}} rehausseurs' },
    hourly: {
      one: 'Mise à disposition\u00a0: {{count}}\u00a0heure',
      other: 'Mise à disposition\u00a0: {{count}}\u00a0heures',
    },
    tour: 'Excursion\u00a0: {{tour}}',
    vehicle: 'Véhicule',
    nameSign: 'Pancarte',
    showNameSign: 'Afficher la pancarte',
    passenger: 'Passager',
    call: 'Appeler {{name}}',
    callPassenger: 'Appeler le passager',
    customerNotes: 'Remarques du client',
    internalNote: 'Note du bureau',
    notConfirmed: 'Pas encore confirmée',
    cancelled: 'Annulée — ne pas y aller',
    removed: 'Ne vous est plus attribuée — ne pas y aller',
    ended: 'Cette course est terminée.',
  },
  progress: {
    label: 'Avancement de la course {{reference}}',
    onTheWay: 'En route',
    arrived: 'Sur place',
    onBoard: 'Passager à bord',
    completed: 'Terminée',
    noShow: 'Client absent',
    done: 'effectué',
    now: 'Étape actuelle\u00a0: {{step}}',
    notStarted: 'Pas encore commencée',
    sending: 'Envoi…',
    waiting: 'En attente d’envoi',
    sent: '{{reference}}\u00a0: {{step}}. Envoyé.',
    queued:
      '{{reference}}\u00a0: {{step}}. Enregistré sur ce téléphone\u00a0; sera envoyé dès que la connexion sera rétablie.',
  },
  nameSignView: {
    label: 'Pancarte pour {{name}}',
    close: 'Fermer',
  },
  errors: {
    linkNotValid: 'Ce lien ne fonctionne plus. Demandez-en un nouveau au bureau.',
    linkExpired:
      'Votre lien a expiré, comme tous les liens au bout d’un certain temps. Demandez-en un nouveau au bureau.',
    notYetPickedUp: 'Possible seulement après l’heure de prise en charge ({{time}}).',
    transitionNotAllowed:
      'Cette étape n’est pas (ou plus) possible pour cette course. Actualisez pour voir où elle en est.',
    notFound: 'Cette course ne vous est plus attribuée.',
    rateLimited: 'Trop de tentatives en peu de temps. Attendez une minute, puis réessayez.',
    network: 'Pas de connexion avec le bureau.',
    internal: 'Un problème est survenu du côté du bureau. Réessayez dans un instant.',
  },
  noLink: {
    title: 'Ouvrez votre lien personnel',
    text: 'Ouvrez sur ce téléphone le lien que le bureau vous a envoyé. Cette page le retiendra ensuite\u00a0: vous pourrez l’ajouter à votre écran d’accueil.',
  },
};
