import { asSystem } from '@driftway/collections'
import type { Payload } from 'payload'

/**
 * Media documents by id, with what their URLs need (`mediaUrl`: the file name and its sizes). Read
 * as the system: the photos shown beside public facts (a listing's, a review author's); media is
 * public once attached. No ids, no query.
 */
export async function mediaById(payload: Payload, ids: string[]) {
  const media = ids.length
    ? await payload.find({
        collection: 'media',
        where: { id: { in: ids } },
        select: { filename: true, sizes: true },
        depth: 0,
        pagination: false,
        ...asSystem(),
      })
    : { docs: [] }
  return new Map(media.docs.map((doc) => [String(doc.id), doc]))
}
