import { redirect } from 'react-router'
import { getAuth } from '~/lib/auth.server'
import type { Route } from './+types/logout'

/** POST /logout: ends the session at the API, clears the cookie with this response and goes home. */
export async function action({ context }: Route.ActionArgs) {
  await getAuth(context).logOut()
  return redirect('/')
}

/** Logging out is a POST (a link or prefetch must not sign anyone out); a GET just goes home. */
export function loader() {
  return redirect('/')
}
