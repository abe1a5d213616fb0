import { describe, expect, it } from 'vitest'
import { uploadAcceptAttribute, uploadProblem } from './listing-options'

describe('file checks before upload (spec §5)', () => {
  it('accepts png/jpg/jpeg photos up to 5 MB and names the spec key otherwise', () => {
    expect(uploadProblem({ name: 'van.PNG', type: 'image/png', size: 1000 })).toBeNull()
    expect(uploadProblem({ name: 'van.jpeg', type: 'image/jpeg', size: 5_242_880 })).toBeNull()
    expect(uploadProblem({ name: 'van.jpg', type: 'image/jpeg', size: 5_242_881 })).toBe(
      'upload.image.fileSizeGreaterThen',
    )
    expect(uploadProblem({ name: 'van.svg', type: 'image/svg+xml', size: 10 })).toBe('upload.image.fileTypeNotSupport')
    expect(uploadProblem({ name: 'notes.txt', type: 'text/plain', size: 10 })).toBe('upload.image.fileTypeNotSupport')
    // A png name on another type is refused too (the API sniffs the content anyway).
    expect(uploadProblem({ name: 'tool.png', type: 'application/x-msdownload', size: 10 })).toBe(
      'upload.image.fileTypeNotSupport',
    )
  })

  it('takes PDFs for vehicle documents only', () => {
    const pdf = { name: 'registration.pdf', type: 'application/pdf', size: 2000 }
    expect(uploadProblem(pdf, 'image')).toBe('upload.image.fileTypeNotSupport')
    expect(uploadProblem(pdf, 'document')).toBeNull()
    expect(uploadProblem({ ...pdf, size: 5_242_881 }, 'document')).toBe('upload.image.fileSizeGreaterThen')
  })

  it('offers the same types in the file picker', () => {
    expect(uploadAcceptAttribute('image')).toBe('.png,.jpg,.jpeg,image/png,image/jpeg')
    expect(uploadAcceptAttribute('document')).toContain('application/pdf')
  })
})
