import { useEffect, useState } from 'react'
import type { LandingPageData } from '~/lib/landing'
import { sanitizePreviewHtml } from './preview-sanitize'

type Draft = Partial<Pick<LandingPageData, 'main_title' | 'main_description'>> & {
  sections?: { id?: string | null; order?: number; title?: string; description?: string }[] | null
  faqs?: { id?: string | null; order?: number; question?: string; answer?: string }[] | null
}

const byOrder = <T extends { order?: number }>(items: T[]) => [...items].sort((a, b) => (a.order ?? 0) - (b.order ?? 0))

/**
 * The CMS's live preview (decision 0065): inside the admin's preview frame (`?preview=landing`),
 * the page tells the admin it is ready and then shows the editor's unsaved text as it is typed.
 * Only messages from the CMS's origin count; images stay the saved ones (the admin sends ids).
 */
export function useLandingLivePreview(page: LandingPageData | null, cmsOrigin: string | null): LandingPageData | null {
  const [draft, setDraft] = useState<Draft | null>(null)
  useEffect(() => {
    if (!cmsOrigin || window.parent === window) return
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== cmsOrigin) return
      const message = event.data as { type?: string; data?: Draft } | null
      if (message?.type === 'payload-live-preview' && message.data) setDraft(message.data)
    }
    window.addEventListener('message', onMessage)
    window.parent.postMessage({ type: 'payload-live-preview', ready: true }, cmsOrigin)
    return () => window.removeEventListener('message', onMessage)
  }, [cmsOrigin])
  if (!draft) return page
  const base: LandingPageData = page ?? {
    id: '',
    slug: '',
    type: 'campervan',
    page_type: 'city',
    country: '',
    city: '',
    region: '',
    meta: { title: '', description: '', keywords: '' },
    main_title: '',
    main_description: '',
    main_image: null,
    sections: [],
    faqs: [],
    status: 'draft',
    created_at: '',
    updated_at: '',
  }
  return {
    ...base,
    main_title: draft.main_title ?? base.main_title,
    main_description:
      draft.main_description !== undefined ? sanitizePreviewHtml(draft.main_description) : base.main_description,
    sections: byOrder(draft.sections ?? []).map((section, index) => ({
      id: section.id ?? `draft-${index}`,
      order: section.order ?? index,
      title: section.title ?? '',
      description: sanitizePreviewHtml(section.description ?? ''),
      image_objects: base.sections.find((saved) => saved.id === section.id)?.image_objects ?? [],
    })),
    faqs: byOrder(draft.faqs ?? []).map((faq, index) => ({
      id: faq.id ?? `draft-${index}`,
      order: faq.order ?? index,
      question: faq.question ?? '',
      answer: faq.answer ?? '',
    })),
  }
}
