import { Card, Skeleton } from '~/components/ui'
import { cn } from '~/lib/cn'

/** A card's placeholder while results load; search results turn horizontal from 1280 px like their cards. */
export function ListingCardSkeleton({ horizontalFromXl = false }: { horizontalFromXl?: boolean }) {
  return (
    <Card padding="none" className={cn('flex h-full flex-col overflow-hidden', horizontalFromXl && 'xl:flex-row')}>
      <Skeleton
        className={cn(
          'aspect-[4/3] rounded-none',
          horizontalFromXl && 'xl:aspect-auto xl:min-h-[17.5rem] xl:w-[42%] xl:shrink-0',
        )}
      />
      <div className={cn('flex flex-col gap-3 p-4', horizontalFromXl && 'xl:flex-1 xl:justify-center')}>
        <Skeleton className="h-5 w-4/5" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-2/3" />
        <div className="mt-2 flex items-center justify-between border-t border-line pt-3">
          <Skeleton className="h-6 w-2/5" />
          <Skeleton className="h-3 w-1/5" />
        </div>
      </div>
    </Card>
  )
}
