/**
 * Test data, shared by the unit test of safe-redirect.ts and the end-to-end test that posts each
 * target to every action that takes one.
 */
// Targets that some browser, proxy or URL parser would take somewhere else.
export const trickyRedirectTargets = [
  'https://evil.example/',
  'http:evil.example',
  '//evil.example/x',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/\t/evil.example/phish',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '\t//evil.example',
  ' //evil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '/%5Cevil.example',
  '/%5c%5cevil.example',
  '%2F%2Fevil.example',
  '/%252F%252Fevil.example',
  '/ok%0d%0aLocation:%20https://evil.example',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'evil.example',
  '',
  '/%',
  '/\u0000x',
  '/\u007f',
]
