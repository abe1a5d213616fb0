import type { CopyOf } from './copy'

/** The wording of booking, rental-request and listing e-mails (issue 11, decision 0067), en and de. */
export const bookingCopy = {
  rentalOfferReceived: {
    en: {
      subject: 'A new offer on your rental request',
      greeting: (name) => `Hello ${name},`,
      lines: [
        'a rental company has answered your rental request with an offer. Book it before someone else takes the dates.',
      ],
      detailsTitle: 'The offer',
      button: 'See the offer',
      footer: ['Offers are not reserved for you until you book and pay one.'],
    },
    de: {
      subject: 'Ein neues Angebot zu deiner Mietanfrage',
      greeting: (name) => `Hallo ${name},`,
      lines: [
        'ein Vermieter hat deine Mietanfrage mit einem Angebot beantwortet. Buche es, bevor jemand anderes die Daten bucht.',
      ],
      detailsTitle: 'Das Angebot',
      button: 'Angebot ansehen',
      footer: ['Angebote sind erst für dich reserviert, wenn du eines buchst und bezahlst.'],
    },
  },
  rentalRequestsDigest: {
    en: {
      subject: 'New rental requests near your listings',
      greeting: (name) => `Hello ${name},`,
      lines: ['travelers are looking for a rental near your listings on dates they are free. Make them an offer.'],
      detailsTitle: 'New requests',
      button: 'Open the request board',
      footer: ['You get this e-mail at most once a day, when there are new requests.'],
    },
    de: {
      subject: 'Neue Mietanfragen in der Nähe deiner Inserate',
      greeting: (name) => `Hallo ${name},`,
      lines: [
        'Reisende suchen eine Miete in der Nähe deiner Inserate, an Tagen, an denen sie frei sind. Mach ihnen ein Angebot.',
      ],
      detailsTitle: 'Neue Anfragen',
      button: 'Anfragen ansehen',
      footer: ['Du bekommst diese E-Mail höchstens einmal am Tag, wenn es neue Anfragen gibt.'],
    },
  },
  bookingRequestReceived: {
    en: {
      subject: 'New booking request on Driftway',
      greeting: (name) => `Hello ${name},`,
      lines: ['a traveler would like to book your listing. Please accept or reject the request before its deadline.'],
      detailsTitle: 'The request',
      button: 'Answer the request',
      footer: ['Requests you leave unanswered expire at the deadline and the dates become free again.'],
    },
    de: {
      subject: 'Neue Buchungsanfrage auf Driftway',
      greeting: (name) => `Hallo ${name},`,
      lines: [
        'ein Reisender möchte dein Inserat buchen. Bitte nimm die Anfrage vor Ablauf der Frist an oder lehne sie ab.',
      ],
      detailsTitle: 'Die Anfrage',
      button: 'Anfrage beantworten',
      footer: ['Unbeantwortete Anfragen verfallen mit Ablauf der Frist, die Daten werden wieder frei.'],
    },
  },
  bookingAccepted: {
    en: {
      subject: 'Your booking request was accepted: please pay',
      greeting: (name) => `Hello ${name},`,
      lines: ['good news: the host accepted your booking request. Pay before the deadline to confirm the booking.'],
      detailsTitle: 'Your booking',
      button: 'Pay now',
      footer: ['If you do not pay in time, the request expires and the dates become free again.'],
    },
    de: {
      subject: 'Deine Buchungsanfrage wurde angenommen: bitte bezahlen',
      greeting: (name) => `Hallo ${name},`,
      lines: [
        'gute Nachricht: Der Gastgeber hat deine Buchungsanfrage angenommen. Bezahle vor Ablauf der Frist, um die Buchung zu bestätigen.',
      ],
      detailsTitle: 'Deine Buchung',
      button: 'Jetzt bezahlen',
      footer: ['Wenn du nicht rechtzeitig bezahlst, verfällt die Anfrage und die Daten werden wieder frei.'],
    },
  },
  bookingRejected: {
    en: {
      subject: 'Your booking request was not accepted',
      greeting: (name) => `Hello ${name},`,
      lines: ['unfortunately the host could not accept your booking request. Nothing was charged.'],
      detailsTitle: 'The request',
      button: 'Find other dates or listings',
      footer: ['You find the request under Archived in your bookings.'],
    },
    de: {
      subject: 'Deine Buchungsanfrage wurde nicht angenommen',
      greeting: (name) => `Hallo ${name},`,
      lines: ['leider konnte der Gastgeber deine Buchungsanfrage nicht annehmen. Es wurde nichts berechnet.'],
      detailsTitle: 'Die Anfrage',
      button: 'Andere Daten oder Inserate finden',
      footer: ['Du findest die Anfrage unter Archiv in deinen Buchungen.'],
    },
  },
  bookingExpired: {
    en: {
      subject: 'Your booking has expired',
      greeting: (name) => `Hello ${name},`,
      lines: ['the booking was not completed before its deadline, so it has expired and the dates are free again.'],
      detailsTitle: 'The booking',
      button: 'Book again',
      footer: ['Money that arrives after the deadline is refunded automatically.'],
    },
    de: {
      subject: 'Deine Buchung ist abgelaufen',
      greeting: (name) => `Hallo ${name},`,
      lines: [
        'die Buchung wurde nicht vor Ablauf der Frist abgeschlossen. Sie ist abgelaufen und die Daten sind wieder frei.',
      ],
      detailsTitle: 'Die Buchung',
      button: 'Erneut buchen',
      footer: ['Zahlungen, die nach der Frist eingehen, werden automatisch erstattet.'],
    },
  },
  bookingConfirmedLessor: {
    en: {
      subject: 'A booking of your listing is confirmed',
      greeting: (name) => `Hello ${name},`,
      lines: ['the traveler has paid: the booking is confirmed and the dates are reserved for them.'],
      detailsTitle: 'The booking',
      button: 'View the booking',
      footer: ['You can message the traveler from your bookings until the return date.'],
    },
    de: {
      subject: 'Eine Buchung deines Inserats ist bestätigt',
      greeting: (name) => `Hallo ${name},`,
      lines: ['der Reisende hat bezahlt: Die Buchung ist bestätigt und die Daten sind für ihn reserviert.'],
      detailsTitle: 'Die Buchung',
      button: 'Buchung ansehen',
      footer: ['Bis zum Rückgabedatum kannst du dem Reisenden aus deinen Buchungen schreiben.'],
    },
  },
  bookingCancelled: {
    en: {
      subject: 'Your booking was cancelled',
      greeting: (name) => `Hello ${name},`,
      lines: ['your booking was cancelled. Any refund goes back to the payment method you used.'],
      detailsTitle: 'The booking',
      button: 'View my bookings',
      footer: ['Refunds usually reach your account within 5 to 10 business days.'],
    },
    de: {
      subject: 'Deine Buchung wurde storniert',
      greeting: (name) => `Hallo ${name},`,
      lines: [
        'deine Buchung wurde storniert. Eine Erstattung geht an die Zahlungsart zurück, mit der du bezahlt hast.',
      ],
      detailsTitle: 'Die Buchung',
      button: 'Meine Buchungen ansehen',
      footer: ['Erstattungen sind meist innerhalb von 5 bis 10 Werktagen auf deinem Konto.'],
    },
  },
  bookingCancelledLessor: {
    en: {
      subject: 'A booking of your listing was cancelled',
      greeting: (name) => `Hello ${name},`,
      lines: ['a booking of your listing was cancelled and its dates are free again.'],
      detailsTitle: 'The booking',
      button: 'View my bookings',
      footer: ['The refund to the traveler follows your cancellation terms.'],
    },
    de: {
      subject: 'Eine Buchung deines Inserats wurde storniert',
      greeting: (name) => `Hallo ${name},`,
      lines: ['eine Buchung deines Inserats wurde storniert, die Daten sind wieder frei.'],
      detailsTitle: 'Die Buchung',
      button: 'Meine Buchungen ansehen',
      footer: ['Die Erstattung an den Reisenden folgt deinen Stornobedingungen.'],
    },
  },
  bookingWithdrawn: {
    en: {
      subject: 'A booking request was withdrawn',
      greeting: (name) => `Hello ${name},`,
      lines: ['the traveler withdrew their booking request; the dates are free again.'],
      detailsTitle: 'The request',
      button: 'View my bookings',
      footer: ['Nothing else to do.'],
    },
    de: {
      subject: 'Eine Buchungsanfrage wurde zurückgezogen',
      greeting: (name) => `Hallo ${name},`,
      lines: ['der Reisende hat seine Buchungsanfrage zurückgezogen; die Daten sind wieder frei.'],
      detailsTitle: 'Die Anfrage',
      button: 'Meine Buchungen ansehen',
      footer: ['Sonst ist nichts zu tun.'],
    },
  },
  bookingRemainderDue: {
    en: {
      subject: 'Please pay the rest of your booking',
      greeting: (name) => `Hello ${name},`,
      lines: ['the remaining amount of your booking is due soon. Pay it from your bookings before the date below.'],
      detailsTitle: 'Your booking',
      button: 'Pay the rest',
      footer: ['Questions about the payment? Write to the host from your bookings.'],
    },
    de: {
      subject: 'Bitte bezahle den Rest deiner Buchung',
      greeting: (name) => `Hallo ${name},`,
      lines: [
        'der Restbetrag deiner Buchung ist bald fällig. Bezahle ihn in deinen Buchungen vor dem unten genannten Datum.',
      ],
      detailsTitle: 'Deine Buchung',
      button: 'Rest bezahlen',
      footer: ['Fragen zur Zahlung? Schreib dem Gastgeber aus deinen Buchungen.'],
    },
  },
  bookingReminder: {
    en: {
      subject: 'Your trip starts soon',
      greeting: (name) => `Hello ${name},`,
      lines: ['your trip is coming up. Here are the details once more.'],
      detailsTitle: 'Your booking',
      button: 'View my booking',
      footer: ['Questions about the pick-up? Write to the host from your bookings.'],
    },
    de: {
      subject: 'Deine Reise beginnt bald',
      greeting: (name) => `Hallo ${name},`,
      lines: ['deine Reise steht bevor. Hier sind noch einmal die Details.'],
      detailsTitle: 'Deine Buchung',
      button: 'Meine Buchung ansehen',
      footer: ['Fragen zur Abholung? Schreib dem Gastgeber aus deinen Buchungen.'],
    },
  },
  bookingConfirmation: {
    en: {
      subject: 'Your Driftway booking is confirmed',
      greeting: (name) => `Hello ${name},`,
      lines: ['your booking is confirmed. Here are the details for your trip.'],
      detailsTitle: 'Your booking',
      button: 'View my bookings',
      footer: ['Questions about the trip? Write to the host from your bookings.'],
    },
    de: {
      subject: 'Deine Driftway-Buchung ist bestätigt',
      greeting: (name) => `Hallo ${name},`,
      lines: ['deine Buchung ist bestätigt. Hier sind die Details deiner Reise.'],
      detailsTitle: 'Deine Buchung',
      button: 'Meine Buchungen ansehen',
      footer: ['Fragen zur Reise? Schreib dem Gastgeber aus deinen Buchungen.'],
    },
  },
  listingUnpublished: {
    en: {
      subject: 'Your listing was taken offline',
      greeting: (name) => `Hello ${name},`,
      lines: [
        'our support team took one of your listings offline. Travelers cannot find or book it until you publish it again.',
      ],
      detailsTitle: 'What happened',
      button: 'Open my listings',
      footer: ['Fix what the note describes and publish the listing again, or reply to this e-mail.'],
    },
    de: {
      subject: 'Dein Inserat wurde offline genommen',
      greeting: (name) => `Hallo ${name},`,
      lines: [
        'unser Support-Team hat eines deiner Inserate offline genommen. Reisende können es nicht finden oder buchen, bis du es wieder veröffentlichst.',
      ],
      detailsTitle: 'Was passiert ist',
      button: 'Meine Inserate öffnen',
      footer: [
        'Behebe, was der Hinweis beschreibt, und veröffentliche das Inserat erneut, oder antworte auf diese E-Mail.',
      ],
    },
  },
} satisfies CopyOf<string>
