import type { CollectionConfig } from 'payload'
import { Activities } from './Activities'
import { Amenities } from './Amenities'
import { BookedNights } from './BookedNights'
import { Brands } from './Brands'
import { CancellationTerms } from './CancellationTerms'
import { ExtraAmenities } from './ExtraAmenities'
import { LandingPages } from './LandingPages'
import { Listings } from './Listings'
import { LocationSituations } from './LocationSituations'
import { ManualReservations } from './ManualReservations'
import { Media } from './Media'
import { PrivateFiles } from './PrivateFiles'
import { SeasonAvailabilities } from './SeasonAvailabilities'
import { SeasonRates } from './SeasonRates'

/** Listings and everything that describes, prices or blocks them; plus media and CMS content. */
export const catalogCollections: CollectionConfig[] = [
  Listings,
  SeasonRates,
  SeasonAvailabilities,
  ManualReservations,
  ExtraAmenities,
  CancellationTerms,
  BookedNights,
  Amenities,
  Activities,
  LocationSituations,
  Brands,
  LandingPages,
  Media,
  PrivateFiles,
]
