import type { ChatPerson, ChatView } from '~/routes/chat/chat-types'

/** The other party of a conversation as the reader sees it: a traveler talks to the lessor and back. */
export function otherParty(chat: Pick<ChatView, 'lessor' | 'traveller'>, side: 'travel' | 'lease'): ChatPerson | null {
  return side === 'travel' ? chat.lessor : chat.traveller
}

/** "Person or company name" (§2): a lessor by company, a traveler by first and last name. */
export function personName(
  person: Pick<ChatPerson, 'first_name' | 'last_name' | 'company_name'> | null,
  fallback: string,
) {
  if (!person) return fallback
  const personal = [person.first_name, person.last_name].filter(Boolean).join(' ')
  return person.company_name || personal || fallback
}
