import type { LegalDocuments } from './types'

const updated = '2026-11-23'

/** English legal texts. The German version in de.ts mirrors these section by section. */
export const legalEn: LegalDocuments = {
  terms: {
    title: 'Terms of use',
    updated,
    summary:
      'Driftway is a marketplace: you rent the campervan, pitch or boat from the lessor who lists it, and Driftway provides the platform, the booking process and the payment handling in between. These terms explain how accounts, bookings, payments, cancellations and reviews work for everyone who uses Driftway.',
    sections: [
      {
        id: 'scope',
        heading: '1. About these terms',
        body: [
          'These terms apply to everyone who uses the Driftway website and apps, and to every booking a traveler makes through them. The marketplace is run by the operator named in the imprint of this website (“Driftway”, “we”, “us”).',
          'Rental companies and owners who list on Driftway (“lessors”) additionally accept the lessor terms. Where the two documents differ for lessors, the lessor terms take precedence.',
        ],
      },
      {
        id: 'role',
        heading: '2. What Driftway does – and what it does not',
        body: [
          'Driftway lets lessors present campervans, campsite pitches and boats, and lets travelers find, book and pay for them. The rental contract for a trip is concluded directly between the traveler and the lessor. Driftway is not a party to that contract, does not own the listed vehicles, pitches or boats and is not a tour operator.',
          'Each listing shows the lessor, the price, the minimum rental period and the lessor’s rental conditions (for example driver age, deposit, included kilometres or licence requirements). Those conditions form part of your rental contract, so please read them before you book.',
        ],
      },
      {
        id: 'account',
        heading: '3. Your account',
        body: [
          'You need an account to book, message a lessor, save wishlists or write reviews. You must be at least 18 years old and give accurate, current information. Keep your password to yourself and tell us straight away if you think someone else has used your account.',
          'We may suspend or close accounts that are used for fraud, that violate these terms or the law, or that put other users at risk. Before doing so we will tell you why, unless the law or the safety of others prevents it.',
        ],
      },
      {
        id: 'booking',
        heading: '4. Booking a trip',
        body: [
          'There are two ways to book, and every listing tells you which one applies:',
          {
            list: [
              '“Book now”: the booking is confirmed as soon as you complete checkout and payment.',
              '“Request to book”: you send a request, and the lessor has 24 hours to accept or decline it. Once accepted, you have 48 hours to pay; if you do not, the request expires and nothing is owed.',
            ],
          },
          'The rental contract is concluded when the booking is confirmed. Before you confirm, checkout shows the total price, including the rent for your dates, mandatory fees such as cleaning or service fees, and any extras you chose. Optional extras and refundable security deposits are listed separately.',
        ],
      },
      {
        id: 'payment',
        heading: '5. Payment',
        body: [
          'Payments are processed by our payment service provider; Driftway never stores your full card details. Depending on the listing you pay the full amount at booking, or a down payment at booking and the remainder by the deadline shown in your booking.',
          'Security deposits are set by the lessor. The listing explains how the deposit is collected (for example by card authorisation or at pick-up) and when it is released.',
        ],
      },
      {
        id: 'cancellation',
        heading: '6. Cancellations and changes',
        body: [
          'If you cancel, the cancellation terms shown on the listing at the time of booking apply. Where a lessor has not set their own terms, the following fees apply, counted from the start of the rental:',
          {
            list: [
              '60 days or more before the start: 10% of the rental price',
              '30 to 59 days before: 50%',
              '14 to 29 days before: 80%',
              'less than 14 days before: 90%',
              'after the rental has started: 100%',
            ],
          },
          'If the lessor cancels a confirmed booking, you receive a full refund of everything you have paid for it. Bookings are for fixed dates, so the statutory 14-day right of withdrawal for distance contracts does not apply (Art. 16(l) of Directive 2011/83/EU); the listing’s cancellation terms apply instead.',
        ],
      },
      {
        id: 'trip',
        heading: '7. During your trip',
        body: [
          'Treat what you rent with care and use it only as agreed. Make sure every driver or skipper meets the lessor’s requirements, such as minimum age, driving licence class or boat licence, and carries the documents needed. Follow campsite rules, harbour regulations and local law.',
          'Report accidents, breakdowns and damage to the lessor immediately. Insurance cover, excess and deposit are described in the listing; damage outside that cover is settled between you and the lessor under your rental contract.',
        ],
      },
      {
        id: 'content',
        heading: '8. Messages and reviews',
        body: [
          'Keep communication about bookings on Driftway, so both sides can rely on it if something goes wrong. Reviews must reflect a real trip and your honest experience. Insults, personal data of others, advertising and unlawful content are not allowed.',
          'You can report content you believe is unlawful or breaks these terms. We review reports promptly, may remove content or restrict accounts, and explain our decision to those affected.',
        ],
      },
      {
        id: 'liability',
        heading: '9. Liability',
        body: [
          'We are liable without limitation for intent and gross negligence, for injury to life, body or health, and where mandatory law such as product liability law applies. For slight negligence we are liable only for breaches of essential obligations – those that make the proper use of the platform possible – and only up to the damage typically foreseeable when the contract was made.',
          'The lessor alone is responsible for the rental itself, including the condition of the vehicle, pitch or boat and the fulfilment of the rental contract.',
        ],
      },
      {
        id: 'changes',
        heading: '10. Changes to these terms',
        body: [
          'We may update these terms when the law, our services or our processes change. We will tell registered users by e-mail at least 30 days before changes take effect. Bookings already confirmed stay under the terms that applied when they were made.',
        ],
      },
      {
        id: 'law',
        heading: '11. Applicable law and disputes',
        body: [
          'These terms are governed by the law of the country where the operator has its registered office. If you are a consumer, you keep the protection of the mandatory consumer law of the country where you live.',
          'We are neither obliged nor, as a rule, willing to take part in dispute resolution proceedings before a consumer arbitration board. Please contact us first – most questions can be solved quickly.',
        ],
      },
    ],
  },

  privacy: {
    title: 'Privacy policy',
    updated,
    summary:
      'We collect only what we need to run the marketplace: your account, your bookings and the messages about them. We do not sell personal data and we do not use advertising or tracking cookies. This policy explains what we process, why, who receives it and which rights you have under the GDPR.',
    sections: [
      {
        id: 'controller',
        heading: '1. Who is responsible',
        body: [
          'The controller for the processing described here is the operator of this Driftway marketplace named in the imprint. You can reach us, and our data protection officer where one is appointed, through the contact details given there.',
        ],
      },
      {
        id: 'data',
        heading: '2. What we process',
        body: [
          {
            list: [
              'Account data: name, e-mail address, password (stored only as a secure hash), language and currency; for lessors also company name, address, register and VAT numbers.',
              'Booking data: listing, dates, number of guests, prices, and – where the lessor needs them – the names and dates of birth of travelers.',
              'Payment data: payment status and method. Card and bank details are entered directly with our payment service provider; we receive only references and, for example, the last digits of a card.',
              'Messages and reviews you write, and the photos and documents lessors upload.',
              'Technical data: IP address, browser type, pages requested and error logs, needed to deliver the site securely.',
            ],
          },
        ],
      },
      {
        id: 'purposes',
        heading: '3. Why we process it, and on what legal basis',
        body: [
          {
            list: [
              'To provide your account, bookings, payments and messages – performance of a contract (Art. 6(1)(b) GDPR).',
              'To keep accounting and tax records and meet platform reporting duties – legal obligation (Art. 6(1)(c) GDPR).',
              'To keep the platform secure, prevent fraud and fix errors – our legitimate interest in a safe, working service (Art. 6(1)(f) GDPR).',
              'For anything optional, such as a newsletter – your consent (Art. 6(1)(a) GDPR), which you can withdraw at any time.',
            ],
          },
        ],
      },
      {
        id: 'recipients',
        heading: '4. Who receives your data',
        body: [
          'When you book, the lessor receives the details needed to fulfil the rental: your name, contact details and the booking. Our payment service provider processes payments and payouts. Hosting, e-mail and support providers work for us as processors under Art. 28 GDPR and may use the data only on our instructions.',
          'We pass data to authorities only where the law requires it, for example tax reporting for lessors under the EU platform reporting rules (DAC7). We never sell personal data.',
        ],
      },
      {
        id: 'transfers',
        heading: '5. Transfers outside the EU',
        body: [
          'We prefer service providers that process data within the European Economic Area. Where data is transferred to a third country, this happens only on the basis of an adequacy decision of the European Commission or the EU standard contractual clauses with additional safeguards where needed.',
        ],
      },
      {
        id: 'retention',
        heading: '6. How long we keep it',
        body: [
          {
            list: [
              'Account data: for as long as your account exists; deleted within 30 days after you close it, unless the law requires us to keep it.',
              'Booking and invoice records: up to 10 years, as commercial and tax law requires.',
              'Messages and reviews: for as long as your account exists; published reviews are anonymised when you close your account.',
              'Server logs: 14 days, unless needed to investigate a specific security incident.',
            ],
          },
        ],
      },
      {
        id: 'cookies',
        heading: '7. Cookies and third-party services',
        body: [
          'We use only cookies that are strictly necessary: “lng” remembers the language you chose (one year), and a session cookie keeps you signed in. We do not use advertising or tracking cookies, so we do not ask for cookie consent.',
          'When you search for an address or open a map, your search text and IP address are sent to the geocoding and map tile services that provide these functions, because your browser loads their data directly.',
        ],
      },
      {
        id: 'rights',
        heading: '8. Your rights',
        body: [
          'You have the right to access your data, to have it corrected or erased, to restrict its processing, to receive it in a portable format, and to object to processing based on legitimate interests. Where we rely on consent, you can withdraw it at any time with effect for the future.',
          'You can also lodge a complaint with a data protection supervisory authority, in particular in the EU country where you live or work.',
        ],
      },
      {
        id: 'security',
        heading: '9. Security',
        body: [
          'All connections are encrypted with TLS. Passwords are stored only as salted hashes, access to personal data is limited to staff who need it, and we review our safeguards regularly.',
        ],
      },
      {
        id: 'changes',
        heading: '10. Changes to this policy',
        body: [
          'We update this policy when our services or the law change. The date at the top shows the latest version; we tell registered users about material changes by e-mail.',
        ],
      },
    ],
  },

  'lessor-terms': {
    title: 'Lessor terms',
    updated,
    summary:
      'These terms are for rental companies and owners who list campervans, campsite pitches or boats on Driftway. They cover who may list, what your listings must contain, fees, how bookings and requests work, payouts, cancellations, safety and taxes. They apply in addition to the general terms of use.',
    sections: [
      {
        id: 'scope',
        heading: '1. Scope',
        body: [
          'These terms apply to every lessor with a Driftway account, whether a rental company or a private owner, and to every listing they publish. The terms of use apply as well; for lessors, these terms take precedence where the two differ.',
          'When you list as a business, you tell travelers so in your company profile. Consumer protection rules then apply to your rentals.',
        ],
      },
      {
        id: 'eligibility',
        heading: '2. Who may list',
        body: [
          'You may list only what you are legally entitled to rent out, and you must hold every permit, registration, inspection certificate and licence this requires – for example a commercial rental permit for boats where local rules demand one.',
          'Your company profile must be complete and correct. Our payment service provider verifies your identity and bank account before you can receive payouts; listings cannot be published until this verification is complete.',
        ],
      },
      {
        id: 'listings',
        heading: '3. Your listings',
        body: [
          {
            list: [
              'Describe what you rent accurately and completely, including its condition, equipment, capacity and location.',
              'Use only photos you have the rights to, and which show the actual vehicle, pitch or boat.',
              'Keep your calendar, seasons and prices current; blocked dates must really be unavailable, and available dates must really be bookable.',
              'State all mandatory fees, deposit rules, driver or skipper requirements and your cancellation terms in the listing, so the price travelers see is the price they pay.',
            ],
          },
        ],
      },
      {
        id: 'fees',
        heading: '4. Fees',
        body: [
          'Campervan lessors pay the subscription plan they choose; the plan page shows its price, the number of listings it includes and its term. Campsite and boat lessors pay no fixed fee but a commission of 12% on the rental price of each completed booking, excluding refundable security deposits.',
          'Fees are subject to VAT where applicable and are invoiced or deducted from payouts as described in your billing overview. We announce fee changes at least 30 days in advance; you may end your listing before they take effect.',
        ],
      },
      {
        id: 'bookings',
        heading: '5. Bookings and requests',
        body: [
          'With instant booking enabled, a traveler’s booking is binding as soon as checkout is completed. For request-based listings, you must accept or decline each request within 24 hours, otherwise it expires. Once you accept, the traveler has 48 hours to pay; while payment is outstanding you may cancel the booking without charge.',
          'You may decline requests for objective reasons, but not on grounds that would be discriminatory under applicable law.',
        ],
      },
      {
        id: 'cancellations',
        heading: '6. Cancellations',
        body: [
          'When a traveler cancels, the cancellation terms shown in your listing at the time of booking apply; if you have not set any, the default schedule in the terms of use applies.',
          'Please cancel confirmed bookings only in exceptional cases such as an accident or a serious defect. The traveler then receives a full refund. Repeated cancellations without good reason may lead to lower visibility or suspension of your listings.',
        ],
      },
      {
        id: 'payouts',
        heading: '7. Payouts',
        body: [
          'Travelers pay through Driftway. We pass the amount due to you, minus any commission, to your verified payout account with our payment service provider, usually within a few working days after the rental has started. Payouts are made in the payout currency you chose; conversion costs, if any, are shown before you choose.',
        ],
      },
      {
        id: 'safety',
        heading: '8. Handover, safety and insurance',
        body: [
          'Everything you rent out must be safe, roadworthy or seaworthy, and regularly serviced and inspected. You must hold insurance that covers rental to third parties and describe its cover and excess in your listing.',
          'At handover, show the traveler how everything works – for boats, including a practical briefing on the water – and record the condition together, with photos where possible. Settle deposits and damage claims promptly, fairly and in line with your listing.',
        ],
      },
      {
        id: 'conduct',
        heading: '9. Communication and reviews',
        body: [
          'Communicate with travelers through Driftway messages and never ask them to pay outside the platform for a booking made on Driftway. Travelers review their trip after it ends; you may reply to each review once. Reviews cannot be bought, traded or removed on request unless they break our content rules.',
        ],
      },
      {
        id: 'taxes',
        heading: '10. Taxes and reporting',
        body: [
          'You are responsible for declaring your rental income and for any VAT, tourist tax or local levies on your rentals. As a platform operator we are required to report certain information about lessors and their income to the tax authorities under the EU platform reporting rules (DAC7); you agree to provide the data this requires.',
        ],
      },
      {
        id: 'termination',
        heading: '11. Suspension and termination',
        body: [
          'You can unpublish listings at any time and close your account with 14 days’ notice; subscription plans end at the end of their current term. We may end the relationship with 30 days’ notice, or immediately for a serious breach such as fraud, safety risks or repeated serious complaints.',
          'Bookings confirmed before the end must still be honoured, unless the traveler agrees otherwise or we have ended the relationship for safety reasons.',
        ],
      },
      {
        id: 'liability',
        heading: '12. Liability',
        body: [
          'Our liability follows section 9 of the terms of use. You are responsible for your rentals and hold Driftway harmless against third-party claims that arise from your listings or from a breach of these terms, unless you are not at fault.',
        ],
      },
    ],
  },
}
