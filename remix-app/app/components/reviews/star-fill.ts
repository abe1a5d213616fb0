/** How much of star `star` (1–5) a rating fills: none, half or whole, to the nearest half star. */
export function starFill(rating: number, star: number): 0 | 0.5 | 1 {
  const halves = Math.round(rating * 2) - (star - 1) * 2
  return halves >= 2 ? 1 : halves === 1 ? 0.5 : 0
}
