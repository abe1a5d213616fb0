const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" }
const decode = (value: string) => value.replace(/&(amp|lt|gt|quot|#39);/g, (match) => entities[match] ?? match)

/** Every http(s) link of a mail, from the HTML's hrefs and the plain text, in order, once each. */
export function mailLinks(mail: { html: string; text: string }): string[] {
  const fromHtml = [...mail.html.matchAll(/href\s*=\s*"([^"]+)"/gi)].map((match) => decode(match[1]!))
  const fromText = [...mail.text.matchAll(/https?:\/\/[^\s<>"')]+/g)].map((match) => match[0])
  return [...new Set([...fromHtml, ...fromText])].filter((link) => /^https?:\/\//i.test(link))
}
