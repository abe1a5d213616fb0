import { describe, expect, it } from 'vitest'
import { rentalUnitOf, rentalUnitsText, rentalUnitsWord } from './roles'

describe('rental units in the API texts (decision 0010)', () => {
  it("counts a campervan's days", () => {
    expect(rentalUnitOf('recreational_vehicle')).toBe('day')
    expect(rentalUnitsWord('recreational_vehicle')).toBe('days')
    expect(rentalUnitsText('recreational_vehicle', 1)).toBe('1 day')
    expect(rentalUnitsText('recreational_vehicle', 90)).toBe('90 days')
  })

  it("counts a campsite pitch's and a boat's nights", () => {
    for (const kind of ['campsite', 'boat'] as const) {
      expect(rentalUnitOf(kind)).toBe('night')
      expect(rentalUnitsWord(kind)).toBe('nights')
      expect(rentalUnitsText(kind, 1)).toBe('1 night')
      expect(rentalUnitsText(kind, 90)).toBe('90 nights')
    }
  })
})
