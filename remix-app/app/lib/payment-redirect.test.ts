import { describe, expect, it } from 'vitest'
import { isHostedPaymentPage } from './payment-redirect'

describe('payment redirect targets', () => {
  const api = 'http://localhost:4100'
  it('allows the API’s sandbox page and Stripe Checkout', () => {
    expect(isHostedPaymentPage('http://localhost:4100/payment/sandbox/checkout/abc/', api)).toBe(true)
    expect(isHostedPaymentPage('https://checkout.stripe.com/c/pay/cs_test_1', api)).toBe(true)
  })
  it('refuses every other place', () => {
    for (const target of [
      'https://evil.example/pay',
      'http://localhost:4101/',
      'https://checkout.stripe.com.evil.example/',
      'https://user:pw@checkout.stripe.com/',
      'javascript:alert(1)',
      '//evil.example',
      '/relative',
    ]) {
      expect(isHostedPaymentPage(target, api), target).toBe(false)
    }
  })
})
