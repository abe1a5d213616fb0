import TextAlign from '@tiptap/extension-text-align'
import { EditorContent, useEditor, useEditorState } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { type ReactNode, useEffect, useId } from 'react'
import {
  AlignCenter,
  AlignJustify,
  AlignLeft,
  AlignRight,
  Bold,
  Heading2,
  Heading3,
  IndentDecrease,
  IndentIncrease,
  Italic,
  Link as LinkIcon,
  List,
  ListOrdered,
  Quote,
  Strikethrough,
  Underline as UnderlineIcon,
} from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'

type Props = {
  label: string
  value: string
  onChange: (html: string) => void
  onBlur?: () => void
  error?: string
  testId?: string
}

/**
 * The content form's rich-text field (listings spec §2): tiptap with the spec's toolbar — bold,
 * italic, underline, strike, blockquote, lists, indent, headings 2 and 3, link, align. Empty
 * text becomes ''. The API stores it sanitized to these same tags (decision 0065).
 */
export function RichTextEditor({ label, value, onChange, onBlur, error, testId }: Props) {
  const { t } = useTranslation('landing')
  const labelId = useId()
  const editor = useEditor({
    // Rendered in the browser only: the server has no DOM for the editor (the label shows meanwhile).
    immediatelyRender: false,
    // No injected <style> tag: the site's CSP allows only nonced styles (the look comes from classes).
    injectCSS: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: { openOnClick: false, protocols: ['http', 'https', 'mailto', 'tel'], defaultProtocol: 'https' },
      }),
      TextAlign.configure({ types: ['heading', 'paragraph'] }),
    ],
    content: value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(testId ? { 'data-testid': testId } : {}),
        class:
          'min-h-32 px-3.5 py-2.5 text-[0.9375rem] leading-relaxed text-ink focus:outline-none [&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-line-strong [&_blockquote]:pl-3 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:my-1 [&_ul]:list-disc [&_ul]:pl-5',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur?.(),
  })

  // A new value from outside (form reset): show it without losing the cursor on every keystroke.
  useEffect(() => {
    if (!editor) return
    const current = editor.isEmpty ? '' : editor.getHTML()
    if (value !== current) editor.commands.setContent(value || '', { emitUpdate: false })
  }, [editor, value])

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current
        ? {
            bold: current.isActive('bold'),
            italic: current.isActive('italic'),
            underline: current.isActive('underline'),
            strike: current.isActive('strike'),
            blockquote: current.isActive('blockquote'),
            bulletList: current.isActive('bulletList'),
            orderedList: current.isActive('orderedList'),
            h2: current.isActive('heading', { level: 2 }),
            h3: current.isActive('heading', { level: 3 }),
            link: current.isActive('link'),
            left: current.isActive({ textAlign: 'left' }),
            center: current.isActive({ textAlign: 'center' }),
            right: current.isActive({ textAlign: 'right' }),
            justify: current.isActive({ textAlign: 'justify' }),
          }
        : null,
  })

  const chain = () => editor?.chain().focus()
  const setLink = () => {
    if (!editor) return
    const previous = editor.getAttributes('link').href as string | undefined
    const href = window.prompt(t('editor.linkPrompt'), previous ?? 'https://')
    if (href === null) return
    if (!href.trim()) chain()?.extendMarkRange('link').unsetLink().run()
    else chain()?.extendMarkRange('link').setLink({ href: href.trim() }).run()
  }

  const tool = (name: string, icon: ReactNode, active: boolean | undefined, run: () => void) => (
    <button
      key={name}
      type="button"
      aria-label={t(`editor.${name}`)}
      title={t(`editor.${name}`)}
      aria-pressed={active ?? false}
      disabled={!editor}
      onMouseDown={(event) => event.preventDefault()}
      onClick={run}
      className={cn(
        'inline-flex size-8 items-center justify-center rounded-md text-ink-muted hover:bg-surface-muted hover:text-ink [&>svg]:size-4',
        active && 'bg-forest-50 text-forest-900',
      )}
    >
      {icon}
    </button>
  )

  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <span id={labelId} className="text-sm font-medium text-ink">
        {label}
      </span>
      <div
        className={cn(
          'rounded-lg border bg-surface shadow-xs focus-within:border-forest-500 focus-within:shadow-focus',
          error ? 'border-danger' : 'border-line-strong',
        )}
      >
        <div
          role="toolbar"
          aria-label={t('editor.toolbar')}
          className="flex flex-wrap gap-0.5 border-b border-line p-1"
        >
          {tool('bold', <Bold />, state?.bold, () => chain()?.toggleBold().run())}
          {tool('italic', <Italic />, state?.italic, () => chain()?.toggleItalic().run())}
          {tool('underline', <UnderlineIcon />, state?.underline, () => chain()?.toggleUnderline().run())}
          {tool('strike', <Strikethrough />, state?.strike, () => chain()?.toggleStrike().run())}
          {tool('blockquote', <Quote />, state?.blockquote, () => chain()?.toggleBlockquote().run())}
          {tool('bulletList', <List />, state?.bulletList, () => chain()?.toggleBulletList().run())}
          {tool('orderedList', <ListOrdered />, state?.orderedList, () => chain()?.toggleOrderedList().run())}
          {tool('indent', <IndentIncrease />, false, () => chain()?.sinkListItem('listItem').run())}
          {tool('outdent', <IndentDecrease />, false, () => chain()?.liftListItem('listItem').run())}
          {tool('heading2', <Heading2 />, state?.h2, () => chain()?.toggleHeading({ level: 2 }).run())}
          {tool('heading3', <Heading3 />, state?.h3, () => chain()?.toggleHeading({ level: 3 }).run())}
          {tool('link', <LinkIcon />, state?.link, setLink)}
          {tool('alignLeft', <AlignLeft />, state?.left, () => chain()?.setTextAlign('left').run())}
          {tool('alignCenter', <AlignCenter />, state?.center, () => chain()?.setTextAlign('center').run())}
          {tool('alignRight', <AlignRight />, state?.right, () => chain()?.setTextAlign('right').run())}
          {tool('alignJustify', <AlignJustify />, state?.justify, () => chain()?.setTextAlign('justify').run())}
        </div>
        {editor ? <EditorContent editor={editor} /> : <div className="min-h-32" aria-hidden />}
      </div>
      {error && (
        <p className="text-sm text-danger" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
