import type { LegalDocuments } from './types'

const updated = '2026-11-23'

/** Deutsche Rechtstexte; Abschnitt für Abschnitt deckungsgleich mit en.ts. */
export const legalDe: LegalDocuments = {
  terms: {
    title: 'Nutzungsbedingungen',
    updated,
    summary:
      'Driftway ist ein Marktplatz: Du mietest den Campervan, den Stellplatz oder das Boot beim Vermieter, der das Angebot einstellt, und Driftway stellt die Plattform, den Buchungsablauf und die Zahlungsabwicklung dazwischen bereit. Diese Bedingungen erklären, wie Konten, Buchungen, Zahlungen, Stornierungen und Bewertungen für alle Nutzer funktionieren.',
    sections: [
      {
        id: 'scope',
        heading: '1. Worum es in diesen Bedingungen geht',
        body: [
          'Diese Bedingungen gelten für alle, die die Website und Apps von Driftway nutzen, und für jede Buchung, die Reisende darüber vornehmen. Betrieben wird der Marktplatz von dem im Impressum dieser Website genannten Betreiber („Driftway“, „wir“, „uns“).',
          'Vermietfirmen und Besitzer, die Angebote auf Driftway einstellen („Vermieter“), akzeptieren zusätzlich die Bedingungen für Vermieter. Weichen beide Dokumente für Vermieter voneinander ab, gehen die Bedingungen für Vermieter vor.',
        ],
      },
      {
        id: 'role',
        heading: '2. Was Driftway tut – und was nicht',
        body: [
          'Auf Driftway präsentieren Vermieter Campervans, Stellplätze und Boote, und Reisende können diese finden, buchen und bezahlen. Der Mietvertrag für eine Reise kommt direkt zwischen Reisendem und Vermieter zustande. Driftway ist nicht Partei dieses Vertrags, besitzt die angebotenen Fahrzeuge, Stellplätze und Boote nicht und ist kein Reiseveranstalter.',
          'Jedes Angebot nennt den Vermieter, den Preis, die Mindestmietdauer und die Mietbedingungen des Vermieters (zum Beispiel Mindestalter, Kaution, Freikilometer oder Führerscheinanforderungen). Diese Bedingungen werden Teil deines Mietvertrags – lies sie deshalb bitte vor der Buchung.',
        ],
      },
      {
        id: 'account',
        heading: '3. Dein Konto',
        body: [
          'Zum Buchen, für Nachrichten an Vermieter, Merklisten und Bewertungen brauchst du ein Konto. Du musst mindestens 18 Jahre alt sein und zutreffende, aktuelle Angaben machen. Halte dein Passwort geheim und sag uns sofort Bescheid, wenn du vermutest, dass jemand anderes dein Konto genutzt hat.',
          'Wir können Konten sperren oder schließen, die für Betrug genutzt werden, gegen diese Bedingungen oder das Gesetz verstoßen oder andere Nutzer gefährden. Vorher teilen wir dir die Gründe mit, sofern nicht das Gesetz oder die Sicherheit anderer dem entgegenstehen.',
        ],
      },
      {
        id: 'booking',
        heading: '4. Eine Reise buchen',
        body: [
          'Es gibt zwei Arten zu buchen, und jedes Angebot zeigt, welche gilt:',
          {
            list: [
              '„Sofort buchen“: Die Buchung ist bestätigt, sobald du den Buchungsabschluss und die Zahlung abgeschlossen hast.',
              '„Buchungsanfrage“: Du sendest eine Anfrage, und der Vermieter hat 24 Stunden Zeit, sie anzunehmen oder abzulehnen. Nach der Annahme hast du 48 Stunden Zeit zu bezahlen; tust du das nicht, verfällt die Anfrage und es entstehen keine Kosten.',
            ],
          },
          'Der Mietvertrag kommt mit der Bestätigung der Buchung zustande. Vor der Bestätigung zeigt dir der Buchungsabschluss den Gesamtpreis – einschließlich der Miete für deine Reisedaten, Pflichtgebühren wie Reinigungs- oder Servicegebühren und der gewählten Extras. Optionale Extras und rückzahlbare Kautionen werden gesondert ausgewiesen.',
        ],
      },
      {
        id: 'payment',
        heading: '5. Zahlung',
        body: [
          'Zahlungen wickelt unser Zahlungsdienstleister ab; Driftway speichert niemals deine vollständigen Kartendaten. Je nach Angebot zahlst du den vollen Betrag bei der Buchung oder eine Anzahlung bei der Buchung und den Rest bis zu der in deiner Buchung genannten Frist.',
          'Die Höhe der Kaution legt der Vermieter fest. Das Angebot erklärt, wie sie erhoben wird (zum Beispiel per Kartenvormerkung oder bei der Abholung) und wann sie freigegeben wird.',
        ],
      },
      {
        id: 'cancellation',
        heading: '6. Stornierungen und Änderungen',
        body: [
          'Stornierst du, gelten die Stornobedingungen, die zum Zeitpunkt der Buchung im Angebot angegeben waren. Hat ein Vermieter keine eigenen festgelegt, gelten folgende Gebühren, gerechnet ab Mietbeginn:',
          {
            list: [
              '60 Tage oder mehr vor Beginn: 10 % des Mietpreises',
              '30 bis 59 Tage vorher: 50 %',
              '14 bis 29 Tage vorher: 80 %',
              'weniger als 14 Tage vorher: 90 %',
              'nach Mietbeginn: 100 %',
            ],
          },
          'Storniert der Vermieter eine bestätigte Buchung, erhältst du alles zurück, was du dafür bezahlt hast. Da Buchungen für feste Termine gelten, besteht kein gesetzliches 14-tägiges Widerrufsrecht für Fernabsatzverträge (Art. 16 Buchst. l der Richtlinie 2011/83/EU); stattdessen gelten die Stornobedingungen des Angebots.',
        ],
      },
      {
        id: 'trip',
        heading: '7. Während deiner Reise',
        body: [
          'Geh sorgsam mit dem Gemieteten um und nutze es nur wie vereinbart. Achte darauf, dass alle Fahrer oder Skipper die Anforderungen des Vermieters erfüllen, etwa Mindestalter, Führerscheinklasse oder Bootsführerschein, und die nötigen Dokumente dabeihaben. Halte dich an Platzordnungen, Hafenvorschriften und das örtliche Recht.',
          'Melde Unfälle, Pannen und Schäden sofort dem Vermieter. Versicherungsschutz, Selbstbeteiligung und Kaution sind im Angebot beschrieben; Schäden außerhalb dieses Schutzes klärst du mit dem Vermieter auf Grundlage eures Mietvertrags.',
        ],
      },
      {
        id: 'content',
        heading: '8. Nachrichten und Bewertungen',
        body: [
          'Führe die Kommunikation über Buchungen auf Driftway, damit sich beide Seiten darauf stützen können, falls etwas schiefgeht. Bewertungen müssen auf einer tatsächlichen Reise und deiner ehrlichen Erfahrung beruhen. Beleidigungen, personenbezogene Daten anderer, Werbung und rechtswidrige Inhalte sind nicht erlaubt.',
          'Du kannst Inhalte melden, die du für rechtswidrig hältst oder die gegen diese Bedingungen verstoßen. Wir prüfen Meldungen zügig, können Inhalte entfernen oder Konten einschränken und begründen unsere Entscheidung gegenüber den Betroffenen.',
        ],
      },
      {
        id: 'liability',
        heading: '9. Haftung',
        body: [
          'Wir haften unbeschränkt für Vorsatz und grobe Fahrlässigkeit, für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit sowie nach zwingenden gesetzlichen Vorschriften wie dem Produkthaftungsgesetz. Bei leichter Fahrlässigkeit haften wir nur für die Verletzung wesentlicher Pflichten – also solcher, die die ordnungsgemäße Nutzung der Plattform erst ermöglichen – und nur bis zur Höhe des bei Vertragsschluss typischerweise vorhersehbaren Schadens.',
          'Für die Vermietung selbst, einschließlich des Zustands von Fahrzeug, Stellplatz oder Boot und der Erfüllung des Mietvertrags, ist allein der Vermieter verantwortlich.',
        ],
      },
      {
        id: 'changes',
        heading: '10. Änderungen dieser Bedingungen',
        body: [
          'Wir können diese Bedingungen anpassen, wenn sich das Recht, unsere Leistungen oder unsere Abläufe ändern. Registrierte Nutzer informieren wir mindestens 30 Tage vor Inkrafttreten per E-Mail. Für bereits bestätigte Buchungen gelten weiterhin die Bedingungen zum Zeitpunkt der Buchung.',
        ],
      },
      {
        id: 'law',
        heading: '11. Anwendbares Recht und Streitbeilegung',
        body: [
          'Für diese Bedingungen gilt das Recht des Landes, in dem der Betreiber seinen Sitz hat. Bist du Verbraucher, bleibt dir der Schutz der zwingenden Verbraucherschutzvorschriften deines Wohnsitzlandes erhalten.',
          'Wir sind weder verpflichtet noch grundsätzlich bereit, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen. Wende dich bitte zuerst an uns – die meisten Fragen lassen sich schnell klären.',
        ],
      },
    ],
  },

  privacy: {
    title: 'Datenschutz\u00ADerklärung',
    updated,
    summary:
      'Wir erheben nur, was wir für den Betrieb des Marktplatzes brauchen: dein Konto, deine Buchungen und die Nachrichten dazu. Wir verkaufen keine personenbezogenen Daten und setzen keine Werbe- oder Tracking-Cookies ein. Diese Erklärung beschreibt, was wir verarbeiten, warum, wer es erhält und welche Rechte du nach der DSGVO hast.',
    sections: [
      {
        id: 'controller',
        heading: '1. Wer verantwortlich ist',
        body: [
          'Verantwortlicher für die hier beschriebene Verarbeitung ist der im Impressum genannte Betreiber dieses Driftway-Marktplatzes. Uns und – soweit bestellt – unseren Datenschutzbeauftragten erreichst du über die dort angegebenen Kontaktdaten.',
        ],
      },
      {
        id: 'data',
        heading: '2. Was wir verarbeiten',
        body: [
          {
            list: [
              'Kontodaten: Name, E-Mail-Adresse, Passwort (nur als sicherer Hash gespeichert), Sprache und Währung; bei Vermietern zusätzlich Firmenname, Anschrift, Register- und Umsatzsteuer-Identifikationsnummer.',
              'Buchungsdaten: Angebot, Reisedaten, Anzahl der Gäste, Preise und – soweit der Vermieter sie benötigt – Namen und Geburtsdaten der Reisenden.',
              'Zahlungsdaten: Zahlungsstatus und Zahlungsart. Karten- und Bankdaten gibst du direkt bei unserem Zahlungsdienstleister ein; wir erhalten nur Referenzen und zum Beispiel die letzten Ziffern einer Karte.',
              'Nachrichten und Bewertungen, die du schreibst, sowie Fotos und Dokumente, die Vermieter hochladen.',
              'Technische Daten: IP-Adresse, Browsertyp, aufgerufene Seiten und Fehlerprotokolle, die für die sichere Auslieferung der Website nötig sind.',
            ],
          },
        ],
      },
      {
        id: 'purposes',
        heading: '3. Wozu wir sie verarbeiten und auf welcher Rechtsgrundlage',
        body: [
          {
            list: [
              'Um dein Konto, deine Buchungen, Zahlungen und Nachrichten bereitzustellen – Vertragserfüllung (Art. 6 Abs. 1 lit. b DSGVO).',
              'Um Buchhaltungs- und Steuerunterlagen zu führen und Meldepflichten als Plattform zu erfüllen – rechtliche Verpflichtung (Art. 6 Abs. 1 lit. c DSGVO).',
              'Um die Plattform sicher zu halten, Betrug zu verhindern und Fehler zu beheben – unser berechtigtes Interesse an einem sicheren, funktionierenden Dienst (Art. 6 Abs. 1 lit. f DSGVO).',
              'Für alles Freiwillige, etwa einen Newsletter – deine Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), die du jederzeit widerrufen kannst.',
            ],
          },
        ],
      },
      {
        id: 'recipients',
        heading: '4. Wer deine Daten erhält',
        body: [
          'Wenn du buchst, erhält der Vermieter die Angaben, die er für die Vermietung braucht: deinen Namen, deine Kontaktdaten und die Buchung. Unser Zahlungsdienstleister wickelt Zahlungen und Auszahlungen ab. Hosting-, E-Mail- und Support-Dienstleister arbeiten für uns als Auftragsverarbeiter nach Art. 28 DSGVO und dürfen die Daten nur nach unseren Weisungen verwenden.',
          'An Behörden geben wir Daten nur weiter, wenn das Gesetz es verlangt, zum Beispiel Steuermeldungen zu Vermietern nach den EU-Meldepflichten für Plattformbetreiber (DAC7). Wir verkaufen niemals personenbezogene Daten.',
        ],
      },
      {
        id: 'transfers',
        heading: '5. Übermittlungen außerhalb der EU',
        body: [
          'Wir bevorzugen Dienstleister, die Daten innerhalb des Europäischen Wirtschaftsraums verarbeiten. Werden Daten in ein Drittland übermittelt, geschieht das nur auf Grundlage eines Angemessenheitsbeschlusses der Europäischen Kommission oder der EU-Standardvertragsklauseln, bei Bedarf mit zusätzlichen Schutzmaßnahmen.',
        ],
      },
      {
        id: 'retention',
        heading: '6. Wie lange wir sie speichern',
        body: [
          {
            list: [
              'Kontodaten: solange dein Konto besteht; Löschung innerhalb von 30 Tagen nach der Kontoschließung, sofern uns das Gesetz nicht zur Aufbewahrung verpflichtet.',
              'Buchungs- und Rechnungsunterlagen: bis zu 10 Jahre, wie es Handels- und Steuerrecht vorschreiben.',
              'Nachrichten und Bewertungen: solange dein Konto besteht; veröffentlichte Bewertungen werden bei der Kontoschließung anonymisiert.',
              'Serverprotokolle: 14 Tage, außer sie werden zur Aufklärung eines konkreten Sicherheitsvorfalls benötigt.',
            ],
          },
        ],
      },
      {
        id: 'cookies',
        heading: '7. Cookies und Dienste Dritter',
        body: [
          'Wir verwenden nur unbedingt erforderliche Cookies: „lng“ speichert die gewählte Sprache (ein Jahr), und ein Sitzungs-Cookie hält dich angemeldet. Werbe- oder Tracking-Cookies setzen wir nicht ein, deshalb fragen wir auch keine Cookie-Einwilligung ab.',
          'Wenn du nach einer Adresse suchst oder eine Karte öffnest, werden dein Suchtext und deine IP-Adresse an die Geokodierungs- und Kartendienste übermittelt, die diese Funktionen bereitstellen, weil dein Browser deren Daten direkt lädt.',
        ],
      },
      {
        id: 'rights',
        heading: '8. Deine Rechte',
        body: [
          'Du hast das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung und Datenübertragbarkeit sowie das Recht, einer auf berechtigte Interessen gestützten Verarbeitung zu widersprechen. Beruht eine Verarbeitung auf deiner Einwilligung, kannst du sie jederzeit mit Wirkung für die Zukunft widerrufen.',
          'Außerdem kannst du dich bei einer Datenschutz-Aufsichtsbehörde beschweren, insbesondere in dem EU-Land, in dem du lebst oder arbeitest.',
        ],
      },
      {
        id: 'security',
        heading: '9. Sicherheit',
        body: [
          'Alle Verbindungen sind per TLS verschlüsselt. Passwörter speichern wir nur als gesalzene Hashes, Zugriff auf personenbezogene Daten haben nur Mitarbeitende, die ihn benötigen, und wir überprüfen unsere Schutzmaßnahmen regelmäßig.',
        ],
      },
      {
        id: 'changes',
        heading: '10. Änderungen dieser Erklärung',
        body: [
          'Wir aktualisieren diese Erklärung, wenn sich unsere Leistungen oder das Recht ändern. Das Datum oben zeigt die aktuelle Fassung; über wesentliche Änderungen informieren wir registrierte Nutzer per E-Mail.',
        ],
      },
    ],
  },

  'lessor-terms': {
    title: 'Bedingungen für Vermieter',
    updated,
    summary:
      'Diese Bedingungen gelten für Vermietfirmen und Besitzer, die Campervans, Stellplätze oder Boote auf Driftway anbieten. Sie regeln, wer Angebote einstellen darf, was Angebote enthalten müssen, Gebühren, den Ablauf von Buchungen und Anfragen, Auszahlungen, Stornierungen, Sicherheit und Steuern. Sie gelten zusätzlich zu den allgemeinen Nutzungsbedingungen.',
    sections: [
      {
        id: 'scope',
        heading: '1. Geltungsbereich',
        body: [
          'Diese Bedingungen gelten für alle Vermieter mit einem Driftway-Konto, ob Vermietfirma oder privater Besitzer, und für jedes Angebot, das sie veröffentlichen. Die Nutzungsbedingungen gelten ebenfalls; für Vermieter gehen diese Bedingungen vor, wo beide voneinander abweichen.',
          'Vermietest du gewerblich, weist du Reisende in deinem Unternehmensprofil darauf hin. Für deine Vermietungen gelten dann die Vorschriften zum Verbraucherschutz.',
        ],
      },
      {
        id: 'eligibility',
        heading: '2. Wer Angebote einstellen darf',
        body: [
          'Du darfst nur anbieten, was du rechtlich vermieten darfst, und musst alle dafür nötigen Genehmigungen, Zulassungen, Prüfbescheinigungen und Erlaubnisse besitzen – zum Beispiel eine gewerbliche Vermietungserlaubnis für Boote, wo die örtlichen Vorschriften sie verlangen.',
          'Dein Unternehmensprofil muss vollständig und korrekt sein. Unser Zahlungsdienstleister prüft deine Identität und dein Bankkonto, bevor du Auszahlungen erhalten kannst; Angebote lassen sich erst nach Abschluss dieser Prüfung veröffentlichen.',
        ],
      },
      {
        id: 'listings',
        heading: '3. Deine Angebote',
        body: [
          {
            list: [
              'Beschreibe, was du vermietest, zutreffend und vollständig – einschließlich Zustand, Ausstattung, Kapazität und Lage.',
              'Verwende nur Fotos, an denen du die Rechte hast und die das tatsächliche Fahrzeug, den Stellplatz oder das Boot zeigen.',
              'Halte Kalender, Saisons und Preise aktuell: Gesperrte Tage müssen wirklich belegt sein, verfügbare Tage wirklich buchbar.',
              'Gib alle Pflichtgebühren, Kautionsregeln, Anforderungen an Fahrer oder Skipper und deine Stornobedingungen im Angebot an, damit der angezeigte Preis auch der Preis ist, den Reisende zahlen.',
            ],
          },
        ],
      },
      {
        id: 'fees',
        heading: '4. Gebühren',
        body: [
          'Campervan-Vermieter zahlen das gewählte Abo; die Preisseite nennt Preis, Anzahl der enthaltenen Angebote und Laufzeit. Vermieter von Campingplätzen und Booten zahlen keine Grundgebühr, sondern eine Provision von 12 % auf den Mietpreis jeder durchgeführten Buchung, ohne rückzahlbare Kautionen.',
          'Auf Gebühren kommt gegebenenfalls die Umsatzsteuer hinzu; sie werden wie in deiner Abrechnungsübersicht beschrieben in Rechnung gestellt oder mit Auszahlungen verrechnet. Gebührenänderungen kündigen wir mindestens 30 Tage im Voraus an; du kannst dein Angebot vor ihrem Inkrafttreten beenden.',
        ],
      },
      {
        id: 'bookings',
        heading: '5. Buchungen und Anfragen',
        body: [
          'Ist die Sofortbuchung aktiviert, ist die Buchung eines Reisenden verbindlich, sobald der Buchungsabschluss erfolgt ist. Bei Angeboten mit Anfrage musst du jede Anfrage innerhalb von 24 Stunden annehmen oder ablehnen, sonst verfällt sie. Nach deiner Annahme hat der Reisende 48 Stunden Zeit zu bezahlen; solange die Zahlung aussteht, kannst du die Buchung kostenfrei stornieren.',
          'Du kannst Anfragen aus sachlichen Gründen ablehnen, aber nicht aus Gründen, die nach geltendem Recht diskriminierend wären.',
        ],
      },
      {
        id: 'cancellations',
        heading: '6. Stornierungen',
        body: [
          'Storniert ein Reisender, gelten die Stornobedingungen, die zum Zeitpunkt der Buchung in deinem Angebot standen; hast du keine festgelegt, gilt die Standardstaffel aus den Nutzungsbedingungen.',
          'Storniere bestätigte Buchungen bitte nur in Ausnahmefällen wie einem Unfall oder einem schweren Mangel. Der Reisende erhält dann den vollen Betrag zurück. Wiederholte Stornierungen ohne triftigen Grund können zu geringerer Sichtbarkeit oder zur Sperrung deiner Angebote führen.',
        ],
      },
      {
        id: 'payouts',
        heading: '7. Auszahlungen',
        body: [
          'Reisende bezahlen über Driftway. Wir leiten den dir zustehenden Betrag abzüglich einer etwaigen Provision an dein verifiziertes Auszahlungskonto bei unserem Zahlungsdienstleister weiter, in der Regel innerhalb weniger Werktage nach Mietbeginn. Ausgezahlt wird in der von dir gewählten Auszahlungswährung; etwaige Umrechnungskosten siehst du vor deiner Wahl.',
        ],
      },
      {
        id: 'safety',
        heading: '8. Übergabe, Sicherheit und Versicherung',
        body: [
          'Alles, was du vermietest, muss sicher, verkehrs- bzw. seetüchtig sowie regelmäßig gewartet und geprüft sein. Du musst eine Versicherung haben, die die Vermietung an Dritte abdeckt, und deren Umfang und Selbstbeteiligung im Angebot beschreiben.',
          'Erkläre Reisenden bei der Übergabe, wie alles funktioniert – bei Booten einschließlich einer praktischen Einweisung auf dem Wasser – und haltet den Zustand gemeinsam fest, wenn möglich mit Fotos. Rechne Kautionen und Schäden zügig, fair und entsprechend deinem Angebot ab.',
        ],
      },
      {
        id: 'conduct',
        heading: '9. Kommunikation und Bewertungen',
        body: [
          'Kommuniziere mit Reisenden über Driftway-Nachrichten und fordere für eine auf Driftway gemachte Buchung niemals eine Zahlung außerhalb der Plattform. Reisende bewerten ihre Reise nach deren Ende; du kannst auf jede Bewertung einmal antworten. Bewertungen können nicht gekauft, getauscht oder auf Wunsch entfernt werden, es sei denn, sie verstoßen gegen unsere Inhaltsregeln.',
        ],
      },
      {
        id: 'taxes',
        heading: '10. Steuern und Meldepflichten',
        body: [
          'Du bist dafür verantwortlich, deine Mieteinnahmen zu versteuern und etwaige Umsatzsteuer, Kurtaxe oder örtliche Abgaben auf deine Vermietungen abzuführen. Als Plattformbetreiber sind wir verpflichtet, bestimmte Angaben über Vermieter und ihre Einnahmen nach den EU-Meldepflichten für Plattformbetreiber (DAC7) an die Steuerbehörden zu melden; du stellst uns die dafür nötigen Daten zur Verfügung.',
        ],
      },
      {
        id: 'termination',
        heading: '11. Sperrung und Kündigung',
        body: [
          'Du kannst Angebote jederzeit deaktivieren und dein Konto mit einer Frist von 14 Tagen schließen; Abos enden mit Ablauf ihrer laufenden Laufzeit. Wir können die Zusammenarbeit mit einer Frist von 30 Tagen beenden oder fristlos bei einem schweren Verstoß wie Betrug, Sicherheitsrisiken oder wiederholten schwerwiegenden Beschwerden.',
          'Vor dem Ende bestätigte Buchungen sind weiterhin zu erfüllen, es sei denn, der Reisende ist mit etwas anderem einverstanden oder wir haben die Zusammenarbeit aus Sicherheitsgründen beendet.',
        ],
      },
      {
        id: 'liability',
        heading: '12. Haftung',
        body: [
          'Unsere Haftung richtet sich nach Abschnitt 9 der Nutzungsbedingungen. Du bist für deine Vermietungen verantwortlich und stellst Driftway von Ansprüchen Dritter frei, die aus deinen Angeboten oder einem Verstoß gegen diese Bedingungen entstehen, sofern du sie nicht zu vertreten hast.',
        ],
      },
    ],
  },
}
