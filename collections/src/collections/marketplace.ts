import type { CollectionConfig } from 'payload'
import { AuthSessions } from './AuthSessions'
import { BankAccounts } from './BankAccounts'
import { Bookings } from './Bookings'
import { Chats } from './Chats'
import { ContactMessages } from './ContactMessages'
import { LastMinuteDeals } from './LastMinuteDeals'
import { LegalTypes } from './LegalTypes'
import { MailOutbox } from './MailOutbox'
import { Merchants } from './Merchants'
import { Messages } from './Messages'
import { Offers } from './Offers'
import { PaymentEvents } from './PaymentEvents'
import { Plans } from './Plans'
import { RentalRequests } from './RentalRequests'
import { ReviewReplies } from './ReviewReplies'
import { Reviews } from './Reviews'
import { Subscriptions } from './Subscriptions'
import { Transactions } from './Transactions'
import { Users } from './Users'
import { Wishlists } from './Wishlists'

/** Marketplace people and what they do: accounts, payouts, billing, bookings, chat, reviews, wishlists. */
export const marketplaceCollections: CollectionConfig[] = [
  Users,
  AuthSessions,
  LegalTypes,
  Merchants,
  BankAccounts,
  Plans,
  Subscriptions,
  Transactions,
  PaymentEvents,
  Wishlists,
  Bookings,
  Chats,
  Messages,
  Reviews,
  ReviewReplies,
  RentalRequests,
  Offers,
  LastMinuteDeals,
  ContactMessages,
  MailOutbox,
]
