import type { FastifyReply, FastifyRequest } from 'fastify'
import type { PartnerSlug } from '../types'
import type { SimUnit } from './fleet'
import { type SimBooking, SimRefusal, type SimulatorState } from './state'

/**
 * The partners' wire protocols as the simulator serves them (thl-, indie- and rest-protocol.ts; this
 * module holds what they share). The spec shows none of them (only our
 * side of booking §7); the item shapes it does show (THL's extras, Indie's wizard form, Vanever's
 * packages) are used verbatim, the rest is our inference — docs/partners.md tells which is which.
 */
export type ProtocolContext = {
  partner: PartnerSlug
  state: SimulatorState
  /** Absolute URL of a unit's n-th photo on this simulator. */
  photoUrl: (unit: SimUnit, n: number) => string
}

export type Body = Record<string, unknown>
export const body = (request: FastifyRequest): Body => (request.body ?? {}) as Body
export const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null)
export const num = (value: unknown): number => (typeof value === 'number' ? value : Number(value))
export const major = (cents: number): number => cents / 100
export const photos = (ctx: ProtocolContext, unit: SimUnit) =>
  Array.from({ length: unit.photos }, (_, n) => ctx.photoUrl(unit, n))
export const tsOf = (iso: unknown) => Math.floor(Date.parse(String(iso)) / 1000)

/** Answers a lost book: the booking is made, then the connection is dropped before any answer. */
function maybeLose(ctx: ProtocolContext, reply: FastifyReply, created: boolean): boolean {
  const faults = ctx.state.faults[ctx.partner]
  if (!created || faults.lose_next_book <= 0) return false
  faults.lose_next_book -= 1
  reply.hijack()
  reply.raw.socket?.destroy()
  return true
}

type Handler = (request: FastifyRequest, reply: FastifyReply) => unknown

/** A route handler whose refusals (SimRefusal) the protocol answers in its own error form; anything else is thrown on. */
export const guarding =
  (refuse: (reply: FastifyReply, error: SimRefusal) => unknown) =>
  (handler: Handler): Handler =>
  async (request, reply) => {
    try {
      return await handler(request, reply)
    } catch (error) {
      if (!(error instanceof SimRefusal)) throw error
      return refuse(reply, error)
    }
  }

/** The Idempotency-Key header of a book call (THL, REST), required. */
export function idempotencyKey(request: FastifyRequest): string {
  const key = String(request.headers['idempotency-key'] ?? '')
  if (!key) throw new SimRefusal('invalid', 'Idempotency-Key header required.')
  return key
}

/** Books an offer once per key and answers in the protocol's form: 201 made, 200 the same key again, or a lost answer. */
export function answerBook(
  ctx: ProtocolContext,
  reply: FastifyReply,
  book: { key: string; offerId: string; expectedTotal: number; customer: unknown },
  answer: (booking: SimBooking) => unknown,
) {
  const { booking, created } = ctx.state.book(
    ctx.partner,
    book.key,
    book.offerId,
    book.expectedTotal,
    (book.customer ?? {}) as Body,
  )
  if (maybeLose(ctx, reply, created)) return reply
  return reply.status(created ? 201 : 200).send(answer(booking))
}

/** Sold-out periods as ISO times (THL, REST). */
export const isoPeriods = (periods: { start: number; end: number }[]) =>
  periods.map((p) => ({ from: new Date(p.start * 1000).toISOString(), to: new Date(p.end * 1000).toISOString() }))
