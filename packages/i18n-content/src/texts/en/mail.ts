/**
 * English words of everything a customer receives from the API: the booking, status, payment and
 * thank-you mails, a company's invoice mail, the calendar file (.ics), the mail layout's footer and
 * button line, and the invoice or credit note PDF; and the notices to the business's drivers. The
 * reference shape: every other language fills the same keys (`MailTexts`).
 *
 * The texts only arrange words. Values arrive formatted already (dates, times, amounts, phone numbers,
 * names, references, addresses), and which paragraphs a mail holds (for which status, with or without
 * a driver, a message, a calendar file or a pay link) is decided once by the API for every language.
 * A text with values is a function of one object naming them, so a translator may put them anywhere
 * in the sentence. Formal, as the site is (the drivers' notices speak as the driver's page does).
 */
export const mail = {
  /** How dates and times read in a mail and in the PDF. */
  dates: {
    /** A short date in a field: `24/12/2027`. */
    short: (v: { day: string; month: string; year: string }) => `${v.day}/${v.month}/${v.year}`,
    /** A long date and a time: `Friday 24 December 2027 at 14:30`. */
    at: (v: { date: string; time: string }) => `${v.date} at ${v.time}`,
    /** The time zone of every pickup time (followed by `, UTC+01:00` in the night the clocks go back). */
    zone: 'Amsterdam time',
  },

  /** The opening and the closing of a letter. */
  letter: {
    /** With the whole name as it was entered ("Familie Bakker", "Bakker B.V."), never a guessed first name. */
    greeting: (v: { name: string }) => `Dear ${v.name},`,
    /** When no name was given. */
    greetingNoName: 'Dear customer,',
    regards: (v: { company: string }) => `Kind regards,\n${v.company}`,
  },

  /** The HTML frame of every mail. */
  layout: {
    /** The small line under a button, over the link itself, for mail clients that show no buttons. */
    buttonFallback: 'Button not working? Open this link:',
    /** Before the business's registration number in the footer. */
    chamberOfCommerce: 'Chamber of Commerce',
  },

  /** The labels of a mail's fields (the panel of rows under the introduction). */
  rows: {
    reference: 'Reference',
    pickup: 'Pickup',
    destination: 'Destination',
    dateTime: 'Date and time',
    flight: 'Flight number',
    passengers: 'Passengers',
    luggage: 'Luggage',
    vehicle: 'Vehicle',
    distance: 'Distance',
    duration: 'Estimated travel time',
    price: 'Fixed price (incl. VAT)',
    /** After the price, when the minimum fare applied. */
    minimum: '(minimum price applied)',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    driver: 'Driver',
    driverPhone: 'Driver phone',
    /** The button to the customer's own booking page. */
    manage: 'Manage your booking',
    /** An invoice's amount in the thank-you and the company's invoice mail. */
    invoiceTotal: 'Total (incl. VAT)',
  },

  /** What was booked: the product, its extras, a return trip's way back. */
  product: {
    booking: 'Booking',
    products: {
      transfer: 'Transfer',
      returnTransfer: 'Return transfer (there and back)',
      hourly: 'Chauffeur by the hour',
      tour: 'Private tour',
    },
    tour: 'Tour',
    hours: 'Hours',
    hoursValue: (v: { hours: number }) => `${v.hours} ${v.hours === 1 ? 'hour' : 'hours'}`,
    hoursBilled: (v: { hours: number }) => `${v.hours} hours billed (the minimum)`,
    /** The destination of hire without one. */
    asDirected: 'As directed (no fixed destination)',
    /** The outbound ride's price, in a return trip. */
    outboundPrice: 'Fixed price (incl. VAT) (outbound ride)',
    returnRide: 'Return ride',
    returnFlight: 'Flight (return)',
    childSeats: 'Child seats',
    boosterSeats: 'Booster seats',
    nameSign: 'Name sign',
    passenger: 'Travelling passenger',
    meetingPoint: 'Meeting point',
    /**
     * Where the driver meets a traveller picked up at an airport for a flight, in the business's own
     * words (business.config.ts `meetAndGreet.meetingPoint` may say it otherwise for a language).
     */
    meetingPlace:
      'Your driver waits for you in the arrivals hall, just past customs, holding a sign with your name. At Schiphol that is the Meeting Point in Schiphol Plaza, under the red and white cube.',
    freeWaiting: 'Free waiting time',
    airportWaiting: (v: { minutes: number }) => `up to ${v.minutes} minutes after your flight lands`,
    /** The length of hire or a tour (a transfer's is `rows.duration`). */
    duration: 'Duration',
    returnPrice: 'Price of the return ride',
    total: 'Total price (incl. VAT)',
    manageReturn: 'Your return ride, to see or cancel on its own:',
    manageReturnAction: 'Manage your return ride',
  },

  /** The mail right after booking: the request is in. */
  received: {
    subject: (v: { ref: string }) => `Your booking request ${v.ref} has been received`,
    thanks: (v: { company: string }) =>
      `Thank you for booking with ${v.company}. We have received your request and will contact you within minutes to confirm your ride.`,
    quoteReference: (v: { ref: string }) => `Please quote your reference when you contact us: ${v.ref}.`,
    manage: 'See your booking, add it to your calendar or cancel it:',
    terms: 'Free cancellation up to 2 hours before pickup. You can pay in cash, by card or by bank transfer.',
  },

  /** The mails about a booking's status: confirmed, reminder, changed, lapsed, declined, cancelled. */
  status: {
    manage: 'View or manage your booking online:',
    /** A confirmation of a ride paid on confirmation: the link to pay online. */
    payOnline: 'Pay for your ride online in advance (iDEAL, card or Bancontact), or view your booking:',
    payOnlineAction: 'Pay online',
    /** Over the operator's message, quoted. */
    messageLabel: 'A message from us:',
    /** Over the operator's reason for a decline or cancellation, quoted. */
    reasonLabel: 'The reason:',
    /** Over the operator's note to a customer's own cancellation, quoted. */
    noteLabel: 'Note:',
    noChargeRequest: 'You will not be charged for this request.',
    noChargeRide: 'You will not be charged for this ride.',
    reminder: {
      subject: (v: { ref: string; when: string }) => `Your ride ${v.ref} is coming up: ${v.when}`,
      intro: (v: { company: string; when: string; pickup: string; destination: string }) =>
        `A reminder of your ride with ${v.company} on ${v.when}, from ${v.pickup} to ${v.destination}.`,
      driver: (v: { name: string; phone: string }) => `Your driver is ${v.name}, reachable on ${v.phone}.`,
      noDriver: (v: { phone: string }) =>
        `We will send you your driver's name and phone number, or call us on ${v.phone}.`,
      questions: (v: { phone: string; ref: string }) =>
        `Questions or changes? Call us on ${v.phone}, quoting your reference ${v.ref}.`,
    },
    confirmed: {
      subject: (v: { ref: string }) => `Your ride ${v.ref} is confirmed`,
      intro: (v: { company: string; when: string }) =>
        `Good news: your ride with ${v.company} on ${v.when} is confirmed.`,
      driver: (v: { name: string; phone: string }) =>
        `Your driver is ${v.name}, reachable on ${v.phone} on the day of your ride.`,
      calendar: (v: { file: string }) => `The attached file ${v.file} adds the ride to your calendar.`,
      questions: (v: { phone: string; ref: string }) =>
        `Free cancellation up to 2 hours before pickup. Questions or changes? Call us on ${v.phone} or reply to this email, quoting your reference ${v.ref}.`,
    },
    changed: {
      subject: (v: { ref: string }) => `Your ride ${v.ref} has been changed`,
      intro: (v: { company: string; when: string }) =>
        `Your ride with ${v.company} has been changed. It is now on ${v.when}; the details below are the ones that count.`,
      /** A customer's change that waits for the operator's confirmation. */
      toConfirmSubject: (v: { ref: string }) => `Your changed ride ${v.ref}: we will confirm it shortly`,
      toConfirmIntro: (v: { when: string }) =>
        `We have received the change to your ride. It is now on ${v.when}; we will check it and confirm it by email shortly.`,
      calendar: (v: { file: string }) => `The attached file ${v.file} updates the ride in your calendar.`,
      questions: (v: { phone: string; ref: string }) =>
        `Questions? Call us on ${v.phone}, quoting your reference ${v.ref}.`,
    },
    /** A request nobody confirmed in time. */
    expired: {
      subject: (v: { ref: string }) => `We could not confirm your booking request ${v.ref} in time`,
      intro: (v: { when: string }) =>
        `We are sorry: we could not confirm your booking request for ${v.when} in time, so it has lapsed. Please do not wait for a driver for this ride.`,
      help: (v: { phone: string }) =>
        `If you still need a ride, call us on ${v.phone} and we will do our best to help you straight away.`,
      calendar: (v: { file: string }) => `The attached file ${v.file} removes the ride from your calendar.`,
    },
    declined: {
      subject: (v: { ref: string }) => `Your booking request ${v.ref} could not be accepted`,
      intro: (v: { when: string }) =>
        `We are sorry, but we cannot accept your booking request for ${v.when}.`,
      help: (v: { phone: string }) =>
        `Our apologies for the inconvenience. Please call us on ${v.phone}: we will gladly look for another solution with you.`,
    },
    /** The customer cancelled on their booking page. */
    cancelledByCustomer: {
      subject: (v: { ref: string }) => `Your ride ${v.ref} has been cancelled, as you asked`,
      intro: (v: { when: string }) => `As you asked, we have cancelled your ride on ${v.when}.`,
      closing: 'We hope to drive you another time.',
      notYou: (v: { phone: string }) =>
        `Did you not cancel this ride yourself? Please call us straight away on ${v.phone}.`,
    },
    /** The business cancelled. */
    cancelled: {
      subject: (v: { ref: string }) => `Your ride ${v.ref} has been cancelled`,
      intro: (v: { when: string }) =>
        `We regret to tell you that we have had to cancel your ride on ${v.when}.`,
      apology: (v: { phone: string }) =>
        `Our sincere apologies. Please call us on ${v.phone} if we can help you with another ride.`,
    },
  },

  /** The mails about an online payment: the invitation to pay, the payment received, a refund. */
  payment: {
    payLink: {
      subject: (v: { ref: string }) => `Pay for your ride ${v.ref} online`,
      intro: (v: { amount: string; when: string }) =>
        `You can now pay ${v.amount} for your ride on ${v.when} online, by iDEAL, card or Bancontact, in a secure checkout.`,
      after:
        'Paid online, there is nothing to settle with the driver. You can also still pay the driver, as agreed.',
      amount: 'To pay (incl. VAT)',
      action: 'Pay online',
      manage: 'Pay on your booking page:',
      closing: 'We look forward to driving you.',
    },
    paid: {
      subject: (v: { ref: string }) => `Payment received for your booking ${v.ref}`,
      intro: (v: { amount: string; when: string }) =>
        `Thank you: we have received your payment of ${v.amount} for your ride on ${v.when}.`,
      after: 'Your receipt is on your booking page. There is nothing more to pay to the driver.',
      amount: 'Paid (incl. VAT)',
      action: 'View your booking',
      manage: 'Your booking page, where you also find your receipt:',
      closing: 'We look forward to driving you.',
    },
    refunded: {
      subject: (v: { ref: string }) => `Refund of ${v.ref} is on its way`,
      intro: (v: { amount: string; when: string }) =>
        `We have refunded ${v.amount} for your ride on ${v.when}. Depending on your bank or card, it reaches your account within a few working days.`,
      after: 'You do not need to do anything.',
      amount: 'Refunded (incl. VAT)',
      action: 'View your booking',
      manage: 'Your booking page:',
      closing: 'We hope to drive you another time.',
    },
  },

  /** The thank-you after a completed ride, with its invoice. */
  completed: {
    subject: (v: { ref: string }) => `Thank you for riding with us: ${v.ref}`,
    intro: (v: { company: string; date: string }) =>
      `Thank you for travelling with ${v.company} on ${v.date}. We hope you had a pleasant ride.`,
    invoice: (v: { number: string }) =>
      `Your invoice ${v.number} is attached to this email; you can also download it from your booking page.`,
    noInvoice: 'You can find the details of your ride on your booking page.',
    onAccount: "The ride goes on your company's monthly invoice.",
    manage: 'Your booking page:',
    action: 'View your booking',
    closing: 'We would be glad to drive you again.',
  },

  /** A company's monthly invoice, to its invoice address. */
  companyInvoice: {
    subject: (v: { number: string; company: string; rides: string }) =>
      `Invoice ${v.number} from ${v.company} (${v.rides})`,
    rides: (v: { count: number }) => `${v.count} ${v.count === 1 ? 'ride' : 'rides'}`,
    salutation: 'Dear Sir or Madam,',
    intro: (v: { number: string; customer: string; rides: string; amount: string }) =>
      `Please find attached invoice ${v.number} for the rides of ${v.customer}: ${v.rides}, ${v.amount} in total including VAT.`,
    payBy: (v: { due: string }) =>
      `Please transfer the amount by ${v.due}, quoting the invoice number. The payment details are on the invoice.`,
    number: 'Invoice number',
    due: 'Due date',
    questions: (v: { phone: string }) =>
      `Questions about this invoice? Reply to this email or call us on ${v.phone}.`,
  },

  /** The calendar file (.ics) of a booking: the event's title and its description's lines. */
  calendar: {
    summary: (v: { company: string; pickup: string; destination: string }) =>
      `${v.company}: ${v.pickup} → ${v.destination}`,
    reference: 'Reference',
    pickup: 'Pickup',
    destination: 'Destination',
    vehicle: 'Vehicle',
    passengers: 'Passengers',
    driver: 'Driver',
    price: 'Fixed price',
    questions: 'Questions or changes',
  },

  /**
   * The mails to the business's own drivers: their private link to their page, and a ride given to
   * them, taken off them, changed or cancelled. Between colleagues, as the driver's page speaks (where
   * a language has an informal "you", these use it); the rides themselves are on the page.
   */
  driverNotice: {
    hello: (v: { name: string }) => `Hello ${v.name},`,
    link: {
      subject: (v: { company: string }) => `Your link to your rides with ${v.company}`,
      intro:
        'This is your own link to your rides of today and tomorrow. Open it on your phone and add it to your home screen; it keeps working without a network once opened.',
      outro:
        'Keep this link to yourself: anyone with it sees your rides. A new link from the office makes this one stop working.',
    },
    subject: {
      assigned: (v: { reference: string }) => `New ride ${v.reference} for you`,
      removed: (v: { reference: string }) => `Ride ${v.reference} is no longer yours`,
      changed: (v: { reference: string }) => `Ride ${v.reference} has changed`,
      cancelled: (v: { reference: string }) => `Ride ${v.reference} is cancelled: do not drive`,
    },
    text: {
      assigned: 'The office has given you a new ride.',
      removed: 'The office has taken this ride off your list. You do not need to drive it.',
      changed: 'The office has changed this ride. Check the details on your page before you leave.',
      cancelled: 'This ride has been cancelled. Do not drive to the pickup.',
    },
    rows: { reference: 'Reference', when: 'Pickup', from: 'From', to: 'To' },
    /** Before the button to the driver's page. */
    page: 'Your rides:',
    open: 'Open your rides',
  },

  /** The invoice and credit note PDF, and their file names. */
  invoice: {
    invoice: 'Invoice',
    creditNote: 'Credit note',
    number: 'Invoice number',
    creditNumber: 'Credit note number',
    date: 'Invoice date',
    credits: 'Corrects invoice',
    billedTo: 'Billed to',
    ride: 'Ride',
    reference: 'Reference',
    when: 'Date of the ride',
    amount: 'Amount incl. VAT',
    net: 'Net amount',
    vat: (v: { rate: string }) => `VAT ${v.rate} %`,
    gross: 'Total incl. VAT',
    /** `method` is empty when the payment method is unknown. */
    paid: (v: { method: string; date: string }) =>
      `Paid online on ${v.date}${v.method ? ` (${v.method})` : ''}. Thank you.`,
    refunded: 'This amount is refunded to the payment method used.',
    unpaid: 'Paid to the driver or by bank transfer, as agreed.',
    kvk: 'Chamber of Commerce (KvK)',
    period: 'Period',
    due: 'Due date',
    transfer: (v: { amount: string; due: string; iban: string; number: string; name: string }) =>
      `Please transfer ${v.amount} by ${v.due} to ${v.iban} in the name of ${v.name}, quoting invoice number ${v.number}.`,
    vatNumber: 'VAT number',
    /** The online payment methods (Mollie's ids) as a customer knows them; another id shows as it is. */
    methods: {
      ideal: 'iDEAL',
      creditcard: 'Credit card',
      bancontact: 'Bancontact',
      applepay: 'Apple Pay',
      paypal: 'PayPal',
    },
    /** The attached file's name before its number: `invoice-2026-000123.pdf`. */
    fileName: { invoice: 'invoice', creditNote: 'credit-note' },
  },
};
