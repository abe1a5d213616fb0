import { redirect } from 'react-router'
import { signOutEditor } from '~/lib/editor-session.server'
import type { Route } from './+types/logout'

/** Ends the content editor's session on the site (the CMS admin session is its own). */
export async function action({ request }: Route.ActionArgs) {
  return redirect('/content/login', { headers: { 'Set-Cookie': await signOutEditor(request) } })
}

export const loader = () => redirect('/content')
