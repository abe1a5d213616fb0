import { useTranslation } from '~/i18n/use-translation'
import type { LandingPageData } from '~/lib/landing'

const prose =
  'max-w-3xl space-y-3 text-[0.9375rem] leading-relaxed text-ink [&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-line-strong [&_blockquote]:pl-4 [&_blockquote]:text-ink-muted [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5'

/** Stored rich text: sanitized to the toolbar's tags when saved (collections htmlField), so it renders as is. */
function RichText({ html, testId }: { html: string; testId?: string }) {
  if (!html) return null
  return (
    <div
      className={prose}
      data-testid={testId}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized server-side on save (decision 0065)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}

/** Object-position from the focal point the editor set in the CMS (percent), so crops keep the subject. */
const focus = (image: { focal_x: number | null; focal_y: number | null }) =>
  `${image.focal_x ?? 50}% ${image.focal_y ?? 50}%`

/**
 * A published landing page on its city hire route, above the search results (listings spec §2):
 * main title, text and image, the sections in their order, then the FAQs as disclosure widgets.
 */
export function LandingContent({ page }: { page: LandingPageData }) {
  const { t } = useTranslation('landing')
  return (
    <section
      className="border-b border-line bg-surface"
      aria-labelledby="landing-title"
      data-testid="landing-content"
      data-status={page.status}
    >
      <div className="mx-auto w-full max-w-[110rem] space-y-8 px-4 py-8 sm:px-6">
        <div className="grid items-start gap-6 md:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="min-w-0 space-y-3">
            <h2 id="landing-title" className="text-2xl font-bold tracking-tight text-forest-950">
              {page.main_title}
            </h2>
            <RichText html={page.main_description} testId="landing-description" />
          </div>
          {page.main_image && (
            <img
              src={page.main_image.card_url ?? page.main_image.url}
              alt={page.main_image.alt ?? ''}
              width={320}
              height={240}
              loading="lazy"
              className="aspect-[4/3] w-full rounded-xl object-cover md:w-80"
              style={{ objectPosition: focus(page.main_image) }}
            />
          )}
        </div>

        {page.sections.map((section) => (
          <article key={section.id} className="space-y-3" data-testid="landing-section">
            <h3 className="text-xl font-semibold text-ink">{section.title}</h3>
            <RichText html={section.description} />
            {section.image_objects.length > 0 && (
              <div className="flex flex-wrap gap-3">
                {section.image_objects.map(({ image }) => (
                  <img
                    key={image.id}
                    src={image.card_url ?? image.url}
                    alt={image.alt ?? ''}
                    width={320}
                    height={240}
                    loading="lazy"
                    className="aspect-[4/3] w-full rounded-lg object-cover sm:w-64"
                    style={{ objectPosition: focus(image) }}
                  />
                ))}
              </div>
            )}
          </article>
        ))}

        {page.faqs.length > 0 && (
          <div className="space-y-3" data-testid="landing-faqs">
            <h3 className="text-xl font-semibold text-ink">{t('public.faqTitle')}</h3>
            <div className="divide-y divide-line rounded-xl border border-line">
              {page.faqs.map((faq) => (
                <details key={faq.id} className="group px-4 py-3" data-testid="landing-faq">
                  <summary className="cursor-pointer list-none font-medium text-ink marker:hidden">
                    <span className="flex items-center justify-between gap-4">
                      {faq.question}
                      <span aria-hidden="true" className="text-ink-subtle transition-transform group-open:rotate-45">
                        +
                      </span>
                    </span>
                  </summary>
                  <p className="mt-2 whitespace-pre-line text-[0.9375rem] leading-relaxed text-ink-muted">
                    {faq.answer}
                  </p>
                </details>
              ))}
            </div>
          </div>
        )}
      </div>
    </section>
  )
}
