import { DriftwayMark } from './DriftwayMark'

/** Payload `admin.components.graphics.Logo`: the wordmark on the login and account screens. */
export function Logo() {
  return (
    <span className="driftway-logo">
      <DriftwayMark size={44} />
      <span className="driftway-logo__text">
        <span className="driftway-logo__word">Driftway</span>
        <span className="driftway-logo__tag">Admin</span>
      </span>
    </span>
  )
}
