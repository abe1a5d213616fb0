/** Card networks as people write them; the provider reports them in lower case ("amex"). */
const brandNames: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
}

export const cardBrandName = (brand: string): string => brandNames[brand.toLowerCase()] ?? brand
