/**
 * The paging members of an offset-paged list answer: the page shows `shown` of `count` items from
 * `offset`, and the next page starts `limit` further on while items remain.
 */
export function pageInfo(count: number, limit: number, offset: number, shown: number) {
  const hasMore = offset + shown < count
  return { count, limit, offset, has_more: hasMore, next_offset: hasMore ? offset + limit : null }
}
