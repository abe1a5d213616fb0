/** The longest chat message in characters (the data model repeats it). */
export const MESSAGE_MAX_LENGTH = 5000

// C0/C1 control characters except tab and line feed, and the invisible direction overrides that
// can make a message read differently from what it says.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters being removed
const unwanted = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u200B\u202A-\u202E\u2066-\u2069\uFEFF]/g

/**
 * A chat message as plain text: line endings normalised, control and direction-override characters
 * removed, at most two empty lines in a row, trimmed. Markup stays as typed and is shown as text
 * (the site never renders it as HTML).
 */
export function sanitizeMessageText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(unwanted, '')
    .replace(/\n{4,}/g, '\n\n\n')
    .trim()
}
