/**
 * Names of well-known places in other languages. The gazetteer holds one main name per place
 * (GeoNames' — often the English one: "Munich", "Vienna", "Cologne"), so without this a German
 * visitor typing "München" or "Wien" would not find them, nor see them under those names.
 * Kept to the marketplace's languages (the site is English and German) plus each place's own
 * language, for the cities travelers search most.
 */
export interface Exonym {
  /** The gazetteer's main name and country of the place. */
  name: string
  country: string
  /** Language → name. `local` is the name in the place's own language. */
  names: { local?: string; de?: string; en?: string }
}

export const exonyms: Exonym[] = [
  { name: 'Munich', country: 'DE', names: { local: 'München', de: 'München' } },
  { name: 'Cologne', country: 'DE', names: { local: 'Köln', de: 'Köln' } },
  { name: 'Nuremberg', country: 'DE', names: { local: 'Nürnberg', de: 'Nürnberg' } },
  { name: 'Hanover', country: 'DE', names: { local: 'Hannover', de: 'Hannover' } },
  { name: 'Vienna', country: 'AT', names: { local: 'Wien', de: 'Wien' } },
  { name: 'Rome', country: 'IT', names: { local: 'Roma', de: 'Rom' } },
  { name: 'Milan', country: 'IT', names: { local: 'Milano', de: 'Mailand' } },
  { name: 'Venice', country: 'IT', names: { local: 'Venezia', de: 'Venedig' } },
  { name: 'Florence', country: 'IT', names: { local: 'Firenze', de: 'Florenz' } },
  { name: 'Naples', country: 'IT', names: { local: 'Napoli', de: 'Neapel' } },
  { name: 'Turin', country: 'IT', names: { local: 'Torino', de: 'Turin' } },
  { name: 'Genoa', country: 'IT', names: { local: 'Genova', de: 'Genua' } },
  { name: 'Lisbon', country: 'PT', names: { local: 'Lisboa', de: 'Lissabon' } },
  { name: 'Seville', country: 'ES', names: { local: 'Sevilla', de: 'Sevilla' } },
  { name: 'Brussels', country: 'BE', names: { local: 'Bruxelles', de: 'Brüssel' } },
  { name: 'Antwerpen', country: 'BE', names: { en: 'Antwerp', de: 'Antwerpen' } },
  { name: 'Gent', country: 'BE', names: { en: 'Ghent', de: 'Gent' } },
  { name: 'Brugge', country: 'BE', names: { en: 'Bruges', de: 'Brügge' } },
  { name: 'The Hague', country: 'NL', names: { local: 'Den Haag', de: 'Den Haag' } },
  { name: 'Geneva', country: 'CH', names: { local: 'Genève', de: 'Genf' } },
  { name: 'Lucerne', country: 'CH', names: { local: 'Luzern', de: 'Luzern' } },
  { name: 'Copenhagen', country: 'DK', names: { local: 'København', de: 'Kopenhagen' } },
  { name: 'Gothenburg', country: 'SE', names: { local: 'Göteborg', de: 'Göteborg' } },
  { name: 'Prague', country: 'CZ', names: { local: 'Praha', de: 'Prag' } },
  { name: 'Warsaw', country: 'PL', names: { local: 'Warszawa', de: 'Warschau' } },
  { name: 'Kraków', country: 'PL', names: { en: 'Krakow', de: 'Krakau' } },
  { name: 'Gdańsk', country: 'PL', names: { en: 'Gdansk', de: 'Danzig' } },
  { name: 'Athens', country: 'GR', names: { local: 'Athína', de: 'Athen' } },
  { name: 'Belgrade', country: 'RS', names: { local: 'Beograd', de: 'Belgrad' } },
  { name: 'Bucharest', country: 'RO', names: { local: 'București', de: 'Bukarest' } },
  { name: 'Nice', country: 'FR', names: { local: 'Nice', de: 'Nizza' } },
  { name: 'Marseille', country: 'FR', names: { en: 'Marseilles', de: 'Marseille' } },
]
