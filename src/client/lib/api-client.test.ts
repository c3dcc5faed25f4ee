import { describe, expect, it } from 'vitest'
import { fileNameOf } from './api-client'

describe('fileNameOf: the name a download is saved under', () => {
  it("takes the server's name from Content-Disposition, quoted or not", () => {
    expect(fileNameOf('attachment; filename="PSP-Analysis-Report-abc.pdf"')).toBe(
      'PSP-Analysis-Report-abc.pdf',
    )
    expect(fileNameOf('attachment; filename=user-1-data.json')).toBe('user-1-data.json')
  })

  it('prefers the encoded name when the header gives both', () => {
    expect(fileNameOf(`attachment; filename="Report.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9.pdf`)).toBe(
      'Résumé.pdf',
    )
  })

  it('gives nothing when the answer names no file', () => {
    expect(fileNameOf(null)).toBeUndefined()
    expect(fileNameOf('inline')).toBeUndefined()
  })
})
