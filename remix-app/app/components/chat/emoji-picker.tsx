import { EmojiPicker as Picker } from 'frimousse'
import { useTranslation } from '~/i18n/use-translation'

/**
 * The emoji grid of the chat composer (frimousse: small, unstyled, maintained), styled with the
 * site's tokens. Loaded on demand by `EmojiButton`, so neither the library nor its emoji list
 * weigh on any page until someone opens the picker. The list comes from this site
 * (`/chat/emoji/{locale}/…`), in the page's language.
 */
export default function EmojiPickerPanel({ onPick }: { onPick: (emoji: string) => void }) {
  const { t, i18n } = useTranslation('chat')
  return (
    <Picker.Root
      locale={i18n.language === 'de' ? 'de' : 'en'}
      emojibaseUrl="/chat/emoji"
      columns={8}
      onEmojiSelect={({ emoji }) => onPick(emoji)}
      className="isolate flex h-80 w-[18.5rem] flex-col bg-surface"
      data-testid="emoji-picker"
    >
      <div className="p-2">
        <Picker.Search
          aria-label={t('emoji.search')}
          placeholder={t('emoji.search')}
          className="h-9 w-full rounded-md border border-line-strong bg-surface px-3 text-sm text-ink placeholder:text-ink-subtle focus:border-primary focus:shadow-focus focus:outline-none"
        />
      </div>
      <Picker.Viewport className="relative flex-1 outline-none">
        <Picker.Loading className="absolute inset-0 flex items-center justify-center text-sm text-ink-muted">
          {t('emoji.loading')}
        </Picker.Loading>
        <Picker.Empty className="absolute inset-0 flex items-center justify-center text-sm text-ink-muted">
          {t('emoji.none')}
        </Picker.Empty>
        <Picker.List
          className="pb-1.5 select-none"
          components={{
            CategoryHeader: ({ category, ...props }) => (
              <div
                className="bg-surface/95 px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-ink-subtle uppercase backdrop-blur"
                {...props}
              >
                {category.label}
              </div>
            ),
            Row: ({ children, ...props }) => (
              <div className="scroll-my-1.5 px-1.5" {...props}>
                {children}
              </div>
            ),
            Emoji: ({ emoji, ...props }) => (
              <button
                className="flex size-9 items-center justify-center rounded-md text-xl data-[active]:bg-surface-muted"
                {...props}
              >
                {emoji.emoji}
              </button>
            ),
          }}
        />
      </Picker.Viewport>
    </Picker.Root>
  )
}
