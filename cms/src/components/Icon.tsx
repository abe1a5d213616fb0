import { DriftwayMark } from './DriftwayMark'

/** Payload `admin.components.graphics.Icon`: the mark in the breadcrumb home link (Payload sizes the box). */
export function Icon() {
  return <DriftwayMark size="100%" title="Driftway" />
}
