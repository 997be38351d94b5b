import type { MailTexts } from '../../mail/types.js';

/**
 * French words of the customer's mails, calendar file and invoice PDF (France and Belgium),
 * type-checked against the English shape (see `./en.ts`). Formal ("vous"), as the site is, with French
 * typography: a non-breaking space (\u00a0) before ? ! : ; and inside « », a typographic apostrophe (’).
 */
export const mail: MailTexts = {
  dates: {
    short: (v) => `${v.day}/${v.month}/${v.year}`,
    at: (v) => `${v.date} à ${v.time}`,
    zone: 'heure d’Amsterdam',
  },

  letter: {
    greeting: (v) => `Bonjour ${v.name},`,
    greetingNoName: 'Bonjour,',
    regards: (v) => `Bien cordialement,\n${v.company}`,
  },

  layout: {
    buttonFallback: 'Le bouton ne fonctionne pas\u00a0? Ouvrez ce lien\u00a0:',
    chamberOfCommerce: 'Chambre de commerce (KvK)',
  },

  rows: {
    reference: 'Référence',
    pickup: 'Lieu de prise en charge',
    destination: 'Destination',
    dateTime: 'Date et heure',
    flight: 'Numéro de vol',
    passengers: 'Passagers',
    luggage: 'Bagages',
    vehicle: 'Véhicule',
    distance: 'Distance',
    duration: 'Durée estimée du trajet',
    price: 'Prix fixe (TTC)',
    minimum: '(tarif minimum appliqué)',
    name: 'Nom',
    email: 'E-mail',
    phone: 'Téléphone',
    driver: 'Chauffeur',
    driverPhone: 'Téléphone du chauffeur',
    manage: 'Gérer votre réservation',
    invoiceTotal: 'Total TTC',
  },

  product: {
    booking: 'Prestation',
    products: {
      transfer: 'Transfert',
      returnTransfer: 'Transfert aller-retour',
      hourly: 'Mise à disposition avec chauffeur',
      tour: 'Excursion privée',
    },
    tour: 'Excursion',
    hours: 'Heures réservées',
    hoursValue: (v) => `${v.hours}\u00a0${v.hours < 2 ? 'heure' : 'heures'}`,
    hoursBilled: (v) =>
      `${v.hours}\u00a0${v.hours < 2 ? 'heure facturée' : 'heures facturées'} (minimum de facturation)`,
    asDirected: 'Selon vos indications (sans destination fixe)',
    outboundPrice: 'Prix fixe du trajet aller (TTC)',
    returnRide: 'Trajet retour',
    returnFlight: 'Vol retour',
    childSeats: 'Sièges enfant',
    boosterSeats: 'Rehausseurs',
    nameSign: 'Nom sur la pancarte',
    passenger: 'Voyageur',
    meetingPoint: 'Point de rendez-vous',
    /**
     * Where the driver meets a traveller picked up at an airport for a flight, in the business's own
     * words (business.config.ts `meetAndGreet.meetingPoint` may say it otherwise for a language).
     */
    meetingPlace:
      'Votre chauffeur vous attend dans le hall des arrivées, juste après la douane, avec une pancarte à votre nom. À Schiphol, c’est le Meeting Point de Schiphol Plaza, sous le cube rouge et blanc.',
    freeWaiting: 'Temps d’attente offert',
    airportWaiting: (v) => `Jusqu’à ${v.minutes}\u00a0minutes après l’atterrissage de votre vol`,
    duration: 'Durée',
    returnPrice: 'Prix du trajet retour',
    total: 'Prix total (TTC)',
    manageReturn: 'Votre trajet retour, à consulter ou à annuler séparément\u00a0:',
    manageReturnAction: 'Gérer votre trajet retour',
  },

  received: {
    subject: (v) => `Nous avons bien reçu votre demande de réservation ${v.ref}`,
    thanks: (v) =>
      `Merci d’avoir choisi ${v.company}. Nous avons bien reçu votre demande et reviendrons vers vous dans les prochaines minutes pour confirmer votre trajet.`,
    quoteReference: (v) => `Lorsque vous nous contactez, merci d’indiquer votre référence\u00a0: ${v.ref}.`,
    manage: 'Consultez votre réservation, ajoutez-la à votre agenda ou annulez-la\u00a0:',
    terms:
      'Annulation gratuite jusqu’à 2\u00a0heures avant la prise en charge. Vous pouvez régler en espèces, par carte bancaire ou par virement.',
  },

  status: {
    manage: 'Consultez ou gérez votre réservation en ligne\u00a0:',
    payOnline:
      'Réglez votre trajet en ligne à l’avance (iDEAL, carte bancaire ou Bancontact), ou consultez votre réservation\u00a0:',
    payOnlineAction: 'Payer en ligne',
    messageLabel: 'Un message de notre part\u00a0:',
    reasonLabel: 'Le motif\u00a0:',
    noteLabel: 'Remarque\u00a0:',
    noChargeRequest: 'Aucun montant ne vous sera facturé pour cette demande.',
    noChargeRide: 'Aucun montant ne vous sera facturé pour ce trajet.',
    reminder: {
      subject: (v) => `Rappel\u00a0: votre trajet ${v.ref} le ${v.when}`,
      intro: (v) =>
        `Nous vous rappelons votre trajet avec ${v.company} le ${v.when}, entre ${v.pickup} et ${v.destination}.`,
      driver: (v) => `Votre chauffeur est ${v.name}, joignable au ${v.phone}.`,
      noDriver: (v) =>
        `Nous vous communiquerons le nom et le numéro de téléphone de votre chauffeur. Vous pouvez aussi nous appeler au ${v.phone}.`,
      questions: (v) =>
        `Des questions ou des modifications\u00a0? Appelez-nous au ${v.phone} en indiquant votre référence ${v.ref}.`,
    },
    confirmed: {
      subject: (v) => `Votre trajet ${v.ref} est confirmé`,
      intro: (v) => `Bonne nouvelle\u00a0: votre trajet avec ${v.company} du ${v.when} est confirmé.`,
      driver: (v) => `Votre chauffeur sera ${v.name}, joignable au ${v.phone} le jour de votre trajet.`,
      calendar: (v) => `Le fichier joint ${v.file} vous permet d’ajouter ce trajet à votre agenda.`,
      questions: (v) =>
        `Annulation gratuite jusqu’à 2\u00a0heures avant la prise en charge. Des questions ou des modifications\u00a0? Appelez-nous au ${v.phone} ou répondez à cet e-mail, en indiquant votre référence ${v.ref}.`,
    },
    changed: {
      subject: (v) => `Votre trajet ${v.ref} a été modifié`,
      intro: (v) =>
        `Votre trajet avec ${v.company} a été modifié. Il est désormais prévu le ${v.when}\u00a0; les informations ci-dessous font foi.`,
      toConfirmSubject: (v) => `Modification de votre trajet ${v.ref}\u00a0: confirmation très prochainement`,
      toConfirmIntro: (v) =>
        `Nous avons bien reçu la modification de votre trajet, désormais prévu le ${v.when}. Nous la vérifions et vous la confirmerons très prochainement par e-mail.`,
      calendar: (v) => `Le fichier joint ${v.file} met à jour ce trajet dans votre agenda.`,
      questions: (v) =>
        `Des questions\u00a0? Appelez-nous au ${v.phone} en indiquant votre référence ${v.ref}.`,
    },
    expired: {
      subject: (v) => `Votre demande de réservation ${v.ref} n’a pas pu être confirmée à temps`,
      intro: (v) =>
        `Nous sommes désolés\u00a0: nous n’avons pas pu confirmer à temps votre demande de réservation pour le ${v.when}, qui a donc expiré. Aucun chauffeur ne se présentera pour ce trajet.`,
      help: (v) =>
        `Si vous avez toujours besoin d’un trajet, appelez-nous au ${v.phone}\u00a0: nous ferons tout notre possible pour vous aider sans attendre.`,
      calendar: (v) => `Le fichier joint ${v.file} retire ce trajet de votre agenda.`,
    },
    declined: {
      subject: (v) => `Votre demande de réservation ${v.ref} n’a pas pu être acceptée`,
      intro: (v) =>
        `Nous sommes désolés, mais nous ne pouvons pas accepter votre demande de réservation pour le ${v.when}.`,
      help: (v) =>
        `Veuillez nous excuser pour ce désagrément. N’hésitez pas à nous appeler au ${v.phone}\u00a0: nous chercherons volontiers une autre solution avec vous.`,
    },
    cancelledByCustomer: {
      subject: (v) => `Votre trajet ${v.ref} a été annulé à votre demande`,
      intro: (v) => `Comme vous l’avez demandé, nous avons annulé votre trajet du ${v.when}.`,
      closing: 'Nous espérons avoir le plaisir de vous conduire une prochaine fois.',
      notYou: (v) =>
        `Vous n’êtes pas à l’origine de cette annulation\u00a0? Appelez-nous sans attendre au ${v.phone}.`,
    },
    cancelled: {
      subject: (v) => `Votre trajet ${v.ref} a été annulé`,
      intro: (v) =>
        `Nous avons le regret de vous informer que nous avons dû annuler votre trajet du ${v.when}.`,
      apology: (v) =>
        `Nous vous prions de bien vouloir nous en excuser. N’hésitez pas à nous appeler au ${v.phone} si nous pouvons vous proposer un autre trajet.`,
    },
  },

  payment: {
    payLink: {
      subject: (v) => `Réglez votre trajet ${v.ref} en ligne`,
      intro: (v) =>
        `Vous pouvez dès à présent régler en ligne le montant de ${v.amount} pour votre trajet du ${v.when}, par iDEAL, carte bancaire ou Bancontact, sur notre page de paiement sécurisée.`,
      after:
        'En payant en ligne, vous n’aurez rien à régler au chauffeur. Vous pouvez aussi toujours payer le chauffeur, comme convenu.',
      amount: 'À payer (TTC)',
      action: 'Payer en ligne',
      manage: 'Payez depuis votre page de réservation\u00a0:',
      closing: 'Au plaisir de vous accueillir à bord.',
    },
    paid: {
      subject: (v) => `Paiement reçu pour votre réservation ${v.ref}`,
      intro: (v) =>
        `Merci\u00a0: nous avons bien reçu votre paiement de ${v.amount} pour votre trajet du ${v.when}.`,
      after:
        'Votre reçu est disponible sur votre page de réservation. Vous n’avez plus rien à régler au chauffeur.',
      amount: 'Payé (TTC)',
      action: 'Consulter votre réservation',
      manage: 'Votre page de réservation, où vous trouverez également votre reçu\u00a0:',
      closing: 'Au plaisir de vous accueillir à bord.',
    },
    refunded: {
      subject: (v) => `Remboursement en cours pour votre réservation ${v.ref}`,
      intro: (v) =>
        `Nous vous avons remboursé ${v.amount} pour votre trajet du ${v.when}. Selon votre banque ou votre carte, le montant sera crédité sur votre compte sous quelques jours ouvrés.`,
      after: 'Vous n’avez aucune démarche à effectuer.',
      amount: 'Remboursé (TTC)',
      action: 'Consulter votre réservation',
      manage: 'Votre page de réservation\u00a0:',
      closing: 'Nous espérons avoir le plaisir de vous conduire une prochaine fois.',
    },
  },

  completed: {
    subject: (v) => `Merci d’avoir voyagé avec nous\u00a0: ${v.ref}`,
    intro: (v) =>
      `Merci d’avoir voyagé avec ${v.company} le ${v.date}. Nous espérons que votre trajet s’est déroulé agréablement.`,
    invoice: (v) =>
      `Votre facture ${v.number} est jointe à cet e-mail\u00a0; vous pouvez également la télécharger depuis votre page de réservation.`,
    noInvoice: 'Vous trouverez le détail de votre trajet sur votre page de réservation.',
    onAccount: 'Ce trajet figurera sur la facture mensuelle de votre entreprise.',
    manage: 'Votre page de réservation\u00a0:',
    action: 'Consulter votre réservation',
    closing: 'Nous serions ravis de vous conduire à nouveau.',
  },

  companyInvoice: {
    subject: (v) => `Facture ${v.number} de ${v.company} (${v.rides})`,
    rides: (v) => `${v.count} ${v.count < 2 ? 'trajet' : 'trajets'}`,
    salutation: 'Madame, Monsieur,',
    intro: (v) =>
      `Veuillez trouver ci-joint la facture ${v.number} relative aux trajets effectués pour ${v.customer}\u00a0: ${v.rides}, pour un montant total de ${v.amount} TTC.`,
    payBy: (v) =>
      `Nous vous remercions de bien vouloir régler ce montant par virement au plus tard le ${v.due}, en indiquant le numéro de facture. Les coordonnées bancaires figurent sur la facture.`,
    number: 'N° de facture',
    due: 'Date d’échéance',
    questions: (v) =>
      `Une question sur cette facture\u00a0? Répondez simplement à cet e-mail ou appelez-nous au ${v.phone}.`,
  },

  calendar: {
    summary: (v) => `${v.company}\u00a0: ${v.pickup} → ${v.destination}`,
    reference: 'Référence',
    pickup: 'Prise en charge',
    destination: 'Destination',
    vehicle: 'Véhicule',
    passengers: 'Passagers',
    driver: 'Chauffeur',
    price: 'Prix fixe',
    questions: 'Questions ou modifications',
  },

  /** Aux chauffeurs de l'entreprise : vouvoiement, court et direct, comme leur page ; une « course ». */
  driverNotice: {
    hello: (v) => `Bonjour ${v.name},`,
    link: {
      subject: (v) => `Votre lien vers vos courses chez ${v.company}`,
      intro:
        'Voici votre lien personnel vers vos courses d’aujourd’hui et de demain. Ouvrez-le sur votre téléphone et ajoutez-le à votre écran d’accueil ; une fois ouvert, il fonctionne aussi sans réseau.',
      outro:
        'Gardez ce lien pour vous : toute personne qui l’a voit vos courses. Dès que le bureau vous envoie un nouveau lien, celui-ci ne fonctionne plus.',
    },
    subject: {
      assigned: (v) => `Nouvelle course ${v.reference} pour vous`,
      removed: (v) => `La course ${v.reference} ne vous est plus attribuée`,
      changed: (v) => `La course ${v.reference} a été modifiée`,
      cancelled: (v) => `La course ${v.reference} est annulée : ne partez pas`,
    },
    text: {
      assigned: 'Le bureau vous a attribué une nouvelle course.',
      removed: 'Le bureau a retiré cette course de votre liste. Vous n’avez pas à l’effectuer.',
      changed: 'Le bureau a modifié cette course. Vérifiez les détails sur votre page avant de partir.',
      cancelled: 'Cette course a été annulée. Ne vous rendez pas au lieu de prise en charge.',
    },
    rows: { reference: 'Référence', when: 'Prise en charge', from: 'De', to: 'À' },
    page: 'Vos courses :',
    open: 'Ouvrir vos courses',
  },

  invoice: {
    invoice: 'Facture',
    creditNote: 'Avoir',
    number: 'N° de facture',
    creditNumber: 'N° d’avoir',
    date: 'Date de facture',
    credits: 'Facture d’origine',
    billedTo: 'Facturé à',
    ride: 'Prestation',
    reference: 'Référence',
    when: 'Date de prestation',
    amount: 'Montant TTC',
    net: 'Total HT',
    vat: (v) => `TVA ${v.rate}\u00a0%`,
    gross: 'Total TTC',
    paid: (v) =>
      `Montant réglé en ligne le ${v.date}${v.method ? ` (${v.method})` : ''}. Nous vous remercions.`,
    refunded: 'Ce montant est remboursé sur le moyen de paiement utilisé.',
    unpaid: 'Montant réglé au chauffeur ou par virement bancaire, comme convenu.',
    kvk: 'Chambre de commerce (KvK)',
    period: 'Période',
    due: 'À régler avant le',
    transfer: (v) =>
      `Nous vous remercions de bien vouloir virer ${v.amount} au plus tard le ${v.due} sur le compte ${v.iban} au nom de ${v.name}, en indiquant le numéro de facture ${v.number}.`,
    vatNumber: 'N° de TVA',
    methods: {
      ideal: 'iDEAL',
      creditcard: 'Carte bancaire',
      bancontact: 'Bancontact',
      applepay: 'Apple Pay',
      paypal: 'PayPal',
    },
    fileName: { invoice: 'facture', creditNote: 'avoir' },
  },
};
