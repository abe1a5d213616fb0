import { redirect } from 'react-router'
import { getAuth } from '~/lib/auth.server'
import type { Route } from './+types/logout'

/** POST /logout: forgets the session (the cookie is cleared with this response) and goes home. */
export function action({ context }: Route.ActionArgs) {
  getAuth(context).signOut()
  return redirect('/')
}

/** Logging out is a POST (a link or prefetch must not sign anyone out); a GET just goes home. */
export function loader() {
  return redirect('/')
}
